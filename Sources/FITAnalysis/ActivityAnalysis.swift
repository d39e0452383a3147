import FITActivity
import FITInput
import FITKit

/// Everything `fitkit analyze` reports about one activity. Metrics that cannot be computed are nil, and
/// `missing` says why (no power meter, no FTP given, …).
public struct ActivityAnalysis: Sendable {
    public var name = ""
    public var sport: String?
    public var startTime: UInt32?
    // The metrics' results, by row of the table (MetricTable.swift): read and written through `values` and
    // `structured`, so that the table is the one place a metric is named.
    /// Device distance (the records' distance) and distance along the GPS track, m.
    public var totalDistance: Double? {
        get { self[.totalDistance] }
        set { self[.totalDistance] = newValue }
    }
    public var gpsDistance: Double? { self[.gpsDistance] }
    public var totalElapsedTime: Double? {
        get { self[.totalElapsedTime] }
        set { self[.totalElapsedTime] = newValue }
    }
    public var totalTimerTime: Double? {
        get { self[.totalTimerTime] }
        set { self[.totalTimerTime] = newValue }
    }
    public var movingTime: Double? {
        get { self[.movingTime] }
        set { self[.movingTime] = newValue }
    }
    public var totalAscent: Double? {
        get { self[.totalAscent] }
        set { self[.totalAscent] = newValue }
    }
    public var totalDescent: Double? { self[.totalDescent] }
    /// The rise that counted toward ascent and descent, m.
    public var ascentThreshold: Double { self[.ascentThreshold] ?? RideMetrics.defaultAscentThreshold }
    public var avgSpeed: Double? {
        get { self[.avgSpeed] }
        set { self[.avgSpeed] = newValue }
    }
    public var maxSpeed: Double? { self[.maxSpeed] }
    public var avgCadence: Double? { self[.avgCadence] }
    public var maxCadence: Double? { self[.maxCadence] }

    /// Average power over every second with a value, zeros (coasting) included: GoldenCheetah's and
    /// Strava's rule. `avgPowerNonzero` leaves zeros out, as many head units do for their session average.
    public var avgPower: Double? { self[.avgPower] }
    public var avgPowerNonzero: Double? { self[.avgPowerNonzero] }
    public var maxPower: Double? { self[.maxPower] }
    public var normalizedPower: Double? { self[.normalizedPower] }
    public var intensityFactor: Double? { self[.intensityFactor] }
    public var trainingStressScore: Double? { self[.trainingStressScore] }
    public var variabilityIndex: Double? { self[.variabilityIndex] }
    public var work: Double? { self[.work] }  // kJ
    /// Seconds with a power sample (the duration TSS counts).
    public var powerSeconds: Double? { self[.powerTime] }
    /// Average and normalized power per kilogram of the rider (needs the weight setting).
    public var avgPowerPerKg: Double? { self[.avgPowerPerKg] }
    public var normalizedPowerPerKg: Double? { self[.normalizedPowerPerKg] }
    public var wPrimeBalanceMin: Double? { self[.wPrimeBalanceMin] }  // J
    public var leftRightBalance: Balance? { structured[Metric.leftRightBalance.key] as? Balance }
    public var powerCurve: MeanMaxCurve? { structured[Metric.powerCurve.key] as? MeanMaxCurve }
    public var timeInPowerZones: [Double]? { structured[Metric.timeInPowerZones.key] as? [Double] }
    public var powerZones: Zones? { structured[Metric.powerZones.key] as? Zones }

    public var avgHeartRate: Double? { self[.avgHeartRate] }
    public var maxHeartRate: Double? { self[.maxHeartRate] }
    public var timeInHRZones: [Double]? { structured[Metric.timeInHRZones.key] as? [Double] }
    public var hrZones: Zones? { structured[Metric.hrZones.key] as? Zones }
    public var aerobicDecoupling: Double? { self[.aerobicDecoupling] }  // %

    /// Left and right shares of the power, %.
    public struct Balance: Sendable {
        public let left, right: Double
    }
    /// The best average power over a named duration.
    public struct Effort: Sendable {
        public let seconds: Int
        public let watts: Double
    }

