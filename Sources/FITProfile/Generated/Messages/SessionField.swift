// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `session` message (18) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum SessionField: FieldName {
    case event
    case eventType
    case startTime
    case startPositionLat
    case startPositionLong
    case sport
    case subSport
    case totalElapsedTime
    case totalTimerTime
    case totalDistance
    case totalCycles
    /// Field 10 (a subfield of `total_cycles`).
    case totalReps
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
    /// Field 18 (a subfield of `avg_cadence`).
    case avgRunningCadence
    /// Field 18 (a subfield of `avg_cadence`).
    case avgSwimmingCadence
    /// Field 18 (a subfield of `avg_cadence`).
    case avgPaddlesportCadence
    /// Field 18 (a subfield of `avg_cadence`).
    case avgPushCadence
    case maxCadence
    /// Field 19 (a subfield of `max_cadence`).
    case maxRunningCadence
    /// Field 19 (a subfield of `max_cadence`).
    case maxSwimmingCadence
    /// Field 19 (a subfield of `max_cadence`).
    case maxPaddlesportCadence
    /// Field 19 (a subfield of `max_cadence`).
    case maxPushCadence
    case avgPower
    case maxPower
    case totalAscent
    case totalDescent
    case totalTrainingEffect
    case firstLapIndex
    case numLaps
    case eventGroup
    case trigger
    case necLat
    case necLong
    case swcLat
    case swcLong
    case numLengths
    case normalizedPower
    case trainingStressScore
    case intensityFactor
    case leftRightBalance
    case endPositionLat
    case endPositionLong
    case avgStrokeCount
    case avgStrokeDistance
    case swimStroke
    case poolLength
    case thresholdPower
    case poolLengthUnit
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
    case minHeartRate
    case timeInHrZone
    case timeInSpeedZone
    case timeInCadenceZone
    case timeInPowerZone
    case avgLapTime
    case bestLapIndex
    case minAltitude
    case activeTime
    case avgStrokesPerLength
    case avgSwolf
    case playerScore
    case opponentScore
    case opponentName
    case strokeCount
    case zoneCount
    case maxBallSpeed
    case avgBallSpeed
    case avgVerticalOscillation
    case avgStanceTimePercent
    case avgStanceTime
    case avgFractionalCadence
    case maxFractionalCadence
    case totalFractionalCycles
    case avgTotalHemoglobinConc
    case minTotalHemoglobinConc
    case maxTotalHemoglobinConc
    case avgSaturatedHemoglobinPercent
    case minSaturatedHemoglobinPercent
    case maxSaturatedHemoglobinPercent
    case avgLeftTorqueEffectiveness
    case avgRightTorqueEffectiveness
    case avgLeftPedalSmoothness
    case avgRightPedalSmoothness
    case avgCombinedPedalSmoothness
    case numSegmentLaps
    case frontGearShiftCount
    case rearGearShiftCount
    case sportProfileName
    case sportIndex
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
    case totalAnaerobicTrainingEffect
    case avgVam
    case avgDepth
    case maxDepth
    case surfaceInterval
    case startCns
    case endCns
    case startN2
    case endN2
    case avgRespirationRate
    case maxRespirationRate
    case minRespirationRate
    case minTemperature
    case o2Toxicity
    case diveNumber
    case trainingLoadPeak
    case enhancedAvgRespirationRate
    case enhancedMaxRespirationRate
    case enhancedMinRespirationRate
    case totalGrit
    case totalFlow
    case jumpCount
    case avgGrit
    case avgFlow
    case workoutFeel
    case workoutRpe
    case avgSpo2
    case avgStress
    case metabolicCalories
    case sdrrHrv
    case rmssdHrv
    case totalFractionalAscent
    case totalFractionalDescent
    case avgCoreTemperature
    case minCoreTemperature
    case maxCoreTemperature
    case avgGradeAdjustedSpeed
    case timestamp
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 18 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .event: "event"
        case .eventType: "event_type"
        case .startTime: "start_time"
        case .startPositionLat: "start_position_lat"
        case .startPositionLong: "start_position_long"
        case .sport: "sport"
        case .subSport: "sub_sport"
        case .totalElapsedTime: "total_elapsed_time"
        case .totalTimerTime: "total_timer_time"
        case .totalDistance: "total_distance"
        case .totalCycles: "total_cycles"
        case .totalReps: "total_reps"
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
        case .totalTrainingEffect: "total_training_effect"
        case .firstLapIndex: "first_lap_index"
        case .numLaps: "num_laps"
        case .eventGroup: "event_group"
        case .trigger: "trigger"
        case .necLat: "nec_lat"
        case .necLong: "nec_long"
        case .swcLat: "swc_lat"
        case .swcLong: "swc_long"
        case .numLengths: "num_lengths"
        case .normalizedPower: "normalized_power"
        case .trainingStressScore: "training_stress_score"
        case .intensityFactor: "intensity_factor"
        case .leftRightBalance: "left_right_balance"
        case .endPositionLat: "end_position_lat"
        case .endPositionLong: "end_position_long"
        case .avgStrokeCount: "avg_stroke_count"
        case .avgStrokeDistance: "avg_stroke_distance"
        case .swimStroke: "swim_stroke"
        case .poolLength: "pool_length"
        case .thresholdPower: "threshold_power"
        case .poolLengthUnit: "pool_length_unit"
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
        case .minHeartRate: "min_heart_rate"
        case .timeInHrZone: "time_in_hr_zone"
        case .timeInSpeedZone: "time_in_speed_zone"
        case .timeInCadenceZone: "time_in_cadence_zone"
        case .timeInPowerZone: "time_in_power_zone"
        case .avgLapTime: "avg_lap_time"
        case .bestLapIndex: "best_lap_index"
        case .minAltitude: "min_altitude"
        case .activeTime: "active_time"
        case .avgStrokesPerLength: "avg_strokes_per_length"
        case .avgSwolf: "avg_swolf"
        case .playerScore: "player_score"
        case .opponentScore: "opponent_score"
        case .opponentName: "opponent_name"
        case .strokeCount: "stroke_count"
        case .zoneCount: "zone_count"
        case .maxBallSpeed: "max_ball_speed"
        case .avgBallSpeed: "avg_ball_speed"
        case .avgVerticalOscillation: "avg_vertical_oscillation"
        case .avgStanceTimePercent: "avg_stance_time_percent"
        case .avgStanceTime: "avg_stance_time"
        case .avgFractionalCadence: "avg_fractional_cadence"
        case .maxFractionalCadence: "max_fractional_cadence"
        case .totalFractionalCycles: "total_fractional_cycles"
        case .avgTotalHemoglobinConc: "avg_total_hemoglobin_conc"
        case .minTotalHemoglobinConc: "min_total_hemoglobin_conc"
        case .maxTotalHemoglobinConc: "max_total_hemoglobin_conc"
        case .avgSaturatedHemoglobinPercent: "avg_saturated_hemoglobin_percent"
        case .minSaturatedHemoglobinPercent: "min_saturated_hemoglobin_percent"
        case .maxSaturatedHemoglobinPercent: "max_saturated_hemoglobin_percent"
        case .avgLeftTorqueEffectiveness: "avg_left_torque_effectiveness"
        case .avgRightTorqueEffectiveness: "avg_right_torque_effectiveness"
        case .avgLeftPedalSmoothness: "avg_left_pedal_smoothness"
        case .avgRightPedalSmoothness: "avg_right_pedal_smoothness"
        case .avgCombinedPedalSmoothness: "avg_combined_pedal_smoothness"
        case .numSegmentLaps: "num_segment_laps"
        case .frontGearShiftCount: "front_gear_shift_count"
        case .rearGearShiftCount: "rear_gear_shift_count"
        case .sportProfileName: "sport_profile_name"
        case .sportIndex: "sport_index"
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
        case .totalAnaerobicTrainingEffect: "total_anaerobic_training_effect"
        case .avgVam: "avg_vam"
        case .avgDepth: "avg_depth"
        case .maxDepth: "max_depth"
        case .surfaceInterval: "surface_interval"
        case .startCns: "start_cns"
        case .endCns: "end_cns"
        case .startN2: "start_n2"
        case .endN2: "end_n2"
        case .avgRespirationRate: "avg_respiration_rate"
        case .maxRespirationRate: "max_respiration_rate"
        case .minRespirationRate: "min_respiration_rate"
        case .minTemperature: "min_temperature"
        case .o2Toxicity: "o2_toxicity"
        case .diveNumber: "dive_number"
        case .trainingLoadPeak: "training_load_peak"
        case .enhancedAvgRespirationRate: "enhanced_avg_respiration_rate"
        case .enhancedMaxRespirationRate: "enhanced_max_respiration_rate"
        case .enhancedMinRespirationRate: "enhanced_min_respiration_rate"
        case .totalGrit: "total_grit"
        case .totalFlow: "total_flow"
        case .jumpCount: "jump_count"
        case .avgGrit: "avg_grit"
        case .avgFlow: "avg_flow"
        case .workoutFeel: "workout_feel"
        case .workoutRpe: "workout_rpe"
        case .avgSpo2: "avg_spo2"
        case .avgStress: "avg_stress"
        case .metabolicCalories: "metabolic_calories"
        case .sdrrHrv: "sdrr_hrv"
        case .rmssdHrv: "rmssd_hrv"
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
        case .sport: 5
        case .subSport: 6
        case .totalElapsedTime: 7
        case .totalTimerTime: 8
        case .totalDistance: 9
        case .totalCycles, .totalReps, .totalStrides, .totalStrokes, .totalPushes: 10
        case .totalCalories: 11
        case .totalFatCalories: 13
        case .avgSpeed: 14
        case .maxSpeed: 15
        case .avgHeartRate: 16
        case .maxHeartRate: 17
        case .avgCadence, .avgRunningCadence, .avgSwimmingCadence, .avgPaddlesportCadence, .avgPushCadence: 18
        case .maxCadence, .maxRunningCadence, .maxSwimmingCadence, .maxPaddlesportCadence, .maxPushCadence: 19
        case .avgPower: 20
        case .maxPower: 21
        case .totalAscent: 22
        case .totalDescent: 23
        case .totalTrainingEffect: 24
        case .firstLapIndex: 25
        case .numLaps: 26
        case .eventGroup: 27
        case .trigger: 28
        case .necLat: 29
        case .necLong: 30
        case .swcLat: 31
        case .swcLong: 32
        case .numLengths: 33
        case .normalizedPower: 34
        case .trainingStressScore: 35
        case .intensityFactor: 36
        case .leftRightBalance: 37
        case .endPositionLat: 38
        case .endPositionLong: 39
        case .avgStrokeCount: 41
        case .avgStrokeDistance: 42
        case .swimStroke: 43
        case .poolLength: 44
        case .thresholdPower: 45
        case .poolLengthUnit: 46
        case .numActiveLengths: 47
        case .totalWork: 48
        case .avgAltitude: 49
        case .maxAltitude: 50
        case .gpsAccuracy: 51
        case .avgGrade: 52
        case .avgPosGrade: 53
        case .avgNegGrade: 54
        case .maxPosGrade: 55
        case .maxNegGrade: 56
        case .avgTemperature: 57
        case .maxTemperature: 58
        case .totalMovingTime: 59
        case .avgPosVerticalSpeed: 60
        case .avgNegVerticalSpeed: 61
        case .maxPosVerticalSpeed: 62
        case .maxNegVerticalSpeed: 63
        case .minHeartRate: 64
        case .timeInHrZone: 65
        case .timeInSpeedZone: 66
        case .timeInCadenceZone: 67
        case .timeInPowerZone: 68
        case .avgLapTime: 69
        case .bestLapIndex: 70
        case .minAltitude: 71
        case .activeTime: 78
        case .avgStrokesPerLength: 79
        case .avgSwolf: 80
        case .playerScore: 82
        case .opponentScore: 83
        case .opponentName: 84
        case .strokeCount: 85
        case .zoneCount: 86
        case .maxBallSpeed: 87
        case .avgBallSpeed: 88
        case .avgVerticalOscillation: 89
        case .avgStanceTimePercent: 90
        case .avgStanceTime: 91
        case .avgFractionalCadence: 92
        case .maxFractionalCadence: 93
        case .totalFractionalCycles: 94
        case .avgTotalHemoglobinConc: 95
        case .minTotalHemoglobinConc: 96
        case .maxTotalHemoglobinConc: 97
        case .avgSaturatedHemoglobinPercent: 98
        case .minSaturatedHemoglobinPercent: 99
        case .maxSaturatedHemoglobinPercent: 100
        case .avgLeftTorqueEffectiveness: 101
        case .avgRightTorqueEffectiveness: 102
        case .avgLeftPedalSmoothness: 103
        case .avgRightPedalSmoothness: 104
        case .avgCombinedPedalSmoothness: 105
        case .numSegmentLaps: 106
        case .frontGearShiftCount: 107
        case .rearGearShiftCount: 108
        case .sportProfileName: 110
        case .sportIndex: 111
        case .timeStanding: 112
        case .standCount: 113
        case .avgLeftPco: 114
        case .avgRightPco: 115
        case .avgLeftPowerPhase: 116
        case .avgLeftPowerPhasePeak: 117
        case .avgRightPowerPhase: 118
        case .avgRightPowerPhasePeak: 119
        case .avgPowerPosition: 120
        case .maxPowerPosition: 121
        case .avgCadencePosition: 122
        case .maxCadencePosition: 123
        case .enhancedAvgSpeed: 124
        case .enhancedMaxSpeed: 125
        case .enhancedAvgAltitude: 126
        case .enhancedMinAltitude: 127
        case .enhancedMaxAltitude: 128
        case .avgLevMotorPower: 129
        case .maxLevMotorPower: 130
        case .levBatteryConsumption: 131
        case .avgVerticalRatio: 132
        case .avgStanceTimeBalance: 133
        case .avgStepLength: 134
        case .totalAnaerobicTrainingEffect: 137
        case .avgVam: 139
        case .avgDepth: 140
        case .maxDepth: 141
        case .surfaceInterval: 142
        case .startCns: 143
        case .endCns: 144
        case .startN2: 145
        case .endN2: 146
        case .avgRespirationRate: 147
        case .maxRespirationRate: 148
        case .minRespirationRate: 149
        case .minTemperature: 150
        case .o2Toxicity: 155
        case .diveNumber: 156
        case .trainingLoadPeak: 168
        case .enhancedAvgRespirationRate: 169
        case .enhancedMaxRespirationRate: 170
        case .enhancedMinRespirationRate: 180
        case .totalGrit: 181
        case .totalFlow: 182
        case .jumpCount: 183
        case .avgGrit: 186
        case .avgFlow: 187
        case .workoutFeel: 192
        case .workoutRpe: 193
        case .avgSpo2: 194
        case .avgStress: 195
        case .metabolicCalories: 196
        case .sdrrHrv: 197
        case .rmssdHrv: 198
        case .totalFractionalAscent: 199
        case .totalFractionalDescent: 200
        case .avgCoreTemperature: 208
        case .minCoreTemperature: 209
        case .maxCoreTemperature: 210
        case .avgGradeAdjustedSpeed: 211
        case .timestamp: 253
        case .messageIndex: 254
        }
    }
}

