#if canImport(Glibc)
import Glibc
#endif
import FITAnalysis

/// The athlete settings file in the user's config folder (XDG): `$XDG_CONFIG_HOME/fitkit/athlete.conf`.
/// Read without Foundation, which would cost every command its start-up time.
enum AthleteConfig {
    static var defaultPath: String {
        if let xdg = getenv("XDG_CONFIG_HOME").map({ String(cString: $0) }), !xdg.isEmpty {
            return xdg + "/fitkit/athlete.conf"
        }
        return (getenv("HOME").map { String(cString: $0) } ?? ".") + "/.config/fitkit/athlete.conf"
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// The settings in `path`; nil when it does not exist and was not named by the user.
    static func load(_ path: String, required: Bool) throws -> AthleteSettings? {
        guard let fd = Optional(open(path, O_RDONLY)), fd >= 0 else {
            if required || errno != ENOENT { throw Failure(description: String(cString: strerror(errno))) }
            return nil
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 { throw Failure(description: String(cString: strerror(errno))) }
            if n == 0 { break }
            bytes += chunk[0..<n]
        }
        return try AthleteSettings(parsing: String(decoding: bytes, as: UTF8.self))
    }
}
