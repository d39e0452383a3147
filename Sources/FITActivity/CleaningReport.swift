/// What the cleaning rules left out of an activity's records, and why: every computed figure says it
/// (docs/METRICS.md, "What is left out").
public struct CleaningReport: Sendable, Equatable {
    /// What was left out: whole records, a stream's samples, or positions.
    public enum Subject: String, Sendable, Comparable {
        case records, power, heartRate = "heart_rate", cadence, speed, altitude, distance, positions

        /// How a count of them reads: "4 power samples".
        func noun(_ count: Int) -> String {
            let samples = count == 1 ? "sample" : "samples"
            switch self {
            case .records: return count == 1 ? "record" : "records"
            case .positions: return count == 1 ? "position" : "positions"
            case .heartRate: return "heart-rate " + samples
            default: return rawValue + " " + samples
            }
        }

        /// The units of the stream's values.
        var unit: String {
            switch self {
            case .power: "W"
            case .heartRate: "bpm"
            case .cadence: "rpm"
            case .speed: "m/s"
            case .altitude, .distance: "m"
            case .records, .positions: ""
            }
        }

        public static func < (a: Subject, b: Subject) -> Bool { a.order < b.order }
        private var order: Int {
            switch self {
            case .records: 0
            case .power: 1
            case .heartRate: 2
            case .cadence: 3
            case .speed: 4
            case .altitude: 5
            case .distance: 6
            case .positions: 7
            }
        }
    }

    /// Why.
    public enum Reason: Sendable, Hashable, Comparable {
        /// Above or below the physical limit of the stream (`PhysicalLimits`), in the stream's units.
        case above(Double, unit: String)
        case below(Double, unit: String)
        /// A heart rate of 0: the strap lost contact.
        case dropout
        /// Stamped outside the ride's time: the device's clock jumped (set mid-ride, or not set).
        case clockJump
        /// Stamped before the record before them.
        case backwards
        /// More than two days after the start (`RideSeries.maximumLength`).
        case beyondTwoDays
        /// In a stretch of fewer than `RecordTimeline.minimumStretch` fixes between GPS jumps.
        case gpsJump
        /// At 0°,0°: a receiver without a fix.
        case noFix
        /// A distance or altitude that moved faster than anything can (`PhysicalLimits.speed`, in m/s).
        case tooFast
        /// A distance counter's value below its highest so far, not a restart (`DistanceCounter`).
        case outOfOrder

        var text: String {
            switch self {
            case .above(let limit, let unit): "above \(Self.number(limit)) \(unit)"
            case .below(let limit, let unit): "below \(Self.number(limit)) \(unit)"
            case .dropout: "of 0 (the sensor lost contact)"
            case .clockJump: "stamped outside the ride's time (the device's clock jumped)"
            case .backwards: "stamped before the record before them"
            case .beyondTwoDays: "more than two days after the start"
            case .gpsJump: "in GPS jumps (stretches of fewer than \(RecordTimeline.minimumStretch) fixes between jumps)"
            case .noFix: "at 0°, 0° (no fix)"
            case .tooFast: "changing faster than \(Self.number(PhysicalLimits.speed.upperBound)) m/s"
            case .outOfOrder: "below the counter's highest value so far (records out of order, interleaved streams)"
            }
        }

        /// 4000 -> "4,000", -500 -> "-500".
        static func number(_ v: Double) -> String {
            let whole = Int(v.rounded())
            var digits = String(abs(whole)), grouped = ""
            while digits.count > 3 {
                grouped = "," + digits.suffix(3) + grouped
                digits = String(digits.dropLast(3))
            }
            return (whole < 0 ? "-" : "") + digits + grouped
        }
    }

    /// One line of the report.
    public struct Entry: Sendable, Equatable {
        public let subject: Subject
        public let reason: Reason
        public let count: Int

        /// "4 power samples above 4,000 W".
        public var text: String { "\(count) \(subject.noun(count)) \(reason.text)" }
        /// What JSON outputs give as `reason`: the text without the count and subject.
        public var reasonText: String { reason.text }
    }

    private var counts: [Key: Int] = [:]

    private struct Key: Hashable {
        let subject: Subject
        let reason: Reason
    }

    public init() {}

    public var isEmpty: Bool { counts.isEmpty }

    public mutating func add(_ subject: Subject, _ reason: Reason, _ count: Int = 1) {
        guard count > 0 else { return }
        counts[Key(subject: subject, reason: reason), default: 0] += count
    }

    /// Adds another report's counts (several rides, or two steps of one).
    public mutating func add(_ other: CleaningReport) {
        for (key, n) in other.counts { counts[key, default: 0] += n }
    }

    /// The entries, records first, then by stream and reason.
    public var entries: [Entry] {
        counts.map { Entry(subject: $0.key.subject, reason: $0.key.reason, count: $0.value) }
            .sorted { ($0.subject, $0.reason) < ($1.subject, $1.reason) }
    }

    /// How many of `subject` were left out, for every reason.
    public func count(_ subject: Subject) -> Int {
        counts.reduce(0) { $0 + ($1.key.subject == subject ? $1.value : 0) }
    }

    /// How many of `subject` were left out for `reason`.
    public func count(_ subject: Subject, _ reason: Reason) -> Int {
        counts[Key(subject: subject, reason: reason)] ?? 0
    }

    /// "4 power samples above 4,000 W; 3 records stamped …", or nil when nothing was left out.
    public var line: String? { isEmpty ? nil : entries.map(\.text).joined(separator: "; ") }
}
