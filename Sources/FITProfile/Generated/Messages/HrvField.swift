// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `hrv` message (78) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum HrvField: FieldName {
    case time

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 78 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .time: "time"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .time: 0
        }
    }
}

func makeMessage78() -> MessageProfile {
    MessageProfile(
        number: 78, name: "hrv",
        fields: [
            FieldProfile(
                number: 0, name: "time", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: true, scale: scale_1000, offset: offset_0, units: units_s, bits: [],
                components: [], isAccumulated: false)
        ])
}
