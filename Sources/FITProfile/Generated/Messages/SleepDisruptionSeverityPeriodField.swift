// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `sleep_disruption_severity_period` message (470) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum SleepDisruptionSeverityPeriodField: FieldName {
    case severity
    case timestamp
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 470 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .severity: "severity"
        case .timestamp: "timestamp"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .severity: 0
        case .timestamp: 253
        case .messageIndex: 254
        }
    }
}

func makeMessage470() -> MessageProfile {
    MessageProfile(
        number: 470, name: "sleep_disruption_severity_period",
        fields: [
            FieldProfile(
                number: 0, name: "severity", type: "sleep_disruption_severity", kind: .enumeration(163), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
