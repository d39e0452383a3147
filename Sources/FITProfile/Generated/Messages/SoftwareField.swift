// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `software` message (35) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum SoftwareField: FieldName {
    case version
    case partNumber
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 35 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .version: "version"
        case .partNumber: "part_number"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .version: 3
        case .partNumber: 5
        case .messageIndex: 254
        }
    }
}

func makeMessage35() -> MessageProfile {
    MessageProfile(
        number: 35, name: "software",
        fields: [
            FieldProfile(
                number: 3, name: "version", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "part_number", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
