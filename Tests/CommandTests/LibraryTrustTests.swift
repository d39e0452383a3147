import Foundation
import Testing
import TestSupport
@testable import FITKit
@testable import FITLibrary
@testable import FITProfile

/// A library that never loses a ride: merges keep the track reachable, new
/// libraries are made one process at a time, killed imports leave nothing behind, files that are not activities
/// are kept as what they are, and a mistyped --library makes nothing.
@Suite struct LibraryTrustTests {
    static let t0 = MessyRides.morning

    static func write(_ bytes: [UInt8], _ path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    static func json(_ run: Shell.Run) throws -> Any { try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) }

    /// One session recorded twice: a head unit without distance or positions but with heart rate, cadence and
    /// power (more streams), and Zwift's file with positions and 28.3 km.
    static func twoCopies(in folder: String) throws {
        let seconds = 3600
        let garmin = (0..<seconds).map { i in
            MessyRides.Sample(time: t0 + UInt32(i), power: 210, heartRate: 140, cadence: 88, altitude: 100)
        }
        let zwift = (0..<seconds).map { i -> MessyRides.Sample in
            let east: Double = 166.9 + Double(i) * 0.0001
            return MessyRides.Sample(
                time: t0 + UInt32(i), power: 210, speed: 7.86, distance: Double(i) * 28_300 / 3599, latitude: -11.64,
                longitude: east)
        }
        let session = MessyRides.Session(start: t0, elapsed: 3599, timer: 3599)
        try write(try MessyRides.file(garmin, session: session), folder + "/a-garmin.fit")
        var withDistance = session
        withDistance.distance = 28_300
        try write(try MessyRides.file(zwift, session: withDistance), folder + "/b-zwift.fit")
    }

