// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `length` message (101) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum LengthField: FieldName {
    case event
    case eventType
    case startTime
    case totalElapsedTime
    case totalTimerTime
    case totalStrokes
    case avgSpeed
    case swimStroke
    case avgSwimmingCadence
    case eventGroup
    case totalCalories
    case lengthType
    case playerScore
    case opponentScore
    case strokeCount
    case zoneCount
    case enhancedAvgRespirationRate
    case enhancedMaxRespirationRate
    case avgRespirationRate
    case maxRespirationRate
    case metabolicCalories
    case timestamp
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 101 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .event: "event"
        case .eventType: "event_type"
        case .startTime: "start_time"
        case .totalElapsedTime: "total_elapsed_time"
        case .totalTimerTime: "total_timer_time"
        case .totalStrokes: "total_strokes"
        case .avgSpeed: "avg_speed"
        case .swimStroke: "swim_stroke"
        case .avgSwimmingCadence: "avg_swimming_cadence"
        case .eventGroup: "event_group"
        case .totalCalories: "total_calories"
        case .lengthType: "length_type"
        case .playerScore: "player_score"
        case .opponentScore: "opponent_score"
        case .strokeCount: "stroke_count"
        case .zoneCount: "zone_count"
        case .enhancedAvgRespirationRate: "enhanced_avg_respiration_rate"
        case .enhancedMaxRespirationRate: "enhanced_max_respiration_rate"
        case .avgRespirationRate: "avg_respiration_rate"
        case .maxRespirationRate: "max_respiration_rate"
        case .metabolicCalories: "metabolic_calories"
        case .timestamp: "timestamp"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .event: 0
        case .eventType: 1
        case .startTime: 2
        case .totalElapsedTime: 3
        case .totalTimerTime: 4
        case .totalStrokes: 5
        case .avgSpeed: 6
        case .swimStroke: 7
        case .avgSwimmingCadence: 9
        case .eventGroup: 10
        case .totalCalories: 11
        case .lengthType: 12
        case .playerScore: 18
        case .opponentScore: 19
        case .strokeCount: 20
        case .zoneCount: 21
        case .enhancedAvgRespirationRate: 22
        case .enhancedMaxRespirationRate: 23
        case .avgRespirationRate: 24
        case .maxRespirationRate: 25
        case .metabolicCalories: 26
        case .timestamp: 253
        case .messageIndex: 254
        }
    }
}

func makeMessage101() -> MessageProfile {
    MessageProfile(
        number: 101, name: "length",
        fields: [
            FieldProfile(
                number: 0, name: "event", type: "event", kind: .enumeration(68), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "event_type", type: "event_type", kind: .enumeration(69), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "start_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255,
                baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "total_elapsed_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "total_timer_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "total_strokes", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_strokes, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "avg_speed", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "swim_stroke", type: "swim_stroke", kind: .enumeration(184), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: units_swim_stroke, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "avg_swimming_cadence", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_strokesPermin, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "event_group", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "total_calories", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kcal, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 12, name: "length_type", type: "length_type", kind: .enumeration(116), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 18, name: "player_score", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 19, name: "opponent_score", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 20, name: "stroke_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_counts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 21, name: "zone_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_counts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 22, name: "enhanced_avg_respiration_rate", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_BreathsPermin, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 23, name: "enhanced_max_respiration_rate", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_BreathsPermin, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 24, name: "avg_respiration_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_, bits: bits_8, components: components_22, isAccumulated: false),
            FieldProfile(
                number: 25, name: "max_respiration_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_, bits: bits_8, components: components_23, isAccumulated: false),
            FieldProfile(
                number: 26, name: "metabolic_calories", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kcal, bits: [], components: [], isAccumulated: false),
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
