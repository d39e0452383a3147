// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `dive_apnea_alarm` message (393) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum DiveApneaAlarmField: FieldName {
    case depth
    case time
    case enabled
    case alarmType
    case sound
    case diveTypes
    case id
    case popupEnabled
    case triggerOnDescent
    case triggerOnAscent
    case repeating
    case speed
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 393 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .depth: "depth"
        case .time: "time"
        case .enabled: "enabled"
        case .alarmType: "alarm_type"
        case .sound: "sound"
        case .diveTypes: "dive_types"
        case .id: "id"
        case .popupEnabled: "popup_enabled"
        case .triggerOnDescent: "trigger_on_descent"
        case .triggerOnAscent: "trigger_on_ascent"
        case .repeating: "repeating"
        case .speed: "speed"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .depth: 0
        case .time: 1
        case .enabled: 2
        case .alarmType: 3
        case .sound: 4
        case .diveTypes: 5
        case .id: 6
        case .popupEnabled: 7
        case .triggerOnDescent: 8
        case .triggerOnAscent: 9
        case .repeating: 10
        case .speed: 11
        case .messageIndex: 254
        }
    }
}

func makeMessage393() -> MessageProfile {
    MessageProfile(
        number: 393, name: "dive_apnea_alarm",
        fields: [
            FieldProfile(
                number: 0, name: "depth", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "time", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "alarm_type", type: "dive_alarm_type", kind: .enumeration(61), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "sound", type: "tone", kind: .enumeration(193), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "dive_types", type: "sub_sport", kind: .enumeration(181), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: true, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "id", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295,
                baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "popup_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "trigger_on_descent", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "trigger_on_ascent", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "repeating", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "speed", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mps, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
