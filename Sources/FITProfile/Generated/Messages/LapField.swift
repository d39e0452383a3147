// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `lap` message (19) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum LapField: FieldName {
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
    case totalStrides
    /// Field 10 (a subfield of `total_cycles`).
    case totalStrokes
    /// Field 10 (a subfield of `total_cycles`).
    case totalPushes
    case totalCalories
    case totalFatCalories
    case avgSpeed
    case maxSpeed
    case avgHeartRate
    case maxHeartRate
    case avgCadence
    /// Field 17 (a subfield of `avg_cadence`).
    case avgRunningCadence
    /// Field 17 (a subfield of `avg_cadence`).
    case avgSwimmingCadence
    /// Field 17 (a subfield of `avg_cadence`).
    case avgPaddlesportCadence
    /// Field 17 (a subfield of `avg_cadence`).
    case avgPushCadence
    case maxCadence
    /// Field 18 (a subfield of `max_cadence`).
    case maxRunningCadence
    /// Field 18 (a subfield of `max_cadence`).
    case maxSwimmingCadence
    /// Field 18 (a subfield of `max_cadence`).
    case maxPaddlesportCadence
    /// Field 18 (a subfield of `max_cadence`).
    case maxPushCadence
    case avgPower
    case maxPower
    case totalAscent
    case totalDescent
    case intensity
    case lapTrigger
    case sport
    case eventGroup
    case necLat
    case necLong
    case swcLat
    case swcLong
    case numLengths
    case normalizedPower
    case leftRightBalance
    case firstLengthIndex
    case avgStrokeDistance
    case swimStroke
    case subSport
    case numActiveLengths
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
    case avgSwolf
    case opponentScore
    case strokeCount
    case zoneCount
    case avgVerticalOscillation
    case avgStanceTimePercent
    case avgStanceTime
    case avgFractionalCadence
    case maxFractionalCadence
    case totalFractionalCycles
    case playerScore
    case avgTotalHemoglobinConc
    case minTotalHemoglobinConc
    case maxTotalHemoglobinConc
    case avgSaturatedHemoglobinPercent
    case minSaturatedHemoglobinPercent
    case maxSaturatedHemoglobinPercent
    case avgStrokesPerLength
    case avgLeftTorqueEffectiveness
    case avgRightTorqueEffectiveness
    case avgLeftPedalSmoothness
    case avgRightPedalSmoothness
    case avgCombinedPedalSmoothness
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
    case enhancedAvgSpeed
    case enhancedMaxSpeed
    case enhancedAvgAltitude
    case enhancedMinAltitude
    case enhancedMaxAltitude
    case avgLevMotorPower
    case maxLevMotorPower
    case levBatteryConsumption
    case avgVerticalRatio
    case avgStanceTimeBalance
    case avgStepLength
    case avgVam
    case avgDepth
    case maxDepth
    case minTemperature
    case enhancedAvgRespirationRate
    case enhancedMaxRespirationRate
    case avgRespirationRate
    case maxRespirationRate
    case totalGrit
    case totalFlow
    case jumpCount
    case avgGrit
    case avgFlow
    case metabolicCalories
    case totalFractionalAscent
    case totalFractionalDescent
    case avgCoreTemperature
    case minCoreTemperature
    case maxCoreTemperature
    case avgGradeAdjustedSpeed
    case timestamp
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 19 }

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
        case .totalStrides: "total_strides"
        case .totalStrokes: "total_strokes"
        case .totalPushes: "total_pushes"
        case .totalCalories: "total_calories"
        case .totalFatCalories: "total_fat_calories"
        case .avgSpeed: "avg_speed"
        case .maxSpeed: "max_speed"
        case .avgHeartRate: "avg_heart_rate"
        case .maxHeartRate: "max_heart_rate"
        case .avgCadence: "avg_cadence"
        case .avgRunningCadence: "avg_running_cadence"
        case .avgSwimmingCadence: "avg_swimming_cadence"
        case .avgPaddlesportCadence: "avg_paddlesport_cadence"
        case .avgPushCadence: "avg_push_cadence"
        case .maxCadence: "max_cadence"
        case .maxRunningCadence: "max_running_cadence"
        case .maxSwimmingCadence: "max_swimming_cadence"
        case .maxPaddlesportCadence: "max_paddlesport_cadence"
        case .maxPushCadence: "max_push_cadence"
        case .avgPower: "avg_power"
        case .maxPower: "max_power"
        case .totalAscent: "total_ascent"
        case .totalDescent: "total_descent"
        case .intensity: "intensity"
        case .lapTrigger: "lap_trigger"
        case .sport: "sport"
        case .eventGroup: "event_group"
        case .necLat: "nec_lat"
        case .necLong: "nec_long"
        case .swcLat: "swc_lat"
        case .swcLong: "swc_long"
        case .numLengths: "num_lengths"
        case .normalizedPower: "normalized_power"
        case .leftRightBalance: "left_right_balance"
        case .firstLengthIndex: "first_length_index"
        case .avgStrokeDistance: "avg_stroke_distance"
        case .swimStroke: "swim_stroke"
        case .subSport: "sub_sport"
        case .numActiveLengths: "num_active_lengths"
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
        case .avgSwolf: "avg_swolf"
        case .opponentScore: "opponent_score"
        case .strokeCount: "stroke_count"
        case .zoneCount: "zone_count"
        case .avgVerticalOscillation: "avg_vertical_oscillation"
        case .avgStanceTimePercent: "avg_stance_time_percent"
        case .avgStanceTime: "avg_stance_time"
        case .avgFractionalCadence: "avg_fractional_cadence"
        case .maxFractionalCadence: "max_fractional_cadence"
        case .totalFractionalCycles: "total_fractional_cycles"
        case .playerScore: "player_score"
        case .avgTotalHemoglobinConc: "avg_total_hemoglobin_conc"
        case .minTotalHemoglobinConc: "min_total_hemoglobin_conc"
        case .maxTotalHemoglobinConc: "max_total_hemoglobin_conc"
        case .avgSaturatedHemoglobinPercent: "avg_saturated_hemoglobin_percent"
        case .minSaturatedHemoglobinPercent: "min_saturated_hemoglobin_percent"
        case .maxSaturatedHemoglobinPercent: "max_saturated_hemoglobin_percent"
        case .avgStrokesPerLength: "avg_strokes_per_length"
        case .avgLeftTorqueEffectiveness: "avg_left_torque_effectiveness"
        case .avgRightTorqueEffectiveness: "avg_right_torque_effectiveness"
        case .avgLeftPedalSmoothness: "avg_left_pedal_smoothness"
        case .avgRightPedalSmoothness: "avg_right_pedal_smoothness"
        case .avgCombinedPedalSmoothness: "avg_combined_pedal_smoothness"
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
        case .enhancedAvgSpeed: "enhanced_avg_speed"
        case .enhancedMaxSpeed: "enhanced_max_speed"
        case .enhancedAvgAltitude: "enhanced_avg_altitude"
        case .enhancedMinAltitude: "enhanced_min_altitude"
        case .enhancedMaxAltitude: "enhanced_max_altitude"
        case .avgLevMotorPower: "avg_lev_motor_power"
        case .maxLevMotorPower: "max_lev_motor_power"
        case .levBatteryConsumption: "lev_battery_consumption"
        case .avgVerticalRatio: "avg_vertical_ratio"
        case .avgStanceTimeBalance: "avg_stance_time_balance"
        case .avgStepLength: "avg_step_length"
        case .avgVam: "avg_vam"
        case .avgDepth: "avg_depth"
        case .maxDepth: "max_depth"
        case .minTemperature: "min_temperature"
        case .enhancedAvgRespirationRate: "enhanced_avg_respiration_rate"
        case .enhancedMaxRespirationRate: "enhanced_max_respiration_rate"
        case .avgRespirationRate: "avg_respiration_rate"
        case .maxRespirationRate: "max_respiration_rate"
        case .totalGrit: "total_grit"
        case .totalFlow: "total_flow"
        case .jumpCount: "jump_count"
        case .avgGrit: "avg_grit"
        case .avgFlow: "avg_flow"
        case .metabolicCalories: "metabolic_calories"
        case .totalFractionalAscent: "total_fractional_ascent"
        case .totalFractionalDescent: "total_fractional_descent"
        case .avgCoreTemperature: "avg_core_temperature"
        case .minCoreTemperature: "min_core_temperature"
        case .maxCoreTemperature: "max_core_temperature"
        case .avgGradeAdjustedSpeed: "avg_grade_adjusted_speed"
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
        case .totalCycles, .totalStrides, .totalStrokes, .totalPushes: 10
        case .totalCalories: 11
        case .totalFatCalories: 12
        case .avgSpeed: 13
        case .maxSpeed: 14
        case .avgHeartRate: 15
        case .maxHeartRate: 16
        case .avgCadence, .avgRunningCadence, .avgSwimmingCadence, .avgPaddlesportCadence, .avgPushCadence: 17
        case .maxCadence, .maxRunningCadence, .maxSwimmingCadence, .maxPaddlesportCadence, .maxPushCadence: 18
        case .avgPower: 19
        case .maxPower: 20
        case .totalAscent: 21
        case .totalDescent: 22
        case .intensity: 23
        case .lapTrigger: 24
        case .sport: 25
        case .eventGroup: 26
        case .necLat: 27
        case .necLong: 28
        case .swcLat: 29
        case .swcLong: 30
        case .numLengths: 32
        case .normalizedPower: 33
        case .leftRightBalance: 34
        case .firstLengthIndex: 35
        case .avgStrokeDistance: 37
        case .swimStroke: 38
        case .subSport: 39
        case .numActiveLengths: 40
        case .totalWork: 41
        case .avgAltitude: 42
        case .maxAltitude: 43
        case .gpsAccuracy: 44
        case .avgGrade: 45
        case .avgPosGrade: 46
        case .avgNegGrade: 47
        case .maxPosGrade: 48
        case .maxNegGrade: 49
        case .avgTemperature: 50
        case .maxTemperature: 51
        case .totalMovingTime: 52
        case .avgPosVerticalSpeed: 53
        case .avgNegVerticalSpeed: 54
        case .maxPosVerticalSpeed: 55
        case .maxNegVerticalSpeed: 56
        case .timeInHrZone: 57
        case .timeInSpeedZone: 58
        case .timeInCadenceZone: 59
        case .timeInPowerZone: 60
        case .repetitionNum: 61
        case .minAltitude: 62
        case .minHeartRate: 63
        case .activeTime: 70
        case .wktStepIndex: 71
        case .avgSwolf: 73
        case .opponentScore: 74
        case .strokeCount: 75
        case .zoneCount: 76
        case .avgVerticalOscillation: 77
        case .avgStanceTimePercent: 78
        case .avgStanceTime: 79
        case .avgFractionalCadence: 80
        case .maxFractionalCadence: 81
        case .totalFractionalCycles: 82
        case .playerScore: 83
        case .avgTotalHemoglobinConc: 84
        case .minTotalHemoglobinConc: 85
        case .maxTotalHemoglobinConc: 86
        case .avgSaturatedHemoglobinPercent: 87
        case .minSaturatedHemoglobinPercent: 88
        case .maxSaturatedHemoglobinPercent: 89
        case .avgStrokesPerLength: 90
        case .avgLeftTorqueEffectiveness: 91
        case .avgRightTorqueEffectiveness: 92
        case .avgLeftPedalSmoothness: 93
        case .avgRightPedalSmoothness: 94
        case .avgCombinedPedalSmoothness: 95
        case .frontGearShiftCount: 96
        case .rearGearShiftCount: 97
        case .timeStanding: 98
        case .standCount: 99
        case .avgLeftPco: 100
        case .avgRightPco: 101
        case .avgLeftPowerPhase: 102
        case .avgLeftPowerPhasePeak: 103
        case .avgRightPowerPhase: 104
        case .avgRightPowerPhasePeak: 105
        case .avgPowerPosition: 106
        case .maxPowerPosition: 107
        case .avgCadencePosition: 108
        case .maxCadencePosition: 109
        case .enhancedAvgSpeed: 110
        case .enhancedMaxSpeed: 111
        case .enhancedAvgAltitude: 112
        case .enhancedMinAltitude: 113
        case .enhancedMaxAltitude: 114
        case .avgLevMotorPower: 115
        case .maxLevMotorPower: 116
        case .levBatteryConsumption: 117
        case .avgVerticalRatio: 118
        case .avgStanceTimeBalance: 119
        case .avgStepLength: 120
        case .avgVam: 121
        case .avgDepth: 122
        case .maxDepth: 123
        case .minTemperature: 124
        case .enhancedAvgRespirationRate: 136
        case .enhancedMaxRespirationRate: 137
        case .avgRespirationRate: 147
        case .maxRespirationRate: 148
        case .totalGrit: 149
        case .totalFlow: 150
        case .jumpCount: 151
        case .avgGrit: 153
        case .avgFlow: 154
        case .metabolicCalories: 155
        case .totalFractionalAscent: 156
        case .totalFractionalDescent: 157
        case .avgCoreTemperature: 158
        case .minCoreTemperature: 159
        case .maxCoreTemperature: 160
        case .avgGradeAdjustedSpeed: 161
        case .timestamp: 253
        case .messageIndex: 254
        }
    }
}

