/// How a raw field value becomes a profile value, following Garmin's decoder.
public enum FieldKind: Sendable, Equatable {
    /// A base numeric type: scale and offset apply.
    case numeric
    /// A named profile type: raw values with a name become that name (index into `Profile.types`).
    case enumeration(Int)
    /// Seconds since the FIT epoch (1989-12-31T00:00:00Z).
    case dateTime
    /// Kept as read (strings, bool).
    case plain
}

/// A message's field as the profile defines it.
public final class FieldProfile: Sendable {
    public let number: UInt8
    public let name: String
    /// The profile type name ("uint16", "sport", "date_time", …).
    public let type: String
    public let kind: FieldKind
    /// The base type when `type` names one; components are read from a bit stream of this type.
    public let typeBase: BaseType?
    /// The raw value meaning "invalid" when this field is the destination of a component.
    public let expandedInvalid: UInt64
    public let baseType: BaseType
    public let isArray: Bool
    /// One entry, or one per component when the field has several.
    public let scale: [Double]
    public let offset: [Double]
    public let units: [String]
    public let bits: [UInt8]
    /// Field numbers that this field's bits expand into.
    public let components: [UInt8]
    public let isAccumulated: Bool
    public let subfields: [SubfieldProfile]

    public init(
        number: UInt8, name: String, type: String, kind: FieldKind, typeBase: BaseType?, expandedInvalid: UInt64,
        baseType: BaseType, isArray: Bool, scale: [Double], offset: [Double], units: [String], bits: [UInt8],
        components: [UInt8], isAccumulated: Bool, subfields: [SubfieldProfile] = []
    ) {
        self.number = number
        self.name = name
        self.type = type
        self.kind = kind
        self.typeBase = typeBase
        self.expandedInvalid = expandedInvalid
        self.baseType = baseType
        self.isArray = isArray
        self.scale = scale
        self.offset = offset
        self.units = units
        self.bits = bits
        self.components = components
        self.isAccumulated = isAccumulated
        self.subfields = subfields
    }

    public var hasComponents: Bool { !components.isEmpty }

    /// Whether it holds a latitude or a longitude: the profile gives every position field in semicircles.
    public var isSemicircles: Bool { units.first == Self.semicircles }

    /// The profile's unit of positions (2^31 semicircles make 180 degrees).
    public static let semicircles = "semicircles"
}

/// Which reference field value selects a subfield.
public struct SubfieldMap: Sendable {
    public let fieldNumber: UInt8
    public let rawValue: Int64
    public init(fieldNumber: UInt8, rawValue: Int64) {
        self.fieldNumber = fieldNumber
        self.rawValue = rawValue
    }
}

/// An alternative interpretation of a field, chosen by the value of another field of the same message.
public final class SubfieldProfile: Sendable {
    public let name: String
    public let kind: FieldKind
    public let typeBase: BaseType?
    public let scale: [Double]
    public let offset: [Double]
    public let units: [String]
    public let bits: [UInt8]
    public let components: [UInt8]
    public let maps: [SubfieldMap]

    public init(
        name: String, kind: FieldKind, typeBase: BaseType?, scale: [Double], offset: [Double], units: [String],
        bits: [UInt8], components: [UInt8], maps: [SubfieldMap]
    ) {
        self.name = name
        self.kind = kind
        self.typeBase = typeBase
        self.scale = scale
        self.offset = offset
        self.units = units
        self.bits = bits
        self.components = components
        self.maps = maps
    }
}

/// A message as the profile defines it.
public final class MessageProfile: Sendable {
    public let number: UInt16
    public let name: String
    public let fields: [FieldProfile]
    /// Index into `fields` by field number, -1 where the profile has none.
    private let indexByNumber: [Int16]

    public init(number: UInt16, name: String, fields: [FieldProfile]) {
        self.number = number
        self.name = name
        self.fields = fields
        var index = [Int16](repeating: -1, count: 256)
        for (i, field) in fields.enumerated() { index[Int(field.number)] = Int16(i) }
        self.indexByNumber = index
    }

    public func field(_ number: UInt8) -> FieldProfile? {
        let i = indexByNumber[Int(number)]
        return i < 0 ? nil : fields[Int(i)]
    }

    public func field(named name: String) -> FieldProfile? { fields.first { $0.name == name } }
}

/// A named profile type: the names of its values.
public final class TypeProfile: Sendable {
    public let name: String
    /// Sorted ascending, parallel to `names`.
    public let values: [UInt64]
    /// The names of `values`, a name a line: one string, where a list of strings would be a pointer each that the
    /// dynamic loader relocates at every start of the executable (Tools/generate-profile.py).
    private let lines: String
    /// Where each name starts in the UTF-8 of `lines`; a last entry one past the end, as if a line break followed.
    private let starts: [Int]

    /// `names` holds one name a line, in the order of `values`.
    public init(name: String, values: [UInt64], names: String) {
        var lines = names
        lines.makeContiguousUTF8()
        var starts = [0]
        starts.reserveCapacity(values.count + 1)
        if !values.isEmpty {  // else no line at all, not one empty line
            lines.withUTF8 { bytes in
                for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(i + 1) }
                starts.append(bytes.count + 1)
            }
        }
        precondition(starts.count == values.count + 1, "\(name): \(values.count) values, \(starts.count - 1) names")
        self.name = name
        self.values = values
        self.lines = lines
        self.starts = starts
    }

    /// The names, in the order of `values`.
    public var names: [String] { values.indices.map(name(at:)) }

    /// The name of a raw value, or nil when the profile gives it none.
    public func name(of value: UInt64) -> String? {
        var lo = 0, hi = values.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if values[mid] == value { return name(at: mid) }
            if values[mid] < value { lo = mid + 1 } else { hi = mid - 1 }
        }
        return nil
    }

    /// The raw value of a name, or nil.
    public func value(named name: String) -> UInt64? {
        var wanted = name
        return wanted.withUTF8 { wanted in
            withNameBytes { bytes in
                values.indices.first { bytes($0).elementsEqual(wanted) }.map { values[$0] }
            }
        }
    }

    private func name(at index: Int) -> String {
        withNameBytes { bytes in String(decoding: bytes(index), as: UTF8.self) }
    }

    /// Calls `body` with a function giving the UTF-8 of the name at an index.
    private func withNameBytes<T>(_ body: ((Int) -> UnsafeBufferPointer<UInt8>.SubSequence) -> T) -> T {
        var lines = lines  // contiguous since init: withUTF8 copies nothing
        return lines.withUTF8 { all in body { all[starts[$0]..<starts[$0 + 1] - 1] } }
    }
}

/// Garmin's FIT profile: every message and type, generated from the pinned SDK.
public enum Profile {
    /// Every message, in number order (this builds them all; `message(_:)` builds only the one asked for).
    public static var messages: [MessageProfile] { generatedMessages }
    /// Every type, in name order (this makes them all; `type(at:)` makes only the one asked for).
    public static var types: [TypeProfile] { generatedTypes }

    /// The type at an index of `types` (a `ProfileValue`'s `typeIndex`, a field's `.enumeration`), made on first
    /// use: a run names the values of a few types, and making all 215 cost a small file's `inspect` 3.4 % of its
    /// instructions.
    public static func type(at index: Int) -> TypeProfile { generatedType(index) }

    /// The profile of a global message number, or nil for messages the profile does not know.
    public static func message(_ number: UInt16) -> MessageProfile? { generatedMessage(number) }

    public static func type(named name: String) -> TypeProfile? { types.first { $0.name == name } }

    public static func message(named name: String) -> MessageProfile? { messages.first { $0.name == name } }
}
