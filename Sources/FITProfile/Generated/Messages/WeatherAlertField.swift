// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `weather_alert` message (129) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum WeatherAlertField: FieldName {
    case reportId
    case issueTime
    case expireTime
    case severity
    case type
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 129 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .reportId: "report_id"
        case .issueTime: "issue_time"
        case .expireTime: "expire_time"
        case .severity: "severity"
        case .type: "type"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .reportId: 0
        case .issueTime: 1
        case .expireTime: 2
        case .severity: 3
        case .type: 4
        case .timestamp: 253
        }
    }
}

func makeMessage129() -> MessageProfile {
    MessageProfile(
        number: 129, name: "weather_alert",
        fields: [
            FieldProfile(
                number: 0, name: "report_id", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "issue_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255,
                baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "expire_time", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "severity", type: "weather_severity", kind: .enumeration(205), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "type", type: "weather_severe_type", kind: .enumeration(204), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
