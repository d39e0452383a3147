import FITKit

/// Totals, averages and maxima of a session, a lap, or a whole activity.
public struct Totals: Sendable {
    public var startTime: UInt32?
    /// The message's timestamp: when the lap or session ended.
    public var endTime: UInt32?
    public var startLatitude: Double?     // degrees
    public var startLongitude: Double?
    /// Laps: `active`, `rest`, `warmup`, … and what ended the lap (`manual`, `distance`, `time`, …).
    public var intensity: String?
    public var trigger: String?
    public var sport: String?
    public var subSport: String?
    public var distance: Double?          // m
    public var elapsedTime: Double?       // s
    public var timerTime: Double?         // s
    public var ascent: Double?            // m
    public var descent: Double?           // m
    public var avgSpeed: Double?          // m/s
    public var maxSpeed: Double?
    public var avgHeartRate: Double?      // bpm
    public var maxHeartRate: Double?
    public var avgCadence: Double?        // rpm
    public var maxCadence: Double?
    public var avgPower: Double?          // W
    public var maxPower: Double?
    public var calories: Double?          // kcal
    /// As the device computed them (sessions).
    public var normalizedPower: Double?   // W
    public var trainingStressScore: Double?

    public init() {}

    /// From a session or lap message (field names are shared).
    init(_ m: Message) {
        startTime = m.time("start_time") ?? m.time("timestamp")
        endTime = m.time("timestamp")
        startLatitude = m.double("start_position_lat").map { degrees(semicircles: $0) }
        startLongitude = m.double("start_position_long").map { degrees(semicircles: $0) }
        intensity = m.string("intensity")
        trigger = m.string("lap_trigger") ?? m.string("trigger")
        sport = m.string("sport")
        subSport = m.string("sub_sport")
        distance = m.double("total_distance")
        elapsedTime = m.double("total_elapsed_time")
        timerTime = m.double("total_timer_time")
        ascent = m.double("total_ascent")
        descent = m.double("total_descent")
        avgSpeed = m.double("enhanced_avg_speed") ?? m.double("avg_speed")
        maxSpeed = m.double("enhanced_max_speed") ?? m.double("max_speed")
        avgHeartRate = m.double("avg_heart_rate")
        maxHeartRate = m.double("max_heart_rate")
        avgCadence = m.double("avg_cadence")
        maxCadence = m.double("max_cadence")
        avgPower = m.double("avg_power")
        maxPower = m.double("max_power")
        calories = m.double("total_calories")
        normalizedPower = m.double("normalized_power")
        trainingStressScore = m.double("training_stress_score")
    }
}

/// What a FIT file holds, in brief: the device, the activity's totals, laps, message counts and problems.
public struct ActivitySummary: Sendable {
    public var fileType: String?
    public var manufacturer: String?
    public var product: String?
    public var serialNumber: Int64?
    public var softwareVersion: Double?
    public var timeCreated: UInt32?
    /// Local time minus UTC, in seconds, from the activity message.
    public var utcOffset: Int64?
    public var sessions: [Totals] = []
    public var laps: [Totals] = []
    /// From the records when the file has no session message.
    public var computed: Totals?
    public var recordCount = 0
    /// Records with a position.
    public var positionCount = 0
    /// When the timer was stopped: from each stop to the next start (FIT seconds).
    public var pauses: [ClosedRange<UInt32>] = []
    /// Where the session messages and timer stops are in the file, as the number of timed records before each
    /// (exports split tracks and segments there).
    public var sessionMarks: [Int] = []
    public var timerStopMarks: [Int] = []
    /// Records with a timestamp.
    public var timedRecordCount = 0
    /// The record columns, when asked for (`ActivityReader.summary(of:columns:)`).
    public var layout = RecordLayout()
    public var messageCounts: [String: Int] = [:]
    /// Developer field names with their units.
    public var developerFields: [String: String] = [:]
    public var problems: [FITError] = []
    /// Heart rate samples of 0 (a strap that lost contact): left out of every figure, not problems.
    public var dropouts = 0
    /// Set when the file's times are relative (seconds since the device started, below
    /// `FITTime.relativeLimit`); `correction` is what makes them absolute, from the file's
    /// `timestamp_correlation` (nil when it has none). The summary's times are already corrected.
    public var relativeTime: RelativeTime?

