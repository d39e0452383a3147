// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `connectivity` message (127) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum ConnectivityField: FieldName {
    case bluetoothEnabled
    case bluetoothLeEnabled
    case antEnabled
    case name
    case liveTrackingEnabled
    case weatherConditionsEnabled
    case weatherAlertsEnabled
    case autoActivityUploadEnabled
    case courseDownloadEnabled
    case workoutDownloadEnabled
    case gpsEphemerisDownloadEnabled
    case incidentDetectionEnabled
    case grouptrackEnabled

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 127 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .bluetoothEnabled: "bluetooth_enabled"
        case .bluetoothLeEnabled: "bluetooth_le_enabled"
        case .antEnabled: "ant_enabled"
        case .name: "name"
        case .liveTrackingEnabled: "live_tracking_enabled"
        case .weatherConditionsEnabled: "weather_conditions_enabled"
        case .weatherAlertsEnabled: "weather_alerts_enabled"
        case .autoActivityUploadEnabled: "auto_activity_upload_enabled"
        case .courseDownloadEnabled: "course_download_enabled"
        case .workoutDownloadEnabled: "workout_download_enabled"
        case .gpsEphemerisDownloadEnabled: "gps_ephemeris_download_enabled"
        case .incidentDetectionEnabled: "incident_detection_enabled"
        case .grouptrackEnabled: "grouptrack_enabled"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .bluetoothEnabled: 0
        case .bluetoothLeEnabled: 1
        case .antEnabled: 2
        case .name: 3
        case .liveTrackingEnabled: 4
        case .weatherConditionsEnabled: 5
        case .weatherAlertsEnabled: 6
        case .autoActivityUploadEnabled: 7
        case .courseDownloadEnabled: 8
        case .workoutDownloadEnabled: 9
        case .gpsEphemerisDownloadEnabled: 10
        case .incidentDetectionEnabled: 11
        case .grouptrackEnabled: 12
        }
    }
}

func makeMessage127() -> MessageProfile {
    MessageProfile(
        number: 127, name: "connectivity",
        fields: [
            FieldProfile(
                number: 0, name: "bluetooth_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "bluetooth_le_enabled", type: "bool", kind: .plain, typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "ant_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "live_tracking_enabled", type: "bool", kind: .plain, typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "weather_conditions_enabled", type: "bool", kind: .plain, typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "weather_alerts_enabled", type: "bool", kind: .plain, typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "auto_activity_upload_enabled", type: "bool", kind: .plain, typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "course_download_enabled", type: "bool", kind: .plain, typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "workout_download_enabled", type: "bool", kind: .plain, typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "gps_ephemeris_download_enabled", type: "bool", kind: .plain, typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "incident_detection_enabled", type: "bool", kind: .plain, typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 12, name: "grouptrack_enabled", type: "bool", kind: .plain, typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false)
        ])
}
