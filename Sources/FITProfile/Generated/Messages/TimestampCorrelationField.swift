// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `timestamp_correlation` message (162) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum TimestampCorrelationField: FieldName {
    case fractionalTimestamp
    case systemTimestamp
    case fractionalSystemTimestamp
    case localTimestamp
    case timestampMs
    case systemTimestampMs
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 162 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .fractionalTimestamp: "fractional_timestamp"
        case .systemTimestamp: "system_timestamp"
        case .fractionalSystemTimestamp: "fractional_system_timestamp"
        case .localTimestamp: "local_timestamp"
        case .timestampMs: "timestamp_ms"
        case .systemTimestampMs: "system_timestamp_ms"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .fractionalTimestamp: 0
        case .systemTimestamp: 1
        case .fractionalSystemTimestamp: 2
        case .localTimestamp: 3
        case .timestampMs: 4
        case .systemTimestampMs: 5
        case .timestamp: 253
        }
    }
}

func makeMessage162() -> MessageProfile {
    MessageProfile(
        number: 162, name: "timestamp_correlation",
        fields: [
            FieldProfile(
                number: 0, name: "fractional_timestamp", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_32768, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "system_timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "fractional_system_timestamp", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_32768, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "local_timestamp", type: "local_date_time", kind: .enumeration(117), typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "system_timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
