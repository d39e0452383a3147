import Foundation
import Testing
import TestSupport
@testable import FITAnalysis
@testable import FITCharts

/// Heart-rate variability's own rules on series made to show each: artefacts inserted at known beats, and a ramp
/// whose α1 falls through 0.75 and 0.5 at known heart rates (the comparison with a reference implementation on
/// series of known scaling is Tests/Conformance/hrv_check.py).
@Suite struct HeartRateVariabilityTests {
    /// Beats of `intervals` ms, each ending where the ones before it add up to.
    static func beats(_ intervals: [Double]) -> Beats {
        var t = 0.0
        return Beats(
            times: intervals.map {
                t += $0 / 1000; return t
            }, intervals: intervals)
    }

    /// 600 ms ± 15 ms of deterministic noise.
    static func clean(_ n: Int) -> [Double] {
        var generator = SeededGenerator(seed: 3)
        return (0..<n).map { _ in 600 + Double(Int.random(in: -15...15, using: &generator)) }
    }

    @Test("artefacts: a missed beat, an extra beat and an ectopic one are corrected and counted once each")
    func artefactsCorrected() throws {
        var rr = Self.clean(400)
        let original = rr
        rr[100] = rr[100] + rr[101]  // missed: two intervals in one
        rr.remove(at: 101)
        let extra = rr[200]
        rr.replaceSubrange(200...200, with: [extra * 0.4, extra * 0.6])  // extra: one interval cut in two
        rr[300] = 900  // ectopic
        let corrected = HeartRateVariability.corrected(Self.beats(rr))
        #expect(corrected.events.count == 3)
        #expect(corrected.intervals.count == original.count)
        let h = try #require(HeartRateVariability(Self.beats(rr)))
        let reference = try #require(HeartRateVariability(Self.beats(original)))
        #expect(h.correctedBeats == 3 && reference.correctedBeats == 0)
        // Corrected, the series' variability is near the clean one's (an uncorrected 900 ms beat would add tens of ms).
        #expect(abs(h.rmssd - reference.rmssd) < 0.1 * reference.rmssd, "\(h.rmssd) \(reference.rmssd)")
        #expect(abs(h.meanRR - reference.meanRR) < 2)
    }

    @Test("a window with more than 5 % of its beats corrected has no α1")
    func dirtyWindowHasNoAlpha1() throws {
        var rr = Self.clean(1200)
        for i in stride(from: 300, to: 500, by: 8) { rr[i] = 950 }  // one beat in eight: 12.5 %
        let h = try #require(HeartRateVariability(Self.beats(rr)))
        let inDirt = h.alpha1.filter { $0.time > 230 && $0.time < 250 }
        #expect(!inDirt.isEmpty && inDirt.allSatisfy { $0.alpha1 == nil })
        // Each window says how much of it was corrected: about one beat in eight over the dirt (beats 300–500,
        // 180–300 s; these windows reach a little before it), none before it.
        #expect(inDirt.allSatisfy { $0.corrected > 0.1 && $0.corrected < 0.135 }, "\(inDirt.map(\.corrected))")
        #expect(h.alpha1.filter { $0.time < 100 }.allSatisfy { $0.corrected == 0 })
        #expect(h.alpha1.contains { $0.alpha1 != nil })
    }

    @Test("beats in a pause of the records and a strap's 5 s runs are gaps, counted; the rest give the figures")
    func pausesAndStrapRuns() throws {
        // 1,000 beats of 600 ms (600 s), the records pausing from 200 s to 300 s; then a run of 20 "beats" of 5 s
        // (a strap that lost contact).
        let rr = Self.clean(1000) + Array(repeating: 5000, count: 20)
        let heartRate = (0..<700).map { $0 >= 200 && $0 < 300 ? Double.nan : 100 }
        let h = try #require(HeartRateVariability(Self.beats(rr), heartRate: heartRate))
        let times = Self.beats(rr).times
        let paused = times.prefix(1000).filter { $0 >= 200 && $0 < 300 }.count
        #expect(h.beatsInPauses == paused && paused > 150, "\(h.beatsInPauses) of \(paused)")
        #expect(h.impossibleIntervals == 20)
        #expect(h.beats == 1000 - paused)
        // Mean RR of the beats kept: the clean ones outside the pause, no 5 s beat in it.
        let kept = zip(rr.prefix(1000), times.prefix(1000)).filter { !($0.1 >= 200 && $0.1 < 300) }.map(\.0)
        #expect(abs(h.meanRR - kept.reduce(0, +) / Double(kept.count)) < 0.01)
    }

