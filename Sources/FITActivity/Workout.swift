/// A structured workout: what Zwift's ZWO, ERG/MRC and FIT workouts hold in common (docs/DEVICE.md). Steps in
/// order, some of them in blocks repeated a number of times; each step lasts a time (or a distance, or until the
/// lap button, or until something FIT names) and may target power, heart rate and cadence.
///
/// It lives beside the activities because both the writers of the files (FITEdit) and the training load of the
/// plan (FITAnalysis) read it.
public struct Workout: Sendable, Equatable {
    public var name: String
    public var description: String?
    /// A FIT sport name (`cycling`).
    public var sport = "cycling"
    public var elements: [Element] = []

    public init(name: String) { self.name = name }

    /// A step, or steps done `times` times in all (FIT's repeat_until_steps_cmplt counts every pass).
    public enum Element: Sendable, Equatable {
        case step(Step)
        case repeated([Step], times: Int)
    }

    /// FIT's step intensities that workouts use.
    public enum Intensity: String, Sendable, CaseIterable {
        case warmup, active, rest, cooldown, recovery, interval, other
    }

    /// Power as a fraction of FTP (1.0 is FTP) or in watts.
    public enum Power: Sendable, Equatable {
        case ftp(Double)
        case watts(Double)

        /// In watts, given an FTP for a fraction.
        public func watts(ftp: Double?) -> Double? {
            switch self {
            case .watts(let w): w
            case .ftp(let f): ftp.map { f * $0 }
            }
        }

        /// As a fraction of FTP, given an FTP for watts.
        public func fraction(ftp: Double?) -> Double? {
            switch self {
            case .ftp(let f): f
            case .watts(let w): ftp.map { w / $0 }
            }
        }
    }

    /// A power target: steady (`from == to`), a range to hold (`ramp` false), or a ramp from `from` to `to` over
    /// the step (ZWO's Warmup, Cooldown and Ramp; ERG segments whose ends differ).
    public struct PowerTarget: Sendable, Equatable {
        public var from: Power
        public var to: Power
        public var ramp: Bool

        public init(from: Power, to: Power, ramp: Bool) {
            self.from = from
            self.to = to
            self.ramp = ramp
        }

        public static func steady(_ p: Power) -> PowerTarget { PowerTarget(from: p, to: p, ramp: false) }

        public var isSteady: Bool { from == to }

        /// The power at a point of the step (0 at its start, 1 at its end): a ramp's line, a range's middle.
        public func power(at fraction: Double, ftp: Double?) -> Double? {
            guard let a = from.watts(ftp: ftp), let b = to.watts(ftp: ftp) else { return nil }
            return ramp ? a + (b - a) * fraction : (a + b) / 2
        }
    }

    /// A heart-rate target: beats per minute, per cent of the maximum, or a zone.
    public enum HeartRateTarget: Sendable, Equatable {
        case bpm(ClosedRange<Double>)
        case percentOfMax(ClosedRange<Double>)
        case zone(Int)
    }

    /// How long a step lasts.
    public enum Duration: Sendable, Equatable {
        case seconds(Double)
        case metres(Double)
        /// Until the lap button.
        case open
        /// Until something else FIT names (`hr_less_than`, `calories`…), with its raw value.
        case until(String, UInt32)

        public var seconds: Double? {
            if case .seconds(let s) = self { return s }
            return nil
        }
    }

    public struct Step: Sendable, Equatable {
        public var name: String?
        public var duration: Duration
        public var intensity: Intensity = .active
        public var power: PowerTarget?
        public var powerZone: Int?
        public var heartRate: HeartRateTarget?
        public var cadence: ClosedRange<Double>?
        /// All out, no target (ZWO's MaxEffort); a step with no target and this false is ridden freely.
        public var maxEffort = false

        public init(duration: Duration, intensity: Intensity = .active, power: PowerTarget? = nil) {
            self.duration = duration
            self.intensity = intensity
            self.power = power
        }

        /// Whether the step has no target at all (ridden freely, or all out).
        public var isOpen: Bool { power == nil && powerZone == nil && heartRate == nil && cadence == nil }
    }

    /// The steps in the order they are ridden, repeats unrolled.
    public var ridden: [Step] {
        elements.flatMap { e -> [Step] in
            switch e {
            case .step(let s): [s]
            case .repeated(let steps, let times): Array([[Step]](repeating: steps, count: max(times, 0)).joined())
            }
        }
    }

    /// Seconds of the timed steps, repeats counted, and how many steps last something other than a time.
    public var time: (seconds: Double, untimed: Int) {
        ridden.reduce((0, 0)) { sum, s in
            s.duration.seconds.map { (sum.0 + $0, sum.1) } ?? (sum.0, sum.1 + 1)
        }
    }