    @Test("a merge shows the copy with the track, and both copies stay reachable")
    func mergeKeepsTheTrack() throws {
        for order in [["a-garmin.fit", "b-zwift.fit"], ["b-zwift.fit", "a-garmin.fit"]] {
            let folder = try Shell.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try Self.twoCopies(in: folder)
            let lib = folder + "/lib"
            for name in order { #expect(try Fitkit.run(["import", "--library", lib, folder + "/" + name]).status == 0) }
            let list = try #require(try Self.json(Fitkit.run(["list", "--json", "--library", lib])) as? [[String: Any]])
            #expect(list.count == 1, "\(order)")
            let id = try #require(list.first?["id"] as? Int)
            #expect(abs((list[0]["total_distance"] as? Double ?? 0) - 28_300) < 1, "\(order)")
            let gpx = try Fitkit.run(["export", "--gpx", "--library", lib, "-o", folder + "/ride.gpx", String(id)])
            #expect(gpx.status == 0, "\(order): \(gpx.stderr)")
            // The other copy is listed by show, with the SHA-256 that reaches it wherever a file goes.
            let show = try Fitkit.run(["show", "--library", lib, String(id)])
            let also = try #require(show.stdout.split(separator: "\n").first { $0.contains("also") })
            let sha = try #require(also.split(separator: " ").first { $0.hasPrefix("sha256:") })
            let other = try Fitkit.run(["analyze", "--json", "--library", lib, String(sha)])
            #expect(other.status == 0, "\(other.stderr)")
            let report = try #require((try Self.json(other) as? [[String: Any]])?.first)
            // The head unit's copy: its heart rate, no distance.
            #expect(report["avg_heart_rate"] as? Double == 140)
        }
    }

    /// Two imports, a list and an archive at once on a library that does not exist yet, beside two processes
    /// that keep both cores busy, 40 times: no "database is locked", ever.
    @Test("four processes on a new library under load, 40 rounds")
    func newLibraryUnderLoad() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let rides = folder + "/rides"
        try FileManager.default.createDirectory(atPath: rides, withIntermediateDirectories: true)
        for i in 0..<3 {
            try Self.write(Rides.ride(start: Self.t0 + UInt32(i) * 90_000, serial: UInt32(i)), "\(rides)/r\(i).fit")
        }
        let burners = try (0..<2).map { _ in
            try Shell.start("/bin/sh", ["-c", "while :; do :; done"], log: folder + "/burn")
        }
        // SIGKILL: a test process's children inherit a mask that blocks SIGTERM.
        defer {
            for b in burners {
                kill(b.processIdentifier, SIGKILL)
                b.waitUntilExit()
            }
        }
        var failures: [String] = []
        for round in 0..<40 {
            let lib = "\(folder)/lib\(round)"
            let commands = [
                ["import", "--library", lib, rides], ["import", "--library", lib, rides],
                ["list", "--library", lib], ["archive", "--library", lib, "--before", "2100-01-01"]
            ]
            let processes = try commands.enumerated().map {
                try LibrarySharingTests.start($1, log: "\(folder)/log-\(round)-\($0)")
            }
            for (i, p) in processes.enumerated() {
                try Shell.wait(p, seconds: 60)
                let log = (try? String(contentsOfFile: "\(folder)/log-\(round)-\(i)", encoding: .utf8)) ?? ""
                // A command that only reads may come before any import made the library: it says so.
                let readsOnly = i >= 2
                let fine = p.terminationStatus == 0 || (readsOnly && log.hasPrefix("fitkit: no library at "))
                if !fine { failures.append("round \(round) \(commands[i][0]): \(p.terminationStatus) \(log)") }
            }
            let library = try Library(folder: lib, create: false)
            #expect(try library.activities().count == 3)
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("an import killed at random moments leaves no debris, and never stores bytes twice")
    func killedImports() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let rides = folder + "/rides", lib = folder + "/lib"
        try FileManager.default.createDirectory(atPath: rides, withIntermediateDirectories: true)
        for i in 0..<30 {
            try Self.write(
                Rides.ride(start: Self.t0 + UInt32(i) * 90_000, serial: UInt32(i), seconds: 2000), "\(rides)/r\(i).fit")
        }
        let seed = SeededGenerator.testSeed
        var random = SeededGenerator(seed: seed)
        for _ in 0..<15 {
            let process = try LibrarySharingTests.start(["import", "--library", lib, rides], log: folder + "/log")
            Thread.sleep(forTimeInterval: Double(random.next() % 400) / 1000)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let last = try Fitkit.run(["import", "--library", lib, rides])
        #expect(last.status == 0, "seed \(seed): \(last.stderr)")
        let stored = Shell.files(in: lib + "/files/file")
        #expect(!stored.contains { $0.contains(".partial-") }, "seed \(seed): \(stored)")
        let library = try Library(folder: lib, create: false)
        #expect(try library.activities().count == 30, "seed \(seed)")
        // One file on disk per stored file: no bytes under two names.
        #expect(stored.count == 30, "seed \(seed): \(stored)")
        let gc = try Fitkit.run(["gc", "--dry-run", "--library", lib])
        #expect(gc.stdout == "the library is consistent\n", "seed \(seed): \(gc.stdout)")
    }

    @Test("gc reports and removes what a killed process left")
    func gcRemovesDebris() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lib = folder + "/lib"
        try Self.write(Rides.ride(start: Self.t0, serial: 1), folder + "/r.fit")
        #expect(try Fitkit.run(["import", "--library", lib, folder + "/r.fit"]).status == 0)
        let debris = lib + "/files/file/abc.fit.partial-Xy12Zq"
        try Self.write([1, 2, 3], debris)
        let dry = try Fitkit.run(["gc", "--dry-run", "--library", lib])
        #expect(dry.stdout == "would remove unfinished write files/file/abc.fit.partial-Xy12Zq\n")
        #expect(FileManager.default.fileExists(atPath: debris))
        let gc = try Fitkit.run(["gc", "--json", "--library", lib])
        #expect(gc.status == 0)
        let report = try #require(try Self.json(gc) as? [String: Any])
        #expect((report["unfinished_writes"] as? [String]) == ["files/file/abc.fit.partial-Xy12Zq"], "\(gc.stdout)")
        #expect(!FileManager.default.fileExists(atPath: debris))
    }

    @Test("courses, workouts and settings are kept as what they are, listed by type, and archived")
    func filesThatAreNotActivities() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let inputs = folder + "/in", lib = folder + "/lib"
        try FileManager.default.createDirectory(atPath: inputs, withIntermediateDirectories: true)
        // A course: a planned route, with records and a lap like a ride, made in 2021.
        let route = (0..<600).map { i in
            MessyRides.Sample(
                time: 1_000_000_000 + UInt32(i), distance: Double(i) * 10, latitude: 47,
                longitude: 8 + Double(i) * 0.0001)
        }
        var encoder = FITEncoder()
        try encoder.write([
            (FileIdField.type, .value(Profile.File.course)), (.manufacturer, .value(Profile.Manufacturer.garmin)),
            (.timeCreated, .time(1_000_000_000))
        ])
        try encoder.write([(CourseField.name, .text("Lake loop")), (.sport, .value(Profile.Sport.cycling))])
        for s in route {
            try encoder.write([
                (RecordField.timestamp, .time(s.time)), (.distance, .number(s.distance!)),
                (.positionLat, .number((47 * 2_147_483_648.0 / 180).rounded())),
                (.positionLong, .number((s.longitude! * 2_147_483_648.0 / 180).rounded()))
            ])
        }
        try encoder.write([
            (LapField.timestamp, .time(1_000_000_599)), (.startTime, .time(1_000_000_000)),
            (.totalElapsedTime, .number(599)), (.totalDistance, .number(5990))
        ])
        try Self.write(encoder.file(), inputs + "/course.fit")
        var workout = FITEncoder()
        try workout.write([
            (FileIdField.type, .value(Profile.File.workout)), (.manufacturer, .value(Profile.Manufacturer.garmin)),
            (.timeCreated, .time(1_000_000_000))
        ])
        try workout.write([(WorkoutField.wktName, .text("4x8 min")), (.sport, .value(Profile.Sport.cycling))])
        try Self.write(workout.file(), inputs + "/workout.fit")
        try Self.write(Rides.ride(start: Self.t0, serial: 7), inputs + "/ride.fit")

        let imported = try Fitkit.run(["import", "--library", lib, inputs])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("1 imported, 2 kept, not activities"), "\(imported.stderr)")
        let activities = try #require(
            try Self.json(Fitkit.run(["list", "--json", "--library", lib])) as? [[String: Any]])
        #expect(activities.count == 1)  // the ride; the course was never ridden
        let courses = try #require(
            try Self.json(Fitkit.run(["list", "--type", "course", "--json", "--library", lib])) as? [[String: Any]])
        #expect(courses.count == 1)
        #expect(courses.first?["name"] as? String == "Lake loop")
        #expect(courses.first?["created"] as? String == "2021-09-08T01:46:40Z")
        #expect(try Fitkit.run(["list", "--type", "workout", "--library", lib]).stdout.contains("4x8 min"))
        #expect(try Fitkit.run(["list", "--undecoded", "--library", lib]).stdout.hasPrefix("0 files"))
        // Archived by when they were made, like any original.
        let archive = try Fitkit.run(["archive", "--older-than", "0d", "--library", lib])
        #expect(archive.status == 0, "\(archive.stderr)")
        #expect(Shell.files(in: lib + "/files/file").isEmpty)
        #expect(Shell.files(in: lib + "/archives").contains { $0.hasPrefix("2021-09.") })
        // A course still exports as a track, by its SHA-256.
        let sha = try #require(courses.first?["sha256"] as? String)
        let gpx = try Fitkit.run([
            "export", "--gpx", "--library", lib, "-o", folder + "/c.gpx", "sha256:" + sha.prefix(12)
        ])
        #expect(gpx.status == 0, "\(gpx.stderr)")
    }

    @Test("import holds --max-size before anything is read or stored")
    func importHoldsMaxSize() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A sparse terabyte (no disk used): an import that read it before refusing it would take minutes, and
        // is stopped at 10 s. Then the 148 KB Edge 810 ride under a 100 kB limit.
        #expect(try Shell.bash("truncate -s 1T '\(folder)/huge.fit'").status == 0)
        let huge = try Shell.run(
            Paths.fitkit, ["import", "--library", folder + "/lib", folder + "/huge.fit"], timeLimit: 10)
        #expect(huge.status == 1 && huge.stderr.contains("larger than the 50000000-byte limit"), "\(huge.stderr)")
        let limited = try Fitkit.run(["import", "--max-size", "100000", "--library", folder + "/lib", Paths.edge810])
        #expect(limited.status == 1 && limited.stderr.contains("larger than the 100000-byte limit"))
        #expect(Shell.files(in: folder + "/lib/files").isEmpty)
        #expect(try Library(folder: folder + "/lib", create: false).activities().isEmpty)
    }

    @Test("a command that only reads makes no library where there is none")
    func readOnlyCommandsMakeNothing() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lib = folder + "/mistyped"
        for command in [["list"], ["du"], ["gc"], ["reparse"], ["dedupe"], ["show", "1"], ["sync", "--status"]] {
            let run = try Fitkit.run(command + ["--library", lib])
            #expect(run.status == 1, "\(command)")
            #expect(
                run.stderr == "fitkit: no library at \(lib) (check --library; fitkit import creates one)\n",
                "\(command)")
            #expect(!FileManager.default.fileExists(atPath: lib), "\(command)")
        }
        let analyze = try Fitkit.run(["analyze", "--library", lib, "12"])
        #expect(analyze.status == 1 && analyze.stderr.contains("no library at"))
        #expect(!FileManager.default.fileExists(atPath: lib))
    }
}

