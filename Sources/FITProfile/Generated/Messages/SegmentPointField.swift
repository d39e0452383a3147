// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `segment_point` message (150) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum SegmentPointField: FieldName {
    case positionLat
    case positionLong
    case distance
    case altitude
    case leaderTime
    case enhancedAltitude
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 150 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .positionLat: "position_lat"
        case .positionLong: "position_long"
        case .distance: "distance"
        case .altitude: "altitude"
        case .leaderTime: "leader_time"
        case .enhancedAltitude: "enhanced_altitude"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .positionLat: 1
        case .positionLong: 2
        case .distance: 3
        case .altitude: 4
        case .leaderTime: 5
        case .enhancedAltitude: 6
        case .messageIndex: 254
        }
    }
}

func makeMessage150() -> MessageProfile {
    MessageProfile(
        number: 150, name: "segment_point",
        fields: [
            FieldProfile(
                number: 1, name: "position_lat", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "position_long", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "distance", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "altitude", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_5, offset: offset_500, units: units_m, bits: bits_16,
                components: components_6, isAccumulated: false),
            FieldProfile(
                number: 5, name: "leader_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "enhanced_altitude", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_5, offset: offset_500,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
