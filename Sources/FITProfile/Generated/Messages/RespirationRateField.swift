// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `respiration_rate` message (297) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum RespirationRateField: FieldName {
    case respirationRate
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 297 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .respirationRate: "respiration_rate"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .respirationRate: 0
        case .timestamp: 253
        }
    }
}

func makeMessage297() -> MessageProfile {
    MessageProfile(
        number: 297, name: "respiration_rate",
        fields: [
            FieldProfile(
                number: 0, name: "respiration_rate", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_breathsPermin, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
