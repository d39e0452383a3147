// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `hsa_gyroscope_data` message (376) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum HsaGyroscopeDataField: FieldName {
    case timestampMs
    case samplingInterval
    case gyroX
    case gyroY
    case gyroZ
    case timestamp32k
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 376 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .timestampMs: "timestamp_ms"
        case .samplingInterval: "sampling_interval"
        case .gyroX: "gyro_x"
        case .gyroY: "gyro_y"
        case .gyroZ: "gyro_z"
        case .timestamp32k: "timestamp_32k"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .timestampMs: 0
        case .samplingInterval: 1
        case .gyroX: 2
        case .gyroY: 3
        case .gyroZ: 4
        case .timestamp32k: 5
        case .timestamp: 253
        }
    }
}

func makeMessage376() -> MessageProfile {
    MessageProfile(
        number: 376, name: "hsa_gyroscope_data",
        fields: [
            FieldProfile(
                number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "sampling_interval", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_1Per32768xs, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "gyro_x", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767,
                baseType: .sint16, isArray: true, scale: scale_28p57143, offset: offset_0, units: units_degPers,
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "gyro_y", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767,
                baseType: .sint16, isArray: true, scale: scale_28p57143, offset: offset_0, units: units_degPers,
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "gyro_z", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767,
                baseType: .sint16, isArray: true, scale: scale_28p57143, offset: offset_0, units: units_degPers,
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "timestamp_32k", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_1Per32768xs, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
