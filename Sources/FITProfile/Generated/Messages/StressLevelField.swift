// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `stress_level` message (227) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum StressLevelField: FieldName {
    case stressLevelValue
    case stressLevelTime

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 227 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .stressLevelValue: "stress_level_value"
        case .stressLevelTime: "stress_level_time"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .stressLevelValue: 0
        case .stressLevelTime: 1
        }
    }
}

func makeMessage227() -> MessageProfile {
    MessageProfile(
        number: 227, name: "stress_level",
        fields: [
            FieldProfile(
                number: 0, name: "stress_level_value", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "stress_level_time", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
