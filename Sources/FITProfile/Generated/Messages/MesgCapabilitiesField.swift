// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `mesg_capabilities` message (38) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum MesgCapabilitiesField: FieldName {
    case file
    case mesgNum
    case countType
    case count
    /// Field 3 (a subfield of `count`).
    case numPerFile
    /// Field 3 (a subfield of `count`).
    case maxPerFile
    /// Field 3 (a subfield of `count`).
    case maxPerFileType
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 38 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .file: "file"
        case .mesgNum: "mesg_num"
        case .countType: "count_type"
        case .count: "count"
        case .numPerFile: "num_per_file"
        case .maxPerFile: "max_per_file"
        case .maxPerFileType: "max_per_file_type"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .file: 0
        case .mesgNum: 1
        case .countType: 2
        case .count, .numPerFile, .maxPerFile, .maxPerFileType: 3
        case .messageIndex: 254
        }
    }
}

func makeMessage38() -> MessageProfile {
    MessageProfile(
        number: 38, name: "mesg_capabilities",
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
                number: 2, name: "count_type", type: "mesg_count", kind: .enumeration(125), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "num_per_file", kind: .numeric, typeBase: .uint16, scale: scale_1, offset: offset_0,
                        units: units_, bits: [], components: [], maps: maps_2_0),
                    SubfieldProfile(
                        name: "max_per_file", kind: .numeric, typeBase: .uint16, scale: scale_1, offset: offset_0,
                        units: units_, bits: [], components: [], maps: maps_2_1),
                    SubfieldProfile(
                        name: "max_per_file_type", kind: .numeric, typeBase: .uint16, scale: scale_1, offset: offset_0,
                        units: units_, bits: [], components: [], maps: maps_2_2)
                ]),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
