import Foundation

/// Locations the tests read from: the package's Fixtures, the shared corpus when it is beside the project,
/// and the built `fitkit` executable.
enum Paths {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Fixtures")
    static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static func fixture(_ name: String) -> String {
        fixtures.appendingPathComponent("dtcooper__python-fitparse/" + name).path
    }

    static func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

    /// Tab-separated rows with a header line, as dictionaries.
    static func table(_ path: String) throws -> [[String: String]] {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        let head = lines[0].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        return lines.dropFirst().map { line in
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Dictionary(
                uniqueKeysWithValues: zip(head, cells + Array(repeating: "", count: max(0, head.count - cells.count))))
        }
    }

    /// The fitkit executable beside the test bundle.
    static var fitkit: String {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for dir in [here, here.deletingLastPathComponent()] {
            let candidate = dir.appendingPathComponent("fitkit").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return packageRoot.appendingPathComponent(".build/debug/fitkit").path
    }
}
