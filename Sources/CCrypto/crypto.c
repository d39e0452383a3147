// The libcrypto functions fitkit calls, each a stub that loads libcrypto on first use (see LazyLibrary.h).
#include "CCrypto.h"
#include "LazyLibrary.h"

static LazyLibrary crypto = {"libcrypto.so.3", "libssl3"};

const char *fitkit_crypto_open(void) { return lazy_library_open(&crypto); }

LAZY_STUB(crypto, EVP_MD_CTX *, EVP_MD_CTX_new, (void), ())
LAZY_VOID_STUB(crypto, EVP_MD_CTX_free, (EVP_MD_CTX *context), (context))
LAZY_STUB(crypto, const EVP_MD *, EVP_sha256, (void), ())
LAZY_STUB(crypto, int, EVP_DigestInit_ex, (EVP_MD_CTX *context, const EVP_MD *type, ENGINE *engine), (context, type, engine))
LAZY_STUB(crypto, int, EVP_DigestUpdate, (EVP_MD_CTX *context, const void *bytes, size_t count), (context, bytes, count))
LAZY_STUB(crypto, int, EVP_DigestFinal_ex, (EVP_MD_CTX *context, unsigned char *digest, unsigned int *size), (context, digest, size))
