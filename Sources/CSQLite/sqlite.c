// The SQLite functions fitkit calls, each a stub that loads libsqlite3 on first use (see LazyLibrary.h).
#include "CSQLite.h"
#include "LazyLibrary.h"

static LazyLibrary sqlite = {"libsqlite3.so.0", "libsqlite3-0"};

const char *fitkit_sqlite_open(void) { return lazy_library_open(&sqlite); }

LAZY_STUB(sqlite, int, sqlite3_open_v2, (const char *path, sqlite3 **db, int flags, const char *vfs), (path, db, flags, vfs))
LAZY_STUB(sqlite, int, sqlite3_close, (sqlite3 *db), (db))
LAZY_STUB(sqlite, int, sqlite3_close_v2, (sqlite3 *db), (db))
LAZY_STUB(sqlite, int, sqlite3_busy_timeout, (sqlite3 *db, int ms), (db, ms))
LAZY_STUB(sqlite, int, sqlite3_exec, (sqlite3 *db, const char *sql, int (*callback)(void *, int, char **, char **), void *context, char **error),
          (db, sql, callback, context, error))
LAZY_STUB(sqlite, const char *, sqlite3_errmsg, (sqlite3 *db), (db))
LAZY_STUB(sqlite, int, sqlite3_changes, (sqlite3 *db), (db))
LAZY_STUB(sqlite, sqlite3_int64, sqlite3_last_insert_rowid, (sqlite3 *db), (db))
LAZY_VOID_STUB(sqlite, sqlite3_free, (void *memory), (memory))

LAZY_STUB(sqlite, int, sqlite3_prepare_v2, (sqlite3 *db, const char *sql, int length, sqlite3_stmt **statement, const char **tail),
          (db, sql, length, statement, tail))
LAZY_STUB(sqlite, int, sqlite3_bind_double, (sqlite3_stmt *s, int i, double v), (s, i, v))
LAZY_STUB(sqlite, int, sqlite3_bind_int64, (sqlite3_stmt *s, int i, sqlite3_int64 v), (s, i, v))
LAZY_STUB(sqlite, int, sqlite3_bind_null, (sqlite3_stmt *s, int i), (s, i))
LAZY_STUB(sqlite, int, sqlite3_bind_text, (sqlite3_stmt *s, int i, const char *v, int n, void (*destructor)(void *)), (s, i, v, n, destructor))
LAZY_STUB(sqlite, int, sqlite3_bind_blob, (sqlite3_stmt *s, int i, const void *v, int n, void (*destructor)(void *)), (s, i, v, n, destructor))
LAZY_STUB(sqlite, int, sqlite3_clear_bindings, (sqlite3_stmt *s), (s))
LAZY_STUB(sqlite, int, sqlite3_step, (sqlite3_stmt *s), (s))
LAZY_STUB(sqlite, int, sqlite3_reset, (sqlite3_stmt *s), (s))
LAZY_STUB(sqlite, int, sqlite3_finalize, (sqlite3_stmt *s), (s))
LAZY_STUB(sqlite, int, sqlite3_column_count, (sqlite3_stmt *s), (s))
LAZY_STUB(sqlite, const char *, sqlite3_column_name, (sqlite3_stmt *s, int c), (s, c))
LAZY_STUB(sqlite, int, sqlite3_column_type, (sqlite3_stmt *s, int c), (s, c))
LAZY_STUB(sqlite, sqlite3_int64, sqlite3_column_int64, (sqlite3_stmt *s, int c), (s, c))
LAZY_STUB(sqlite, double, sqlite3_column_double, (sqlite3_stmt *s, int c), (s, c))
LAZY_STUB(sqlite, const unsigned char *, sqlite3_column_text, (sqlite3_stmt *s, int c), (s, c))
LAZY_STUB(sqlite, const void *, sqlite3_column_blob, (sqlite3_stmt *s, int c), (s, c))
LAZY_STUB(sqlite, int, sqlite3_column_bytes, (sqlite3_stmt *s, int c), (s, c))
