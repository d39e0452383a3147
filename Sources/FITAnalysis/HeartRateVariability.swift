#if canImport(Glibc)
import Glibc
#endif

/// A ride's beat-to-beat (RR) intervals, from its `hrv` messages: each interval (ms) and when its beat ended
/// (s from the ride's first second). Beats run on from the first record's time, each after the one before;
/// when they fall more than `resync` seconds behind the record before them (beats the strap did not send, an
/// interval it marked invalid), they start again from that record's time.
public struct Beats: Sendable, Equatable {
    public var times: [Double] = []
    public var intervals: [Double] = []

    public init() {}

    public init(times: [Double], intervals: [Double]) {
        self.times = times
        self.intervals = intervals
    }

    public static let resync = 5.0

    public var isEmpty: Bool { intervals.isEmpty }
}

/// Heart-rate variability of a ride (docs/METRICS.md, "Heart-rate variability"): artefacts corrected by the
/// percentage rule, RMSSD, SDNN and mean RR of the whole ride, DFA α1 over rolling windows (Peng et al. 1995;
/// box sizes 4–16 beats, boxes that do not overlap, linear detrending: as Rogers et al. 2021 and Kubios), and
/// the heart rate and power where α1 crosses 0.75 and 0.5 on the rising part of the ride.
public struct HeartRateVariability: Sendable {
    public let beats: Int
    /// Beats corrected: an extra beat and a missed one count once each.
    public let correctedBeats: Int
    /// Intervals no heart can beat (`plausible`), left out as gaps before anything else.
    public let impossibleIntervals: Int
    /// Beats in a pause of the records (no heart rate recorded that second), likewise left out.
    public let beatsInPauses: Int
    /// Intervals far from the one the recorded heart rate implies that second (`farFromHeartRate`), likewise
    /// left out: a strap's fault the heart rate it reports does not share.
    public let farFromHeartRate: Int
    public let meanRR: Double
    public let rmssd: Double
    public let sdnn: Double
    public let window: Double, step: Double
    public let alpha1: [Window]
    /// Where α1 crosses 0.75 and 0.5, or why that is not said.
    public let thresholds: [Threshold]
    public let warning: String?

    public struct Window: Sendable, Equatable {
        /// The window's centre, s from the ride's first second.
        public let time: Double
        /// Nil when more than 5 % of the window's beats were corrected, or it holds too few beats.
        public let alpha1: Double?
        public let heartRate: Double?
        public let power: Double?
        /// The share of the window's beats that were corrected (0 to 1; 0 for a window without beats).
        public var corrected = 0.0
    }

    public struct Threshold: Sendable, Equatable {
        public let alpha1: Double
        public let heartRate: Double?
        public let power: Double?
    }

    /// An interval more than this share from the median of the 11 around it is an artefact.
    public static let artefactShare = 0.2
    /// A window with a larger share of corrected beats gets no α1.
    public static let correctedLimit = 0.05
    public static let boxSizes = 4...16
    public static let crossings = [0.75, 0.5]
    /// How much the heart rate must rise (bpm, from the first windows to the highest) for α1's thresholds.
    public static let minimumRise = 20.0
    /// Intervals a heart can beat, ms: 30 to 222 beats a minute. Outside it an interval is a strap's gap or
    /// fault (a 0.001 s or 65.534 s "beat"), not a beat.
    public static let plausible = 270.0...2000.0
    /// An interval under a quarter or over 3.5 times the interval the recorded heart rate implies that second
    /// (60,000 / bpm) is a gap: further than an extra beat's halves or three missed beats, which the artefact
    /// rule corrects.
    public static let farFromHeartRate = 0.25...3.5
    /// A ride with a smaller share of plausible intervals has no HRV figure.
    public static let plausibleShare = 0.5

    /// The beats kept, and how many were left out as gaps, by reason.
    struct Screened {
        var beats: Beats
        var impossible = 0, inPauses = 0, farFromHeartRate = 0
    }