    public struct RelativeTime: Sendable {
        public var correction: UInt32?
    }

    public init() {}

    /// The whole activity's totals: its session's; for a file of several sessions (a triathlon: swim,
    /// transition, bike, transition, run) the sessions' totals combined (`Totals(combining:)`); without a
    /// session, those computed from the records.
    public var totals: Totals? { sessions.count > 1 ? Totals(combining: sessions) : sessions.first ?? computed }

    /// The activity's sport: its sessions' when they share one, `multisport` when they differ.
    public var sport: String? { totals?.sport }

    /// The laps of each session: a lap belongs to the session whose time span holds its start (laps without
    /// times, to the session they follow in the file).
    public var lapsBySession: [[Totals]] {
        guard sessions.count > 1 else { return [laps] }
        var result = [[Totals]](repeating: [], count: sessions.count)
        var last = 0
        for lap in laps {
            if let t = lap.startTime,
               let i = sessions.lastIndex(where: { ($0.startTime ?? .max) <= t }) { last = i }
            result[last].append(lap)
        }
        return result
    }
}

extension ActivitySummary {
    /// Marks a file whose times are relative, and moves its times by the correction when there is one.
    mutating func correctRelativeTimes(_ correction: UInt32?) {
        guard let first = sessions.first?.startTime ?? laps.first?.startTime ?? computed?.startTime,
              first < FITTime.relativeLimit else { return }
        relativeTime = RelativeTime(correction: correction)
        guard let shift = correction else { return }
        func moved(_ t: Totals) -> Totals {
            var t = t
            t.startTime = t.startTime.map { FITTime.absolute($0, shift: shift) }
            t.endTime = t.endTime.map { FITTime.absolute($0, shift: shift) }
            return t
        }
        sessions = sessions.map(moved)
        laps = laps.map(moved)
        computed = computed.map(moved)
        pauses = pauses.map { FITTime.absolute($0.lowerBound, shift: shift)...FITTime.absolute($0.upperBound, shift: shift) }
        timeCreated = timeCreated.map { FITTime.absolute($0, shift: shift) }
    }
}

extension Totals {
    /// `multisport`: the name for an activity whose sessions are of several sports (FIT's `sport` enum has it).
    public static let multisport = "multisport"

    /// Several sessions as one activity. Distances, times, climbing, calories and training stress add up;
    /// maxima are the largest; averages are weighted by each session's timer time (speed is distance over
    /// timer time); the start is the first session's; the device's normalized power has no whole-file value.
    /// The sport is the sessions' if they share one, else `multisport` (transitions between sports count).
    public init(combining sessions: [Totals]) {
        self.init()
        func sum(_ key: KeyPath<Totals, Double?>) -> Double? {
            let values = sessions.compactMap { $0[keyPath: key] }
            return values.isEmpty ? nil : values.reduce(0, +)
        }
        func maximum(_ key: KeyPath<Totals, Double?>) -> Double? { sessions.compactMap { $0[keyPath: key] }.max() }
        func weighted(_ key: KeyPath<Totals, Double?>) -> Double? {
            var total = 0.0, weight = 0.0
            for s in sessions { if let v = s[keyPath: key], let w = s.timerTime ?? s.elapsedTime, w > 0 { total += v * w; weight += w } }
            return weight > 0 ? total / weight : nil
        }
        let first = sessions.min { ($0.startTime ?? .max) < ($1.startTime ?? .max) }
        startTime = first?.startTime
        endTime = sessions.compactMap(\.endTime).max()
        startLatitude = sessions.first { $0.startLatitude != nil }?.startLatitude
        startLongitude = sessions.first { $0.startLongitude != nil }?.startLongitude
        let sports = Set(sessions.compactMap(\.sport))
        sport = sports.count > 1 ? Totals.multisport : sports.first
        subSport = sports.count > 1 ? nil : Set(sessions.compactMap(\.subSport)).count == 1 ? sessions.compactMap(\.subSport).first : nil
        distance = sum(\.distance)
        elapsedTime = sum(\.elapsedTime)
        timerTime = sum(\.timerTime)
        ascent = sum(\.ascent)
        descent = sum(\.descent)
        calories = sum(\.calories)
        trainingStressScore = sum(\.trainingStressScore)
        if let d = distance, let t = timerTime, t > 0 { avgSpeed = d / t }
        maxSpeed = maximum(\.maxSpeed)
        avgHeartRate = weighted(\.avgHeartRate)
        maxHeartRate = maximum(\.maxHeartRate)
        avgCadence = weighted(\.avgCadence)
        maxCadence = maximum(\.maxCadence)
        avgPower = weighted(\.avgPower)
        maxPower = maximum(\.maxPower)
    }
}

