import Foundation
import Testing
import TestSupport
@testable import FITKit
@testable import FITProfile

/// A pool swim's page: no per-second speed to draw, its lengths by lap instead, from a file made with known
/// lengths (docs/REPORT.md).
@Suite struct SwimPageTests {
    /// Lap 1: four 25 m lengths of freestyle, 30 s and 15 strokes each; lap 2: a minute's rest (an idle
    /// length); lap 3: two lengths of breaststroke, 35 s and 20 strokes each. Heart rate every second.
    static func swim() throws -> [UInt8] {
        let t0 = ReportTests.start
        var e = FITEncoder()
        try e.write([(FileIdField.type, .value(Profile.File.activity)), (.timeCreated, .time(t0))])
        for i in 0..<250 { try e.write([(RecordField.timestamp, .time(t0 + UInt32(i))), (.heartRate, .number(120))]) }
        func length(
            _ start: UInt32, _ seconds: Double, _ active: Bool, _ strokes: Double?, _ stroke: Profile.SwimStroke?
        )
            throws
        {
            try e.write([
                (LengthField.timestamp, .time(start + UInt32(seconds))), (.startTime, .time(start)),
                (.totalElapsedTime, .number(seconds)), (.totalTimerTime, .number(seconds)),
                (.lengthType, .value(active ? Profile.LengthType.active : Profile.LengthType.idle)),
                (.totalStrokes, strokes.map { .number($0) }), (.swimStroke, stroke.map { .value($0) })
            ])
        }
        for k in 0..<4 { try length(t0 + UInt32(30 * k), 30, true, 15, .freestyle) }
        try length(t0 + 120, 60, false, nil, nil)
        for k in 0..<2 { try length(t0 + 180 + UInt32(35 * k), 35, true, 20, .breaststroke) }
        for (start, seconds, metres) in [(0, 120.0, 100.0), (120, 60, 0), (180, 70, 50)] {
            try e.write([
                (LapField.timestamp, .time(t0 + UInt32(start) + UInt32(seconds))),
                (.startTime, .time(t0 + UInt32(start))),
                (.totalElapsedTime, .number(seconds)), (.totalTimerTime, .number(seconds)),
                (.totalDistance, .number(metres))
            ])
        }
        try e.write([
            (SessionField.timestamp, .time(t0 + 250)), (.startTime, .time(t0)), (.totalElapsedTime, .number(250)),
            (.totalTimerTime, .number(250)), (.totalDistance, .number(150)), (.sport, .value(Profile.Sport.swimming)),
            (.subSport, .value(Profile.SubSport.lapSwimming)), (.poolLength, .number(25))
        ])
        return e.file()
    }

    @Test("a pool swim's page lists its lengths by lap: lengths, distance, time, pace a 100 m, strokes and stroke")
    func lengthsByLap() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(try Self.swim()).write(to: URL(fileURLWithPath: folder + "/swim.fit"))
        let run = try Fitkit.run(["report", folder + "/swim.fit", "-o", folder + "/swim.html", "--no-privacy"])
        #expect(run.status == 0, "\(run.stderr)")
        guard ReportTests.hasBrowser() else { return }
        let seen = try ReportTests.check(["ride", folder + "/swim.html"])
        #expect((seen["console"] as? [String])?.isEmpty == true, "\(seen["console"] ?? "")")
        // By hand: 4 × 30 s = 2:00 for 100 m (2:00 a 100 m), 60 strokes; the rest; 2 × 35 s = 1:10 for 50 m
        // (2:20 a 100 m), 40 strokes.
        let rows = seen["swim_rows"] as? [[String]] ?? []
        #expect(
            rows == [
                ["1", "4", "100 m", "2:00", "2:00", "60", "freestyle"], ["2", "Rest", "–", "1:00", "–", "–", "–"],
                ["3", "2", "50 m", "1:10", "2:20", "40", "breaststroke"]
            ], "\(rows)")
    }
}
