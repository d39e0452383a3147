import Foundation
import Testing
@testable import FITInput
@testable import FITKit
@testable import FITLibrary

/// The library on real SQLite files, real archives and real files in temporary folders; processes are run
/// and killed as users would.
@Suite struct LibraryTests {
    /// Recipe for a small ride: file_id (serial), 60 records a second apart from `start` (FIT seconds) with a
    /// position and heart rate, a session (cycling, elapsed 60 s), and an activity message whose
    /// local_timestamp says the rider's time zone (`utcOffset` seconds).
    static func ride(start: UInt32, serial: UInt32, utcOffset: Int32 = 0, seconds: UInt32 = 60) -> [UInt8] {
        var b = FITBuilder()
        b.fileID(serial: serial, type: 4)
        b.define(
            local: 1, global: 20,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 0, size: 4, type: 0x85),
                .init(number: 1, size: 4, type: 0x85), .init(number: 3, size: 1, type: 0x02)
            ])
        for t in 0..<seconds {
            b.data(
                local: 1,
                le32(start + t) + le32(UInt32(500_000_000 + t * 100)) + le32(UInt32(70_000_000 + t * 100)) + [120])
        }
        b.define(
            local: 2, global: 18,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 2, size: 4, type: 0x86),
                .init(number: 7, size: 4, type: 0x86), .init(number: 5, size: 1, type: 0x00)
            ])
        b.data(local: 2, le32(start + seconds - 1) + le32(start) + le32(seconds * 1000) + [2])
        b.define(local: 3, global: 34, [.init(number: 253, size: 4, type: 0x86), .init(number: 5, size: 4, type: 0x86)])
        b.data(local: 3, le32(start + seconds - 1) + le32(UInt32(Int64(start + seconds - 1) + Int64(utcOffset))))
        return b.file()
    }

    static func library() throws -> (Library, String) {
        let folder = try Shell.temporaryFolder()
        return (try Library(folder: folder + "/lib"), folder)
    }

    static func sha(_ bytes: [UInt8]) -> String { bytes.withUnsafeBytes { SHA256.hex(of: $0) } }

    static func bytes(_ item: InputItem) throws -> [UInt8] {
        var source = try item.open()
        var all: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = try chunk.withUnsafeMutableBytes { try source.read(into: $0) }
            if n == 0 { return all }
            all += chunk[0..<n]
        }
    }

    @Test func importingTheSameFilesTwiceAddsNothing() throws {
        let (_, folder) = try Self.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try CLITests.fitkit(["import", "--library", folder + "/lib", Paths.fixtures.path])
        let second = try CLITests.fitkit(["import", "--library", folder + "/lib", Paths.fixtures.path])
        // 18 FIT files: 9 rides and the generated subfield messages (it decodes: an activity without records),
        // one ride the same as another (merged), 7 that do not decode (kept).
        #expect(first.stderr.contains("10 imported, 1 merged as duplicates, 7 kept undecoded"))
        #expect(second.stderr.contains("18 already in the library"))
        let list = try CLITests.fitkit(["list", "--json", "--library", folder + "/lib"])
        let activities = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as! [[String: Any]]
        #expect(activities.count == 10)
        for key in ["id", "source", "start_time", "sport", "sha256", "archived"] {
            #expect(activities[0][key] != nil, "\(key)")
        }
    }

    @Test func theSameRideFromTwoSourcesInTwoTimeZonesMergesOnce() throws {
        let (library, folder) = try Self.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start: UInt32 = 1_000_000_000
        // Same UTC times, different bytes (serial) and local offsets (+2 h and −5 h): one ride.
        let home = try library.importFIT(.bytes(Self.ride(start: start, serial: 1, utcOffset: 7200), name: "a.fit"))
        let away = try library.importFIT(
            .bytes(Self.ride(start: start, serial: 2, utcOffset: -18000), name: "b.fit"),
            source: "strava", sourceID: "123")
        guard case .imported(let id) = home else { Issue.record("\(home)"); return }
        #expect(away == .merged(into: id, .exact))
        #expect(try library.activities().count == 1)
        #expect(try library.activity(id).sources.map(\.source) == ["file", "strava"])
        // The same local clock time seven hours apart in UTC is another ride, not even a possible duplicate.
        let other = try library.importFIT(
            .bytes(Self.ride(start: start + 7 * 3600, serial: 3, utcOffset: -18000), name: "c.fit"))
        guard case .imported = other else { Issue.record("\(other)"); return }
        #expect(try library.possibleDuplicates().isEmpty)
        // 40 s later and 40 s longer: a possible duplicate, imported and listed.
        let near = try library.importFIT(.bytes(Self.ride(start: start + 40, serial: 4, seconds: 100), name: "d.fit"))
        guard case .possibleDuplicate(_, of: id) = near else { Issue.record("\(near)"); return }
        #expect(try library.possibleDuplicates().count == 1)
    }

    @Test func localEditsSurviveMergesAndReimports() throws {
        let (library, folder) = try Self.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start: UInt32 = 1_000_000_000
        let a = try library.importFIT(.bytes(Self.ride(start: start, serial: 1), name: "a.fit")).activityID!
        try library.edit(a, title: "Col du Galibier", notes: "windy", tags: ["alps"])
        _ = try library.importFIT(
            .bytes(Self.ride(start: start, serial: 2, seconds: 61), name: "b.fit"), source: "strava", sourceID: "9")
        var kept = try library.activity(a)
        // The more complete figures are kept.
        #expect(kept.title == "Col du Galibier" && kept.notes == "windy" && kept.samples == 61)
        let b = try library.importFIT(.bytes(Self.ride(start: start + 45, serial: 3), name: "c.fit")).activityID!
        try library.edit(b, title: "other", notes: "flat tyre", tags: ["race"])
        try library.merge(b, into: a)
        kept = try library.activity(a)
        #expect(kept.title == "Col du Galibier" && kept.notes == "windy\n\nflat tyre" && kept.tags == "alps,race")
        #expect(try library.activity(b).mergedInto == a)  // hidden, not gone (dedupe --unmerge)
        #expect(try library.activities().map(\.id) == [a])
    }

    @Test func aCorruptFileIsReportedKeptAndTheRestImported() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/rides", withIntermediateDirectories: true)
        try Data(Self.ride(start: 1_000_000_000, serial: 1)).write(to: URL(fileURLWithPath: folder + "/rides/good.fit"))
        try Data(Self.ride(start: 1_000_100_000, serial: 2).dropLast(40)).write(
            to: URL(fileURLWithPath: folder + "/rides/cut.fit"))
        let run = try CLITests.fitkit(["import", "--library", folder + "/lib", folder + "/rides"])
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
        try Data(Self.ride(start: 1_000_000_000, serial: 1)).write(to: URL(fileURLWithPath: folder + "/a.fit"))
        try Data(Self.ride(start: 1_000_500_000, serial: 2)).write(to: URL(fileURLWithPath: folder + "/b.fit"))
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
        let run = try CLITests.fitkit(["import", "--library", folder + "/lib", folder + "/export.zip"])
        #expect(run.status == 0 && run.stderr.contains("2 imported"))
        let activities = try Library(folder: folder + "/lib").activities()
        #expect(activities.map(\.source) == ["strava", "strava"])
        #expect(activities.map(\.sourceID) == ["111", "222"])
        #expect(activities.map(\.title) == ["Morning Ride", #"Col de la Croix, "again""#])
        // The same rides as plain files later: the same activities, already there.
        let again = try CLITests.fitkit(["import", "--library", folder + "/lib", folder + "/a.fit", folder + "/b.fit"])
        #expect(again.stderr.contains("2 already in the library"))
    }

    @Test func reparseTurnsFilesThatDecodeNowIntoActivities() throws {
        let (library, folder) = try Self.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A ride cut short: strict decoding refuses it, lenient decoding reads the records before the cut.
        let cut = Array(Self.ride(start: 1_000_000_000, serial: 1).dropLast(40))
        guard case .unparsed = try library.importFIT(.bytes(cut, name: "cut.fit")) else {
            Issue.record("decoded"); return
        }
        #expect(try library.activities().isEmpty)
        let strict = try library.reparse()
        #expect(strict.files == 1 && strict.failures.count == 1 && strict.newlyParsed == 0)
        let lenient = try library.reparse(options: DecodeOptions(validation: .lenient))
        #expect(lenient.newlyParsed == 1 && lenient.failures.isEmpty)
        let activities = try library.activities()
        #expect(activities.count == 1 && activities[0].sha256 == Self.sha(cut))
        #expect(try library.archive(before: Int64(Int32.max), format: .zip).files == 1)  // and zip archives read back
        #expect(Self.sha(try Self.bytes(library.input(for: activities[0].id))) == Self.sha(cut))
    }

    @Test func idsFromAnywhereStayInsideTheStore() throws {
        let (library, folder) = try Self.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let hostile = [
            "../../etc/passwd", "/etc/shadow", "a/b\u{0}c", String(repeating: "x", count: 5000), ".hidden", ""
        ]
        for (i, id) in hostile.enumerated() {
            let name = StoreNames.component(id)
            #expect(
                !name.contains("/") && !name.contains("\u{0}") && !name.hasPrefix(".") && !name.isEmpty
                    && name.count <= 96)
            _ = try library.importFIT(
                .bytes(Self.ride(start: 1_000_000_000 + UInt32(i) * 100_000, serial: UInt32(i)), name: "x"),
                source: "../strava", sourceID: id)
        }
        #expect(StoreNames.component("a/b") != StoreNames.component("a_b"))  // sanitised ids stay distinct
        let stored = FileStore(root: library.folder).files(under: "files")
        #expect(stored.count == hostile.count)
        #expect(
            stored.allSatisfy {
                $0.hasPrefix("files/") && !$0.dropFirst(6).contains("..") && $0.split(separator: "/").count == 3
            })
        #expect(!FileManager.default.fileExists(atPath: folder + "/etc"))
    }

    @Test func archiveThenRestoreGivesByteIdenticalFiles() throws {
        let (library, folder) = try Self.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var expected: [Int64: String] = [:]
        for month in 0..<4 {
            let bytes = Self.ride(start: 1_000_000_000 + UInt32(month) * 2_700_000, serial: UInt32(month))
            let id = try library.importFIT(.bytes(bytes, name: "r\(month).fit")).activityID!
            expected[id] = Self.sha(bytes)
        }
        let report = try library.archive(before: Int64(Int32.max))
        #expect(report.files == 4 && report.archives.count == 4)
        #expect(library.diskUsage().fileCount == 0 && library.diskUsage().archiveCount == 4)
        for (id, sha) in expected {
            #expect(try library.activity(id).archived)
            #expect(Self.sha(try Self.bytes(library.input(for: id))) == sha)  // read straight from the archive
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
            #expect(Self.sha(try Paths.bytes(library.folder + "/" + a.filePath!)) == sha)
        }
        #expect(try library.gc(dryRun: true).missingFiles.isEmpty)
    }

    /// Kills `fitkit archive` at several moments (SIGKILL, no chance to clean up): after each, every activity's
    /// file must still read back with its SHA-256; a last run finishes the job.
    @Test func killingArchivingAtAnyMomentLosesNothing() throws {
        let (library, folder) = try Self.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var expected: [Int64: String] = [:]
        for i in 0..<40 {
            let bytes = Self.ride(start: 1_000_000_000 + UInt32(i) * 400_000, serial: UInt32(i), seconds: 600)
            expected[try library.importFIT(.bytes(bytes, name: "r\(i).fit")).activityID!] = Self.sha(bytes)
        }
        func check() throws {
            let reopened = try Library(folder: library.folder)
            for (id, sha) in expected {
                #expect(Self.sha(try Self.bytes(reopened.input(for: id))) == sha, "activity \(id)")
            }
        }
        for delay in [0.02, 0.05, 0.1, 0.2, 0.3, 0.5] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Paths.fitkit)
            process.arguments = ["archive", "--library", library.folder, "--before", "2100-01-01"]
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try check()
        }
        let last = try CLITests.fitkit(["archive", "--library", library.folder, "--before", "2100-01-01"])
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
        _ = try CLITests.fitkit(["list", "--library", folder + "/lib"])  // creates the database
        // A 100 KiB file size limit stands in for a full disk: the 148 KB ride cannot be stored.
        let run = try Shell.bash(
            "trap '' XFSZ; ulimit -f 100; exec '\(Paths.fitkit)' import --library '\(folder)/lib' '\(ExportTests.edge810)'"
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
        _ = try CLITests.fitkit(["import", "--library", lib, ExportTests.edge810, Paths.fixture("Activity.fit")])
        let cycling = try CLITests.fitkit(["list", "--library", lib, "--sport", "cycling", "--json"])
        let rows = try JSONSerialization.jsonObject(with: Data(cycling.stdout.utf8)) as! [[String: Any]]
        #expect(rows.count == 1 && rows[0]["sport"] as? String == "cycling")
        let id = String(rows[0]["id"] as! Int)
        #expect(
            try CLITests.fitkit(["list", "--library", lib, "--since", "2013-08-17", "--json"]).stdout.contains("\"id\"")
                == false)
        #expect(try CLITests.fitkit(["show", "--library", lib, id]).stdout.contains("cycling"))
        #expect(try CLITests.fitkit(["inspect", "--library", lib, id]).stdout.contains("edge810"))
        let dump = try CLITests.fitkit(["dump", "--library", lib, id])
        let dumpOfFile = try CLITests.fitkit(["dump", ExportTests.edge810])
        #expect(dump.status == 0)
        #expect(dump.stdout == dumpOfFile.stdout)
        #expect(
            try CLITests.fitkit(["analyze", "--library", lib, "--json", id]).stdout.contains("\"normalized_power\""))
        let csv = try CLITests.fitkit(["export", "--csv", "-o", "-", "--library", lib, id])
        #expect(csv.stdout == (try CLITests.fitkit(["export", "--csv", "-o", "-", ExportTests.edge810])).stdout)
        #expect(try CLITests.fitkit(["rm", "--library", lib, id]).status == 0)
        let library = try Library(folder: lib)
        #expect(try library.activities().count == 1 && library.diskUsage().fileCount == 1)
        #expect(try CLITests.fitkit(["show", "--library", lib, id]).stderr.contains("no activity \(id)"))
    }

    @Test func gcFindsWhatTheStoreAndDatabaseDisagreeOn() throws {
        let (library, folder) = try Self.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let a = try library.importFIT(.bytes(Self.ride(start: 1_000_000_000, serial: 1), name: "a.fit")).activityID!
        let b = try library.importFIT(.bytes(Self.ride(start: 1_100_000_000, serial: 2), name: "b.fit")).activityID!
        try FileManager.default.removeItem(atPath: library.folder + "/" + (try library.activity(b).filePath!))
        try Data(Self.ride(start: 1_200_000_000, serial: 3)).write(
            to: URL(fileURLWithPath: library.folder + "/files/stray.fit"))
        let report = try library.gc(dryRun: false)
        #expect(report.missingFiles.map(\.activity) == [b])
        #expect(report.unknownFiles == ["files/stray.fit"])  // not ours to delete
        #expect(FileManager.default.fileExists(atPath: library.folder + "/files/stray.fit"))
        #expect(try library.activity(b).sha256 == nil && library.activity(a).sha256 != nil)
    }
}
