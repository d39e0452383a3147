// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `sleep_level` message (275) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum SleepLevelField: FieldName {
    case sleepLevel
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 275 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .sleepLevel: "sleep_level"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .sleepLevel: 0
        case .timestamp: 253
        }
    }
}

func makeMessage275() -> MessageProfile {
    MessageProfile(
        number: 275, name: "sleep_level",
        fields: [
            FieldProfile(
                number: 0, name: "sleep_level", type: "sleep_level", kind: .enumeration(164), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
