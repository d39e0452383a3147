// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `exd_descriptors`, with a name for each value the profile names.
    public struct ExdDescriptors: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 72 }

        /// `bike_light_battery_status`
        @_alwaysEmitIntoClient public static var bikeLightBatteryStatus: Self { Self(rawValue: 0) }
        /// `beam_angle_status`
        @_alwaysEmitIntoClient public static var beamAngleStatus: Self { Self(rawValue: 1) }
        /// `batery_level`
        @_alwaysEmitIntoClient public static var bateryLevel: Self { Self(rawValue: 2) }
        /// `light_network_mode`
        @_alwaysEmitIntoClient public static var lightNetworkMode: Self { Self(rawValue: 3) }
        /// `number_lights_connected`
        @_alwaysEmitIntoClient public static var numberLightsConnected: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var cadence: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var distance: Self { Self(rawValue: 6) }
        /// `estimated_time_of_arrival`
        @_alwaysEmitIntoClient public static var estimatedTimeOfArrival: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var heading: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var time: Self { Self(rawValue: 9) }
        /// `battery_level`
        @_alwaysEmitIntoClient public static var batteryLevel: Self { Self(rawValue: 10) }
        /// `trainer_resistance`
        @_alwaysEmitIntoClient public static var trainerResistance: Self { Self(rawValue: 11) }
        /// `trainer_target_power`
        @_alwaysEmitIntoClient public static var trainerTargetPower: Self { Self(rawValue: 12) }
        /// `time_seated`
        @_alwaysEmitIntoClient public static var timeSeated: Self { Self(rawValue: 13) }
        /// `time_standing`
        @_alwaysEmitIntoClient public static var timeStanding: Self { Self(rawValue: 14) }
        @_alwaysEmitIntoClient public static var elevation: Self { Self(rawValue: 15) }
        @_alwaysEmitIntoClient public static var grade: Self { Self(rawValue: 16) }
        @_alwaysEmitIntoClient public static var ascent: Self { Self(rawValue: 17) }
        @_alwaysEmitIntoClient public static var descent: Self { Self(rawValue: 18) }
        /// `vertical_speed`
        @_alwaysEmitIntoClient public static var verticalSpeed: Self { Self(rawValue: 19) }
        /// `di2_battery_level`
        @_alwaysEmitIntoClient public static var di2BatteryLevel: Self { Self(rawValue: 20) }
        /// `front_gear`
        @_alwaysEmitIntoClient public static var frontGear: Self { Self(rawValue: 21) }
        /// `rear_gear`
        @_alwaysEmitIntoClient public static var rearGear: Self { Self(rawValue: 22) }
        /// `gear_ratio`
        @_alwaysEmitIntoClient public static var gearRatio: Self { Self(rawValue: 23) }
        /// `heart_rate`
        @_alwaysEmitIntoClient public static var heartRate: Self { Self(rawValue: 24) }
        /// `heart_rate_zone`
        @_alwaysEmitIntoClient public static var heartRateZone: Self { Self(rawValue: 25) }
        /// `time_in_heart_rate_zone`
        @_alwaysEmitIntoClient public static var timeInHeartRateZone: Self { Self(rawValue: 26) }
        /// `heart_rate_reserve`
        @_alwaysEmitIntoClient public static var heartRateReserve: Self { Self(rawValue: 27) }
        @_alwaysEmitIntoClient public static var calories: Self { Self(rawValue: 28) }
        /// `gps_accuracy`
        @_alwaysEmitIntoClient public static var gpsAccuracy: Self { Self(rawValue: 29) }
        /// `gps_signal_strength`
        @_alwaysEmitIntoClient public static var gpsSignalStrength: Self { Self(rawValue: 30) }
        @_alwaysEmitIntoClient public static var temperature: Self { Self(rawValue: 31) }
        /// `time_of_day`
        @_alwaysEmitIntoClient public static var timeOfDay: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var balance: Self { Self(rawValue: 33) }
        /// `pedal_smoothness`
        @_alwaysEmitIntoClient public static var pedalSmoothness: Self { Self(rawValue: 34) }
        @_alwaysEmitIntoClient public static var power: Self { Self(rawValue: 35) }
        /// `functional_threshold_power`
        @_alwaysEmitIntoClient public static var functionalThresholdPower: Self { Self(rawValue: 36) }
        /// `intensity_factor`
        @_alwaysEmitIntoClient public static var intensityFactor: Self { Self(rawValue: 37) }
        @_alwaysEmitIntoClient public static var work: Self { Self(rawValue: 38) }
        /// `power_ratio`
        @_alwaysEmitIntoClient public static var powerRatio: Self { Self(rawValue: 39) }
        /// `normalized_power`
        @_alwaysEmitIntoClient public static var normalizedPower: Self { Self(rawValue: 40) }
        /// `training_stress_Score`
        @_alwaysEmitIntoClient public static var trainingStressScore: Self { Self(rawValue: 41) }
        /// `time_on_zone`
        @_alwaysEmitIntoClient public static var timeOnZone: Self { Self(rawValue: 42) }
        @_alwaysEmitIntoClient public static var speed: Self { Self(rawValue: 43) }
        @_alwaysEmitIntoClient public static var laps: Self { Self(rawValue: 44) }
        @_alwaysEmitIntoClient public static var reps: Self { Self(rawValue: 45) }
        /// `workout_step`
        @_alwaysEmitIntoClient public static var workoutStep: Self { Self(rawValue: 46) }
        /// `course_distance`
        @_alwaysEmitIntoClient public static var courseDistance: Self { Self(rawValue: 47) }
        /// `navigation_distance`
        @_alwaysEmitIntoClient public static var navigationDistance: Self { Self(rawValue: 48) }
        /// `course_estimated_time_of_arrival`
        @_alwaysEmitIntoClient public static var courseEstimatedTimeOfArrival: Self { Self(rawValue: 49) }
        /// `navigation_estimated_time_of_arrival`
        @_alwaysEmitIntoClient public static var navigationEstimatedTimeOfArrival: Self { Self(rawValue: 50) }
        /// `course_time`
        @_alwaysEmitIntoClient public static var courseTime: Self { Self(rawValue: 51) }
        /// `navigation_time`
        @_alwaysEmitIntoClient public static var navigationTime: Self { Self(rawValue: 52) }
        /// `course_heading`
        @_alwaysEmitIntoClient public static var courseHeading: Self { Self(rawValue: 53) }
        /// `navigation_heading`
        @_alwaysEmitIntoClient public static var navigationHeading: Self { Self(rawValue: 54) }
        /// `power_zone`
        @_alwaysEmitIntoClient public static var powerZone: Self { Self(rawValue: 55) }
        /// `torque_effectiveness`
        @_alwaysEmitIntoClient public static var torqueEffectiveness: Self { Self(rawValue: 56) }
        /// `timer_time`
        @_alwaysEmitIntoClient public static var timerTime: Self { Self(rawValue: 57) }
        /// `power_weight_ratio`
        @_alwaysEmitIntoClient public static var powerWeightRatio: Self { Self(rawValue: 58) }
        /// `left_platform_center_offset`
        @_alwaysEmitIntoClient public static var leftPlatformCenterOffset: Self { Self(rawValue: 59) }
        /// `right_platform_center_offset`
        @_alwaysEmitIntoClient public static var rightPlatformCenterOffset: Self { Self(rawValue: 60) }
        /// `left_power_phase_start_angle`
        @_alwaysEmitIntoClient public static var leftPowerPhaseStartAngle: Self { Self(rawValue: 61) }
        /// `right_power_phase_start_angle`
        @_alwaysEmitIntoClient public static var rightPowerPhaseStartAngle: Self { Self(rawValue: 62) }
        /// `left_power_phase_finish_angle`
        @_alwaysEmitIntoClient public static var leftPowerPhaseFinishAngle: Self { Self(rawValue: 63) }
        /// `right_power_phase_finish_angle`
        @_alwaysEmitIntoClient public static var rightPowerPhaseFinishAngle: Self { Self(rawValue: 64) }
        @_alwaysEmitIntoClient public static var gears: Self { Self(rawValue: 65) }
        @_alwaysEmitIntoClient public static var pace: Self { Self(rawValue: 66) }
        /// `training_effect`
        @_alwaysEmitIntoClient public static var trainingEffect: Self { Self(rawValue: 67) }
        /// `vertical_oscillation`
        @_alwaysEmitIntoClient public static var verticalOscillation: Self { Self(rawValue: 68) }
        /// `vertical_ratio`
        @_alwaysEmitIntoClient public static var verticalRatio: Self { Self(rawValue: 69) }
        /// `ground_contact_time`
        @_alwaysEmitIntoClient public static var groundContactTime: Self { Self(rawValue: 70) }
        /// `left_ground_contact_time_balance`
        @_alwaysEmitIntoClient public static var leftGroundContactTimeBalance: Self { Self(rawValue: 71) }
        /// `right_ground_contact_time_balance`
        @_alwaysEmitIntoClient public static var rightGroundContactTimeBalance: Self { Self(rawValue: 72) }
        /// `stride_length`
        @_alwaysEmitIntoClient public static var strideLength: Self { Self(rawValue: 73) }
        /// `running_cadence`
        @_alwaysEmitIntoClient public static var runningCadence: Self { Self(rawValue: 74) }
        /// `performance_condition`
        @_alwaysEmitIntoClient public static var performanceCondition: Self { Self(rawValue: 75) }
        /// `course_type`
        @_alwaysEmitIntoClient public static var courseType: Self { Self(rawValue: 76) }
        /// `time_in_power_zone`
        @_alwaysEmitIntoClient public static var timeInPowerZone: Self { Self(rawValue: 77) }
        /// `navigation_turn`
        @_alwaysEmitIntoClient public static var navigationTurn: Self { Self(rawValue: 78) }
        /// `course_location`
        @_alwaysEmitIntoClient public static var courseLocation: Self { Self(rawValue: 79) }
        /// `navigation_location`
        @_alwaysEmitIntoClient public static var navigationLocation: Self { Self(rawValue: 80) }
        @_alwaysEmitIntoClient public static var compass: Self { Self(rawValue: 81) }
        /// `gear_combo`
        @_alwaysEmitIntoClient public static var gearCombo: Self { Self(rawValue: 82) }
        /// `muscle_oxygen`
        @_alwaysEmitIntoClient public static var muscleOxygen: Self { Self(rawValue: 83) }
        @_alwaysEmitIntoClient public static var icon: Self { Self(rawValue: 84) }
        /// `compass_heading`
        @_alwaysEmitIntoClient public static var compassHeading: Self { Self(rawValue: 85) }
        /// `gps_heading`
        @_alwaysEmitIntoClient public static var gpsHeading: Self { Self(rawValue: 86) }
        /// `gps_elevation`
        @_alwaysEmitIntoClient public static var gpsElevation: Self { Self(rawValue: 87) }
        /// `anaerobic_training_effect`
        @_alwaysEmitIntoClient public static var anaerobicTrainingEffect: Self { Self(rawValue: 88) }
        @_alwaysEmitIntoClient public static var course: Self { Self(rawValue: 89) }
        /// `off_course`
        @_alwaysEmitIntoClient public static var offCourse: Self { Self(rawValue: 90) }
        /// `glide_ratio`
        @_alwaysEmitIntoClient public static var glideRatio: Self { Self(rawValue: 91) }
        /// `vertical_distance`
        @_alwaysEmitIntoClient public static var verticalDistance: Self { Self(rawValue: 92) }
        @_alwaysEmitIntoClient public static var vmg: Self { Self(rawValue: 93) }
        /// `ambient_pressure`
        @_alwaysEmitIntoClient public static var ambientPressure: Self { Self(rawValue: 94) }
        @_alwaysEmitIntoClient public static var pressure: Self { Self(rawValue: 95) }
        @_alwaysEmitIntoClient public static var vam: Self { Self(rawValue: 96) }
    }
}

