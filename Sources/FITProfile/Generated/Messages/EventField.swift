// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `event` message (21) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum EventField: FieldName {
    case event
    case eventType
    case data16
    case data
    /// Field 3 (a subfield of `data`).
    case timerTrigger
    /// Field 3 (a subfield of `data`).
    case coursePointIndex
    /// Field 3 (a subfield of `data`).
    case batteryLevel
    /// Field 3 (a subfield of `data`).
    case virtualPartnerSpeed
    /// Field 3 (a subfield of `data`).
    case hrHighAlert
    /// Field 3 (a subfield of `data`).
    case hrLowAlert
    /// Field 3 (a subfield of `data`).
    case speedHighAlert
    /// Field 3 (a subfield of `data`).
    case speedLowAlert
    /// Field 3 (a subfield of `data`).
    case cadHighAlert
    /// Field 3 (a subfield of `data`).
    case cadLowAlert
    /// Field 3 (a subfield of `data`).
    case powerHighAlert
    /// Field 3 (a subfield of `data`).
    case powerLowAlert
    /// Field 3 (a subfield of `data`).
    case timeDurationAlert
    /// Field 3 (a subfield of `data`).
    case distanceDurationAlert
    /// Field 3 (a subfield of `data`).
    case calorieDurationAlert
    /// Field 3 (a subfield of `data`).
    case fitnessEquipmentState
    /// Field 3 (a subfield of `data`).
    case sportPoint
    /// Field 3 (a subfield of `data`).
    case gearChangeData
    /// Field 3 (a subfield of `data`).
    case riderPosition
    /// Field 3 (a subfield of `data`).
    case commTimeout
    /// Field 3 (a subfield of `data`).
    case diveAlert
    /// Field 3 (a subfield of `data`).
    case autoActivityDetectDuration
    /// Field 3 (a subfield of `data`).
    case radarThreatAlert
    case eventGroup
    case score
    case opponentScore
    case frontGearNum
    case frontGear
    case rearGearNum
    case rearGear
    case deviceIndex
    case activityType
    case startTimestamp
    /// Field 15 (a subfield of `start_timestamp`).
    case autoActivityDetectStartTimestamp
    case radarThreatLevelMax
    case radarThreatCount
    case radarThreatAvgApproachSpeed
    case radarThreatMaxApproachSpeed
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 21 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .event: "event"
        case .eventType: "event_type"
        case .data16: "data16"
        case .data: "data"
        case .timerTrigger: "timer_trigger"
        case .coursePointIndex: "course_point_index"
        case .batteryLevel: "battery_level"
        case .virtualPartnerSpeed: "virtual_partner_speed"
        case .hrHighAlert: "hr_high_alert"
        case .hrLowAlert: "hr_low_alert"
        case .speedHighAlert: "speed_high_alert"
        case .speedLowAlert: "speed_low_alert"
        case .cadHighAlert: "cad_high_alert"
        case .cadLowAlert: "cad_low_alert"
        case .powerHighAlert: "power_high_alert"
        case .powerLowAlert: "power_low_alert"
        case .timeDurationAlert: "time_duration_alert"
        case .distanceDurationAlert: "distance_duration_alert"
        case .calorieDurationAlert: "calorie_duration_alert"
        case .fitnessEquipmentState: "fitness_equipment_state"
        case .sportPoint: "sport_point"
        case .gearChangeData: "gear_change_data"
        case .riderPosition: "rider_position"
        case .commTimeout: "comm_timeout"
        case .diveAlert: "dive_alert"
        case .autoActivityDetectDuration: "auto_activity_detect_duration"
        case .radarThreatAlert: "radar_threat_alert"
        case .eventGroup: "event_group"
        case .score: "score"
        case .opponentScore: "opponent_score"
        case .frontGearNum: "front_gear_num"
        case .frontGear: "front_gear"
        case .rearGearNum: "rear_gear_num"
        case .rearGear: "rear_gear"
        case .deviceIndex: "device_index"
        case .activityType: "activity_type"
        case .startTimestamp: "start_timestamp"
        case .autoActivityDetectStartTimestamp: "auto_activity_detect_start_timestamp"
        case .radarThreatLevelMax: "radar_threat_level_max"
        case .radarThreatCount: "radar_threat_count"
        case .radarThreatAvgApproachSpeed: "radar_threat_avg_approach_speed"
        case .radarThreatMaxApproachSpeed: "radar_threat_max_approach_speed"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .event: 0
        case .eventType: 1
        case .data16: 2
        case .data,
            .timerTrigger,
            .coursePointIndex,
            .batteryLevel,
            .virtualPartnerSpeed,
            .hrHighAlert,
            .hrLowAlert,
            .speedHighAlert,
            .speedLowAlert,
            .cadHighAlert,
            .cadLowAlert,
            .powerHighAlert,
            .powerLowAlert,
            .timeDurationAlert,
            .distanceDurationAlert,
            .calorieDurationAlert,
            .fitnessEquipmentState,
            .sportPoint,
            .gearChangeData,
            .riderPosition,
            .commTimeout,
            .diveAlert,
            .autoActivityDetectDuration,
            .radarThreatAlert:
            3
        case .eventGroup: 4
        case .score: 7
        case .opponentScore: 8
        case .frontGearNum: 9
        case .frontGear: 10
        case .rearGearNum: 11
        case .rearGear: 12
        case .deviceIndex: 13
        case .activityType: 14
        case .startTimestamp, .autoActivityDetectStartTimestamp: 15
        case .radarThreatLevelMax: 21
        case .radarThreatCount: 22
        case .radarThreatAvgApproachSpeed: 23
        case .radarThreatMaxApproachSpeed: 24
        case .timestamp: 253
        }
    }
}

