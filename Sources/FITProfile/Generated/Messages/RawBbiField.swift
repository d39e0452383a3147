// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `raw_bbi` message (372) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum RawBbiField: FieldName {
    case timestampMs
    case data
    case time
    case quality
    case gap
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 372 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .timestampMs: "timestamp_ms"
        case .data: "data"
        case .time: "time"
        case .quality: "quality"
        case .gap: "gap"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .timestampMs: 0
        case .data: 1
        case .time: 2
        case .quality: 3
        case .gap: 4
        case .timestamp: 253
        }
    }
}

func makeMessage372() -> MessageProfile {
    MessageProfile(
        number: 372, name: "raw_bbi",
        fields: [
            FieldProfile(
                number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "data", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: true, scale: scale_38f211f9ab, offset: offset_38d9e31f21,
                units: units_2f52629b8c, bits: bits_e2833debc2, components: components_68ef808cbe,
                isAccumulated: false),
            FieldProfile(
                number: 2, name: "time", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0, units: units_ms, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "quality", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [], components: [],
                isAccumulated: false),
            FieldProfile(
                number: 4, name: "gap", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [], components: [],
                isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
