// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `barometer_data` message (209) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum BarometerDataField: FieldName {
    case timestampMs
    case sampleTimeOffset
    case baroPres
    case enhancedAltitude
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 209 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .timestampMs: "timestamp_ms"
        case .sampleTimeOffset: "sample_time_offset"
        case .baroPres: "baro_pres"
        case .enhancedAltitude: "enhanced_altitude"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .timestampMs: 0
        case .sampleTimeOffset: 1
        case .baroPres: 2
        case .enhancedAltitude: 3
        case .timestamp: 253
        }
    }
}

func makeMessage209() -> MessageProfile {
    MessageProfile(
        number: 209, name: "barometer_data",
        fields: [
            FieldProfile(
                number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "sample_time_offset", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "baro_pres", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1, offset: offset_0,
                units: units_Pa, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "enhanced_altitude", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_5, offset: offset_500,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
