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
    /// Where each wanted value goes, in `RecordSample` order.
    enum Target: Int, CaseIterable {
        case time, latitude, longitude, altitude, enhancedAltitude, heartRate, cadence, distance, speed,
             enhancedSpeed, power, temperature

        var fieldNumber: UInt8 {
            switch self {
            case .time: 253
            case .latitude: 0
            case .longitude: 1
            case .altitude: 2
            case .enhancedAltitude: 78
            case .heartRate: 3
            case .cadence: 4
            case .distance: 5
            case .speed: 6
            case .enhancedSpeed: 73
            case .power: 7
            case .temperature: 13
            }
        }
    }

    /// One wanted field, with everything about its type worked out ahead.
    struct Slot {
        let position: Int
        let size: Int
        let invalid: UInt64
        /// Bits to sign-extend from (0: unsigned), and whether the bits are an IEEE float.
        let signBits: Int
        let isFloat: Bool
        let scale: Double
        let offset: Double
        let target: Int

        init(position: Int, type: BaseType, scale: Double, offset: Double, target: Int) {
            self.position = position
            size = type.size
            invalid = type.invalidBits
            signBits = type.isSigned ? type.size * 8 : 0
            isFloat = type.isFloat
            self.scale = scale
            self.offset = offset
            self.target = target
        }
    }

    let definition: MessageDefinition
    /// Some records carry speed and distance only inside components (compressed_speed_distance): those are
    /// decoded in full.
    let needsFullDecode: Bool
    /// Only the wanted fields this definition has.
    private let slots: [Slot]

    init(_ definition: MessageDefinition) {
        self.definition = definition
        let profile = Profile.message(20)!
        slots = Target.allCases.compactMap { target in
            guard let fd = definition.fields.first(where: { $0.number == target.fieldNumber }), fd.count == 1,
                  fd.baseType != .string, let fp = profile.field(target.fieldNumber)
            else { return nil }
            return Slot(position: fd.position, type: fd.baseType, scale: fp.scale.first ?? 1,
                        offset: fp.offset.first ?? 0, target: target.rawValue)
        }
        needsFullDecode = definition.fields.contains { $0.number == 8 }
    }

    func read(_ raw: RawMessage) -> RecordSample {
        let base = raw.bytes.baseAddress!
        let bigEndian = definition.isBigEndian
        // NaN marks "missing": decoded values are never NaN (the invalid value is filtered out first).
        var v = (Double.nan, Double.nan, Double.nan, Double.nan, Double.nan, Double.nan, Double.nan, Double.nan,
                 Double.nan, Double.nan, Double.nan, Double.nan)
        withUnsafeMutableBytes(of: &v) { out in
            let values = out.bindMemory(to: Double.self)
            slots.withUnsafeBufferPointer { slots in
                for slot in slots {
                    let bits = loadBits(base + slot.position, slot.size, bigEndian: bigEndian)
                    let n: Double
                    if slot.isFloat {
                        n = slot.size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))
                                           : Double(bitPattern: bits)
                        if n.isNaN { continue }
                    } else {
                        if bits == slot.invalid { continue }
                        if slot.signBits == 0 {
                            n = Double(bits)
                        } else {
                            let shift = UInt64(64 - slot.signBits)
                            n = Double(Int64(bitPattern: bits << shift) >> Int64(shift))
                        }
                    }
                    values[slot.target] = (slot.scale == 1 ? n : n / slot.scale) - slot.offset
                }
            }
        }
        @inline(__always) func some(_ d: Double) -> Double? { d.isNaN ? nil : d }
        var s = RecordSample()
        s.offset = raw.offset
        s.time = raw.compressedTimestamp ?? some(v.0).map { UInt32($0) }
        s.latitude = some(v.1).map { degrees(semicircles: $0) }
        s.longitude = some(v.2).map { degrees(semicircles: $0) }
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