/// Builds an `ActivitySummary` from messages as they stream by, in constant memory (laps aside).
public struct ActivitySummaryBuilder {
    private var summary = ActivitySummary()
    private var records: RecordTotals
    /// When set, records are only checked there, not totalled (`RecordChecks`): no `computed` totals.
    private let checks: RecordChecks?

    public init() {
        records = RecordTotals()
        checks = nil
    }

    /// For a builder that totals the records of the batches it claims, another thread the rest.
    init(claims: BatchClaims) {
        records = RecordTotals(claims: claims)
        checks = nil
    }

    /// For a builder whose records are checked and counted by `checks`, not totalled.
    init(checks: RecordChecks) {
        records = RecordTotals()
        self.checks = checks
    }

    /// Records with a timestamp so far.
    private var timedRecords: Int { checks?.timed ?? summary.timedRecordCount }

    /// Any decoded message; records are better given as samples (`add(record:)`), which is faster.
    public mutating func add(_ m: Message) {
        if m.globalNumber != 20 { count(m.globalNumber) }  // records are counted in `summary.recordCount`
        switch m.globalNumber {
        case 0:
            summary.fileType = summary.fileType ?? m.string("type")
            summary.manufacturer = summary.manufacturer ?? m.string("manufacturer")
            summary.product = summary.product ?? (m.string("garmin_product") ?? m.string("favero_product")
                ?? m.int("product").map { String($0) } ?? m.string("product_name"))
            summary.serialNumber = summary.serialNumber ?? m.int("serial_number")
            summary.timeCreated = summary.timeCreated ?? m.time("time_created")
        case 49:
            summary.softwareVersion = summary.softwareVersion ?? m.double("software_version")
        case 23:
            if summary.softwareVersion == nil, m.int("device_index") == 0 || m.string("device_index") == "creator" {
                summary.softwareVersion = m.double("software_version")
            }
        case 34:
            // Offsets beyond ±14 h are devices with an unset clock, not time zones.
            if let utc = m.time("timestamp"), let local = m.int("local_timestamp"), abs(local - Int64(utc)) <= 14 * 3600 {
                summary.utcOffset = local - Int64(utc)
            }
        case 21: timerEvent(m)
        case 12, 31:
            // sport or course: what a file without a session (a course, a workout) is for.
            fileSport = fileSport ?? m.string("sport")
        case 162:
            // timestamp_correlation: the UTC time (timestamp) of a moment of the device's own clock.
            if correction == nil, let utc = m.time("timestamp"), let system = m.time("system_timestamp"),
               system < FITTime.relativeLimit, utc >= FITTime.relativeLimit {
                correction = utc - system
            }
        case 18:
            summary.sessions.append(Totals(m))
            summary.sessionMarks.append(timedRecords)
        case 19: summary.laps.append(Totals(m))
        case 20:
            let sample = RecordSample(m)
            if let checks { return checks.check(sample) }
            count(record: sample.time != nil)
            if records.takesNext() { records.add(sample) } else { records.pass() }
        case 206:
            let name: String? = switch m["field_name"] {
            case .string(let s)?: s
            case .array(let items)?: items.first??.string
            default: nil
            }
            if let name, summary.developerFields[name] == nil { summary.developerFields[name] = m.string("units") ?? "" }
        default: break
        }
    }

