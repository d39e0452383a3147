// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `zones_target` message (7) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum ZonesTargetField: FieldName {
    case maxHeartRate
    case thresholdHeartRate
    case functionalThresholdPower
    case hrCalcType
    case pwrCalcType

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 7 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .maxHeartRate: "max_heart_rate"
        case .thresholdHeartRate: "threshold_heart_rate"
        case .functionalThresholdPower: "functional_threshold_power"
        case .hrCalcType: "hr_calc_type"
        case .pwrCalcType: "pwr_calc_type"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .maxHeartRate: 1
        case .thresholdHeartRate: 2
        case .functionalThresholdPower: 3
        case .hrCalcType: 5
        case .pwrCalcType: 7
        }
    }
}

func makeMessage7() -> MessageProfile {
    MessageProfile(
        number: 7, name: "zones_target",
        fields: [
            FieldProfile(
                number: 1, name: "max_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "threshold_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "functional_threshold_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "hr_calc_type", type: "hr_zone_calc", kind: .enumeration(97), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "pwr_calc_type", type: "pwr_zone_calc", kind: .enumeration(140), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false)
        ])
}
