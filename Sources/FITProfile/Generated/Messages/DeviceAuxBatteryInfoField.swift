// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `device_aux_battery_info` message (375) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum DeviceAuxBatteryInfoField: FieldName {
    case deviceIndex
    case batteryVoltage
    case batteryStatus
    case batteryIdentifier
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 375 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .deviceIndex: "device_index"
        case .batteryVoltage: "battery_voltage"
        case .batteryStatus: "battery_status"
        case .batteryIdentifier: "battery_identifier"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .deviceIndex: 0
        case .batteryVoltage: 1
        case .batteryStatus: 2
        case .batteryIdentifier: 3
        case .timestamp: 253
        }
    }
}

func makeMessage375() -> MessageProfile {
    MessageProfile(
        number: 375, name: "device_aux_battery_info",
        fields: [
            FieldProfile(
                number: 0, name: "device_index", type: "device_index", kind: .enumeration(54), typeBase: nil,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "battery_voltage", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_256, offset: offset_0,
                units: units_V, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "battery_status", type: "battery_status", kind: .enumeration(19), typeBase: nil,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "battery_identifier", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
