// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `tank_summary` message (323) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum TankSummaryField: FieldName {
    case sensor
    case startPressure
    case endPressure
    case volumeUsed
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 323 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .sensor: "sensor"
        case .startPressure: "start_pressure"
        case .endPressure: "end_pressure"
        case .volumeUsed: "volume_used"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .sensor: 0
        case .startPressure: 1
        case .endPressure: 2
        case .volumeUsed: 3
        case .timestamp: 253
        }
    }
}

func makeMessage323() -> MessageProfile {
    MessageProfile(
        number: 323, name: "tank_summary",
        fields: [
            FieldProfile(
                number: 0, name: "sensor", type: "ant_channel_id", kind: .enumeration(6), typeBase: nil,
                expandedInvalid: 255, baseType: .uint32z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "start_pressure", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_bar, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "end_pressure", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_bar, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "volume_used", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_100, offset: offset_0,
                units: units_L, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
