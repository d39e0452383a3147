// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `nap_period_feedback`, with a name for each value the profile names.
    public struct NapPeriodFeedback: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 129 }

        @_alwaysEmitIntoClient public static var none: Self { Self(rawValue: 0) }
        /// `multiple_naps_during_day`
        @_alwaysEmitIntoClient public static var multipleNapsDuringDay: Self { Self(rawValue: 1) }
        /// `jetlag_ideal_timing_ideal_duration`
        @_alwaysEmitIntoClient public static var jetlagIdealTimingIdealDuration: Self { Self(rawValue: 2) }
        /// `jetlag_ideal_timing_long_duration`
        @_alwaysEmitIntoClient public static var jetlagIdealTimingLongDuration: Self { Self(rawValue: 3) }
        /// `jetlag_late_timing_ideal_duration`
        @_alwaysEmitIntoClient public static var jetlagLateTimingIdealDuration: Self { Self(rawValue: 4) }
        /// `jetlag_late_timing_long_duration`
        @_alwaysEmitIntoClient public static var jetlagLateTimingLongDuration: Self { Self(rawValue: 5) }
        /// `ideal_timing_ideal_duration_low_need`
        @_alwaysEmitIntoClient public static var idealTimingIdealDurationLowNeed: Self { Self(rawValue: 6) }
        /// `ideal_timing_ideal_duration_high_need`
        @_alwaysEmitIntoClient public static var idealTimingIdealDurationHighNeed: Self { Self(rawValue: 7) }
        /// `ideal_timing_long_duration_low_need`
        @_alwaysEmitIntoClient public static var idealTimingLongDurationLowNeed: Self { Self(rawValue: 8) }
        /// `ideal_timing_long_duration_high_need`
        @_alwaysEmitIntoClient public static var idealTimingLongDurationHighNeed: Self { Self(rawValue: 9) }
        /// `late_timing_ideal_duration_low_need`
        @_alwaysEmitIntoClient public static var lateTimingIdealDurationLowNeed: Self { Self(rawValue: 10) }
        /// `late_timing_ideal_duration_high_need`
        @_alwaysEmitIntoClient public static var lateTimingIdealDurationHighNeed: Self { Self(rawValue: 11) }
        /// `late_timing_long_duration_low_need`
        @_alwaysEmitIntoClient public static var lateTimingLongDurationLowNeed: Self { Self(rawValue: 12) }
        /// `late_timing_long_duration_high_need`
        @_alwaysEmitIntoClient public static var lateTimingLongDurationHighNeed: Self { Self(rawValue: 13) }
        /// `ideal_duration_low_need`
        @_alwaysEmitIntoClient public static var idealDurationLowNeed: Self { Self(rawValue: 14) }
        /// `ideal_duration_high_need`
        @_alwaysEmitIntoClient public static var idealDurationHighNeed: Self { Self(rawValue: 15) }
        /// `long_duration_low_need`
        @_alwaysEmitIntoClient public static var longDurationLowNeed: Self { Self(rawValue: 16) }
        /// `long_duration_high_need`
        @_alwaysEmitIntoClient public static var longDurationHighNeed: Self { Self(rawValue: 17) }
    }
}

func makeType129() -> TypeProfile {
    TypeProfile(
        name: "nap_period_feedback", values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
        names: """
            none
            multiple_naps_during_day
            jetlag_ideal_timing_ideal_duration
            jetlag_ideal_timing_long_duration
            jetlag_late_timing_ideal_duration
            jetlag_late_timing_long_duration
            ideal_timing_ideal_duration_low_need
            ideal_timing_ideal_duration_high_need
            ideal_timing_long_duration_low_need
            ideal_timing_long_duration_high_need
            late_timing_ideal_duration_low_need
            late_timing_ideal_duration_high_need
            late_timing_long_duration_low_need
            late_timing_long_duration_high_need
            ideal_duration_low_need
            ideal_duration_high_need
            long_duration_low_need
            long_duration_high_need
            """)
}
