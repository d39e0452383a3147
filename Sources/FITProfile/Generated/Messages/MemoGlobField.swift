// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `memo_glob` message (145) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum MemoGlobField: FieldName {
    case memo
    case mesgNum
    case parentIndex
    case fieldNum
    case data
    case partIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 145 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .memo: "memo"
        case .mesgNum: "mesg_num"
        case .parentIndex: "parent_index"
        case .fieldNum: "field_num"
        case .data: "data"
        case .partIndex: "part_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .memo: 0
        case .mesgNum: 1
        case .parentIndex: 2
        case .fieldNum: 3
        case .data: 4
        case .partIndex: 250
        }
    }
}

func makeMessage145() -> MessageProfile {
    MessageProfile(
        number: 145, name: "memo_glob",
        fields: [
            FieldProfile(
                number: 0, name: "memo", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255,
                baseType: .byte, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [], components: [],
                isAccumulated: false),
            FieldProfile(
                number: 1, name: "mesg_num", type: "mesg_num", kind: .enumeration(126), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "parent_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "field_num", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "data", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0,
                baseType: .uint8z, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 250, name: "part_index", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false)
        ])
}
