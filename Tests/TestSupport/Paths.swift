import Foundation

/// Locations the tests read from: the package's Fixtures, the shared corpus when it is beside the project,
/// and the built `fitkit` executable.
package enum Paths {
    package static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    package static let fixtures = packageRoot.appendingPathComponent("Fixtures")
    package static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// A Garmin Edge 810 ride with power (1.3 h, 4,700 records): the fixture most tests read.
    package static let edge810 = fixture("Edge810-Vector-2013-08-16-15-35-10.fit")

    package static func fixture(_ name: String) -> String {
        fixtures.appendingPathComponent("dtcooper__python-fitparse/" + name).path
    }

    /// A real route from coursepointer's tests, as RideWithGPS exports it (`cptr003.gpx`, `cptr003.fit`).
    package static func route(_ name: String) -> String {
        fixtures.appendingPathComponent("mshroyer__coursepointer/" + name).path
    }

    package static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Every `.fit` file of the fixtures, and of the corpus when it is beside the project, sorted.
    package static func activityFiles() -> [String] {
        var all: [String] = []
        for root in [fixtures, corpus] {
            guard let walk = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let name as String in walk where name.lowercased().hasSuffix(".fit") {
                all.append(root.appendingPathComponent(name).path)
            }
        }
        return all.sorted()
    }

    /// Tab-separated rows with a header line, as dictionaries.
    package static func table(_ path: String) throws -> [[String: String]] {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        let head = lines[0].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        return lines.dropFirst().map { line in
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Dictionary(
                uniqueKeysWithValues: zip(head, cells + Array(repeating: "", count: max(0, head.count - cells.count))))
        }
    }

    /// The fitkit executable the tests run: `FITKIT_TEST_BINARY` when set (the test command sets the release
    /// build, the binary users run), else the one beside the test bundle.
    package static var fitkit: String {
        if let given = ProcessInfo.processInfo.environment["FITKIT_TEST_BINARY"], !given.isEmpty { return given }
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for dir in [here, here.deletingLastPathComponent()] {
            let candidate = dir.appendingPathComponent("fitkit").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return packageRoot.appendingPathComponent(".build/debug/fitkit").path
    }
}
