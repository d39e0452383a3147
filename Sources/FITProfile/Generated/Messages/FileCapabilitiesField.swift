// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `file_capabilities` message (37) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum FileCapabilitiesField: FieldName {
    case type
    case flags
    case directory
    case maxCount
    case maxSize
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 37 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .type: "type"
        case .flags: "flags"
        case .directory: "directory"
        case .maxCount: "max_count"
        case .maxSize: "max_size"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .type: 0
        case .flags: 1
        case .directory: 2
        case .maxCount: 3
        case .maxSize: 4
        case .messageIndex: 254
        }
    }
}

func makeMessage37() -> MessageProfile {
    MessageProfile(
        number: 37, name: "file_capabilities",
        fields: [
            FieldProfile(
                number: 0, name: "type", type: "file", kind: .enumeration(78), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "flags", type: "file_flags", kind: .enumeration(79), typeBase: nil,
                expandedInvalid: 255, baseType: .uint8z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "directory", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "max_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "max_size", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bytes, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
