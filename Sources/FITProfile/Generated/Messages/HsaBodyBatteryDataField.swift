// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `hsa_body_battery_data` message (314) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum HsaBodyBatteryDataField: FieldName {
    case processingInterval
    case level
    case charged
    case uncharged
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 314 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .processingInterval: "processing_interval"
        case .level: "level"
        case .charged: "charged"
        case .uncharged: "uncharged"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .processingInterval: 0
        case .level: 1
        case .charged: 2
        case .uncharged: 3
        case .timestamp: 253
        }
    }
}

func makeMessage314() -> MessageProfile {
    MessageProfile(
        number: 314, name: "hsa_body_battery_data",
        fields: [
            FieldProfile(
                number: 0, name: "processing_interval", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "level", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127,
                baseType: .sint8, isArray: true, scale: scale_1, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "charged", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767,
                baseType: .sint16, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "uncharged", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
