// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `event`, with a name for each value the profile names.
    public struct Event: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 68 }

        @_alwaysEmitIntoClient public static var timer: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var workout: Self { Self(rawValue: 3) }
        /// `workout_step`
        @_alwaysEmitIntoClient public static var workoutStep: Self { Self(rawValue: 4) }
        /// `power_down`
        @_alwaysEmitIntoClient public static var powerDown: Self { Self(rawValue: 5) }
        /// `power_up`
        @_alwaysEmitIntoClient public static var powerUp: Self { Self(rawValue: 6) }
        /// `off_course`
        @_alwaysEmitIntoClient public static var offCourse: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var session: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var lap: Self { Self(rawValue: 9) }
        /// `course_point`
        @_alwaysEmitIntoClient public static var coursePoint: Self { Self(rawValue: 10) }
        @_alwaysEmitIntoClient public static var battery: Self { Self(rawValue: 11) }
        /// `virtual_partner_pace`
        @_alwaysEmitIntoClient public static var virtualPartnerPace: Self { Self(rawValue: 12) }
        /// `hr_high_alert`
        @_alwaysEmitIntoClient public static var hrHighAlert: Self { Self(rawValue: 13) }
        /// `hr_low_alert`
        @_alwaysEmitIntoClient public static var hrLowAlert: Self { Self(rawValue: 14) }
        /// `speed_high_alert`
        @_alwaysEmitIntoClient public static var speedHighAlert: Self { Self(rawValue: 15) }
        /// `speed_low_alert`
        @_alwaysEmitIntoClient public static var speedLowAlert: Self { Self(rawValue: 16) }
        /// `cad_high_alert`
        @_alwaysEmitIntoClient public static var cadHighAlert: Self { Self(rawValue: 17) }
        /// `cad_low_alert`
        @_alwaysEmitIntoClient public static var cadLowAlert: Self { Self(rawValue: 18) }
        /// `power_high_alert`
        @_alwaysEmitIntoClient public static var powerHighAlert: Self { Self(rawValue: 19) }
        /// `power_low_alert`
        @_alwaysEmitIntoClient public static var powerLowAlert: Self { Self(rawValue: 20) }
        /// `recovery_hr`
        @_alwaysEmitIntoClient public static var recoveryHr: Self { Self(rawValue: 21) }
        /// `battery_low`
        @_alwaysEmitIntoClient public static var batteryLow: Self { Self(rawValue: 22) }
        /// `time_duration_alert`
        @_alwaysEmitIntoClient public static var timeDurationAlert: Self { Self(rawValue: 23) }
        /// `distance_duration_alert`
        @_alwaysEmitIntoClient public static var distanceDurationAlert: Self { Self(rawValue: 24) }
        /// `calorie_duration_alert`
        @_alwaysEmitIntoClient public static var calorieDurationAlert: Self { Self(rawValue: 25) }
        @_alwaysEmitIntoClient public static var activity: Self { Self(rawValue: 26) }
        /// `fitness_equipment`
        @_alwaysEmitIntoClient public static var fitnessEquipment: Self { Self(rawValue: 27) }
        @_alwaysEmitIntoClient public static var length: Self { Self(rawValue: 28) }
        /// `user_marker`
        @_alwaysEmitIntoClient public static var userMarker: Self { Self(rawValue: 32) }
        /// `sport_point`
        @_alwaysEmitIntoClient public static var sportPoint: Self { Self(rawValue: 33) }
        @_alwaysEmitIntoClient public static var calibration: Self { Self(rawValue: 36) }
        /// `front_gear_change`
        @_alwaysEmitIntoClient public static var frontGearChange: Self { Self(rawValue: 42) }
        /// `rear_gear_change`
        @_alwaysEmitIntoClient public static var rearGearChange: Self { Self(rawValue: 43) }
        /// `rider_position_change`
        @_alwaysEmitIntoClient public static var riderPositionChange: Self { Self(rawValue: 44) }
        /// `elev_high_alert`
        @_alwaysEmitIntoClient public static var elevHighAlert: Self { Self(rawValue: 45) }
        /// `elev_low_alert`
        @_alwaysEmitIntoClient public static var elevLowAlert: Self { Self(rawValue: 46) }
        /// `comm_timeout`
        @_alwaysEmitIntoClient public static var commTimeout: Self { Self(rawValue: 47) }
        /// `auto_activity_detect`
        @_alwaysEmitIntoClient public static var autoActivityDetect: Self { Self(rawValue: 54) }
        /// `dive_alert`
        @_alwaysEmitIntoClient public static var diveAlert: Self { Self(rawValue: 56) }
        /// `dive_gas_switched`
        @_alwaysEmitIntoClient public static var diveGasSwitched: Self { Self(rawValue: 57) }
        /// `tank_pressure_reserve`
        @_alwaysEmitIntoClient public static var tankPressureReserve: Self { Self(rawValue: 71) }
        /// `tank_pressure_critical`
        @_alwaysEmitIntoClient public static var tankPressureCritical: Self { Self(rawValue: 72) }
        /// `tank_lost`
        @_alwaysEmitIntoClient public static var tankLost: Self { Self(rawValue: 73) }
        /// `radar_threat_alert`
        @_alwaysEmitIntoClient public static var radarThreatAlert: Self { Self(rawValue: 75) }
        /// `tank_battery_low`
        @_alwaysEmitIntoClient public static var tankBatteryLow: Self { Self(rawValue: 76) }
        /// `tank_pod_connected`
        @_alwaysEmitIntoClient public static var tankPodConnected: Self { Self(rawValue: 81) }
        /// `tank_pod_disconnected`
        @_alwaysEmitIntoClient public static var tankPodDisconnected: Self { Self(rawValue: 82) }
    }
}

func makeType68() -> TypeProfile {
    TypeProfile(
        name: "event",
        values: [
            0, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 32, 33,
            36, 42, 43, 44, 45, 46, 47, 54, 56, 57, 71, 72, 73, 75, 76, 81, 82
        ],
        names: """
            timer
            workout
            workout_step
            power_down
            power_up
            off_course
            session
            lap
            course_point
            battery
            virtual_partner_pace
            hr_high_alert
            hr_low_alert
            speed_high_alert
            speed_low_alert
            cad_high_alert
            cad_low_alert
            power_high_alert
            power_low_alert
            recovery_hr
            battery_low
            time_duration_alert
            distance_duration_alert
            calorie_duration_alert
            activity
            fitness_equipment
            length
            user_marker
            sport_point
            calibration
            front_gear_change
            rear_gear_change
            rider_position_change
            elev_high_alert
            elev_low_alert
            comm_timeout
            auto_activity_detect
            dive_alert
            dive_gas_switched
            tank_pressure_reserve
            tank_pressure_critical
            tank_lost
            radar_threat_alert
            tank_battery_low
            tank_pod_connected
            tank_pod_disconnected
            """)
}
