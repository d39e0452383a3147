// OpenSSL's libcrypto, from Debian's libssl-dev: SHA-256 of stored files. Loaded on first use (CLazyLoad).
#pragma once
#include <openssl/evp.h>

/// Loads libcrypto. NULL when it is ready, else a one-line message; call before any EVP function.
const char *fitkit_crypto_open(void);
