import Testing
import TestSupport
@testable import FITAnalysis

/// Computed figures beside the device's own, each by its rule.
@Suite struct DeviceFiguresTests {
    /// 60 s coasting at 0 W and 60 s at 300 W average 150 W with the zeros (GoldenCheetah,
    /// Strava) and 300 W without (many head units), by hand.
    @Test("average power with and without zeros")
    func averagePowerBothWays() {
        let series = RideSeries(power: AnalysisTests.repeated([(0, 60), (300, 60)]))
        let a = Analyzer.analyze(series, settings: AthleteSettings())
        #expect(a.avgPower == 150 && a.avgPowerNonzero == 300)
    }
}

/// The ascent threshold, a choice the rider can make.
@Suite struct AscentThresholdTests {
    /// 100 rolls of 2 m up and 2 m down, noise-free as a virtual ride's: by hand, 200 m of
    /// rises; the default 3 m hysteresis counts none of them, a threshold of 0 counts them all.
    @Test("the ascent threshold decides which rises count")
    func thresholdDecidesWhichRisesCount() {
        let rolling: [Double] = (0..<100).flatMap { _ -> [Double] in [100, 101, 102, 101] } + [100]
        #expect(RideMetrics.elevation(rolling)?.gain == 0)
        #expect(RideMetrics.elevation(rolling, hysteresis: 0)?.gain == 200)
        let settings = AthleteSettings(ascentThreshold: 0)
        let a = Analyzer.analyze(RideSeries(altitude: rolling), settings: settings)
        #expect(a.totalAscent == 200 && a.ascentThreshold == 0)
    }
}
