// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `workout_step` message (27) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum WorkoutStepField: FieldName {
    case wktStepName
    case durationType
    case durationValue
    /// Field 2 (a subfield of `duration_value`).
    case durationTime
    /// Field 2 (a subfield of `duration_value`).
    case durationDistance
    /// Field 2 (a subfield of `duration_value`).
    case durationHr
    /// Field 2 (a subfield of `duration_value`).
    case durationCalories
    /// Field 2 (a subfield of `duration_value`).
    case durationStep
    /// Field 2 (a subfield of `duration_value`).
    case durationPower
    /// Field 2 (a subfield of `duration_value`).
    case durationReps
    case targetType
    case targetValue
    /// Field 4 (a subfield of `target_value`).
    case targetSpeedZone
    /// Field 4 (a subfield of `target_value`).
    case targetHrZone
    /// Field 4 (a subfield of `target_value`).
    case targetCadenceZone
    /// Field 4 (a subfield of `target_value`).
    case targetPowerZone
    /// Field 4 (a subfield of `target_value`).
    case repeatSteps
    /// Field 4 (a subfield of `target_value`).
    case repeatTime
    /// Field 4 (a subfield of `target_value`).
    case repeatDistance
    /// Field 4 (a subfield of `target_value`).
    case repeatCalories
    /// Field 4 (a subfield of `target_value`).
    case repeatHr
    /// Field 4 (a subfield of `target_value`).
    case repeatPower
    /// Field 4 (a subfield of `target_value`).
    case targetStrokeType
    case customTargetValueLow
    /// Field 5 (a subfield of `custom_target_value_low`).
    case customTargetSpeedLow
    /// Field 5 (a subfield of `custom_target_value_low`).
    case customTargetHeartRateLow
    /// Field 5 (a subfield of `custom_target_value_low`).
    case customTargetCadenceLow
    /// Field 5 (a subfield of `custom_target_value_low`).
    case customTargetPowerLow
    case customTargetValueHigh
    /// Field 6 (a subfield of `custom_target_value_high`).
    case customTargetSpeedHigh
    /// Field 6 (a subfield of `custom_target_value_high`).
    case customTargetHeartRateHigh
    /// Field 6 (a subfield of `custom_target_value_high`).
    case customTargetCadenceHigh
    /// Field 6 (a subfield of `custom_target_value_high`).
    case customTargetPowerHigh
    case intensity
    case notes
    case equipment
    case exerciseCategory
    case exerciseName
    case exerciseWeight
    case weightDisplayUnit
    case secondaryTargetType
    case secondaryTargetValue
    /// Field 20 (a subfield of `secondary_target_value`).
    case secondaryTargetSpeedZone
    /// Field 20 (a subfield of `secondary_target_value`).
    case secondaryTargetHrZone
    /// Field 20 (a subfield of `secondary_target_value`).
    case secondaryTargetCadenceZone
    /// Field 20 (a subfield of `secondary_target_value`).
    case secondaryTargetPowerZone
    /// Field 20 (a subfield of `secondary_target_value`).
    case secondaryTargetStrokeType
    case secondaryCustomTargetValueLow
    /// Field 21 (a subfield of `secondary_custom_target_value_low`).
    case secondaryCustomTargetSpeedLow
    /// Field 21 (a subfield of `secondary_custom_target_value_low`).
    case secondaryCustomTargetHeartRateLow
    /// Field 21 (a subfield of `secondary_custom_target_value_low`).
    case secondaryCustomTargetCadenceLow
    /// Field 21 (a subfield of `secondary_custom_target_value_low`).
    case secondaryCustomTargetPowerLow
    case secondaryCustomTargetValueHigh
    /// Field 22 (a subfield of `secondary_custom_target_value_high`).
    case secondaryCustomTargetSpeedHigh
    /// Field 22 (a subfield of `secondary_custom_target_value_high`).
    case secondaryCustomTargetHeartRateHigh
    /// Field 22 (a subfield of `secondary_custom_target_value_high`).
    case secondaryCustomTargetCadenceHigh
    /// Field 22 (a subfield of `secondary_custom_target_value_high`).
    case secondaryCustomTargetPowerHigh
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 27 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .wktStepName: "wkt_step_name"
        case .durationType: "duration_type"
        case .durationValue: "duration_value"
        case .durationTime: "duration_time"
        case .durationDistance: "duration_distance"
        case .durationHr: "duration_hr"
        case .durationCalories: "duration_calories"
        case .durationStep: "duration_step"
        case .durationPower: "duration_power"
        case .durationReps: "duration_reps"
        case .targetType: "target_type"
        case .targetValue: "target_value"
        case .targetSpeedZone: "target_speed_zone"
        case .targetHrZone: "target_hr_zone"
        case .targetCadenceZone: "target_cadence_zone"
        case .targetPowerZone: "target_power_zone"
        case .repeatSteps: "repeat_steps"
        case .repeatTime: "repeat_time"
        case .repeatDistance: "repeat_distance"
        case .repeatCalories: "repeat_calories"
        case .repeatHr: "repeat_hr"
        case .repeatPower: "repeat_power"
        case .targetStrokeType: "target_stroke_type"
        case .customTargetValueLow: "custom_target_value_low"
        case .customTargetSpeedLow: "custom_target_speed_low"
        case .customTargetHeartRateLow: "custom_target_heart_rate_low"
        case .customTargetCadenceLow: "custom_target_cadence_low"
        case .customTargetPowerLow: "custom_target_power_low"
        case .customTargetValueHigh: "custom_target_value_high"
        case .customTargetSpeedHigh: "custom_target_speed_high"
        case .customTargetHeartRateHigh: "custom_target_heart_rate_high"
        case .customTargetCadenceHigh: "custom_target_cadence_high"
        case .customTargetPowerHigh: "custom_target_power_high"
        case .intensity: "intensity"
        case .notes: "notes"
        case .equipment: "equipment"
        case .exerciseCategory: "exercise_category"
        case .exerciseName: "exercise_name"
        case .exerciseWeight: "exercise_weight"
        case .weightDisplayUnit: "weight_display_unit"
        case .secondaryTargetType: "secondary_target_type"
        case .secondaryTargetValue: "secondary_target_value"
        case .secondaryTargetSpeedZone: "secondary_target_speed_zone"
        case .secondaryTargetHrZone: "secondary_target_hr_zone"
        case .secondaryTargetCadenceZone: "secondary_target_cadence_zone"
        case .secondaryTargetPowerZone: "secondary_target_power_zone"
        case .secondaryTargetStrokeType: "secondary_target_stroke_type"
        case .secondaryCustomTargetValueLow: "secondary_custom_target_value_low"
        case .secondaryCustomTargetSpeedLow: "secondary_custom_target_speed_low"
        case .secondaryCustomTargetHeartRateLow: "secondary_custom_target_heart_rate_low"
        case .secondaryCustomTargetCadenceLow: "secondary_custom_target_cadence_low"
        case .secondaryCustomTargetPowerLow: "secondary_custom_target_power_low"
        case .secondaryCustomTargetValueHigh: "secondary_custom_target_value_high"
        case .secondaryCustomTargetSpeedHigh: "secondary_custom_target_speed_high"
        case .secondaryCustomTargetHeartRateHigh: "secondary_custom_target_heart_rate_high"
        case .secondaryCustomTargetCadenceHigh: "secondary_custom_target_cadence_high"
        case .secondaryCustomTargetPowerHigh: "secondary_custom_target_power_high"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .wktStepName: 0
        case .durationType: 1
        case .durationValue,
            .durationTime,
            .durationDistance,
            .durationHr,
            .durationCalories,
            .durationStep,
            .durationPower,
            .durationReps:
            2
        case .targetType: 3
        case .targetValue,
            .targetSpeedZone,
            .targetHrZone,
            .targetCadenceZone,
            .targetPowerZone,
            .repeatSteps,
            .repeatTime,
            .repeatDistance,
            .repeatCalories,
            .repeatHr,
            .repeatPower,
            .targetStrokeType:
            4
        case .customTargetValueLow,
            .customTargetSpeedLow,
            .customTargetHeartRateLow,
            .customTargetCadenceLow,
            .customTargetPowerLow:
            5
        case .customTargetValueHigh,
            .customTargetSpeedHigh,
            .customTargetHeartRateHigh,
            .customTargetCadenceHigh,
            .customTargetPowerHigh:
            6
        case .intensity: 7
        case .notes: 8
        case .equipment: 9
        case .exerciseCategory: 10
        case .exerciseName: 11
        case .exerciseWeight: 12
        case .weightDisplayUnit: 13
        case .secondaryTargetType: 19
        case .secondaryTargetValue,
            .secondaryTargetSpeedZone,
            .secondaryTargetHrZone,
            .secondaryTargetCadenceZone,
            .secondaryTargetPowerZone,
            .secondaryTargetStrokeType:
            20
        case .secondaryCustomTargetValueLow,
            .secondaryCustomTargetSpeedLow,
            .secondaryCustomTargetHeartRateLow,
            .secondaryCustomTargetCadenceLow,
            .secondaryCustomTargetPowerLow:
            21
        case .secondaryCustomTargetValueHigh,
            .secondaryCustomTargetSpeedHigh,
            .secondaryCustomTargetHeartRateHigh,
            .secondaryCustomTargetCadenceHigh,
            .secondaryCustomTargetPowerHigh:
            22
        case .messageIndex: 254
        }
    }
}

