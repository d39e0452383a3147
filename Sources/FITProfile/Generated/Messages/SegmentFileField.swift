// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `segment_file` message (151) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum SegmentFileField: FieldName {
    case fileUuid
    case enabled
    case userProfilePrimaryKey
    case leaderType
    case leaderGroupPrimaryKey
    case leaderActivityId
    case leaderActivityIdString
    case defaultRaceLeader
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 151 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .fileUuid: "file_uuid"
        case .enabled: "enabled"
        case .userProfilePrimaryKey: "user_profile_primary_key"
        case .leaderType: "leader_type"
        case .leaderGroupPrimaryKey: "leader_group_primary_key"
        case .leaderActivityId: "leader_activity_id"
        case .leaderActivityIdString: "leader_activity_id_string"
        case .defaultRaceLeader: "default_race_leader"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .fileUuid: 1
        case .enabled: 3
        case .userProfilePrimaryKey: 4
        case .leaderType: 7
        case .leaderGroupPrimaryKey: 8
        case .leaderActivityId: 9
        case .leaderActivityIdString: 10
        case .defaultRaceLeader: 11
        case .messageIndex: 254
        }
    }
}

func makeMessage151() -> MessageProfile {
    MessageProfile(
        number: 151, name: "segment_file",
        fields: [
            FieldProfile(
                number: 1, name: "file_uuid", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "user_profile_primary_key", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "leader_type", type: "segment_leaderboard_type", kind: .enumeration(151),
                typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: true, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "leader_group_primary_key", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "leader_activity_id", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "leader_activity_id_string", type: "string", kind: .plain, typeBase: .string,
                expandedInvalid: 0, baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "default_race_leader", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
