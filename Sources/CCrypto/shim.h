// OpenSSL's libcrypto, from Debian's libssl-dev: SHA-256 of stored files.
#include <openssl/evp.h>
