import Foundation
import Testing
import TestSupport
@testable import FITKit
@testable import FITLibrary
import FITAnalysis
import FITCharts
import FITInput

/// Files of several sessions (a triathlon, a brick): each session on its own, and the whole file's totals.
@Suite struct MultisportTests {
    /// Recipe: 120 records a second apart from FIT 1_000_000_000 with heart rate, then a lap and a session of
    /// cycling (0–60 s, 1,000 m, 120 bpm) and a lap and a session of running (60–120 s, 300 m, 150 bpm).
    static func brick() -> [UInt8] {
        var b = FITBuilder()
        let start: UInt32 = 1_000_000_000
        b.fileID(serial: 5, type: 4)
        b.define(local: 1, global: 20, [.init(number: 253, size: 4, type: 0x86), .init(number: 3, size: 1, type: 0x02)])
        for t in UInt32(0)..<120 { b.data(local: 1, le32(start + t) + [t < 60 ? 120 : 150]) }
        // lap/session: timestamp, start_time, total_elapsed_time, total_timer_time, total_distance, avg_heart_rate.
        let fields: [FITBuilder.F] = [
            .init(number: 253, size: 4, type: 0x86), .init(number: 2, size: 4, type: 0x86),
            .init(number: 7, size: 4, type: 0x86), .init(number: 8, size: 4, type: 0x86),
            .init(number: 9, size: 4, type: 0x86), .init(number: 16, size: 1, type: 0x02)
        ]
        b.define(local: 2, global: 19, fields + [.init(number: 25, size: 1, type: 0x00)])
        b.define(local: 3, global: 18, fields + [.init(number: 5, size: 1, type: 0x00)])
        for (i, (sport, meters, hr)) in [(UInt8(2), UInt32(1000), UInt8(120)), (1, 300, 150)].enumerated() {
            let s = start + UInt32(i) * 60
            let body = le32(s + 59) + le32(s) + le32(60_000) + le32(60_000) + le32(meters * 100) + [hr, sport]
            b.data(local: 2, body)
            b.data(local: 3, body)
        }
        return b.file()
    }

    /// by hand, the whole file is 1,300 m in 120 s, average heart rate (120·60 + 150·60)/120
    /// = 135; its sport is multisport; each session keeps its own sport, totals and lap.
    @Test("inspect, analyze and the library handle every session of a multisport file")
    func everySessionCounts() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/brick.fit"
        try Data(Self.brick()).write(to: URL(fileURLWithPath: path))

        let json = try Fitkit.run(["inspect", "--json", path])
        let report = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])?.first)
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["sport"] as? String == "multisport" && summary["total_distance"] as? Double == 1300)
        #expect(summary["total_elapsed_time"] as? Double == 120 && summary["avg_heart_rate"] as? Double == 135)
        let sessions = try #require(report["sessions"] as? [[String: Any]])
        #expect(sessions.map { $0["sport"] as? String } == ["cycling", "running"])
        #expect(sessions.map { ($0["laps"] as? [Any])?.count } == [1, 1])
        #expect(report["sports"] as? [String] == ["cycling", "running"])

        let text = try Fitkit.run(["inspect", path]).stdout
        #expect(text.contains("sport       multisport") && text.contains("session 2: running"))

        let analyze = try Fitkit.run(["analyze", "--json", path])
        let analysis = try #require(
            (try JSONSerialization.jsonObject(with: Data(analyze.stdout.utf8)) as? [[String: Any]])?.first)
        #expect(analysis["sport"] as? String == "multisport" && analysis["total_elapsed_time"] as? Double == 120)
        #expect((analysis["sessions"] as? [[String: Any]])?.map { $0["sport"] as? String } == ["cycling", "running"])
        let table = try Fitkit.run(["analyze", path]).stdout
        #expect(table.contains("multisport (cycling, running)") && table.contains("2 running"))

        let lib = folder + "/lib"
        #expect(try Fitkit.run(["import", "--library", lib, path]).status == 0)
        let activity = try #require(try Library(folder: lib).activities().first)
        #expect(
            activity.sport == "multisport" && activity.sports == ["cycling", "running"] && activity.sessionCount == 2)
        for sport in ["multisport", "cycling", "running"] {
            #expect(
                try Fitkit.run(["list", "--sport", sport, "--library", lib]).stdout.contains("multisport"),
                "\(sport)")
        }
        #expect(try Fitkit.run(["list", "--sport", "swimming", "--library", lib]).stdout.contains("0 activities"))

        // plot: the title names both sports, and each session's start is marked and named.
        #expect(try Fitkit.run(["plot", path, "-o", folder + "/brick.svg"]).status == 0)
        let (read, series) = try Analyzer.read(.file(path, name: path))
        #expect(RidePlot.title(name: "brick", summary: read) == "brick · cycling, running · 2021-09-08T01:46:40Z")
        #expect(
            RidePlot.sessionMarks(read, start: series.start, seconds: series.count).map { "\($0.second) \($0.sport)" }
                == ["0 cycling", "60 running"])
    }
}
