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
        AthleteSettings(
            ftp: other.ftp ?? ftp, cp: other.cp ?? cp, wPrime: other.wPrime ?? wPrime,
            lthr: other.lthr ?? lthr, maxHR: other.maxHR ?? maxHR, weight: other.weight ?? weight,
            powerZones: other.powerZones ?? powerZones, hrZones: other.hrZones ?? hrZones,
            ascentThreshold: other.ascentThreshold ?? ascentThreshold)
    }
}

/// The athlete settings file: one `key = value` a line, `#` comments, lists comma-separated:
///
///     ftp = 280
///     w_prime = 20000
///     power_zones = 0, 150, 210, 250, 295, 335, 420
///
/// Keys: ftp, cp, w_prime, lthr, max_hr, weight, power_zones, hr_zones, ascent_threshold.
extension AthleteSettings {
    public struct ParseError: Error, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }
    }

    public init(parsing text: String) throws(ParseError) {
        self.init()
        for setting in KeyValueText.lines(text) {
            let n = setting.number - 1, key = setting.key
            guard !key.isEmpty else { throw ParseError(line: setting.number, message: "expected key = value") }
            let numbers = setting.value.split(separator: ",").map { Double($0.trimmingWhitespace) }
            guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil && $0! >= 0 }) else {
                throw ParseError(line: n + 1, message: "\(key): expected a number or numbers ≥ 0")
            }
            let values = numbers.map { $0! }
            let single: Double? = values.count == 1 ? values[0] : nil
            // The same rule as the flags': an ascent threshold may be 0, the rider's figures not.
            func one(_ rule: ValueRule = .positive) throws(ParseError) -> Double {
                guard let single else { throw ParseError(line: n + 1, message: "\(key): expected one number") }
                if let why = rule.check(single) { throw ParseError(line: n + 1, message: "\(key): \(why)") }
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
            default: throw ParseError(line: n + 1, message: "unknown setting \(key)")
            }
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
