// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `monitoring_info` message (103) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum MonitoringInfoField: FieldName {
    case localTimestamp
    case activityType
    case cyclesToDistance
    case cyclesToCalories
    case restingMetabolicRate
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 103 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .localTimestamp: "local_timestamp"
        case .activityType: "activity_type"
        case .cyclesToDistance: "cycles_to_distance"
        case .cyclesToCalories: "cycles_to_calories"
        case .restingMetabolicRate: "resting_metabolic_rate"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .localTimestamp: 0
        case .activityType: 1
        case .cyclesToDistance: 3
        case .cyclesToCalories: 4
        case .restingMetabolicRate: 5
        case .timestamp: 253
        }
    }
}

func makeMessage103() -> MessageProfile {
    MessageProfile(
        number: 103, name: "monitoring_info",
        fields: [
            FieldProfile(
                number: 0, name: "local_timestamp", type: "local_date_time", kind: .enumeration(117), typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "activity_type", type: "activity_type", kind: .enumeration(4), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: true, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "cycles_to_distance", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_5000, offset: offset_0,
                units: units_mPercycle, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "cycles_to_calories", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_5000, offset: offset_0,
                units: units_kcalPercycle, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "resting_metabolic_rate", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kcalxPerxday, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
