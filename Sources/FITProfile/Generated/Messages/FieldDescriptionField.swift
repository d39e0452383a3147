// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `field_description` message (206) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum FieldDescriptionField: FieldName {
    case developerDataIndex
    case fieldDefinitionNumber
    case fitBaseTypeId
    case fieldName
    case array
    case components
    case scale
    case offset
    case units
    case bits
    case accumulate
    case fitBaseUnitId
    case nativeMesgNum
    case nativeFieldNum

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 206 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .developerDataIndex: "developer_data_index"
        case .fieldDefinitionNumber: "field_definition_number"
        case .fitBaseTypeId: "fit_base_type_id"
        case .fieldName: "field_name"
        case .array: "array"
        case .components: "components"
        case .scale: "scale"
        case .offset: "offset"
        case .units: "units"
        case .bits: "bits"
        case .accumulate: "accumulate"
        case .fitBaseUnitId: "fit_base_unit_id"
        case .nativeMesgNum: "native_mesg_num"
        case .nativeFieldNum: "native_field_num"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .developerDataIndex: 0
        case .fieldDefinitionNumber: 1
        case .fitBaseTypeId: 2
        case .fieldName: 3
        case .array: 4
        case .components: 5
        case .scale: 6
        case .offset: 7
        case .units: 8
        case .bits: 9
        case .accumulate: 10
        case .fitBaseUnitId: 13
        case .nativeMesgNum: 14
        case .nativeFieldNum: 15
        }
    }
}

func makeMessage206() -> MessageProfile {
    MessageProfile(
        number: 206, name: "field_description",
        fields: [
            FieldProfile(
                number: 0, name: "developer_data_index", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "field_definition_number", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "fit_base_type_id", type: "fit_base_type", kind: .enumeration(80), typeBase: nil,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "field_name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "array", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "components", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "scale", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "offset", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127,
                baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "units", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "bits", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "accumulate", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 13, name: "fit_base_unit_id", type: "fit_base_unit", kind: .enumeration(81), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 14, name: "native_mesg_num", type: "mesg_num", kind: .enumeration(126), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 15, name: "native_field_num", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
