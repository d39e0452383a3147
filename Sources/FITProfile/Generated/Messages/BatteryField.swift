// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `battery` message (104) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum BatteryField: FieldName {
    case capacity
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 104 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .capacity: "capacity"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .capacity: 2
        case .timestamp: 253
        }
    }
}

func makeMessage104() -> MessageProfile {
    MessageProfile(
        number: 104, name: "battery",
        fields: [
            FieldProfile(
                number: 2, name: "capacity", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_Percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
