import FITActivity
import FITKit

/// What the figures over time (fitness, totals, critical power) need of one ride: from its analysis when it is
/// read from a file, or from the library's row, which keeps the same figures.
public struct RideFigures: Sendable {
    /// The library's activity id, when it comes from the library.
    public var id: Int64?
    /// The library's title, else the file's name.
    public var name: String
    /// UTC start, Unix seconds, and the rider's local offset from UTC (seconds; nil: unknown, taken as UTC).
    public var start: Int64
    public var utcOffset: Int64?
    public var sport: String?
    /// Metres, seconds, metres, kJ.
    public var distance: Double?
    public var movingTime: Double?
    public var timerTime: Double?
    public var ascent: Double?
    public var work: Double?
    public var normalizedPower: Double?
    /// Seconds with power.
    public var powerSeconds: Double?
    public var avgHeartRate: Double?
    public var curve: SampledCurve?

    public init(id: Int64? = nil, name: String, start: Int64, utcOffset: Int64? = nil) {
        self.id = id
        self.name = name
        self.start = start
        self.utcOffset = utcOffset
    }

    /// A ride read from a file; nil without a start.
    public init?(_ a: ActivityAnalysis, utcOffset: Int64?) {
        guard let start = a.startTime else { return nil }
        self.init(name: a.name, start: Instant(fit: start).unix, utcOffset: utcOffset)
        sport = a.sport
        (distance, movingTime, timerTime, ascent) = (a.totalDistance, a.movingTime, a.totalTimerTime, a.totalAscent)
        (work, normalizedPower, powerSeconds) = (a.work, a.normalizedPower, a.powerSeconds)
        avgHeartRate = a.avgHeartRate
        curve = a.powerCurve.map(SampledCurve.init)
    }

    /// The rider's local day of the start (days since 1970-01-01): the day its stress counts on.
    public var day: Int64 { AthleteHistory.localDay(unix: start, utcOffset: utcOffset) }

    /// YYYY-MM-DD of `day`.
    public static func dayText(_ day: Int64) -> String {
        let (y, m, d) = FITTime.civil(day)
        func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(y)-\(two(m))-\(two(d))"
    }
}
