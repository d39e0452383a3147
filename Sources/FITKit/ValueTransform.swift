import FITProfile

/// What the profile makes of a field's raw value (Garmin's decoder, `__transform_values`): a named value by its
/// name, a number by the field's scale and offset, a date_time as a time. Worked out once per field and
/// subfield (`DecodePlan`), so that a message's values are transformed without going back to the profile.
package struct ValueTransform: Sendable {
    let kind: FieldKind
    /// Whether a numeric value is scaled: a field with several scales (its components') keeps its value as read.
    let scales: Bool
    let scale: Double
    let offset: Double

    init(kind: FieldKind, scale: [Double], offset: [Double]) {
        self.kind = kind
        scales = scale.count <= 1
        self.scale = scale.first ?? 1
        self.offset = offset.first ?? 0
    }

    init(_ field: FieldProfile) { self.init(kind: field.kind, scale: field.scale, offset: field.offset) }

    init(_ subfield: SubfieldProfile) { self.init(kind: subfield.kind, scale: subfield.scale, offset: subfield.offset) }

    /// The value after the profile, or nil when the raw value stands as it is. Byte arrays are never
    /// transformed (Garmin keeps them whole).
    func apply(_ raw: FieldValue, isByteArray: Bool) -> FieldValue? {
        switch kind {
        case .enumeration:
            return isByteArray ? nil : MessageDecoder.named(raw, kind: kind)
        case .numeric:
            guard scales && !isByteArray else { return nil }
            return MessageDecoder.scaled(raw, scale: scale, offset: offset)
        case .dateTime:
            if let t = raw.int, t >= 0, t <= Int64(UInt32.max) { return .time(UInt32(t)) }
            return nil
        case .plain:
            return nil
        }
    }
}
