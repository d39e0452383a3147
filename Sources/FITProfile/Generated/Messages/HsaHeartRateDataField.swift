// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `hsa_heart_rate_data` message (308) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum HsaHeartRateDataField: FieldName {
    case processingInterval
    case status
    case heartRate
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 308 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .processingInterval: "processing_interval"
        case .status: "status"
        case .heartRate: "heart_rate"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .processingInterval: 0
        case .status: 1
        case .heartRate: 2
        case .timestamp: 253
        }
    }
}

func makeMessage308() -> MessageProfile {
    MessageProfile(
        number: 308, name: "hsa_heart_rate_data",
        fields: [
            FieldProfile(
                number: 0, name: "processing_interval", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "status", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: true, scale: scale_1, offset: offset_0, units: units_bpm, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
