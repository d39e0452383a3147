// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `file_creator` message (49) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum FileCreatorField: FieldName {
    case softwareVersion
    case hardwareVersion

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 49 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .softwareVersion: "software_version"
        case .hardwareVersion: "hardware_version"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .softwareVersion: 0
        case .hardwareVersion: 1
        }
    }
}

func makeMessage49() -> MessageProfile {
    MessageProfile(
        number: 49, name: "file_creator",
        fields: [
            FieldProfile(
                number: 0, name: "software_version", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "hardware_version", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
