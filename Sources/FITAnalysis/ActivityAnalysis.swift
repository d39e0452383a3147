import FITActivity
import FITInput
import FITKit

/// Everything `fitkit analyze` reports about one activity. Metrics that cannot be computed are nil, and
/// `missing` says why (no power meter, no FTP given, …).
public struct ActivityAnalysis: Sendable {
    public var name = ""
    public var sport: String?
    public var startTime: UInt32?
    /// Device distance (the records' distance) and distance along the GPS track, m.
    public var totalDistance: Double?
    public var gpsDistance: Double? { values[Metric.gpsDistance.key] }
    public var totalElapsedTime: Double?
    public var totalTimerTime: Double?
    public var movingTime: Double?
    public var totalAscent: Double?
    public var totalDescent: Double?
    /// The rise that counted toward ascent and descent, m.
    public var ascentThreshold = RideMetrics.defaultAscentThreshold
    public var avgSpeed: Double?
    public var maxSpeed: Double?
    public var avgCadence: Double?
    public var maxCadence: Double?

    /// Average power over every second with a value, zeros (coasting) included: GoldenCheetah's and
    /// Strava's rule. `avgPowerNonzero` leaves zeros out, as many head units do for their session average.
    public var avgPower: Double?
    public var avgPowerNonzero: Double?
    public var maxPower: Double?
    public var normalizedPower: Double?
    public var intensityFactor: Double?
    public var trainingStressScore: Double?
    public var variabilityIndex: Double?
    public var work: Double?  // kJ
    /// Seconds with a power sample (the duration TSS counts).
    public var powerSeconds: Double?
    /// Average and normalized power per kilogram of the rider (needs the weight setting).
    public var avgPowerPerKg: Double?
    public var normalizedPowerPerKg: Double?
    public var wPrimeBalanceMin: Double?  // J
    public var leftRightBalance: (left: Double, right: Double)?
    public var powerCurve: MeanMaxCurve?
    public var timeInPowerZones: [Double]?
    public var powerZones: Zones?

    public var avgHeartRate: Double?
    public var maxHeartRate: Double?
    public var timeInHRZones: [Double]?
    public var hrZones: Zones?
    public var aerobicDecoupling: Double? { values[Metric.aerobicDecoupling.key] }  // %

    /// Each session as the device summed it (several for a multisport file), in order.
    public var sessions: [Totals] = []
    /// For a file of several sessions, each session's figures computed from its own records: cadence and the
    /// like mean other things in each sport (strokes, steps, revolutions), so they are given per session.
    public var sessionFigures: [SessionFigures] = []

    /// What the records of one session give.
    public struct SessionFigures: Sendable {
        public var sport: String?
        public var avgHeartRate: Double?
        public var maxHeartRate: Double?
        /// Non-zero samples: strokes a minute swimming, steps running, revolutions cycling.
        public var avgCadence: Double?
        public var maxCadence: Double?
        public var avgPower: Double?
        public var maxPower: Double?
    }
    /// The device's own figures from the session message, for comparison.
    public var device = DeviceFigures()
    /// Why a metric is not there.
    package var missing: [Metric: String] = [:]
    /// The numbers of the metrics whose table rows carry their computation (`Metric.compute`), by key.
    package var values: [String: Double] = [:]
    /// What the cleaning rules left out of the records before any figure was computed.
    public var leftOut = CleaningReport()

    public struct DeviceFigures: Sendable {
        public var normalizedPower: Double?
        public var trainingStressScore: Double?
        public var totalAscent: Double?
        /// Every total of the file's sessions (combined when there are several), as the device computed them.
        public var session: Totals?
    }

    public init() {}

    /// Says why a metric is not there: one of the things it needs is not.
    mutating func miss(_ metric: Metric, _ requirement: Requirement) {
        // A setting whose dated values start after the ride: say from when.
        let later = requirement.settingKeys.compactMap { key in firstDays[key].map { (key, $0) } }
        missing[metric] =
            requirement.missing
            + (later.isEmpty
                ? ""
                : "; the athlete config's first "
                    + later.map { "\($0.0) is from \(RideFigures.dayText($0.1))" }
                    .joined(separator: ", first "))
    }

    /// The athlete config's settings not in force yet on the ride's day, with their first day.
    var firstDays: [String: Int64] = [:]

    /// Why each missing metric is not there, by key: `{"intensity_factor": "needs FTP …"}`.
    public var missingByKey: [(key: String, reason: String)] {
        missing.map { ($0.key.key, $0.value) }.sorted { $0.key < $1.key }
    }

