// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `hsa_accelerometer_data` message (302) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum HsaAccelerometerDataField: FieldName {
    case timestampMs
    case samplingInterval
    case accelX
    case accelY
    case accelZ
    case timestamp32k
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 302 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .timestampMs: "timestamp_ms"
        case .samplingInterval: "sampling_interval"
        case .accelX: "accel_x"
        case .accelY: "accel_y"
        case .accelZ: "accel_z"
        case .timestamp32k: "timestamp_32k"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .timestampMs: 0
        case .samplingInterval: 1
        case .accelX: 2
        case .accelY: 3
        case .accelZ: 4
        case .timestamp32k: 5
        case .timestamp: 253
        }
    }
}

func makeMessage302() -> MessageProfile {
    MessageProfile(
        number: 302, name: "hsa_accelerometer_data",
        fields: [
            FieldProfile(
                number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "sampling_interval", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "accel_x", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767,
                baseType: .sint16, isArray: true, scale: scale_1p024, offset: offset_0, units: units_mG, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "accel_y", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767,
                baseType: .sint16, isArray: true, scale: scale_1p024, offset: offset_0, units: units_mG, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "accel_z", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767,
                baseType: .sint16, isArray: true, scale: scale_1p024, offset: offset_0, units: units_mG, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "timestamp_32k", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
