// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `segment_leaderboard_entry` message (149) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum SegmentLeaderboardEntryField: FieldName {
    case name
    case type
    case groupPrimaryKey
    case activityId
    case segmentTime
    case activityIdString
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 149 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .name: "name"
        case .type: "type"
        case .groupPrimaryKey: "group_primary_key"
        case .activityId: "activity_id"
        case .segmentTime: "segment_time"
        case .activityIdString: "activity_id_string"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .name: 0
        case .type: 1
        case .groupPrimaryKey: 2
        case .activityId: 3
        case .segmentTime: 4
        case .activityIdString: 5
        case .messageIndex: 254
        }
    }
}

func makeMessage149() -> MessageProfile {
    MessageProfile(
        number: 149, name: "segment_leaderboard_entry",
        fields: [
            FieldProfile(
                number: 0, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "type", type: "segment_leaderboard_type", kind: .enumeration(151), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "group_primary_key", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "activity_id", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "segment_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "activity_id_string", type: "string", kind: .plain, typeBase: .string,
                expandedInvalid: 0, baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