    /// Intervals no heart can beat are gaps: the beats on either side are not neighbours. So are beats that
    /// fall where the file has no heart rate (a pause: the strap's count runs on while the ride does not), and
    /// intervals far from the one the recorded heart rate implies (`farFromHeartRate`).
    static func screened(_ beats: Beats, heartRate: [Double]) -> Screened {
        func recorded(_ time: Double) -> Double? {
            let second = Int(time)
            return second >= 0 && second < heartRate.count ? heartRate[second] : nil
        }
        let possible = beats.intervals.indices.filter { plausible.contains(beats.intervals[$0]) }
        let played = possible.filter { !(recorded(beats.times[$0])?.isNaN ?? false) }
        let kept = played.filter { i in
            guard let bpm = recorded(beats.times[i]), bpm > 0 else { return true }
            return farFromHeartRate.contains(beats.intervals[i] / (60_000 / bpm))
        }
        return Screened(
            beats: Beats(times: kept.map { beats.times[$0] }, intervals: kept.map { beats.intervals[$0] }),
            impossible: beats.intervals.count - possible.count, inPauses: possible.count - played.count,
            farFromHeartRate: played.count - kept.count)
    }

    /// Why a ride's beats give no figure, nil when they give one.
    public static func unusable(_ beats: Beats, heartRate: [Double] = []) -> String? {
        unusable(beats, screened(beats, heartRate: heartRate))
    }

    /// The same, with the beats already screened (what `init` goes on with: screened once).
    static func unusable(_ beats: Beats, _ screened: Screened) -> String? {
        let good = beats.intervals.count - screened.impossible
        if good < 3 { return "fewer than 3 beat-to-beat intervals between 0.27 and 2 s" }
        if Double(good) < plausibleShare * Double(beats.intervals.count) {
            return "\(beats.intervals.count - good) of \(beats.intervals.count) beat-to-beat intervals are outside "
                + "0.27–2 s (a strap that lost contact)"
        }
        if screened.beats.intervals.count < 3 {
            return "fewer than 3 beat-to-beat intervals outside pauses and near the recorded heart rate"
        }
        return nil
    }

    /// - Parameters:
    ///   - heartRate, power: the ride's one-second series, for each window's means.
    public init?(
        _ beats: Beats, window: Double = 120, step: Double = 5, heartRate: [Double] = [], power: [Double] = []
    ) {
        let screened = Self.screened(beats, heartRate: heartRate)
        guard Self.unusable(beats, screened) == nil else { return nil }
        (impossibleIntervals, beatsInPauses, farFromHeartRate) = (
            screened.impossible, screened.inPauses, screened.farFromHeartRate
        )
        let beats = screened.beats
        let corrected = Self.corrected(beats)
        let rr = corrected.intervals
        self.beats = rr.count
        correctedBeats = corrected.events.count
        meanRR = rr.reduce(0, +) / Double(rr.count)
        let differences = zip(rr, rr.dropFirst()).map { ($1 - $0) * ($1 - $0) }
        rmssd = (differences.reduce(0, +) / Double(max(1, differences.count))).squareRoot()
        let mean = meanRR
        sdnn = (rr.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(max(1, rr.count - 1))).squareRoot()
        self.window = window
        self.step = step
        // Rolling windows over the beats' times.
        var windows: [Window] = []
        let times = corrected.times
        if let first = times.first, let last = times.last, window > 0, step > 0 {
            var from = first, lo = 0, hi = 0, event = 0, eventsIn = 0, eventLo = 0
            while from + window <= last + 1e-9 {
                while lo < times.count && times[lo] < from { lo += 1 }
                while hi < times.count && times[hi] < from + window { hi += 1 }
                while event < corrected.events.count && corrected.events[event] < from + window { event += 1 }
                while eventLo < corrected.events.count && corrected.events[eventLo] < from { eventLo += 1 }
                eventsIn = event - eventLo
                let count = hi - lo
                let clean = count > 0 && Double(eventsIn) <= Self.correctedLimit * Double(count)
                let centre = from + window / 2
                windows.append(
                    Window(
                        time: centre, alpha1: clean ? Self.alpha1(Array(rr[lo..<hi])) : nil,
                        heartRate: Self.mean(heartRate, from, from + window),
                        power: Self.mean(power, from, from + window),
                        corrected: count > 0 ? Double(eventsIn) / Double(count) : 0))
                from += step
            }
        }
        alpha1 = windows
        (thresholds, warning) = Self.thresholds(windows)
    }

