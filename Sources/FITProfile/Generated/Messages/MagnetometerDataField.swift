// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `magnetometer_data` message (208) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum MagnetometerDataField: FieldName {
    case timestampMs
    case sampleTimeOffset
    case magX
    case magY
    case magZ
    case calibratedMagX
    case calibratedMagY
    case calibratedMagZ
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 208 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .timestampMs: "timestamp_ms"
        case .sampleTimeOffset: "sample_time_offset"
        case .magX: "mag_x"
        case .magY: "mag_y"
        case .magZ: "mag_z"
        case .calibratedMagX: "calibrated_mag_x"
        case .calibratedMagY: "calibrated_mag_y"
        case .calibratedMagZ: "calibrated_mag_z"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .timestampMs: 0
        case .sampleTimeOffset: 1
        case .magX: 2
        case .magY: 3
        case .magZ: 4
        case .calibratedMagX: 5
        case .calibratedMagY: 6
        case .calibratedMagZ: 7
        case .timestamp: 253
        }
    }
}

func makeMessage208() -> MessageProfile {
    MessageProfile(
        number: 208, name: "magnetometer_data",
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
                number: 2, name: "mag_x", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0, units: units_counts, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "mag_y", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0, units: units_counts, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "mag_z", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0, units: units_counts, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "calibrated_mag_x", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: true, scale: scale_1, offset: offset_0,
                units: units_G, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "calibrated_mag_y", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: true, scale: scale_1, offset: offset_0,
                units: units_G, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "calibrated_mag_z", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: true, scale: scale_1, offset: offset_0,
                units: units_G, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
