// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `aad_accel_features` message (289) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum AadAccelFeaturesField: FieldName {
    case time
    case energyTotal
    case zeroCrossCnt
    case instance
    case timeAboveThreshold
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 289 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .time: "time"
        case .energyTotal: "energy_total"
        case .zeroCrossCnt: "zero_cross_cnt"
        case .instance: "instance"
        case .timeAboveThreshold: "time_above_threshold"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .time: 0
        case .energyTotal: 1
        case .zeroCrossCnt: 2
        case .instance: 3
        case .timeAboveThreshold: 4
        case .timestamp: 253
        }
    }
}

func makeMessage289() -> MessageProfile {
    MessageProfile(
        number: 289, name: "aad_accel_features",
        fields: [
            FieldProfile(
                number: 0, name: "time", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: units_s, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "energy_total", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "zero_cross_cnt", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "instance", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "time_above_threshold", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_25, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