func makeMessage27() -> MessageProfile {
    MessageProfile(
        number: 27, name: "workout_step",
        fields: [
            FieldProfile(
                number: 0, name: "wkt_step_name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "duration_type", type: "wkt_step_duration", kind: .enumeration(208), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "duration_value", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "duration_time", kind: .numeric, typeBase: .uint32, scale: scale_1000, offset: offset_0,
                        units: units_s, bits: [], components: [], maps: maps_1_0_1_28),
                    SubfieldProfile(
                        name: "duration_distance", kind: .numeric, typeBase: .uint32, scale: scale_100,
                        offset: offset_0, units: units_m, bits: [], components: [], maps: maps_1_1),
                    SubfieldProfile(
                        name: "duration_hr", kind: .enumeration(212), typeBase: nil, scale: scale_1, offset: offset_0,
                        units: units_Percentxorxbpm, bits: [], components: [], maps: maps_1_2_1_3),
                    SubfieldProfile(
                        name: "duration_calories", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_calories, bits: [], components: [], maps: maps_1_4),
                    SubfieldProfile(
                        name: "duration_step", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_, bits: [], components: [], maps: maps_1_6_1_7_1_8_1_9_1_10_1_11_1_12_1_13),
                    SubfieldProfile(
                        name: "duration_power", kind: .enumeration(213), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_Percentxorxwatts, bits: [], components: [],
                        maps: maps_1_14_1_15),
                    SubfieldProfile(
                        name: "duration_reps", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_, bits: [], components: [], maps: maps_1_29)
                ]),
            FieldProfile(
                number: 3, name: "target_type", type: "wkt_step_target", kind: .enumeration(209), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "target_value", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "target_speed_zone", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_, bits: [], components: [], maps: maps_3_0),
                    SubfieldProfile(
                        name: "target_hr_zone", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_, bits: [], components: [], maps: maps_3_1),
                    SubfieldProfile(
                        name: "target_cadence_zone", kind: .numeric, typeBase: .uint32, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_3_3),
                    SubfieldProfile(
                        name: "target_power_zone", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_, bits: [], components: [], maps: maps_3_4),
                    SubfieldProfile(
                        name: "repeat_steps", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_, bits: [], components: [], maps: maps_1_6),
                    SubfieldProfile(
                        name: "repeat_time", kind: .numeric, typeBase: .uint32, scale: scale_1000, offset: offset_0,
                        units: units_s, bits: [], components: [], maps: maps_1_7),
                    SubfieldProfile(
                        name: "repeat_distance", kind: .numeric, typeBase: .uint32, scale: scale_100, offset: offset_0,
                        units: units_m, bits: [], components: [], maps: maps_1_8),
                    SubfieldProfile(
                        name: "repeat_calories", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_calories, bits: [], components: [], maps: maps_1_9),
                    SubfieldProfile(
                        name: "repeat_hr", kind: .enumeration(212), typeBase: nil, scale: scale_1, offset: offset_0,
                        units: units_Percentxorxbpm, bits: [], components: [], maps: maps_1_10_1_11),
                    SubfieldProfile(
                        name: "repeat_power", kind: .enumeration(213), typeBase: nil, scale: scale_1, offset: offset_0,
                        units: units_Percentxorxwatts, bits: [], components: [], maps: maps_1_12_1_13),
                    SubfieldProfile(
                        name: "target_stroke_type", kind: .enumeration(184), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_3_11)
                ]),
            FieldProfile(
                number: 5, name: "custom_target_value_low", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "custom_target_speed_low", kind: .numeric, typeBase: .uint32, scale: scale_1000,
                        offset: offset_0, units: units_mPers, bits: [], components: [], maps: maps_3_0),
                    SubfieldProfile(
                        name: "custom_target_heart_rate_low", kind: .enumeration(212), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_Percentxorxbpm, bits: [], components: [], maps: maps_3_1),
                    SubfieldProfile(
                        name: "custom_target_cadence_low", kind: .numeric, typeBase: .uint32, scale: scale_1,
                        offset: offset_0, units: units_rpm, bits: [], components: [], maps: maps_3_3),
                    SubfieldProfile(
                        name: "custom_target_power_low", kind: .enumeration(213), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_Percentxorxwatts, bits: [], components: [], maps: maps_3_4)
                ]),
            FieldProfile(
                number: 6, name: "custom_target_value_high", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "custom_target_speed_high", kind: .numeric, typeBase: .uint32, scale: scale_1000,
                        offset: offset_0, units: units_mPers, bits: [], components: [], maps: maps_3_0),
                    SubfieldProfile(
                        name: "custom_target_heart_rate_high", kind: .enumeration(212), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_Percentxorxbpm, bits: [], components: [], maps: maps_3_1),
                    SubfieldProfile(
                        name: "custom_target_cadence_high", kind: .numeric, typeBase: .uint32, scale: scale_1,
                        offset: offset_0, units: units_rpm, bits: [], components: [], maps: maps_3_3),
                    SubfieldProfile(
                        name: "custom_target_power_high", kind: .enumeration(213), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_Percentxorxwatts, bits: [], components: [], maps: maps_3_4)
                ]),
            FieldProfile(
                number: 7, name: "intensity", type: "intensity", kind: .enumeration(102), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "notes", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "equipment", type: "workout_equipment", kind: .enumeration(211), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "exercise_category", type: "exercise_category", kind: .enumeration(76),
                typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "exercise_name", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 12, name: "exercise_weight", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_kg, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 13, name: "weight_display_unit", type: "fit_base_unit", kind: .enumeration(81), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 19, name: "secondary_target_type", type: "wkt_step_target", kind: .enumeration(209),
                typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 20, name: "secondary_target_value", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "secondary_target_speed_zone", kind: .numeric, typeBase: .uint32, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_19_0),
                    SubfieldProfile(
                        name: "secondary_target_hr_zone", kind: .numeric, typeBase: .uint32, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_19_1),
                    SubfieldProfile(
                        name: "secondary_target_cadence_zone", kind: .numeric, typeBase: .uint32, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_19_3),
                    SubfieldProfile(
                        name: "secondary_target_power_zone", kind: .numeric, typeBase: .uint32, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_19_4),
                    SubfieldProfile(
                        name: "secondary_target_stroke_type", kind: .enumeration(184), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_19_11)
                ]),
            FieldProfile(
                number: 21, name: "secondary_custom_target_value_low", type: "uint32", kind: .numeric,
                typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "secondary_custom_target_speed_low", kind: .numeric, typeBase: .uint32,
                        scale: scale_1000, offset: offset_0, units: units_mPers, bits: [], components: [],
                        maps: maps_19_0),
                    SubfieldProfile(
                        name: "secondary_custom_target_heart_rate_low", kind: .enumeration(212), typeBase: nil,
                        scale: scale_1, offset: offset_0, units: units_Percentxorxbpm, bits: [], components: [],
                        maps: maps_19_1),
                    SubfieldProfile(
                        name: "secondary_custom_target_cadence_low", kind: .numeric, typeBase: .uint32, scale: scale_1,
                        offset: offset_0, units: units_rpm, bits: [], components: [], maps: maps_19_3),
                    SubfieldProfile(
                        name: "secondary_custom_target_power_low", kind: .enumeration(213), typeBase: nil,
                        scale: scale_1, offset: offset_0, units: units_Percentxorxwatts, bits: [], components: [],
                        maps: maps_19_4)
                ]),
            FieldProfile(
                number: 22, name: "secondary_custom_target_value_high", type: "uint32", kind: .numeric,
                typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "secondary_custom_target_speed_high", kind: .numeric, typeBase: .uint32,
                        scale: scale_1000, offset: offset_0, units: units_mPers, bits: [], components: [],
                        maps: maps_19_0),
                    SubfieldProfile(
                        name: "secondary_custom_target_heart_rate_high", kind: .enumeration(212), typeBase: nil,
                        scale: scale_1, offset: offset_0, units: units_Percentxorxbpm, bits: [], components: [],
                        maps: maps_19_1),
                    SubfieldProfile(
                        name: "secondary_custom_target_cadence_high", kind: .numeric, typeBase: .uint32,
                        scale: scale_1, offset: offset_0, units: units_rpm, bits: [], components: [], maps: maps_19_3),
                    SubfieldProfile(
                        name: "secondary_custom_target_power_high", kind: .enumeration(213), typeBase: nil,
                        scale: scale_1, offset: offset_0, units: units_Percentxorxwatts, bits: [], components: [],
                        maps: maps_19_4)
                ]),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
