// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `video_title` message (185) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum VideoTitleField: FieldName {
    case messageCount
    case text
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 185 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .messageCount: "message_count"
        case .text: "text"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .messageCount: 0
        case .text: 1
        case .messageIndex: 254
        }
    }
}

func makeMessage185() -> MessageProfile {
    MessageProfile(
        number: 185, name: "video_title",
        fields: [
            FieldProfile(
                number: 0, name: "message_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "text", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
