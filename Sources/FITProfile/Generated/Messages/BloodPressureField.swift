// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `blood_pressure` message (51) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum BloodPressureField: FieldName {
    case systolicPressure
    case diastolicPressure
    case meanArterialPressure
    case map3SampleMean
    case mapMorningValues
    case mapEveningValues
    case heartRate
    case heartRateType
    case status
    case userProfileIndex
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 51 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .systolicPressure: "systolic_pressure"
        case .diastolicPressure: "diastolic_pressure"
        case .meanArterialPressure: "mean_arterial_pressure"
        case .map3SampleMean: "map_3_sample_mean"
        case .mapMorningValues: "map_morning_values"
        case .mapEveningValues: "map_evening_values"
        case .heartRate: "heart_rate"
        case .heartRateType: "heart_rate_type"
        case .status: "status"
        case .userProfileIndex: "user_profile_index"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .systolicPressure: 0
        case .diastolicPressure: 1
        case .meanArterialPressure: 2
        case .map3SampleMean: 3
        case .mapMorningValues: 4
        case .mapEveningValues: 5
        case .heartRate: 6
        case .heartRateType: 7
        case .status: 8
        case .userProfileIndex: 9
        case .timestamp: 253
        }
    }
}

func makeMessage51() -> MessageProfile {
    MessageProfile(
        number: 51, name: "blood_pressure",
        fields: [
            FieldProfile(
                number: 0, name: "systolic_pressure", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_mmHg, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "diastolic_pressure", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_mmHg, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "mean_arterial_pressure", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_mmHg, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "map_3_sample_mean", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_mmHg, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "map_morning_values", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_mmHg, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "map_evening_values", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_mmHg, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_bpm, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "heart_rate_type", type: "hr_type", kind: .enumeration(96), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "status", type: "bp_status", kind: .enumeration(28), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "user_profile_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