    /// A numeric metric's result.
    package subscript(metric: Metric) -> Double? {
        get { values[metric.key] }
        set { values[metric.key] = newValue }
    }

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
    /// The metrics' numbers, by key.
    package var values: [String: Double] = [:]
    /// The structured metrics' values (a curve, zones, a balance), by key.
    package var structured: [String: any Sendable] = [:]
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

    /// Best efforts at the named durations.
    public var bestEfforts: [Effort] { structured[Metric.bestEfforts.key] as? [Effort] ?? [] }
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
    public static let activityType = Profile.File.activity.text

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

    /// An input's summary and its records on a 1 s grid; the temperature stream only when asked for.
    public static func read(_ item: InputItem, options: DecodeOptions = DecodeOptions(), temperature: Bool = false)
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
        var builder = RideSeries.Builder(layout: summary.layout, temperature: temperature)
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
        var series = builder.finish(cleaning: cleaner.report, distance: cleaner.distanceCounted)
        if summary.hasBeatIntervals {
            series.beats = Self.beats(of: try open(), options: options, shift: rows.timeShift, start: series.start)
        }
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
        if summary.sessions.count > 1 { a.sessionFigures = Self.sessionFigures(series, summary.sessions) }

        let ride = Metric.Ride(
            series: series, summary: summary, settings: settings, streams: Requirement.Streams(series),
            session: session, clockJumped: clockJumped,
            poolSwim: summary.activeLengths > 0 && summary.sessions.allSatisfy { $0.sport == Totals.swimming },
            pauses: summary.pauses.map {
                (Int($0.lowerBound) - Int(series.start))..<(Int($0.upperBound) - Int(series.start))
            })
        // Each metric whose requirements are met, after those it reads; then why each that is not there is not:
        // the first of its requirements the ride or the settings do not meet, unless its computation said why.
        for metric in Metric.computeOrder {
            guard metric.requires.allSatisfy({ $0.isMet(ride) }) else { continue }
            switch metric.compute(Metric.Inputs(ride: ride, analysis: a)) {
            case .number(let v): a.values[metric.key] = v
            case .structured(let v): a.structured[metric.key] = v
            case .missing(let reason): a.missing[metric] = reason
            case .none: break
            }
        }
        for metric in Metric.all where a.missing[metric] == nil && !metric.isPresent(in: a) {
            if let unmet = metric.requires.first(where: { !$0.isMet(ride) }) {
                a.miss(metric, unmet)
            }
        }
        return a
    }
}

extension Analyzer {
    /// The RR intervals of a file's `hrv` messages on the series' clock (s from `start`), by `Beats`' rule:
    /// running on from the first record's time, started again from a record's time when they fall behind it.
    static func beats(of source: some ByteSource, options: DecodeOptions, shift: UInt32, start: UInt32) -> Beats {
        var beats = Beats()
        var clock: Double?, lastRecord: Double?
        let decoder = FITDecoder(source: source, options: options)
        while let message = try? decoder.next() {
            if message.globalNumber == MessageNumber.record,
                let t = message.time(RecordField.timestamp).map({ FITTime.absolute($0, shift: shift) })
            {
                let time = Double(Int64(t) - Int64(start))
                lastRecord = time
                if (clock ?? -.infinity) < time - Beats.resync { clock = time }
            } else if message.globalNumber == MessageNumber.hrv, var at = clock ?? lastRecord {
                let values: [Double?] =
                    switch message[HrvField.time] {
                    case .array(let items)?: items.map { $0?.double }
                    case let v?: [v.double]
                    case nil: []
                    }
                for value in values {
                    // An invalid interval: a beat not measured; the next record's time takes the clock on.
                    guard let seconds = value, seconds > 0 else { continue }
                    at += seconds
                    beats.times.append(at)
                    beats.intervals.append(seconds * 1000)
                }
                clock = at
            }
        }
        return beats
    }

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

extension AnalysisError {
    /// The one line the commands print for it, naming the input once, with what to do.
    package func line(_ name: String) -> String {
        if case .decode(let e) = self { return "\(name): \(e) (\(e.advice))" }
        let text = "\(self)"
        return text.hasPrefix(name + ":") ? text : name + ": " + text
    }
}
