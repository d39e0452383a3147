/// A decoded field value.
public enum FieldValue: Sendable, Equatable {
    case int(Int64)
    /// Unsigned 64-bit values above `Int64.max`.
    case uint(UInt64)
    case double(Double)
    /// Text, or the profile name of an enumerated value.
    case string(String)
    /// A date_time: seconds since the FIT epoch, 1989-12-31T00:00:00Z.
    case time(UInt32)
    /// Arrays keep their invalid elements as nil so positions stay meaningful.
    case array([FieldValue?])

    /// Seconds between the Unix epoch and the FIT epoch.
    public static let fitEpochOffset: Int64 = 631_065_600

    /// The value as a number when it is one (times as seconds since the FIT epoch).
    public var double: Double? {
        switch self {
        case .int(let v): Double(v)
        case .uint(let v): Double(v)
        case .double(let v): v
        case .time(let v): Double(v)
        case .string, .array: nil
        }
    }

    /// The value as a whole number when it is one (times as seconds since the FIT epoch).
    public var int: Int64? {
        switch self {
        case .int(let v): v
        case .uint(let v): v <= UInt64(Int64.max) ? Int64(v) : nil
        case .double(let v): v.isFinite && v.rounded() == v && abs(v) < 9e18 ? Int64(v) : nil
        case .time(let v): Int64(v)
        case .string, .array: nil
        }
    }

    /// The text of a string, or the name of a named profile value.
    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }
}
