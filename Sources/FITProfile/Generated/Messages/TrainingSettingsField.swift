// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `training_settings` message (13) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum TrainingSettingsField: FieldName {
    case targetDistance
    case targetSpeed
    case targetTime
    case preciseTargetSpeed

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 13 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .targetDistance: "target_distance"
        case .targetSpeed: "target_speed"
        case .targetTime: "target_time"
        case .preciseTargetSpeed: "precise_target_speed"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .targetDistance: 31
        case .targetSpeed: 32
        case .targetTime: 33
        case .preciseTargetSpeed: 153
        }
    }
}

func makeMessage13() -> MessageProfile {
    MessageProfile(
        number: 13, name: "training_settings",
        fields: [
            FieldProfile(
                number: 31, name: "target_distance", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 32, name: "target_speed", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 33, name: "target_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 153, name: "precise_target_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false)
        ])
}
