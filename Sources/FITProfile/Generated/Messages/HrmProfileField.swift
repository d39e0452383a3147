// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `hrm_profile` message (4) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum HrmProfileField: FieldName {
    case enabled
    case hrmAntId
    case logHrv
    case hrmAntIdTransType
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 4 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .enabled: "enabled"
        case .hrmAntId: "hrm_ant_id"
        case .logHrv: "log_hrv"
        case .hrmAntIdTransType: "hrm_ant_id_trans_type"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .enabled: 0
        case .hrmAntId: 1
        case .logHrv: 2
        case .hrmAntIdTransType: 3
        case .messageIndex: 254
        }
    }
}

func makeMessage4() -> MessageProfile {
    MessageProfile(
        number: 4, name: "hrm_profile",
        fields: [
            FieldProfile(
                number: 0, name: "enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "hrm_ant_id", type: "uint16z", kind: .numeric, typeBase: .uint16z, expandedInvalid: 0,
                baseType: .uint16z, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "log_hrv", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "hrm_ant_id_trans_type", type: "uint8z", kind: .numeric, typeBase: .uint8z,
                expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
