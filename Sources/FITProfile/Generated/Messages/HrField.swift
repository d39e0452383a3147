// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `hr` message (132) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum HrField: FieldName {
    case fractionalTimestamp
    case time256
    case filteredBpm
    case eventTimestamp
    case eventTimestamp12
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 132 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .fractionalTimestamp: "fractional_timestamp"
        case .time256: "time256"
        case .filteredBpm: "filtered_bpm"
        case .eventTimestamp: "event_timestamp"
        case .eventTimestamp12: "event_timestamp_12"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .fractionalTimestamp: 0
        case .time256: 1
        case .filteredBpm: 6
        case .eventTimestamp: 9
        case .eventTimestamp12: 10
        case .timestamp: 253
        }
    }
}

func makeMessage132() -> MessageProfile {
    MessageProfile(
        number: 132, name: "hr",
        fields: [
            FieldProfile(
                number: 0, name: "fractional_timestamp", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_32768, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "time256", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_256, offset: offset_0, units: units_s, bits: bits_8,
                components: components_0, isAccumulated: false),
            FieldProfile(
                number: 6, name: "filtered_bpm", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: true, scale: scale_1, offset: offset_0, units: units_bpm, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "event_timestamp", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1024, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: true),
            FieldProfile(
                number: 10, name: "event_timestamp_12", type: "byte", kind: .numeric, typeBase: .byte,
                expandedInvalid: 255, baseType: .byte, isArray: true, scale: scale_0cf188ac29,
                offset: offset_0_0_0_0_0_0_0_0_0_0, units: units_s_________, bits: bits_12_12_12_12_12_12_12_12_12_12,
                components: components_9_9_9_9_9_9_9_9_9_9, isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
