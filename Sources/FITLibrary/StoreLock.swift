#if canImport(Glibc)
import Glibc
#endif

/// The library's lock for changes to the file store and the database together (an import placing its file,
/// `archive`, `gc`, `rm`). SQLite orders the database's writers by itself; this lock orders what it cannot
/// see: `gc` must never take another process's half-written file for debris, nor `archive` delete a file an
/// import is about to name. It is an advisory `flock` on `library.lock`, which the kernel releases when a
/// process dies, so a killed fitkit never leaves the library locked. Commands that only read, or only write
/// the database, never take it; it is always taken before a database transaction, never inside one.
///
/// The same kind of lock on `library.setup.lock` orders what SQLite's busy handler does not wait for: creating
/// the database, switching it to WAL and migrating it (`Library.init`).
struct StoreLock {
    let path: String
    /// Whether a library that cannot hold the lock file (a read-only folder) goes on without it.
    var optional = false

    func withLock<T>(_ body: () throws(LibraryError) -> T) throws(LibraryError) -> T {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if fd < 0 && optional && (errno == EROFS || errno == EACCES) { return try body() }
        guard fd >= 0 else { throw LibraryError.io(path: path, errno: errno) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw LibraryError.io(path: path, errno: errno) }
        }
        return try body()
    }
}
