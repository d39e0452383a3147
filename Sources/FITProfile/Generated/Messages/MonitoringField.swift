// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `monitoring` message (55) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum MonitoringField: FieldName {
    case deviceIndex
    case calories
    case distance
    case cycles
    /// Field 3 (a subfield of `cycles`).
    case steps
    /// Field 3 (a subfield of `cycles`).
    case strokes
    case activeTime
    case activityType
    case activitySubtype
    case activityLevel
    case distance16
    case cycles16
    case activeTime16
    case localTimestamp
    case temperature
    case temperatureMin
    case temperatureMax
    case activityTime
    case activeCalories
    case currentActivityTypeIntensity
    case timestampMin8
    case timestamp16
    case heartRate
    case intensity
    case durationMin
    case duration
    case ascent
    case descent
    case moderateActivityMinutes
    case vigorousActivityMinutes
    case pushes
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 55 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .deviceIndex: "device_index"
        case .calories: "calories"
        case .distance: "distance"
        case .cycles: "cycles"
        case .steps: "steps"
        case .strokes: "strokes"
        case .activeTime: "active_time"
        case .activityType: "activity_type"
        case .activitySubtype: "activity_subtype"
        case .activityLevel: "activity_level"
        case .distance16: "distance_16"
        case .cycles16: "cycles_16"
        case .activeTime16: "active_time_16"
        case .localTimestamp: "local_timestamp"
        case .temperature: "temperature"
        case .temperatureMin: "temperature_min"
        case .temperatureMax: "temperature_max"
        case .activityTime: "activity_time"
        case .activeCalories: "active_calories"
        case .currentActivityTypeIntensity: "current_activity_type_intensity"
        case .timestampMin8: "timestamp_min_8"
        case .timestamp16: "timestamp_16"
        case .heartRate: "heart_rate"
        case .intensity: "intensity"
        case .durationMin: "duration_min"
        case .duration: "duration"
        case .ascent: "ascent"
        case .descent: "descent"
        case .moderateActivityMinutes: "moderate_activity_minutes"
        case .vigorousActivityMinutes: "vigorous_activity_minutes"
        case .pushes: "pushes"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .deviceIndex: 0
        case .calories: 1
        case .distance: 2
        case .cycles, .steps, .strokes: 3
        case .activeTime: 4
        case .activityType: 5
        case .activitySubtype: 6
        case .activityLevel: 7
        case .distance16: 8
        case .cycles16: 9
        case .activeTime16: 10
        case .localTimestamp: 11
        case .temperature: 12
        case .temperatureMin: 14
        case .temperatureMax: 15
        case .activityTime: 16
        case .activeCalories: 19
        case .currentActivityTypeIntensity: 24
        case .timestampMin8: 25
        case .timestamp16: 26
        case .heartRate: 27
        case .intensity: 28
        case .durationMin: 29
        case .duration: 30
        case .ascent: 31
        case .descent: 32
        case .moderateActivityMinutes: 33
        case .vigorousActivityMinutes: 34
        case .pushes: 41
        case .timestamp: 253
        }
    }
}

func makeMessage55() -> MessageProfile {
    MessageProfile(
        number: 55, name: "monitoring",
        fields: [
            FieldProfile(
                number: 0, name: "device_index", type: "device_index", kind: .enumeration(54), typeBase: nil,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: units_kcal, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "distance", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_100, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "cycles", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_2, offset: offset_0,
                units: units_cycles, bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "steps", kind: .numeric, typeBase: .uint32, scale: scale_1, offset: offset_0,
                        units: units_steps, bits: [], components: [], maps: maps_5_6_5_1),
                    SubfieldProfile(
                        name: "strokes", kind: .numeric, typeBase: .uint32, scale: scale_2, offset: offset_0,
                        units: units_strokes, bits: [], components: [], maps: maps_5_2_5_5)
                ]),
            FieldProfile(
                number: 4, name: "active_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "activity_type", type: "activity_type", kind: .enumeration(4), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "activity_subtype", type: "activity_subtype", kind: .enumeration(3), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "activity_level", type: "activity_level", kind: .enumeration(2), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "distance_16", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_100xxxm, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "cycles_16", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_2xxxcyclesxxstepsx, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "active_time_16", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "local_timestamp", type: "local_date_time", kind: .enumeration(117), typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 12, name: "temperature", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 14, name: "temperature_min", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 15, name: "temperature_max", type: "sint16", kind: .numeric, typeBase: .sint16,
                expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: scale_100, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 16, name: "activity_time", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_minutes, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 19, name: "active_calories", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_kcal, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 24, name: "current_activity_type_intensity", type: "byte", kind: .numeric, typeBase: .byte,
                expandedInvalid: 255, baseType: .byte, isArray: false, scale: scale_1_1, offset: offset_0_0,
                units: units__, bits: bits_5_3, components: components_5_28, isAccumulated: false),
            FieldProfile(
                number: 25, name: "timestamp_min_8", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_min, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 26, name: "timestamp_16", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 27, name: "heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: units_bpm, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 28, name: "intensity", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_10, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 29, name: "duration_min", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_min, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 30, name: "duration", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 31, name: "ascent", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 32, name: "descent", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_m, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 33, name: "moderate_activity_minutes", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_minutes, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 34, name: "vigorous_activity_minutes", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_minutes, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 41, name: "pushes", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
