/// A moment in time: the one place FIT's epoch (1989-12-31T00:00:00Z, what files hold) and Unix's (1970-01-01,
/// what the library, the services and the clock hold) meet. Everything that turns one into the other goes
/// through it, by name: `Instant(fit: t).unix`, `Instant(unix: u).fit`.
public struct Instant: Sendable, Hashable, Comparable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public let unix: Int64

    public init(unix: Int64) { self.unix = unix }
    /// A FIT date_time (seconds since 1989-12-31T00:00:00Z; negative before it).
    public init(fit: Int64) { unix = fit + Self.fitEpoch }
    public init(fit: UInt32) { self.init(fit: Int64(fit)) }

    /// Seconds since FIT's epoch (negative before it).
    public var fit: Int64 { unix - Self.fitEpoch }
    /// As a FIT date_time field holds it: clamped to the field's range.
    public var fitField: UInt32 { UInt32(clamping: fit) }

    /// ISO-8601 text, "2019-02-17T06:26:44Z", or local with its offset when `utcOffset` (seconds) is given.
    public func iso8601(utcOffset: Int64 = 0) -> String { FITTime.iso8601(fit, utcOffset: utcOffset) }

    /// Unix seconds at FIT's epoch.
    static let fitEpoch = FieldValue.fitEpochOffset

    public static func < (a: Instant, b: Instant) -> Bool { a.unix < b.unix }
}
