// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `one_d_sensor_calibration` message (210) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum OneDSensorCalibrationField: FieldName {
    case sensorType
    case calibrationFactor
    /// Field 1 (a subfield of `calibration_factor`).
    case baroCalFactor
    case calibrationDivisor
    case levelShift
    case offsetCal
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 210 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .sensorType: "sensor_type"
        case .calibrationFactor: "calibration_factor"
        case .baroCalFactor: "baro_cal_factor"
        case .calibrationDivisor: "calibration_divisor"
        case .levelShift: "level_shift"
        case .offsetCal: "offset_cal"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .sensorType: 0
        case .calibrationFactor, .baroCalFactor: 1
        case .calibrationDivisor: 2
        case .levelShift: 3
        case .offsetCal: 4
        case .timestamp: 253
        }
    }
}

func makeMessage210() -> MessageProfile {
    MessageProfile(
        number: 210, name: "one_d_sensor_calibration",
        fields: [
            FieldProfile(
                number: 0, name: "sensor_type", type: "sensor_type", kind: .enumeration(153), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "calibration_factor", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "baro_cal_factor", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_Pa, bits: [], components: [], maps: maps_0_3)
                ]),
            FieldProfile(
                number: 2, name: "calibration_divisor", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_counts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "level_shift", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "offset_cal", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
