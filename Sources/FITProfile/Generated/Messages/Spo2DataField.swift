// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `spo2_data` message (269) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum Spo2DataField: FieldName {
    case readingSpo2
    case readingConfidence
    case mode
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 269 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .readingSpo2: "reading_spo2"
        case .readingConfidence: "reading_confidence"
        case .mode: "mode"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .readingSpo2: 0
        case .readingConfidence: 1
        case .mode: 2
        case .timestamp: 253
        }
    }
}

func makeMessage269() -> MessageProfile {
    MessageProfile(
        number: 269, name: "spo2_data",
        fields: [
            FieldProfile(
                number: 0, name: "reading_spo2", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "reading_confidence", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "mode", type: "spo2_measurement_type", kind: .enumeration(168), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
