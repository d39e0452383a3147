// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `time_in_zone` message (216) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum TimeInZoneField: FieldName {
    case referenceMesg
    case referenceIndex
    case timeInHrZone
    case timeInSpeedZone
    case timeInCadenceZone
    case timeInPowerZone
    case hrZoneHighBoundary
    case speedZoneHighBoundary
    case cadenceZoneHighBondary
    case powerZoneHighBoundary
    case hrCalcType
    case maxHeartRate
    case restingHeartRate
    case thresholdHeartRate
    case pwrCalcType
    case functionalThresholdPower
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 216 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .referenceMesg: "reference_mesg"
        case .referenceIndex: "reference_index"
        case .timeInHrZone: "time_in_hr_zone"
        case .timeInSpeedZone: "time_in_speed_zone"
        case .timeInCadenceZone: "time_in_cadence_zone"
        case .timeInPowerZone: "time_in_power_zone"
        case .hrZoneHighBoundary: "hr_zone_high_boundary"
        case .speedZoneHighBoundary: "speed_zone_high_boundary"
        case .cadenceZoneHighBondary: "cadence_zone_high_bondary"
        case .powerZoneHighBoundary: "power_zone_high_boundary"
        case .hrCalcType: "hr_calc_type"
        case .maxHeartRate: "max_heart_rate"
        case .restingHeartRate: "resting_heart_rate"
        case .thresholdHeartRate: "threshold_heart_rate"
        case .pwrCalcType: "pwr_calc_type"
        case .functionalThresholdPower: "functional_threshold_power"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .referenceMesg: 0
        case .referenceIndex: 1
        case .timeInHrZone: 2
        case .timeInSpeedZone: 3
        case .timeInCadenceZone: 4
        case .timeInPowerZone: 5
        case .hrZoneHighBoundary: 6
        case .speedZoneHighBoundary: 7
        case .cadenceZoneHighBondary: 8
        case .powerZoneHighBoundary: 9
        case .hrCalcType: 10
        case .maxHeartRate: 11
        case .restingHeartRate: 12
        case .thresholdHeartRate: 13
        case .pwrCalcType: 14
        case .functionalThresholdPower: 15
        case .timestamp: 253
        }
    }
}

func makeMessage216() -> MessageProfile {
    MessageProfile(
        number: 216, name: "time_in_zone",
        fields: [
            FieldProfile(
                number: 0, name: "reference_mesg", type: "mesg_num", kind: .enumeration(126), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "reference_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "time_in_hr_zone", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "time_in_speed_zone", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "time_in_cadence_zone", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "time_in_power_zone", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "hr_zone_high_boundary", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "speed_zone_high_boundary", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "cadence_zone_high_bondary", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_1, offset: offset_0,
                units: units_rpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "power_zone_high_boundary", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_watts, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "hr_calc_type", type: "hr_zone_calc", kind: .enumeration(97), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "max_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 12, name: "resting_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 13, name: "threshold_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 14, name: "pwr_calc_type", type: "pwr_zone_calc", kind: .enumeration(140), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 15, name: "functional_threshold_power", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
