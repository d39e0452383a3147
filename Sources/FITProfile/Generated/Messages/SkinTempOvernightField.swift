// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `skin_temp_overnight` message (398) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum SkinTempOvernightField: FieldName {
    case localTimestamp
    case averageDeviation
    case average7DayDeviation
    case nightlyValue
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 398 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .localTimestamp: "local_timestamp"
        case .averageDeviation: "average_deviation"
        case .average7DayDeviation: "average_7_day_deviation"
        case .nightlyValue: "nightly_value"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .localTimestamp: 0
        case .averageDeviation: 1
        case .average7DayDeviation: 2
        case .nightlyValue: 4
        case .timestamp: 253
        }
    }
}

func makeMessage398() -> MessageProfile {
    MessageProfile(
        number: 398, name: "skin_temp_overnight",
        fields: [
            FieldProfile(
                number: 0, name: "local_timestamp", type: "local_date_time", kind: .enumeration(117), typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "average_deviation", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "average_7_day_deviation", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "nightly_value", type: "float32", kind: .numeric, typeBase: .float32,
                expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
