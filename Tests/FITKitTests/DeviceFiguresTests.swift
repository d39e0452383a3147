import Foundation
import Testing
@testable import FITAnalysis

/// Computed figures beside the device's own, each by its rule.
@Suite struct DeviceFiguresTests {
    /// Issue 17, item 9: 60 s coasting at 0 W and 60 s at 300 W average 150 W with the zeros (GoldenCheetah,
    /// Strava) and 300 W without (many head units), by hand.
    @Test("17.9: average power with and without zeros")
    func averagePowerBothWays() {
        let series = RideSeries(power: AnalysisTests.repeated([(0, 60), (300, 60)]))
        let a = Analyzer.analyze(series, settings: AthleteSettings())
        #expect(a.avgPower == 150 && a.avgPowerNonzero == 300)
    }

    /// Issue 17, item 9: `analyze --json` gives the device's session figures beside the computed ones;
    /// Garmin's decoder reads this ride's session as avg_power 276, total_ascent 514, avg_heart_rate 154,
    /// total_distance 41339.38.
    @Test("17.9: analyze shows the device's session figures")
    func deviceBlockHasEverySessionTotal() throws {
        let run = try CLITests.fitkit(["analyze", "--json", ExportTests.edge810])
        let report = try #require((try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])?.first)
        let device = try #require(report["device"] as? [String: Any])
        #expect(device["avg_power"] as? Double == 276 && device["total_ascent"] as? Double == 514)
        #expect(device["avg_heart_rate"] as? Double == 154 && device["total_distance"] as? Double == 41339.38)
        let computed = try #require(report["avg_power"] as? Double), nonzero = try #require(report["avg_power_nonzero"] as? Double)
        #expect(nonzero > computed)
        #expect(try CLITests.fitkit(["analyze", ExportTests.edge810]).stdout.contains("avg 276 W"))
    }
}