    /// Best efforts at the named durations, seconds → watts.
    public var bestEfforts: [(seconds: Int, watts: Double)] {
        MeanMaxCurve.namedDurations.compactMap { d in powerCurve?.best(d).map { (d, $0) } }
    }
}

/// Why an activity could not be analysed.
public enum AnalysisError: Error, CustomStringConvertible {
    case input(InputError)
    case decode(FITError)
    /// The bytes are not a FIT file at all (empty, another format, random bytes).
    case notFIT(FITError)
    /// A valid FIT file that is not an activity: its `file_id` names another type (a course, a workout,
    /// settings, weight, monitoring), or it holds neither sessions, laps nor records.
    case notAnActivity(NonActivity)

    public var description: String {
        switch self {
        case .input(let e): "\(e)"
        case .decode(let e), .notFIT(let e): "\(e)"
        case .notAnActivity(let file):
            "not an activity (\(file.type.map { "file type \($0)" } ?? "no session, lap or record"))"
        }
    }
}

/// A valid FIT file that is not an activity, as the library keeps it.
public struct NonActivity: Sendable, Equatable {
    /// The `file_id` type (`course`, `workout`, `settings`…), nil when the file names none.
    public let type: String?
    /// When the device made it (`file_id.time_created`), FIT seconds.
    public let created: UInt32?
    /// A course's or workout's name.
    public let name: String?

    /// The activity file type's name in the FIT profile.
    public static let activityType = Profile.File.activity.name!

    /// Nil when `summary` is an activity: its file type says so, or, without one, it has a session, a lap or a
    /// record.
    public init?(_ summary: ActivitySummary) {
        if let type = summary.fileType {
            guard type != Self.activityType else { return nil }
        } else if !summary.sessions.isEmpty || !summary.laps.isEmpty || summary.recordCount > 0 {
            return nil
        }
        type = summary.fileType
        created = summary.timeCreated
        name = summary.name
    }
}

public enum Analyzer {
    /// Reads an input in two streaming passes (outline, then records on a 1 s grid) and analyses it.
    public static func analyze(
        _ item: InputItem, settings: AthleteSettings,
        options: DecodeOptions = DecodeOptions()
    ) throws(AnalysisError) -> ActivityAnalysis {
        let (summary, series) = try read(item, options: options)
        var result = analyze(series, summary: summary, settings: settings)
        result.name = item.stem
        return result
    }

    /// An input's summary and its records on a 1 s grid.
    public static func read(_ item: InputItem, options: DecodeOptions = DecodeOptions())
        throws(AnalysisError) -> (ActivitySummary, RideSeries)
    {
        func open() throws(AnalysisError) -> any ByteSource {
            do throws(InputError) { return try item.open() } catch { throw AnalysisError.input(error) }
        }
        let (summary, failure) = ActivityReader.summary(
            of: try open(), options: options, columns: true, timeline: true)
        if let notFIT = ((failure.map { [$0] } ?? []) + summary.problems).first(where: {
            $0.kind == .notFIT && $0.offset == 0
        }) {
            throw AnalysisError.notFIT(notFIT)
        }
        if let failure = options.stops(at: failure) { throw AnalysisError.decode(failure) }
        // A file without timed records (a pool swim whose records carry no time) is still an activity: its
        // figures come from its sessions and laps. One whose file_id says it is something else is not, whatever
        // it holds (a course's records are a planned route, not a ride).
        if let file = NonActivity(summary) { throw AnalysisError.notAnActivity(file) }
        var builder = RideSeries.Builder(layout: summary.layout)
        let pipeline = try ActivityReader.RecordPipeline(summary, options: options, open: open)
        let (merger, rows) = (pipeline.heartRates, pipeline.rows)
        // Only cleaned records reach the metrics (docs/METRICS.md, "What is left out").
        let cleaner = RecordCleaner(summary: summary)
        _ = ActivityReader.rows(
            of: try open(), into: rows, options: options,
            heartRates: merger
        ) { time, values in
            if cleaner.keep(time: time, values: values) { builder.add(time: time, values: values) }
        }
        let series = builder.finish(cleaning: cleaner.report, distance: cleaner.distanceCounted)
        return (summary, series)
    }