/// `gc` on a library whose archives were damaged after loose copies came back.
@Suite struct GCSafetyTests {
    static func library(rides: Int) throws -> (folder: String, lib: String, shas: [String]) {
        let folder = try Shell.temporaryFolder()
        let lib = folder + "/lib"
        var shas: [String] = []
        for i in 0..<rides {
            let bytes = Rides.ride(start: 1_000_000_000 + UInt32(i) * 90_000, serial: UInt32(i))
            shas.append(Rides.sha(bytes))
            try Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/r\(i).fit"))
        }
        let imported = try Fitkit.run(["import", "--library", lib] + (0..<rides).map { "\(folder)/r\($0).fit" })
        #expect(imported.status == 0)
        return (folder, lib, shas)
    }

    @Test(
        "loose copies back beside an archive that is then truncated or moved away: gc restores, never deletes",
        arguments: ["truncate", "move"])
    func gcNeverDeletesTheLastCopy(_ damage: String) throws {
        let (folder, lib, shas) = try Self.library(rides: 3)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Fitkit.run(["archive", "--library", lib, "--before", "2100-01-01"]).status == 0)
        // The loose copies come back (as a kill between archiving's steps leaves them) …
        try FileManager.default.createDirectory(atPath: lib + "/files/file", withIntermediateDirectories: true)
        for i in 0..<3 {
            try FileManager.default.copyItem(atPath: "\(folder)/r\(i).fit", toPath: "\(lib)/files/file/copy\(i).fit")
        }
        // … and the archive is damaged.
        let archive = try #require(Shell.files(in: lib + "/archives").first)
        if damage == "truncate" {
            #expect(truncate(lib + "/archives/" + archive, 0) == 0)
        } else {
            try FileManager.default.moveItem(atPath: lib + "/archives/" + archive, toPath: folder + "/moved")
        }
        let dry = try Fitkit.run(["gc", "--dry-run", "--library", lib])
        #expect(dry.stdout.contains("archive archives/\(archive) is "), "\(dry.stdout)")
        #expect(!dry.stdout.contains("consistent"))
        let gc = try Fitkit.run(["gc", "--library", lib])
        #expect(gc.status == 0, "\(gc.stdout)")
        #expect(gc.stdout.contains("took files/file/copy"), "\(gc.stdout)")
        #expect(!gc.stdout.contains("removed files/file/copy"))
        // Every ride's bytes are still there, read through the library.
        let library = try Library(folder: lib, create: false)
        let activities = try library.activities()
        #expect(activities.count == 3)
        for a in activities { #expect(shas.contains(Rides.sha(try Rides.bytes(library.input(for: a.id))))) }
        #expect(Shell.files(in: lib + "/files/file").count == 3)
    }