    /// Whether any step's power is in watts (FIT's +1000 form, ERG) or a fraction of FTP (ZWO, MRC).
    public var powerKinds: (watts: Bool, ftp: Bool) {
        var watts = false, ftp = false
        for s in ridden {
            for p in [s.power?.from, s.power?.to].compactMap({ $0 }) {
                if case .watts = p { watts = true } else { ftp = true }
            }
        }
        return (watts, ftp)
    }

    /// The planned power second by second (the timed steps, repeats unrolled; a ramp along its line, a range
    /// at its middle; NaN where a step has no power target), in watts at `ftp`: nil when a step's power is a
    /// fraction of FTP and no FTP is given.
    public func plannedPower(ftp: Double?) -> [Double]? {
        var trace: [Double] = []
        var elapsed = 0.0
        for s in ridden {
            guard let seconds = s.duration.seconds else { continue }
            let first = Int(elapsed.rounded()), last = Int((elapsed + seconds).rounded())
            elapsed += seconds
            let count = last - first
            guard count > 0 else { continue }
            guard let target = s.power else {
                trace += repeatElement(.nan, count: count)
                continue
            }
            for i in 0..<count {
                guard let p = target.power(at: (Double(i) + 0.5) / Double(count), ftp: ftp) else { return nil }
                trace.append(p)
            }
        }
        return trace
    }
}

/// Bounds no real workout reaches (docs/DEVICE.md, "Workouts"), so that no file can make fitkit expand,
/// allocate or compute without end: every reader checks the numbers it reads against them, and the whole
/// workout once read. Past one, the file is refused with the element or field named.
public enum WorkoutLimits {
    /// Passes of one repeated block (a 5 × 5 or 40/20 × 30 set is far below).
    public static let repeats = 1_000
    /// One step: a day.
    public static let stepSeconds = 86_400.0
    /// One step by distance: 1,000 km.
    public static let stepMetres = 1_000_000.0
    /// Steps as ridden, repeats unrolled.
    public static let riddenSteps = 10_000
    /// The timed steps together: two days.
    public static let totalSeconds = 172_800.0

    /// A count of passes read from a file, as an Int; an error naming `what` when it is not a whole number
    /// from 0 to `repeats`.
    public static func repeats(_ value: Double, _ what: String) throws(WorkoutLimitError) -> Int {
        guard value.isFinite, value >= 0, value <= Double(repeats), value == value.rounded() else {
            throw WorkoutLimitError(what: what, why: "\(number(value)) repeats (fitkit reads 0 to \(repeats))")
        }
        return Int(value)
    }

    /// A step's seconds read from a file; an error naming `what` unless finite, above 0 and at most a day.
    public static func seconds(_ value: Double, _ what: String) throws(WorkoutLimitError) -> Double {
        guard value.isFinite, value > 0, value <= stepSeconds else {
            throw WorkoutLimitError(
                what: what, why: "\(number(value)) s (a step lasts more than 0 s and at most a day)")
        }
        return value
    }

    /// A step's metres read from a file; an error naming `what` unless finite, above 0 and at most 1,000 km.
    public static func metres(_ value: Double, _ what: String) throws(WorkoutLimitError) -> Double {
        guard value.isFinite, value > 0, value <= stepMetres else {
            throw WorkoutLimitError(
                what: what, why: "\(number(value)) m (a step is more than 0 m and at most 1,000 km)")
        }
        return value
    }

    /// The whole workout: steps as ridden and their time, counted without unrolling anything.
    public static func check(_ workout: Workout) throws(WorkoutLimitError) {
        var steps = 0
        var seconds = 0.0
        for e in workout.elements {
            let (block, times) =
                switch e {
                case .step(let s): ([s], 1)
                case .repeated(let s, let times): (s, max(times, 0))
                }
            steps += block.count * times
            seconds += block.reduce(0) { $0 + ($1.duration.seconds ?? 0) } * Double(times)
            if steps > riddenSteps {
                throw WorkoutLimitError(what: "the workout", why: "more than \(riddenSteps) steps with its repeats")
            }
        }
        guard seconds <= totalSeconds else {
            throw WorkoutLimitError(what: "the workout", why: "\(number(seconds / 3600)) hours (fitkit reads up to 48)")
        }
    }

    private static func number(_ v: Double) -> String {
        v.isFinite && abs(v) < 1e15 && v == v.rounded() ? String(Int64(v)) : "\(v)"
    }
}

/// A number of a workout file past `WorkoutLimits`.
public struct WorkoutLimitError: Error, Sendable, CustomStringConvertible {
    public let what: String
    public let why: String
    public var description: String { "\(what): \(why)" }
}
