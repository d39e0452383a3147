import FITKit

/// The columns an activity's records fill, in the order they were first seen, with their units: one per
/// numeric record field (developer fields included), under the names `ActivityStreams` uses. The `enhanced_`
/// and plain forms of speed and altitude share one column, and positions are in degrees.
public struct RecordLayout: Sendable {
    public struct Column: Sendable, Equatable {
        public let name: String
        public let units: String
        /// Decimals that carry information: from the field's scale (speed in mm/s: 3), 7 for degrees (about
        /// 1 cm, finer than a FIT position's semicircle), 6 for developer fields without a scale.
        public let digits: Int
    }

    public private(set) var columns: [Column] = []
    private var indices: [String: Int] = [:]

    public init() {}

    public func index(of name: String) -> Int? { indices[name] }

    /// The column's index, adding it when new.
    @discardableResult
    public mutating func add(_ name: String, units: String, digits: Int = 6) -> Int {
        if let i = indices[name] { return i }
        columns.append(Column(name: name, units: units, digits: units == "deg" ? 7 : digits))
        indices[name] = columns.count - 1
        return columns.count - 1
    }

    /// The column a record field goes to, from its profile name and units.
    static func column(forField name: String, units: String) -> (name: String, units: String) {
        switch name {
        case RecordField.positionLat.rawValue: (ActivityStreams.latitude, "deg")
        case RecordField.positionLong.rawValue: (ActivityStreams.longitude, "deg")
        case RecordField.enhancedSpeed.rawValue, RecordField.speed.rawValue: (ActivityStreams.speed, units)
        case RecordField.enhancedAltitude.rawValue, RecordField.altitude.rawValue: (ActivityStreams.altitude, units)
        default: (name, units)
        }
    }

    /// Whether the profile fields of `definition` can all be read straight from their bytes; if not
    /// (components beyond the enhanced speed and altitude) its records are decoded in full. Developer fields
    /// are read on their own.
    static func isDirect(_ definition: MessageDefinition) -> Bool {
        guard let profile = definition.profile, !definition.repeatsFields else { return false }
        for fd in definition.fields {
            guard let fp = profile.field(fd.number), fp.hasComponents else { continue }
            if fp.name != RecordField.speed.rawValue && fp.name != RecordField.altitude.rawValue { return false }
        }
        return true
    }

    /// Whether a field of a directly read definition becomes a column: single numbers only, and the pedal
    /// balance, whose raw value (a percentage and a side bit) analysis reads.
    static func isColumn(_ coding: FieldCoding, _ fp: FieldProfile) -> Bool {
        guard coding.isSingle, coding.type != .byte else { return false }
        return (fp.kind == .numeric || isRawColumn(fp.name)) && fp.number != CommonField.timestamp
    }

    /// The record fields kept as raw numbers although the profile names their values.
    static func isRawColumn(_ name: String) -> Bool { name == RecordField.leftRightBalance.rawValue }

    /// Adds the columns of a directly read definition, its developer fields named by `developerFields`.
    mutating func add(_ definition: MessageDefinition, developerFields: [DeveloperFieldInfo?]) {
        for case let field? in developerFields where field.type != .string && field.type != .byte {
            add(Self.developerColumn(field.name), units: field.units)
        }
        guard let profile = definition.profile else { return }
        for fd in definition.fields {
            guard let fp = profile.field(fd.number),
                Self.isColumn(FieldCoding(fd, bigEndian: definition.isBigEndian, profile: fp), fp)
            else { continue }
            let c = Self.column(forField: fp.name, units: fp.units.first ?? "")
            add(c.name, units: c.units, digits: Self.digits(fp))
        }
    }

    /// Every column the record message's profile fields can fill, each once, in the profile's order: what a
    /// record may hold besides developer fields (`rows --schema`).
    public static var profileColumns: [String] {
        guard let profile = Profile.message(MessageNumber.record) else { return [] }
        var layout = RecordLayout()
        for fp in profile.fields
        where !fp.isArray && fp.baseType != .byte && fp.number != CommonField.timestamp
            && (fp.kind == .numeric || isRawColumn(fp.name))
        {
            layout.add(column(forField: fp.name, units: fp.units.first ?? "").name, units: "")
        }
        return layout.columns.map(\.name)
    }

    /// Decimals a field's scale gives it: 1 for altitude (1/5 m), 3 for speed (1/1000 m/s).
    static func digits(_ fp: FieldProfile?) -> Int {
        guard let fp else { return 6 }
        if fp.baseType.isFloat { return 6 }
        let scale = fp.scale.first ?? 1
        // The smallest power of ten at least as fine as 1/scale: scale 5 -> 1 decimal, 1000 -> 3.
        var digits = 0, power = 1.0
        while power < scale && digits < 9 { power *= 10; digits += 1 }
        return digits
    }

    /// Adds the columns of a fully decoded record.
    mutating func add(_ record: Message) {
        let profile = Profile.message(MessageNumber.record)
        for field in record.fields where field.number != CommonField.timestamp {
            guard Self.isNumber(field.value),
                profile?.field(field.number)?.kind == .numeric || Self.isRawColumn(field.name)
            else { continue }
            let c = Self.column(forField: field.name, units: field.units)
            add(
                c.name, units: c.units == FieldProfile.semicircles ? "deg" : c.units,
                digits: Self.digits(profile?.field(field.number)))
        }
        for field in record.developerFields where Self.isNumber(field.value) {
            add(Self.developerColumn(field.name), units: field.units)
        }
    }

    /// The column a developer field goes to: its own name, unless that is (in any case) the name of a column
    /// the profile's fields fill, which a device's own field must not fill with its values (a "temperature"
    /// in °F beside the record's °C): then the name with " (developer)".
    public static func developerColumn(_ name: String) -> String {
        profileColumnNames.contains(name.lowercased()) ? name + " (developer)" : name
    }

    private static let profileColumnNames = Set(profileColumns.map { $0.lowercased() })

    static func isNumber(_ value: FieldValue) -> Bool {
        switch value {
        case .int, .uint, .double: true
        case .string, .time, .array: false
        }
    }
}
