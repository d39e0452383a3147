// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `gyroscope_data` message (164) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum GyroscopeDataField: FieldName {
    case timestampMs
    case sampleTimeOffset
    case gyroX
    case gyroY
    case gyroZ
    case calibratedGyroX
    case calibratedGyroY
    case calibratedGyroZ
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 164 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .timestampMs: "timestamp_ms"
        case .sampleTimeOffset: "sample_time_offset"
        case .gyroX: "gyro_x"
        case .gyroY: "gyro_y"
        case .gyroZ: "gyro_z"
        case .calibratedGyroX: "calibrated_gyro_x"
        case .calibratedGyroY: "calibrated_gyro_y"
        case .calibratedGyroZ: "calibrated_gyro_z"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .timestampMs: 0
        case .sampleTimeOffset: 1
        case .gyroX: 2
        case .gyroY: 3
        case .gyroZ: 4
        case .calibratedGyroX: 5
        case .calibratedGyroY: 6
        case .calibratedGyroZ: 7
        case .timestamp: 253
        }
    }
}

func makeMessage164() -> MessageProfile {
    MessageProfile(
        number: 164, name: "gyroscope_data",
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
                number: 2, name: "gyro_x", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0, units: units_counts, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "gyro_y", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0, units: units_counts, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "gyro_z", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0, units: units_counts, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "calibrated_gyro_x", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: true, scale: scale_1, offset: offset_0,
                units: units_degPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "calibrated_gyro_y", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: true, scale: scale_1, offset: offset_0,
                units: units_degPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "calibrated_gyro_z", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: true, scale: scale_1, offset: offset_0,
                units: units_degPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
