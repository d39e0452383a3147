// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `mesg_num`, with a name for each value the profile names.
    public struct MesgNum: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 126 }

        /// `file_id`
        @_alwaysEmitIntoClient public static var fileId: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var capabilities: Self { Self(rawValue: 1) }
        /// `device_settings`
        @_alwaysEmitIntoClient public static var deviceSettings: Self { Self(rawValue: 2) }
        /// `user_profile`
        @_alwaysEmitIntoClient public static var userProfile: Self { Self(rawValue: 3) }
        /// `hrm_profile`
        @_alwaysEmitIntoClient public static var hrmProfile: Self { Self(rawValue: 4) }
        /// `sdm_profile`
        @_alwaysEmitIntoClient public static var sdmProfile: Self { Self(rawValue: 5) }
        /// `bike_profile`
        @_alwaysEmitIntoClient public static var bikeProfile: Self { Self(rawValue: 6) }
        /// `zones_target`
        @_alwaysEmitIntoClient public static var zonesTarget: Self { Self(rawValue: 7) }
        /// `hr_zone`
        @_alwaysEmitIntoClient public static var hrZone: Self { Self(rawValue: 8) }
        /// `power_zone`
        @_alwaysEmitIntoClient public static var powerZone: Self { Self(rawValue: 9) }
        /// `met_zone`
        @_alwaysEmitIntoClient public static var metZone: Self { Self(rawValue: 10) }
        @_alwaysEmitIntoClient public static var sport: Self { Self(rawValue: 12) }
        /// `training_settings`
        @_alwaysEmitIntoClient public static var trainingSettings: Self { Self(rawValue: 13) }
        @_alwaysEmitIntoClient public static var goal: Self { Self(rawValue: 15) }
        @_alwaysEmitIntoClient public static var session: Self { Self(rawValue: 18) }
        @_alwaysEmitIntoClient public static var lap: Self { Self(rawValue: 19) }
        @_alwaysEmitIntoClient public static var record: Self { Self(rawValue: 20) }
        @_alwaysEmitIntoClient public static var event: Self { Self(rawValue: 21) }
        /// `device_info`
        @_alwaysEmitIntoClient public static var deviceInfo: Self { Self(rawValue: 23) }
        @_alwaysEmitIntoClient public static var workout: Self { Self(rawValue: 26) }
        /// `workout_step`
        @_alwaysEmitIntoClient public static var workoutStep: Self { Self(rawValue: 27) }
        @_alwaysEmitIntoClient public static var schedule: Self { Self(rawValue: 28) }
        /// `weight_scale`
        @_alwaysEmitIntoClient public static var weightScale: Self { Self(rawValue: 30) }
        @_alwaysEmitIntoClient public static var course: Self { Self(rawValue: 31) }
        /// `course_point`
        @_alwaysEmitIntoClient public static var coursePoint: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var totals: Self { Self(rawValue: 33) }
        @_alwaysEmitIntoClient public static var activity: Self { Self(rawValue: 34) }
        @_alwaysEmitIntoClient public static var software: Self { Self(rawValue: 35) }
        /// `file_capabilities`
        @_alwaysEmitIntoClient public static var fileCapabilities: Self { Self(rawValue: 37) }
        /// `mesg_capabilities`
        @_alwaysEmitIntoClient public static var mesgCapabilities: Self { Self(rawValue: 38) }
        /// `field_capabilities`
        @_alwaysEmitIntoClient public static var fieldCapabilities: Self { Self(rawValue: 39) }
        /// `file_creator`
        @_alwaysEmitIntoClient public static var fileCreator: Self { Self(rawValue: 49) }
        /// `blood_pressure`
        @_alwaysEmitIntoClient public static var bloodPressure: Self { Self(rawValue: 51) }
        /// `speed_zone`
        @_alwaysEmitIntoClient public static var speedZone: Self { Self(rawValue: 53) }
        @_alwaysEmitIntoClient public static var monitoring: Self { Self(rawValue: 55) }
        /// `training_file`
        @_alwaysEmitIntoClient public static var trainingFile: Self { Self(rawValue: 72) }
        @_alwaysEmitIntoClient public static var hrv: Self { Self(rawValue: 78) }
        /// `ant_rx`
        @_alwaysEmitIntoClient public static var antRx: Self { Self(rawValue: 80) }
        /// `ant_tx`
        @_alwaysEmitIntoClient public static var antTx: Self { Self(rawValue: 81) }
        /// `ant_channel_id`
        @_alwaysEmitIntoClient public static var antChannelId: Self { Self(rawValue: 82) }
        @_alwaysEmitIntoClient public static var length: Self { Self(rawValue: 101) }
        /// `monitoring_info`
        @_alwaysEmitIntoClient public static var monitoringInfo: Self { Self(rawValue: 103) }
        @_alwaysEmitIntoClient public static var battery: Self { Self(rawValue: 104) }
        @_alwaysEmitIntoClient public static var pad: Self { Self(rawValue: 105) }
        /// `slave_device`
        @_alwaysEmitIntoClient public static var slaveDevice: Self { Self(rawValue: 106) }
        @_alwaysEmitIntoClient public static var connectivity: Self { Self(rawValue: 127) }
        /// `weather_conditions`
        @_alwaysEmitIntoClient public static var weatherConditions: Self { Self(rawValue: 128) }
        /// `weather_alert`
        @_alwaysEmitIntoClient public static var weatherAlert: Self { Self(rawValue: 129) }
        /// `cadence_zone`
        @_alwaysEmitIntoClient public static var cadenceZone: Self { Self(rawValue: 131) }
        @_alwaysEmitIntoClient public static var hr: Self { Self(rawValue: 132) }
        /// `segment_lap`
        @_alwaysEmitIntoClient public static var segmentLap: Self { Self(rawValue: 142) }
        /// `memo_glob`
        @_alwaysEmitIntoClient public static var memoGlob: Self { Self(rawValue: 145) }
        /// `segment_id`
        @_alwaysEmitIntoClient public static var segmentId: Self { Self(rawValue: 148) }
        /// `segment_leaderboard_entry`
        @_alwaysEmitIntoClient public static var segmentLeaderboardEntry: Self { Self(rawValue: 149) }
        /// `segment_point`
        @_alwaysEmitIntoClient public static var segmentPoint: Self { Self(rawValue: 150) }
        /// `segment_file`
        @_alwaysEmitIntoClient public static var segmentFile: Self { Self(rawValue: 151) }
        /// `workout_session`
        @_alwaysEmitIntoClient public static var workoutSession: Self { Self(rawValue: 158) }
        /// `watchface_settings`
        @_alwaysEmitIntoClient public static var watchfaceSettings: Self { Self(rawValue: 159) }
        /// `gps_metadata`
        @_alwaysEmitIntoClient public static var gpsMetadata: Self { Self(rawValue: 160) }
        /// `camera_event`
        @_alwaysEmitIntoClient public static var cameraEvent: Self { Self(rawValue: 161) }
        /// `timestamp_correlation`
        @_alwaysEmitIntoClient public static var timestampCorrelation: Self { Self(rawValue: 162) }
        /// `gyroscope_data`
        @_alwaysEmitIntoClient public static var gyroscopeData: Self { Self(rawValue: 164) }
        /// `accelerometer_data`
        @_alwaysEmitIntoClient public static var accelerometerData: Self { Self(rawValue: 165) }
        /// `three_d_sensor_calibration`
        @_alwaysEmitIntoClient public static var threeDSensorCalibration: Self { Self(rawValue: 167) }
        /// `video_frame`
        @_alwaysEmitIntoClient public static var videoFrame: Self { Self(rawValue: 169) }
        /// `obdii_data`
        @_alwaysEmitIntoClient public static var obdiiData: Self { Self(rawValue: 174) }
        /// `nmea_sentence`
        @_alwaysEmitIntoClient public static var nmeaSentence: Self { Self(rawValue: 177) }
        /// `aviation_attitude`
        @_alwaysEmitIntoClient public static var aviationAttitude: Self { Self(rawValue: 178) }
        @_alwaysEmitIntoClient public static var video: Self { Self(rawValue: 184) }
        /// `video_title`
        @_alwaysEmitIntoClient public static var videoTitle: Self { Self(rawValue: 185) }
        /// `video_description`
        @_alwaysEmitIntoClient public static var videoDescription: Self { Self(rawValue: 186) }
        /// `video_clip`
        @_alwaysEmitIntoClient public static var videoClip: Self { Self(rawValue: 187) }
        /// `ohr_settings`
        @_alwaysEmitIntoClient public static var ohrSettings: Self { Self(rawValue: 188) }
        /// `exd_screen_configuration`
        @_alwaysEmitIntoClient public static var exdScreenConfiguration: Self { Self(rawValue: 200) }
        /// `exd_data_field_configuration`
        @_alwaysEmitIntoClient public static var exdDataFieldConfiguration: Self { Self(rawValue: 201) }
        /// `exd_data_concept_configuration`
        @_alwaysEmitIntoClient public static var exdDataConceptConfiguration: Self { Self(rawValue: 202) }
        /// `field_description`
        @_alwaysEmitIntoClient public static var fieldDescription: Self { Self(rawValue: 206) }
        /// `developer_data_id`
        @_alwaysEmitIntoClient public static var developerDataId: Self { Self(rawValue: 207) }
        /// `magnetometer_data`
        @_alwaysEmitIntoClient public static var magnetometerData: Self { Self(rawValue: 208) }
        /// `barometer_data`
        @_alwaysEmitIntoClient public static var barometerData: Self { Self(rawValue: 209) }
        /// `one_d_sensor_calibration`
        @_alwaysEmitIntoClient public static var oneDSensorCalibration: Self { Self(rawValue: 210) }
        /// `monitoring_hr_data`
        @_alwaysEmitIntoClient public static var monitoringHrData: Self { Self(rawValue: 211) }
        /// `time_in_zone`
        @_alwaysEmitIntoClient public static var timeInZone: Self { Self(rawValue: 216) }
        @_alwaysEmitIntoClient public static var set: Self { Self(rawValue: 225) }
        /// `stress_level`
        @_alwaysEmitIntoClient public static var stressLevel: Self { Self(rawValue: 227) }
        /// `max_met_data`
        @_alwaysEmitIntoClient public static var maxMetData: Self { Self(rawValue: 229) }
        /// `dive_settings`
        @_alwaysEmitIntoClient public static var diveSettings: Self { Self(rawValue: 258) }
        /// `dive_gas`
        @_alwaysEmitIntoClient public static var diveGas: Self { Self(rawValue: 259) }
        /// `dive_alarm`
        @_alwaysEmitIntoClient public static var diveAlarm: Self { Self(rawValue: 262) }
        /// `exercise_title`
        @_alwaysEmitIntoClient public static var exerciseTitle: Self { Self(rawValue: 264) }
        /// `dive_summary`
        @_alwaysEmitIntoClient public static var diveSummary: Self { Self(rawValue: 268) }
        /// `spo2_data`
        @_alwaysEmitIntoClient public static var spo2Data: Self { Self(rawValue: 269) }
        /// `sleep_level`
        @_alwaysEmitIntoClient public static var sleepLevel: Self { Self(rawValue: 275) }
        @_alwaysEmitIntoClient public static var jump: Self { Self(rawValue: 285) }
        /// `aad_accel_features`
        @_alwaysEmitIntoClient public static var aadAccelFeatures: Self { Self(rawValue: 289) }
        /// `beat_intervals`
        @_alwaysEmitIntoClient public static var beatIntervals: Self { Self(rawValue: 290) }
        /// `respiration_rate`
        @_alwaysEmitIntoClient public static var respirationRate: Self { Self(rawValue: 297) }
        /// `hsa_accelerometer_data`
        @_alwaysEmitIntoClient public static var hsaAccelerometerData: Self { Self(rawValue: 302) }
        /// `hsa_step_data`
        @_alwaysEmitIntoClient public static var hsaStepData: Self { Self(rawValue: 304) }
        /// `hsa_spo2_data`
        @_alwaysEmitIntoClient public static var hsaSpo2Data: Self { Self(rawValue: 305) }
        /// `hsa_stress_data`
        @_alwaysEmitIntoClient public static var hsaStressData: Self { Self(rawValue: 306) }
        /// `hsa_respiration_data`
        @_alwaysEmitIntoClient public static var hsaRespirationData: Self { Self(rawValue: 307) }
        /// `hsa_heart_rate_data`
        @_alwaysEmitIntoClient public static var hsaHeartRateData: Self { Self(rawValue: 308) }
        @_alwaysEmitIntoClient public static var split: Self { Self(rawValue: 312) }
        /// `split_summary`
        @_alwaysEmitIntoClient public static var splitSummary: Self { Self(rawValue: 313) }
        /// `hsa_body_battery_data`
        @_alwaysEmitIntoClient public static var hsaBodyBatteryData: Self { Self(rawValue: 314) }
        /// `hsa_event`
        @_alwaysEmitIntoClient public static var hsaEvent: Self { Self(rawValue: 315) }
        /// `climb_pro`
        @_alwaysEmitIntoClient public static var climbPro: Self { Self(rawValue: 317) }
        /// `tank_update`
        @_alwaysEmitIntoClient public static var tankUpdate: Self { Self(rawValue: 319) }
        /// `tank_summary`
        @_alwaysEmitIntoClient public static var tankSummary: Self { Self(rawValue: 323) }
        /// `sleep_assessment`
        @_alwaysEmitIntoClient public static var sleepAssessment: Self { Self(rawValue: 346) }
        /// `hrv_status_summary`
        @_alwaysEmitIntoClient public static var hrvStatusSummary: Self { Self(rawValue: 370) }
        /// `hrv_value`
        @_alwaysEmitIntoClient public static var hrvValue: Self { Self(rawValue: 371) }
        /// `raw_bbi`
        @_alwaysEmitIntoClient public static var rawBbi: Self { Self(rawValue: 372) }
        /// `device_aux_battery_info`
        @_alwaysEmitIntoClient public static var deviceAuxBatteryInfo: Self { Self(rawValue: 375) }
        /// `hsa_gyroscope_data`
        @_alwaysEmitIntoClient public static var hsaGyroscopeData: Self { Self(rawValue: 376) }
        /// `chrono_shot_session`
        @_alwaysEmitIntoClient public static var chronoShotSession: Self { Self(rawValue: 387) }
        /// `chrono_shot_data`
        @_alwaysEmitIntoClient public static var chronoShotData: Self { Self(rawValue: 388) }
        /// `hsa_configuration_data`
        @_alwaysEmitIntoClient public static var hsaConfigurationData: Self { Self(rawValue: 389) }
        /// `dive_apnea_alarm`
        @_alwaysEmitIntoClient public static var diveApneaAlarm: Self { Self(rawValue: 393) }
        /// `skin_temp_overnight`
        @_alwaysEmitIntoClient public static var skinTempOvernight: Self { Self(rawValue: 398) }
        /// `hsa_wrist_temperature_data`
        @_alwaysEmitIntoClient public static var hsaWristTemperatureData: Self { Self(rawValue: 409) }
        /// `nap_event`
        @_alwaysEmitIntoClient public static var napEvent: Self { Self(rawValue: 412) }
        /// `sleep_disruption_severity_period`
        @_alwaysEmitIntoClient public static var sleepDisruptionSeverityPeriod: Self { Self(rawValue: 470) }
        /// `sleep_disruption_overnight_severity`
        @_alwaysEmitIntoClient public static var sleepDisruptionOvernightSeverity: Self { Self(rawValue: 471) }
        /// `mfg_range_min`
        @_alwaysEmitIntoClient public static var mfgRangeMin: Self { Self(rawValue: 65280) }
        /// `mfg_range_max`
        @_alwaysEmitIntoClient public static var mfgRangeMax: Self { Self(rawValue: 65534) }
    }
}

