// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `exd_screen_configuration` message (200) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum ExdScreenConfigurationField: FieldName {
    case screenIndex
    case fieldCount
    case layout
    case screenEnabled

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 200 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .screenIndex: "screen_index"
        case .fieldCount: "field_count"
        case .layout: "layout"
        case .screenEnabled: "screen_enabled"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .screenIndex: 0
        case .fieldCount: 1
        case .layout: 2
        case .screenEnabled: 3
        }
    }
}

func makeMessage200() -> MessageProfile {
    MessageProfile(
        number: 200, name: "exd_screen_configuration",
        fields: [
            FieldProfile(
                number: 0, name: "screen_index", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "field_count", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "layout", type: "exd_layout", kind: .enumeration(74), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "screen_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false)
        ])
}
