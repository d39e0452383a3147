// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `dive_settings` message (258) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum DiveSettingsField: FieldName {
    case name
    case model
    case gfLow
    case gfHigh
    case waterType
    case waterDensity
    case po2Warn
    case po2Critical
    case po2Deco
    case safetyStopEnabled
    case bottomDepth
    case bottomTime
    case apneaCountdownEnabled
    case apneaCountdownTime
    case backlightMode
    case backlightBrightness
    case backlightTimeout
    case repeatDiveInterval
    case safetyStopTime
    case heartRateSourceType
    case heartRateSource
    /// Field 20 (a subfield of `heart_rate_source`).
    case heartRateAntplusDeviceType
    /// Field 20 (a subfield of `heart_rate_source`).
    case heartRateLocalDeviceType
    case travelGas
    case ccrLowSetpointSwitchMode
    case ccrLowSetpoint
    case ccrLowSetpointDepth
    case ccrHighSetpointSwitchMode
    case ccrHighSetpoint
    case ccrHighSetpointDepth
    case gasConsumptionDisplay
    case upKeyEnabled
    case diveSounds
    case lastStopMultiple
    case noFlyTimeMode
    case timestamp
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 258 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .name: "name"
        case .model: "model"
        case .gfLow: "gf_low"
        case .gfHigh: "gf_high"
        case .waterType: "water_type"
        case .waterDensity: "water_density"
        case .po2Warn: "po2_warn"
        case .po2Critical: "po2_critical"
        case .po2Deco: "po2_deco"
        case .safetyStopEnabled: "safety_stop_enabled"
        case .bottomDepth: "bottom_depth"
        case .bottomTime: "bottom_time"
        case .apneaCountdownEnabled: "apnea_countdown_enabled"
        case .apneaCountdownTime: "apnea_countdown_time"
        case .backlightMode: "backlight_mode"
        case .backlightBrightness: "backlight_brightness"
        case .backlightTimeout: "backlight_timeout"
        case .repeatDiveInterval: "repeat_dive_interval"
        case .safetyStopTime: "safety_stop_time"
        case .heartRateSourceType: "heart_rate_source_type"
        case .heartRateSource: "heart_rate_source"
        case .heartRateAntplusDeviceType: "heart_rate_antplus_device_type"
        case .heartRateLocalDeviceType: "heart_rate_local_device_type"
        case .travelGas: "travel_gas"
        case .ccrLowSetpointSwitchMode: "ccr_low_setpoint_switch_mode"
        case .ccrLowSetpoint: "ccr_low_setpoint"
        case .ccrLowSetpointDepth: "ccr_low_setpoint_depth"
        case .ccrHighSetpointSwitchMode: "ccr_high_setpoint_switch_mode"
        case .ccrHighSetpoint: "ccr_high_setpoint"
        case .ccrHighSetpointDepth: "ccr_high_setpoint_depth"
        case .gasConsumptionDisplay: "gas_consumption_display"
        case .upKeyEnabled: "up_key_enabled"
        case .diveSounds: "dive_sounds"
        case .lastStopMultiple: "last_stop_multiple"
        case .noFlyTimeMode: "no_fly_time_mode"
        case .timestamp: "timestamp"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .name: 0
        case .model: 1
        case .gfLow: 2
        case .gfHigh: 3
        case .waterType: 4
        case .waterDensity: 5
        case .po2Warn: 6
        case .po2Critical: 7
        case .po2Deco: 8
        case .safetyStopEnabled: 9
        case .bottomDepth: 10
        case .bottomTime: 11
        case .apneaCountdownEnabled: 12
        case .apneaCountdownTime: 13
        case .backlightMode: 14
        case .backlightBrightness: 15
        case .backlightTimeout: 16
        case .repeatDiveInterval: 17
        case .safetyStopTime: 18
        case .heartRateSourceType: 19
        case .heartRateSource, .heartRateAntplusDeviceType, .heartRateLocalDeviceType: 20
        case .travelGas: 21
        case .ccrLowSetpointSwitchMode: 22
        case .ccrLowSetpoint: 23
        case .ccrLowSetpointDepth: 24
        case .ccrHighSetpointSwitchMode: 25
        case .ccrHighSetpoint: 26
        case .ccrHighSetpointDepth: 27
        case .gasConsumptionDisplay: 29
        case .upKeyEnabled: 30
        case .diveSounds: 35
        case .lastStopMultiple: 36
        case .noFlyTimeMode: 37
        case .timestamp: 253
        case .messageIndex: 254
        }
    }
}

func makeMessage258() -> MessageProfile {
    MessageProfile(
        number: 258, name: "dive_settings",
        fields: [
            FieldProfile(
                number: 0, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "model", type: "tissue_model_type", kind: .enumeration(192), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "gf_low", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "gf_high", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "water_type", type: "water_type", kind: .enumeration(202), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "water_density", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kgPermx3, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "po2_warn", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "po2_critical", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "po2_deco", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "safety_stop_enabled", type: "bool", kind: .plain, typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "bottom_depth", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "bottom_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 12, name: "apnea_countdown_enabled", type: "bool", kind: .plain, typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 13, name: "apnea_countdown_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 14, name: "backlight_mode", type: "dive_backlight_mode", kind: .enumeration(63), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 15, name: "backlight_brightness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 16, name: "backlight_timeout", type: "backlight_timeout", kind: .enumeration(17),
                typeBase: nil, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 17, name: "repeat_dive_interval", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 18, name: "safety_stop_time", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 19, name: "heart_rate_source_type", type: "source_type", kind: .enumeration(165),
                typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 20, name: "heart_rate_source", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "heart_rate_antplus_device_type", kind: .enumeration(8), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_19_1),
                    SubfieldProfile(
                        name: "heart_rate_local_device_type", kind: .enumeration(118), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_19_5)
                ]),
            FieldProfile(
                number: 21, name: "travel_gas", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 22, name: "ccr_low_setpoint_switch_mode", type: "ccr_setpoint_switch_mode",
                kind: .enumeration(37), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false,
                scale: scale_1, offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 23, name: "ccr_low_setpoint", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 24, name: "ccr_low_setpoint_depth", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 25, name: "ccr_high_setpoint_switch_mode", type: "ccr_setpoint_switch_mode",
                kind: .enumeration(37), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false,
                scale: scale_1, offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 26, name: "ccr_high_setpoint", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 27, name: "ccr_high_setpoint_depth", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 29, name: "gas_consumption_display", type: "gas_consumption_rate_type", kind: .enumeration(88),
                typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 30, name: "up_key_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 35, name: "dive_sounds", type: "tone", kind: .enumeration(193), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 36, name: "last_stop_multiple", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_10, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 37, name: "no_fly_time_mode", type: "no_fly_time_mode", kind: .enumeration(131), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
