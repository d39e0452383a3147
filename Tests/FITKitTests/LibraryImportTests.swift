import Foundation
import Testing
@testable import FITInput
@testable import FITLibrary

/// What `import` makes of inputs that are the same rides from another source, files that lack parts of an
/// activity, and bytes that are not FIT at all.
@Suite struct LibraryImportTests {
    /// Recipe for a pool swim whose records carry no timestamp (as some watches write them): file_id, 48
    /// records holding only a distance (50 m apart), a lap, and a session (swimming / lap_swimming, 2,400 m,
    /// start 2021-07-21T21:11:20Z = FIT 995_836_280, elapsed and timer 2,520 s).
    static func poolSwimWithoutRecordTimes() -> [UInt8] {
        var b = FITBuilder()
        b.fileID(serial: 77, type: 4)
        b.define(local: 1, global: 20, [.init(number: 5, size: 4, type: 0x86)])
        for i in 1...48 { b.data(local: 1, le32(UInt32(i * 5000))) }
        let start: UInt32 = 995_836_280, end = start + 2520
        // lap/session: timestamp, start_time, total_elapsed_time, total_timer_time (ms), total_distance (cm),
        // sport, sub_sport.
        let totals: [FITBuilder.F] = [
            .init(number: 253, size: 4, type: 0x86), .init(number: 2, size: 4, type: 0x86),
            .init(number: 7, size: 4, type: 0x86), .init(number: 8, size: 4, type: 0x86),
            .init(number: 9, size: 4, type: 0x86)
        ]
        b.define(local: 2, global: 19, totals + [.init(number: 25, size: 1, type: 0x00)])
        b.data(local: 2, le32(end) + le32(start) + le32(2_520_000) + le32(2_520_000) + le32(240_000) + [5])
        b.define(
            local: 3, global: 18,
            totals + [.init(number: 5, size: 1, type: 0x00), .init(number: 6, size: 1, type: 0x00)])
        b.data(local: 3, le32(end) + le32(start) + le32(2_520_000) + le32(2_520_000) + le32(240_000) + [5, 17])
        return b.file()
    }

    /// Issue 17, item 5: a valid pool swim without record times is an activity with its session's figures.
    @Test("17.5: a valid swim whose records have no timestamps is an activity")
    func aSwimWithoutRecordTimesIsAnActivity() throws {
        let (library, folder) = try LibraryTests.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = try library.importFIT(.bytes(Self.poolSwimWithoutRecordTimes(), name: "swim.fit"))
        guard case .imported(let id) = outcome else { Issue.record("\(outcome)"); return }
        let swim = try library.activity(id)
        #expect(swim.sport == "swimming" && swim.distance == 2400 && swim.elapsedTime == 2520)
        #expect(swim.startTime == Int64(1_626_901_880))  // FIT 995_836_280 + 631_065_600 (the FIT epoch in Unix time)
        #expect(try library.undecodedFiles().isEmpty)
    }

