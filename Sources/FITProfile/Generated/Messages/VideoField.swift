// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `video` message (184) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum VideoField: FieldName {
    case url
    case hostingProvider
    case duration

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 184 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .url: "url"
        case .hostingProvider: "hosting_provider"
        case .duration: "duration"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .url: 0
        case .hostingProvider: 1
        case .duration: 2
        }
    }
}

func makeMessage184() -> MessageProfile {
    MessageProfile(
        number: 184, name: "video",
        fields: [
            FieldProfile(
                number: 0, name: "url", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "hosting_provider", type: "string", kind: .plain, typeBase: .string,
                expandedInvalid: 0, baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "duration", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false)
        ])
}
