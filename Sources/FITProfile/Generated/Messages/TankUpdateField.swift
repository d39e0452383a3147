// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `tank_update` message (319) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum TankUpdateField: FieldName {
    case sensor
    case pressure
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 319 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .sensor: "sensor"
        case .pressure: "pressure"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .sensor: 0
        case .pressure: 1
        case .timestamp: 253
        }
    }
}

func makeMessage319() -> MessageProfile {
    MessageProfile(
        number: 319, name: "tank_update",
        fields: [
            FieldProfile(
                number: 0, name: "sensor", type: "ant_channel_id", kind: .enumeration(6), typeBase: nil,
                expandedInvalid: 255, baseType: .uint32z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "pressure", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0, units: units_bar, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
