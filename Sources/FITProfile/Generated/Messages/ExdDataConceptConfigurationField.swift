// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `exd_data_concept_configuration` message (202) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum ExdDataConceptConfigurationField: FieldName {
    case screenIndex
    case conceptField
    case fieldId
    case conceptIndex
    case dataPage
    case conceptKey
    case scaling
    case dataUnits
    case qualifier
    case descriptor
    case isSigned

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 202 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .screenIndex: "screen_index"
        case .conceptField: "concept_field"
        case .fieldId: "field_id"
        case .conceptIndex: "concept_index"
        case .dataPage: "data_page"
        case .conceptKey: "concept_key"
        case .scaling: "scaling"
        case .dataUnits: "data_units"
        case .qualifier: "qualifier"
        case .descriptor: "descriptor"
        case .isSigned: "is_signed"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .screenIndex: 0
        case .conceptField: 1
        case .fieldId: 2
        case .conceptIndex: 3
        case .dataPage: 4
        case .conceptKey: 5
        case .scaling: 6
        case .dataUnits: 8
        case .qualifier: 9
        case .descriptor: 10
        case .isSigned: 11
        }
    }
}

func makeMessage202() -> MessageProfile {
    MessageProfile(
        number: 202, name: "exd_data_concept_configuration",
        fields: [
            FieldProfile(
                number: 0, name: "screen_index", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "concept_field", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255,
                baseType: .byte, isArray: false, scale: scale_1_1, offset: offset_0_0, units: units__, bits: bits_4_4,
                components: components_2_3, isAccumulated: false),
            FieldProfile(
                number: 2, name: "field_id", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "concept_index", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "data_page", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "concept_key", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "scaling", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "data_units", type: "exd_data_units", kind: .enumeration(71), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "qualifier", type: "exd_qualifiers", kind: .enumeration(75), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "descriptor", type: "exd_descriptors", kind: .enumeration(72), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "is_signed", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false)
        ])
}
