// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `nmea_sentence` message (177) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum NmeaSentenceField: FieldName {
    case timestampMs
    case sentence
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 177 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .timestampMs: "timestamp_ms"
        case .sentence: "sentence"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .timestampMs: 0
        case .sentence: 1
        case .timestamp: 253
        }
    }
}

func makeMessage177() -> MessageProfile {
    MessageProfile(
        number: 177, name: "nmea_sentence",
        fields: [
            FieldProfile(
                number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "sentence", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