func makeMessage21() -> MessageProfile {
    MessageProfile(
        number: 21, name: "event",
        fields: [
            FieldProfile(
                number: 0, name: "event", type: "event", kind: .enumeration(68), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "event_type", type: "event_type", kind: .enumeration(69), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "data16", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: units_, bits: bits_16,
                components: components_3, isAccumulated: false),
            FieldProfile(
                number: 3, name: "data", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "timer_trigger", kind: .enumeration(190), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_0_0),
                    SubfieldProfile(
                        name: "course_point_index", kind: .enumeration(127), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_0_10),
                    SubfieldProfile(
                        name: "battery_level", kind: .numeric, typeBase: .uint16, scale: scale_1000, offset: offset_0,
                        units: units_V, bits: [], components: [], maps: maps_0_11),
                    SubfieldProfile(
                        name: "virtual_partner_speed", kind: .numeric, typeBase: .uint16, scale: scale_1000,
                        offset: offset_0, units: units_mPers, bits: [], components: [], maps: maps_0_12),
                    SubfieldProfile(
                        name: "hr_high_alert", kind: .numeric, typeBase: .uint8, scale: scale_1, offset: offset_0,
                        units: units_bpm, bits: [], components: [], maps: maps_0_13),
                    SubfieldProfile(
                        name: "hr_low_alert", kind: .numeric, typeBase: .uint8, scale: scale_1, offset: offset_0,
                        units: units_bpm, bits: [], components: [], maps: maps_0_14),
                    SubfieldProfile(
                        name: "speed_high_alert", kind: .numeric, typeBase: .uint32, scale: scale_1000,
                        offset: offset_0, units: units_mPers, bits: [], components: [], maps: maps_0_15),
                    SubfieldProfile(
                        name: "speed_low_alert", kind: .numeric, typeBase: .uint32, scale: scale_1000,
                        offset: offset_0, units: units_mPers, bits: [], components: [], maps: maps_0_16),
                    SubfieldProfile(
                        name: "cad_high_alert", kind: .numeric, typeBase: .uint16, scale: scale_1, offset: offset_0,
                        units: units_rpm, bits: [], components: [], maps: maps_0_17),
                    SubfieldProfile(
                        name: "cad_low_alert", kind: .numeric, typeBase: .uint16, scale: scale_1, offset: offset_0,
                        units: units_rpm, bits: [], components: [], maps: maps_0_18),
                    SubfieldProfile(
                        name: "power_high_alert", kind: .numeric, typeBase: .uint16, scale: scale_1, offset: offset_0,
                        units: units_watts, bits: [], components: [], maps: maps_0_19),
                    SubfieldProfile(
                        name: "power_low_alert", kind: .numeric, typeBase: .uint16, scale: scale_1, offset: offset_0,
                        units: units_watts, bits: [], components: [], maps: maps_0_20),
                    SubfieldProfile(
                        name: "time_duration_alert", kind: .numeric, typeBase: .uint32, scale: scale_1000,
                        offset: offset_0, units: units_s, bits: [], components: [], maps: maps_0_23),
                    SubfieldProfile(
                        name: "distance_duration_alert", kind: .numeric, typeBase: .uint32, scale: scale_100,
                        offset: offset_0, units: units_m, bits: [], components: [], maps: maps_0_24),
                    SubfieldProfile(
                        name: "calorie_duration_alert", kind: .numeric, typeBase: .uint32, scale: scale_1,
                        offset: offset_0, units: units_calories, bits: [], components: [], maps: maps_0_25),
                    SubfieldProfile(
                        name: "fitness_equipment_state", kind: .enumeration(82), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_0_27),
                    SubfieldProfile(
                        name: "sport_point", kind: .numeric, typeBase: .uint32, scale: scale_1_1, offset: offset_0_0,
                        units: units__, bits: bits_16_16, components: components_7_8, maps: maps_0_33),
                    SubfieldProfile(
                        name: "gear_change_data", kind: .numeric, typeBase: .uint32, scale: scale_1_1_1_1,
                        offset: offset_0_0_0_0, units: units____, bits: bits_8_8_8_8,
                        components: components_11_12_9_10, maps: maps_0_42_0_43),
                    SubfieldProfile(
                        name: "rider_position", kind: .enumeration(142), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_0_44),
                    SubfieldProfile(
                        name: "comm_timeout", kind: .enumeration(42), typeBase: nil, scale: scale_1, offset: offset_0,
                        units: units_, bits: [], components: [], maps: maps_0_47),
                    SubfieldProfile(
                        name: "dive_alert", kind: .enumeration(62), typeBase: nil, scale: scale_1, offset: offset_0,
                        units: units_, bits: [], components: [], maps: maps_0_56),
                    SubfieldProfile(
                        name: "auto_activity_detect_duration", kind: .numeric, typeBase: .uint16, scale: scale_1,
                        offset: offset_0, units: units_min, bits: [], components: [], maps: maps_0_54),
                    SubfieldProfile(
                        name: "radar_threat_alert", kind: .numeric, typeBase: .uint32, scale: scale_1_1_10_10,
                        offset: offset_0_0_0_0, units: units____, bits: bits_8_8_8_8,
                        components: components_21_22_23_24, maps: maps_0_75)
                ]),
            FieldProfile(
                number: 4, name: "event_group", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255,
                baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "score", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "opponent_score", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "front_gear_num", type: "uint8z", kind: .numeric, typeBase: .uint8z,
                expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "front_gear", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0,
                baseType: .uint8z, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "rear_gear_num", type: "uint8z", kind: .numeric, typeBase: .uint8z,
                expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 12, name: "rear_gear", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0,
                baseType: .uint8z, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 13, name: "device_index", type: "device_index", kind: .enumeration(54), typeBase: nil,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 14, name: "activity_type", type: "activity_type", kind: .enumeration(4), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 15, name: "start_timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "auto_activity_detect_start_timestamp", kind: .dateTime, typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_s, bits: [], components: [], maps: maps_0_54)
                ]),
            FieldProfile(
                number: 21, name: "radar_threat_level_max", type: "radar_threat_level_type", kind: .enumeration(141),
                typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 22, name: "radar_threat_count", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 23, name: "radar_threat_avg_approach_speed", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_10, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 24, name: "radar_threat_max_approach_speed", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_10, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
