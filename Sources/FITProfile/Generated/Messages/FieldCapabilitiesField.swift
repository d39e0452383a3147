// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `field_capabilities` message (39) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum FieldCapabilitiesField: FieldName {
    case file
    case mesgNum
    case fieldNum
    case count
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 39 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .file: "file"
        case .mesgNum: "mesg_num"
        case .fieldNum: "field_num"
        case .count: "count"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .file: 0
        case .mesgNum: 1
        case .fieldNum: 2
        case .count: 3
        case .messageIndex: 254
        }
    }
}

func makeMessage39() -> MessageProfile {
    MessageProfile(
        number: 39, name: "field_capabilities",
        fields: [
            FieldProfile(
                number: 0, name: "file", type: "file", kind: .enumeration(78), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "mesg_num", type: "mesg_num", kind: .enumeration(126), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "field_num", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
