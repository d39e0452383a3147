#if canImport(Glibc)
import Glibc
#endif
import FITKit
import FITSupport

/// fitkit's files in the user's config folder (XDG): `$XDG_CONFIG_HOME/fitkit/` (default `~/.config/fitkit/`):
/// `fitkit.conf` (`key = value` lines, e.g. `igpsport.api_base = https://…`) and one token file per source,
/// `<source>.json`, mode 0600, written whole or not at all.
package enum Settings {
    package static var folder: String { XDG.config }

    /// A setting: the environment variable when set, else the key in `fitkit.conf`, else nil.
    package static func value(environment: String, key: String) -> String? {
        if let v = getenv(environment).map({ String(cString: $0) }), !v.isEmpty { return v }
        guard let text = try? Files.text(folder + "/fitkit.conf") else { return nil }
        return KeyValueText.lines(text).first { $0.key == key }?.value
    }

    /// The token file of a source, nil when there is none.
    package static func loadToken(_ source: String) throws(SyncError) -> JSONValue? {
        let path = folder + "/\(source).json"
        let bytes: [UInt8]
        do { bytes = try Files.read(path) } catch {
            if error.errno == ENOENT { return nil }
            throw SyncError.settings(path: path, reason: String(cString: strerror(error.errno)))
        }
        do { return try JSONReading.parse(bytes) } catch {
            throw SyncError.settings(path: path, reason: "\(error) (remove it and log in again)")
        }
    }

    /// Writes a token file atomically: a temporary file made with mode 0600, written, flushed to disk and renamed
    /// over the old one, so the file is never half-written or readable by others.
    package static func saveToken(_ source: String, _ value: JSONValue) throws(SyncError) {
        let path = folder + "/\(source).json"
        try makeFolder()
        removeAbandonedCopies(of: "\(source).json")
        let temporary = path + ".partial-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw SyncError.settings(path: path, reason: String(cString: strerror(errno))) }
        fchmod(fd, 0o600)
        let bytes = Array(value.text(indent: 2).utf8) + [0x0A]
        let code = bytes.withUnsafeBytes { writeAll(fd, $0) }
        guard code == 0 else {
            close(fd)
            unlink(temporary)
            throw SyncError.settings(path: path, reason: String(cString: strerror(code)))
        }
        let synced = fsync(fd) == 0
        close(fd)
        guard synced, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw SyncError.settings(path: path, reason: reason)
        }
    }

    /// Removes the temporary copies of a file that killed processes left (`NAME.partial-PID` whose process is
    /// gone): they hold secrets, and nothing else would ever remove them.
    static func removeAbandonedCopies(of name: String) {
        guard let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        let prefix = name + ".partial-"
        while let entry = readdir(dir) {
            let file = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard file.hasPrefix(prefix), let pid = pid_t(file.dropFirst(prefix.count)) else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + file) }
        }
    }

    /// Removes a token file; whether there was one.
    package static func removeToken(_ source: String) throws(SyncError) -> Bool {
        let path = folder + "/\(source).json"
        if unlink(path) == 0 { return true }
        if errno == ENOENT { return false }
        throw SyncError.settings(path: path, reason: String(cString: strerror(errno)))
    }

    /// Runs `body` holding an exclusive lock on `<name>.lock` in the config folder (waiting for another process
    /// that holds it), so that two fitkit processes never refresh one token at once.
    static func withLock<T>(_ name: String, _ body: () throws(SyncError) -> T) throws(SyncError) -> T {
        try makeFolder()
        let path = folder + "/\(name).lock"
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw SyncError.settings(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw SyncError.settings(path: path, reason: String(cString: strerror(errno))) }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// The settings folder, made private to the user (0700) when missing.
    private static func makeFolder() throws(SyncError) {
        do throws(Files.Failure) { try Files.makeFolders(folder, mode: 0o700) } catch {
            throw SyncError.settings(path: error.path, reason: String(cString: strerror(error.errno)))
        }
    }
}