func makeType126() -> TypeProfile {
    TypeProfile(
        name: "mesg_num",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 15, 18, 19, 20, 21, 23, 26, 27, 28, 30, 31, 32, 33, 34, 35, 37,
            38, 39, 49, 51, 53, 55, 72, 78, 80, 81, 82, 101, 103, 104, 105, 106, 127, 128, 129, 131, 132, 142, 145,
            148, 149, 150, 151, 158, 159, 160, 161, 162, 164, 165, 167, 169, 174, 177, 178, 184, 185, 186, 187, 188,
            200, 201, 202, 206, 207, 208, 209, 210, 211, 216, 225, 227, 229, 258, 259, 262, 264, 268, 269, 275, 285,
            289, 290, 297, 302, 304, 305, 306, 307, 308, 312, 313, 314, 315, 317, 319, 323, 346, 370, 371, 372, 375,
            376, 387, 388, 389, 393, 398, 409, 412, 470, 471, 65280, 65534
        ],
        names: """
            file_id
            capabilities
            device_settings
            user_profile
            hrm_profile
            sdm_profile
            bike_profile
            zones_target
            hr_zone
            power_zone
            met_zone
            sport
            training_settings
            goal
            session
            lap
            record
            event
            device_info
            workout
            workout_step
            schedule
            weight_scale
            course
            course_point
            totals
            activity
            software
            file_capabilities
            mesg_capabilities
            field_capabilities
            file_creator
            blood_pressure
            speed_zone
            monitoring
            training_file
            hrv
            ant_rx
            ant_tx
            ant_channel_id
            length
            monitoring_info
            battery
            pad
            slave_device
            connectivity
            weather_conditions
            weather_alert
            cadence_zone
            hr
            segment_lap
            memo_glob
            segment_id
            segment_leaderboard_entry
            segment_point
            segment_file
            workout_session
            watchface_settings
            gps_metadata
            camera_event
            timestamp_correlation
            gyroscope_data
            accelerometer_data
            three_d_sensor_calibration
            video_frame
            obdii_data
            nmea_sentence
            aviation_attitude
            video
            video_title
            video_description
            video_clip
            ohr_settings
            exd_screen_configuration
            exd_data_field_configuration
            exd_data_concept_configuration
            field_description
            developer_data_id
            magnetometer_data
            barometer_data
            one_d_sensor_calibration
            monitoring_hr_data
            time_in_zone
            set
            stress_level
            max_met_data
            dive_settings
            dive_gas
            dive_alarm
            exercise_title
            dive_summary
            spo2_data
            sleep_level
            jump
            aad_accel_features
            beat_intervals
            respiration_rate
            hsa_accelerometer_data
            hsa_step_data
            hsa_spo2_data
            hsa_stress_data
            hsa_respiration_data
            hsa_heart_rate_data
            split
            split_summary
            hsa_body_battery_data
            hsa_event
            climb_pro
            tank_update
            tank_summary
            sleep_assessment
            hrv_status_summary
            hrv_value
            raw_bbi
            device_aux_battery_info
            hsa_gyroscope_data
            chrono_shot_session
            chrono_shot_data
            hsa_configuration_data
            dive_apnea_alarm
            skin_temp_overnight
            hsa_wrist_temperature_data
            nap_event
            sleep_disruption_severity_period
            sleep_disruption_overnight_severity
            mfg_range_min
            mfg_range_max
            """)
}
