// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `hr_zone` message (8) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum HrZoneField: FieldName {
    case highBpm
    case name
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 8 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .highBpm: "high_bpm"
        case .name: "name"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .highBpm: 1
        case .name: 2
        case .messageIndex: 254
        }
    }
}

func makeMessage8() -> MessageProfile {
    MessageProfile(
        number: 8, name: "hr_zone",
        fields: [
            FieldProfile(
                number: 1, name: "high_bpm", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_bpm, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
