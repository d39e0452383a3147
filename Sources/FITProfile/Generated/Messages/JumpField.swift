// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `jump` message (285) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum JumpField: FieldName {
    case distance
    case height
    case rotations
    case hangTime
    case score
    case positionLat
    case positionLong
    case speed
    case enhancedSpeed
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 285 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .distance: "distance"
        case .height: "height"
        case .rotations: "rotations"
        case .hangTime: "hang_time"
        case .score: "score"
        case .positionLat: "position_lat"
        case .positionLong: "position_long"
        case .speed: "speed"
        case .enhancedSpeed: "enhanced_speed"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .distance: 0
        case .height: 1
        case .rotations: 2
        case .hangTime: 3
        case .score: 4
        case .positionLat: 5
        case .positionLong: 6
        case .speed: 7
        case .enhancedSpeed: 8
        case .timestamp: 253
        }
    }
}

func makeMessage285() -> MessageProfile {
    MessageProfile(
        number: 285, name: "jump",
        fields: [
            FieldProfile(
                number: 0, name: "distance", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "height", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "rotations", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "hang_time", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "score", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "position_lat", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "position_long", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "speed", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0, units: units_mPers,
                bits: bits_16, components: components_8, isAccumulated: false),
            FieldProfile(
                number: 8, name: "enhanced_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
