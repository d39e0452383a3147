// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `workout_equipment`, with a name for each value the profile names.
    public struct WorkoutEquipment: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 211 }

        @_alwaysEmitIntoClient public static var none: Self { Self(rawValue: 0) }
        /// `swim_fins`
        @_alwaysEmitIntoClient public static var swimFins: Self { Self(rawValue: 1) }
        /// `swim_kickboard`
        @_alwaysEmitIntoClient public static var swimKickboard: Self { Self(rawValue: 2) }
        /// `swim_paddles`
        @_alwaysEmitIntoClient public static var swimPaddles: Self { Self(rawValue: 3) }
        /// `swim_pull_buoy`
        @_alwaysEmitIntoClient public static var swimPullBuoy: Self { Self(rawValue: 4) }
        /// `swim_snorkel`
        @_alwaysEmitIntoClient public static var swimSnorkel: Self { Self(rawValue: 5) }
    }
}

func makeType211() -> TypeProfile {
    TypeProfile(
        name: "workout_equipment", values: [0, 1, 2, 3, 4, 5],
        names: """
            none
            swim_fins
            swim_kickboard
            swim_paddles
            swim_pull_buoy
            swim_snorkel
            """)
}
