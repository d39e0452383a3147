// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `speed_zone` message (53) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum SpeedZoneField: FieldName {
    case highValue
    case name
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 53 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .highValue: "high_value"
        case .name: "name"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .highValue: 0
        case .name: 1
        case .messageIndex: 254
        }
    }
}

func makeMessage53() -> MessageProfile {
    MessageProfile(
        number: 53, name: "speed_zone",
        fields: [
            FieldProfile(
                number: 0, name: "high_value", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
