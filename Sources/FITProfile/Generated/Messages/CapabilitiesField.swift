// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `capabilities` message (1) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum CapabilitiesField: FieldName {
    case languages
    case sports
    case workoutsSupported
    case connectivitySupported

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 1 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .languages: "languages"
        case .sports: "sports"
        case .workoutsSupported: "workouts_supported"
        case .connectivitySupported: "connectivity_supported"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .languages: 0
        case .sports: 1
        case .workoutsSupported: 21
        case .connectivitySupported: 23
        }
    }
}

func makeMessage1() -> MessageProfile {
    MessageProfile(
        number: 1, name: "capabilities",
        fields: [
            FieldProfile(
                number: 0, name: "languages", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0,
                baseType: .uint8z, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "sports", type: "sport_bits_0", kind: .enumeration(170), typeBase: nil,
                expandedInvalid: 255, baseType: .uint8z, isArray: true, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 21, name: "workouts_supported", type: "workout_capabilities", kind: .enumeration(210),
                typeBase: nil, expandedInvalid: 255, baseType: .uint32z, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 23, name: "connectivity_supported", type: "connectivity_capabilities", kind: .enumeration(43),
                typeBase: nil, expandedInvalid: 255, baseType: .uint32z, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false)
        ])
}
