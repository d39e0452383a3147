// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `met_zone` message (10) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum MetZoneField: FieldName {
    case highBpm
    case calories
    case fatCalories
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 10 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .highBpm: "high_bpm"
        case .calories: "calories"
        case .fatCalories: "fat_calories"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .highBpm: 1
        case .calories: 2
        case .fatCalories: 3
        case .messageIndex: 254
        }
    }
}

func makeMessage10() -> MessageProfile {
    MessageProfile(
        number: 10, name: "met_zone",
        fields: [
            FieldProfile(
                number: 1, name: "high_bpm", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0, units: units_kcalxPerxmin,
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "fat_calories", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_10, offset: offset_0, units: units_kcalxPerxmin,
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
