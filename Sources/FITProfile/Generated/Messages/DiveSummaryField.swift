// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `dive_summary` message (268) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum DiveSummaryField: FieldName {
    case referenceMesg
    case referenceIndex
    case avgDepth
    case maxDepth
    case surfaceInterval
    case startCns
    case endCns
    case startN2
    case endN2
    case o2Toxicity
    case diveNumber
    case bottomTime
    case avgPressureSac
    case avgVolumeSac
    case avgRmv
    case descentTime
    case ascentTime
    case avgAscentRate
    case avgDescentRate
    case maxAscentRate
    case maxDescentRate
    case hangTime
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 268 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .referenceMesg: "reference_mesg"
        case .referenceIndex: "reference_index"
        case .avgDepth: "avg_depth"
        case .maxDepth: "max_depth"
        case .surfaceInterval: "surface_interval"
        case .startCns: "start_cns"
        case .endCns: "end_cns"
        case .startN2: "start_n2"
        case .endN2: "end_n2"
        case .o2Toxicity: "o2_toxicity"
        case .diveNumber: "dive_number"
        case .bottomTime: "bottom_time"
        case .avgPressureSac: "avg_pressure_sac"
        case .avgVolumeSac: "avg_volume_sac"
        case .avgRmv: "avg_rmv"
        case .descentTime: "descent_time"
        case .ascentTime: "ascent_time"
        case .avgAscentRate: "avg_ascent_rate"
        case .avgDescentRate: "avg_descent_rate"
        case .maxAscentRate: "max_ascent_rate"
        case .maxDescentRate: "max_descent_rate"
        case .hangTime: "hang_time"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .referenceMesg: 0
        case .referenceIndex: 1
        case .avgDepth: 2
        case .maxDepth: 3
        case .surfaceInterval: 4
        case .startCns: 5
        case .endCns: 6
        case .startN2: 7
        case .endN2: 8
        case .o2Toxicity: 9
        case .diveNumber: 10
        case .bottomTime: 11
        case .avgPressureSac: 12
        case .avgVolumeSac: 13
        case .avgRmv: 14
        case .descentTime: 15
        case .ascentTime: 16
        case .avgAscentRate: 17
        case .avgDescentRate: 22
        case .maxAscentRate: 23
        case .maxDescentRate: 24
        case .hangTime: 25
        case .timestamp: 253
        }
    }
}

func makeMessage268() -> MessageProfile {
    MessageProfile(
        number: 268, name: "dive_summary",
        fields: [
            FieldProfile(
                number: 0, name: "reference_mesg", type: "mesg_num", kind: .enumeration(126), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "reference_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "avg_depth", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "max_depth", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "surface_interval", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "start_cns", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "end_cns", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "start_n2", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "end_n2", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: units_percent, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "o2_toxicity", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_OTUs, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "dive_number", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "bottom_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 12, name: "avg_pressure_sac", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_barPermin, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 13, name: "avg_volume_sac", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_LPermin, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 14, name: "avg_rmv", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0, units: units_LPermin, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 15, name: "descent_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 16, name: "ascent_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 17, name: "avg_ascent_rate", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 22, name: "avg_descent_rate", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 23, name: "max_ascent_rate", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 24, name: "max_descent_rate", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 25, name: "hang_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
