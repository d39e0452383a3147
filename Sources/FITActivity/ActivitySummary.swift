import FITKit

/// Totals, averages and maxima of a session, a lap, or a whole activity.
public struct Totals: Sendable {
    public var startTime: UInt32?
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

    public init() {}

    /// From a session or lap message (field names are shared).
    init(_ m: Message) {
        startTime = m.time("start_time") ?? m.time("timestamp")
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
    public var messageCounts: [String: Int] = [:]
    /// Developer field names with their units.
    public var developerFields: [String: String] = [:]
    public var problems: [FITError] = []

    public init() {}

    /// The sessions' totals, or those computed from the records.
    public var totals: Totals? { sessions.first ?? computed }
}

/// Builds an `ActivitySummary` from messages as they stream by, in constant memory (laps aside).
public struct ActivitySummaryBuilder {
    private var summary = ActivitySummary()
    private var records = RecordTotals()

    public init() {}

    public mutating func add(_ m: Message) {
        summary.messageCounts[m.name, default: 0] += 1
        for d in m.developerFields where summary.developerFields[d.name] == nil {
            summary.developerFields[d.name] = d.units
        }
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
            if let utc = m.time("timestamp"), let local = m.int("local_timestamp") { summary.utcOffset = local - Int64(utc) }
        case 18: summary.sessions.append(Totals(m))
        case 19: summary.laps.append(Totals(m))
        case 20:
            summary.recordCount += 1
            records.add(m)
        default: break
        }
    }

    public mutating func finish(problems: [FITError] = []) -> ActivitySummary {
        var result = summary
        if result.recordCount > 0 { result.computed = records.totals(sport: nil) }
        result.problems = (problems + records.problems).sorted { $0.offset < $1.offset }
        return result
    }
}

/// Running totals over records, for files without a session message.
struct RecordTotals {
    private var first: UInt32?, last: UInt32?
    private var distance: Double?
    private var ascent = 0.0, descent = 0.0, lastAltitude: Double?
    private var sums: [String: (sum: Double, count: Int, max: Double)] = [:]
    private(set) var problems: [FITError] = []

    mutating func add(_ m: Message) {
        if let t = m.time("timestamp") {
            if first == nil { first = t }
            last = t
        }
        if let d = m.double("distance") { distance = max(distance ?? 0, d) }
        if let a = m.double("enhanced_altitude") ?? m.double("altitude"), PhysicalLimits.altitude.contains(a) {
            if let l = lastAltitude { if a > l { ascent += a - l } else { descent += l - a } }
            lastAltitude = a
        }
        for (name, value) in [("speed", m.double("enhanced_speed") ?? m.double("speed")),
                              ("heart_rate", m.double("heart_rate")), ("cadence", m.double("cadence")),
                              ("power", m.double("power"))] {
            guard let v = value else { continue }
            guard let range = PhysicalLimits.range(of: name), range.contains(v) else {
                if problems.count < 1000 {
                    problems.append(FITError(.invalidValue, at: m.offset, expected: "\(name) within "
                                             + "\(PhysicalLimits.range(of: name)!)", found: "\(v)"))
                }
                continue
            }
            var s = sums[name] ?? (0, 0, -Double.infinity)
            s.sum += v
            s.count += 1
            s.max = max(s.max, v)
            sums[name] = s
        }
        for key in ["position_lat", "position_long"] {
            if let v = m.double(key) {
                let deg = degrees(semicircles: v)
                let range = key == "position_lat" ? PhysicalLimits.latitude : PhysicalLimits.longitude
                if !range.contains(deg) && problems.count < 1000 {
                    problems.append(FITError(.invalidValue, at: m.offset, expected: "\(key) within \(range)",
                                             found: "\(deg)°"))
                }
            }
        }
    }

    func totals(sport: String?) -> Totals {
        var t = Totals()
        t.startTime = first
        t.sport = sport
        t.distance = distance
        if let first, let last { t.elapsedTime = Double(last - first) }
        t.ascent = lastAltitude == nil ? nil : ascent.rounded()
        t.descent = lastAltitude == nil ? nil : descent.rounded()
        func avg(_ k: String) -> Double? { sums[k].map { $0.sum / Double($0.count) } }
        func mx(_ k: String) -> Double? { sums[k]?.max }
        (t.avgSpeed, t.maxSpeed) = (avg("speed"), mx("speed"))
        (t.avgHeartRate, t.maxHeartRate) = (avg("heart_rate"), mx("heart_rate"))
        (t.avgCadence, t.maxCadence) = (avg("cadence"), mx("cadence"))
        (t.avgPower, t.maxPower) = (avg("power"), mx("power"))
        return t
    }
}
