// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `activity` message (34) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum ActivityField: FieldName {
    case totalTimerTime
    case numSessions
    case type
    case event
    case eventType
    case localTimestamp
    case eventGroup
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 34 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .totalTimerTime: "total_timer_time"
        case .numSessions: "num_sessions"
        case .type: "type"
        case .event: "event"
        case .eventType: "event_type"
        case .localTimestamp: "local_timestamp"
        case .eventGroup: "event_group"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .totalTimerTime: 0
        case .numSessions: 1
        case .type: 2
        case .event: 3
        case .eventType: 4
        case .localTimestamp: 5
        case .eventGroup: 6
        case .timestamp: 253
        }
    }
}

func makeMessage34() -> MessageProfile {
    MessageProfile(
        number: 34, name: "activity",
        fields: [
            FieldProfile(
                number: 0, name: "total_timer_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "num_sessions", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "type", type: "activity", kind: .enumeration(0), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "event", type: "event", kind: .enumeration(68), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "event_type", type: "event_type", kind: .enumeration(69), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "local_timestamp", type: "local_date_time", kind: .enumeration(117), typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "event_group", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
