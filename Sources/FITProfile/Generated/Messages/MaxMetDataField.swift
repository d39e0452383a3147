// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `max_met_data` message (229) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum MaxMetDataField: FieldName {
    case updateTime
    case vo2Max
    case sport
    case subSport
    case maxMetCategory
    case calibratedData
    case hrSource
    case speedSource

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 229 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .updateTime: "update_time"
        case .vo2Max: "vo2_max"
        case .sport: "sport"
        case .subSport: "sub_sport"
        case .maxMetCategory: "max_met_category"
        case .calibratedData: "calibrated_data"
        case .hrSource: "hr_source"
        case .speedSource: "speed_source"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .updateTime: 0
        case .vo2Max: 2
        case .sport: 5
        case .subSport: 6
        case .maxMetCategory: 8
        case .calibratedData: 9
        case .hrSource: 12
        case .speedSource: 13
        }
    }
}

func makeMessage229() -> MessageProfile {
    MessageProfile(
        number: 229, name: "max_met_data",
        fields: [
            FieldProfile(
                number: 0, name: "update_time", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "vo2_max", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0, units: units_mLPerkgPermin,
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "max_met_category", type: "max_met_category", kind: .enumeration(122), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "calibrated_data", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 12, name: "hr_source", type: "max_met_heart_rate_source", kind: .enumeration(123),
                typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 13, name: "speed_source", type: "max_met_speed_source", kind: .enumeration(124), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false)
        ])
}
