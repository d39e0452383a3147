// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `hsa_step_data` message (304) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum HsaStepDataField: FieldName {
    case processingInterval
    case steps
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 304 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .processingInterval: "processing_interval"
        case .steps: "steps"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .processingInterval: 0
        case .steps: 1
        case .timestamp: 253
        }
    }
}

func makeMessage304() -> MessageProfile {
    MessageProfile(
        number: 304, name: "hsa_step_data",
        fields: [
            FieldProfile(
                number: 0, name: "processing_interval", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "steps", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1, offset: offset_0,
                units: units_steps, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
