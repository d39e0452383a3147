// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `sleep_assessment` message (346) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum SleepAssessmentField: FieldName {
    case combinedAwakeScore
    case awakeTimeScore
    case awakeningsCountScore
    case deepSleepScore
    case sleepDurationScore
    case lightSleepScore
    case overallSleepScore
    case sleepQualityScore
    case sleepRecoveryScore
    case remSleepScore
    case sleepRestlessnessScore
    case awakeningsCount
    case interruptionsScore
    case averageStressDuringSleep

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 346 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .combinedAwakeScore: "combined_awake_score"
        case .awakeTimeScore: "awake_time_score"
        case .awakeningsCountScore: "awakenings_count_score"
        case .deepSleepScore: "deep_sleep_score"
        case .sleepDurationScore: "sleep_duration_score"
        case .lightSleepScore: "light_sleep_score"
        case .overallSleepScore: "overall_sleep_score"
        case .sleepQualityScore: "sleep_quality_score"
        case .sleepRecoveryScore: "sleep_recovery_score"
        case .remSleepScore: "rem_sleep_score"
        case .sleepRestlessnessScore: "sleep_restlessness_score"
        case .awakeningsCount: "awakenings_count"
        case .interruptionsScore: "interruptions_score"
        case .averageStressDuringSleep: "average_stress_during_sleep"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .combinedAwakeScore: 0
        case .awakeTimeScore: 1
        case .awakeningsCountScore: 2
        case .deepSleepScore: 3
        case .sleepDurationScore: 4
        case .lightSleepScore: 5
        case .overallSleepScore: 6
        case .sleepQualityScore: 7
        case .sleepRecoveryScore: 8
        case .remSleepScore: 9
        case .sleepRestlessnessScore: 10
        case .awakeningsCount: 11
        case .interruptionsScore: 14
        case .averageStressDuringSleep: 15
        }
    }
}

func makeMessage346() -> MessageProfile {
    MessageProfile(
        number: 346, name: "sleep_assessment",
        fields: [
            FieldProfile(
                number: 0, name: "combined_awake_score", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "awake_time_score", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "awakenings_count_score", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "deep_sleep_score", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "sleep_duration_score", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "light_sleep_score", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "overall_sleep_score", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "sleep_quality_score", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "sleep_recovery_score", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "rem_sleep_score", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "sleep_restlessness_score", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "awakenings_count", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 14, name: "interruptions_score", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 15, name: "average_stress_during_sleep", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false)
        ])
}
