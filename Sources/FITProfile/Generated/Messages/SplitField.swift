// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `split` message (312) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum SplitField: FieldName {
    case splitType
    case totalElapsedTime
    case totalTimerTime
    case totalDistance
    case avgSpeed
    case startTime
    case sport
    case subSport
    case totalAscent
    case totalDescent
    case avgHeartRate
    case maxHeartRate
    case necLat
    case necLong
    case swcLat
    case swcLong
    case startPositionLat
    case startPositionLong
    case endPositionLat
    case endPositionLong
    case maxSpeed
    case avgVertSpeed
    case endTime
    case totalCalories
    case avgCadence
    /// Field 29 (a subfield of `avg_cadence`).
    case avgRunningCadence
    /// Field 29 (a subfield of `avg_cadence`).
    case avgSwimmingCadence
    /// Field 29 (a subfield of `avg_cadence`).
    case avgPaddlesportCadence
    /// Field 29 (a subfield of `avg_cadence`).
    case avgPushCadence
    case maxCadence
    /// Field 30 (a subfield of `max_cadence`).
    case maxRunningCadence
    /// Field 30 (a subfield of `max_cadence`).
    case maxSwimmingCadence
    /// Field 30 (a subfield of `max_cadence`).
    case maxPaddlesportCadence
    /// Field 30 (a subfield of `max_cadence`).
    case maxPushCadence
    case totalCycles
    /// Field 31 (a subfield of `total_cycles`).
    case totalStrides
    /// Field 31 (a subfield of `total_cycles`).
    case totalStrokes
    /// Field 31 (a subfield of `total_cycles`).
    case totalReps
    /// Field 31 (a subfield of `total_cycles`).
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
    case firstLapIndex
    case numLaps
    case climbGradingScale
    case climbGradeValue
    /// Field 70 (a subfield of `climb_grade_value`).
    case climbGradeYds
    /// Field 70 (a subfield of `climb_grade_value`).
    case climbGradeUiaa
    /// Field 70 (a subfield of `climb_grade_value`).
    case climbGradeFrench
    /// Field 70 (a subfield of `climb_grade_value`).
    case climbGradeBritishAdjectival
    /// Field 70 (a subfield of `climb_grade_value`).
    case climbGradeBritishTechnical
    /// Field 70 (a subfield of `climb_grade_value`).
    case climbGradeEwbank
    /// Field 70 (a subfield of `climb_grade_value`).
    case climbGradeBrazilian
    /// Field 70 (a subfield of `climb_grade_value`).
    case climbGradeSaxon
    /// Field 70 (a subfield of `climb_grade_value`).
    case climbGradeVermin
    /// Field 70 (a subfield of `climb_grade_value`).
    case climbGradeFont
    /// Field 70 (a subfield of `climb_grade_value`).
    case climbGradeDankyu
    case status
    case numFalls
    case climbSend
    case startElevation
    case activeTime
    case metabolicCalories
    case totalFractionalAscent
    case totalFractionalDescent
    case avgGrade
    case maxGrade
    case minCadence
    /// Field 90 (a subfield of `min_cadence`).
    case minRunningCadence
    /// Field 90 (a subfield of `min_cadence`).
    case minSwimmingCadence
    /// Field 90 (a subfield of `min_cadence`).
    case minPaddlesportCadence
    /// Field 90 (a subfield of `min_cadence`).
    case minPushCadence
    case avgGradeAdjustedSpeed
    case avgStress
    case avgVam
    case jumpCount
    case totalMovingTime
    case diveSectionType
    case avgAscentRate
    case maxAscentRate
    case avgDescentRate
    case maxDescentRate
    case totalAscentTime
    case totalDescentTime
    case totalHangTime
    case apneaDiscipline
    case avgDepth
    case maxDepth
    case minHeartRate
    case surfaceInterval
    case totalFractionalCycles
    case avgStanceTimePercent
    case totalAnaerobicTrainingEffect
    case frontGearShiftCount
    case rearGearShiftCount
    case timestamp
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 312 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .splitType: "split_type"
        case .totalElapsedTime: "total_elapsed_time"
        case .totalTimerTime: "total_timer_time"
        case .totalDistance: "total_distance"
        case .avgSpeed: "avg_speed"
        case .startTime: "start_time"
        case .sport: "sport"
        case .subSport: "sub_sport"
        case .totalAscent: "total_ascent"
        case .totalDescent: "total_descent"
        case .avgHeartRate: "avg_heart_rate"
        case .maxHeartRate: "max_heart_rate"
        case .necLat: "nec_lat"
        case .necLong: "nec_long"
        case .swcLat: "swc_lat"
        case .swcLong: "swc_long"
        case .startPositionLat: "start_position_lat"
        case .startPositionLong: "start_position_long"
        case .endPositionLat: "end_position_lat"
        case .endPositionLong: "end_position_long"
        case .maxSpeed: "max_speed"
        case .avgVertSpeed: "avg_vert_speed"
        case .endTime: "end_time"
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
        case .firstLapIndex: "first_lap_index"
        case .numLaps: "num_laps"
        case .climbGradingScale: "climb_grading_scale"
        case .climbGradeValue: "climb_grade_value"
        case .climbGradeYds: "climb_grade_yds"
        case .climbGradeUiaa: "climb_grade_uiaa"
        case .climbGradeFrench: "climb_grade_french"
        case .climbGradeBritishAdjectival: "climb_grade_british_adjectival"
        case .climbGradeBritishTechnical: "climb_grade_british_technical"
        case .climbGradeEwbank: "climb_grade_ewbank"
        case .climbGradeBrazilian: "climb_grade_brazilian"
        case .climbGradeSaxon: "climb_grade_saxon"
        case .climbGradeVermin: "climb_grade_vermin"
        case .climbGradeFont: "climb_grade_font"
        case .climbGradeDankyu: "climb_grade_dankyu"
        case .status: "status"
        case .numFalls: "num_falls"
        case .climbSend: "climb_send"
        case .startElevation: "start_elevation"
        case .activeTime: "active_time"
        case .metabolicCalories: "metabolic_calories"
        case .totalFractionalAscent: "total_fractional_ascent"
        case .totalFractionalDescent: "total_fractional_descent"
        case .avgGrade: "avg_grade"
        case .maxGrade: "max_grade"
        case .minCadence: "min_cadence"
        case .minRunningCadence: "min_running_cadence"
        case .minSwimmingCadence: "min_swimming_cadence"
        case .minPaddlesportCadence: "min_paddlesport_cadence"
        case .minPushCadence: "min_push_cadence"
        case .avgGradeAdjustedSpeed: "avg_grade_adjusted_speed"
        case .avgStress: "avg_stress"
        case .avgVam: "avg_vam"
        case .jumpCount: "jump_count"
        case .totalMovingTime: "total_moving_time"
        case .diveSectionType: "dive_section_type"
        case .avgAscentRate: "avg_ascent_rate"
        case .maxAscentRate: "max_ascent_rate"
        case .avgDescentRate: "avg_descent_rate"
        case .maxDescentRate: "max_descent_rate"
        case .totalAscentTime: "total_ascent_time"
        case .totalDescentTime: "total_descent_time"
        case .totalHangTime: "total_hang_time"
        case .apneaDiscipline: "apnea_discipline"
        case .avgDepth: "avg_depth"
        case .maxDepth: "max_depth"
        case .minHeartRate: "min_heart_rate"
        case .surfaceInterval: "surface_interval"
        case .totalFractionalCycles: "total_fractional_cycles"
        case .avgStanceTimePercent: "avg_stance_time_percent"
        case .totalAnaerobicTrainingEffect: "total_anaerobic_training_effect"
        case .frontGearShiftCount: "front_gear_shift_count"
        case .rearGearShiftCount: "rear_gear_shift_count"
        case .timestamp: "timestamp"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .splitType: 0
        case .totalElapsedTime: 1
        case .totalTimerTime: 2
        case .totalDistance: 3
        case .avgSpeed: 4
        case .startTime: 9
        case .sport: 11
        case .subSport: 12
        case .totalAscent: 13
        case .totalDescent: 14
        case .avgHeartRate: 15
        case .maxHeartRate: 16
        case .necLat: 17
        case .necLong: 18
        case .swcLat: 19
        case .swcLong: 20
        case .startPositionLat: 21
        case .startPositionLong: 22
        case .endPositionLat: 23
        case .endPositionLong: 24
        case .maxSpeed: 25
        case .avgVertSpeed: 26
        case .endTime: 27
        case .totalCalories: 28
        case .avgCadence, .avgRunningCadence, .avgSwimmingCadence, .avgPaddlesportCadence, .avgPushCadence: 29
        case .maxCadence, .maxRunningCadence, .maxSwimmingCadence, .maxPaddlesportCadence, .maxPushCadence: 30
        case .totalCycles, .totalStrides, .totalStrokes, .totalReps, .totalPushes: 31
        case .avgTemperature: 32
        case .maxTemperature: 33
        case .minTemperature: 34
        case .avgVerticalOscillation: 35
        case .avgVerticalRatio: 36
        case .avgStanceTime: 37
        case .avgStanceTimeBalance: 38
        case .avgStepLength: 39
        case .avgPower: 40
        case .maxPower: 41
        case .normalizedPower: 42
        case .leftRightBalance: 43
        case .timeStanding: 44
        case .avgLeftPco: 45
        case .avgRightPco: 46
        case .avgLeftPowerPhase: 47
        case .avgLeftPowerPhasePeak: 48
        case .avgRightPowerPhase: 49
        case .avgRightPowerPhasePeak: 50
        case .avgPowerPosition: 51
        case .maxPowerPosition: 52
        case .avgLeftTorqueEffectiveness: 53
        case .avgRightTorqueEffectiveness: 54
        case .avgLeftPedalSmoothness: 55
        case .avgRightPedalSmoothness: 56
        case .avgCombinedPedalSmoothness: 57
        case .avgFlow: 58
        case .totalGrit: 59
        case .swimStroke: 62
        case .numActiveLengths: 63
        case .avgSwolf: 64
        case .avgStrokeDistance: 65
        case .avgStrokesPerLength: 66
        case .firstLapIndex: 67
        case .numLaps: 68
        case .climbGradingScale: 69
        case .climbGradeValue,
            .climbGradeYds,
            .climbGradeUiaa,
            .climbGradeFrench,
            .climbGradeBritishAdjectival,
            .climbGradeBritishTechnical,
            .climbGradeEwbank,
            .climbGradeBrazilian,
            .climbGradeSaxon,
            .climbGradeVermin,
            .climbGradeFont,
            .climbGradeDankyu:
            70
        case .status: 71
        case .numFalls: 72
        case .climbSend: 73
        case .startElevation: 74
        case .activeTime: 78
        case .metabolicCalories: 79
        case .totalFractionalAscent: 80
        case .totalFractionalDescent: 81
        case .avgGrade: 88
        case .maxGrade: 89
        case .minCadence, .minRunningCadence, .minSwimmingCadence, .minPaddlesportCadence, .minPushCadence: 90
        case .avgGradeAdjustedSpeed: 93
        case .avgStress: 94
        case .avgVam: 99
        case .jumpCount: 104
        case .totalMovingTime: 110
        case .diveSectionType: 112
        case .avgAscentRate: 113
        case .maxAscentRate: 114
        case .avgDescentRate: 115
        case .maxDescentRate: 116
        case .totalAscentTime: 117
        case .totalDescentTime: 118
        case .totalHangTime: 119
        case .apneaDiscipline: 120
        case .avgDepth: 121
        case .maxDepth: 122
        case .minHeartRate: 124
        case .surfaceInterval: 127
        case .totalFractionalCycles: 142
        case .avgStanceTimePercent: 144
        case .totalAnaerobicTrainingEffect: 168
        case .frontGearShiftCount: 169
        case .rearGearShiftCount: 170
        case .timestamp: 253
        case .messageIndex: 254
        }
    }
}

