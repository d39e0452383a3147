// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `wkt_step_target`, with a name for each value the profile names.
    public struct WktStepTarget: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 209 }

        @_alwaysEmitIntoClient public static var speed: Self { Self(rawValue: 0) }
        /// `heart_rate`
        @_alwaysEmitIntoClient public static var heartRate: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var `open`: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var cadence: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var power: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var grade: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var resistance: Self { Self(rawValue: 6) }
        /// `power_3s`
        @_alwaysEmitIntoClient public static var power3s: Self { Self(rawValue: 7) }
        /// `power_10s`
        @_alwaysEmitIntoClient public static var power10s: Self { Self(rawValue: 8) }
        /// `power_30s`
        @_alwaysEmitIntoClient public static var power30s: Self { Self(rawValue: 9) }
        /// `power_lap`
        @_alwaysEmitIntoClient public static var powerLap: Self { Self(rawValue: 10) }
        /// `swim_stroke`
        @_alwaysEmitIntoClient public static var swimStroke: Self { Self(rawValue: 11) }
        /// `speed_lap`
        @_alwaysEmitIntoClient public static var speedLap: Self { Self(rawValue: 12) }
        /// `heart_rate_lap`
        @_alwaysEmitIntoClient public static var heartRateLap: Self { Self(rawValue: 13) }
    }
}

func makeType209() -> TypeProfile {
    TypeProfile(
        name: "wkt_step_target", values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
        names: """
            speed
            heart_rate
            open
            cadence
            power
            grade
            resistance
            power_3s
            power_10s
            power_30s
            power_lap
            swim_stroke
            speed_lap
            heart_rate_lap
            """)
}
