// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `hsa_stress_data` message (306) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum HsaStressDataField: FieldName {
    case processingInterval
    case stressLevel
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 306 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .processingInterval: "processing_interval"
        case .stressLevel: "stress_level"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .processingInterval: 0
        case .stressLevel: 1
        case .timestamp: 253
        }
    }
}

func makeMessage306() -> MessageProfile {
    MessageProfile(
        number: 306, name: "hsa_stress_data",
        fields: [
            FieldProfile(
                number: 0, name: "processing_interval", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "stress_level", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127,
                baseType: .sint8, isArray: true, scale: scale_1, offset: offset_0, units: units_s, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
