import Foundation
import Testing
import TestSupport
@testable import FITInput
@testable import FITLibrary

/// `dedupe --merge` only merges what it should, loses nothing, and can be undone.
@Suite struct MergeTests {
    /// two unrelated rides (2014 and 2025) are not possible duplicates: `dedupe` lists
    /// nothing, `--merge 1:2` is refused with exit 1 and one line, and both rides stay.
    @Test("a merge of a pair that is not a listed duplicate is refused")
    func mergingUnrelatedRidesIsRefused() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lib = folder + "/lib"
        let library = try Library(folder: lib)
        // 2014-06-01 and 2025-06-01 (FIT seconds).
        _ = try library.importFIT(.bytes(Rides.ride(start: 770_515_200, serial: 1), name: "run.fit"))
        _ = try library.importFIT(.bytes(Rides.ride(start: 1_117_584_000, serial: 2), name: "ride.fit"))
        #expect(try Fitkit.run(["dedupe", "--library", lib]).stdout == "no possible duplicates\n")
        let refused = try Fitkit.run(["dedupe", "--merge", "1:2", "--library", lib])
        #expect(refused.status == 1)
        #expect(refused.stderr.split(separator: "\n").count == 1)
        #expect(refused.stderr.contains("not listed as possible duplicates") && refused.stderr.contains("--force"))
        #expect(try library.activities().count == 2)
        // --force merges them, and --unmerge brings the run back whole.
        #expect(try Fitkit.run(["dedupe", "--merge", "1:2", "--force", "--library", lib]).status == 0)
        #expect(try library.activities().map(\.id) == [1])
        #expect(try Fitkit.run(["dedupe", "--unmerge", "2", "--library", lib]).status == 0)
        #expect(try library.activities().map(\.id) == [1, 2])
    }

    /// after a merge the other ride's FIT bytes stay, reachable through `show`; an unmerge
    /// gives each activity back its own file, sources, figures and edits; `gc --purge` forgets a merged
    /// activity and the file the kept one does not use.
    @Test("a merge keeps the other ride's bytes, --unmerge undoes it, gc --purge forgets it")
    func mergeKeepsBytesAndCanBeUndone() throws {
        let (library, folder) = try Rides.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start: UInt32 = 1_000_000_000
        let aBytes = Rides.ride(start: start, serial: 1),
            bBytes = Rides.ride(start: start + 45, serial: 2, seconds: 90)
        let a = try library.importFIT(.bytes(aBytes, name: "a.fit")).activityID!
        guard
            case .possibleDuplicate(let b, of: a) = try library.importFIT(
                .bytes(bBytes, name: "b.fit"), source: .strava,
                sourceID: "77")
        else {
            Issue.record("not listed as a possible duplicate"); return
        }
        try library.edit(a, title: "Mine")
        try library.edit(b, title: "Strava's", notes: "from the phone")
        try library.merge(b, into: a)
        let merged = try library.activity(a)
        #expect(merged.samples == 90 && merged.sha256 == Rides.sha(bBytes))  // b is more complete
        #expect(merged.title == "Mine" && merged.notes == "from the phone")
        #expect(merged.merged == [b] && merged.sources.map(\.source).sorted() == [SourceID.file, .strava])
        #expect(Set(merged.files.map(\.sha256)) == [Rides.sha(aBytes), Rides.sha(bBytes)])
        let show = try Fitkit.run(["show", "--library", library.folder, String(a)])
        #expect(show.stdout.contains("merged") && show.stdout.contains("activity \(b)"))

        #expect(try library.unmerge(b) == a)
        let first = try library.activity(a), second = try library.activity(b)
        #expect(
            first.samples == 60 && first.sha256 == Rides.sha(aBytes) && first.title == "Mine"
                && first.notes == nil)
        #expect(second.mergedInto == nil && second.title == "Strava's" && second.sources.map(\.source) == [.strava])
        #expect(second.files.map(\.sha256) == [Rides.sha(bBytes)])
        #expect(try library.possibleDuplicates().count == 1)

        // Merged again, then purged: b is gone for good; a keeps b's file (its figures come from it) and id.
        try library.merge(b, into: a)
        let purge = try Fitkit.run(["gc", "--purge", "--library", library.folder])
        #expect(purge.status == 0 && purge.stdout.contains("forgot merged activities \(b)"))
        #expect(throws: LibraryError.self) { try library.activity(b) }
        let kept = try library.activity(a)
        // b's file stays: the activity kept takes its figures from it.
        #expect(kept.sha256 == Rides.sha(bBytes) && kept.files.count == 2)
        #expect(kept.sources.contains { $0.source == .strava && $0.id == "77" })
        #expect(try library.gc(dryRun: true).missingFiles.isEmpty)

        // A less complete ride merged and purged: its file goes.
        let cBytes = Rides.ride(start: start + 50, serial: 3, seconds: 30)
        guard case .possibleDuplicate(let c, of: a) = try library.importFIT(.bytes(cBytes, name: "c.fit")) else {
            Issue.record("not listed as a possible duplicate"); return
        }
        try library.merge(c, into: a)
        #expect(try library.purgeMerged(dryRun: false).activities == [c])
        #expect(try library.activity(a).files.count == 2 && library.activity(a).sha256 == Rides.sha(bBytes))
        #expect(FileStore(root: library.folder).files(under: "files").count == 2)
        #expect(try library.gc(dryRun: true).unknownFiles.isEmpty)
    }
}
