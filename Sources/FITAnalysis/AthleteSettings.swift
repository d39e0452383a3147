import FITKit
import FITSupport

/// What the metrics need to know about the rider. Every field is optional: a metric that needs a missing
/// setting says so instead of guessing.
public struct AthleteSettings: Sendable, Equatable {
    /// Functional threshold power, W (IF, TSS, power zones).
    public var ftp: Double?
    /// Critical power, W, and W′, J (W′ balance). CP defaults to nothing, not to FTP: they differ.
    public var cp: Double?
    public var wPrime: Double?
    /// Lactate threshold heart rate and maximum heart rate, bpm (heart-rate zones).
    public var lthr: Double?
    public var maxHR: Double?
    /// kg, for W/kg.
    public var weight: Double?
    /// Lower edges of the power zones in W, replacing the Coggan zones from FTP.
    public var powerZones: [Double]?
    /// Lower edges of the heart-rate zones in bpm, replacing the zones from LTHR or maximum heart rate.
    public var hrZones: [Double]?
    /// The rise, in metres, that counts toward ascent (`RideMetrics.elevation`); nil for the default, 3 m.
    public var ascentThreshold: Double?
    /// DFA α1's window and its step, s (`HeartRateVariability`; nil for 120 and 5).
    public var alpha1Window: Double?
    public var alpha1Step: Double?
    /// Keys of the athlete config not in force yet on the day these settings are for, with the day their first
    /// dated value holds from: what a metric missing them says.
    public var firstDays: [String: Int64] = [:]

    public init(
        ftp: Double? = nil, cp: Double? = nil, wPrime: Double? = nil, lthr: Double? = nil,
        maxHR: Double? = nil, weight: Double? = nil, powerZones: [Double]? = nil, hrZones: [Double]? = nil,
        ascentThreshold: Double? = nil
    ) {
        self.ftp = ftp
        self.cp = cp
        self.wPrime = wPrime
        self.lthr = lthr
        self.maxHR = maxHR
        self.weight = weight
        self.powerZones = powerZones
        self.hrZones = hrZones
        self.ascentThreshold = ascentThreshold
    }

    /// `other`'s settings where it has them, these elsewhere (flags over the config file).
    public func overridden(by other: AthleteSettings) -> AthleteSettings {
        var result = AthleteSettings(
            ftp: other.ftp ?? ftp, cp: other.cp ?? cp, wPrime: other.wPrime ?? wPrime,
            lthr: other.lthr ?? lthr, maxHR: other.maxHR ?? maxHR, weight: other.weight ?? weight,
            powerZones: other.powerZones ?? powerZones, hrZones: other.hrZones ?? hrZones,
            ascentThreshold: other.ascentThreshold ?? ascentThreshold)
        result.alpha1Window = other.alpha1Window ?? alpha1Window
        result.alpha1Step = other.alpha1Step ?? alpha1Step
        result.firstDays = firstDays.merging(other.firstDays) { a, _ in a }
        return result
    }
}

/// The athlete settings file: one `key = value` a line, `#` comments, lists comma-separated, and a value may
/// say from which day it holds (`since YYYY-MM-DD`, the rider's local day): a later line for the same key takes
/// over from its day, and a value without a day holds from the start.
///
///     ftp = 250
///     ftp = 280 since 2025-03-01
///     w_prime = 20000
///     power_zones = 0, 150, 210, 250, 295, 335, 420
///
/// Keys: ftp, cp, w_prime, lthr, max_hr, weight, power_zones, hr_zones, ascent_threshold.
public struct AthleteHistory: Sendable {
    /// Each setting line: from which local day (days since 1970-01-01; nil: from the start) it holds what.
    struct Entry: Sendable {
        let since: Int64?
        let settings: AthleteSettings
        let keys: Set<String>
    }

    private var entries: [Entry] = []

    public init() {}

    /// The same settings on every day.
    public init(_ settings: AthleteSettings) {
        entries = [Entry(since: nil, settings: settings, keys: Set(AthleteSettings.keys))]
    }

