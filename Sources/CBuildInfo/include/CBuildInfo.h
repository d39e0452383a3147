// What `fitkit --version` names: the version and the commit it was built from. scripts/package.sh builds with
// -DFITKIT_COMMIT="…" (a C macro, as Swift has no way to take a string from the build); other builds say
// "unknown".
#pragma once

const char *fitkit_version(void);
const char *fitkit_commit(void);
