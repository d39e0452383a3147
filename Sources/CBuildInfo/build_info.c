#include "CBuildInfo.h"

// The one place the version is written; scripts/package.sh names its tarball and .deb after it.
#define FITKIT_VERSION "0.2.0"

#ifndef FITKIT_COMMIT
#define FITKIT_COMMIT "unknown"
#endif

const char *fitkit_version(void) { return FITKIT_VERSION; }
const char *fitkit_commit(void) { return FITKIT_COMMIT; }
