/// What the metrics need to know about the rider. Every field is optional: a metric that needs a missing
/// setting says so instead of guessing.
public struct AthleteSettings: Sendable, Codable, Equatable {
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

    public init(ftp: Double? = nil, cp: Double? = nil, wPrime: Double? = nil, lthr: Double? = nil,
                maxHR: Double? = nil, weight: Double? = nil, powerZones: [Double]? = nil, hrZones: [Double]? = nil) {
        self.ftp = ftp
        self.cp = cp
        self.wPrime = wPrime
        self.lthr = lthr
        self.maxHR = maxHR
        self.weight = weight
        self.powerZones = powerZones
        self.hrZones = hrZones
    }

    enum CodingKeys: String, CodingKey {
        case ftp, cp, wPrime = "w_prime", lthr, maxHR = "max_hr", weight, powerZones = "power_zones",
             hrZones = "hr_zones"
    }

    /// `other`'s settings where it has them, these elsewhere (flags over the config file).
    public func overridden(by other: AthleteSettings) -> AthleteSettings {
        AthleteSettings(ftp: other.ftp ?? ftp, cp: other.cp ?? cp, wPrime: other.wPrime ?? wPrime,
                        lthr: other.lthr ?? lthr, maxHR: other.maxHR ?? maxHR, weight: other.weight ?? weight,
                        powerZones: other.powerZones ?? powerZones, hrZones: other.hrZones ?? hrZones)
    }
}
