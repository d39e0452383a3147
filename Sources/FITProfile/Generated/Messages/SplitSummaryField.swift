// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `split_summary` message (313) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum SplitSummaryField: FieldName {
    case splitType
    case sport
    case subSport
    case numSplits
    case totalTimerTime
    case totalDistance
    case avgSpeed
    case maxSpeed
    case totalAscent
    case totalDescent
    case avgHeartRate
    case maxHeartRate
    case avgVertSpeed
    case totalCalories
    case avgCadence
    /// Field 14 (a subfield of `avg_cadence`).
    case avgRunningCadence
    /// Field 14 (a subfield of `avg_cadence`).
    case avgSwimmingCadence
    /// Field 14 (a subfield of `avg_cadence`).
    case avgPaddlesportCadence
    /// Field 14 (a subfield of `avg_cadence`).
    case avgPushCadence
    case maxCadence
    /// Field 15 (a subfield of `max_cadence`).
    case maxRunningCadence
    /// Field 15 (a subfield of `max_cadence`).
    case maxSwimmingCadence
    /// Field 15 (a subfield of `max_cadence`).
    case maxPaddlesportCadence
    /// Field 15 (a subfield of `max_cadence`).
    case maxPushCadence
    case totalCycles
    /// Field 16 (a subfield of `total_cycles`).
    case totalStrides
    /// Field 16 (a subfield of `total_cycles`).
    case totalStrokes
    /// Field 16 (a subfield of `total_cycles`).
    case totalReps
    /// Field 16 (a subfield of `total_cycles`).
    case totalPushes
    case avgTemperature
    case maxTemperature
    case minTemperature
    case avgVerticalOscillation
    case avgVerticalRatio
    case avgStanceTime
    case avgStanceTimeBalance
    case avgStepLength
    case avgPower
    case maxPower
    case normalizedPower
    case leftRightBalance
    case timeStanding
    case avgLeftPco
    case avgRightPco
    case avgLeftPowerPhase
    case avgLeftPowerPhasePeak
    case avgRightPowerPhase
    case avgRightPowerPhasePeak
    case avgPowerPosition
    case maxPowerPosition
    case avgLeftTorqueEffectiveness
    case avgRightTorqueEffectiveness
    case avgLeftPedalSmoothness
    case avgRightPedalSmoothness
    case avgCombinedPedalSmoothness
    case avgFlow
    case totalGrit
    case swimStroke
    case numActiveLengths
    case avgSwolf
    case avgStrokeDistance
    case avgStrokesPerLength
    case avgAscent
    case maxAscent
    case climbGradingScale
    case climbMaxGradeValue
    /// Field 55 (a subfield of `climb_max_grade_value`).
    case climbMaxGradeYds
    /// Field 55 (a subfield of `climb_max_grade_value`).
    case climbMaxGradeUiaa
    /// Field 55 (a subfield of `climb_max_grade_value`).
    case climbMaxGradeFrench
    /// Field 55 (a subfield of `climb_max_grade_value`).
    case climbMaxGradeBritishAdjectival
    /// Field 55 (a subfield of `climb_max_grade_value`).
    case climbMaxGradeBritishTechnical
    /// Field 55 (a subfield of `climb_max_grade_value`).
    case climbMaxGradeEwbank
    /// Field 55 (a subfield of `climb_max_grade_value`).
    case climbMaxGradeBrazilian
    /// Field 55 (a subfield of `climb_max_grade_value`).
    case climbMaxGradeSaxon
    /// Field 55 (a subfield of `climb_max_grade_value`).
    case climbMaxGradeVermin
    /// Field 55 (a subfield of `climb_max_grade_value`).
    case climbMaxGradeFont
    /// Field 55 (a subfield of `climb_max_grade_value`).
    case climbMaxGradeDankyu
    case numFalls
    case numClimbsAttempted
    case numClimbsCompleted
    case maxDistance
    case metabolicCalories
    case activeTime
    case totalFractionalAscent
    case totalFractionalDescent
    case avgFractionalAscent
    case maxFractionalAscent
    case avgGradeAdjustedSpeed
    case avgStress
    case totalMovingTime
    case startTime
    case minHeartRate
    case avgStanceTimePercent
    case maxTotalTimerTime
    case timestamp
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 313 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .splitType: "split_type"
        case .sport: "sport"
        case .subSport: "sub_sport"
        case .numSplits: "num_splits"
        case .totalTimerTime: "total_timer_time"
        case .totalDistance: "total_distance"
        case .avgSpeed: "avg_speed"
        case .maxSpeed: "max_speed"
        case .totalAscent: "total_ascent"
        case .totalDescent: "total_descent"
        case .avgHeartRate: "avg_heart_rate"
        case .maxHeartRate: "max_heart_rate"
        case .avgVertSpeed: "avg_vert_speed"
        case .totalCalories: "total_calories"
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
        case .totalCycles: "total_cycles"
        case .totalStrides: "total_strides"
        case .totalStrokes: "total_strokes"
        case .totalReps: "total_reps"
        case .totalPushes: "total_pushes"
        case .avgTemperature: "avg_temperature"
        case .maxTemperature: "max_temperature"
        case .minTemperature: "min_temperature"
        case .avgVerticalOscillation: "avg_vertical_oscillation"
        case .avgVerticalRatio: "avg_vertical_ratio"
        case .avgStanceTime: "avg_stance_time"
        case .avgStanceTimeBalance: "avg_stance_time_balance"
        case .avgStepLength: "avg_step_length"
        case .avgPower: "avg_power"
        case .maxPower: "max_power"
        case .normalizedPower: "normalized_power"
        case .leftRightBalance: "left_right_balance"
        case .timeStanding: "time_standing"
        case .avgLeftPco: "avg_left_pco"
        case .avgRightPco: "avg_right_pco"
        case .avgLeftPowerPhase: "avg_left_power_phase"
        case .avgLeftPowerPhasePeak: "avg_left_power_phase_peak"
        case .avgRightPowerPhase: "avg_right_power_phase"
        case .avgRightPowerPhasePeak: "avg_right_power_phase_peak"
        case .avgPowerPosition: "avg_power_position"
        case .maxPowerPosition: "max_power_position"
        case .avgLeftTorqueEffectiveness: "avg_left_torque_effectiveness"
        case .avgRightTorqueEffectiveness: "avg_right_torque_effectiveness"
        case .avgLeftPedalSmoothness: "avg_left_pedal_smoothness"
        case .avgRightPedalSmoothness: "avg_right_pedal_smoothness"
        case .avgCombinedPedalSmoothness: "avg_combined_pedal_smoothness"
        case .avgFlow: "avg_flow"
        case .totalGrit: "total_grit"
        case .swimStroke: "swim_stroke"
        case .numActiveLengths: "num_active_lengths"
        case .avgSwolf: "avg_swolf"
        case .avgStrokeDistance: "avg_stroke_distance"
        case .avgStrokesPerLength: "avg_strokes_per_length"
        case .avgAscent: "avg_ascent"
        case .maxAscent: "max_ascent"
        case .climbGradingScale: "climb_grading_scale"
        case .climbMaxGradeValue: "climb_max_grade_value"
        case .climbMaxGradeYds: "climb_max_grade_yds"
        case .climbMaxGradeUiaa: "climb_max_grade_uiaa"
        case .climbMaxGradeFrench: "climb_max_grade_french"
        case .climbMaxGradeBritishAdjectival: "climb_max_grade_british_adjectival"
        case .climbMaxGradeBritishTechnical: "climb_max_grade_british_technical"
        case .climbMaxGradeEwbank: "climb_max_grade_ewbank"
        case .climbMaxGradeBrazilian: "climb_max_grade_brazilian"
        case .climbMaxGradeSaxon: "climb_max_grade_saxon"
        case .climbMaxGradeVermin: "climb_max_grade_vermin"
        case .climbMaxGradeFont: "climb_max_grade_font"
        case .climbMaxGradeDankyu: "climb_max_grade_dankyu"
        case .numFalls: "num_falls"
        case .numClimbsAttempted: "num_climbs_attempted"
        case .numClimbsCompleted: "num_climbs_completed"
        case .maxDistance: "max_distance"
        case .metabolicCalories: "metabolic_calories"
        case .activeTime: "active_time"
        case .totalFractionalAscent: "total_fractional_ascent"
        case .totalFractionalDescent: "total_fractional_descent"
        case .avgFractionalAscent: "avg_fractional_ascent"
        case .maxFractionalAscent: "max_fractional_ascent"
        case .avgGradeAdjustedSpeed: "avg_grade_adjusted_speed"
        case .avgStress: "avg_stress"
        case .totalMovingTime: "total_moving_time"
        case .startTime: "start_time"
        case .minHeartRate: "min_heart_rate"
        case .avgStanceTimePercent: "avg_stance_time_percent"
        case .maxTotalTimerTime: "max_total_timer_time"
        case .timestamp: "timestamp"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .splitType: 0
        case .sport: 1
        case .subSport: 2
        case .numSplits: 3
        case .totalTimerTime: 4
        case .totalDistance: 5
        case .avgSpeed: 6
        case .maxSpeed: 7
        case .totalAscent: 8
        case .totalDescent: 9
        case .avgHeartRate: 10
        case .maxHeartRate: 11
        case .avgVertSpeed: 12
        case .totalCalories: 13
        case .avgCadence, .avgRunningCadence, .avgSwimmingCadence, .avgPaddlesportCadence, .avgPushCadence: 14
        case .maxCadence, .maxRunningCadence, .maxSwimmingCadence, .maxPaddlesportCadence, .maxPushCadence: 15
        case .totalCycles, .totalStrides, .totalStrokes, .totalReps, .totalPushes: 16
        case .avgTemperature: 17
        case .maxTemperature: 18
        case .minTemperature: 19
        case .avgVerticalOscillation: 20
        case .avgVerticalRatio: 21
        case .avgStanceTime: 22
        case .avgStanceTimeBalance: 23
        case .avgStepLength: 24
        case .avgPower: 25
        case .maxPower: 26
        case .normalizedPower: 27
        case .leftRightBalance: 28
        case .timeStanding: 29
        case .avgLeftPco: 30
        case .avgRightPco: 31
        case .avgLeftPowerPhase: 32
        case .avgLeftPowerPhasePeak: 33
        case .avgRightPowerPhase: 34
        case .avgRightPowerPhasePeak: 35
        case .avgPowerPosition: 36
        case .maxPowerPosition: 37
        case .avgLeftTorqueEffectiveness: 38
        case .avgRightTorqueEffectiveness: 39
        case .avgLeftPedalSmoothness: 40
        case .avgRightPedalSmoothness: 41
        case .avgCombinedPedalSmoothness: 42
        case .avgFlow: 43
        case .totalGrit: 44
        case .swimStroke: 47
        case .numActiveLengths: 48
        case .avgSwolf: 49
        case .avgStrokeDistance: 50
        case .avgStrokesPerLength: 51
        case .avgAscent: 52
        case .maxAscent: 53
        case .climbGradingScale: 54
        case .climbMaxGradeValue,
            .climbMaxGradeYds,
            .climbMaxGradeUiaa,
            .climbMaxGradeFrench,
            .climbMaxGradeBritishAdjectival,
            .climbMaxGradeBritishTechnical,
            .climbMaxGradeEwbank,
            .climbMaxGradeBrazilian,
            .climbMaxGradeSaxon,
            .climbMaxGradeVermin,
            .climbMaxGradeFont,
            .climbMaxGradeDankyu:
            55
        case .numFalls: 56
        case .numClimbsAttempted: 58
        case .numClimbsCompleted: 59
        case .maxDistance: 60
        case .metabolicCalories: 64
        case .activeTime: 65
        case .totalFractionalAscent: 66
        case .totalFractionalDescent: 67
        case .avgFractionalAscent: 68
        case .maxFractionalAscent: 69
        case .avgGradeAdjustedSpeed: 71
        case .avgStress: 72
        case .totalMovingTime: 77
        case .startTime: 79
        case .minHeartRate: 87
        case .avgStanceTimePercent: 91
        case .maxTotalTimerTime: 101
        case .timestamp: 253
        case .messageIndex: 254
        }
    }
}

