// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `exercise_title` message (264) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum ExerciseTitleField: FieldName {
    case exerciseCategory
    case exerciseName
    case wktStepName
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 264 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .exerciseCategory: "exercise_category"
        case .exerciseName: "exercise_name"
        case .wktStepName: "wkt_step_name"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .exerciseCategory: 0
        case .exerciseName: 1
        case .wktStepName: 2
        case .messageIndex: 254
        }
    }
}

func makeMessage264() -> MessageProfile {
    MessageProfile(
        number: 264, name: "exercise_title",
        fields: [
            FieldProfile(
                number: 0, name: "exercise_category", type: "exercise_category", kind: .enumeration(76), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "exercise_name", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "wkt_step_name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
