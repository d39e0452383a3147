// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `record` message (20) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum RecordField: FieldName {
    case positionLat
    case positionLong
    case altitude
    case heartRate
    case cadence
    case distance
    case speed
    case power
    case compressedSpeedDistance
    case grade
    case resistance
    case timeFromCourse
    case cycleLength
    case temperature
    case speed1s
    case cycles
    case totalCycles
    case compressedAccumulatedPower
    case accumulatedPower
    case leftRightBalance
    case gpsAccuracy
    case verticalSpeed
    case calories
    case verticalOscillation
    case stanceTimePercent
    case stanceTime
    case activityType
    case leftTorqueEffectiveness
    case rightTorqueEffectiveness
    case leftPedalSmoothness
    case rightPedalSmoothness
    case combinedPedalSmoothness
    case time128
    case strokeType
    case zone
    case ballSpeed
    case cadence256
    case fractionalCadence
    case totalHemoglobinConc
    case totalHemoglobinConcMin
    case totalHemoglobinConcMax
    case saturatedHemoglobinPercent
    case saturatedHemoglobinPercentMin
    case saturatedHemoglobinPercentMax
    case deviceIndex
    case leftPco
    case rightPco
    case leftPowerPhase
    case leftPowerPhasePeak
    case rightPowerPhase
    case rightPowerPhasePeak
    case enhancedSpeed
    case enhancedAltitude
    case batterySoc
    case motorPower
    case verticalRatio
    case stanceTimeBalance
    case stepLength
    case cycleLength16
    case absolutePressure
    case depth
    case nextStopDepth
    case nextStopTime
    case timeToSurface
    case ndlTime
    case cnsLoad
    case n2Load
    case respirationRate
    case enhancedRespirationRate
    case grit
    case flow
    case currentStress
    case ebikeTravelRange
    case ebikeBatteryLevel
    case ebikeAssistMode
    case ebikeAssistLevelPercent
    case airTimeRemaining
    case pressureSac
    case volumeSac
    case rmv
    case ascentRate
    case po2
    case coreTemperature
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 20 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .positionLat: "position_lat"
        case .positionLong: "position_long"
        case .altitude: "altitude"
        case .heartRate: "heart_rate"
        case .cadence: "cadence"
        case .distance: "distance"
        case .speed: "speed"
        case .power: "power"
        case .compressedSpeedDistance: "compressed_speed_distance"
        case .grade: "grade"
        case .resistance: "resistance"
        case .timeFromCourse: "time_from_course"
        case .cycleLength: "cycle_length"
        case .temperature: "temperature"
        case .speed1s: "speed_1s"
        case .cycles: "cycles"
        case .totalCycles: "total_cycles"
        case .compressedAccumulatedPower: "compressed_accumulated_power"
        case .accumulatedPower: "accumulated_power"
        case .leftRightBalance: "left_right_balance"
        case .gpsAccuracy: "gps_accuracy"
        case .verticalSpeed: "vertical_speed"
        case .calories: "calories"
        case .verticalOscillation: "vertical_oscillation"
        case .stanceTimePercent: "stance_time_percent"
        case .stanceTime: "stance_time"
        case .activityType: "activity_type"
        case .leftTorqueEffectiveness: "left_torque_effectiveness"
        case .rightTorqueEffectiveness: "right_torque_effectiveness"
        case .leftPedalSmoothness: "left_pedal_smoothness"
        case .rightPedalSmoothness: "right_pedal_smoothness"
        case .combinedPedalSmoothness: "combined_pedal_smoothness"
        case .time128: "time128"
        case .strokeType: "stroke_type"
        case .zone: "zone"
        case .ballSpeed: "ball_speed"
        case .cadence256: "cadence256"
        case .fractionalCadence: "fractional_cadence"
        case .totalHemoglobinConc: "total_hemoglobin_conc"
        case .totalHemoglobinConcMin: "total_hemoglobin_conc_min"
        case .totalHemoglobinConcMax: "total_hemoglobin_conc_max"
        case .saturatedHemoglobinPercent: "saturated_hemoglobin_percent"
        case .saturatedHemoglobinPercentMin: "saturated_hemoglobin_percent_min"
        case .saturatedHemoglobinPercentMax: "saturated_hemoglobin_percent_max"
        case .deviceIndex: "device_index"
        case .leftPco: "left_pco"
        case .rightPco: "right_pco"
        case .leftPowerPhase: "left_power_phase"
        case .leftPowerPhasePeak: "left_power_phase_peak"
        case .rightPowerPhase: "right_power_phase"
        case .rightPowerPhasePeak: "right_power_phase_peak"
        case .enhancedSpeed: "enhanced_speed"
        case .enhancedAltitude: "enhanced_altitude"
        case .batterySoc: "battery_soc"
        case .motorPower: "motor_power"
        case .verticalRatio: "vertical_ratio"
        case .stanceTimeBalance: "stance_time_balance"
        case .stepLength: "step_length"
        case .cycleLength16: "cycle_length16"
        case .absolutePressure: "absolute_pressure"
        case .depth: "depth"
        case .nextStopDepth: "next_stop_depth"
        case .nextStopTime: "next_stop_time"
        case .timeToSurface: "time_to_surface"
        case .ndlTime: "ndl_time"
        case .cnsLoad: "cns_load"
        case .n2Load: "n2_load"
        case .respirationRate: "respiration_rate"
        case .enhancedRespirationRate: "enhanced_respiration_rate"
        case .grit: "grit"
        case .flow: "flow"
        case .currentStress: "current_stress"
        case .ebikeTravelRange: "ebike_travel_range"
        case .ebikeBatteryLevel: "ebike_battery_level"
        case .ebikeAssistMode: "ebike_assist_mode"
        case .ebikeAssistLevelPercent: "ebike_assist_level_percent"
        case .airTimeRemaining: "air_time_remaining"
        case .pressureSac: "pressure_sac"
        case .volumeSac: "volume_sac"
        case .rmv: "rmv"
        case .ascentRate: "ascent_rate"
        case .po2: "po2"
        case .coreTemperature: "core_temperature"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .positionLat: 0
        case .positionLong: 1
        case .altitude: 2
        case .heartRate: 3
        case .cadence: 4
        case .distance: 5
        case .speed: 6
        case .power: 7
        case .compressedSpeedDistance: 8
        case .grade: 9
        case .resistance: 10
        case .timeFromCourse: 11
        case .cycleLength: 12
        case .temperature: 13
        case .speed1s: 17
        case .cycles: 18
        case .totalCycles: 19
        case .compressedAccumulatedPower: 28
        case .accumulatedPower: 29
        case .leftRightBalance: 30
        case .gpsAccuracy: 31
        case .verticalSpeed: 32
        case .calories: 33
        case .verticalOscillation: 39
        case .stanceTimePercent: 40
        case .stanceTime: 41
        case .activityType: 42
        case .leftTorqueEffectiveness: 43
        case .rightTorqueEffectiveness: 44
        case .leftPedalSmoothness: 45
        case .rightPedalSmoothness: 46
        case .combinedPedalSmoothness: 47
        case .time128: 48
        case .strokeType: 49
        case .zone: 50
        case .ballSpeed: 51
        case .cadence256: 52
        case .fractionalCadence: 53
        case .totalHemoglobinConc: 54
        case .totalHemoglobinConcMin: 55
        case .totalHemoglobinConcMax: 56
        case .saturatedHemoglobinPercent: 57
        case .saturatedHemoglobinPercentMin: 58
        case .saturatedHemoglobinPercentMax: 59
        case .deviceIndex: 62
        case .leftPco: 67
        case .rightPco: 68
        case .leftPowerPhase: 69
        case .leftPowerPhasePeak: 70
        case .rightPowerPhase: 71
        case .rightPowerPhasePeak: 72
        case .enhancedSpeed: 73
        case .enhancedAltitude: 78
        case .batterySoc: 81
        case .motorPower: 82
        case .verticalRatio: 83
        case .stanceTimeBalance: 84
        case .stepLength: 85
        case .cycleLength16: 87
        case .absolutePressure: 91
        case .depth: 92
        case .nextStopDepth: 93
        case .nextStopTime: 94
        case .timeToSurface: 95
        case .ndlTime: 96
        case .cnsLoad: 97
        case .n2Load: 98
        case .respirationRate: 99
        case .enhancedRespirationRate: 108
        case .grit: 114
        case .flow: 115
        case .currentStress: 116
        case .ebikeTravelRange: 117
        case .ebikeBatteryLevel: 118
        case .ebikeAssistMode: 119
        case .ebikeAssistLevelPercent: 120
        case .airTimeRemaining: 123
        case .pressureSac: 124
        case .volumeSac: 125
        case .rmv: 126
        case .ascentRate: 127
        case .po2: 129
        case .coreTemperature: 139
        case .timestamp: 253
        }
    }
}

