import Foundation
import Testing
import TestSupport
@testable import FITInput
@testable import FITKit
@testable import FITLibrary

/// The library's commands as a user runs them (`import`, `list`, `show`, `rm`, `edit`, `dedupe`, `gc`, `du`,
/// `reparse`, `archive`): the exits the README gives (0 done, 1 not, 2 usage error), and what each changes in
/// the library, read back through other commands; processes killed and disks filled as they are for users.
@Suite struct LibraryCommandTests {
    static let ride = Paths.fixture("Activity.fit")

    /// A library holding `Activity.fit` as activity 1; removed by the caller's `defer`.
    static func library() throws -> (folder: String, library: String) {
        let folder = try Shell.temporaryFolder()
        let library = folder + "/lib"
        let run = try Fitkit.run(["import", "--library", library, ride])
        #expect(run.status == 0)
        return (folder, library)
    }

    static func json(_ run: Shell.Run) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    }

    @Test func editSetsTheTitleAndRefusesUnknownIds() throws {
        let (folder, library) = try Self.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let edit = try Fitkit.run([
            "edit", "1", "--title", "Morning run", "--tags", "easy,rain", "--library", library
        ])
        #expect(edit.status == 0)
        let shown = try Self.json(Fitkit.run(["show", "1", "--json", "--library", library])) as? [String: Any]
        #expect(shown?["title"] as? String == "Morning run")
        #expect(shown?["tags"] as? [String] == ["easy", "rain"])

        let unknown = try Fitkit.run(["edit", "99", "--title", "x", "--library", library])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.split(separator: "\n").count == 1 && unknown.stderr.contains("99"))
        let noID = try Fitkit.run(["edit", "--title", "x", "--library", library])
        #expect(noID.status == 2)
    }

    @Test func dedupeListsNothingForOneRideAndRefusesPairsItDidNotList() throws {
        let (folder, library) = try Self.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let list = try Fitkit.run(["dedupe", "--json", "--library", library])
        #expect(list.status == 0)
        #expect((try Self.json(list) as? [Any])?.isEmpty == true)
        let unlisted = try Fitkit.run(["dedupe", "--merge", "1:99", "--library", library])
        #expect(unlisted.status == 1)
        let malformed = try Fitkit.run(["dedupe", "--merge", "1", "--library", library])
        #expect(malformed.status == 2 && malformed.stderr.contains("A:B"))
        // Activity 1 is untouched.
        let shown = try Fitkit.run(["show", "1", "--library", library])
        #expect(shown.status == 0)
    }

    @Test func gcDuAndReparseReportAndExitZeroOnAHealthyLibrary() throws {
        let (folder, library) = try Self.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let gc = try Fitkit.run(["gc", "--json", "--library", library])
        #expect(gc.status == 0)
        let report = try Self.json(gc) as? [String: Any]
        for key in ["unknown_files", "missing_files", "redundant_files"] {
            #expect((report?[key] as? [Any])?.isEmpty == true, "\(key)")
        }
        #expect(try Fitkit.run(["gc", "--purge", "--dry-run", "--library", library]).status == 0)

        let du = try Fitkit.run(["du", "--json", "--library", library])
        #expect(du.status == 0)
        let usage = try Self.json(du) as? [String: Any]
        // The one original is stored as it came: its size on disk.
        let size = try FileManager.default.attributesOfItem(atPath: Self.ride)[.size] as? Int
        #expect(usage?["originals"] as? Int == size && usage?["original_files"] as? Int == 1)

        let reparse = try Fitkit.run(["reparse", "--library", library])
        #expect(reparse.status == 0 && reparse.stderr.contains("1 activities refreshed"))
        let bad = try Fitkit.run(["reparse", "--validation", "sloppy", "--library", library])
        #expect(bad.status == 2)
    }

    /// A file the decoder cannot read is kept by import (exit 1) and stays undecodable through reparse (exit 1).
    @Test func reparseSaysWhenAFileStillDoesNotDecode() throws {
        let (folder, library) = try Self.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let broken = Paths.fixture("activity-unexpected-eof.fit")
        let imported = try Fitkit.run(["import", "--library", library, broken])
        #expect(imported.status == 1)
        let reparse = try Fitkit.run(["reparse", "--library", library])
        #expect(reparse.status == 1 && reparse.stderr.contains("1 still undecodable"))
    }

    @Test func importingTheSameFilesTwiceAddsNothing() throws {
        let (_, folder) = try Rides.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try Fitkit.run(["import", "--library", folder + "/lib", Paths.fixtures.path])
        let second = try Fitkit.run(["import", "--library", folder + "/lib", Paths.fixtures.path])
        // 19 FIT files: 9 rides, one ride the same as another (merged), a monitoring file, the generated
        // subfield messages (a device file) and a route planner's course kept as what they are, 6 that do not
        // decode (kept).
        #expect(first.stderr.contains("9 imported, 1 merged as duplicates, 3 kept, not activities, 6 kept undecoded"))
        #expect(second.stderr.contains("19 already in the library"))
        let list = try Fitkit.run(["list", "--json", "--library", folder + "/lib"])
        let activities = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as! [[String: Any]]
        #expect(activities.count == 9)
        for key in ["id", "source", "start_time", "sport", "sha256", "archived"] {
            #expect(activities[0][key] != nil, "\(key)")
        }
    }

    @Test func aCorruptFileIsReportedKeptAndTheRestImported() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/rides", withIntermediateDirectories: true)
        try Data(Rides.ride(start: 1_000_000_000, serial: 1)).write(
            to: URL(fileURLWithPath: folder + "/rides/good.fit"))
        try Data(Rides.ride(start: 1_000_100_000, serial: 2).dropLast(40)).write(
            to: URL(fileURLWithPath: folder + "/rides/cut.fit"))
        let run = try Fitkit.run(["import", "--library", folder + "/lib", folder + "/rides"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("cut.fit: truncated at byte"))
        #expect(run.stderr.contains("1 imported, 1 kept undecoded"))
        let library = try Library(folder: folder + "/lib")
        #expect(try library.activities().count == 1)
        #expect(library.diskUsage().fileCount == 2)  // the raw file is kept for reparse
        #expect(try library.gc(dryRun: true).missingFiles.isEmpty)
    }

    /// Recipe: a zip laid out as Strava's bulk export (Python's zipfile): activities.csv naming two rides by
    /// Strava id, title and file, the rides as .fit.gz, and a .gpx that is skipped.
    @Test func aStravaBulkExportImportsAsStravaRidesWithTheirTitles() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Rides.ride(start: 1_000_000_000, serial: 1)).write(to: URL(fileURLWithPath: folder + "/a.fit"))
        try Data(Rides.ride(start: 1_000_500_000, serial: 2)).write(to: URL(fileURLWithPath: folder + "/b.fit"))
        let script = #"""
            import gzip, sys, zipfile
            d = sys.argv[1]
            with zipfile.ZipFile(d + '/export.zip', 'w', zipfile.ZIP_DEFLATED) as z:
                z.writestr('activities.csv', 'Activity ID,Activity Date,Activity Name,Activity Type,Filename\n'
                           '111,"Sep 8, 2021",Morning Ride,Ride,activities/111.fit.gz\n'
                           '222,"Sep 9, 2021","Col de la Croix, ""again""",Ride,activities/222.fit.gz\n')
                z.writestr('activities/111.fit.gz', gzip.compress(open(d + '/a.fit', 'rb').read()))
                z.writestr('activities/222.fit.gz', gzip.compress(open(d + '/b.fit', 'rb').read()))
                z.writestr('activities/333.gpx', '<gpx/>')
            """#
        #expect(try Shell.run("/usr/bin/python3", ["-c", script, folder]).status == 0)
        let run = try Fitkit.run(["import", "--library", folder + "/lib", folder + "/export.zip"])
        #expect(run.status == 0 && run.stderr.contains("2 imported"))
        let activities = try Library(folder: folder + "/lib").activities()
        #expect(activities.map(\.source) == [.strava, .strava])
        #expect(activities.map(\.sourceID) == ["111", "222"])
        #expect(activities.map(\.title) == ["Morning Ride", #"Col de la Croix, "again""#])
        // The same rides as plain files later: the same activities, already there.
        let again = try Fitkit.run(["import", "--library", folder + "/lib", folder + "/a.fit", folder + "/b.fit"])
        #expect(again.stderr.contains("2 already in the library"))
    }

    @Test func archiveThenRestoreGivesByteIdenticalFiles() throws {
        let (library, folder) = try Rides.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var expected: [Int64: String] = [:]
        for month in 0..<4 {
            let bytes = Rides.ride(start: 1_000_000_000 + UInt32(month) * 2_700_000, serial: UInt32(month))
            let id = try library.importFIT(.bytes(bytes, name: "r\(month).fit")).activityID!
            expected[id] = Rides.sha(bytes)
        }
        let report = try library.archive(before: Int64(Int32.max))
        #expect(report.files == 4 && report.archives.count == 4)
        #expect(library.diskUsage().fileCount == 0 && library.diskUsage().archiveCount == 4)
        for (id, sha) in expected {
            #expect(try library.activity(id).archived)
            #expect(Rides.sha(try Rides.bytes(library.input(for: id))) == sha)  // read straight from the archive
        }
        // The archives are real: GNU tar and zstd list them.
        let listing = try Shell.bash(
            "for a in '\(library.folder)'/archives/*.tar.zst; do zstd -dc \"$a\" | tar -t; done")
        #expect(listing.stdout.split(separator: "\n").count == 4)
        #expect(try library.restore() == 4)
        #expect(library.diskUsage().archiveCount == 0)
        for (id, sha) in expected {
            let a = try library.activity(id)
            #expect(!a.archived)
            #expect(Rides.sha(try Paths.bytes(library.folder + "/" + a.filePath!)) == sha)
        }
        #expect(try library.gc(dryRun: true).missingFiles.isEmpty)
    }

    /// Kills `fitkit archive` at several moments (SIGKILL, no chance to clean up): after each, every activity's
    /// file must still read back with its SHA-256; a last run finishes the job.
    @Test func killingArchivingAtAnyMomentLosesNothing() throws {
        let (library, folder) = try Rides.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var expected: [Int64: String] = [:]
        for i in 0..<40 {
            let bytes = Rides.ride(start: 1_000_000_000 + UInt32(i) * 400_000, serial: UInt32(i), seconds: 600)
            expected[try library.importFIT(.bytes(bytes, name: "r\(i).fit")).activityID!] = Rides.sha(bytes)
        }
        func check() throws {
            let reopened = try Library(folder: library.folder)
            for (id, sha) in expected {
                #expect(Rides.sha(try Rides.bytes(reopened.input(for: id))) == sha, "activity \(id)")
            }
        }
        for delay in [0.02, 0.05, 0.1, 0.2, 0.3, 0.5] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Paths.fitkit)
            process.arguments = ["archive", "--library", library.folder, "--before", "2100-01-01"]
            process.standardError = FileHandle.nullDevice
            try Shell.launch(process)
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try check()
        }
        let last = try Fitkit.run(["archive", "--library", library.folder, "--before", "2100-01-01"])
        #expect(last.status == 0)
        try check()
        let reopened = try Library(folder: library.folder)
        #expect(try reopened.activities().allSatisfy(\.archived))
        let gc = try reopened.gc(dryRun: true)
        #expect(gc.missingFiles.isEmpty && gc.unknownFiles.isEmpty)
        #expect(reopened.diskUsage().fileCount == gc.redundantFiles.count + gc.temporaryFiles.count)
    }

    @Test func aFullDiskFailsCleanlyWithNothingHalfWritten() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try Library(folder: folder + "/lib")  // creates the database
        // A 100 KiB file size limit stands in for a full disk: the 148 KB ride cannot be stored.
        let run = try Shell.bash(
            "trap '' XFSZ; ulimit -f 100; exec '\(Paths.fitkit)' import --library '\(folder)/lib' '\(Paths.edge810)'"
        )
        #expect(run.status == 1)
        #expect(run.stderr.contains("File too large"))
        let library = try Library(folder: folder + "/lib")
        #expect(try library.activities().isEmpty)
        #expect(FileStore(root: library.folder).files(under: "files").isEmpty)  // no partial file either
    }

    @Test func listShowRemoveAndLibraryIDsInOtherCommands() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lib = folder + "/lib"
        _ = try Fitkit.run(["import", "--library", lib, Paths.edge810, Paths.fixture("Activity.fit")])
        let cycling = try Fitkit.run(["list", "--library", lib, "--sport", "cycling", "--json"])
        let rows = try JSONSerialization.jsonObject(with: Data(cycling.stdout.utf8)) as! [[String: Any]]
        #expect(rows.count == 1 && rows[0]["sport"] as? String == "cycling")
        let id = String(rows[0]["id"] as! Int)
        #expect(
            try Fitkit.run(["list", "--library", lib, "--since", "2013-08-17", "--json"]).stdout.contains("\"id\"")
                == false)
        #expect(try Fitkit.run(["show", "--library", lib, id]).stdout.contains("cycling"))
        #expect(try Fitkit.run(["inspect", "--library", lib, id]).stdout.contains("edge810"))
        let dump = try Fitkit.run(["dump", "--library", lib, id])
        let dumpOfFile = try Fitkit.run(["dump", Paths.edge810])
        #expect(dump.status == 0)
        #expect(dump.stdout == dumpOfFile.stdout)
        #expect(
            try Fitkit.run(["analyze", "--library", lib, "--json", id]).stdout.contains("\"normalized_power\""))
        let csv = try Fitkit.run(["export", "--csv", "-o", "-", "--library", lib, id])
        #expect(csv.stdout == (try Fitkit.run(["export", "--csv", "-o", "-", Paths.edge810])).stdout)
        #expect(try Fitkit.run(["rm", "--library", lib, id]).status == 0)
        let library = try Library(folder: lib)
        #expect(try library.activities().count == 1 && library.diskUsage().fileCount == 1)
        #expect(try Fitkit.run(["show", "--library", lib, id]).stderr.contains("no activity \(id)"))
    }
}
