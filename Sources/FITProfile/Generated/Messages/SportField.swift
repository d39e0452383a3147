// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `sport` message (12) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum SportField: FieldName {
    case sport
    case subSport
    case name

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 12 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .sport: "sport"
        case .subSport: "sub_sport"
        case .name: "name"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .sport: 0
        case .subSport: 1
        case .name: 3
        }
    }
}

func makeMessage12() -> MessageProfile {
    MessageProfile(
        number: 12, name: "sport",
        fields: [
            FieldProfile(
                number: 0, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false)
        ])
}
