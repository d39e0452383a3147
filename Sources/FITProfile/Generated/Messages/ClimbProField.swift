// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `climb_pro` message (317) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum ClimbProField: FieldName {
    case positionLat
    case positionLong
    case climbProEvent
    case climbNumber
    case climbCategory
    case currentDist
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 317 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .positionLat: "position_lat"
        case .positionLong: "position_long"
        case .climbProEvent: "climb_pro_event"
        case .climbNumber: "climb_number"
        case .climbCategory: "climb_category"
        case .currentDist: "current_dist"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .positionLat: 0
        case .positionLong: 1
        case .climbProEvent: 2
        case .climbNumber: 3
        case .climbCategory: 4
        case .currentDist: 5
        case .timestamp: 253
        }
    }
}

func makeMessage317() -> MessageProfile {
    MessageProfile(
        number: 317, name: "climb_pro",
        fields: [
            FieldProfile(
                number: 0, name: "position_lat", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "position_long", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "climb_pro_event", type: "climb_pro_event", kind: .enumeration(41), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "climb_number", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "climb_category", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "current_dist", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