    /// The mean of a one-second series over [from, to) seconds, NaN left out.
    static func mean(_ series: [Double], _ from: Double, _ to: Double) -> Double? {
        let lo = max(0, Int(from.rounded(.up))), hi = min(series.count, Int(to.rounded(.up)))
        guard lo < hi else { return nil }
        var sum = 0.0, n = 0
        for v in series[lo..<hi] where !v.isNaN {
            sum += v
            n += 1
        }
        return n > 0 ? sum / Double(n) : nil
    }

    /// The intervals with artefacts corrected, their beats' times, and the times of the corrections.
    /// An interval more than 20 % from the median of the 11 around it is an artefact: two short ones that add up
    /// to a normal one are an extra beat (merged); one that is about k normal ones is k − 1 missed beats
    /// (split in k); any other is replaced by the mean of its nearest normal neighbours. Each counts once.
    static func corrected(_ beats: Beats) -> (intervals: [Double], times: [Double], events: [Double]) {
        let rr = beats.intervals, t = beats.times, n = rr.count
        func median(around i: Int) -> Double {
            let window = rr[max(0, i - 5)..<min(n, i + 6)].sorted()
            return window[window.count / 2]
        }
        let medians = (0..<n).map(median)
        func isArtefact(_ i: Int) -> Bool { abs(rr[i] - medians[i]) > artefactShare * medians[i] }
        var intervals: [Double] = [], times: [Double] = [], events: [Double] = []
        var i = 0
        while i < n {
            guard isArtefact(i) else {
                intervals.append(rr[i])
                times.append(t[i])
                i += 1
                continue
            }
            let m = medians[i]
            events.append(t[i])
            if i + 1 < n, rr[i] < m, abs(rr[i] + rr[i + 1] - m) <= artefactShare * m {
                // An extra beat: one interval cut in two.
                intervals.append(rr[i] + rr[i + 1])
                times.append(t[i + 1])
                i += 2
                continue
            }
            let k = (rr[i] / m).rounded()
            if k >= 2, abs(rr[i] - k * m) <= artefactShare * m {
                // Missed beats: k intervals in one.
                for j in 1...Int(k) {
                    intervals.append(rr[i] / k)
                    times.append(t[i] - rr[i] / 1000 * (1 - Double(j) / k))
                }
            } else {
                let before = (0..<i).reversed().first { !isArtefact($0) }.map { rr[$0] }
                let after = (i + 1..<n).first { !isArtefact($0) }.map { rr[$0] }
                intervals.append(((before ?? after ?? m) + (after ?? before ?? m)) / 2)
                times.append(t[i])
            }
            i += 1
        }
        return (intervals, times, events)
    }

    /// DFA α1 of RR intervals (ms): the slope of log F(n) on log n for box sizes 4–16, F(n) the root mean square
    /// of the integrated series' residuals from a straight line fitted in each whole box of n beats. Nil with
    /// fewer than 4 boxes of the largest size.
    static func alpha1(_ rr: [Double]) -> Double? {
        guard rr.count >= 4 * boxSizes.upperBound else { return nil }
        let mean = rr.reduce(0, +) / Double(rr.count)
        var y: [Double] = []
        y.reserveCapacity(rr.count)
        var sum = 0.0
        for x in rr {
            sum += x - mean
            y.append(sum)
        }
        var logN: [Double] = [], logF: [Double] = []
        for n in boxSizes {
            let boxes = y.count / n
            var squares = 0.0
            // Least squares on x = 0…n−1 in closed form.
            let nd = Double(n), sx = nd * (nd - 1) / 2, sxx = (nd - 1) * nd * (2 * nd - 1) / 6
            for b in 0..<boxes {
                var sy = 0.0, sxy = 0.0
                for k in 0..<n {
                    sy += y[b * n + k]
                    sxy += Double(k) * y[b * n + k]
                }
                let slope = (nd * sxy - sx * sy) / (nd * sxx - sx * sx), intercept = (sy - slope * sx) / nd
                for k in 0..<n {
                    let r = y[b * n + k] - (intercept + slope * Double(k))
                    squares += r * r
                }
            }
            let f = (squares / Double(boxes * n)).squareRoot()
            guard f > 0 else { return nil }
            logN.append(log(nd))
            logF.append(log(f))
        }
        return line(logN, logF)?.slope
    }

