// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `goal` message (15) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum GoalField: FieldName {
    case sport
    case subSport
    case startDate
    case endDate
    case type
    case value
    case `repeat`
    case targetValue
    case recurrence
    case recurrenceValue
    case enabled
    case source
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 15 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .sport: "sport"
        case .subSport: "sub_sport"
        case .startDate: "start_date"
        case .endDate: "end_date"
        case .type: "type"
        case .value: "value"
        case .`repeat`: "repeat"
        case .targetValue: "target_value"
        case .recurrence: "recurrence"
        case .recurrenceValue: "recurrence_value"
        case .enabled: "enabled"
        case .source: "source"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .sport: 0
        case .subSport: 1
        case .startDate: 2
        case .endDate: 3
        case .type: 4
        case .value: 5
        case .`repeat`: 6
        case .targetValue: 7
        case .recurrence: 8
        case .recurrenceValue: 9
        case .enabled: 10
        case .source: 11
        case .messageIndex: 254
        }
    }
}

func makeMessage15() -> MessageProfile {
    MessageProfile(
        number: 15, name: "goal",
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
                number: 2, name: "start_date", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255,
                baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "end_date", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255,
                baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "type", type: "goal", kind: .enumeration(90), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "value", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "repeat", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "target_value", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "recurrence", type: "goal_recurrence", kind: .enumeration(91), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "recurrence_value", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "source", type: "goal_source", kind: .enumeration(92), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
