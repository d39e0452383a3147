// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `set` message (225) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum SetField: FieldName {
    case duration
    case repetitions
    case weight
    case setType
    case startTime
    case category
    case categorySubtype
    case weightDisplayUnit
    case messageIndex
    case wktStepIndex
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 225 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .duration: "duration"
        case .repetitions: "repetitions"
        case .weight: "weight"
        case .setType: "set_type"
        case .startTime: "start_time"
        case .category: "category"
        case .categorySubtype: "category_subtype"
        case .weightDisplayUnit: "weight_display_unit"
        case .messageIndex: "message_index"
        case .wktStepIndex: "wkt_step_index"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .duration: 0
        case .repetitions: 3
        case .weight: 4
        case .setType: 5
        case .startTime: 6
        case .category: 7
        case .categorySubtype: 8
        case .weightDisplayUnit: 9
        case .messageIndex: 10
        case .wktStepIndex: 11
        case .timestamp: 254
        }
    }
}

func makeMessage225() -> MessageProfile {
    MessageProfile(
        number: 225, name: "set",
        fields: [
            FieldProfile(
                number: 0, name: "duration", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "repetitions", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "weight", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_16, offset: offset_0, units: units_kg, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "set_type", type: "set_type", kind: .enumeration(155), typeBase: nil,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "start_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255,
                baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "category", type: "exercise_category", kind: .enumeration(76), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "category_subtype", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "weight_display_unit", type: "fit_base_unit", kind: .enumeration(81), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "wkt_step_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