    /// The least-squares line y = intercept + slope·x; nil without two distinct x.
    static func line(_ x: [Double], _ y: [Double]) -> (slope: Double, intercept: Double)? {
        let n = Double(x.count)
        guard x.count >= 2 else { return nil }
        let mx = x.reduce(0, +) / n, my = y.reduce(0, +) / n
        var sxy = 0.0, sxx = 0.0
        for (a, b) in zip(x, y) {
            sxy += (a - mx) * (b - my)
            sxx += (a - mx) * (a - mx)
        }
        guard sxx > 0 else { return nil }
        return (sxy / sxx, my - sxy / sxx * mx)
    }

    /// Where α1 crosses 0.75 and 0.5: a straight line of α1 on heart rate (and on power) fitted to the windows
    /// of the rising part of the ride (its start to the window of highest heart rate), as the ramp studies do.
    /// A warning instead when the heart rate does not rise steadily there (its correlation with time under
    /// 0.8), when fewer than 10 windows or under 70 % of them have an α1, or when α1 does not fall with effort.
    static func thresholds(_ windows: [Window]) -> ([Threshold], String?) {
        guard let peak = windows.indices.max(by: { (windows[$0].heartRate ?? 0) < (windows[$1].heartRate ?? 0) })
        else { return ([], "no windows of α1") }
        let rising = Array(windows[...peak])
        let withHR = rising.filter { $0.heartRate != nil }
        guard withHR.count >= 10,
            let trend = line(withHR.map(\.time), withHR.compactMap(\.heartRate)),
            correlation(withHR.map(\.time), withHR.compactMap(\.heartRate)) >= 0.8, trend.slope > 0
        else { return ([], "the heart rate does not rise steadily: no threshold from α1") }
        // A threshold is where α1 crosses a level as the intensity rises: a steady ride's drift of a few beats
        // is no rise (a ramp raises the heart rate by 40 to 60 bpm).
        let first = withHR.prefix(5).compactMap(\.heartRate)
        guard let top = rising.last?.heartRate,
            top - first.reduce(0, +) / Double(max(1, first.count)) >= minimumRise
        else {
            return (
                [],
                "the heart rate rises by less than \(Int(minimumRise)) bpm: no rise in intensity, no threshold from α1"
            )
        }
        let usable = rising.filter { $0.alpha1 != nil && $0.heartRate != nil }
        guard usable.count >= 10, Double(usable.count) >= 0.7 * Double(rising.count) else {
            return ([], "too few windows have an α1 (artefacts): no threshold from α1")
        }
        let alphas = usable.compactMap(\.alpha1)
        guard let byHR = line(usable.compactMap(\.heartRate), alphas), byHR.slope < 0 else {
            return ([], "α1 does not fall as the heart rate rises: no threshold from α1")
        }
        let withPower = usable.filter { $0.power != nil }
        let byPower = withPower.count >= 10 ? line(withPower.compactMap(\.power), withPower.compactMap(\.alpha1)) : nil
        return (
            crossings.map { level in
                Threshold(
                    alpha1: level, heartRate: (level - byHR.intercept) / byHR.slope,
                    power: byPower.flatMap { $0.slope < 0 ? (level - $0.intercept) / $0.slope : nil })
            }, nil
        )
    }

    static func correlation(_ x: [Double], _ y: [Double]) -> Double {
        let n = Double(x.count)
        let mx = x.reduce(0, +) / n, my = y.reduce(0, +) / n
        var sxy = 0.0, sxx = 0.0, syy = 0.0
        for (a, b) in zip(x, y) {
            sxy += (a - mx) * (b - my)
            sxx += (a - mx) * (a - mx)
            syy += (b - my) * (b - my)
        }
        return sxx > 0 && syy > 0 ? sxy / (sxx * syy).squareRoot() : 0
    }
}
