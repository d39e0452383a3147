// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `bike_profile` message (6) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum BikeProfileField: FieldName {
    case name
    case sport
    case subSport
    case odometer
    case bikeSpdAntId
    case bikeCadAntId
    case bikeSpdcadAntId
    case bikePowerAntId
    case customWheelsize
    case autoWheelsize
    case bikeWeight
    case powerCalFactor
    case autoWheelCal
    case autoPowerZero
    case id
    case spdEnabled
    case cadEnabled
    case spdcadEnabled
    case powerEnabled
    case crankLength
    case enabled
    case bikeSpdAntIdTransType
    case bikeCadAntIdTransType
    case bikeSpdcadAntIdTransType
    case bikePowerAntIdTransType
    case odometerRollover
    case frontGearNum
    case frontGear
    case rearGearNum
    case rearGear
    case shimanoDi2Enabled
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 6 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .name: "name"
        case .sport: "sport"
        case .subSport: "sub_sport"
        case .odometer: "odometer"
        case .bikeSpdAntId: "bike_spd_ant_id"
        case .bikeCadAntId: "bike_cad_ant_id"
        case .bikeSpdcadAntId: "bike_spdcad_ant_id"
        case .bikePowerAntId: "bike_power_ant_id"
        case .customWheelsize: "custom_wheelsize"
        case .autoWheelsize: "auto_wheelsize"
        case .bikeWeight: "bike_weight"
        case .powerCalFactor: "power_cal_factor"
        case .autoWheelCal: "auto_wheel_cal"
        case .autoPowerZero: "auto_power_zero"
        case .id: "id"
        case .spdEnabled: "spd_enabled"
        case .cadEnabled: "cad_enabled"
        case .spdcadEnabled: "spdcad_enabled"
        case .powerEnabled: "power_enabled"
        case .crankLength: "crank_length"
        case .enabled: "enabled"
        case .bikeSpdAntIdTransType: "bike_spd_ant_id_trans_type"
        case .bikeCadAntIdTransType: "bike_cad_ant_id_trans_type"
        case .bikeSpdcadAntIdTransType: "bike_spdcad_ant_id_trans_type"
        case .bikePowerAntIdTransType: "bike_power_ant_id_trans_type"
        case .odometerRollover: "odometer_rollover"
        case .frontGearNum: "front_gear_num"
        case .frontGear: "front_gear"
        case .rearGearNum: "rear_gear_num"
        case .rearGear: "rear_gear"
        case .shimanoDi2Enabled: "shimano_di2_enabled"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .name: 0
        case .sport: 1
        case .subSport: 2
        case .odometer: 3
        case .bikeSpdAntId: 4
        case .bikeCadAntId: 5
        case .bikeSpdcadAntId: 6
        case .bikePowerAntId: 7
        case .customWheelsize: 8
        case .autoWheelsize: 9
        case .bikeWeight: 10
        case .powerCalFactor: 11
        case .autoWheelCal: 12
        case .autoPowerZero: 13
        case .id: 14
        case .spdEnabled: 15
        case .cadEnabled: 16
        case .spdcadEnabled: 17
        case .powerEnabled: 18
        case .crankLength: 19
        case .enabled: 20
        case .bikeSpdAntIdTransType: 21
        case .bikeCadAntIdTransType: 22
        case .bikeSpdcadAntIdTransType: 23
        case .bikePowerAntIdTransType: 24
        case .odometerRollover: 37
        case .frontGearNum: 38
        case .frontGear: 39
        case .rearGearNum: 40
        case .rearGear: 41
        case .shimanoDi2Enabled: 44
        case .messageIndex: 254
        }
    }
}

func makeMessage6() -> MessageProfile {
    MessageProfile(
        number: 6, name: "bike_profile",
        fields: [
            FieldProfile(
                number: 0, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "odometer", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "bike_spd_ant_id", type: "uint16z", kind: .numeric, typeBase: .uint16z,
                expandedInvalid: 0, baseType: .uint16z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "bike_cad_ant_id", type: "uint16z", kind: .numeric, typeBase: .uint16z,
                expandedInvalid: 0, baseType: .uint16z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "bike_spdcad_ant_id", type: "uint16z", kind: .numeric, typeBase: .uint16z,
                expandedInvalid: 0, baseType: .uint16z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "bike_power_ant_id", type: "uint16z", kind: .numeric, typeBase: .uint16z,
                expandedInvalid: 0, baseType: .uint16z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "custom_wheelsize", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "auto_wheelsize", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "bike_weight", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_kg, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "power_cal_factor", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 12, name: "auto_wheel_cal", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 13, name: "auto_power_zero", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 14, name: "id", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 15, name: "spd_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 16, name: "cad_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 17, name: "spdcad_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 18, name: "power_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 19, name: "crank_length", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_m110,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 20, name: "enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 21, name: "bike_spd_ant_id_trans_type", type: "uint8z", kind: .numeric, typeBase: .uint8z,
                expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 22, name: "bike_cad_ant_id_trans_type", type: "uint8z", kind: .numeric, typeBase: .uint8z,
                expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 23, name: "bike_spdcad_ant_id_trans_type", type: "uint8z", kind: .numeric, typeBase: .uint8z,
                expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 24, name: "bike_power_ant_id_trans_type", type: "uint8z", kind: .numeric, typeBase: .uint8z,
                expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 37, name: "odometer_rollover", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 38, name: "front_gear_num", type: "uint8z", kind: .numeric, typeBase: .uint8z,
                expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 39, name: "front_gear", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0,
                baseType: .uint8z, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 40, name: "rear_gear_num", type: "uint8z", kind: .numeric, typeBase: .uint8z,
                expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 41, name: "rear_gear", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0,
                baseType: .uint8z, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 44, name: "shimano_di2_enabled", type: "bool", kind: .plain, typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
