#if canImport(Glibc)
import Glibc
#endif
import FITLibrary
import FITSupport

/// fitkit's files in the user's config folder (XDG): `$XDG_CONFIG_HOME/fitkit/` (default `~/.config/fitkit/`):
/// `fitkit.conf` (`key = value` lines, e.g. `igpsport.api_base = https://…`) and one login file per service,
/// `<source>.json` (its token, typed by the service: `SyncService.SavedLogin`), mode 0600, written whole or not
/// at all.
package enum Settings {
    package static var folder: String { XDG.config }

    /// A setting: the environment variable when set, else the key in `fitkit.conf`, else nil.
    package static func value(environment: String, key: String) -> String? {
        if let v = getenv(environment).map({ String(cString: $0) }), !v.isEmpty { return v }
        guard let text = try? Files.text(folder + "/fitkit.conf") else { return nil }
        return KeyValueText.lines(text).first { $0.key == key }?.value
    }

    /// The file a service's login is kept in.
    static func loginPath(_ source: SourceID) -> String { folder + "/\(source.rawValue).json" }

    /// A service's saved login, nil when there is none.
    package static func loadLogin<T: Decodable>(_ source: SourceID, as type: T.Type) throws(SyncError) -> T? {
        let path = loginPath(source)
        let bytes: [UInt8]
        do { bytes = try Files.read(path) } catch {
            if error.errno == ENOENT { return nil }
            throw SyncError.settings(path: path, reason: String(cString: strerror(error.errno)))
        }
        do {
            return try JSONCoding.decode(T.self, from: try JSONReading.parse(bytes))
        } catch {
            throw SyncError.settings(path: path, reason: "not a login file: \(error) (remove it and log in again)")
        }
    }

    /// Keeps a service's login: written whole to a temporary file made with mode 0600, flushed to disk and
    /// renamed over the old one (`AtomicFile`), so the file is never half-written or readable by others.
    package static func saveLogin<T: Encodable>(_ source: SourceID, _ value: T) throws(SyncError) {
        let path = loginPath(source)
        let json: JSONValue
        do { json = try JSONCoding.encode(value) } catch { throw SyncError.settings(path: path, reason: "\(error)") }
        try makeFolder()
        do throws(OutputError) {
            let file = try AtomicFile(path: path, overwrite: true, mode: 0o600)
            file.sink.buffer.append(json.text(indent: 2) + "\n")
            try file.commit()
        } catch {
            guard case .write(_, let code) = error else { throw SyncError.settings(path: path, reason: "\(error)") }
            throw SyncError.settings(path: path, reason: String(cString: strerror(code)))
        }
    }

    /// Whether a service's login file is there (read or not).
    package static func hasLogin(_ source: SourceID) -> Bool { access(loginPath(source), F_OK) == 0 }

    /// Removes a service's login; whether there was one.
    package static func removeLogin(_ source: SourceID) throws(SyncError) -> Bool {
        let path = loginPath(source)
        if unlink(path) == 0 { return true }
        if errno == ENOENT { return false }
        throw SyncError.settings(path: path, reason: String(cString: strerror(errno)))
    }

    /// Runs `body` holding an exclusive lock on `<name>.lock` in the config folder (waiting for another process
    /// that holds it), so that two fitkit processes never refresh one token at once.
    static func withLock<T>(_ source: SourceID, _ body: () throws(SyncError) -> T) throws(SyncError) -> T {
        try makeFolder()
        let path = folder + "/\(source.rawValue).lock"
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