func makeMessage18() -> MessageProfile {
    MessageProfile(
        number: 18, name: "session",
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
                number: 5, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
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
                        name: "total_reps", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_reps, bits: [], components: [], maps: maps_6_20_5_62),
                    SubfieldProfile(
                        name: "total_strides", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_strides, bits: [], components: [], maps: maps_5_1_5_11),
                    SubfieldProfile(
                        name: "total_strokes", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_strokes, bits: [], components: [], maps: maps_5_2_5_5_5_15_5_37),
                    SubfieldProfile(
                        name: "total_pushes", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_pushes, bits: [], components: [], maps: maps_5_66_5_65)
                ]),
            FieldProfile(
                number: 11, name: "total_calories", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kcal, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 13, name: "total_fat_calories", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kcal, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 14, name: "avg_speed", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: bits_16, components: components_124, isAccumulated: false),
            FieldProfile(
                number: 15, name: "max_speed", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: bits_16, components: components_125, isAccumulated: false),
            FieldProfile(
                number: 16, name: "avg_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 17, name: "max_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 18, name: "avg_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_rpm, bits: [],
                components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "avg_running_cadence", kind: .numeric, typeBase: .uint8, scale: scale_1,
                        offset: offset_0, units: units_stridesPermin, bits: [], components: [], maps: maps_5_1),
                    SubfieldProfile(
                        name: "avg_swimming_cadence", kind: .numeric, typeBase: .uint8, scale: scale_1,
                        offset: offset_0, units: units_strokesPermin, bits: [], components: [], maps: maps_5_5),
                    SubfieldProfile(
                        name: "avg_paddlesport_cadence", kind: .numeric, typeBase: .uint8, scale: scale_1,
                        offset: offset_0, units: units_strokesPermin, bits: [], components: [], maps: maps_5_15_5_37),
                    SubfieldProfile(
                        name: "avg_push_cadence", kind: .numeric, typeBase: .uint8, scale: scale_1, offset: offset_0,
                        units: units_pushesPermin, bits: [], components: [], maps: maps_5_66_5_65)
                ]),
            FieldProfile(
                number: 19, name: "max_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_rpm, bits: [],
                components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "max_running_cadence", kind: .numeric, typeBase: .uint8, scale: scale_1,
                        offset: offset_0, units: units_stridesPermin, bits: [], components: [], maps: maps_5_1),
                    SubfieldProfile(
                        name: "max_swimming_cadence", kind: .numeric, typeBase: .uint8, scale: scale_1,
                        offset: offset_0, units: units_strokesPermin, bits: [], components: [], maps: maps_5_5),
                    SubfieldProfile(
                        name: "max_paddlesport_cadence", kind: .numeric, typeBase: .uint8, scale: scale_1,
                        offset: offset_0, units: units_strokesPermin, bits: [], components: [], maps: maps_5_15_5_37),
                    SubfieldProfile(
                        name: "max_push_cadence", kind: .numeric, typeBase: .uint8, scale: scale_1, offset: offset_0,
                        units: units_pushesPermin, bits: [], components: [], maps: maps_5_66_5_65)
                ]),
            FieldProfile(
                number: 20, name: "avg_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 21, name: "max_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 22, name: "total_ascent", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 23, name: "total_descent", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 24, name: "total_training_effect", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_10, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 25, name: "first_lap_index", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 26, name: "num_laps", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 27, name: "event_group", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 28, name: "trigger", type: "session_trigger", kind: .enumeration(154), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 29, name: "nec_lat", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 30, name: "nec_long", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 31, name: "swc_lat", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 32, name: "swc_long", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 33, name: "num_lengths", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_lengths, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 34, name: "normalized_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 35, name: "training_stress_score", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_tss, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 36, name: "intensity_factor", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_if, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 37, name: "left_right_balance", type: "left_right_balance_100", kind: .enumeration(113),
                typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 38, name: "end_position_lat", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 39, name: "end_position_long", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 41, name: "avg_stroke_count", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_10, offset: offset_0,
                units: units_strokesPerlap, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 42, name: "avg_stroke_distance", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 43, name: "swim_stroke", type: "swim_stroke", kind: .enumeration(184), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: units_swim_stroke, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 44, name: "pool_length", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 45, name: "threshold_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 46, name: "pool_length_unit", type: "display_measure", kind: .enumeration(57), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 47, name: "num_active_lengths", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_lengths, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 48, name: "total_work", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_J, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 49, name: "avg_altitude", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: bits_16, components: components_126, isAccumulated: false),
            FieldProfile(
                number: 50, name: "max_altitude", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: bits_16, components: components_128, isAccumulated: false),
            FieldProfile(
                number: 51, name: "gps_accuracy", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 52, name: "avg_grade", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 53, name: "avg_pos_grade", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 54, name: "avg_neg_grade", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 55, name: "max_pos_grade", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 56, name: "max_neg_grade", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 57, name: "avg_temperature", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 58, name: "max_temperature", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 59, name: "total_moving_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 60, name: "avg_pos_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 61, name: "avg_neg_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 62, name: "max_pos_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 63, name: "max_neg_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 64, name: "min_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 65, name: "time_in_hr_zone", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 66, name: "time_in_speed_zone", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 67, name: "time_in_cadence_zone", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 68, name: "time_in_power_zone", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 69, name: "avg_lap_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 70, name: "best_lap_index", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 71, name: "min_altitude", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: bits_16, components: components_127, isAccumulated: false),
            FieldProfile(
                number: 78, name: "active_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 79, name: "avg_strokes_per_length", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_strokesPerlength, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 80, name: "avg_swolf", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 82, name: "player_score", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 83, name: "opponent_score", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 84, name: "opponent_name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 85, name: "stroke_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_counts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 86, name: "zone_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_counts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 87, name: "max_ball_speed", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 88, name: "avg_ball_speed", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 89, name: "avg_vertical_oscillation", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 90, name: "avg_stance_time_percent", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 91, name: "avg_stance_time", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 92, name: "avg_fractional_cadence", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_128, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 93, name: "max_fractional_cadence", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_128, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 94, name: "total_fractional_cycles", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_128, offset: offset_0,
                units: units_cycles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 95, name: "avg_total_hemoglobin_conc", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_100, offset: offset_0,
                units: units_gPerdL, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 96, name: "min_total_hemoglobin_conc", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_100, offset: offset_0,
                units: units_gPerdL, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 97, name: "max_total_hemoglobin_conc", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_100, offset: offset_0,
                units: units_gPerdL, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 98, name: "avg_saturated_hemoglobin_percent", type: "uint16", kind: .numeric,
                typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_10,
                offset: offset_0, units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 99, name: "min_saturated_hemoglobin_percent", type: "uint16", kind: .numeric,
                typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_10,
                offset: offset_0, units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 100, name: "max_saturated_hemoglobin_percent", type: "uint16", kind: .numeric,
                typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_10,
                offset: offset_0, units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 101, name: "avg_left_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 102, name: "avg_right_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 103, name: "avg_left_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 104, name: "avg_right_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 105, name: "avg_combined_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 106, name: "num_segment_laps", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 107, name: "front_gear_shift_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 108, name: "rear_gear_shift_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 110, name: "sport_profile_name", type: "string", kind: .plain, typeBase: .string,
                expandedInvalid: 0, baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 111, name: "sport_index", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 112, name: "time_standing", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 113, name: "stand_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 114, name: "avg_left_pco", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 115, name: "avg_right_pco", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 116, name: "avg_left_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 117, name: "avg_left_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 118, name: "avg_right_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 119, name: "avg_right_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_0p7111111, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 120, name: "avg_power_position", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 121, name: "max_power_position", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 122, name: "avg_cadence_position", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_1, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 123, name: "max_cadence_position", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_1, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 124, name: "enhanced_avg_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 125, name: "enhanced_max_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 126, name: "enhanced_avg_altitude", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 127, name: "enhanced_min_altitude", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 128, name: "enhanced_max_altitude", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 129, name: "avg_lev_motor_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 130, name: "max_lev_motor_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 131, name: "lev_battery_consumption", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_2, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 132, name: "avg_vertical_ratio", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 133, name: "avg_stance_time_balance", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 134, name: "avg_step_length", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0,
                units: units_mm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 137, name: "total_anaerobic_training_effect", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_10, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 139, name: "avg_vam", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 140, name: "avg_depth", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 141, name: "max_depth", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 142, name: "surface_interval", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 143, name: "start_cns", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 144, name: "end_cns", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 145, name: "start_n2", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 146, name: "end_n2", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 147, name: "avg_respiration_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_, bits: bits_8, components: components_169, isAccumulated: false),
            FieldProfile(
                number: 148, name: "max_respiration_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_, bits: bits_8, components: components_170, isAccumulated: false),
            FieldProfile(
                number: 149, name: "min_respiration_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_, bits: bits_8, components: components_180, isAccumulated: false),
            FieldProfile(
                number: 150, name: "min_temperature", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 155, name: "o2_toxicity", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_OTUs, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 156, name: "dive_number", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 168, name: "training_load_peak", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_65536, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 169, name: "enhanced_avg_respiration_rate", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_BreathsPermin, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 170, name: "enhanced_max_respiration_rate", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_BreathsPermin, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 180, name: "enhanced_min_respiration_rate", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 181, name: "total_grit", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kGrit, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 182, name: "total_flow", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_Flow, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 183, name: "jump_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 186, name: "avg_grit", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kGrit, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 187, name: "avg_flow", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_Flow, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 192, name: "workout_feel", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 193, name: "workout_rpe", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 194, name: "avg_spo2", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 195, name: "avg_stress", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 196, name: "metabolic_calories", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kcal, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 197, name: "sdrr_hrv", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_mS, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 198, name: "rmssd_hrv", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_mS, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 199, name: "total_fractional_ascent", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 200, name: "total_fractional_descent", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 208, name: "avg_core_temperature", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 209, name: "min_core_temperature", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 210, name: "max_core_temperature", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 211, name: "avg_grade_adjusted_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
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
