import Foundation
import Testing
import TestSupport

/// Workouts and routes no real file holds (docs/DEVICE.md, "Limits"): a count, a duration or an expansion past
/// fitkit's limits is a clear error naming the element or field, exit 1, in bounded memory (`ulimit -v`), and
/// every other input is still reported.
@Suite struct HostileWorkoutTests {
    /// fitkit under a 2 GB address-space limit: what a 323-byte file once made take 8–20 GB fails the run
    /// instead of passing.
    static func bounded(_ arguments: [String]) throws -> Shell.Run {
        try Fitkit.bounded(arguments, kilobytes: 2_000_000)
    }

    static func zwo(_ element: String) -> String {
        "<workout_file><name>x</name><sportType>bike</sportType><workout>\(element)</workout></workout_file>"
    }

    @Test(
        "ZWO counts and durations past the limits: a clear error naming the element, exit 1, little memory",
        arguments: [
            (
                "<IntervalsT Repeat=\"1000000000\" OnDuration=\"60\" OffDuration=\"60\" OnPower=\"1.1\" OffPower=\"0.5\"/>",
                "IntervalsT Repeat"
            ),
            (
                "<IntervalsT Repeat=\"4294967296\" OnDuration=\"60\" OffDuration=\"60\" OnPower=\"1.1\" OffPower=\"0.5\"/>",
                "IntervalsT Repeat"
            ),
            ("<SteadyState Duration=\"inf\" Power=\"0.8\"/>", "SteadyState Duration"),
            ("<SteadyState Duration=\"nan\" Power=\"0.8\"/>", "SteadyState Duration"),
            ("<SteadyState Duration=\"1e308\" Power=\"0.8\"/>", "SteadyState Duration"),
            (
                "<IntervalsT Repeat=\"5\" OnDuration=\"1e300\" OffDuration=\"60\" OnPower=\"1.1\" OffPower=\"0.5\"/>",
                "IntervalsT OnDuration"
            )
        ])
    func zwoLimits(element: String, named: String) throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.zwo(element).write(toFile: folder + "/w.zwo", atomically: true, encoding: .utf8)
        for arguments in [
            ["workout", folder + "/w.zwo", "-o", folder + "/w.fit"], ["workout", folder + "/w.zwo", "--json"]
        ] {
            let run = try Self.bounded(arguments)
            #expect(run.status == 1, "\(run.status): \(run.stderr)")
            #expect(run.stderr.contains(named), "\(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/w.fit"))
    }

    /// A FIT workout: one timed step of a minute, then a repeat of it `times` times in all.
    static func fitWorkout(repeats times: UInt32) -> [UInt8] {
        var b = FITBuilder()
        b.fileID(serial: 1, type: 5)
        b.define(
            local: 1, global: 27,
            [
                .init(number: 254, size: 2, type: 0x84), .init(number: 1, size: 1, type: 0x00),
                .init(number: 2, size: 4, type: 0x86), .init(number: 3, size: 1, type: 0x00),
                .init(number: 4, size: 4, type: 0x86)
            ])
        // duration_type time (0), 60,000 ms, target open (2); then repeat_until_steps_cmplt (6) from step 0.
        b.data(local: 1, le16(0) + [0] + le32(60_000) + [2] + le32(0))
        b.data(local: 1, le16(1) + [6] + le32(0) + [2] + le32(times))
        return b.file()
    }

    @Test("a FIT workout asking 4,294,967,294 repeats: inspect says so for it and still reports the files beside it")
    func fitRepeats() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Self.fitWorkout(repeats: 4_294_967_294)).write(to: URL(fileURLWithPath: folder + "/bad.fit"))
        try Data(Self.fitWorkout(repeats: 5)).write(to: URL(fileURLWithPath: folder + "/good.fit"))
        let run = try Self.bounded(["inspect", folder + "/good.fit", folder + "/bad.fit", Paths.edge810])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("bad.fit") && run.stderr.contains("repeat_steps"), "\(run.stderr)")
        // The good workout (5 minutes: a minute, five times) and the ride are reported.
        #expect(run.stdout.contains("good.fit") && run.stdout.contains("Edge810"), "\(run.stdout)")
        let converted = try Self.bounded(["workout", folder + "/bad.fit", "-o", folder + "/bad.zwo"])
        #expect(converted.status == 1 && converted.stderr.contains("repeat_steps"), "\(converted.stderr)")
    }

    @Test("a route's course costs in proportion to its points and waypoints: 200,000 points with 20,000 waypoints")
    func largeRoute() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A zigzag north with a turn every 20 points (about 100 m), a waypoint every 10 points beside it.
        var gpx =
            "<?xml version=\"1.0\"?><gpx version=\"1.1\" creator=\"test\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n"
        var points: [(Double, Double)] = []
        var lat = 45.0, lon = 7.0
        for i in 0..<200_000 {
            let east = (i / 20) % 2 == 0 ? 0.00004 : -0.00004
            lat += 0.00004
            lon += east
            points.append((lat, lon))
        }
        for k in stride(from: 0, to: points.count, by: 10) {
            gpx +=
                "<wpt lat=\"\(points[k].0 + 0.0001)\" lon=\"\(points[k].1)\"><name>W\(k)</name><sym>Water</sym></wpt>\n"
        }
        gpx += "<trk><trkseg>\n"
        for p in points { gpx += "<trkpt lat=\"\(p.0)\" lon=\"\(p.1)\"><ele>300</ele></trkpt>\n" }
        gpx += "</trkseg></trk></gpx>\n"
        try gpx.write(toFile: folder + "/route.gpx", atomically: true, encoding: .utf8)
        // Within the time limit a product of points and waypoints (4 × 10⁹ steps) would not finish in; a clear
        // line either way, never a field outside its range.
        let run = try Shell.run(
            Paths.fitkit, ["course", folder + "/route.gpx", "-o", folder + "/route.fit", "--max-size", "100000000"],
            timeLimit: 60)
        #expect(run.status == 0 || (run.status == 1 && run.stderr.split(separator: "\n").count == 1), "\(run.stderr)")
        if run.status == 0 {
            let read = try GarminRead.read([folder + "/route.fit"])
            #expect(read.first?.integrity == true)
            #expect((read.first?.count("course_point") ?? 0) > 10_000)
        }
    }

    @Test("a route with 93 km of climbing is one clear line, not a field written outside its range")
    func tooMuchClimbing() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 31 climbs of 3,000 m and their descents, a point every 100 m of height: 93 km up.
        var gpx =
            "<?xml version=\"1.0\"?><gpx version=\"1.1\" creator=\"test\" xmlns=\"http://www.topografix.com/GPX/1/1\">"
        gpx += "<trk><trkseg>"
        for i in 0...(31 * 60) {
            let step = i % 60
            let ele = Double(step <= 30 ? step : 60 - step) * 100
            gpx += "<trkpt lat=\"\(45 + Double(i) * 0.001)\" lon=\"7\"><ele>\(ele)</ele></trkpt>"
        }
        gpx += "</trkseg></trk></gpx>"
        try gpx.write(toFile: folder + "/alps.gpx", atomically: true, encoding: .utf8)
        let run = try Fitkit.run(["course", folder + "/alps.gpx", "-o", folder + "/alps.fit"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("climbs or descends 93000 m") && run.stderr.contains("65534"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/alps.fit"))
    }
}
