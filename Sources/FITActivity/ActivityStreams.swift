import FITKit

/// An activity's records as time-aligned columns: every column has one entry per sample, nil where the
/// record had no (valid) value, so columns never slide against each other.
public struct ActivityStreams: Sendable {
    /// Sample times, seconds since the FIT epoch.
    public internal(set) var time: [UInt32] = []
    /// The named columns fitkit knows, and any other numeric record field by its profile name.
    public internal(set) var columns: [String: [Double?]] = [:]
    /// Values outside physical ranges, and records without time, found while building.
    public internal(set) var problems: [FITError] = []

    public static let distance = "distance", altitude = "altitude", speed = "speed", heartRate = "heart_rate"
    public static let cadence = "cadence", power = "power", temperature = "temperature"
    public static let latitude = "latitude", longitude = "longitude"

    public var count: Int { time.count }
    public subscript(column: String) -> [Double?]? { columns[column] }
    public var hasPositions: Bool { columns[Self.latitude]?.contains { $0 != nil } ?? false }
}

/// Builds `ActivityStreams` from decoded messages; give it every message in file order.
public struct ActivityStreamsBuilder {
    private var streams = ActivityStreams()

    public init() {}

    public mutating func add(_ message: Message) {
        guard message.globalNumber == MessageNumber.record else { return }
        guard let t = message.time(RecordField.timestamp) else {
            streams.problems.append(
                FITError(
                    .invalidValue, at: message.offset, expected: "a record timestamp",
                    found: "none; record left out"))
            return
        }
        let index = streams.time.count
        streams.time.append(t)
        var seen: Set<String> = []
        func put(_ name: String, _ value: Double?) {
            guard let value, !seen.contains(name) else { return }
            seen.insert(name)
            streams.columns[name, default: []].appendAligned(value, at: index)
        }
        for field in message.fields {
            guard let v = field.value.double else { continue }
            switch field.name {
            case RecordField.timestamp.rawValue: continue
            case RecordField.positionLat.rawValue:
                put(ActivityStreams.latitude, checked(degrees(semicircles: v), PhysicalLimits.latitude, field, message))
            case RecordField.positionLong.rawValue:
                put(
                    ActivityStreams.longitude,
                    checked(degrees(semicircles: v), PhysicalLimits.longitude, field, message))
            case RecordField.enhancedSpeed.rawValue, RecordField.speed.rawValue:
                put(ActivityStreams.speed, checked(v, PhysicalLimits.speed, field, message))
            case RecordField.enhancedAltitude.rawValue, RecordField.altitude.rawValue:
                put(ActivityStreams.altitude, checked(v, PhysicalLimits.altitude, field, message))
            default:
                if case .time = field.value { continue }
                let range = PhysicalLimits.range(of: field.name)
                put(field.name, range.map { checked(v, $0, field, message) } ?? v)
            }
        }
    }

    private mutating func checked(_ v: Double, _ range: ClosedRange<Double>, _ field: Field, _ message: Message)
        -> Double?
    {
        if range.contains(v) { return v }
        if PhysicalLimits.isDropout(field.name, v) { return nil }
        if streams.problems.count < 1000 {
            streams.problems.append(
                FITError(
                    .invalidValue, at: message.offset,
                    expected: "\(field.name) within \(range.lowerBound)...\(range.upperBound)",
                    found: "\(v)"))
        }
        return nil
    }

    /// The streams, every column padded to the sample count.
    public func finish() -> ActivityStreams {
        var result = streams
        for (name, column) in result.columns where column.count < result.time.count {
            result.columns[name] = column + Array(repeating: nil, count: result.time.count - column.count)
        }
        return result
    }
}

extension Array where Element == Double? {
    /// Appends `value` as entry `index`, filling any gap before it with nil (in place: no copy of the column).
    mutating func appendAligned(_ value: Double, at index: Int) {
        if count < index { append(contentsOf: repeatElement(nil, count: index - count)) }
        append(value)
    }
}
