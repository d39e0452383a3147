import FITProfile

/// Writes FIT files: messages given by their profile names and physical values (metres, seconds, degrees as
/// semicircles, names of profile values), turned into raw values by the profile's own scale, offset, base type
/// and value names: the decoder's tables read backwards, so that what the decoder reads is what was written.
///
/// A definition is written whenever a message's set of fields (and string sizes) changes; up to 16 are kept
/// in the local message slots, reused oldest first. The file gets a 14-byte header with its CRC and the file CRC.
public struct FITEncoder {
    /// A field's value as the profile's decoder gives it back.
    public enum Value: Sendable, Equatable {
        /// A number in the field's units (scale and offset are applied here).
        case number(Double)
        /// Seconds since the FIT epoch (1989-12-31T00:00:00Z), for `date_time` fields.
        case time(UInt32)
        /// A profile value's name (`"cycling"` for `sport`).
        case name(String)
        /// A string field.
        case text(String)

        /// A named profile value (`.value(Profile.Sport.cycling)`).
        public static func value(_ v: some ProfileValue) -> Value { .name(v.name ?? String(v.rawValue)) }
    }

    /// Something the profile cannot hold: a message, field or value name it does not know, or a number outside
    /// the field's range. Each names what it is about.
    public struct EncodingError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What the profile cannot hold, named.
        public let description: String
        /// An error saying `description`.
        public init(description: String) { self.description = description }
    }

    private struct Definition: Equatable {
        let global: UInt16
        let fields: [(number: UInt8, size: UInt8, type: UInt8)]
        var bigEndian = false
        var developer: [(number: UInt8, size: UInt8, index: UInt8)] = []
        static func == (a: Definition, b: Definition) -> Bool {
            a.global == b.global && a.bigEndian == b.bigEndian && a.fields.elementsEqual(b.fields) { $0 == $1 }
                && a.developer.elementsEqual(b.developer) { $0 == $1 }
        }
    }

    private var body: [UInt8] = []
    private var slots: [Definition?] = Array(repeating: nil, count: RecordHeader.localTypes)
    private var nextSlot = 0

    /// An encoder with no messages yet.
    public init() {}

    /// Appends one message of the fields' kind (`[(SessionField.sport, .value(Profile.Sport.cycling)), …]`); nil
    /// values are left out.
    public mutating func write<F: FieldName>(_ fields: [(F, Value?)]) throws(EncodingError) {
        guard let profile = Profile.message(F.messageNumber) else {
            throw EncodingError(description: "no FIT message \(F.messageNumber)")
        }
        try write(profile, fields.map { ($0.0.rawValue, $0.1) })
    }

    /// Appends one message by its profile name and its fields' (`"session"`, `[("sport", .name("cycling")), …]`);
    /// nil values are left out.
    public mutating func write(_ message: String, _ fields: [(String, Value?)]) throws(EncodingError) {
        guard let profile = Profile.message(named: message) else {
            throw EncodingError(description: "no FIT message \(message)")
        }
        try write(profile, fields)
    }

    private mutating func write(_ profile: MessageProfile, _ fields: [(String, Value?)]) throws(EncodingError) {
        let message = profile.name
        var layout: [(number: UInt8, size: UInt8, type: UInt8)] = []
        var payload: [UInt8] = []
        for (name, value) in fields {
            guard let value else { continue }
            guard let field = profile.field(named: name) else {
                throw EncodingError(description: "no field \(name) in FIT message \(message)")
            }
            let bytes = try Self.encode(value, field, in: message)
            let base = field.baseType
            layout.append((field.number, UInt8(bytes.count), base.rawValue | (base.size > 1 ? 0x80 : 0)))
            payload += bytes
        }
        append(Definition(global: profile.number, fields: layout), payload)
    }

    /// Writes a data message, with its definition first when no local slot holds it.
    private mutating func append(_ definition: Definition, _ payload: [UInt8]) {
        let local: Int
        if let existing = slots.firstIndex(where: { $0 == definition }) {
            local = existing
        } else {
            local = nextSlot
            nextSlot = (nextSlot + 1) % slots.count
            slots[local] = definition
            let global =
                definition.bigEndian
                ? [UInt8(definition.global >> 8), UInt8(definition.global & 0xFF)]
                : Self.le(UInt64(definition.global), 2)
            body += [0x40 | (definition.developer.isEmpty ? 0 : 0x20) | UInt8(local), 0, definition.bigEndian ? 1 : 0]
            body += global + [UInt8(definition.fields.count)]
            for f in definition.fields { body += [f.number, f.size, f.type] }
            if !definition.developer.isEmpty {
                body.append(UInt8(definition.developer.count))
                for d in definition.developer { body += [d.number, d.size, d.index] }
            }
        }
        body.append(UInt8(local))
        body += payload
    }

    /// Writes a message as another file had it: its definition (byte order, fields, developer fields) and its
    /// bytes as they were, unknown fields and developer data included. A message that came with a compressed
    /// timestamp header is written with a normal header and its time as a `timestamp` field, so that it keeps
    /// its time whatever is left out around it.
    package mutating func append(_ message: StoredMessage) {
        let d = message.definition
        var fields = d.fields.map { f in
            (f.number, UInt8(f.size), f.baseType.rawValue | (f.baseType.size > 1 ? 0x80 : 0))
        }
        var payload = message.bytes
        if let time = message.compressedTimestamp {
            fields.append((CommonField.timestamp, 4, BaseType.uint32.rawValue | 0x80))
            payload += d.isBigEndian ? Self.le(UInt64(time), 4).reversed() : Self.le(UInt64(time), 4)
        }
        append(
            Definition(
                global: d.globalNumber, fields: fields, bigEndian: d.isBigEndian,
                developer: d.developerFields.map { ($0.number, UInt8($0.size), $0.developerDataIndex) }), payload)
    }

    /// The whole file: header (14 bytes, protocol 2.0, the profile's version), the messages, the CRC.
    public func file() -> [UInt8] {
        var header: [UInt8] =
            [14, 0x20] + Self.le(Self.profileVersion, 2) + Self.le(UInt64(body.count), 4) + FITSignature.bytes
        header += Self.le(UInt64(CRC16.checksum(header)), 2)
        let data = header + body
        return data + Self.le(UInt64(CRC16.checksum(data)), 2)
    }

    /// "21.218.0" → 21218, as the header's profile version (major × 1000 + minor).
    private static let profileVersion: UInt64 = {
        let parts = Profile.version.split(separator: ".").compactMap { UInt64($0) }
        return parts.count >= 2 ? parts[0] * 1000 + parts[1] : 0
    }()

    static func encode(_ value: Value, _ field: FieldProfile, in message: String) throws(EncodingError)
        -> [UInt8]
    {
        let base = field.baseType
        let what = "\(message).\(field.name)"
        switch value {
        case .text(let text):
            guard base == .string else { throw EncodingError(description: "\(what) is not a string field") }
            let bytes = Array(text.utf8.prefix(254))
            return bytes + [0]
        case .name(let name):
            guard case .enumeration(let index) = field.kind, let value = Profile.type(at: index).value(named: name)
            else {
                throw EncodingError(description: "\(what) has no value named \(name)")
            }
            return try raw(Double(value), base, what)
        case .time(let seconds):
            return try raw(Double(seconds), base, what)
        case .number(let number):
            // The scale the decoder undoes (none for a field of several scales), so that a value reads back.
            let scaling = Scaling(field)
            let scale = scaling?.scale ?? 1, offset = scaling?.offset ?? 0
            if base.isFloat { return try raw((number + offset) * scale, base, what) }
            return try raw(((number + offset) * scale).rounded(), base, what)
        }
    }

    /// The bytes of a raw value, little-endian; a value the base type cannot hold (or its invalid value) throws.
    private static func raw(_ v: Double, _ base: BaseType, _ what: String) throws(EncodingError) -> [UInt8] {
        let pattern: UInt64
        switch base {
        case .float32: pattern = UInt64(Float(v).bitPattern)
        case .float64: pattern = v.bitPattern
        case .string: throw EncodingError(description: "\(what) is a string field")
        default:
            // [-2^(n-1), 2^(n-1)) signed, [0, 2^n) unsigned: powers of two are exact in a Double.
            let bits = base.size * 8
            let (low, end): (Double, Double) =
                base.isSigned
                ? (
                    -Double(sign: .plus, exponent: bits - 1, significand: 1),
                    Double(sign: .plus, exponent: bits - 1, significand: 1)
                )
                : (0, Double(sign: .plus, exponent: bits, significand: 1))
            guard v.isFinite, v >= low, v < end else {
                throw EncodingError(description: "\(what): \(v) is outside its range")
            }
            pattern = base.isSigned ? UInt64(bitPattern: Int64(v)) : UInt64(v)
        }
        let masked = base.size == 8 ? pattern : pattern & ((1 << (UInt64(base.size) * 8)) - 1)
        if masked == base.invalidBits { throw EncodingError(description: "\(what): \(v) is the field's invalid value") }
        return le(masked, base.size)
    }

    private static func le(_ v: UInt64, _ size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) }
    }
}
