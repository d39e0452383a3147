import FITKit

/// Totals, averages and maxima of a session, a lap, or a whole activity.
public struct Totals: Sendable {
    public var startTime: UInt32?
    /// The message's timestamp: when the lap or session ended.
    public var endTime: UInt32?
    public var startLatitude: Double?  // degrees
    public var startLongitude: Double?
    /// Laps: `active`, `rest`, `warmup`, … and what ended the lap (`manual`, `distance`, `time`, …).
    public var intensity: String?
    public var trigger: String?
    public var sport: String?
    public var subSport: String?
    public var distance: Double?  // m
    public var elapsedTime: Double?  // s
    public var timerTime: Double?  // s
    public var ascent: Double?  // m
    public var descent: Double?  // m
    public var avgSpeed: Double?  // m/s
    public var maxSpeed: Double?
    public var avgHeartRate: Double?  // bpm
    public var maxHeartRate: Double?
    public var avgCadence: Double?  // rpm
    public var maxCadence: Double?
    public var avgPower: Double?  // W
    public var maxPower: Double?
    public var calories: Double?  // kcal
    /// As the device computed them (sessions).
    public var normalizedPower: Double?  // W
    public var trainingStressScore: Double?

    public init() {}

    /// From a session or lap message, whose fields share their names.
    init<F: LapOrSessionField>(_ m: Message, _: F.Type) {
        startTime = m.time(F.startTime) ?? m.time(F.timestamp)
        endTime = m.time(F.timestamp)
        startLatitude = m.double(F.startPositionLat).map { degrees(semicircles: $0) }
        startLongitude = m.double(F.startPositionLong).map { degrees(semicircles: $0) }
        intensity = F.intensityField.flatMap { m.string($0) }
        trigger = m.string(F.triggerField)
        sport = m.string(F.sport)
        subSport = m.string(F.subSport)
        distance = m.double(F.totalDistance)
        elapsedTime = m.double(F.totalElapsedTime)
        timerTime = m.double(F.totalTimerTime)
        ascent = m.double(F.totalAscent)
        descent = m.double(F.totalDescent)
        avgSpeed = m.double(F.enhancedAvgSpeed) ?? m.double(F.avgSpeed)
        maxSpeed = m.double(F.enhancedMaxSpeed) ?? m.double(F.maxSpeed)
        avgHeartRate = m.double(F.avgHeartRate)
        maxHeartRate = m.double(F.maxHeartRate)
        avgCadence = m.double(F.avgCadence)
        maxCadence = m.double(F.maxCadence)
        avgPower = m.double(F.avgPower)
        maxPower = m.double(F.maxPower)
        calories = m.double(F.totalCalories)
        normalizedPower = m.double(F.normalizedPower)
        trainingStressScore = F.trainingStressScoreField.flatMap { m.double($0) }
    }
}

extension Totals {
    /// The field numbers `init(_:_:)` reads, for a plan that reads those alone (`ActivityReader`: the laps of
    /// a long ride are most of what `inspect` decodes in full). Listed beside the reading; a test holds the two
    /// together.
    static func fieldNumbers<F: LapOrSessionField>(_: F.Type) -> [UInt8] {
        let fields: [F?] = [
            F.startTime, F.timestamp, F.startPositionLat, F.startPositionLong, F.intensityField, F.triggerField,
            F.sport, F.subSport, F.totalDistance, F.totalElapsedTime, F.totalTimerTime, F.totalAscent,
            F.totalDescent, F.enhancedAvgSpeed, F.avgSpeed, F.enhancedMaxSpeed, F.maxSpeed, F.avgHeartRate,
            F.maxHeartRate, F.avgCadence, F.maxCadence, F.avgPower, F.maxPower, F.totalCalories,
            F.normalizedPower, F.trainingStressScoreField
        ]
        return fields.compactMap { $0?.fieldNumber }
    }
}

