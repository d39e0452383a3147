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
        let report = try #require(
            (try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])?.first)
        let device = try #require(report["device"] as? [String: Any])
        #expect(device["avg_power"] as? Double == 276 && device["total_ascent"] as? Double == 514)
        #expect(device["avg_heart_rate"] as? Double == 154 && device["total_distance"] as? Double == 41339.38)
        let computed = try #require(report["avg_power"] as? Double),
            nonzero = try #require(report["avg_power_nonzero"] as? Double)
        #expect(nonzero > computed)
        #expect(try CLITests.fitkit(["analyze", ExportTests.edge810]).stdout.contains("avg 276 W"))
    }
}

/// The ascent threshold, a choice the rider can make.
@Suite struct AscentThresholdTests {
    /// Issue 17, item 10: 100 rolls of 2 m up and 2 m down, noise-free as a virtual ride's: by hand, 200 m of
    /// rises; the default 3 m hysteresis counts none of them, a threshold of 0 counts them all.
    @Test("17.10: --ascent-threshold decides which rises count")
    func thresholdDecidesWhichRisesCount() throws {
        let rolling: [Double] = (0..<100).flatMap { _ -> [Double] in [100, 101, 102, 101] } + [100]
        #expect(RideMetrics.elevation(rolling)?.gain == 0)
        #expect(RideMetrics.elevation(rolling, hysteresis: 0)?.gain == 200)
        let settings = AthleteSettings(ascentThreshold: 0)
        let a = Analyzer.analyze(RideSeries(altitude: rolling), settings: settings)
        #expect(a.totalAscent == 200 && a.ascentThreshold == 0)
        // The flag and the config key reach it, and the output names the threshold.
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "ascent_threshold = 0\n".write(toFile: folder + "/athlete.conf", atomically: true, encoding: .utf8)
        let byDefault = try CLITests.fitkit(["analyze", ExportTests.edge810])
        let flag = try CLITests.fitkit(["analyze", "--ascent-threshold", "0", ExportTests.edge810])
        let config = try CLITests.fitkit(["analyze", "--config", folder + "/athlete.conf", ExportTests.edge810])
        #expect(byDefault.stdout.contains("(rises over 3 m)") && flag.stdout.contains("(rises over 0 m)"))
        #expect(flag.stdout == config.stdout)
    }
}