func makeMessage19() -> MessageProfile {
    MessageProfile(
        number: 19, name: "lap",
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
                        name: "total_strides", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_strides, bits: [], components: [], maps: maps_25_1_25_11),
                    SubfieldProfile(
                        name: "total_strokes", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_strokes, bits: [], components: [], maps: maps_25_2_25_5_25_15_25_37),
                    SubfieldProfile(
                        name: "total_pushes", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_pushes, bits: [], components: [], maps: maps_25_66_25_65)
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
                units: units_mPers, bits: bits_16, components: components_110, isAccumulated: false),
            FieldProfile(
                number: 14, name: "max_speed", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: bits_16, components: components_111, isAccumulated: false),
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
                components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "avg_running_cadence", kind: .numeric, typeBase: .uint8, scale: scale_1,
                        offset: offset_0, units: units_stridesPermin, bits: [], components: [], maps: maps_25_1),
                    SubfieldProfile(
                        name: "avg_swimming_cadence", kind: .numeric, typeBase: .uint8, scale: scale_1,
                        offset: offset_0, units: units_strokesPermin, bits: [], components: [], maps: maps_25_5),
                    SubfieldProfile(
                        name: "avg_paddlesport_cadence", kind: .numeric, typeBase: .uint8, scale: scale_1,
                        offset: offset_0, units: units_strokesPermin, bits: [], components: [],
                        maps: maps_25_15_25_37),
                    SubfieldProfile(
                        name: "avg_push_cadence", kind: .numeric, typeBase: .uint8, scale: scale_1, offset: offset_0,
                        units: units_pushesPermin, bits: [], components: [], maps: maps_25_66_25_65)
                ]),
            FieldProfile(
                number: 18, name: "max_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_rpm, bits: [],
                components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "max_running_cadence", kind: .numeric, typeBase: .uint8, scale: scale_1,
                        offset: offset_0, units: units_stridesPermin, bits: [], components: [], maps: maps_25_1),
                    SubfieldProfile(
                        name: "max_swimming_cadence", kind: .numeric, typeBase: .uint8, scale: scale_1,
                        offset: offset_0, units: units_strokesPermin, bits: [], components: [], maps: maps_25_5),
                    SubfieldProfile(
                        name: "max_paddlesport_cadence", kind: .numeric, typeBase: .uint8, scale: scale_1,
                        offset: offset_0, units: units_strokesPermin, bits: [], components: [],
                        maps: maps_25_15_25_37),
                    SubfieldProfile(
                        name: "max_push_cadence", kind: .numeric, typeBase: .uint8, scale: scale_1, offset: offset_0,
                        units: units_pushesPermin, bits: [], components: [], maps: maps_25_66_25_65)
                ]),
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
                number: 23, name: "intensity", type: "intensity", kind: .enumeration(102), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 24, name: "lap_trigger", type: "lap_trigger", kind: .enumeration(110), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 25, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 26, name: "event_group", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 27, name: "nec_lat", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 28, name: "nec_long", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 29, name: "swc_lat", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 30, name: "swc_long", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 32, name: "num_lengths", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_lengths, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 33, name: "normalized_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 34, name: "left_right_balance", type: "left_right_balance_100", kind: .enumeration(113),
                typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 35, name: "first_length_index", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 37, name: "avg_stroke_distance", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 38, name: "swim_stroke", type: "swim_stroke", kind: .enumeration(184), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 39, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 40, name: "num_active_lengths", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_lengths, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 41, name: "total_work", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_J, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 42, name: "avg_altitude", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: bits_16, components: components_112, isAccumulated: false),
            FieldProfile(
                number: 43, name: "max_altitude", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: bits_16, components: components_114, isAccumulated: false),
            FieldProfile(
                number: 44, name: "gps_accuracy", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 45, name: "avg_grade", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 46, name: "avg_pos_grade", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 47, name: "avg_neg_grade", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 48, name: "max_pos_grade", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 49, name: "max_neg_grade", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 50, name: "avg_temperature", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 51, name: "max_temperature", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 52, name: "total_moving_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 53, name: "avg_pos_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 54, name: "avg_neg_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 55, name: "max_pos_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 56, name: "max_neg_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 57, name: "time_in_hr_zone", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 58, name: "time_in_speed_zone", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 59, name: "time_in_cadence_zone", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 60, name: "time_in_power_zone", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 61, name: "repetition_num", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 62, name: "min_altitude", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: bits_16, components: components_113, isAccumulated: false),
            FieldProfile(
                number: 63, name: "min_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 70, name: "active_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 71, name: "wkt_step_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 73, name: "avg_swolf", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 74, name: "opponent_score", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 75, name: "stroke_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_counts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 76, name: "zone_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_counts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 77, name: "avg_vertical_oscillation", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 78, name: "avg_stance_time_percent", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 79, name: "avg_stance_time", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 80, name: "avg_fractional_cadence", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_128, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 81, name: "max_fractional_cadence", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_128, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 82, name: "total_fractional_cycles", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_128, offset: offset_0,
                units: units_cycles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 83, name: "player_score", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 84, name: "avg_total_hemoglobin_conc", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_100, offset: offset_0,
                units: units_gPerdL, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 85, name: "min_total_hemoglobin_conc", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_100, offset: offset_0,
                units: units_gPerdL, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 86, name: "max_total_hemoglobin_conc", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_100, offset: offset_0,
                units: units_gPerdL, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 87, name: "avg_saturated_hemoglobin_percent", type: "uint16", kind: .numeric,
                typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_10,
                offset: offset_0, units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 88, name: "min_saturated_hemoglobin_percent", type: "uint16", kind: .numeric,
                typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_10,
                offset: offset_0, units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 89, name: "max_saturated_hemoglobin_percent", type: "uint16", kind: .numeric,
                typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_10,
                offset: offset_0, units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 90, name: "avg_strokes_per_length", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_strokesxPerxlength, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 91, name: "avg_left_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 92, name: "avg_right_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 93, name: "avg_left_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 94, name: "avg_right_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 95, name: "avg_combined_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 96, name: "front_gear_shift_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 97, name: "rear_gear_shift_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 98, name: "time_standing", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 99, name: "stand_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 100, name: "avg_left_pco", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 101, name: "avg_right_pco", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 102, name: "avg_left_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 103, name: "avg_left_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 104, name: "avg_right_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 105, name: "avg_right_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 106, name: "avg_power_position", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 107, name: "max_power_position", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 108, name: "avg_cadence_position", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_1, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 109, name: "max_cadence_position", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_1, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 110, name: "enhanced_avg_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 111, name: "enhanced_max_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 112, name: "enhanced_avg_altitude", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 113, name: "enhanced_min_altitude", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 114, name: "enhanced_max_altitude", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 115, name: "avg_lev_motor_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 116, name: "max_lev_motor_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 117, name: "lev_battery_consumption", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 118, name: "avg_vertical_ratio", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 119, name: "avg_stance_time_balance", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 120, name: "avg_step_length", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 121, name: "avg_vam", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 122, name: "avg_depth", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 123, name: "max_depth", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 124, name: "min_temperature", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 136, name: "enhanced_avg_respiration_rate", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_BreathsPermin, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 137, name: "enhanced_max_respiration_rate", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_BreathsPermin, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 147, name: "avg_respiration_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_, bits: bits_8, components: components_136, isAccumulated: false),
            FieldProfile(
                number: 148, name: "max_respiration_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_, bits: bits_8, components: components_137, isAccumulated: false),
            FieldProfile(
                number: 149, name: "total_grit", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kGrit, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 150, name: "total_flow", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_Flow, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 151, name: "jump_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 153, name: "avg_grit", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kGrit, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 154, name: "avg_flow", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_Flow, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 155, name: "metabolic_calories", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kcal, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 156, name: "total_fractional_ascent", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 157, name: "total_fractional_descent", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 158, name: "avg_core_temperature", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 159, name: "min_core_temperature", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 160, name: "max_core_temperature", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 161, name: "avg_grade_adjusted_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
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
