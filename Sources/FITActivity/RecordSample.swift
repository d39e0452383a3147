import FITSupport
import FITKit

/// The values of one `record` message that summaries need, read straight from its bytes.
///
/// One is made for every record `inspect` reads, so the values are kept as plain doubles, NaN where the record
/// has none (optionals cost half as much again to fill and pass along); the properties give them as optionals.
public struct RecordSample: Sendable {
    /// The values in the order of `Value`.
    var values = (
        Double.nan, Double.nan, Double.nan, Double.nan, Double.nan, Double.nan, Double.nan, Double.nan,
        Double.nan
    )
    /// What the totals use: fields beyond these (temperature, …) are not read, which saves a quarter of the
    /// cost in records that carry many.
    enum Value: Int, CaseIterable {
        case time, latitude, longitude, altitude, heartRate, cadence, distance, speed, power
    }
    /// Offset of the record in the input, for problems.
    public var offset = 0

    public init() {}

    /// The number of values, in a row of them (`RecordBatch`).
    static let width = Value.allCases.count

    /// The values from a row of `width` doubles in the order of `Value`.
    init(row: UnsafePointer<Double>, offset: Int) {
        withUnsafeMutableBytes(of: &values) {
            $0.copyMemory(from: UnsafeRawBufferPointer(start: row, count: Self.width * MemoryLayout<Double>.stride))
        }
        self.offset = offset
    }

    /// The value, NaN when missing.
    @inline(__always)
    subscript(_ value: Value) -> Double {
        get { withUnsafeBytes(of: values) { $0.load(fromByteOffset: value.rawValue * 8, as: Double.self) } }
        set {
            withUnsafeMutableBytes(of: &values) {
                $0.storeBytes(of: newValue, toByteOffset: value.rawValue * 8, as: Double.self)
            }
        }
    }

    /// `UInt32(exactly: v)`, nil for NaN (a hostile file may give any number), without the C library's
    /// `trunc` that the standard library calls for it: twice for every record `inspect` reads.
    @inline(__always)
    static func seconds(_ v: Double) -> UInt32? {
        guard v >= 0 && v < 4_294_967_296 else { return nil }
        let whole = UInt32(v)  // towards zero
        return Double(whole) == v ? whole : nil
    }

    @inline(__always) private func some(_ value: Value) -> Double? {
        let v = self[value]
        return v.isNaN ? nil : v
    }

    public var time: UInt32? {
        @inline(__always) get { Self.seconds(self[.time]) }
        set { self[.time] = newValue.map { Double($0) } ?? .nan }
    }
    /// Both coordinates are there.
    var hasPosition: Bool { !self[.latitude].isNaN && !self[.longitude].isNaN }
    /// In degrees; nil when the record has none.
    public var latitude: Double? {
        get { some(.latitude) }
        set { self[.latitude] = newValue ?? .nan }
    }
    /// In degrees; nil when the record has none.
    public var longitude: Double? {
        get { some(.longitude) }
        set { self[.longitude] = newValue ?? .nan }
    }
    /// In metres; nil when the record has none.
    public var altitude: Double? {
        get { some(.altitude) }
        set { self[.altitude] = newValue ?? .nan }
    }
    /// In beats a minute; nil when the record has none.
    public var heartRate: Double? {
        get { some(.heartRate) }
        set { self[.heartRate] = newValue ?? .nan }
    }
    /// In revolutions a minute; nil when the record has none.
    public var cadence: Double? {
        get { some(.cadence) }
        set { self[.cadence] = newValue ?? .nan }
    }
    /// In metres from the start; nil when the record has none.
    public var distance: Double? {
        get { some(.distance) }
        set { self[.distance] = newValue ?? .nan }
    }
    /// In metres a second; nil when the record has none.
    public var speed: Double? {
        get { some(.speed) }
        set { self[.speed] = newValue ?? .nan }
    }
    /// In watts; nil when the record has none.
    public var power: Double? {
        get { some(.power) }
        set { self[.power] = newValue ?? .nan }
    }