    @Test("a file found nowhere is reported and kept; gc exits 1 until it comes back or is forgotten")
    func missingIsReportedNotForgotten() throws {
        let (folder, lib, _) = try Self.library(rides: 2)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Fitkit.run(["archive", "--library", lib, "--before", "2100-01-01"]).status == 0)
        let archive = try #require(Shell.files(in: lib + "/archives").first)
        try FileManager.default.moveItem(atPath: lib + "/archives/" + archive, toPath: folder + "/backup")
        let gc = try Fitkit.run(["gc", "--library", lib])
        #expect(gc.status == 1)
        #expect(gc.stdout.contains("no copy was found; kept in the database"), "\(gc.stdout)")
        // The archive comes back from the backup: whole again, nothing was lost.
        try FileManager.default.moveItem(atPath: folder + "/backup", toPath: lib + "/archives/" + archive)
        let again = try Fitkit.run(["gc", "--library", lib])
        #expect(again.status == 0 && again.stdout == "the library is consistent\n", "\(again.stdout)")
    }

    @Test("archive on a full disk says so, and what was kept")
    func archiveOnAFullDisk() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lib = folder + "/lib"
        #expect(
            try Fitkit.run(["import", "--library", lib, Paths.edge810, Paths.fixture("garmin-edge-820-bike.fit")])
                .status
                == 0)
        // A 40 KiB file size limit stands in for a full disk: the archive (over 100 kB) cannot be written.
        let run = try Shell.bash(
            "trap '' XFSZ; ulimit -f 40; exec '\(Paths.fitkit)' archive --library '\(lib)' --before 2100-01-01")
        #expect(run.status == 1)
        #expect(run.stderr.contains("the file size limit was reached"), "\(run.stderr)")
        #expect(run.stderr.contains("nothing was archived and every file is kept where it was"))
        #expect(!run.stderr.contains(".partial-"))
        #expect(Shell.files(in: lib + "/files/file").count == 2)
        #expect(Shell.files(in: lib + "/archives").allSatisfy { !$0.contains(".partial-") })
    }

    @Test("an archive no row names, left by a killed run, is removed once its files are checked held elsewhere")
    func orphanArchive() throws {
        let (folder, lib, _) = try Self.library(rides: 2)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Fitkit.run(["archive", "--library", lib, "--before", "2100-01-01"]).status == 0)
        let archive = try #require(Shell.files(in: lib + "/archives").first)
        try FileManager.default.copyItem(
            atPath: lib + "/archives/" + archive,
            toPath: lib + "/archives/1999-01." + archive.split(separator: ".", maxSplits: 1)[1])
        let gc = try Fitkit.run(["gc", "--library", lib])
        #expect(gc.status == 0)
        #expect(gc.stdout.contains("removed archives/1999-01."), "\(gc.stdout)")
        #expect(Shell.files(in: lib + "/archives") == [archive])
    }
}

