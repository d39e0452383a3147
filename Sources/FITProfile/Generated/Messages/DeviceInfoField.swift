// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `device_info` message (23) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum DeviceInfoField: FieldName {
    case deviceIndex
    case deviceType
    /// Field 1 (a subfield of `device_type`).
    case bleDeviceType
    /// Field 1 (a subfield of `device_type`).
    case antplusDeviceType
    /// Field 1 (a subfield of `device_type`).
    case antDeviceType
    /// Field 1 (a subfield of `device_type`).
    case localDeviceType
    case manufacturer
    case serialNumber
    case product
    /// Field 4 (a subfield of `product`).
    case faveroProduct
    /// Field 4 (a subfield of `product`).
    case garminProduct
    case softwareVersion
    case hardwareVersion
    case cumOperatingTime
    case batteryVoltage
    case batteryStatus
    case sensorPosition
    case descriptor
    case antTransmissionType
    case antDeviceNumber
    case antNetwork
    case sourceType
    case productName
    case batteryLevel
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 23 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .deviceIndex: "device_index"
        case .deviceType: "device_type"
        case .bleDeviceType: "ble_device_type"
        case .antplusDeviceType: "antplus_device_type"
        case .antDeviceType: "ant_device_type"
        case .localDeviceType: "local_device_type"
        case .manufacturer: "manufacturer"
        case .serialNumber: "serial_number"
        case .product: "product"
        case .faveroProduct: "favero_product"
        case .garminProduct: "garmin_product"
        case .softwareVersion: "software_version"
        case .hardwareVersion: "hardware_version"
        case .cumOperatingTime: "cum_operating_time"
        case .batteryVoltage: "battery_voltage"
        case .batteryStatus: "battery_status"
        case .sensorPosition: "sensor_position"
        case .descriptor: "descriptor"
        case .antTransmissionType: "ant_transmission_type"
        case .antDeviceNumber: "ant_device_number"
        case .antNetwork: "ant_network"
        case .sourceType: "source_type"
        case .productName: "product_name"
        case .batteryLevel: "battery_level"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .deviceIndex: 0
        case .deviceType, .bleDeviceType, .antplusDeviceType, .antDeviceType, .localDeviceType: 1
        case .manufacturer: 2
        case .serialNumber: 3
        case .product, .faveroProduct, .garminProduct: 4
        case .softwareVersion: 5
        case .hardwareVersion: 6
        case .cumOperatingTime: 7
        case .batteryVoltage: 10
        case .batteryStatus: 11
        case .sensorPosition: 18
        case .descriptor: 19
        case .antTransmissionType: 20
        case .antDeviceNumber: 21
        case .antNetwork: 22
        case .sourceType: 25
        case .productName: 27
        case .batteryLevel: 32
        case .timestamp: 253
        }
    }
}

func makeMessage23() -> MessageProfile {
    MessageProfile(
        number: 23, name: "device_info",
        fields: [
            FieldProfile(
                number: 0, name: "device_index", type: "device_index", kind: .enumeration(54), typeBase: nil,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "device_type", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "ble_device_type", kind: .enumeration(26), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_25_3),
                    SubfieldProfile(
                        name: "antplus_device_type", kind: .enumeration(8), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_25_1),
                    SubfieldProfile(
                        name: "ant_device_type", kind: .numeric, typeBase: .uint8, scale: scale_1, offset: offset_0,
                        units: units_, bits: [], components: [], maps: maps_25_0),
                    SubfieldProfile(
                        name: "local_device_type", kind: .enumeration(118), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_25_5)
                ]),
            FieldProfile(
                number: 2, name: "manufacturer", type: "manufacturer", kind: .enumeration(121), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "serial_number", type: "uint32z", kind: .numeric, typeBase: .uint32z,
                expandedInvalid: 0, baseType: .uint32z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "product", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "favero_product", kind: .enumeration(77), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_2_263),
                    SubfieldProfile(
                        name: "garmin_product", kind: .enumeration(87), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_2_1_2_15_2_13_2_89)
                ]),
            FieldProfile(
                number: 5, name: "software_version", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "hardware_version", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "cum_operating_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "battery_voltage", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_256, offset: offset_0,
                units: units_V, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "battery_status", type: "battery_status", kind: .enumeration(19), typeBase: nil,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 18, name: "sensor_position", type: "body_location", kind: .enumeration(27), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 19, name: "descriptor", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 20, name: "ant_transmission_type", type: "uint8z", kind: .numeric, typeBase: .uint8z,
                expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 21, name: "ant_device_number", type: "uint16z", kind: .numeric, typeBase: .uint16z,
                expandedInvalid: 0, baseType: .uint16z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 22, name: "ant_network", type: "ant_network", kind: .enumeration(7), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 25, name: "source_type", type: "source_type", kind: .enumeration(165), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 27, name: "product_name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 32, name: "battery_level", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
