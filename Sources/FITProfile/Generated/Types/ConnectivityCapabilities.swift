// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `connectivity_capabilities`, with a name for each value the profile names.
    public struct ConnectivityCapabilities: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 43 }

        @_alwaysEmitIntoClient public static var bluetooth: Self { Self(rawValue: 1) }
        /// `bluetooth_le`
        @_alwaysEmitIntoClient public static var bluetoothLe: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var ant: Self { Self(rawValue: 4) }
        /// `activity_upload`
        @_alwaysEmitIntoClient public static var activityUpload: Self { Self(rawValue: 8) }
        /// `course_download`
        @_alwaysEmitIntoClient public static var courseDownload: Self { Self(rawValue: 16) }
        /// `workout_download`
        @_alwaysEmitIntoClient public static var workoutDownload: Self { Self(rawValue: 32) }
        /// `live_track`
        @_alwaysEmitIntoClient public static var liveTrack: Self { Self(rawValue: 64) }
        /// `weather_conditions`
        @_alwaysEmitIntoClient public static var weatherConditions: Self { Self(rawValue: 128) }
        /// `weather_alerts`
        @_alwaysEmitIntoClient public static var weatherAlerts: Self { Self(rawValue: 256) }
        /// `gps_ephemeris_download`
        @_alwaysEmitIntoClient public static var gpsEphemerisDownload: Self { Self(rawValue: 512) }
        /// `explicit_archive`
        @_alwaysEmitIntoClient public static var explicitArchive: Self { Self(rawValue: 1024) }
        /// `setup_incomplete`
        @_alwaysEmitIntoClient public static var setupIncomplete: Self { Self(rawValue: 2048) }
        /// `continue_sync_after_software_update`
        @_alwaysEmitIntoClient public static var continueSyncAfterSoftwareUpdate: Self { Self(rawValue: 4096) }
        /// `connect_iq_app_download`
        @_alwaysEmitIntoClient public static var connectIqAppDownload: Self { Self(rawValue: 8192) }
        /// `golf_course_download`
        @_alwaysEmitIntoClient public static var golfCourseDownload: Self { Self(rawValue: 16384) }
        /// `device_initiates_sync`
        @_alwaysEmitIntoClient public static var deviceInitiatesSync: Self { Self(rawValue: 32768) }
        /// `connect_iq_watch_app_download`
        @_alwaysEmitIntoClient public static var connectIqWatchAppDownload: Self { Self(rawValue: 65536) }
        /// `connect_iq_widget_download`
        @_alwaysEmitIntoClient public static var connectIqWidgetDownload: Self { Self(rawValue: 131072) }
        /// `connect_iq_watch_face_download`
        @_alwaysEmitIntoClient public static var connectIqWatchFaceDownload: Self { Self(rawValue: 262144) }
        /// `connect_iq_data_field_download`
        @_alwaysEmitIntoClient public static var connectIqDataFieldDownload: Self { Self(rawValue: 524288) }
        /// `connect_iq_app_managment`
        @_alwaysEmitIntoClient public static var connectIqAppManagment: Self { Self(rawValue: 1048576) }
        /// `swing_sensor`
        @_alwaysEmitIntoClient public static var swingSensor: Self { Self(rawValue: 2097152) }
        /// `swing_sensor_remote`
        @_alwaysEmitIntoClient public static var swingSensorRemote: Self { Self(rawValue: 4194304) }
        /// `incident_detection`
        @_alwaysEmitIntoClient public static var incidentDetection: Self { Self(rawValue: 8388608) }
        /// `audio_prompts`
        @_alwaysEmitIntoClient public static var audioPrompts: Self { Self(rawValue: 16777216) }
        /// `wifi_verification`
        @_alwaysEmitIntoClient public static var wifiVerification: Self { Self(rawValue: 33554432) }
        /// `true_up`
        @_alwaysEmitIntoClient public static var trueUp: Self { Self(rawValue: 67108864) }
        /// `find_my_watch`
        @_alwaysEmitIntoClient public static var findMyWatch: Self { Self(rawValue: 134217728) }
        /// `remote_manual_sync`
        @_alwaysEmitIntoClient public static var remoteManualSync: Self { Self(rawValue: 268435456) }
        /// `live_track_auto_start`
        @_alwaysEmitIntoClient public static var liveTrackAutoStart: Self { Self(rawValue: 536870912) }
        /// `live_track_messaging`
        @_alwaysEmitIntoClient public static var liveTrackMessaging: Self { Self(rawValue: 1073741824) }
        /// `instant_input`
        @_alwaysEmitIntoClient public static var instantInput: Self { Self(rawValue: 2147483648) }
    }
}

func makeType43() -> TypeProfile {
    TypeProfile(
        name: "connectivity_capabilities",
        values: [
            1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072, 262144, 524288,
            1048576, 2097152, 4194304, 8388608, 16777216, 33554432, 67108864, 134217728, 268435456, 536870912,
            1073741824, 2147483648
        ],
        names: """
            bluetooth
            bluetooth_le
            ant
            activity_upload
            course_download
            workout_download
            live_track
            weather_conditions
            weather_alerts
            gps_ephemeris_download
            explicit_archive
            setup_incomplete
            continue_sync_after_software_update
            connect_iq_app_download
            golf_course_download
            device_initiates_sync
            connect_iq_watch_app_download
            connect_iq_widget_download
            connect_iq_watch_face_download
            connect_iq_data_field_download
            connect_iq_app_managment
            swing_sensor
            swing_sensor_remote
            incident_detection
            audio_prompts
            wifi_verification
            true_up
            find_my_watch
            remote_manual_sync
            live_track_auto_start
            live_track_messaging
            instant_input
            """)
}
