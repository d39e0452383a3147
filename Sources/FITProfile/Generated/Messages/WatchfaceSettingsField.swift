// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `watchface_settings` message (159) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum WatchfaceSettingsField: FieldName {
    case mode
    case layout
    /// Field 1 (a subfield of `layout`).
    case digitalLayout
    /// Field 1 (a subfield of `layout`).
    case analogLayout
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 159 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .mode: "mode"
        case .layout: "layout"
        case .digitalLayout: "digital_layout"
        case .analogLayout: "analog_layout"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .mode: 0
        case .layout, .digitalLayout, .analogLayout: 1
        case .messageIndex: 254
        }
    }
}

func makeMessage159() -> MessageProfile {
    MessageProfile(
        number: 159, name: "watchface_settings",
        fields: [
            FieldProfile(
                number: 0, name: "mode", type: "watchface_mode", kind: .enumeration(201), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "layout", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255,
                baseType: .byte, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [], components: [],
                isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "digital_layout", kind: .enumeration(55), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_0_0),
                    SubfieldProfile(
                        name: "analog_layout", kind: .enumeration(5), typeBase: nil, scale: scale_1, offset: offset_0,
                        units: units_, bits: [], components: [], maps: maps_0_1)
                ]),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
