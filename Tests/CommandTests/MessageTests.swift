import Foundation
import Testing
import TestSupport

/// What the commands say when they cannot use an input: one line, naming it once, starting like all of
/// fitkit's lines.
@Suite struct MessageTests {
    /// a folder named like a FIT file, holding nothing: every command that reads inputs
    /// names it and says why, and exits 1.
    @Test(
        "an input that holds nothing to read is named, with why",
        arguments: [
            ["analyze"], ["plot", "-o", "OUT/p.svg"], ["curve", "-o", "OUT/c.svg"], ["heatmap", "-o", "OUT/h.png"],
            ["export", "--gpx", "-o", "OUT/"], ["import", "--library", "OUT/lib"]
        ])
    func anEmptyFolderIsNamed(_ command: [String]) throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/x.fit", withIntermediateDirectories: true)
        let run = try Fitkit.run(
            command.map { $0.replacingOccurrences(of: "OUT", with: folder) } + [folder + "/x.fit"])
        #expect(run.status == 1, "\(command)")
        #expect(run.stderr.contains("x.fit: a folder with no FIT files in it"), "\(command): \(run.stderr)")
        #expect(run.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("fitkit: ") }, "\(command): \(run.stderr)")
    }

    /// a missing input is named once ("x: x: …" before), and errors start with "fitkit:".
    @Test(
        "errors name their input once and start with fitkit:",
        arguments: [
            ["inspect"], ["dump"], ["analyze"], ["export", "--csv", "-o", "-"], ["plot", "-o", "/tmp/never.svg"]
        ])
    func errorsNameTheInputOnce(_ command: [String]) throws {
        let run = try Fitkit.run(command + ["/nonexistent/ride.fit"])
        #expect(run.status == 1)
        let first = try #require(run.stderr.split(separator: "\n").first.map(String.init))
        #expect(first.hasPrefix("fitkit: /nonexistent/ride.fit: "), "\(command): \(first)")
        #expect(first.components(separatedBy: "/nonexistent/ride.fit").count == 2, "\(command): \(first)")
        #expect(!run.stderr.contains("Error:"))
    }
}

/// What `heatmap` says it drew.
@Suite struct HeatmapCountTests {
    /// A ride of 60 records moving east from a latitude and longitude in semicircles.
    static func ride(latitude: Int32, longitude: Int32, serial: UInt32) -> [UInt8] {
        var b = FITBuilder()
        b.fileID(serial: serial, type: 4)
        b.define(
            local: 1, global: 20,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 0, size: 4, type: 0x85),
                .init(number: 1, size: 4, type: 0x85)
            ])
        for t in 0..<60 {
            b.data(
                local: 1,
                le32(1_000_000_000 + serial * 10_000 + UInt32(t)) + le32(UInt32(bitPattern: latitude))
                    + le32(UInt32(bitPattern: longitude + Int32(t) * 2000)))
        }
        return b.file()
    }

    /// two rides, one near 41.9° N 5.9° E and one near 10° N 10° E; a --bbox around the
    /// first draws one ride and says so.
    @Test("heatmap counts the rides it drew")
    func heatmapCountsTheRidesOnTheMap() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Self.ride(latitude: 500_000_000, longitude: 70_000_000, serial: 1)).write(
            to: URL(fileURLWithPath: folder + "/a.fit"))
        try Data(Self.ride(latitude: 119_304_647, longitude: 119_304_647, serial: 2)).write(
            to: URL(fileURLWithPath: folder + "/b.fit"))
        let run = try Fitkit.run([
            "heatmap", "--bbox=5.8,41.8,6.1,42.0", "-o", folder + "/h.png", folder + "/a.fit", folder + "/b.fit"
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("1 ride on the map"), "\(run.stderr)")
    }
}