    public struct ParseError: Error, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }
    }

    public init(parsing text: String) throws(ParseError) {
        for setting in KeyValueText.lines(text) {
            let n = setting.number
            guard !setting.key.isEmpty else { throw ParseError(line: n, message: "expected key = value") }
            var value = Substring(setting.value)
            var since: Int64?
            if let range = value.firstRange(of: " since ") {
                let day = value[range.upperBound...].trimmingWhitespace
                guard let parsed = Self.day(day) else {
                    throw ParseError(line: n, message: "\(setting.key): since \(day): give a day as YYYY-MM-DD")
                }
                since = parsed
                value = value[..<range.lowerBound]
            }
            var settings = AthleteSettings()
            do throws(AthleteSettings.ParseError) {
                try settings.set(setting.key, String(value))
            } catch {
                throw ParseError(line: n, message: error.description)
            }
            entries.append(Entry(since: since, settings: settings, keys: [setting.key]))
        }
        // Stable: undated lines first, then by day; a later line of the same day wins.
        entries = entries.enumerated().sorted { a, b in
            (a.element.since ?? .min, a.offset) < (b.element.since ?? .min, b.offset)
        }.map(\.element)
    }

    /// The settings in force on a local day (days since 1970-01-01): each key's latest value from that day or
    /// before; a key whose first value comes later is not known yet.
    public func settings(onDay day: Int64) -> AthleteSettings {
        var result = AthleteSettings()
        for entry in entries where (entry.since ?? .min) <= day {
            result = result.overridden(by: entry.settings)
        }
        for entry in entries {
            guard let since = entry.since, since > day else { continue }
            for key in entry.keys where result.firstDays[key] == nil && firstDay(of: key) == since {
                result.firstDays[key] = since
            }
        }
        return result
    }

    /// The settings in force when a ride started: `start` in FIT seconds (UTC), `utcOffset` its local offset.
    public func settings(atFIT start: UInt32?, utcOffset: Int64?) -> AthleteSettings {
        guard let start else { return settings(onDay: .max) }
        return settings(onDay: Self.localDay(unix: Instant(fit: start).unix, utcOffset: utcOffset))
    }

    /// The first day a key has a value when every value of it is dated (nil otherwise): why a setting is missing
    /// on a day before it.
    public func firstDay(of key: String) -> Int64? {
        let lines = entries.filter { $0.keys.contains(key) }
        guard !lines.isEmpty, lines.allSatisfy({ $0.since != nil }) else { return nil }
        return lines.compactMap(\.since).min()
    }

    /// The rider's local day of a moment (days since 1970-01-01).
    public static func localDay(unix: Int64, utcOffset: Int64?) -> Int64 {
        let local = unix + (utcOffset ?? 0)
        return local >= 0 ? local / 86_400 : -((-local + 86_399) / 86_400)
    }

    /// Days since 1970-01-01 of YYYY-MM-DD, nil when it is not a real day.
    public static func day(_ text: String) -> Int64? { FITTime.day(text) }

    /// Flags over the file: `flags`' settings hold on every day, over every line (applied last).
    public func overridden(by flags: AthleteSettings) -> AthleteHistory {
        var copy = self
        copy.entries.append(Entry(since: nil, settings: flags, keys: []))
        return copy
    }
}

extension AthleteSettings {
    /// The keys of the settings file.
    static let keys = [
        "ftp", "cp", "w_prime", "lthr", "max_hr", "weight", "power_zones", "hr_zones", "ascent_threshold"
    ]

    public struct ParseError: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// One `key = value` of the settings file, by the flags' rules (an ascent threshold may be 0, the rider's
    /// figures not).
    mutating func set(_ key: String, _ value: String) throws(ParseError) {
        let parts = value.split(separator: ",")
        let values = parts.compactMap { Double($0.trimmingWhitespace) }.filter { $0 >= 0 }
        guard !parts.isEmpty, values.count == parts.count else {
            throw ParseError(message: "\(key): expected a number or numbers ≥ 0")
        }
        let single: Double? = values.count == 1 ? values[0] : nil
        func one(_ rule: ValueRule = .positive) throws(ParseError) -> Double {
            guard let single else { throw ParseError(message: "\(key): expected one number") }
            if let why = rule.check(single) { throw ParseError(message: "\(key): \(why)") }
            return single
        }
        switch key {
        case "ftp": ftp = try one()
        case "cp": cp = try one()
        case "w_prime": wPrime = try one()
        case "lthr": lthr = try one()
        case "max_hr": maxHR = try one()
        case "weight": weight = try one()
        case "power_zones": powerZones = values
        case "hr_zones": hrZones = values
        case "ascent_threshold": ascentThreshold = try one(.nonNegative)
        case "alpha1_window": alpha1Window = try one()
        case "alpha1_step": alpha1Step = try one()
        default: throw ParseError(message: "unknown setting \(key)")
        }
    }
}

extension Substring {
    /// Without leading and trailing whitespace (no Foundation).
    public var trimmingWhitespace: String {
        var s = self
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return String(s)
    }
}
