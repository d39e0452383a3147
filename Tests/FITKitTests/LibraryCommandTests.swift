import Foundation
import Testing

/// `edit`, `dedupe`, `gc`, `du` and `reparse` as a user runs them: the exits the README gives (0 done, 1 not,
/// 2 usage error), and what each changes in the library, read back through other commands.
@Suite struct LibraryCommandTests {
    static let ride = Paths.fixture("Activity.fit")

    /// A library holding `Activity.fit` as activity 1; removed by the caller's `defer`.
    static func library() throws -> (folder: String, library: String) {
        let folder = try Shell.temporaryFolder()
        let library = folder + "/lib"
        let run = try CLITests.fitkit(["import", "--library", library, ride])
        #expect(run.status == 0)
        return (folder, library)
    }

    static func json(_ run: Shell.Run) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    }

    @Test func editSetsTheTitleAndRefusesUnknownIds() throws {
        let (folder, library) = try Self.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let edit = try CLITests.fitkit([
            "edit", "1", "--title", "Morning run", "--tags", "easy,rain", "--library", library
        ])
        #expect(edit.status == 0)
        let shown = try Self.json(CLITests.fitkit(["show", "1", "--json", "--library", library])) as? [String: Any]
        #expect(shown?["title"] as? String == "Morning run")
        #expect(shown?["tags"] as? [String] == ["easy", "rain"])

        let unknown = try CLITests.fitkit(["edit", "99", "--title", "x", "--library", library])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.split(separator: "\n").count == 1 && unknown.stderr.contains("99"))
        let noID = try CLITests.fitkit(["edit", "--title", "x", "--library", library])
        #expect(noID.status == 2)
    }

    @Test func dedupeListsNothingForOneRideAndRefusesPairsItDidNotList() throws {
        let (folder, library) = try Self.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let list = try CLITests.fitkit(["dedupe", "--json", "--library", library])
        #expect(list.status == 0)
        #expect((try Self.json(list) as? [Any])?.isEmpty == true)
        let unlisted = try CLITests.fitkit(["dedupe", "--merge", "1:99", "--library", library])
        #expect(unlisted.status == 1)
        let malformed = try CLITests.fitkit(["dedupe", "--merge", "1", "--library", library])
        #expect(malformed.status == 2 && malformed.stderr.contains("A:B"))
        // Activity 1 is untouched.
        let shown = try CLITests.fitkit(["show", "1", "--library", library])
        #expect(shown.status == 0)
    }

    @Test func gcDuAndReparseReportAndExitZeroOnAHealthyLibrary() throws {
        let (folder, library) = try Self.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let gc = try CLITests.fitkit(["gc", "--json", "--library", library])
        #expect(gc.status == 0)
        let report = try Self.json(gc) as? [String: Any]
        for key in ["unknown_files", "missing_files", "redundant_files"] {
            #expect((report?[key] as? [Any])?.isEmpty == true, "\(key)")
        }
        #expect(try CLITests.fitkit(["gc", "--purge", "--dry-run", "--library", library]).status == 0)

        let du = try CLITests.fitkit(["du", "--json", "--library", library])
        #expect(du.status == 0)
        let usage = try Self.json(du) as? [String: Any]
        // The one original is stored as it came: its size on disk.
        let size = try FileManager.default.attributesOfItem(atPath: Self.ride)[.size] as? Int
        #expect(usage?["originals"] as? Int == size && usage?["original_files"] as? Int == 1)

        let reparse = try CLITests.fitkit(["reparse", "--library", library])
        #expect(reparse.status == 0 && reparse.stderr.contains("1 activities refreshed"))
        let bad = try CLITests.fitkit(["reparse", "--validation", "sloppy", "--library", library])
        #expect(bad.status == 2)
    }

    /// A file the decoder cannot read is kept by import (exit 1) and stays undecodable through reparse (exit 1).
    @Test func reparseSaysWhenAFileStillDoesNotDecode() throws {
        let (folder, library) = try Self.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let broken = Paths.fixture("activity-unexpected-eof.fit")
        let imported = try CLITests.fitkit(["import", "--library", library, broken])
        #expect(imported.status == 1)
        let reparse = try CLITests.fitkit(["reparse", "--library", library])
        #expect(reparse.status == 1 && reparse.stderr.contains("1 still undecodable"))
    }
}