/// The rough edges of item 19 that are not messages.
@Suite struct RoughEdgeTests {
    /// a course file (no session) shows the sport of its `course` message, not an empty one.
    @Test("a course file shows its sport")
    func aCourseShowsItsSport() throws {
        var b = FITBuilder()
        b.fileID(serial: 4, type: 6)  // file type course
        b.define(local: 1, global: 31, [.init(number: 4, size: 1, type: 0x00)])
        b.data(local: 1, [2])  // sport cycling
        b.define(
            local: 2, global: 20,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 0, size: 4, type: 0x85),
                .init(number: 1, size: 4, type: 0x85)
            ])
        for t in UInt32(0)..<10 {
            b.data(local: 2, le32(1_000_000_000 + t) + le32(500_000_000 + t * 1000) + le32(70_000_000))
        }
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(b.file()).write(to: URL(fileURLWithPath: folder + "/course.fit"))
        let run = try Fitkit.run(["inspect", folder + "/course.fit"])
        #expect(run.stdout.contains("sport       cycling (computed from records"), "\(run.stdout)")
    }

    /// moving time never exceeds timer time (a session of 30 s timer time over 60 s of
    /// records at 5 m/s: moving 30 s, not 59).
    @Test("moving time is at most the timer time")
    func movingTimeWithinTimerTime() throws {
        var b = FITBuilder()
        let start: UInt32 = 1_000_000_000
        b.fileID(serial: 4, type: 4)
        b.define(local: 1, global: 20, [.init(number: 253, size: 4, type: 0x86), .init(number: 6, size: 2, type: 0x84)])
        for t in UInt32(0)..<60 { b.data(local: 1, le32(start + t) + le16(5000)) }
        b.define(
            local: 2, global: 18,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 2, size: 4, type: 0x86),
                .init(number: 7, size: 4, type: 0x86), .init(number: 8, size: 4, type: 0x86)
            ])
        b.data(local: 2, le32(start + 59) + le32(start) + le32(59_000) + le32(30_000))
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(b.file()).write(to: URL(fileURLWithPath: folder + "/ride.fit"))
        let run = try Fitkit.run(["analyze", "--json", folder + "/ride.fit"])
        let a = try #require((try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])?.first)
        #expect(a["moving_time"] as? Double == 30 && a["total_timer_time"] as? Double == 30)
    }

    /// on a terminal whose TERM is dumb, the progress of import and export writes no escape
    /// sequence (export's cleared its line with ESC[K).
    @Test("TERM=dumb gets no escape sequences")
    func dumbTerminalsGetNoEscapes() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let rides = Paths.fixtures.appendingPathComponent("dtcooper__python-fitparse").path
        let command =
            "TERM=dumb '\(Paths.fitkit)' import --library '\(folder)/lib' '\(Paths.edge810)' '\(Paths.fixture("Activity.fit"))'"
            + "; TERM=dumb '\(Paths.fitkit)' export --csv -o '\(folder)/out/' '\(rides)'"
        let run = try Shell.run("/usr/bin/script", ["-qec", command, "/dev/null"])
        // Some fixtures are damaged: exit 1.
        #expect(run.stdout.contains("2 imported") && run.stdout.contains("exported"), "\(run.stdout)")
        #expect(!run.stdout.contains("\u{1B}"))
    }

    /// `--sport biking` (Strava's word; the FIT profile says cycling) matched nothing and said
    /// nothing. A name that is not a FIT sport is a usage error that lists the valid ones.
    @Test(
        "--sport with a name that is not a FIT sport lists the sports",
        arguments: [["analyze"], ["export"], ["curve", "-o", "/dev/null"]])
    func unknownSportListsTheSports(command: [String]) throws {
        let run = try Fitkit.run(command + ["--sport", "biking", Paths.edge810])
        #expect(run.status == 2)
        let line = try #require(run.stderr.split(separator: "\n").first.map(String.init))
        #expect(line.hasPrefix("fitkit: --sport biking: not a FIT sport"))
        #expect(line.contains("cycling") && line.contains("running") && line.contains("multisport"))
    }
}