    /// Issue 17, item 5: bytes that are not FIT (an empty file, random bytes, an empty standard input) are
    /// refused with one line each, and nothing is stored; a damaged FIT file is kept, `list --undecoded`
    /// shows it with its error, and `rm` removes it by its SHA-256's first digits.
    @Test("17.5: bytes that are not FIT are refused; kept files are listed and removable")
    func notFITIsRefusedAndKeptFilesAreListed() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lib = folder + "/lib"
        #expect(FileManager.default.createFile(atPath: folder + "/empty.fit", contents: Data()))
        var generator = SeededGenerator(seed: 5)
        #expect(
            FileManager.default.createFile(
                atPath: folder + "/noise.fit",
                contents: Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })))
        let refused = try CLITests.fitkit(["import", "--library", lib, folder + "/empty.fit", folder + "/noise.fit"])
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains("empty.fit: not a FIT file") && refused.stderr.contains("noise.fit: not a FIT file")
        )
        #expect(refused.stderr.contains("2 refused (not FIT)"))
        let stdin = try CLITests.fitkit(["import", "--library", lib, "-"], stdin: "/dev/null")
        #expect(stdin.status == 1 && stdin.stderr.contains("not a FIT file"))
        #expect(Shell.files(in: lib + "/files").isEmpty)
        #expect(try Library(folder: lib).undecodedFiles().isEmpty)

        let cut = Array(LibraryTests.ride(start: 1_000_000_000, serial: 1).dropLast(40))
        try Data(cut).write(to: URL(fileURLWithPath: folder + "/cut.fit"))
        #expect(
            try CLITests.fitkit(["import", "--library", lib, folder + "/cut.fit"]).stderr.contains("1 kept undecoded"))
        let listed = try CLITests.fitkit(["list", "--undecoded", "--library", lib])
        let sha = LibraryTests.sha(cut)
        #expect(listed.stdout.contains(String(sha.prefix(12))) && listed.stdout.contains("truncated at byte"))
        #expect(try CLITests.fitkit(["rm", "--library", lib, String(sha.prefix(10))]).status == 0)
        #expect(try Library(folder: lib).undecodedFiles().isEmpty)
        #expect(FileStore(root: lib).files(under: "files").isEmpty)
    }

    /// Issue 17, item 4: rides imported from a folder, then a Strava bulk export holding the same files
    /// (Python's zipfile, with Strava's columns): each activity gains its Strava id, title, description and
    /// gear; `list --source strava` finds them; a title the user set is kept.
    @Test("17.4: a later Strava export of rides already held adds their ids, titles, descriptions and gear")
    func aLaterStravaExportAddsWhatItKnows() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lib = folder + "/lib"
        try FileManager.default.createDirectory(atPath: folder + "/rides", withIntermediateDirectories: true)
        try Data(LibraryTests.ride(start: 1_000_000_000, serial: 1)).write(
            to: URL(fileURLWithPath: folder + "/rides/a.fit"))
        try Data(LibraryTests.ride(start: 1_000_500_000, serial: 2)).write(
            to: URL(fileURLWithPath: folder + "/rides/b.fit"))
        #expect(try CLITests.fitkit(["import", "--library", lib, folder + "/rides"]).status == 0)
        let library = try Library(folder: lib)
        let b = try library.activities()[1].id
        try library.edit(b, title: "My own title")
        let script = #"""
            import gzip, sys, zipfile
            d = sys.argv[1]
            with zipfile.ZipFile(d + '/export.zip', 'w', zipfile.ZIP_DEFLATED) as z:
                z.writestr('activities.csv', 'Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,'
                           'Elapsed Time,Distance,Filename,Activity Gear\n'
                           '111,"Sep 8, 2021",Morning Ride,Ride,"Windy, then rain",60,0.1,activities/111.fit.gz,Canyon\n'
                           '222,"Sep 9, 2021",Evening Ride,Ride,,60,0.1,activities/222.fit.gz,Trek\n')
                z.writestr('activities/111.fit.gz', gzip.compress(open(d + '/rides/a.fit', 'rb').read()))
                z.writestr('activities/222.fit.gz', gzip.compress(open(d + '/rides/b.fit', 'rb').read()))
            """#
        #expect(try Shell.run("/usr/bin/python3", ["-c", script, folder]).status == 0)
        let run = try CLITests.fitkit(["import", "--library", lib, folder + "/export.zip"])
        #expect(run.status == 0 && run.stderr.contains("2 already in the library, details added"))
        let strava = try CLITests.fitkit(["list", "--source", "strava", "--json", "--library", lib])
        let rows = try JSONSerialization.jsonObject(with: Data(strava.stdout.utf8)) as! [[String: Any]]
        #expect(rows.count == 2)
        let activities = try library.activities()
        #expect(activities.map(\.title) == ["Morning Ride", "My own title"])
        #expect(
            activities.map(\.description) == ["Windy, then rain", nil] && activities.map(\.gear) == ["Canyon", "Trek"])
        #expect(try library.activity(activities[0].id).sources.contains { $0.source == "strava" && $0.id == "111" })
        // Once more: nothing new to add.
        #expect(
            try CLITests.fitkit(["import", "--library", lib, folder + "/export.zip"]).stderr.contains(
                "2 already in the library"))
    }

    /// A Strava export in a folder whose name holds a colon (`2021:rides/export.zip`): its members are still
    /// found in its index (the archive and the member's path are kept apart, not read back from the name).
    @Test("17.4: a Strava export under a path with a colon is still read with its index")
    func aStravaExportUnderAColonPath() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let rides = folder + "/2021:rides"
        try FileManager.default.createDirectory(atPath: rides, withIntermediateDirectories: true)
        let script = #"""
            import gzip, sys, zipfile
            ride = open(sys.argv[2], 'rb').read()
            with zipfile.ZipFile(sys.argv[1], 'w') as z:
                z.writestr('activities.csv', 'Activity ID,Activity Name,Filename\n333,Col ride,activities/333.fit.gz\n')
                z.writestr('activities/333.fit.gz', gzip.compress(ride))
            """#
        try Data(LibraryTests.ride(start: 1_000_000_000, serial: 7)).write(to: URL(fileURLWithPath: folder + "/r.fit"))
        #expect(try Shell.run("/usr/bin/python3", ["-c", script, rides + "/export.zip", folder + "/r.fit"]).status == 0)
        let lib = folder + "/lib"
        #expect(try CLITests.fitkit(["import", "--library", lib, rides + "/export.zip"]).status == 0)
        let activities = try Library(folder: lib).activities()
        #expect(activities.map(\.title) == ["Col ride"])
        #expect(try Library(folder: lib).activity(activities[0].id).sources.contains { $0.source == "strava" })
    }
}

/// What exports of library activities are called.
@Suite struct LibraryExportNameTests {
    /// Issue 17, item 16: two rides with titles, one edited to "Morning Ride!", the other "Col du Galibier": their
    /// exports are named by local start (the rides' offset, +2 h) and title, never by SHA-256; a third with the
    /// same start and title gets "-2".
    @Test("17.16: library exports are named by start time and title")
    func exportsAreNamedByStartAndTitle() throws {
        let (library, folder) = try LibraryTests.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // FIT 1_000_000_000 is 2021-09-08T01:46:40Z, 03:46 at +2 h; 500,000 s (5 d 18:53:20) later, 2021-09-13 22:40.
        let a = try library.importFIT(
            .bytes(LibraryTests.ride(start: 1_000_000_000, serial: 1, utcOffset: 7200), name: "a.fit")
        ).activityID!
        let b = try library.importFIT(
            .bytes(LibraryTests.ride(start: 1_000_500_000, serial: 2, utcOffset: 7200), name: "b.fit")
        ).activityID!
        try library.edit(a, title: "Morning Ride!")
        try library.edit(b, title: "Col du Galibier")
        let run = try CLITests.fitkit([
            "export", "--gpx", "--library", library.folder, "-o", folder + "/out/", String(a), String(b), String(a)
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            Shell.files(in: folder + "/out") == [
                "2021-09-08_0346_Morning-Ride-2.gpx", "2021-09-08_0346_Morning-Ride.gpx",
                "2021-09-13_2240_Col-du-Galibier.gpx"
            ])
    }
}
