// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `workout_session` message (158) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum WorkoutSessionField: FieldName {
    case sport
    case subSport
    case numValidSteps
    case firstStepIndex
    case poolLength
    case poolLengthUnit
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 158 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .sport: "sport"
        case .subSport: "sub_sport"
        case .numValidSteps: "num_valid_steps"
        case .firstStepIndex: "first_step_index"
        case .poolLength: "pool_length"
        case .poolLengthUnit: "pool_length_unit"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .sport: 0
        case .subSport: 1
        case .numValidSteps: 2
        case .firstStepIndex: 3
        case .poolLength: 4
        case .poolLengthUnit: 5
        case .messageIndex: 254
        }
    }
}

func makeMessage158() -> MessageProfile {
    MessageProfile(
        number: 158, name: "workout_session",
        fields: [
            FieldProfile(
                number: 0, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "num_valid_steps", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "first_step_index", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "pool_length", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "pool_length_unit", type: "display_measure", kind: .enumeration(57), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
