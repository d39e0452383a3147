import FITKit
import Foundation
import Testing
import TestSupport

/// What the cleaning rules leave out, as the commands say it: in `analyze`'s text and
/// JSON, after `curve`, `heatmap` and `plot`, in the library's figures; exports keep the file's values unless
/// `--clean`.
@Suite struct CleaningCommandTests {
    static let t0 = MessyRides.morning

    /// An hour at 200 W with four seconds of 21,733 W, riding north-east from 47°N 8°E.
    static func spikyRide(start: UInt32 = t0) throws -> [UInt8] {
        let samples = (0..<3600).map { (i: Int) -> MessyRides.Sample in
            let spike: Bool = [600, 601, 1800, 3000].contains(i)
            return MessyRides.Sample(
                time: start + UInt32(i), power: spike ? 21_733 : 200, speed: 8,
                distance: Double(i) * 8, latitude: 47 + Double(i) * 0.00005, longitude: 8 + Double(i) * 0.00005)
        }
        return try MessyRides.file(
            samples, session: .init(start: start, elapsed: 3599, timer: 3599, distance: 3599 * 8, maxPower: 446))
    }

    static func write(_ bytes: [UInt8], _ path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test("analyze says what it left out, per stream, in text and JSON")
    func analyzeSaysWhatItLeftOut() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.write(try Self.spikyRide(), folder + "/spiky.fit")
        let text = try Fitkit.run(["analyze", folder + "/spiky.fit"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("max 200 W"))
        #expect(text.stdout.contains("left out    4 power samples above 4,000 W"))
        let json = try Fitkit.run(["analyze", "--json", folder + "/spiky.fit"])
        let report = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])?[0])
        #expect(report["max_power"] as? Double == 200)
        let leftOut = try #require(report["left_out"] as? [[String: Any]])
        #expect(leftOut.count == 1)
        #expect(leftOut[0]["stream"] as? String == "power" && leftOut[0]["count"] as? Int == 4)
        #expect(leftOut[0]["reason"] as? String == "above 4,000 W")
    }

    @Test("a folder's curve is not drawn to one ride's spike, and says what it left out")
    func curveOfAFolder() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/rides", withIntermediateDirectories: true)
        try Self.write(try Self.spikyRide(), folder + "/rides/a.fit")
        try Self.write(try Self.spikyRide(start: Self.t0 + 86_400), folder + "/rides/b.fit")
        let run = try Fitkit.run(["curve", folder + "/rides", "-o", folder + "/curve.svg"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("left out of 2 rides: 8 power samples above 4,000 W"))
        // The power axis ends just above the best power drawn, 200 W: no 21 kW label.
        let svg = try String(contentsOfFile: folder + "/curve.svg", encoding: .utf8)
        #expect(!svg.contains("21000") && !svg.contains("20000"))
    }

    @Test("export keeps the file's values; --clean leaves out what analysis leaves out")
    func exportKeepsValuesUnlessClean() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.write(try Self.spikyRide(), folder + "/spiky.fit")
        let asIs = try Fitkit.run(["export", "--csv", "-o", folder + "/as-is.csv", folder + "/spiky.fit"])
        #expect(asIs.status == 0)
        #expect(try String(contentsOfFile: folder + "/as-is.csv", encoding: .utf8).contains(",21733"))
        let clean = try Fitkit.run(["export", "--csv", "--clean", "-o", folder + "/clean.csv", folder + "/spiky.fit"])
        #expect(clean.status == 0)
        #expect(clean.stderr.contains("left out 4 power samples above 4,000 W"))
        let rows = try String(contentsOfFile: folder + "/clean.csv", encoding: .utf8).split(separator: "\n")
        #expect(rows.count == 3601)  // the header and every record: values are blanked, records kept
        #expect(!rows.contains { $0.contains("21733") })
    }

    @Test("a clock set mid-ride: analyze, plot and list show the ride, not 27 days")
    func clockSetMidRide() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        // 56.9 km in 2:02:53; the first four records and the session's start stamped 27 days early.
        let seconds = 7373, early = UInt32(27 * 86_400)
        let samples = (0..<seconds).map { i -> MessyRides.Sample in
            let time: UInt32 = Self.t0 + UInt32(i) - (i < 4 ? early : 0)
            let north: Double = 47 + Double(i) * 0.00005
            return MessyRides.Sample(
                time: time, power: 180, speed: 7.72, distance: Double(i) * 7.72, latitude: north, longitude: 8)
        }
        let session = MessyRides.Session(
            start: Self.t0 - early, elapsed: Double(early) + Double(seconds - 1), timer: Double(seconds - 1),
            distance: Double(seconds - 1) * 7.72)
        try Self.write(try MessyRides.file(samples, session: session), folder + "/clock.fit")
        let json = try Fitkit.run(["analyze", "--json", folder + "/clock.fit"])
        let report = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])?[0])
        // The kept records' distance, as their elapsed time: the four early ones count for neither.
        #expect(abs((report["total_distance"] as? Double ?? 0) - 7368 * 7.72) < 0.01)
        #expect(report["total_elapsed_time"] as? Double == 7368)
        #expect(report["start_time"] as? String == "2024-05-01T08:00:04Z")
        let plot = try Fitkit.run(["plot", folder + "/clock.fit", "-o", folder + "/clock.svg"])
        #expect(plot.status == 0)
        #expect(plot.stderr.contains("left out of the ride: 4 records stamped outside the ride's time"))
        let library = folder + "/lib"
        let imported = try Fitkit.run(["import", "--library", library, folder + "/clock.fit"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let list = try Fitkit.run(["list", "--json", "--library", library])
        let row = try #require((try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])?[0])
        #expect(row["total_elapsed_time"] as? Double == 7368)
        #expect(abs((row["total_distance"] as? Double ?? 0) - 7368 * 7.72) < 0.01)
    }

    static func analyzed(_ file: String) throws -> [String: Any] {
        let json = try Fitkit.run(["analyze", "--json", file])
        #expect(json.status == 0, "\(json.stderr)")
        return try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])?[0])
    }

    @Test(
        "two interleaved record streams: the distance counter falling every second is counted once (5,990 m, not twice), and no maximum speed beyond the samples'"
    )
    func interleavedDistanceCounter() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 600 s at 10 m/s; each second a second record whose counter lags 25 m behind the first's.
        var samples: [MessyRides.Sample] = []
        for i in 0..<600 {
            let t = Self.t0 + UInt32(i), d = Double(i) * 10
            samples.append(.init(time: t, power: 150, speed: 10, distance: d))
            samples.append(.init(time: t, power: 150, speed: 10, distance: max(0, d - 25)))
        }
        try Self.write(
            try MessyRides.file(samples, session: .init(start: Self.t0, elapsed: 599, timer: 599, distance: 5990)),
            folder + "/interleaved.fit")
        let report = try Self.analyzed(folder + "/interleaved.fit")
        // By hand: the counter's highest value, 5,990 m; the speed samples' maximum, 10 m/s.
        #expect(abs((report["total_distance"] as? Double ?? 0) - 5990) < 0.5, "\(report["total_distance"] ?? "")")
        let maxSpeed = try #require(report["max_speed"] as? Double)
        let avgSpeed = try #require(report["avg_speed"] as? Double)
        #expect(maxSpeed <= 10.0001 && avgSpeed <= maxSpeed)
        let leftOut = report["left_out"] as? [[String: Any]] ?? []
        #expect(leftOut.contains { $0["stream"] as? String == "distance" && ($0["count"] as? Int ?? 0) >= 590 })
        // A counter that starts again from 0 (a second session, a device restarted) still adds up.
        let restarted = (0..<1200).map { i in
            MessyRides.Sample(time: Self.t0 + UInt32(i), power: 150, speed: 10, distance: Double(i % 600) * 10)
        }
        try Self.write(try MessyRides.file(restarted), folder + "/restarted.fit")
        let again = try Self.analyzed(folder + "/restarted.fit")
        #expect(abs((again["total_distance"] as? Double ?? 0) - 2 * 5990) < 0.5)
    }

    /// A ride resumed after the device's clock jumped three days: 2,000 s at 10 m/s, then 1,200 s more at
    /// 10 m/s stamped three days later; the device's session spans both.
    static func resumedRide() throws -> [UInt8] {
        let jump = UInt32(3 * 86_400)
        let samples = (0..<3200).map { i -> MessyRides.Sample in
            let time = Self.t0 + UInt32(i) + (i >= 2000 ? jump : 0)
            return MessyRides.Sample(time: time, power: 150, speed: 10, distance: Double(i) * 10)
        }
        return try MessyRides.file(
            samples,
            session: .init(start: Self.t0, elapsed: Double(jump) + 3199, timer: 3199, distance: 31_990))
    }

    @Test(
        "a ride resumed after a clock jump: distance, times and averages all come from the records kept, and no elapsed time spans the jump"
    )
    func resumedAfterAClockJump() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.write(try Self.resumedRide(), folder + "/resumed.fit")
        let report = try Self.analyzed(folder + "/resumed.fit")
        // By hand, the first 2,000 records (the larger run): 1,999 s, 19,990 m, 10 m/s.
        #expect(report["total_elapsed_time"] as? Double == 1999)
        #expect(report["total_timer_time"] as? Double == 1999)
        #expect(abs((report["total_distance"] as? Double ?? 0) - 19_990) < 0.5)
        let avg = try #require(report["avg_speed"] as? Double)
        #expect(abs(avg - 10) < 0.01, "\(avg)")
        #expect((report["moving_time"] as? Double ?? 0) <= 1999)
    }

    @Test("crop of a ride resumed after a clock jump keeps its sport, and +10m counts from the start analyze shows")
    func cropOfAResumedRide() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The larger run is the one after the jump here: 1,200 s, then 2,000 s three days later.
        let jump = UInt32(3 * 86_400)
        let samples = (0..<3200).map { i -> MessyRides.Sample in
            MessyRides.Sample(
                time: Self.t0 + UInt32(i) + (i >= 1200 ? jump : 0), power: 150, speed: 10, distance: Double(i) * 10)
        }
        try Self.write(
            try MessyRides.file(
                samples, session: .init(start: Self.t0, elapsed: Double(jump) + 3199, timer: 3199, distance: 31_990)),
            folder + "/resumed.fit")
        let shown = try Self.analyzed(folder + "/resumed.fit")
        let start = try #require(shown["start_time"] as? String)
        #expect(start == FITTime.iso8601(Int64(Self.t0 + 1200 + jump)))
        let run = try Fitkit.run([
            "crop", folder + "/resumed.fit", "--from", "+10m", "--to", "+20m", "-o", folder + "/c.fit"
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let cropped = try Self.analyzed(folder + "/c.fit")
        #expect(cropped["sport"] as? String == "cycling")
        #expect(cropped["start_time"] as? String == FITTime.iso8601(Int64(Self.t0 + 1200 + jump + 600)))
        #expect(cropped["total_elapsed_time"] as? Double == 600)
    }
}
