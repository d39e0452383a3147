// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `exd_data_field_configuration` message (201) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum ExdDataFieldConfigurationField: FieldName {
    case screenIndex
    case conceptField
    case fieldId
    case conceptCount
    case displayType
    case title

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 201 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .screenIndex: "screen_index"
        case .conceptField: "concept_field"
        case .fieldId: "field_id"
        case .conceptCount: "concept_count"
        case .displayType: "display_type"
        case .title: "title"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .screenIndex: 0
        case .conceptField: 1
        case .fieldId: 2
        case .conceptCount: 3
        case .displayType: 4
        case .title: 5
        }
    }
}

func makeMessage201() -> MessageProfile {
    MessageProfile(
        number: 201, name: "exd_data_field_configuration",
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
                number: 3, name: "concept_count", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "display_type", type: "exd_display_type", kind: .enumeration(73), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "title", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false)
        ])
}
