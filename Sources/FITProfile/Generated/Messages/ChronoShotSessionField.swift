// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `chrono_shot_session` message (387) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum ChronoShotSessionField: FieldName {
    case minSpeed
    case maxSpeed
    case avgSpeed
    case shotCount
    case projectileType
    case grainWeight
    case standardDeviation
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 387 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .minSpeed: "min_speed"
        case .maxSpeed: "max_speed"
        case .avgSpeed: "avg_speed"
        case .shotCount: "shot_count"
        case .projectileType: "projectile_type"
        case .grainWeight: "grain_weight"
        case .standardDeviation: "standard_deviation"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .minSpeed: 0
        case .maxSpeed: 1
        case .avgSpeed: 2
        case .shotCount: 3
        case .projectileType: 4
        case .grainWeight: 5
        case .standardDeviation: 6
        case .timestamp: 253
        }
    }
}

func makeMessage387() -> MessageProfile {
    MessageProfile(
        number: 387, name: "chrono_shot_session",
        fields: [
            FieldProfile(
                number: 0, name: "min_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "max_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "avg_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "shot_count", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "projectile_type", type: "projectile_type", kind: .enumeration(137), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "grain_weight", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_10, offset: offset_0,
                units: units_gr, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "standard_deviation", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
