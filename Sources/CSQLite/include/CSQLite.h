// SQLite, from Debian's libsqlite3-dev. Loaded on first use (CLazyLoad).
#pragma once
#include <sqlite3.h>

/// Loads libsqlite3. NULL when it is ready, else a one-line message; call before any sqlite3 function.
const char *fitkit_sqlite_open(void);
