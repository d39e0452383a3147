// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `developer_data_id` message (207) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum DeveloperDataIdField: FieldName {
    case developerId
    case applicationId
    case manufacturerId
    case developerDataIndex
    case applicationVersion

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 207 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .developerId: "developer_id"
        case .applicationId: "application_id"
        case .manufacturerId: "manufacturer_id"
        case .developerDataIndex: "developer_data_index"
        case .applicationVersion: "application_version"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .developerId: 0
        case .applicationId: 1
        case .manufacturerId: 2
        case .developerDataIndex: 3
        case .applicationVersion: 4
        }
    }
}

func makeMessage207() -> MessageProfile {
    MessageProfile(
        number: 207, name: "developer_data_id",
        fields: [
            FieldProfile(
                number: 0, name: "developer_id", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255,
                baseType: .byte, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [], components: [],
                isAccumulated: false),
            FieldProfile(
                number: 1, name: "application_id", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255,
                baseType: .byte, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [], components: [],
                isAccumulated: false),
            FieldProfile(
                number: 2, name: "manufacturer_id", type: "manufacturer", kind: .enumeration(121), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "developer_data_index", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "application_version", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false)
        ])
}
