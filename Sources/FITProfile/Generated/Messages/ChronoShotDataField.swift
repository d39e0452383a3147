// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `chrono_shot_data` message (388) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum ChronoShotDataField: FieldName {
    case shotSpeed
    case shotNum
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 388 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .shotSpeed: "shot_speed"
        case .shotNum: "shot_num"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .shotSpeed: 0
        case .shotNum: 1
        case .timestamp: 253
        }
    }
}

func makeMessage388() -> MessageProfile {
    MessageProfile(
        number: 388, name: "chrono_shot_data",
        fields: [
            FieldProfile(
                number: 0, name: "shot_speed", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "shot_num", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
