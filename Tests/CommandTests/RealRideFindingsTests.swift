import Foundation
import Testing
import TestSupport

/// Intervals and climbs found in real rides of the corpus (when it is beside the project), against what their
/// records show when read by hand: the power before, during and after each effort, and the altitude at the foot
/// and the summit of the climb (`fitkit rows --table records`, read on 2026-11-26).
@Suite struct RealRideFindingsTests {
    static func analysis(_ path: String, _ extra: [String] = []) throws -> [String: Any]? {
        let file = Paths.corpus.appendingPathComponent(path).path
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        let run = try Fitkit.run(["analyze", "--json", file] + extra)
        #expect(run.status == 0, "\(run.stderr)")
        return (try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])?.first
    }

    /// An interval session with a chest strap: by hand, about 270 W for 73 s from 2:13 (around 215 W either
    /// side); three efforts of about 30 s from 11:39, 12:26 and 13:12 (465, 434, 473 W between 70 and 225 W);
    /// sprints of 14 s from 14:58 (about 760 W) and 7 s from 16:27 (about 630 W).
    @Test("an interval session's efforts and sprints where its records show them, at an FTP of 250 W")
    func intervalSession() throws {
        guard
            let a = try Self.analysis(
                "stadelmanma__fitparse-rs/fitparser/tests/fixtures/hrv-activity.fit", ["--ftp", "250"])
        else { return }
        let intervals = try #require(a["intervals"] as? [String: Any])
        let efforts = (intervals["efforts"] as? [[String: Any]] ?? []).map {
            ($0["start"] as? Int ?? -1, $0["duration"] as? Int ?? -1)
        }
        let sprints = (intervals["sprints"] as? [[String: Any]] ?? []).map {
            ($0["start"] as? Int ?? -1, $0["duration"] as? Int ?? -1)
        }
        // The rider pressed the lap button at each block's edges: the file's laps 4, 6, 8 and 10 (its lap
        // messages: 17:50:02 for 1:30, 17:59:32, 18:00:17 and 18:01:02 for 0:30, the ride from 17:47:52) are the
        // intervals, whole; the records by hand put the same efforts within a few seconds of them.
        let laps = [(130, 90, 4), (700, 30, 6), (745, 30, 8), (790, 30, 10)]
        let byHand = [(133, 73), (699, 34), (746, 31), (792, 30)]
        try #require(efforts.count == laps.count, "\(efforts)")
        let numbers = (intervals["efforts"] as? [[String: Any]] ?? []).map { $0["lap"] as? Int ?? -1 }
        for ((found, lap), (made, number)) in zip(zip(efforts, laps), zip(byHand, numbers)) {
            #expect(found.0 == lap.0 && found.1 == lap.1 && number == lap.2, "\(found) lap \(number): \(lap)")
            #expect(abs(found.0 - made.0) <= 3 && abs(found.0 + found.1 - made.0 - made.1) <= 15, "\(found) \(made)")
        }
        try #require(sprints.count == 2, "\(sprints)")
        #expect(abs(sprints[0].0 - 898) <= 3 && abs(sprints[1].0 - 987) <= 3)
    }

    /// A 112 km ride: by hand, the road rises from 106.4 m at 73.81 km to 158.2 m at 75.33 km (falling to
    /// 119 m by 76 km): 51.8 m over 1.52 km, 3.4 %.
    @Test("a long ride's climb where its altitudes put it")
    func climbOfALongRide() throws {
        guard let a = try Self.analysis("richardbrodie__fit-rs/data/garmin_520_long.fit") else { return }
        let climbs = try #require(a["climbs"] as? [[String: Any]])
        let climb = try #require(climbs.first { abs(($0["start_distance"] as? Double ?? 0) - 73_811) < 50 })
        #expect(abs((climb["end_distance"] as? Double ?? 0) - 75_329) < 50)
        #expect(abs((climb["gain"] as? Double ?? 0) - 51.8) < 1)
        #expect(abs((climb["avg_gradient"] as? Double ?? 0) - 3.4) < 0.1)
    }
}
