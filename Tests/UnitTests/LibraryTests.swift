import Foundation
import Testing
import TestSupport
@testable import FITInput
@testable import FITKit
@testable import FITLibrary

/// The library in process, on real SQLite files, real archives and real files in temporary folders: merges,
/// edits, reparsing, ids, gc.
@Suite struct LibraryTests {
    @Test func theSameRideFromTwoSourcesInTwoTimeZonesMergesOnce() throws {
        let (library, folder) = try Rides.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start: UInt32 = 1_000_000_000
        // Same UTC times, different bytes (serial) and local offsets (+2 h and −5 h): one ride.
        let home = try library.importFIT(.bytes(Rides.ride(start: start, serial: 1, utcOffset: 7200), name: "a.fit"))
        let away = try library.importFIT(
            .bytes(Rides.ride(start: start, serial: 2, utcOffset: -18000), name: "b.fit"),
            source: .strava, sourceID: "123")
        guard case .imported(let id) = home else { Issue.record("\(home)"); return }
        #expect(away == .merged(into: id, .exact))
        #expect(try library.activities().count == 1)
        #expect(try library.activity(id).sources.map(\.source) == [.file, .strava])
        // The same local clock time seven hours apart in UTC is another ride, not even a possible duplicate.
        let other = try library.importFIT(
            .bytes(Rides.ride(start: start + 7 * 3600, serial: 3, utcOffset: -18000), name: "c.fit"))
        guard case .imported = other else { Issue.record("\(other)"); return }
        #expect(try library.possibleDuplicates().isEmpty)
        // 40 s later and 40 s longer: a possible duplicate, imported and listed.
        let near = try library.importFIT(.bytes(Rides.ride(start: start + 40, serial: 4, seconds: 100), name: "d.fit"))
        guard case .possibleDuplicate(_, of: id) = near else { Issue.record("\(near)"); return }
        #expect(try library.possibleDuplicates().count == 1)
    }

    @Test func localEditsSurviveMergesAndReimports() throws {
        let (library, folder) = try Rides.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start: UInt32 = 1_000_000_000
        let a = try library.importFIT(.bytes(Rides.ride(start: start, serial: 1), name: "a.fit")).activityID!
        try library.edit(a, title: "Col du Galibier", notes: "windy", tags: ["alps"])
        _ = try library.importFIT(
            .bytes(Rides.ride(start: start, serial: 2, seconds: 61), name: "b.fit"), source: .strava, sourceID: "9")
        var kept = try library.activity(a)
        // The more complete figures are kept.
        #expect(kept.title == "Col du Galibier" && kept.notes == "windy" && kept.samples == 61)
        let b = try library.importFIT(.bytes(Rides.ride(start: start + 45, serial: 3), name: "c.fit")).activityID!
        try library.edit(b, title: "other", notes: "flat tyre", tags: ["race"])
        try library.merge(b, into: a)
        kept = try library.activity(a)
        #expect(kept.title == "Col du Galibier" && kept.notes == "windy\n\nflat tyre" && kept.tags == "alps,race")
        #expect(try library.activity(b).mergedInto == a)  // hidden, not gone (dedupe --unmerge)
        #expect(try library.activities().map(\.id) == [a])
    }

    @Test func reparseTurnsFilesThatDecodeNowIntoActivities() throws {
        let (library, folder) = try Rides.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A ride cut short: strict decoding refuses it, lenient decoding reads the records before the cut.
        let cut = Array(Rides.ride(start: 1_000_000_000, serial: 1).dropLast(40))
        guard case .unparsed = try library.importFIT(.bytes(cut, name: "cut.fit")) else {
            Issue.record("decoded"); return
        }
        #expect(try library.activities().isEmpty)
        let strict = try library.reparse()
        #expect(strict.files == 1 && strict.failures.count == 1 && strict.newlyParsed == 0)
        let lenient = try library.reparse(options: DecodeOptions(validation: .lenient))
        #expect(lenient.newlyParsed == 1 && lenient.failures.isEmpty)
        let activities = try library.activities()
        #expect(activities.count == 1 && activities[0].sha256 == Rides.sha(cut))
        #expect(try library.archive(before: Int64(Int32.max), format: .zip).files == 1)  // and zip archives read back
        #expect(Rides.sha(try Rides.bytes(library.input(for: activities[0].id))) == Rides.sha(cut))
    }

    @Test func idsFromAnywhereStayInsideTheStore() throws {
        let (library, folder) = try Rides.library()
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
                .bytes(Rides.ride(start: 1_000_000_000 + UInt32(i) * 100_000, serial: UInt32(i)), name: "x"),
                source: SourceID("../strava"), sourceID: id)
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

    @Test func gcFindsWhatTheStoreAndDatabaseDisagreeOn() throws {
        let (library, folder) = try Rides.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let a = try library.importFIT(.bytes(Rides.ride(start: 1_000_000_000, serial: 1), name: "a.fit")).activityID!
        let b = try library.importFIT(.bytes(Rides.ride(start: 1_100_000_000, serial: 2), name: "b.fit")).activityID!
        try FileManager.default.removeItem(atPath: library.folder + "/" + (try library.activity(b).filePath!))
        try Data(Rides.ride(start: 1_200_000_000, serial: 3)).write(
            to: URL(fileURLWithPath: library.folder + "/files/stray.fit"))
        let report = try library.gc(dryRun: false)
        #expect(report.missingFiles.map(\.activity) == [b])
        #expect(report.unknownFiles == ["files/stray.fit"])  // not ours to delete
        #expect(FileManager.default.fileExists(atPath: library.folder + "/files/stray.fit"))
        // Kept in the database until asked: a backup may bring the file back.
        #expect(try library.activity(b).sha256 != nil)
        let forgetting = try library.gc(dryRun: false, forgetMissing: true)
        #expect(forgetting.forgotten == 1)
        #expect(try library.activity(b).sha256 == nil && library.activity(a).sha256 != nil)
    }
}
