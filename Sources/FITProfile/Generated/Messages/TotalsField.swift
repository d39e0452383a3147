// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `totals` message (33) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum TotalsField: FieldName {
    case timerTime
    case distance
    case calories
    case sport
    case elapsedTime
    case sessions
    case activeTime
    case sportIndex
    case timestamp
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 33 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .timerTime: "timer_time"
        case .distance: "distance"
        case .calories: "calories"
        case .sport: "sport"
        case .elapsedTime: "elapsed_time"
        case .sessions: "sessions"
        case .activeTime: "active_time"
        case .sportIndex: "sport_index"
        case .timestamp: "timestamp"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .timerTime: 0
        case .distance: 1
        case .calories: 2
        case .sport: 3
        case .elapsedTime: 4
        case .sessions: 5
        case .activeTime: 6
        case .sportIndex: 9
        case .timestamp: 253
        case .messageIndex: 254
        }
    }
}

func makeMessage33() -> MessageProfile {
    MessageProfile(
        number: 33, name: "totals",
        fields: [
            FieldProfile(
                number: 0, name: "timer_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "distance", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "calories", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kcal, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "elapsed_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "sessions", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "active_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "sport_index", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
