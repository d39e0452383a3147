// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `aviation_attitude` message (178) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum AviationAttitudeField: FieldName {
    case timestampMs
    case systemTime
    case pitch
    case roll
    case accelLateral
    case accelNormal
    case turnRate
    case stage
    case attitudeStageComplete
    case track
    case validity
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 178 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .timestampMs: "timestamp_ms"
        case .systemTime: "system_time"
        case .pitch: "pitch"
        case .roll: "roll"
        case .accelLateral: "accel_lateral"
        case .accelNormal: "accel_normal"
        case .turnRate: "turn_rate"
        case .stage: "stage"
        case .attitudeStageComplete: "attitude_stage_complete"
        case .track: "track"
        case .validity: "validity"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .timestampMs: 0
        case .systemTime: 1
        case .pitch: 2
        case .roll: 3
        case .accelLateral: 4
        case .accelNormal: 5
        case .turnRate: 6
        case .stage: 7
        case .attitudeStageComplete: 8
        case .track: 9
        case .validity: 10
        case .timestamp: 253
        }
    }
}

func makeMessage178() -> MessageProfile {
    MessageProfile(
        number: 178, name: "aviation_attitude",
        fields: [
            FieldProfile(
                number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "system_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "pitch", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767,
                baseType: .sint16, isArray: true, scale: scale_10430p38, offset: offset_0, units: units_radians,
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "roll", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767,
                baseType: .sint16, isArray: true, scale: scale_10430p38, offset: offset_0, units: units_radians,
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "accel_lateral", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: scale_100, offset: offset_0,
                units: units_mPersx2, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "accel_normal", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: scale_100, offset: offset_0,
                units: units_mPersx2, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "turn_rate", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: scale_1024, offset: offset_0,
                units: units_radiansPersecond, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "stage", type: "attitude_stage", kind: .enumeration(10), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: true, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "attitude_stage_complete", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_1, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "track", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: true, scale: scale_10430p38, offset: offset_0, units: units_radians,
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "validity", type: "attitude_validity", kind: .enumeration(11), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