    @Test("a strap's plausible intervals far from the recorded heart rate are gaps: 109 beats of 1.9 s at 141 bpm")
    func farFromRecordedHeartRate() throws {
        // 1,000 beats of 425 ± 15 ms (141 bpm), then 109 intervals of 1.9 s: each under 2 s, but 4.5 times the
        // 425.5 ms that 141 bpm means.
        let clean = Self.clean(1000).map { $0 - 175 }
        let rr = clean + Array(repeating: 1900, count: 109)
        let seconds = Int(Self.beats(rr).times.last ?? 0) + 1
        let heartRate = Array(repeating: 141.0, count: seconds)
        let h = try #require(HeartRateVariability(Self.beats(rr), heartRate: heartRate))
        #expect(h.farFromHeartRate == 109 && h.impossibleIntervals == 0)
        #expect(h.beats == 1000)
        #expect(abs(h.meanRR - clean.reduce(0, +) / 1000) < 0.01)
        // Without the heart rate to compare with, they would be beats: the rule needs the records.
        #expect(HeartRateVariability(Self.beats(rr))?.farFromHeartRate == 0)
    }

    @Test("the α1 crossings on a ramp: a straight line of α1 on heart rate and power, as made")
    func crossingsOnARamp() throws {
        // Heart rate 100 → 180 bpm over 40 windows, α1 = 1.2 − 0.01 (HR − 100), power = 2 × HR.
        let windows = (0..<40).map { i -> HeartRateVariability.Window in
            let hr = 100 + 2 * Double(i)
            return .init(time: Double(60 + 5 * i), alpha1: 1.2 - 0.01 * (hr - 100), heartRate: hr, power: 2 * hr)
        }
        let (thresholds, warning) = HeartRateVariability.thresholds(windows)
        #expect(warning == nil)
        try #require(thresholds.count == 2)
        #expect(abs((thresholds[0].heartRate ?? 0) - 145) < 1e-6 && abs((thresholds[0].power ?? 0) - 290) < 1e-6)
        #expect(abs((thresholds[1].heartRate ?? 0) - 170) < 1e-6 && abs((thresholds[1].power ?? 0) - 340) < 1e-6)
        // Intensity that does not rise: a warning, no threshold.
        let flat = windows.enumerated().map { i, w in
            HeartRateVariability.Window(
                time: w.time, alpha1: w.alpha1, heartRate: 140 + (i % 2 == 0 ? 5 : -5), power: w.power)
        }
        let (none, why) = HeartRateVariability.thresholds(flat)
        #expect(none.isEmpty && why != nil)
        // A steady ride whose heart rate drifts up 10 bpm, steadily (correlation 1), α1 falling with it: a drift
        // is no rise in intensity, so no threshold, only the warning.
        let drift = windows.enumerated().map { i, w in
            HeartRateVariability.Window(
                time: w.time, alpha1: 0.9 - 0.005 * Double(i), heartRate: 140 + Double(i) / 4, power: 200)
        }
        let (drifting, said) = HeartRateVariability.thresholds(drift)
        #expect(drifting.isEmpty && said?.contains("no rise in intensity") == true, "\(String(describing: said))")
    }

    @Test("plot's DFA α1 panel holds each window's α1 from its centre on, and nothing where no window reaches")
    func plotPanel() throws {
        var series = RideSeries(power: Array(repeating: 200, count: 900))
        series.beats = Self.beats(Self.clean(1200))  // 720 s of beats
        let values = RidePlot.alpha1(series)
        let h = try #require(HeartRateVariability(series.beats))
        let first = try #require(h.alpha1.first)
        #expect(values[Int(first.time.rounded())] == first.alpha1)
        #expect(values[0].isNaN && values[899].isNaN)
    }

    @Test("α1 of white noise is about 0.5 and of its running sum about 1.5")
    func alpha1OfKnownSeries() throws {
        var generator = SeededGenerator(seed: 11)
        let white = (0..<1000).map { _ in Double.random(in: -1...1, using: &generator) }
        var sum = 0.0
        let brown = white.map {
            sum += $0; return sum
        }
        #expect(abs((HeartRateVariability.alpha1(white) ?? 0) - 0.5) < 0.15)
        #expect(abs((HeartRateVariability.alpha1(brown) ?? 0) - 1.5) < 0.15)
        #expect(HeartRateVariability.alpha1(Array(white.prefix(40))) == nil)
    }
}
