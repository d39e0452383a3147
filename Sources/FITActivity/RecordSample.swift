import FITKit

/// The values of one `record` message that summaries need, read straight from its bytes.
public struct RecordSample: Sendable {
    public var time: UInt32?
    public var latitude: Double?      // degrees
    public var longitude: Double?
    public var altitude: Double?      // m
    public var heartRate: Double?     // bpm
    public var cadence: Double?       // rpm
    public var distance: Double?      // m
    public var speed: Double?         // m/s
    public var power: Double?         // W
    public var temperature: Double?   // °C
    /// Offset of the record in the input, for problems.
    public var offset = 0

    public init() {}

    /// From a fully decoded record (used where the fast path cannot read the record, e.g. components).
    public init(_ m: Message) {
        time = m.time("timestamp")
        latitude = m.double("position_lat").map { degrees(semicircles: $0) }
        longitude = m.double("position_long").map { degrees(semicircles: $0) }
        altitude = m.double("enhanced_altitude") ?? m.double("altitude")
        heartRate = m.double("heart_rate")
        cadence = m.double("cadence")
        distance = m.double("distance")
        speed = m.double("enhanced_speed") ?? m.double("speed")
        power = m.double("power")
        temperature = m.double("temperature")
        offset = m.offset
    }
}

/// How to read a `RecordSample` from the records of one definition, through a `FieldPlan`.
final class RecordPlan {
    /// Where each wanted value goes, in the order `read` expects.
    private enum Target: Int, CaseIterable {
        case time, latitude, longitude, altitude, enhancedAltitude, heartRate, cadence, distance, speed,
             enhancedSpeed, power, temperature

        init?(field: UInt8) {
            switch field {
            case 253: self = .time
            case 0: self = .latitude
            case 1: self = .longitude
            case 2: self = .altitude
            case 78: self = .enhancedAltitude
            case 3: self = .heartRate
            case 4: self = .cadence
            case 5: self = .distance
            case 6: self = .speed
            case 73: self = .enhancedSpeed
            case 7: self = .power
            case 13: self = .temperature
            default: return nil
            }
        }
    }

    let definition: MessageDefinition
    /// Some records carry speed and distance only inside components (compressed_speed_distance): those are
    /// decoded in full.
    let needsFullDecode: Bool
    private let plan: FieldPlan

    init(_ definition: MessageDefinition) {
        self.definition = definition
        plan = FieldPlan(definition) { fd, _ in Target(field: fd.number)?.rawValue }
        needsFullDecode = definition.fields.contains { $0.number == 8 }
    }

    func read(_ raw: RawMessage) -> RecordSample {
        var v = (Double.nan, Double.nan, Double.nan, Double.nan, Double.nan, Double.nan, Double.nan, Double.nan,
                 Double.nan, Double.nan, Double.nan, Double.nan)
        withUnsafeMutableBytes(of: &v) { plan.read(raw, into: $0.baseAddress!.assumingMemoryBound(to: Double.self)) }
        @inline(__always) func some(_ d: Double) -> Double? { d.isNaN ? nil : d }
        var s = RecordSample()
        s.offset = raw.offset
        s.time = raw.compressedTimestamp ?? some(v.0).map { UInt32($0) }
        s.latitude = some(v.1)
        s.longitude = some(v.2)
        s.altitude = some(v.4) ?? some(v.3)
        s.heartRate = some(v.5)
        s.cadence = some(v.6)
        s.distance = some(v.7)
        s.speed = some(v.9) ?? some(v.8)
        s.power = some(v.10)
        s.temperature = some(v.11)
        return s
    }
}
