// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `course` message (31) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum CourseField: FieldName {
    case sport
    case name
    case capabilities
    case subSport

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 31 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .sport: "sport"
        case .name: "name"
        case .capabilities: "capabilities"
        case .subSport: "sub_sport"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .sport: 4
        case .name: 5
        case .capabilities: 6
        case .subSport: 7
        }
    }
}

func makeMessage31() -> MessageProfile {
    MessageProfile(
        number: 31, name: "course",
        fields: [
            FieldProfile(
                number: 4, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "capabilities", type: "course_capabilities", kind: .enumeration(45), typeBase: nil,
                expandedInvalid: 255, baseType: .uint32z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false)
        ])
}
