// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `hsa_respiration_data` message (307) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum HsaRespirationDataField: FieldName {
    case processingInterval
    case respirationRate
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 307 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .processingInterval: "processing_interval"
        case .respirationRate: "respiration_rate"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .processingInterval: 0
        case .respirationRate: 1
        case .timestamp: 253
        }
    }
}

func makeMessage307() -> MessageProfile {
    MessageProfile(
        number: 307, name: "hsa_respiration_data",
        fields: [
            FieldProfile(
                number: 0, name: "processing_interval", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "respiration_rate", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: scale_100, offset: offset_0,
                units: units_breathsPermin, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