/// `reparse` beside `archive`: a file it cannot read where it was is looked for again where the library keeps
/// it now, and a file it cannot read at all is never recorded as a file that does not decode.
@Suite struct ReparseBesideArchiveTests {
    @Test("reparse records no file error for a file it could not read: the row stays as it was")
    func unreadableIsNotUndecodable() throws {
        let (folder, lib, shas) = try GCSafetyTests.library(rides: 2)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stored = try #require(
            FileManager.default.subpaths(atPath: lib + "/files")?.first { $0.hasSuffix(".fit") })
        try FileManager.default.removeItem(atPath: lib + "/files/" + stored)
        let run = try Fitkit.run(["reparse", "--library", lib])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let rows = try Shell.run(
            "/usr/bin/sqlite3", [lib + "/library.sqlite", "SELECT parsed, IFNULL(parse_error, '-') FROM fit_files"])
        #expect(rows.stdout == "1|-\n1|-\n", "\(rows.stdout)")
        #expect(shas.count == 2)
    }

    @Test("reparse and archive side by side, ten rounds: every file stays parsed, none with a file error")
    func reparseBesideArchive() throws {
        let (folder, lib, _) = try GCSafetyTests.library(rides: 12)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for round in 0..<10 {
            let log = "\(folder)/archive-\(round).log"
            let archiving = try Shell.start(
                Paths.fitkit,
                ["archive", "--library", lib] + (round % 2 == 0 ? ["--before", "2100-01-01"] : ["--restore"]),
                log: log)
            let reparse = try Fitkit.run(["reparse", "--library", lib])
            try Shell.wait(archiving)
            #expect(archiving.terminationStatus == 0, "\((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
            // A file moved under it is read where it went, or said and left as it was (exit 1): never recorded
            // as a file that does not decode.
            #expect(reparse.status == 0 || reparse.status == 1, "round \(round): \(reparse.stderr)")
            #expect(!reparse.stderr.contains("does not decode"), "round \(round): \(reparse.stderr)")
        }
        let rows = try Shell.run(
            "/usr/bin/sqlite3",
            [lib + "/library.sqlite", "SELECT COUNT(*) FROM fit_files WHERE parsed = 1 AND parse_error IS NULL"])
        #expect(rows.stdout == "12\n", "\(rows.stdout)")
    }
}