func makeMessage20() -> MessageProfile {
    MessageProfile(
        number: 20, name: "record",
        fields: [
            FieldProfile(
                number: 0, name: "position_lat", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "position_long", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "altitude", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_5, offset: offset_500, units: units_m, bits: bits_16,
                components: components_78, isAccumulated: false),
            FieldProfile(
                number: 3, name: "heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_bpm, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_rpm, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "distance", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: true),
            FieldProfile(
                number: 6, name: "speed", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0, units: units_mPers,
                bits: bits_16, components: components_73, isAccumulated: false),
            FieldProfile(
                number: 7, name: "power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: units_watts, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "compressed_speed_distance", type: "byte", kind: .numeric, typeBase: .byte,
                expandedInvalid: 255, baseType: .byte, isArray: true, scale: scale_100_16, offset: offset_0_0,
                units: units_mPers_m, bits: bits_12_12, components: components_6_5, isAccumulated: false),
            FieldProfile(
                number: 9, name: "grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767,
                baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0, units: units_Percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "resistance", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "time_from_course", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 12, name: "cycle_length", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 13, name: "temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127,
                baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0, units: units_C, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 17, name: "speed_1s", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: true, scale: scale_16, offset: offset_0, units: units_mPers, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 18, name: "cycles", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_cycles, bits: bits_8,
                components: components_19, isAccumulated: false),
            FieldProfile(
                number: 19, name: "total_cycles", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_cycles, bits: [], components: [], isAccumulated: true),
            FieldProfile(
                number: 28, name: "compressed_accumulated_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: bits_16, components: components_29, isAccumulated: false),
            FieldProfile(
                number: 29, name: "accumulated_power", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: true),
            FieldProfile(
                number: 30, name: "left_right_balance", type: "left_right_balance", kind: .enumeration(112),
                typeBase: nil, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 31, name: "gps_accuracy", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 32, name: "vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 33, name: "calories", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kcal, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 39, name: "vertical_oscillation", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 40, name: "stance_time_percent", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 41, name: "stance_time", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 42, name: "activity_type", type: "activity_type", kind: .enumeration(4), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 43, name: "left_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 44, name: "right_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 45, name: "left_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 46, name: "right_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 47, name: "combined_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 48, name: "time128", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_128, offset: offset_0, units: units_s, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 49, name: "stroke_type", type: "stroke_type", kind: .enumeration(180), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 50, name: "zone", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 51, name: "ball_speed", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 52, name: "cadence256", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_256, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 53, name: "fractional_cadence", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_128, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 54, name: "total_hemoglobin_conc", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_gPerdL, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 55, name: "total_hemoglobin_conc_min", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_gPerdL, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 56, name: "total_hemoglobin_conc_max", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_gPerdL, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 57, name: "saturated_hemoglobin_percent", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 58, name: "saturated_hemoglobin_percent_min", type: "uint16", kind: .numeric,
                typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10,
                offset: offset_0, units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 59, name: "saturated_hemoglobin_percent_max", type: "uint16", kind: .numeric,
                typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10,
                offset: offset_0, units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 62, name: "device_index", type: "device_index", kind: .enumeration(54), typeBase: nil,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 67, name: "left_pco", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127,
                baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0, units: units_mm, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 68, name: "right_pco", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127,
                baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0, units: units_mm, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 69, name: "left_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 70, name: "left_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 71, name: "right_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 72, name: "right_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 73, name: "enhanced_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 78, name: "enhanced_altitude", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 81, name: "battery_soc", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 82, name: "motor_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 83, name: "vertical_ratio", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 84, name: "stance_time_balance", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 85, name: "step_length", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 87, name: "cycle_length16", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 91, name: "absolute_pressure", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_Pa, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 92, name: "depth", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 93, name: "next_stop_depth", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 94, name: "next_stop_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 95, name: "time_to_surface", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 96, name: "ndl_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 97, name: "cns_load", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 98, name: "n2_load", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 99, name: "respiration_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: bits_8, components: components_108, isAccumulated: false),
            FieldProfile(
                number: 108, name: "enhanced_respiration_rate", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_BreathsPermin, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 114, name: "grit", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 115, name: "flow", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 116, name: "current_stress", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 117, name: "ebike_travel_range", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_km, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 118, name: "ebike_battery_level", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 119, name: "ebike_assist_mode", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_dependsxonxsensor, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 120, name: "ebike_assist_level_percent", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 123, name: "air_time_remaining", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 124, name: "pressure_sac", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_barPermin, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 125, name: "volume_sac", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_LPermin, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 126, name: "rmv", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0, units: units_LPermin, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 127, name: "ascent_rate", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 129, name: "po2", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 139, name: "core_temperature", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
