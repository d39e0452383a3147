// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `monitoring_hr_data` message (211) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum MonitoringHrDataField: FieldName {
    case restingHeartRate
    case currentDayRestingHeartRate
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 211 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .restingHeartRate: "resting_heart_rate"
        case .currentDayRestingHeartRate: "current_day_resting_heart_rate"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .restingHeartRate: 0
        case .currentDayRestingHeartRate: 1
        case .timestamp: 253
        }
    }
}

func makeMessage211() -> MessageProfile {
    MessageProfile(
        number: 211, name: "monitoring_hr_data",
        fields: [
            FieldProfile(
                number: 0, name: "resting_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "current_day_resting_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
