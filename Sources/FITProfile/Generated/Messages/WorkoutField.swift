// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `workout` message (26) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum WorkoutField: FieldName {
    case sport
    case capabilities
    case numValidSteps
    case wktName
    case subSport
    case poolLength
    case poolLengthUnit
    case wktDescription
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 26 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .sport: "sport"
        case .capabilities: "capabilities"
        case .numValidSteps: "num_valid_steps"
        case .wktName: "wkt_name"
        case .subSport: "sub_sport"
        case .poolLength: "pool_length"
        case .poolLengthUnit: "pool_length_unit"
        case .wktDescription: "wkt_description"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .sport: 4
        case .capabilities: 5
        case .numValidSteps: 6
        case .wktName: 8
        case .subSport: 11
        case .poolLength: 14
        case .poolLengthUnit: 15
        case .wktDescription: 17
        case .messageIndex: 254
        }
    }
}

func makeMessage26() -> MessageProfile {
    MessageProfile(
        number: 26, name: "workout",
        fields: [
            FieldProfile(
                number: 4, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "capabilities", type: "workout_capabilities", kind: .enumeration(210), typeBase: nil,
                expandedInvalid: 255, baseType: .uint32z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "num_valid_steps", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "wkt_name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 14, name: "pool_length", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 15, name: "pool_length_unit", type: "display_measure", kind: .enumeration(57), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 17, name: "wkt_description", type: "string", kind: .plain, typeBase: .string,
                expandedInvalid: 0, baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
