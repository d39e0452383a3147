// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `file`, with a name for each value the profile names.
    public struct File: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 78 }

        @_alwaysEmitIntoClient public static var device: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var settings: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var sport: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var activity: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var workout: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var course: Self { Self(rawValue: 6) }
        @_alwaysEmitIntoClient public static var schedules: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var weight: Self { Self(rawValue: 9) }
        @_alwaysEmitIntoClient public static var totals: Self { Self(rawValue: 10) }
        @_alwaysEmitIntoClient public static var goals: Self { Self(rawValue: 11) }
        /// `blood_pressure`
        @_alwaysEmitIntoClient public static var bloodPressure: Self { Self(rawValue: 14) }
        /// `monitoring_a`
        @_alwaysEmitIntoClient public static var monitoringA: Self { Self(rawValue: 15) }
        /// `activity_summary`
        @_alwaysEmitIntoClient public static var activitySummary: Self { Self(rawValue: 20) }
        /// `monitoring_daily`
        @_alwaysEmitIntoClient public static var monitoringDaily: Self { Self(rawValue: 28) }
        /// `monitoring_b`
        @_alwaysEmitIntoClient public static var monitoringB: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var segment: Self { Self(rawValue: 34) }
        /// `segment_list`
        @_alwaysEmitIntoClient public static var segmentList: Self { Self(rawValue: 35) }
        /// `exd_configuration`
        @_alwaysEmitIntoClient public static var exdConfiguration: Self { Self(rawValue: 40) }
        /// `mfg_range_min`
        @_alwaysEmitIntoClient public static var mfgRangeMin: Self { Self(rawValue: 247) }
        /// `mfg_range_max`
        @_alwaysEmitIntoClient public static var mfgRangeMax: Self { Self(rawValue: 254) }
    }
}

func makeType78() -> TypeProfile {
    TypeProfile(
        name: "file", values: [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 14, 15, 20, 28, 32, 34, 35, 40, 247, 254],
        names: """
            device
            settings
            sport
            activity
            workout
            course
            schedules
            weight
            totals
            goals
            blood_pressure
            monitoring_a
            activity_summary
            monitoring_daily
            monitoring_b
            segment
            segment_list
            exd_configuration
            mfg_range_min
            mfg_range_max
            """)
}