    private var stoppedAt: UInt32?
    private var correction: UInt32?
    private var fileSport: String?

    private mutating func timerEvent(_ m: Message) {
        guard m.string("event") == "timer", let type = m.string("event_type"), let t = m.time("timestamp") else { return }
        if type.hasPrefix("stop") {
            summary.timerStopMarks.append(timedRecords)
            stoppedAt = stoppedAt ?? t
        } else if type == "start", let stop = stoppedAt {
            if t > stop { summary.pauses.append(stop...t) }
            stoppedAt = nil
        }
    }

    /// Adds the columns of records read straight from their bytes.
    public mutating func addColumns(_ definition: MessageDefinition, developerFields: [DeveloperFieldInfo?]) {
        summary.layout.add(definition, developerFields: developerFields)
    }

    /// Adds the columns of a record decoded in full (without counting it: give it to `add` as well).
    public mutating func addColumns(_ record: Message) { summary.layout.add(record) }

    /// A record read straight from its bytes; counts as one record message.
    public mutating func add(record: RecordSample) {
        count(record: record.time != nil)
        records.add(record)
    }

    /// Whether the next record is to be given to `add(record:)`; if not, another thread totals it, and it is
    /// only counted here (`pass(recordTimed:)`).
    mutating func takesNextRecord() -> Bool { records.takesNext() }

    /// Whether the record `pending` records after the next is the first of a batch of `RecordTotals.batchSize`.
    func atBatchStart(after pending: Int) -> Bool { records.atBatchStart(after: pending) }

    /// Records so far.
    var recordCount: Int { summary.recordCount }

    /// Counts a record that another thread totals, and whether it has a time.
    mutating func pass(recordTimed timed: Bool) {
        count(record: timed)
        records.pass()
    }

    private mutating func count(record timed: Bool) {
        summary.recordCount += 1
        if timed { summary.timedRecordCount += 1 }
    }

    private var counter = MessageCounter()

    /// Counts a message that is not given to `add`.
    public mutating func count(_ global: UInt16) { counter.count(global) }

    /// The messages `add` reads anything from (others need only be counted).
    public static let readNumbers = MessageNumbers([0, 12, 18, 19, 20, 21, 23, 31, 34, 49, 162, 206, 207])

    /// Counts messages counted elsewhere (passed over by the reader).
    public mutating func count(_ counted: MessageCounter) { counter.add(counted) }

    public mutating func finish(problems: [FITError] = []) -> ActivitySummary {
        finish(problems: problems, merging: nil)
    }

    /// - Parameter other: the records' totals of the other batches, from another thread.
    mutating func finish(problems: [FITError], merging other: RecordTotals?) -> ActivitySummary {
        var result = summary
        if let checks {
            result.recordCount = checks.records
            result.timedRecordCount = checks.timed
        }
        let records = records.merged(with: other)
        for (number, n) in counter.seen {
            result.messageCounts[Profile.message(number)?.name ?? String(number), default: 0] += n
        }
        if result.recordCount > 0 {
            result.messageCounts["record", default: 0] += result.recordCount
            if checks == nil { result.computed = records.totals(sport: fileSport) }
        }
        result.positionCount = checks?.positions ?? records.positionCount
        // Heart rates from `hr` messages are merged into records.
        if counter.count(of: 132) > 0 { result.layout.add(ActivityStreams.heartRate, units: "bpm") }
        result.problems = (problems + (checks?.problems ?? records.problems)).sorted { $0.offset < $1.offset }
        result.dropouts = checks?.dropouts ?? records.dropouts
        result.correctRelativeTimes(correction)
        return result
    }
}
