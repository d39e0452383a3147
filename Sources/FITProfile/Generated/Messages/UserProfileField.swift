// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `user_profile` message (3) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum UserProfileField: FieldName {
    case friendlyName
    case gender
    case age
    case height
    case weight
    case language
    case elevSetting
    case weightSetting
    case restingHeartRate
    case defaultMaxRunningHeartRate
    case defaultMaxBikingHeartRate
    case defaultMaxHeartRate
    case hrSetting
    case speedSetting
    case distSetting
    case powerSetting
    case activityClass
    case positionSetting
    case temperatureSetting
    case localId
    case globalId
    case wakeTime
    case sleepTime
    case heightSetting
    case userRunningStepLength
    case userWalkingStepLength
    case depthSetting
    case diveCount
    case messageIndex

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 3 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .friendlyName: "friendly_name"
        case .gender: "gender"
        case .age: "age"
        case .height: "height"
        case .weight: "weight"
        case .language: "language"
        case .elevSetting: "elev_setting"
        case .weightSetting: "weight_setting"
        case .restingHeartRate: "resting_heart_rate"
        case .defaultMaxRunningHeartRate: "default_max_running_heart_rate"
        case .defaultMaxBikingHeartRate: "default_max_biking_heart_rate"
        case .defaultMaxHeartRate: "default_max_heart_rate"
        case .hrSetting: "hr_setting"
        case .speedSetting: "speed_setting"
        case .distSetting: "dist_setting"
        case .powerSetting: "power_setting"
        case .activityClass: "activity_class"
        case .positionSetting: "position_setting"
        case .temperatureSetting: "temperature_setting"
        case .localId: "local_id"
        case .globalId: "global_id"
        case .wakeTime: "wake_time"
        case .sleepTime: "sleep_time"
        case .heightSetting: "height_setting"
        case .userRunningStepLength: "user_running_step_length"
        case .userWalkingStepLength: "user_walking_step_length"
        case .depthSetting: "depth_setting"
        case .diveCount: "dive_count"
        case .messageIndex: "message_index"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .friendlyName: 0
        case .gender: 1
        case .age: 2
        case .height: 3
        case .weight: 4
        case .language: 5
        case .elevSetting: 6
        case .weightSetting: 7
        case .restingHeartRate: 8
        case .defaultMaxRunningHeartRate: 9
        case .defaultMaxBikingHeartRate: 10
        case .defaultMaxHeartRate: 11
        case .hrSetting: 12
        case .speedSetting: 13
        case .distSetting: 14
        case .powerSetting: 16
        case .activityClass: 17
        case .positionSetting: 18
        case .temperatureSetting: 21
        case .localId: 22
        case .globalId: 23
        case .wakeTime: 28
        case .sleepTime: 29
        case .heightSetting: 30
        case .userRunningStepLength: 31
        case .userWalkingStepLength: 32
        case .depthSetting: 47
        case .diveCount: 49
        case .messageIndex: 254
        }
    }
}

func makeMessage3() -> MessageProfile {
    MessageProfile(
        number: 3, name: "user_profile",
        fields: [
            FieldProfile(
                number: 0, name: "friendly_name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "gender", type: "gender", kind: .enumeration(89), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "age", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_years, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "height", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_100, offset: offset_0, units: units_m, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "weight", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_10, offset: offset_0, units: units_kg, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "language", type: "language", kind: .enumeration(104), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "elev_setting", type: "display_measure", kind: .enumeration(57), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "weight_setting", type: "display_measure", kind: .enumeration(57), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "resting_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "default_max_running_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "default_max_biking_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "default_max_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_bpm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 12, name: "hr_setting", type: "display_heart", kind: .enumeration(56), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 13, name: "speed_setting", type: "display_measure", kind: .enumeration(57), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 14, name: "dist_setting", type: "display_measure", kind: .enumeration(57), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 16, name: "power_setting", type: "display_power", kind: .enumeration(60), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 17, name: "activity_class", type: "activity_class", kind: .enumeration(1), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 18, name: "position_setting", type: "display_position", kind: .enumeration(59), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 21, name: "temperature_setting", type: "display_measure", kind: .enumeration(57),
                typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 22, name: "local_id", type: "user_local_id", kind: .enumeration(198), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 23, name: "global_id", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255,
                baseType: .byte, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [], components: [],
                isAccumulated: false),
            FieldProfile(
                number: 28, name: "wake_time", type: "localtime_into_day", kind: .enumeration(119), typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 29, name: "sleep_time", type: "localtime_into_day", kind: .enumeration(119), typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 30, name: "height_setting", type: "display_measure", kind: .enumeration(57), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 31, name: "user_running_step_length", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 32, name: "user_walking_step_length", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 47, name: "depth_setting", type: "display_measure", kind: .enumeration(57), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 49, name: "dive_count", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
