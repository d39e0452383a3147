// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `dive_gas` message (259) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum DiveGasField: FieldName {
    case heliumContent
    case oxygenContent
    case status
    case mode
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 259 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .heliumContent: "helium_content"
        case .oxygenContent: "oxygen_content"
        case .status: "status"
        case .mode: "mode"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .heliumContent: 0
        case .oxygenContent: 1
        case .status: 2
        case .mode: 3
        case .messageIndex: 254
        }
    }
}

func makeMessage259() -> MessageProfile {
    MessageProfile(
        number: 259, name: "dive_gas",
        fields: [
            FieldProfile(
                number: 0, name: "helium_content", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "oxygen_content", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "status", type: "dive_gas_status", kind: .enumeration(65), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "mode", type: "dive_gas_mode", kind: .enumeration(64), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
