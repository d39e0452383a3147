// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `wkt_step_duration`, with a name for each value the profile names.
    public struct WktStepDuration: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 208 }

        @_alwaysEmitIntoClient public static var time: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var distance: Self { Self(rawValue: 1) }
        /// `hr_less_than`
        @_alwaysEmitIntoClient public static var hrLessThan: Self { Self(rawValue: 2) }
        /// `hr_greater_than`
        @_alwaysEmitIntoClient public static var hrGreaterThan: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var calories: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var `open`: Self { Self(rawValue: 5) }
        /// `repeat_until_steps_cmplt`
        @_alwaysEmitIntoClient public static var repeatUntilStepsCmplt: Self { Self(rawValue: 6) }
        /// `repeat_until_time`
        @_alwaysEmitIntoClient public static var repeatUntilTime: Self { Self(rawValue: 7) }
        /// `repeat_until_distance`
        @_alwaysEmitIntoClient public static var repeatUntilDistance: Self { Self(rawValue: 8) }
        /// `repeat_until_calories`
        @_alwaysEmitIntoClient public static var repeatUntilCalories: Self { Self(rawValue: 9) }
        /// `repeat_until_hr_less_than`
        @_alwaysEmitIntoClient public static var repeatUntilHrLessThan: Self { Self(rawValue: 10) }
        /// `repeat_until_hr_greater_than`
        @_alwaysEmitIntoClient public static var repeatUntilHrGreaterThan: Self { Self(rawValue: 11) }
        /// `repeat_until_power_less_than`
        @_alwaysEmitIntoClient public static var repeatUntilPowerLessThan: Self { Self(rawValue: 12) }
        /// `repeat_until_power_greater_than`
        @_alwaysEmitIntoClient public static var repeatUntilPowerGreaterThan: Self { Self(rawValue: 13) }
        /// `power_less_than`
        @_alwaysEmitIntoClient public static var powerLessThan: Self { Self(rawValue: 14) }
        /// `power_greater_than`
        @_alwaysEmitIntoClient public static var powerGreaterThan: Self { Self(rawValue: 15) }
        /// `training_peaks_tss`
        @_alwaysEmitIntoClient public static var trainingPeaksTss: Self { Self(rawValue: 16) }
        /// `repeat_until_power_last_lap_less_than`
        @_alwaysEmitIntoClient public static var repeatUntilPowerLastLapLessThan: Self { Self(rawValue: 17) }
        /// `repeat_until_max_power_last_lap_less_than`
        @_alwaysEmitIntoClient public static var repeatUntilMaxPowerLastLapLessThan: Self { Self(rawValue: 18) }
        /// `power_3s_less_than`
        @_alwaysEmitIntoClient public static var power3sLessThan: Self { Self(rawValue: 19) }
        /// `power_10s_less_than`
        @_alwaysEmitIntoClient public static var power10sLessThan: Self { Self(rawValue: 20) }
        /// `power_30s_less_than`
        @_alwaysEmitIntoClient public static var power30sLessThan: Self { Self(rawValue: 21) }
        /// `power_3s_greater_than`
        @_alwaysEmitIntoClient public static var power3sGreaterThan: Self { Self(rawValue: 22) }
        /// `power_10s_greater_than`
        @_alwaysEmitIntoClient public static var power10sGreaterThan: Self { Self(rawValue: 23) }
        /// `power_30s_greater_than`
        @_alwaysEmitIntoClient public static var power30sGreaterThan: Self { Self(rawValue: 24) }
        /// `power_lap_less_than`
        @_alwaysEmitIntoClient public static var powerLapLessThan: Self { Self(rawValue: 25) }
        /// `power_lap_greater_than`
        @_alwaysEmitIntoClient public static var powerLapGreaterThan: Self { Self(rawValue: 26) }
        /// `repeat_until_training_peaks_tss`
        @_alwaysEmitIntoClient public static var repeatUntilTrainingPeaksTss: Self { Self(rawValue: 27) }
        /// `repetition_time`
        @_alwaysEmitIntoClient public static var repetitionTime: Self { Self(rawValue: 28) }
        @_alwaysEmitIntoClient public static var reps: Self { Self(rawValue: 29) }
        /// `time_only`
        @_alwaysEmitIntoClient public static var timeOnly: Self { Self(rawValue: 31) }
    }
}

func makeType208() -> TypeProfile {
    TypeProfile(
        name: "wkt_step_duration",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 31
        ],
        names: """
            time
            distance
            hr_less_than
            hr_greater_than
            calories
            open
            repeat_until_steps_cmplt
            repeat_until_time
            repeat_until_distance
            repeat_until_calories
            repeat_until_hr_less_than
            repeat_until_hr_greater_than
            repeat_until_power_less_than
            repeat_until_power_greater_than
            power_less_than
            power_greater_than
            training_peaks_tss
            repeat_until_power_last_lap_less_than
            repeat_until_max_power_last_lap_less_than
            power_3s_less_than
            power_10s_less_than
            power_30s_less_than
            power_3s_greater_than
            power_10s_greater_than
            power_30s_greater_than
            power_lap_less_than
            power_lap_greater_than
            repeat_until_training_peaks_tss
            repetition_time
            reps
            time_only
            """)
}
