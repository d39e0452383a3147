import FITProfile

/// What the profile makes of a field's raw value (Garmin's decoder, `__transform_values`): a named value by its
/// name, a number by the field's scale and offset, a date_time as a time. Worked out once per field and
/// subfield (`DecodePlan`), so that a message's values are transformed without going back to the profile.
package struct ValueTransform: Sendable {
    let kind: FieldKind
    /// The scale and offset of a numeric value; nil when it stands as read.
    let scaling: Scaling?

    init(kind: FieldKind, scale: [Double], offset: [Double]) {
        self.kind = kind
        scaling = Scaling(kind: kind, scale: scale, offset: offset)
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
            guard let scaling, !isByteArray else { return nil }
            return MessageDecoder.scaled(raw, scale: scaling.scale, offset: scaling.offset)
        case .dateTime:
            if let t = raw.int, t >= 0, t <= Int64(UInt32.max) { return .time(UInt32(t)) }
            return nil
        case .plain:
            return nil
        }
    }
}

/// The FIT rule for the scale and offset of a field's own value (Garmin's decoder and encoder): a numeric
/// field's, when it has one; a field with several (one per component, which they scale) keeps its own value as
/// read. Decoding, `dump`'s writer and the encoder all ask here.
package struct Scaling: Sendable {
    package let scale: Double
    package let offset: Double

    /// Nil when the value is not scaled: not numeric, or several scales.
    package init?(kind: FieldKind, scale: [Double], offset: [Double]) {
        guard kind == .numeric, scale.count <= 1 else { return nil }
        self.scale = scale.first ?? 1
        self.offset = offset.first ?? 0
    }

    package init?(_ field: FieldProfile) { self.init(kind: field.kind, scale: field.scale, offset: field.offset) }
}

/// The name of an enumerated value (`Profile.type(at: type)`), nil for a negative value or one the type does not
/// name: the one lookup the decoder and `dump`'s writer share.
@inlinable @inline(__always)
package func enumerationName(_ value: Int64, type: Int) -> String? {
    value >= 0 ? Profile.type(at: type).name(of: UInt64(value)) : nil
}