/// The fields laps and sessions share, under the same names; the few that differ are named by each.
public protocol LapOrSessionField: FieldName {
    static var startTime: Self { get }
    static var timestamp: Self { get }
    static var startPositionLat: Self { get }
    static var startPositionLong: Self { get }
    static var sport: Self { get }
    static var subSport: Self { get }
    static var totalDistance: Self { get }
    static var totalElapsedTime: Self { get }
    static var totalTimerTime: Self { get }
    static var totalAscent: Self { get }
    static var totalDescent: Self { get }
    static var enhancedAvgSpeed: Self { get }
    static var avgSpeed: Self { get }
    static var enhancedMaxSpeed: Self { get }
    static var maxSpeed: Self { get }
    static var avgHeartRate: Self { get }
    static var maxHeartRate: Self { get }
    static var avgCadence: Self { get }
    static var maxCadence: Self { get }
    static var avgPower: Self { get }
    static var maxPower: Self { get }
    static var totalCalories: Self { get }
    static var normalizedPower: Self { get }
    /// What ended it: `lap_trigger` for laps, `trigger` for sessions.
    static var triggerField: Self { get }
    /// Laps only.
    static var intensityField: Self? { get }
    /// Sessions only.
    static var trainingStressScoreField: Self? { get }
}

extension LapField: LapOrSessionField {
    public static var triggerField: Self { .lapTrigger }
    public static var intensityField: Self? { .intensity }
    public static var trainingStressScoreField: Self? { nil }
}

extension SessionField: LapOrSessionField {
    public static var triggerField: Self { .trigger }
    public static var intensityField: Self? { nil }
    public static var trainingStressScoreField: Self? { .trainingStressScore }
}

/// What a FIT file holds, in brief: the device, the activity's totals, laps, message counts and problems.
public struct ActivitySummary: Sendable {
    public var fileType: String?
    public var manufacturer: String?
    public var product: String?
    public var serialNumber: Int64?
    public var softwareVersion: Double?
    public var timeCreated: UInt32?
    /// What a course or workout file calls itself.
    public var name: String?
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
    /// A course's points, by FIT type, in the order their types first come.
    public var coursePoints: [(type: String, count: Int)] = []
    /// Developer field names with their units, in name order. A list, not a `[String: String]`: the first such
    /// dictionary a run makes costs a scan of every protocol conformance in the binary (`String: Hashable`).
    public var developerFields: [(name: String, units: String)] = []
    public var problems: [FITError] = []
    /// Whether the file holds `hr` messages, whose samples are merged into its records (`RecordPipeline`).
    public var hasHeartRateMessages = false
    /// Whether the file holds `hrv` messages: beat-to-beat intervals from a chest strap.
    public var hasBeatIntervals = false
    /// Heart rate samples of 0 (a strap that lost contact): left out of every figure, not problems.
    public var dropouts = 0
    /// Set when the file's times are relative (seconds since the device started, below
    /// `FITTime.relativeLimit`); `correction` is what makes them absolute, from the file's
    /// `timestamp_correlation` (nil when it has none). The summary's times are already corrected.
    public var relativeTime: RelativeTime?
    /// The records' clock runs and GPS stretches, when the summary was read with a timeline (for
    /// `RecordCleaner`); their times are the file's own, not corrected.
    public var timeline: RecordTimeline?
    /// The `length` messages of a pool swim marked active, and their timer time added up, s.
    public var activeLengths = 0
    public var activeLengthTime = 0.0
    /// Each active length of a pool swim, in order: when it began, its time, strokes and stroke.
    public var lengths: [SwimLength] = []

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
                let i = sessions.lastIndex(where: { ($0.startTime ?? .max) <= t })
            {
                last = i
            }
            result[last].append(lap)
        }
        return result
    }
}

extension ActivitySummary {
    /// Marks a file whose times are relative, and moves its times by the correction when there is one.
    mutating func correctRelativeTimes(_ correction: UInt32?) {
        guard let first = sessions.first?.startTime ?? laps.first?.startTime ?? computed?.startTime,
            first < FITTime.relativeLimit
        else { return }
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
        pauses = pauses.map {
            FITTime.absolute($0.lowerBound, shift: shift)...FITTime.absolute($0.upperBound, shift: shift)
        }
        timeCreated = timeCreated.map { FITTime.absolute($0, shift: shift) }
    }
}