    /// The metrics of a series; `summary` gives the device's totals and pauses when there is one.
    public static func analyze(
        _ series: RideSeries, summary: ActivitySummary = ActivitySummary(),
        settings: AthleteSettings
    ) -> ActivityAnalysis {
        var a = ActivityAnalysis()
        a.firstDays = settings.firstDays
        let session = summary.sessions.isEmpty ? nil : summary.totals  // every session, combined
        a.leftOut = series.leftOut
        // Records stamped outside the ride's time were left out. When the session starts among them, its
        // start and elapsed time came from the same jumped clock: the ride's are the records' that remain.
        let clockJumped = series.leftOut.count(.records, .clockJump) > 0 && series.count > 0
        let sessionClock =
            !clockJumped
            || session?.startTime.map { abs(Int64($0) - Int64(series.start)) <= Int64(RecordCleaner.clockTolerance) }
                == true
        a.sport = session?.sport
        a.startTime =
            sessionClock
            ? session?.startTime
                ?? (series.count > 0 ? series.start : summary.laps.first?.startTime ?? summary.timeCreated)
            : series.start
        a.sessions = summary.sessions
        a.device = .init(
            normalizedPower: summary.sessionNormalizedPower, trainingStressScore: session?.trainingStressScore,
            totalAscent: session?.ascent, session: session)

        // Distance and time.
        // A pool swim's records come one per length, each at its end: its distance is its lengths', which
        // the session adds up.
        let poolSwim = summary.activeLengths > 0 && summary.sessions.allSatisfy { $0.sport == Totals.swimming }
        // A series made from records counted its distance as it cleaned them; one made directly is counted here.
        if let counted = series.distanceCounted ?? RideMetrics.risen(series.distance),
            !(poolSwim && session?.distance != nil)
        {
            a.totalDistance = counted
        } else {
            a.totalDistance = session?.distance  // records without distance (or without time): the device's
        }
        let recordedSpan = Double(max(0, series.count - 1))
        let pauses = summary.pauses.map {
            (Int($0.lowerBound) - Int(series.start))..<(Int($0.upperBound) - Int(series.start))
        }
        let pausedSeconds = pauses.reduce(0) { $0 + max(0, min($1.upperBound, series.count) - max($1.lowerBound, 0)) }
        // Every figure of a ride comes from the same records: when some were left out for a clock that
        // jumped, the session's times (which count both sides of the jump, or span it) are not the kept
        // records', and the times are the kept records' as the distance is.
        a.totalElapsedTime = (clockJumped ? nil : session?.elapsedTime) ?? recordedSpan
        a.totalTimerTime = (clockJumped ? nil : session?.timerTime) ?? (recordedSpan - Double(pausedSeconds))
        if poolSwim {
            // A pool swim: the swimmer moved during the active lengths (the rests at the wall are idle ones).
            a.movingTime = summary.activeLengthTime
        } else {
            a.movingTime = RideMetrics.movingTime(speed: series.speed, cadence: series.cadence) { i in
                pauses.contains { $0.contains(i) }
            }
        }
        // Moving is part of the timer's time: records a device kept writing while paused do not add to it.
        if let moving = a.movingTime, let timer = a.totalTimerTime, moving > timer { a.movingTime = timer }
        a.ascentThreshold = settings.ascentThreshold ?? RideMetrics.defaultAscentThreshold
        if let e = RideMetrics.elevation(series.altitude, hysteresis: a.ascentThreshold) {
            a.totalAscent = e.gain
            a.totalDescent = e.loss
        }
        a.avgSpeed =
            a.movingTime.flatMap { m in a.totalDistance.flatMap { m > 0 ? $0 / m : nil } }
            ?? RideMetrics.mean(series.speed)
        a.maxSpeed = RideMetrics.maximum(series.speed)
        if let avg = a.avgSpeed, let max = a.maxSpeed, avg > max {
            // The speed samples say the ride never went as fast as its distance says it went on average (a
            // misread wheel sensor, a smoothed stream): the distance's own fastest 5 s is the maximum.
            a.maxSpeed = RideMetrics.fastest(distance: series.distance, seconds: 5).flatMap { $0 >= avg ? $0 : nil }
            if a.maxSpeed == nil {
                a.missing[.maxSpeed] =
                    "the speed samples (at most \((max * 36).rounded() / 10) km/h) disagree with the distance"
            }
        }
        a.avgCadence = RideMetrics.mean(series.cadence.map { $0 > 0 ? $0 : .nan })  // pedalling only
        a.maxCadence = RideMetrics.maximum(series.cadence)
        if summary.sessions.count > 1 {
            a.sessionFigures = Self.sessionFigures(series, summary.sessions)
            if Set(summary.sessions.compactMap(\.sport)).count > 1 {
                // Strokes, steps and revolutions do not average together: cadence is given per session.
                (a.avgCadence, a.maxCadence) = (nil, nil)
                a.missing[.avgCadence] = "cadence means another thing in each sport: see each session"
            }
        }

        // Power.
        let power = series.power
        if power.contains(where: { !$0.isNaN }) {
            a.avgPower = PowerMetrics.average(power)
            a.avgPowerNonzero = PowerMetrics.average(power.map { $0 > 0 ? $0 : .nan })
            a.maxPower = RideMetrics.maximum(power)
            a.work = PowerMetrics.work(power)
            a.normalizedPower = PowerMetrics.normalized(power)
            if let np = a.normalizedPower, let avg = a.avgPower, avg > 0 { a.variabilityIndex = np / avg }
            let seconds = Double(power.lazy.filter { !$0.isNaN }.count)
            a.powerSeconds = seconds
            if let ftp = settings.ftp, ftp > 0 {
                if let np = a.normalizedPower {
                    a.intensityFactor = np / ftp
                    a.trainingStressScore = PowerMetrics.trainingStress(normalized: np, seconds: seconds, ftp: ftp)
                }
            }
            if let cp = settings.cp, let wPrime = settings.wPrime {
                a.wPrimeBalanceMin = PowerMetrics.wPrimeBalance(power, cp: cp, wPrime: wPrime).min()
            }
            a.powerCurve = MeanMaxCurve(power: power)
            let zones = settings.powerZones.map(Zones.custom) ?? settings.ftp.map { Zones.coggan(ftp: $0) }
            if let zones {
                a.powerZones = zones
                a.timeInPowerZones = zones.timeIn(power)
            }
            if let left = RideMetrics.mean(series.leftBalance) { a.leftRightBalance = (left, 100 - left) }
            if let weight = settings.weight, weight > 0 {
                a.avgPowerPerKg = a.avgPower.map { $0 / weight }
                a.normalizedPowerPerKg = a.normalizedPower.map { $0 / weight }
            }
        }

        // Heart rate.
        if series.heartRate.contains(where: { !$0.isNaN }) {
            a.avgHeartRate = RideMetrics.mean(series.heartRate)
            a.maxHeartRate = RideMetrics.maximum(series.heartRate)
            let zones =
                settings.hrZones.map(Zones.custom)
                ?? settings.lthr.map { Zones.heartRate(lthr: $0) } ?? settings.maxHR.map { Zones.heartRate(maxHR: $0) }
            if let zones {
                a.hrZones = zones
                a.timeInHRZones = zones.timeIn(series.heartRate)
            }
        }
        // The metrics whose rows carry their computation, in the table's order, each when what it needs is there.
        let streams = Requirement.Streams(series)
        for metric in Metric.all {
            guard let compute = metric.compute, metric.requires.allSatisfy({ $0.isMet(streams, settings, a) }) else {
                continue
            }
            a.values[metric.key] = compute(
                Metric.Inputs(series: series, summary: summary, settings: settings, analysis: a))
        }
        // Why each metric that is not there is not: the first of its requirements the ride or the settings do
        // not meet (a reason given above, such as the speed samples disagreeing with the distance, stands).
        for metric in Metric.all where a.missing[metric] == nil && !metric.isPresent(in: a) {
            if let unmet = metric.requires.first(where: { !$0.isMet(streams, settings, a) }) { a.miss(metric, unmet) }
        }
        return a
    }
}

