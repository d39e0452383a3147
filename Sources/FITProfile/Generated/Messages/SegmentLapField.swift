// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `segment_lap` message (142) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum SegmentLapField: FieldName {
    case event
    case eventType
    case startTime
    case startPositionLat
    case startPositionLong
    case endPositionLat
    case endPositionLong
    case totalElapsedTime
    case totalTimerTime
    case totalDistance
    case totalCycles
    /// Field 10 (a subfield of `total_cycles`).
    case totalStrokes
    case totalCalories
    case totalFatCalories
    case avgSpeed
    case maxSpeed
    case avgHeartRate
    case maxHeartRate
    case avgCadence
    case maxCadence
    case avgPower
    case maxPower
    case totalAscent
    case totalDescent
    case sport
    case eventGroup
    case necLat
    case necLong
    case swcLat
    case swcLong
    case name
    case normalizedPower
    case leftRightBalance
    case subSport
    case totalWork
    case avgAltitude
    case maxAltitude
    case gpsAccuracy
    case avgGrade
    case avgPosGrade
    case avgNegGrade
    case maxPosGrade
    case maxNegGrade
    case avgTemperature
    case maxTemperature
    case totalMovingTime
    case avgPosVerticalSpeed
    case avgNegVerticalSpeed
    case maxPosVerticalSpeed
    case maxNegVerticalSpeed
    case timeInHrZone
    case timeInSpeedZone
    case timeInCadenceZone
    case timeInPowerZone
    case repetitionNum
    case minAltitude
    case minHeartRate
    case activeTime
    case wktStepIndex
    case sportEvent
    case avgLeftTorqueEffectiveness
    case avgRightTorqueEffectiveness
    case avgLeftPedalSmoothness
    case avgRightPedalSmoothness
    case avgCombinedPedalSmoothness
    case status
    case uuid
    case avgFractionalCadence
    case maxFractionalCadence
    case totalFractionalCycles
    case frontGearShiftCount
    case rearGearShiftCount
    case timeStanding
    case standCount
    case avgLeftPco
    case avgRightPco
    case avgLeftPowerPhase
    case avgLeftPowerPhasePeak
    case avgRightPowerPhase
    case avgRightPowerPhasePeak
    case avgPowerPosition
    case maxPowerPosition
    case avgCadencePosition
    case maxCadencePosition
    case manufacturer
    case totalGrit
    case totalFlow
    case avgGrit
    case avgFlow
    case metabolicCalories
    case totalFractionalAscent
    case totalFractionalDescent
    case enhancedAvgAltitude
    case enhancedMaxAltitude
    case enhancedMinAltitude
    case timestamp
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 142 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .event: "event"
        case .eventType: "event_type"
        case .startTime: "start_time"
        case .startPositionLat: "start_position_lat"
        case .startPositionLong: "start_position_long"
        case .endPositionLat: "end_position_lat"
        case .endPositionLong: "end_position_long"
        case .totalElapsedTime: "total_elapsed_time"
        case .totalTimerTime: "total_timer_time"
        case .totalDistance: "total_distance"
        case .totalCycles: "total_cycles"
        case .totalStrokes: "total_strokes"
        case .totalCalories: "total_calories"
        case .totalFatCalories: "total_fat_calories"
        case .avgSpeed: "avg_speed"
        case .maxSpeed: "max_speed"
        case .avgHeartRate: "avg_heart_rate"
        case .maxHeartRate: "max_heart_rate"
        case .avgCadence: "avg_cadence"
        case .maxCadence: "max_cadence"
        case .avgPower: "avg_power"
        case .maxPower: "max_power"
        case .totalAscent: "total_ascent"
        case .totalDescent: "total_descent"
        case .sport: "sport"
        case .eventGroup: "event_group"
        case .necLat: "nec_lat"
        case .necLong: "nec_long"
        case .swcLat: "swc_lat"
        case .swcLong: "swc_long"
        case .name: "name"
        case .normalizedPower: "normalized_power"
        case .leftRightBalance: "left_right_balance"
        case .subSport: "sub_sport"
        case .totalWork: "total_work"
        case .avgAltitude: "avg_altitude"
        case .maxAltitude: "max_altitude"
        case .gpsAccuracy: "gps_accuracy"
        case .avgGrade: "avg_grade"
        case .avgPosGrade: "avg_pos_grade"
        case .avgNegGrade: "avg_neg_grade"
        case .maxPosGrade: "max_pos_grade"
        case .maxNegGrade: "max_neg_grade"
        case .avgTemperature: "avg_temperature"
        case .maxTemperature: "max_temperature"
        case .totalMovingTime: "total_moving_time"
        case .avgPosVerticalSpeed: "avg_pos_vertical_speed"
        case .avgNegVerticalSpeed: "avg_neg_vertical_speed"
        case .maxPosVerticalSpeed: "max_pos_vertical_speed"
        case .maxNegVerticalSpeed: "max_neg_vertical_speed"
        case .timeInHrZone: "time_in_hr_zone"
        case .timeInSpeedZone: "time_in_speed_zone"
        case .timeInCadenceZone: "time_in_cadence_zone"
        case .timeInPowerZone: "time_in_power_zone"
        case .repetitionNum: "repetition_num"
        case .minAltitude: "min_altitude"
        case .minHeartRate: "min_heart_rate"
        case .activeTime: "active_time"
        case .wktStepIndex: "wkt_step_index"
        case .sportEvent: "sport_event"
        case .avgLeftTorqueEffectiveness: "avg_left_torque_effectiveness"
        case .avgRightTorqueEffectiveness: "avg_right_torque_effectiveness"
        case .avgLeftPedalSmoothness: "avg_left_pedal_smoothness"
        case .avgRightPedalSmoothness: "avg_right_pedal_smoothness"
        case .avgCombinedPedalSmoothness: "avg_combined_pedal_smoothness"
        case .status: "status"
        case .uuid: "uuid"
        case .avgFractionalCadence: "avg_fractional_cadence"
        case .maxFractionalCadence: "max_fractional_cadence"
        case .totalFractionalCycles: "total_fractional_cycles"
        case .frontGearShiftCount: "front_gear_shift_count"
        case .rearGearShiftCount: "rear_gear_shift_count"
        case .timeStanding: "time_standing"
        case .standCount: "stand_count"
        case .avgLeftPco: "avg_left_pco"
        case .avgRightPco: "avg_right_pco"
        case .avgLeftPowerPhase: "avg_left_power_phase"
        case .avgLeftPowerPhasePeak: "avg_left_power_phase_peak"
        case .avgRightPowerPhase: "avg_right_power_phase"
        case .avgRightPowerPhasePeak: "avg_right_power_phase_peak"
        case .avgPowerPosition: "avg_power_position"
        case .maxPowerPosition: "max_power_position"
        case .avgCadencePosition: "avg_cadence_position"
        case .maxCadencePosition: "max_cadence_position"
        case .manufacturer: "manufacturer"
        case .totalGrit: "total_grit"
        case .totalFlow: "total_flow"
        case .avgGrit: "avg_grit"
        case .avgFlow: "avg_flow"
        case .metabolicCalories: "metabolic_calories"
        case .totalFractionalAscent: "total_fractional_ascent"
        case .totalFractionalDescent: "total_fractional_descent"
        case .enhancedAvgAltitude: "enhanced_avg_altitude"
        case .enhancedMaxAltitude: "enhanced_max_altitude"
        case .enhancedMinAltitude: "enhanced_min_altitude"
        case .timestamp: "timestamp"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .event: 0
        case .eventType: 1
        case .startTime: 2
        case .startPositionLat: 3
        case .startPositionLong: 4
        case .endPositionLat: 5
        case .endPositionLong: 6
        case .totalElapsedTime: 7
        case .totalTimerTime: 8
        case .totalDistance: 9
        case .totalCycles, .totalStrokes: 10
        case .totalCalories: 11
        case .totalFatCalories: 12
        case .avgSpeed: 13
        case .maxSpeed: 14
        case .avgHeartRate: 15
        case .maxHeartRate: 16
        case .avgCadence: 17
        case .maxCadence: 18
        case .avgPower: 19
        case .maxPower: 20
        case .totalAscent: 21
        case .totalDescent: 22
        case .sport: 23
        case .eventGroup: 24
        case .necLat: 25
        case .necLong: 26
        case .swcLat: 27
        case .swcLong: 28
        case .name: 29
        case .normalizedPower: 30
        case .leftRightBalance: 31
        case .subSport: 32
        case .totalWork: 33
        case .avgAltitude: 34
        case .maxAltitude: 35
        case .gpsAccuracy: 36
        case .avgGrade: 37
        case .avgPosGrade: 38
        case .avgNegGrade: 39
        case .maxPosGrade: 40
        case .maxNegGrade: 41
        case .avgTemperature: 42
        case .maxTemperature: 43
        case .totalMovingTime: 44
        case .avgPosVerticalSpeed: 45
        case .avgNegVerticalSpeed: 46
        case .maxPosVerticalSpeed: 47
        case .maxNegVerticalSpeed: 48
        case .timeInHrZone: 49
        case .timeInSpeedZone: 50
        case .timeInCadenceZone: 51
        case .timeInPowerZone: 52
        case .repetitionNum: 53
        case .minAltitude: 54
        case .minHeartRate: 55
        case .activeTime: 56
        case .wktStepIndex: 57
        case .sportEvent: 58
        case .avgLeftTorqueEffectiveness: 59
        case .avgRightTorqueEffectiveness: 60
        case .avgLeftPedalSmoothness: 61
        case .avgRightPedalSmoothness: 62
        case .avgCombinedPedalSmoothness: 63
        case .status: 64
        case .uuid: 65
        case .avgFractionalCadence: 66
        case .maxFractionalCadence: 67
        case .totalFractionalCycles: 68
        case .frontGearShiftCount: 69
        case .rearGearShiftCount: 70
        case .timeStanding: 71
        case .standCount: 72
        case .avgLeftPco: 73
        case .avgRightPco: 74
        case .avgLeftPowerPhase: 75
        case .avgLeftPowerPhasePeak: 76
        case .avgRightPowerPhase: 77
        case .avgRightPowerPhasePeak: 78
        case .avgPowerPosition: 79
        case .maxPowerPosition: 80
        case .avgCadencePosition: 81
        case .maxCadencePosition: 82
        case .manufacturer: 83
        case .totalGrit: 84
        case .totalFlow: 85
        case .avgGrit: 86
        case .avgFlow: 87
        case .metabolicCalories: 88
        case .totalFractionalAscent: 89
        case .totalFractionalDescent: 90
        case .enhancedAvgAltitude: 91
        case .enhancedMaxAltitude: 92
        case .enhancedMinAltitude: 93
        case .timestamp: 253
        case .messageIndex: 254
        }
    }
}

