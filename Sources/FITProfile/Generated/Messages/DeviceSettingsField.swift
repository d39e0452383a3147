// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `device_settings` message (2) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum DeviceSettingsField: FieldName {
    case activeTimeZone
    case utcOffset
    case timeOffset
    case timeMode
    case timeZoneOffset
    case backlightMode
    case activityTrackerEnabled
    case clockTime
    case pagesEnabled
    case moveAlertEnabled
    case dateMode
    case displayOrientation
    case mountingSide
    case defaultPage
    case autosyncMinSteps
    case autosyncMinTime
    case lactateThresholdAutodetectEnabled
    case bleAutoUploadEnabled
    case autoSyncFrequency
    case autoActivityDetect
    case numberOfScreens
    case smartNotificationDisplayOrientation
    case tapInterface
    case tapSensitivity

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 2 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .activeTimeZone: "active_time_zone"
        case .utcOffset: "utc_offset"
        case .timeOffset: "time_offset"
        case .timeMode: "time_mode"
        case .timeZoneOffset: "time_zone_offset"
        case .backlightMode: "backlight_mode"
        case .activityTrackerEnabled: "activity_tracker_enabled"
        case .clockTime: "clock_time"
        case .pagesEnabled: "pages_enabled"
        case .moveAlertEnabled: "move_alert_enabled"
        case .dateMode: "date_mode"
        case .displayOrientation: "display_orientation"
        case .mountingSide: "mounting_side"
        case .defaultPage: "default_page"
        case .autosyncMinSteps: "autosync_min_steps"
        case .autosyncMinTime: "autosync_min_time"
        case .lactateThresholdAutodetectEnabled: "lactate_threshold_autodetect_enabled"
        case .bleAutoUploadEnabled: "ble_auto_upload_enabled"
        case .autoSyncFrequency: "auto_sync_frequency"
        case .autoActivityDetect: "auto_activity_detect"
        case .numberOfScreens: "number_of_screens"
        case .smartNotificationDisplayOrientation: "smart_notification_display_orientation"
        case .tapInterface: "tap_interface"
        case .tapSensitivity: "tap_sensitivity"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .activeTimeZone: 0
        case .utcOffset: 1
        case .timeOffset: 2
        case .timeMode: 4
        case .timeZoneOffset: 5
        case .backlightMode: 12
        case .activityTrackerEnabled: 36
        case .clockTime: 39
        case .pagesEnabled: 40
        case .moveAlertEnabled: 46
        case .dateMode: 47
        case .displayOrientation: 55
        case .mountingSide: 56
        case .defaultPage: 57
        case .autosyncMinSteps: 58
        case .autosyncMinTime: 59
        case .lactateThresholdAutodetectEnabled: 80
        case .bleAutoUploadEnabled: 86
        case .autoSyncFrequency: 89
        case .autoActivityDetect: 90
        case .numberOfScreens: 94
        case .smartNotificationDisplayOrientation: 95
        case .tapInterface: 134
        case .tapSensitivity: 174
        }
    }
}

func makeMessage2() -> MessageProfile {
    MessageProfile(
        number: 2, name: "device_settings",
        fields: [
            FieldProfile(
                number: 0, name: "active_time_zone", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "utc_offset", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "time_offset", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "time_mode", type: "time_mode", kind: .enumeration(188), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: true, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "time_zone_offset", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: true, scale: scale_4, offset: offset_0,
                units: units_hr, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 12, name: "backlight_mode", type: "backlight_mode", kind: .enumeration(16), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 36, name: "activity_tracker_enabled", type: "bool", kind: .plain, typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 39, name: "clock_time", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 40, name: "pages_enabled", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 46, name: "move_alert_enabled", type: "bool", kind: .plain, typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 47, name: "date_mode", type: "date_mode", kind: .enumeration(50), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 55, name: "display_orientation", type: "display_orientation", kind: .enumeration(58),
                typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 56, name: "mounting_side", type: "side", kind: .enumeration(159), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 57, name: "default_page", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 58, name: "autosync_min_steps", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_steps, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 59, name: "autosync_min_time", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_minutes, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 80, name: "lactate_threshold_autodetect_enabled", type: "bool", kind: .plain, typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 86, name: "ble_auto_upload_enabled", type: "bool", kind: .plain, typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 89, name: "auto_sync_frequency", type: "auto_sync_frequency", kind: .enumeration(13),
                typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 90, name: "auto_activity_detect", type: "auto_activity_detect", kind: .enumeration(12),
                typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1,
                offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 94, name: "number_of_screens", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 95, name: "smart_notification_display_orientation", type: "display_orientation",
                kind: .enumeration(58), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false,
                scale: scale_1, offset: offset_0, units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 134, name: "tap_interface", type: "switch", kind: .enumeration(185), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 174, name: "tap_sensitivity", type: "tap_sensitivity", kind: .enumeration(186), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false)
        ])
}