extension Analyzer {
    /// Each session's figures from the seconds of the series its span holds (its start to its end).
    static func sessionFigures(_ series: RideSeries, _ sessions: [Totals]) -> [ActivityAnalysis.SessionFigures] {
        sessions.map { s in
            var f = ActivityAnalysis.SessionFigures(sport: s.sport)
            guard let start = s.startTime else { return f }
            let end = max(s.endTime ?? start, start &+ UInt32(max(0, s.elapsedTime ?? 0)))
            let from = max(0, Int(start) - Int(series.start)), to = min(series.count, Int(end) - Int(series.start) + 1)
            guard from < to else { return f }
            func slice(_ values: [Double]) -> [Double] { Array(values[from..<to]) }
            let hr = slice(series.heartRate), cadence = slice(series.cadence), power = slice(series.power)
            (f.avgHeartRate, f.maxHeartRate) = (RideMetrics.mean(hr), RideMetrics.maximum(hr))
            f.avgCadence = RideMetrics.mean(cadence.map { $0 > 0 ? $0 : .nan })
            f.maxCadence = RideMetrics.maximum(cadence)
            (f.avgPower, f.maxPower) = (PowerMetrics.average(power), RideMetrics.maximum(power))
            return f
        }
    }
}

extension ActivitySummary {
    /// The session's normalized_power, as the device computed it (none for several sessions: it does not add up).
    var sessionNormalizedPower: Double? { sessions.count == 1 ? sessions[0].normalizedPower : nil }
}