func makeMessage312() -> MessageProfile {
    MessageProfile(
        number: 312, name: "split",
        fields: [
            FieldProfile(
                number: 0, name: "split_type", type: "split_type", kind: .enumeration(167), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "total_elapsed_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "total_timer_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "total_distance", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "avg_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "start_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255,
                baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 12, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 13, name: "total_ascent", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 14, name: "total_descent", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 15, name: "avg_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 16, name: "max_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 17, name: "nec_lat", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 18, name: "nec_long", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 19, name: "swc_lat", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 20, name: "swc_long", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 21, name: "start_position_lat", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 22, name: "start_position_long", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 23, name: "end_position_lat", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 24, name: "end_position_long", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 25, name: "max_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 26, name: "avg_vert_speed", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 27, name: "end_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255,
                baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 28, name: "total_calories", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kcal, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 29, name: "avg_cadence", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_128, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "avg_running_cadence", kind: .numeric, typeBase: .uint16, scale: scale_128,
                        offset: offset_0, units: units_stridesPermin, bits: [], components: [], maps: maps_11_1),
                    SubfieldProfile(
                        name: "avg_swimming_cadence", kind: .numeric, typeBase: .uint16, scale: scale_128,
                        offset: offset_0, units: units_strokesPermin, bits: [], components: [], maps: maps_11_5),
                    SubfieldProfile(
                        name: "avg_paddlesport_cadence", kind: .numeric, typeBase: .uint16, scale: scale_128,
                        offset: offset_0, units: units_strokesPermin, bits: [], components: [],
                        maps: maps_11_15_11_37),
                    SubfieldProfile(
                        name: "avg_push_cadence", kind: .numeric, typeBase: .uint16, scale: scale_1, offset: offset_0,
                        units: units_pushesPermin, bits: [], components: [], maps: maps_11_66_11_65)
                ]),
            FieldProfile(
                number: 30, name: "max_cadence", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_128, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "max_running_cadence", kind: .numeric, typeBase: .uint16, scale: scale_128,
                        offset: offset_0, units: units_stridesPermin, bits: [], components: [], maps: maps_11_1),
                    SubfieldProfile(
                        name: "max_swimming_cadence", kind: .numeric, typeBase: .uint16, scale: scale_128,
                        offset: offset_0, units: units_strokesPermin, bits: [], components: [], maps: maps_11_5),
                    SubfieldProfile(
                        name: "max_paddlesport_cadence", kind: .numeric, typeBase: .uint16, scale: scale_128,
                        offset: offset_0, units: units_strokesPermin, bits: [], components: [],
                        maps: maps_11_15_11_37),
                    SubfieldProfile(
                        name: "max_push_cadence", kind: .numeric, typeBase: .uint16, scale: scale_1, offset: offset_0,
                        units: units_pushesPermin, bits: [], components: [], maps: maps_11_66_11_65)
                ]),
            FieldProfile(
                number: 31, name: "total_cycles", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_cycles, bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "total_strides", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_strides, bits: [], components: [], maps: maps_11_1_11_11),
                    SubfieldProfile(
                        name: "total_strokes", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_strokes, bits: [], components: [], maps: maps_11_2_11_5_11_15_11_37),
                    SubfieldProfile(
                        name: "total_reps", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_reps, bits: [], components: [], maps: maps_11_62),
                    SubfieldProfile(
                        name: "total_pushes", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_pushes, bits: [], components: [], maps: maps_11_66_11_65)
                ]),
            FieldProfile(
                number: 32, name: "avg_temperature", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 33, name: "max_temperature", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 34, name: "min_temperature", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 35, name: "avg_vertical_oscillation", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 36, name: "avg_vertical_ratio", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 37, name: "avg_stance_time", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 38, name: "avg_stance_time_balance", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 39, name: "avg_step_length", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 40, name: "avg_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 41, name: "max_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 42, name: "normalized_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 43, name: "left_right_balance", type: "left_right_balance_100", kind: .enumeration(113),
                typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 44, name: "time_standing", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 45, name: "avg_left_pco", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 46, name: "avg_right_pco", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 47, name: "avg_left_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 48, name: "avg_left_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 49, name: "avg_right_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 50, name: "avg_right_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 51, name: "avg_power_position", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 52, name: "max_power_position", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 53, name: "avg_left_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 54, name: "avg_right_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 55, name: "avg_left_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 56, name: "avg_right_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 57, name: "avg_combined_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 58, name: "avg_flow", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_Flow, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 59, name: "total_grit", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kGrit, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 62, name: "swim_stroke", type: "swim_stroke", kind: .enumeration(184), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 63, name: "num_active_lengths", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_lengths, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 64, name: "avg_swolf", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 65, name: "avg_stroke_distance", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 66, name: "avg_strokes_per_length", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_strokesxPerxlength, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 67, name: "first_lap_index", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 68, name: "num_laps", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 69, name: "climb_grading_scale", type: "climb_grading_scale", kind: .enumeration(40),
                typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 70, name: "climb_grade_value", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "climb_grade_yds", kind: .enumeration(214), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_69_0),
                    SubfieldProfile(
                        name: "climb_grade_uiaa", kind: .enumeration(197), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_69_1),
                    SubfieldProfile(
                        name: "climb_grade_french", kind: .enumeration(86), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_69_2),
                    SubfieldProfile(
                        name: "climb_grade_british_adjectival", kind: .enumeration(30), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_69_3),
                    SubfieldProfile(
                        name: "climb_grade_british_technical", kind: .enumeration(31), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_69_4),
                    SubfieldProfile(
                        name: "climb_grade_ewbank", kind: .enumeration(70), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_69_5),
                    SubfieldProfile(
                        name: "climb_grade_brazilian", kind: .enumeration(29), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_69_6),
                    SubfieldProfile(
                        name: "climb_grade_saxon", kind: .enumeration(147), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_69_7),
                    SubfieldProfile(
                        name: "climb_grade_vermin", kind: .enumeration(199), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_69_8),
                    SubfieldProfile(
                        name: "climb_grade_font", kind: .enumeration(85), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_69_9),
                    SubfieldProfile(
                        name: "climb_grade_dankyu", kind: .enumeration(49), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_69_10)
                ]),
            FieldProfile(
                number: 71, name: "status", type: "split_status", kind: .enumeration(166), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 72, name: "num_falls", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 73, name: "climb_send", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 74, name: "start_elevation", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 78, name: "active_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 79, name: "metabolic_calories", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kcal, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 80, name: "total_fractional_ascent", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 81, name: "total_fractional_descent", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 88, name: "avg_grade", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 89, name: "max_grade", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 90, name: "min_cadence", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_128, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "min_running_cadence", kind: .numeric, typeBase: .uint16, scale: scale_128,
                        offset: offset_0, units: units_stridesPermin, bits: [], components: [], maps: maps_11_1),
                    SubfieldProfile(
                        name: "min_swimming_cadence", kind: .numeric, typeBase: .uint16, scale: scale_128,
                        offset: offset_0, units: units_strokesPermin, bits: [], components: [], maps: maps_11_5),
                    SubfieldProfile(
                        name: "min_paddlesport_cadence", kind: .numeric, typeBase: .uint16, scale: scale_128,
                        offset: offset_0, units: units_strokesPermin, bits: [], components: [],
                        maps: maps_11_15_11_37),
                    SubfieldProfile(
                        name: "min_push_cadence", kind: .numeric, typeBase: .uint16, scale: scale_1, offset: offset_0,
                        units: units_pushesPermin, bits: [], components: [], maps: maps_11_66_11_65)
                ]),
            FieldProfile(
                number: 93, name: "avg_grade_adjusted_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 94, name: "avg_stress", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 99, name: "avg_vam", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0, units: units_mPers, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 104, name: "jump_count", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 110, name: "total_moving_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 112, name: "dive_section_type", type: "dive_section_type", kind: .enumeration(66),
                typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 113, name: "avg_ascent_rate", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 114, name: "max_ascent_rate", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 115, name: "avg_descent_rate", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 116, name: "max_descent_rate", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 117, name: "total_ascent_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 118, name: "total_descent_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 119, name: "total_hang_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 120, name: "apnea_discipline", type: "apnea_discipline", kind: .enumeration(9), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 121, name: "avg_depth", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 122, name: "max_depth", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 124, name: "min_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 127, name: "surface_interval", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 142, name: "total_fractional_cycles", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_128, offset: offset_0,
                units: units_cycles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 144, name: "avg_stance_time_percent", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 168, name: "total_anaerobic_training_effect", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_10, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 169, name: "front_gear_shift_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 170, name: "rear_gear_shift_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
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
