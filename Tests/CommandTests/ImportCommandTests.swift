import Foundation
import Testing
import TestSupport
@testable import FITInput
@testable import FITLibrary

/// `fitkit import` as a user runs it: bytes that are not FIT, damaged files kept and listed, Strava bulk exports
/// imported after the rides they hold, and what library exports are called.
@Suite struct ImportCommandTests {
    /// bytes that are not FIT (an empty file, random bytes, an empty standard input) are
    /// refused with one line each, and nothing is stored; a damaged FIT file is kept, `list --undecoded`
    /// shows it with its error, and `rm` removes it by its SHA-256's first digits.
    @Test("bytes that are not FIT are refused; kept files are listed and removable")
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
        let refused = try Fitkit.run(["import", "--library", lib, folder + "/empty.fit", folder + "/noise.fit"])
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains("empty.fit: not a FIT file") && refused.stderr.contains("noise.fit: not a FIT file")
        )
        #expect(refused.stderr.contains("2 refused (not FIT)"))
        let stdin = try Fitkit.run(["import", "--library", lib, "-"], stdin: "/dev/null")
        #expect(stdin.status == 1 && stdin.stderr.contains("not a FIT file"))
        #expect(Shell.files(in: lib + "/files").isEmpty)
        #expect(try Library(folder: lib).undecodedFiles().isEmpty)

        let cut = Array(Rides.ride(start: 1_000_000_000, serial: 1).dropLast(40))
        try Data(cut).write(to: URL(fileURLWithPath: folder + "/cut.fit"))
        #expect(
            try Fitkit.run(["import", "--library", lib, folder + "/cut.fit"]).stderr.contains("1 kept undecoded"))
        let listed = try Fitkit.run(["list", "--undecoded", "--library", lib])
        let sha = Rides.sha(cut)
        #expect(listed.stdout.contains(String(sha.prefix(12))) && listed.stdout.contains("truncated at byte"))
        #expect(try Fitkit.run(["rm", "--library", lib, String(sha.prefix(10))]).status == 0)
        #expect(try Library(folder: lib).undecodedFiles().isEmpty)
        #expect(FileStore(root: lib).files(under: "files").isEmpty)
    }

    /// rides imported from a folder, then a Strava bulk export holding the same files
    /// (Python's zipfile, with Strava's columns): each activity gains its Strava id, title, description and
    /// gear; `list --source strava` finds them; a title the user set is kept.
    @Test("a later Strava export of rides already held adds their ids, titles, descriptions and gear")
    func aLaterStravaExportAddsWhatItKnows() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lib = folder + "/lib"
        try FileManager.default.createDirectory(atPath: folder + "/rides", withIntermediateDirectories: true)
        try Data(Rides.ride(start: 1_000_000_000, serial: 1)).write(
            to: URL(fileURLWithPath: folder + "/rides/a.fit"))
        try Data(Rides.ride(start: 1_000_500_000, serial: 2)).write(
            to: URL(fileURLWithPath: folder + "/rides/b.fit"))
        #expect(try Fitkit.run(["import", "--library", lib, folder + "/rides"]).status == 0)
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
        let run = try Fitkit.run(["import", "--library", lib, folder + "/export.zip"])
        #expect(run.status == 0 && run.stderr.contains("2 already in the library, details added"))
        let strava = try Fitkit.run(["list", "--source", "strava", "--json", "--library", lib])
        let rows = try JSONSerialization.jsonObject(with: Data(strava.stdout.utf8)) as! [[String: Any]]
        #expect(rows.count == 2)
        let activities = try library.activities()
        #expect(activities.map(\.title) == ["Morning Ride", "My own title"])
        #expect(
            activities.map(\.description) == ["Windy, then rain", nil] && activities.map(\.gear) == ["Canyon", "Trek"])
        #expect(try library.activity(activities[0].id).sources.contains { $0.source == .strava && $0.id == "111" })
        // Once more: nothing new to add.
        #expect(
            try Fitkit.run(["import", "--library", lib, folder + "/export.zip"]).stderr.contains(
                "2 already in the library"))
    }

    /// A Strava export in a folder whose name holds a colon (`2021:rides/export.zip`): its members are still
    /// found in its index (the archive and the member's path are kept apart, not read back from the name).
    @Test("a Strava export under a path with a colon is still read with its index")
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
        try Data(Rides.ride(start: 1_000_000_000, serial: 7)).write(to: URL(fileURLWithPath: folder + "/r.fit"))
        #expect(try Shell.run("/usr/bin/python3", ["-c", script, rides + "/export.zip", folder + "/r.fit"]).status == 0)
        let lib = folder + "/lib"
        #expect(try Fitkit.run(["import", "--library", lib, rides + "/export.zip"]).status == 0)
        let activities = try Library(folder: lib).activities()
        #expect(activities.map(\.title) == ["Col ride"])
        #expect(try Library(folder: lib).activity(activities[0].id).sources.contains { $0.source == .strava })
    }

    /// two rides with titles, one edited to "Morning Ride!", the other "Col du Galibier": their
    /// exports are named by local start (the rides' offset, +2 h) and title, never by SHA-256; a third with the
    /// same start and title gets "-2".
    @Test("library exports are named by start time and title")
    func exportsAreNamedByStartAndTitle() throws {
        let (library, folder) = try Rides.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // FIT 1_000_000_000 is 2021-09-08T01:46:40Z, 03:46 at +2 h; 500,000 s (5 d 18:53:20) later, 2021-09-13 22:40.
        let a = try library.importFIT(
            .bytes(Rides.ride(start: 1_000_000_000, serial: 1, utcOffset: 7200), name: "a.fit")
        ).activityID!
        let b = try library.importFIT(
            .bytes(Rides.ride(start: 1_000_500_000, serial: 2, utcOffset: 7200), name: "b.fit")
        ).activityID!
        try library.edit(a, title: "Morning Ride!")
        try library.edit(b, title: "Col du Galibier")
        let run = try Fitkit.run([
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
