import FITActivity

/// Distance, time, elevation and heart-rate metrics, each by a stated rule (docs/METRICS.md).
public enum RideMetrics {
    /// GoldenCheetah's hysteresis: a rise or fall counts once it exceeds this many metres from the last turn.
    public static let defaultAscentThreshold = Elevation.defaultThreshold

    /// Elevation gain and loss (`Elevation.gainAndLoss`, the one rule: a course's ascent uses it too).
    public static func elevation(_ altitude: [Double], hysteresis: Double = defaultAscentThreshold) -> (
        gain: Double, loss: Double
    )? { Elevation.gainAndLoss(altitude, hysteresis: hysteresis) }

    /// Distance along the recorded positions, GPS jumps left out (`Geo.isJump`; the next step starts from
    /// where the jump landed), fixes at 0°,0° ignored.
    public static func gpsDistance(latitude: [Double], longitude: [Double]) -> Double? {
        let hasFix = latitude.indices.contains {
            !latitude[$0].isNaN && !longitude[$0].isNaN && !Geo.isNoFix(latitude[$0], longitude[$0])
        }
        guard hasFix else { return nil }
        var total = 0.0
        Geo.steps(latitude: latitude, longitude: longitude) { _, _, metres, jump in if !jump { total += metres } }
        return total
    }

    /// Seconds in motion (GoldenCheetah's TimeRiding): seconds with speed or cadence above zero, outside
    /// timer pauses. Nil when the ride has neither speed nor cadence.
    public static func movingTime(speed: [Double], cadence: [Double], paused: (Int) -> Bool) -> Double? {
        guard speed.contains(where: { !$0.isNaN }) || cadence.contains(where: { !$0.isNaN }) else { return nil }
        var seconds = 0.0
        for i in speed.indices where !paused(i) && (speed[i] > 0 || cadence[i] > 0) { seconds += 1 }
        return seconds
    }

    /// Aerobic decoupling (Pw:HR) as GoldenCheetah computes it: the samples split in half by index, each half's
    /// mean power over mean heart rate (samples with a heart rate only), and the drop from the first half's
    /// ratio to the second's in percent. Positive means heart rate drifted up against power.
    public static func decoupling(power: [Double], heartRate: [Double]) -> Double? {
        let n = power.count
        guard n >= 2 else { return nil }
        func ratio(_ range: Range<Int>) -> Double? {
            var p = 0.0, h = 0.0, k = 0
            for i in range where heartRate[i] > 0 && !power[i].isNaN {
                p += power[i]; h += heartRate[i]; k += 1
            }
            return k > 0 && h > 0 ? p / h : nil
        }
        guard let first = ratio(0..<n / 2), let second = ratio(n / 2..<n), first > 0 else { return nil }
        return 100 * (first - second) / first
    }

    /// A distance counter's total on the one-second grid, by `DistanceCounter`'s rule; nil without one.
    public static func risen(_ distance: [Double]) -> Double? {
        var counter = DistanceCounter()
        for i in distance.indices where !distance[i].isNaN { _ = counter.add(distance[i], at: Double(i)) }
        return counter.hasValues ? counter.total : nil
    }

    /// The highest mean speed over `seconds` from a distance on the one-second grid (m/s); nil without two
    /// distances that far apart.
    public static func fastest(distance: [Double], seconds: Int) -> Double? {
        var best: Double?
        for i in distance.indices.dropLast(seconds) where !distance[i].isNaN && !distance[i + seconds].isNaN {
            let v = (distance[i + seconds] - distance[i]) / Double(seconds)
            best = Swift.max(best ?? v, v)
        }
        return best
    }

    public static func mean(_ values: [Double]) -> Double? {
        var sum = 0.0, n = 0
        for v in values where !v.isNaN { sum += v; n += 1 }
        return n > 0 ? sum / Double(n) : nil
    }

    public static func maximum(_ values: [Double]) -> Double? {
        values.reduce(nil) { m, v in v.isNaN ? m : Swift.max(m ?? v, v) }
    }
}
