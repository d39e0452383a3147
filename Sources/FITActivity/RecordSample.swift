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

/// How to read a `RecordSample` from the records of one definition: positions, types, scale and offset of
/// the fields it needs, worked out once per definition instead of once per record.
final class RecordPlan {
    struct Slot {
        let position: Int
        let type: BaseType
        let scale: Double
        let offset: Double
    }

    let definition: MessageDefinition
    /// Some records carry speed and distance only inside components (compressed_speed_distance): those are
    /// decoded in full.
    let needsFullDecode: Bool
    private let time, latitude, longitude, altitude, enhancedAltitude, heartRate, cadence, distance, speed,
        enhancedSpeed, power, temperature: Slot?

    init(_ definition: MessageDefinition) {
        self.definition = definition
        let profile = Profile.message(20)!
        func slot(_ number: UInt8) -> Slot? {
            guard let fd = definition.fields.first(where: { $0.number == number }), fd.count == 1,
                  fd.baseType != .string, let fp = profile.field(number)
            else { return nil }
            return Slot(position: fd.position, type: fd.baseType, scale: fp.scale.first ?? 1, offset: fp.offset.first ?? 0)
        }
        time = slot(253)
        latitude = slot(0)
        longitude = slot(1)
        altitude = slot(2)
        enhancedAltitude = slot(78)
        heartRate = slot(3)
        cadence = slot(4)
        distance = slot(5)
        speed = slot(6)
        enhancedSpeed = slot(73)
        power = slot(7)
        temperature = slot(13)
        needsFullDecode = definition.fields.contains { $0.number == 8 }
    }

    func read(_ raw: RawMessage) -> RecordSample {
        let base = raw.bytes.baseAddress!
        let bigEndian = definition.isBigEndian
        @inline(__always) func value(_ slot: Slot?) -> Double? {
            guard let slot else { return nil }
            let bits = loadFieldBits(base + slot.position, slot.type, bigEndian: bigEndian)
            guard let v = slot.type.number(ofBits: bits) else { return nil }
            return (slot.scale == 1 ? v : v / slot.scale) - slot.offset
        }
        var s = RecordSample()
        s.offset = raw.offset
        if let t = raw.compressedTimestamp { s.time = t } else { s.time = value(time).map { UInt32($0) } }
        s.latitude = value(latitude).map { degrees(semicircles: $0) }
        s.longitude = value(longitude).map { degrees(semicircles: $0) }
        s.altitude = value(enhancedAltitude) ?? value(altitude)
        s.heartRate = value(heartRate)
        s.cadence = value(cadence)
        s.distance = value(distance)
        s.speed = value(enhancedSpeed) ?? value(speed)
        s.power = value(power)
        s.temperature = value(temperature)
        return s
    }
}
