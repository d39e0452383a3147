// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `ant_channel_id` message (82) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum AntChannelIdField: FieldName {
    case channelNumber
    case deviceType
    case deviceNumber
    case transmissionType
    case deviceIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 82 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .channelNumber: "channel_number"
        case .deviceType: "device_type"
        case .deviceNumber: "device_number"
        case .transmissionType: "transmission_type"
        case .deviceIndex: "device_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .channelNumber: 0
        case .deviceType: 1
        case .deviceNumber: 2
        case .transmissionType: 3
        case .deviceIndex: 4
        }
    }
}

func makeMessage82() -> MessageProfile {
    MessageProfile(
        number: 82, name: "ant_channel_id",
        fields: [
            FieldProfile(
                number: 0, name: "channel_number", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "device_type", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0,
                baseType: .uint8z, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "device_number", type: "uint16z", kind: .numeric, typeBase: .uint16z,
                expandedInvalid: 0, baseType: .uint16z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "transmission_type", type: "uint8z", kind: .numeric, typeBase: .uint8z,
                expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "device_index", type: "device_index", kind: .enumeration(54), typeBase: nil,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
