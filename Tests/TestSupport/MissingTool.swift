import Foundation
import Testing

/// A tool a test needs (Garmin's decoder, chromium) that is not installed: said on standard error, so that the
/// part of the test left out is seen, and under CI=true, where the test command installs every tool, a failure.
package enum MissingTool {
    /// Whether the tool is there; when not, the skip is said or, under CI, recorded as an issue.
    package static func check(_ available: Bool, _ what: String, sourceLocation: SourceLocation = #_sourceLocation)
        -> Bool
    {
        if available { return true }
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record("\(what) is missing, and the test command installs it", sourceLocation: sourceLocation)
        } else {
            FileHandle.standardError.write(
                Data("skipped at \(sourceLocation.fileName):\(sourceLocation.line): \(what) is missing\n".utf8))
        }
        return false
    }
}
