// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `sdm_profile` message (5) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum SdmProfileField: FieldName {
    case enabled
    case sdmAntId
    case sdmCalFactor
    case odometer
    case speedSource
    case sdmAntIdTransType
    case odometerRollover
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 5 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .enabled: "enabled"
        case .sdmAntId: "sdm_ant_id"
        case .sdmCalFactor: "sdm_cal_factor"
        case .odometer: "odometer"
        case .speedSource: "speed_source"
        case .sdmAntIdTransType: "sdm_ant_id_trans_type"
        case .odometerRollover: "odometer_rollover"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .enabled: 0
        case .sdmAntId: 1
        case .sdmCalFactor: 2
        case .odometer: 3
        case .speedSource: 4
        case .sdmAntIdTransType: 5
        case .odometerRollover: 7
        case .messageIndex: 254
        }
    }
}

func makeMessage5() -> MessageProfile {
    MessageProfile(
        number: 5, name: "sdm_profile",
        fields: [
            FieldProfile(
                number: 0, name: "enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "sdm_ant_id", type: "uint16z", kind: .numeric, typeBase: .uint16z, expandedInvalid: 0,
                baseType: .uint16z, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "sdm_cal_factor", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "odometer", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "speed_source", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "sdm_ant_id_trans_type", type: "uint8z", kind: .numeric, typeBase: .uint8z,
                expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "odometer_rollover", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
