// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `hrv_status_summary` message (370) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum HrvStatusSummaryField: FieldName {
    case weeklyAverage
    case lastNightAverage
    case lastNight5MinHigh
    case baselineLowUpper
    case baselineBalancedLower
    case baselineBalancedUpper
    case status
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 370 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .weeklyAverage: "weekly_average"
        case .lastNightAverage: "last_night_average"
        case .lastNight5MinHigh: "last_night_5_min_high"
        case .baselineLowUpper: "baseline_low_upper"
        case .baselineBalancedLower: "baseline_balanced_lower"
        case .baselineBalancedUpper: "baseline_balanced_upper"
        case .status: "status"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .weeklyAverage: 0
        case .lastNightAverage: 1
        case .lastNight5MinHigh: 2
        case .baselineLowUpper: 3
        case .baselineBalancedLower: 4
        case .baselineBalancedUpper: 5
        case .status: 6
        case .timestamp: 253
        }
    }
}

func makeMessage370() -> MessageProfile {
    MessageProfile(
        number: 370, name: "hrv_status_summary",
        fields: [
            FieldProfile(
                number: 0, name: "weekly_average", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_128, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "last_night_average", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_128, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "last_night_5_min_high", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_128, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "baseline_low_upper", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_128, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "baseline_balanced_lower", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_128, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "baseline_balanced_upper", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_128, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "status", type: "hrv_status", kind: .enumeration(98), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
