// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `nap_event` message (412) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum NapEventField: FieldName {
    case startTime
    case startTimezoneOffset
    case endTime
    case endTimezoneOffset
    case feedback
    case isDeleted
    case source
    case updateTimestamp
    case timestamp
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 412 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .startTime: "start_time"
        case .startTimezoneOffset: "start_timezone_offset"
        case .endTime: "end_time"
        case .endTimezoneOffset: "end_timezone_offset"
        case .feedback: "feedback"
        case .isDeleted: "is_deleted"
        case .source: "source"
        case .updateTimestamp: "update_timestamp"
        case .timestamp: "timestamp"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .startTime: 0
        case .startTimezoneOffset: 1
        case .endTime: 2
        case .endTimezoneOffset: 3
        case .feedback: 4
        case .isDeleted: 5
        case .source: 6
        case .updateTimestamp: 7
        case .timestamp: 253
        case .messageIndex: 254
        }
    }
}

func makeMessage412() -> MessageProfile {
    MessageProfile(
        number: 412, name: "nap_event",
        fields: [
            FieldProfile(
                number: 0, name: "start_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255,
                baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: units_seconds, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "start_timezone_offset", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_minutes, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "end_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255,
                baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: units_seconds, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "end_timezone_offset", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_minutes, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "feedback", type: "nap_period_feedback", kind: .enumeration(129), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "is_deleted", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "source", type: "nap_source", kind: .enumeration(130), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "update_timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