func makeType72() -> TypeProfile {
    TypeProfile(
        name: "exd_descriptors",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
            56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82,
            83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96
        ],
        names: """
            bike_light_battery_status
            beam_angle_status
            batery_level
            light_network_mode
            number_lights_connected
            cadence
            distance
            estimated_time_of_arrival
            heading
            time
            battery_level
            trainer_resistance
            trainer_target_power
            time_seated
            time_standing
            elevation
            grade
            ascent
            descent
            vertical_speed
            di2_battery_level
            front_gear
            rear_gear
            gear_ratio
            heart_rate
            heart_rate_zone
            time_in_heart_rate_zone
            heart_rate_reserve
            calories
            gps_accuracy
            gps_signal_strength
            temperature
            time_of_day
            balance
            pedal_smoothness
            power
            functional_threshold_power
            intensity_factor
            work
            power_ratio
            normalized_power
            training_stress_Score
            time_on_zone
            speed
            laps
            reps
            workout_step
            course_distance
            navigation_distance
            course_estimated_time_of_arrival
            navigation_estimated_time_of_arrival
            course_time
            navigation_time
            course_heading
            navigation_heading
            power_zone
            torque_effectiveness
            timer_time
            power_weight_ratio
            left_platform_center_offset
            right_platform_center_offset
            left_power_phase_start_angle
            right_power_phase_start_angle
            left_power_phase_finish_angle
            right_power_phase_finish_angle
            gears
            pace
            training_effect
            vertical_oscillation
            vertical_ratio
            ground_contact_time
            left_ground_contact_time_balance
            right_ground_contact_time_balance
            stride_length
            running_cadence
            performance_condition
            course_type
            time_in_power_zone
            navigation_turn
            course_location
            navigation_location
            compass
            gear_combo
            muscle_oxygen
            icon
            compass_heading
            gps_heading
            gps_elevation
            anaerobic_training_effect
            course
            off_course
            glide_ratio
            vertical_distance
            vmg
            ambient_pressure
            pressure
            vam
            """)
}
