// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `ant_rx` message (80) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum AntRxField: FieldName {
    case fractionalTimestamp
    case mesgId
    case mesgData
    case channelNumber
    case data
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 80 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .fractionalTimestamp: "fractional_timestamp"
        case .mesgId: "mesg_id"
        case .mesgData: "mesg_data"
        case .channelNumber: "channel_number"
        case .data: "data"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .fractionalTimestamp: 0
        case .mesgId: 1
        case .mesgData: 2
        case .channelNumber: 3
        case .data: 4
        case .timestamp: 253
        }
    }
}

func makeMessage80() -> MessageProfile {
    MessageProfile(
        number: 80, name: "ant_rx",
        fields: [
            FieldProfile(
                number: 0, name: "fractional_timestamp", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_32768, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "mesg_id", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255,
                baseType: .byte, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [], components: [],
                isAccumulated: false),
            FieldProfile(
                number: 2, name: "mesg_data", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255,
                baseType: .byte, isArray: true, scale: scale_1_1_1_1_1_1_1_1_1, offset: offset_0_0_0_0_0_0_0_0_0,
                units: units_________, bits: bits_8_8_8_8_8_8_8_8_8, components: components_3_4_4_4_4_4_4_4_4,
                isAccumulated: false),
            FieldProfile(
                number: 3, name: "channel_number", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "data", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255,
                baseType: .byte, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [], components: [],
                isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