extension Totals {
    /// `multisport`: the name for an activity whose sessions are of several sports (FIT's `sport` enum has it).
    public static let multisport = "multisport"
    /// The sport of pool and open-water swims.
    public static let swimming = Profile.Sport.swimming.text

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
            for s in sessions {
                if let v = s[keyPath: key], let w = s.timerTime ?? s.elapsedTime, w > 0 { total += v * w; weight += w }
            }
            return weight > 0 ? total / weight : nil
        }
        let first = sessions.min { ($0.startTime ?? .max) < ($1.startTime ?? .max) }
        startTime = first?.startTime
        endTime = sessions.compactMap(\.endTime).max()
        startLatitude = sessions.first { $0.startLatitude != nil }?.startLatitude
        startLongitude = sessions.first { $0.startLongitude != nil }?.startLongitude
        let sports = Set(sessions.compactMap(\.sport))
        sport = sports.count > 1 ? Totals.multisport : sports.first
        subSport =
            sports.count > 1
            ? nil : Set(sessions.compactMap(\.subSport)).count == 1 ? sessions.compactMap(\.subSport).first : nil
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

    /// For a summary that also learns the records' timeline (`ActivitySummary.timeline`).
    package init(timeline: Bool) {
        self.init()
        if timeline { self.timeline = RecordTimeline() }
    }

    private var timeline: RecordTimeline?

    /// For a builder whose records are checked and counted by `checks`, not totalled.
    init(checks: RecordChecks) {
        records = RecordTotals()
        self.checks = checks
    }

    /// Records with a timestamp so far.
    private var timedRecords: Int { checks?.timed ?? summary.timedRecordCount }

    /// Any decoded message; records are better given as samples (`add(record:)`), which is faster.
    public mutating func add(_ m: Message) {
        // Records are counted in `summary.recordCount`.
        if m.globalNumber != MessageNumber.record { count(m.globalNumber) }
        switch m.globalNumber {
        case MessageNumber.fileId:
            summary.fileType = summary.fileType ?? m.string(FileIdField.type)
            summary.manufacturer = summary.manufacturer ?? m.string(FileIdField.manufacturer)
            summary.product =
                summary.product
                ?? (m.string(FileIdField.garminProduct) ?? m.string(FileIdField.faveroProduct)
                    ?? m.int(FileIdField.product).map { String($0) } ?? m.string(FileIdField.productName))
            summary.serialNumber = summary.serialNumber ?? m.int(FileIdField.serialNumber)
            summary.timeCreated = summary.timeCreated ?? m.time(FileIdField.timeCreated)
        case MessageNumber.fileCreator:
            summary.softwareVersion = summary.softwareVersion ?? m.double(FileCreatorField.softwareVersion)
        case MessageNumber.deviceInfo:
            if summary.softwareVersion == nil,
                m.int(DeviceInfoField.deviceIndex) == 0
                    || m.holds(DeviceInfoField.deviceIndex, Profile.DeviceIndex.creator)
            {
                summary.softwareVersion = m.double(DeviceInfoField.softwareVersion)
            }
        case MessageNumber.activity:
            // Offsets beyond ±14 h are devices with an unset clock, not time zones.
            if let utc = m.time(ActivityField.timestamp), let local = m.int(ActivityField.localTimestamp),
                abs(local - Int64(utc)) <= 14 * 3600
            {
                summary.utcOffset = local - Int64(utc)
            }
        case MessageNumber.event: timerEvent(m)
        case MessageNumber.sport:
            // What a file without a session (a course, a workout) is for.
            fileSport = fileSport ?? m.string(SportField.sport)
        case MessageNumber.course:
            fileSport = fileSport ?? m.string(CourseField.sport)
            summary.name = summary.name ?? m.string(CourseField.name)
        case MessageNumber.coursePoint:
            let type = m.string(CoursePointField.type) ?? Profile.CoursePoint.generic.text
            if let i = summary.coursePoints.firstIndex(where: { $0.type == type }) {
                summary.coursePoints[i].count += 1
            } else {
                summary.coursePoints.append((type, 1))
            }
        case MessageNumber.workout:
            fileSport = fileSport ?? m.string(WorkoutField.sport)
            summary.name = summary.name ?? m.string(WorkoutField.wktName)
        case MessageNumber.timestampCorrelation:
            // The UTC time (timestamp) of a moment of the device's own clock.
            if correction == nil, let utc = m.time(TimestampCorrelationField.timestamp),
                let system = m.time(TimestampCorrelationField.systemTimestamp),
                system < FITTime.relativeLimit, utc >= FITTime.relativeLimit
            {
                correction = utc - system
            }
        case MessageNumber.session:
            let session = Totals(m, SessionField.self)
            // A timer does not run longer than the clock: the file's own figures contradict each other.
            if let timer = session.timerTime, let elapsed = session.elapsedTime, timer > elapsed + 1 {
                summary.problems.append(
                    FITError(
                        .invalidValue, at: m.offset, expected: "total_timer_time at most total_elapsed_time",
                        found: "timer \(Int(timer.rounded())) s, elapsed \(Int(elapsed.rounded())) s in a session"))
            }
            guard keeps(summary.sessions.count, .sessions, at: m.offset) else { break }
            summary.sessions.append(session)
            summary.sessionMarks.append(timedRecords)
        case MessageNumber.lap:
            guard keeps(summary.laps.count, .laps, at: m.offset) else { break }
            summary.laps.append(Totals(m, LapField.self))
        case MessageNumber.length:
            if m.holds(LengthField.lengthType, Profile.LengthType.active) {
                summary.activeLengths += 1
                let seconds = m.double(LengthField.totalTimerTime) ?? m.double(LengthField.totalElapsedTime) ?? 0
                summary.activeLengthTime += seconds
                if let start = m.time(LengthField.startTime), keeps(summary.lengths.count, .poolLengths, at: m.offset) {
                    summary.lengths.append(
                        SwimLength(
                            start: start, seconds: seconds, strokes: m.double(LengthField.totalStrokes),
                            stroke: m.string(LengthField.swimStroke)))
                }
            }
        case MessageNumber.record:
            let sample = RecordSample(m)
            if let checks { return checks.check(sample) }
            add(record: sample)
        case MessageNumber.fieldDescription: addDeveloperFieldName(m)
        default: break
        }
    }

    /// A field_description's name, with its units, in the sorted list of the file's developer fields.
    private mutating func addDeveloperFieldName(_ m: Message) {
        let name: String? =
            switch m[FieldDescriptionField.fieldName] {
            case .string(let s)?: s
            case .array(let items)?: items.first??.string
            default: nil
            }
        if let name {
            // Where the name goes in the sorted list, by halves: a file can describe a field under a new
            // name in every message, and a scan from the start made that take the square of their number.
            let fields = summary.developerFields
            var (low, high) = (0, fields.count)
            while low < high {
                let middle = (low + high) / 2
                if fields[middle].name < name { low = middle + 1 } else { high = middle }
            }
            if low == fields.count || fields[low].name != name,
                keeps(fields.count, .developerFieldNames, at: m.offset)
            {
                summary.developerFields.insert((name, m.string(FieldDescriptionField.units) ?? ""), at: low)
            }
        }
    }

    /// The most laps, sessions, pool lengths and developer field names a summary keeps. No real file comes near
    /// (a 24-hour track race lapped every 200 m has 4,800 laps); a file with more has a problem, and the rest are
    /// left out (their messages still counted), so that what a file says cannot make a summary grow without
    /// bound: a lap of 13 bytes is kept in 700, and a new developer field name is put in order among the others.
    package static let keptLimit = 10_000
    /// What a summary keeps at most `keptLimit` of, by the name a problem gives it.
    package enum Kept: String {
        case laps, sessions
        case poolLengths = "pool lengths"
        case developerFieldNames = "developer field names"
    }
    /// What a file had more of than `keptLimit`, each said once.
    private var overflowed: [Kept] = []

    /// Whether a summary holding `kept` of `what` keeps one more; past the limit, a problem the first time.
    private mutating func keeps(_ kept: Int, _ what: Kept, at offset: Int) -> Bool {
        guard kept >= Self.keptLimit else { return true }
        if !overflowed.contains(what) {
            overflowed.append(what)
            summary.problems.append(
                FITError(
                    .fileTooLarge, at: offset, expected: "at most \(Self.keptLimit) \(what.rawValue)",
                    found: "more; the rest are left out of the summary"))
        }
        return false
    }

    private var stoppedAt: UInt32?
    private var correction: UInt32?
    private var fileSport: String?

    private mutating func timerEvent(_ m: Message) {
        guard let event = TimerEvent(m), let t = m.time(EventField.timestamp) else { return }
        timerEvent(event, at: t)
    }

    /// A timer event read straight from its bytes through its definition's `plan` (an event `says` is the
    /// timer's); false, with nothing done, when its messages are not in the plain form: decode it for `add`.
    mutating func addTimerEvent(_ raw: borrowing RawMessage, _ plan: TimerEventPlan) -> Bool {
        // A compressed-timestamp header beside a timestamp field: decoding says which one the event has.
        guard plan.isPlain, plan.timestamp == nil || raw.compressedTimestamp == nil else { return false }
        count(MessageNumber.event)
        if let (event, t) = plan.read(raw) { timerEvent(event, at: t) }
        return true
    }

    private mutating func timerEvent(_ event: TimerEvent, at t: UInt32) {
        switch event {
        case .stop:
            summary.timerStopMarks.append(timedRecords)
            stoppedAt = stoppedAt ?? t
        case .start:
            guard let stop = stoppedAt else { return }
            if t > stop { summary.pauses.append(stop...t) }
            stoppedAt = nil
        }
    }

    /// Adds the columns of records read straight from their bytes.
    package mutating func addColumns(_ definition: MessageDefinition, developerFields: [DeveloperFieldInfo?]) {
        summary.layout.add(definition, developerFields: developerFields)
    }

    /// Adds the columns of a record decoded in full (without counting it: give it to `add` as well).
    public mutating func addColumns(_ record: Message) { summary.layout.add(record) }

    /// A record read straight from its bytes; counts as one record message.
    public mutating func add(record: RecordSample) {
        count(record: record.time != nil)
        records.add(record)
        if let t = record.time {
            timeline?.add(time: t, latitude: record[.latitude], longitude: record[.longitude])
        }
    }

    private mutating func count(record timed: Bool) {
        summary.recordCount += 1
        if timed { summary.timedRecordCount += 1 }
    }

    private var counter = MessageCounter()

    /// Counts a message that is not given to `add`.
    public mutating func count(_ global: UInt16) { counter.count(global) }

    /// Whether a message says anything to the summary; one that does not is only counted (`count`), not
    /// decoded: an event other than the timer's (gear changes, alerts: a file may hold thousands), a device's
    /// details once the creator's software version is known. Messages with developer fields are always decoded
    /// (the decoder reports those it cannot name).
    package func says(_ raw: borrowing RawMessage) -> Bool {
        let definition = raw.definition
        guard definition.developerFields.isEmpty else { return true }
        switch definition.globalNumber {
        case MessageNumber.event:
            // `event` is an enum, one byte; a file that gives it otherwise is decoded.
            guard
                let field = definition.fields.last(where: { $0.number == EventField.event.fieldNumber }),
                field.size == 1
            else { return true }
            return UInt64(raw.bytes[field.position]) == Profile.Event.timer.rawValue
        case MessageNumber.deviceInfo: return summary.softwareVersion == nil
        default: return true
        }
    }

    /// The messages `add` reads anything from (others need only be counted).
    package static let readNumbers = MessageNumbers([
        MessageNumber.fileId, MessageNumber.sport, MessageNumber.session, MessageNumber.lap, MessageNumber.record,
        MessageNumber.event, MessageNumber.deviceInfo, MessageNumber.course, MessageNumber.activity,
        MessageNumber.fileCreator, MessageNumber.timestampCorrelation, MessageNumber.fieldDescription,
        MessageNumber.developerDataId, MessageNumber.length, MessageNumber.workout, MessageNumber.coursePoint
    ])

    /// Counts messages counted elsewhere (passed over by the reader).
    package mutating func count(_ counted: MessageCounter) { counter.add(counted) }

    public mutating func finish(problems: [FITError] = []) -> ActivitySummary {
        var result = summary
        if let checks {
            result.recordCount = checks.records
            result.timedRecordCount = checks.timed
        }
        let records = records.all
        /// A message's name in the counts: the profile's, else its number.
        func name(_ number: UInt16) -> String { Profile.message(number)?.name ?? String(number) }
        for (number, n) in counter.seen { result.messageCounts[name(number), default: 0] += n }
        if result.recordCount > 0 {
            result.messageCounts[name(MessageNumber.record), default: 0] += result.recordCount
            if checks == nil { result.computed = records.totals(sport: fileSport) }
        }
        result.positionCount = checks?.positions ?? records.positionCount
        // Heart rates from `hr` messages are merged into records.
        result.hasBeatIntervals = counter.count(of: MessageNumber.hrv) > 0
        if counter.count(of: MessageNumber.hr) > 0 {
            result.hasHeartRateMessages = true
            result.layout.add(ActivityStreams.heartRate, units: "bpm")
        }
        result.problems = (summary.problems + problems + (checks?.problems ?? records.problems)).sorted {
            $0.offset < $1.offset
        }
        result.dropouts = checks?.dropouts ?? records.dropouts
        result.correctRelativeTimes(correction)
        if var timeline {
            timeline.finish()
            result.timeline = timeline
        }
        return result
    }
}
