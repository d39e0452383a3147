#if canImport(Glibc)
import Glibc
#endif
import FITAnalysis
import FITSupport

/// The athlete settings file in the user's config folder (XDG): `$XDG_CONFIG_HOME/fitkit/athlete.conf`.
/// Read without Foundation, which would cost every command its start-up time.
enum AthleteConfig {
    static var defaultPath: String { XDG.config + "/athlete.conf" }

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// The settings in `path`, dated as its lines say; nil when it does not exist and was not named by the user.
    static func load(_ path: String, required: Bool) throws -> AthleteHistory? {
        let text: String?
        do throws(Files.Failure) { text = try Files.text(path) } catch {
            throw Failure(description: String(cString: strerror(error.errno)))
        }
        guard let text else {
            if required { throw Failure(description: String(cString: strerror(ENOENT))) }
            return nil
        }
        return try AthleteHistory(parsing: text)
    }
}
