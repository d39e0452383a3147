// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `accelerometer_data` message (165) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum AccelerometerDataField: FieldName {
    case timestampMs
    case sampleTimeOffset
    case accelX
    case accelY
    case accelZ
    case calibratedAccelX
    case calibratedAccelY
    case calibratedAccelZ
    case compressedCalibratedAccelX
    case compressedCalibratedAccelY
    case compressedCalibratedAccelZ
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 165 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .timestampMs: "timestamp_ms"
        case .sampleTimeOffset: "sample_time_offset"
        case .accelX: "accel_x"
        case .accelY: "accel_y"
        case .accelZ: "accel_z"
        case .calibratedAccelX: "calibrated_accel_x"
        case .calibratedAccelY: "calibrated_accel_y"
        case .calibratedAccelZ: "calibrated_accel_z"
        case .compressedCalibratedAccelX: "compressed_calibrated_accel_x"
        case .compressedCalibratedAccelY: "compressed_calibrated_accel_y"
        case .compressedCalibratedAccelZ: "compressed_calibrated_accel_z"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .timestampMs: 0
        case .sampleTimeOffset: 1
        case .accelX: 2
        case .accelY: 3
        case .accelZ: 4
        case .calibratedAccelX: 5
        case .calibratedAccelY: 6
        case .calibratedAccelZ: 7
        case .compressedCalibratedAccelX: 8
        case .compressedCalibratedAccelY: 9
        case .compressedCalibratedAccelZ: 10
        case .timestamp: 253
        }
    }
}

func makeMessage165() -> MessageProfile {
    MessageProfile(
        number: 165, name: "accelerometer_data",
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
                number: 2, name: "accel_x", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0, units: units_counts, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "accel_y", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0, units: units_counts, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "accel_z", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0, units: units_counts, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "calibrated_accel_x", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: true, scale: scale_1, offset: offset_0,
                units: units_g, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "calibrated_accel_y", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: true, scale: scale_1, offset: offset_0,
                units: units_g, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "calibrated_accel_z", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: true, scale: scale_1, offset: offset_0,
                units: units_g, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "compressed_calibrated_accel_x", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_mG, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "compressed_calibrated_accel_y", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_mG, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "compressed_calibrated_accel_z", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_mG, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