    /// From a fully decoded record (used where the fast path cannot read the record, e.g. components).
    public init(_ m: Message) {
        time = m.time(RecordField.timestamp)
        latitude = m.double(RecordField.positionLat).map { degrees(semicircles: $0) }
        longitude = m.double(RecordField.positionLong).map { degrees(semicircles: $0) }
        altitude = m.double(RecordField.enhancedAltitude) ?? m.double(RecordField.altitude)
        heartRate = m.double(RecordField.heartRate)
        cadence = m.double(RecordField.cadence)
        distance = m.double(RecordField.distance)
        speed = m.double(RecordField.enhancedSpeed) ?? m.double(RecordField.speed)
        power = m.double(RecordField.power)
        offset = m.offset
    }
}

/// How to read a `RecordSample` from the records of one definition, through a `FieldPlan` that writes
/// straight into the sample's values.
final class RecordPlan {
    let definition: MessageDefinition
    /// Some records carry speed and distance only inside components (compressed_speed_distance): those are
    /// decoded in full.
    let needsFullDecode: Bool
    let plan: FieldPlan

    init(_ definition: MessageDefinition) {
        self.definition = definition
        plan = definition.sharedPlan(RecordPlan.self) { Self.fieldPlan($0) }
        needsFullDecode =
            definition.repeatsFields
            || definition.fields.contains { $0.number == RecordField.compressedSpeedDistance.fieldNumber }
        let timestamps = definition.fields.filter { $0.number == RecordField.timestamp.fieldNumber }
        plainTimestamp =
            timestamps.count == 1 && timestamps[0].count == 1 && timestamps[0].baseType == .uint32
            ? timestamps[0].position : nil
        hasTimestamp = !timestamps.isEmpty
    }

    /// Where a record's values go in a sample, the same for every file with this definition (made once: the
    /// plan's screen, which counts a file's records, is made for each).
    private static func fieldPlan(_ definition: MessageDefinition) -> FieldPlan {
        // The 32-bit enhanced_altitude and enhanced_speed share their 16-bit forms' places: the plan reads
        // enhanced fields last, so a valid one wins.
        FieldPlan(definition.decodePlan) { _, fp in
            let value: RecordSample.Value? =
                switch fp.number {
                case RecordField.timestamp.fieldNumber: .time
                case RecordField.positionLat.fieldNumber: .latitude
                case RecordField.positionLong.fieldNumber: .longitude
                case RecordField.altitude.fieldNumber, RecordField.enhancedAltitude.fieldNumber: .altitude
                case RecordField.heartRate.fieldNumber: .heartRate
                case RecordField.cadence.fieldNumber: .cadence
                case RecordField.distance.fieldNumber: .distance
                case RecordField.speed.fieldNumber, RecordField.enhancedSpeed.fieldNumber: .speed
                case RecordField.power.fieldNumber: .power
                default: nil
                }
            return value?.rawValue
        }
    }

    /// Whether the records have a timestamp field, of any type.
    let hasTimestamp: Bool

    /// The screen of these records, made on first use (`RecordChecks`, `makeScreen`).
    private(set) lazy var screen: MessageScreen? = makeScreen()

    /// One record read in full, as a batch of one would read it.
    func sample(of raw: borrowing RawMessage) -> RecordSample {
        var sample = RecordSample()
        sample.offset = raw.offset
        withUnsafeMutableBytes(of: &sample.values) {
            plan.read(raw, into: $0.start.assumingMemoryBound(to: Double.self))
        }
        if let t = raw.compressedTimestamp { sample[.time] = Double(t) }
        return sample
    }

    /// Where the timestamp is when it is one plain uint32 (as the profile has it; the byte order does not
    /// matter to whether it is the invalid value), for the records' screen.
    let plainTimestamp: Int?

    /// The records of a batch into rows of `RecordSample.width` values.
    func read(_ count: Int, from base: UnsafeRawPointer, into rows: UnsafeMutablePointer<Double>) {
        plan.read(count, from: base, stride: definition.dataSize, into: rows, width: RecordSample.width)
    }
}