func makeMessage313() -> MessageProfile {
    MessageProfile(
        number: 313, name: "split_summary",
        fields: [
            FieldProfile(
                number: 0, name: "split_type", type: "split_type", kind: .enumeration(167), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "num_splits", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "total_timer_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "total_distance", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "avg_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "max_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "total_ascent", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "total_descent", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "avg_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "max_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 12, name: "avg_vert_speed", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 13, name: "total_calories", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kcal, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 14, name: "avg_cadence", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_128, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "avg_running_cadence", kind: .numeric, typeBase: .uint16, scale: scale_128,
                        offset: offset_0, units: units_stridesPermin, bits: [], components: [], maps: maps_1_1),
                    SubfieldProfile(
                        name: "avg_swimming_cadence", kind: .numeric, typeBase: .uint16, scale: scale_128,
                        offset: offset_0, units: units_strokesPermin, bits: [], components: [], maps: maps_1_5),
                    SubfieldProfile(
                        name: "avg_paddlesport_cadence", kind: .numeric, typeBase: .uint16, scale: scale_128,
                        offset: offset_0, units: units_strokesPermin, bits: [], components: [], maps: maps_1_15_1_37),
                    SubfieldProfile(
                        name: "avg_push_cadence", kind: .numeric, typeBase: .uint16, scale: scale_1, offset: offset_0,
                        units: units_pushesPermin, bits: [], components: [], maps: maps_1_66_1_65)
                ]),
            FieldProfile(
                number: 15, name: "max_cadence", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_128, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "max_running_cadence", kind: .numeric, typeBase: .uint16, scale: scale_128,
                        offset: offset_0, units: units_stridesPermin, bits: [], components: [], maps: maps_1_1),
                    SubfieldProfile(
                        name: "max_swimming_cadence", kind: .numeric, typeBase: .uint16, scale: scale_128,
                        offset: offset_0, units: units_strokesPermin, bits: [], components: [], maps: maps_1_5),
                    SubfieldProfile(
                        name: "max_paddlesport_cadence", kind: .numeric, typeBase: .uint16, scale: scale_128,
                        offset: offset_0, units: units_strokesPermin, bits: [], components: [], maps: maps_1_15_1_37),
                    SubfieldProfile(
                        name: "max_push_cadence", kind: .numeric, typeBase: .uint16, scale: scale_1, offset: offset_0,
                        units: units_pushesPermin, bits: [], components: [], maps: maps_1_66_1_65)
                ]),
            FieldProfile(
                number: 16, name: "total_cycles", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_cycles, bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "total_strides", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_strides, bits: [], components: [], maps: maps_1_1_1_11),
                    SubfieldProfile(
                        name: "total_strokes", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_strokes, bits: [], components: [], maps: maps_1_2_1_5_1_15_1_37),
                    SubfieldProfile(
                        name: "total_reps", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_reps, bits: [], components: [], maps: maps_1_62),
                    SubfieldProfile(
                        name: "total_pushes", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_pushes, bits: [], components: [], maps: maps_1_66_1_65)
                ]),
            FieldProfile(
                number: 17, name: "avg_temperature", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 18, name: "max_temperature", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 19, name: "min_temperature", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 20, name: "avg_vertical_oscillation", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 21, name: "avg_vertical_ratio", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 22, name: "avg_stance_time", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 23, name: "avg_stance_time_balance", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 24, name: "avg_step_length", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 25, name: "avg_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 26, name: "max_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 27, name: "normalized_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 28, name: "left_right_balance", type: "left_right_balance_100", kind: .enumeration(113),
                typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 29, name: "time_standing", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 30, name: "avg_left_pco", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 31, name: "avg_right_pco", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 32, name: "avg_left_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 33, name: "avg_left_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 34, name: "avg_right_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 35, name: "avg_right_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 36, name: "avg_power_position", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 37, name: "max_power_position", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 38, name: "avg_left_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 39, name: "avg_right_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 40, name: "avg_left_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 41, name: "avg_right_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 42, name: "avg_combined_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 43, name: "avg_flow", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_Flow, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 44, name: "total_grit", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kGrit, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 47, name: "swim_stroke", type: "swim_stroke", kind: .enumeration(184), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 48, name: "num_active_lengths", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_lengths, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 49, name: "avg_swolf", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 50, name: "avg_stroke_distance", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 51, name: "avg_strokes_per_length", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_strokesxPerxlength, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 52, name: "avg_ascent", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 53, name: "max_ascent", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 54, name: "climb_grading_scale", type: "climb_grading_scale", kind: .enumeration(40),
                typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 55, name: "climb_max_grade_value", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "climb_max_grade_yds", kind: .enumeration(214), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_54_0),
                    SubfieldProfile(
                        name: "climb_max_grade_uiaa", kind: .enumeration(197), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_54_1),
                    SubfieldProfile(
                        name: "climb_max_grade_french", kind: .enumeration(86), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_54_2),
                    SubfieldProfile(
                        name: "climb_max_grade_british_adjectival", kind: .enumeration(30), typeBase: nil,
                        scale: scale_1, offset: offset_0, units: units_, bits: [], components: [], maps: maps_54_3),
                    SubfieldProfile(
                        name: "climb_max_grade_british_technical", kind: .enumeration(31), typeBase: nil,
                        scale: scale_1, offset: offset_0, units: units_, bits: [], components: [], maps: maps_54_4),
                    SubfieldProfile(
                        name: "climb_max_grade_ewbank", kind: .enumeration(70), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_54_5),
                    SubfieldProfile(
                        name: "climb_max_grade_brazilian", kind: .enumeration(29), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_54_6),
                    SubfieldProfile(
                        name: "climb_max_grade_saxon", kind: .enumeration(147), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_54_7),
                    SubfieldProfile(
                        name: "climb_max_grade_vermin", kind: .enumeration(199), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_54_8),
                    SubfieldProfile(
                        name: "climb_max_grade_font", kind: .enumeration(85), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_54_9),
                    SubfieldProfile(
                        name: "climb_max_grade_dankyu", kind: .enumeration(49), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_54_10)
                ]),
            FieldProfile(
                number: 56, name: "num_falls", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 58, name: "num_climbs_attempted", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 59, name: "num_climbs_completed", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 60, name: "max_distance", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 64, name: "metabolic_calories", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kcal, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 65, name: "active_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 66, name: "total_fractional_ascent", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 67, name: "total_fractional_descent", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 68, name: "avg_fractional_ascent", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 69, name: "max_fractional_ascent", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 71, name: "avg_grade_adjusted_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 72, name: "avg_stress", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 77, name: "total_moving_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 79, name: "start_time", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 87, name: "min_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 91, name: "avg_stance_time_percent", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 101, name: "max_total_timer_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
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
