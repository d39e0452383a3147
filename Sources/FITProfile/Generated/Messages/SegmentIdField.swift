// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `segment_id` message (148) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum SegmentIdField: FieldName {
    case name
    case uuid
    case sport
    case enabled
    case userProfilePrimaryKey
    case deviceId
    case defaultRaceLeader
    case deleteStatus
    case selectionType

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 148 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .name: "name"
        case .uuid: "uuid"
        case .sport: "sport"
        case .enabled: "enabled"
        case .userProfilePrimaryKey: "user_profile_primary_key"
        case .deviceId: "device_id"
        case .defaultRaceLeader: "default_race_leader"
        case .deleteStatus: "delete_status"
        case .selectionType: "selection_type"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .name: 0
        case .uuid: 1
        case .sport: 2
        case .enabled: 3
        case .userProfilePrimaryKey: 4
        case .deviceId: 5
        case .defaultRaceLeader: 6
        case .deleteStatus: 7
        case .selectionType: 8
        }
    }
}

func makeMessage148() -> MessageProfile {
    MessageProfile(
        number: 148, name: "segment_id",
        fields: [
            FieldProfile(
                number: 0, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "uuid", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
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
                number: 5, name: "device_id", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "default_race_leader", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "delete_status", type: "segment_delete_status", kind: .enumeration(149),
                typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "selection_type", type: "segment_selection_type", kind: .enumeration(152),
                typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false)
        ])
}
