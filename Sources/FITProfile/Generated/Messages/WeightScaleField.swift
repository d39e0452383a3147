// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `weight_scale` message (30) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum WeightScaleField: FieldName {
    case weight
    case percentFat
    case percentHydration
    case visceralFatMass
    case boneMass
    case muscleMass
    case basalMet
    case physiqueRating
    case activeMet
    case metabolicAge
    case visceralFatRating
    case userProfileIndex
    case bmi
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 30 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .weight: "weight"
        case .percentFat: "percent_fat"
        case .percentHydration: "percent_hydration"
        case .visceralFatMass: "visceral_fat_mass"
        case .boneMass: "bone_mass"
        case .muscleMass: "muscle_mass"
        case .basalMet: "basal_met"
        case .physiqueRating: "physique_rating"
        case .activeMet: "active_met"
        case .metabolicAge: "metabolic_age"
        case .visceralFatRating: "visceral_fat_rating"
        case .userProfileIndex: "user_profile_index"
        case .bmi: "bmi"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .weight: 0
        case .percentFat: 1
        case .percentHydration: 2
        case .visceralFatMass: 3
        case .boneMass: 4
        case .muscleMass: 5
        case .basalMet: 7
        case .physiqueRating: 8
        case .activeMet: 9
        case .metabolicAge: 10
        case .visceralFatRating: 11
        case .userProfileIndex: 12
        case .bmi: 13
        case .timestamp: 253
        }
    }
}

func makeMessage30() -> MessageProfile {
    MessageProfile(
        number: 30, name: "weight_scale",
        fields: [
            FieldProfile(
                number: 0, name: "weight", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0, units: units_kg, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "percent_fat", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "percent_hydration", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_Percent, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "visceral_fat_mass", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_kg, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "bone_mass", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_kg, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "muscle_mass", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_kg, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "basal_met", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_4, offset: offset_0,
                units: units_kcalPerday, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "physique_rating", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "active_met", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_4, offset: offset_0,
                units: units_kcalPerday, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "metabolic_age", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_years, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "visceral_fat_rating", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 12, name: "user_profile_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 13, name: "bmi", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0, units: units_kgPermx2, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
