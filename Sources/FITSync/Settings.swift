#if canImport(Glibc)
import Glibc
#endif
import FITKit
import FITSupport

/// fitkit's files in the user's config folder (XDG): `$XDG_CONFIG_HOME/fitkit/` (default `~/.config/fitkit/`):
/// `fitkit.conf` (`key = value` lines, e.g. `igpsport.api_base = https://…`) and one token file per source,
/// `<source>.json`, mode 0600, written whole or not at all.
package enum Settings {
    package static var folder: String {
        if let xdg = getenv("XDG_CONFIG_HOME").map({ String(cString: $0) }), !xdg.isEmpty { return xdg + "/fitkit" }
        return (getenv("HOME").map { String(cString: $0) } ?? ".") + "/.config/fitkit"
    }

    /// A setting: the environment variable when set, else the key in `fitkit.conf`, else nil.
    package static func value(environment: String, key: String) -> String? {
        if let v = getenv(environment).map({ String(cString: $0) }), !v.isEmpty { return v }
        guard let text = try? readFile(folder + "/fitkit.conf") else { return nil }
        for line in String(decoding: text, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, !line.hasPrefix("#") else { continue }
            if parts[0].trimmingCharacters(in: " \t") == key { return parts[1].trimmingCharacters(in: " \t") }
        }
        return nil
    }

    /// The token file of a source, nil when there is none.
    package static func loadToken(_ source: String) throws(SyncError) -> JSONValue? {
        let path = folder + "/\(source).json"
        let bytes: [UInt8]
        do { bytes = try readFile(path) } catch {
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
        try makeFolder(folder)
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
        try makeFolder(folder)
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

    private static func makeFolder(_ path: String) throws(SyncError) {
        var built = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            built += "/" + part
            if mkdir(built, 0o700) != 0 && errno != EEXIST {
                throw SyncError.settings(path: built, reason: String(cString: strerror(errno)))
            }
        }
    }
}

struct ReadFailure: Error { let errno: Int32 }

func readFile(_ path: String) throws(ReadFailure) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw ReadFailure(errno: errno) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16384)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 { if errno == EINTR { continue }; throw ReadFailure(errno: errno) }
        if n == 0 { return bytes }
        bytes += chunk[0..<n]
    }
}
