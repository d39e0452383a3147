import FITAnalysis
import Foundation

/// The athlete settings file: JSON in the user's config folder (XDG).
enum AthleteConfig {
    static var defaultPath: String {
        let env = ProcessInfo.processInfo.environment
        let base = env["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (env["HOME"] ?? NSHomeDirectory()) + "/.config"
        return base + "/fitkit/athlete.json"
    }

    /// The settings in `path`; nil when it does not exist and was not named by the user.
    static func load(_ path: String, required: Bool) throws -> AthleteSettings? {
        guard FileManager.default.fileExists(atPath: path) else {
            if required { throw CocoaError(.fileNoSuchFile) }
            return nil
        }
        return try JSONDecoder().decode(AthleteSettings.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