func makeMessage142() -> MessageProfile {
    MessageProfile(
        number: 142, name: "segment_lap",
        fields: [
            FieldProfile(
                number: 0, name: "event", type: "event", kind: .enumeration(68), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "event_type", type: "event_type", kind: .enumeration(69), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "start_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255,
                baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "start_position_lat", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "start_position_long", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "end_position_lat", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "end_position_long", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "total_elapsed_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "total_timer_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "total_distance", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "total_cycles", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_cycles, bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "total_strokes", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_strokes, bits: [], components: [], maps: maps_23_2)
                ]),
            FieldProfile(
                number: 11, name: "total_calories", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kcal, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 12, name: "total_fat_calories", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kcal, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 13, name: "avg_speed", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 14, name: "max_speed", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 15, name: "avg_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 16, name: "max_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 17, name: "avg_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_rpm, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 18, name: "max_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_rpm, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 19, name: "avg_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 20, name: "max_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 21, name: "total_ascent", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 22, name: "total_descent", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 23, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 24, name: "event_group", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 25, name: "nec_lat", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 26, name: "nec_long", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 27, name: "swc_lat", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 28, name: "swc_long", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 29, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 30, name: "normalized_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 31, name: "left_right_balance", type: "left_right_balance_100", kind: .enumeration(113),
                typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 32, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 33, name: "total_work", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_J, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 34, name: "avg_altitude", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: bits_16, components: components_91, isAccumulated: false),
            FieldProfile(
                number: 35, name: "max_altitude", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: bits_16, components: components_92, isAccumulated: false),
            FieldProfile(
                number: 36, name: "gps_accuracy", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 37, name: "avg_grade", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 38, name: "avg_pos_grade", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 39, name: "avg_neg_grade", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 40, name: "max_pos_grade", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 41, name: "max_neg_grade", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 42, name: "avg_temperature", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 43, name: "max_temperature", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 44, name: "total_moving_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 45, name: "avg_pos_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 46, name: "avg_neg_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 47, name: "max_pos_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 48, name: "max_neg_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 49, name: "time_in_hr_zone", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 50, name: "time_in_speed_zone", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 51, name: "time_in_cadence_zone", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 52, name: "time_in_power_zone", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 53, name: "repetition_num", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 54, name: "min_altitude", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: bits_16, components: components_93, isAccumulated: false),
            FieldProfile(
                number: 55, name: "min_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 56, name: "active_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 57, name: "wkt_step_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 58, name: "sport_event", type: "sport_event", kind: .enumeration(177), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 59, name: "avg_left_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 60, name: "avg_right_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 61, name: "avg_left_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 62, name: "avg_right_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 63, name: "avg_combined_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 64, name: "status", type: "segment_lap_status", kind: .enumeration(150), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 65, name: "uuid", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 66, name: "avg_fractional_cadence", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_128, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 67, name: "max_fractional_cadence", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_128, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 68, name: "total_fractional_cycles", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_128, offset: offset_0,
                units: units_cycles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 69, name: "front_gear_shift_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 70, name: "rear_gear_shift_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 71, name: "time_standing", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 72, name: "stand_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 73, name: "avg_left_pco", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 74, name: "avg_right_pco", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 75, name: "avg_left_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 76, name: "avg_left_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 77, name: "avg_right_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 78, name: "avg_right_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 79, name: "avg_power_position", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 80, name: "max_power_position", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 81, name: "avg_cadence_position", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_1, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 82, name: "max_cadence_position", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_1, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 83, name: "manufacturer", type: "manufacturer", kind: .enumeration(121), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 84, name: "total_grit", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kGrit, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 85, name: "total_flow", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_Flow, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 86, name: "avg_grit", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kGrit, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 87, name: "avg_flow", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_Flow, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 88, name: "metabolic_calories", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kcal, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 89, name: "total_fractional_ascent", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 90, name: "total_fractional_descent", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 91, name: "enhanced_avg_altitude", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 92, name: "enhanced_max_altitude", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 93, name: "enhanced_min_altitude", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
