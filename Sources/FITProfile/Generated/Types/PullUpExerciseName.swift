// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `pull_up_exercise_name`, with a name for each value the profile names.
    public struct PullUpExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 138 }

        /// `banded_pull_ups`
        @_alwaysEmitIntoClient public static var bandedPullUps: Self { Self(rawValue: 0) }
        /// `30_degree_lat_pulldown`
        @_alwaysEmitIntoClient public static var _30DegreeLatPulldown: Self { Self(rawValue: 1) }
        /// `band_assisted_chin_up`
        @_alwaysEmitIntoClient public static var bandAssistedChinUp: Self { Self(rawValue: 2) }
        /// `close_grip_chin_up`
        @_alwaysEmitIntoClient public static var closeGripChinUp: Self { Self(rawValue: 3) }
        /// `weighted_close_grip_chin_up`
        @_alwaysEmitIntoClient public static var weightedCloseGripChinUp: Self { Self(rawValue: 4) }
        /// `close_grip_lat_pulldown`
        @_alwaysEmitIntoClient public static var closeGripLatPulldown: Self { Self(rawValue: 5) }
        /// `crossover_chin_up`
        @_alwaysEmitIntoClient public static var crossoverChinUp: Self { Self(rawValue: 6) }
        /// `weighted_crossover_chin_up`
        @_alwaysEmitIntoClient public static var weightedCrossoverChinUp: Self { Self(rawValue: 7) }
        /// `ez_bar_pullover`
        @_alwaysEmitIntoClient public static var ezBarPullover: Self { Self(rawValue: 8) }
        /// `hanging_hurdle`
        @_alwaysEmitIntoClient public static var hangingHurdle: Self { Self(rawValue: 9) }
        /// `weighted_hanging_hurdle`
        @_alwaysEmitIntoClient public static var weightedHangingHurdle: Self { Self(rawValue: 10) }
        /// `kneeling_lat_pulldown`
        @_alwaysEmitIntoClient public static var kneelingLatPulldown: Self { Self(rawValue: 11) }
        /// `kneeling_underhand_grip_lat_pulldown`
        @_alwaysEmitIntoClient public static var kneelingUnderhandGripLatPulldown: Self { Self(rawValue: 12) }
        /// `lat_pulldown`
        @_alwaysEmitIntoClient public static var latPulldown: Self { Self(rawValue: 13) }
        /// `mixed_grip_chin_up`
        @_alwaysEmitIntoClient public static var mixedGripChinUp: Self { Self(rawValue: 14) }
        /// `weighted_mixed_grip_chin_up`
        @_alwaysEmitIntoClient public static var weightedMixedGripChinUp: Self { Self(rawValue: 15) }
        /// `mixed_grip_pull_up`
        @_alwaysEmitIntoClient public static var mixedGripPullUp: Self { Self(rawValue: 16) }
        /// `weighted_mixed_grip_pull_up`
        @_alwaysEmitIntoClient public static var weightedMixedGripPullUp: Self { Self(rawValue: 17) }
        /// `reverse_grip_pulldown`
        @_alwaysEmitIntoClient public static var reverseGripPulldown: Self { Self(rawValue: 18) }
        /// `standing_cable_pullover`
        @_alwaysEmitIntoClient public static var standingCablePullover: Self { Self(rawValue: 19) }
        /// `straight_arm_pulldown`
        @_alwaysEmitIntoClient public static var straightArmPulldown: Self { Self(rawValue: 20) }
        /// `swiss_ball_ez_bar_pullover`
        @_alwaysEmitIntoClient public static var swissBallEzBarPullover: Self { Self(rawValue: 21) }
        /// `towel_pull_up`
        @_alwaysEmitIntoClient public static var towelPullUp: Self { Self(rawValue: 22) }
        /// `weighted_towel_pull_up`
        @_alwaysEmitIntoClient public static var weightedTowelPullUp: Self { Self(rawValue: 23) }
        /// `weighted_pull_up`
        @_alwaysEmitIntoClient public static var weightedPullUp: Self { Self(rawValue: 24) }
        /// `wide_grip_lat_pulldown`
        @_alwaysEmitIntoClient public static var wideGripLatPulldown: Self { Self(rawValue: 25) }
        /// `wide_grip_pull_up`
        @_alwaysEmitIntoClient public static var wideGripPullUp: Self { Self(rawValue: 26) }
        /// `weighted_wide_grip_pull_up`
        @_alwaysEmitIntoClient public static var weightedWideGripPullUp: Self { Self(rawValue: 27) }
        /// `burpee_pull_up`
        @_alwaysEmitIntoClient public static var burpeePullUp: Self { Self(rawValue: 28) }
        /// `weighted_burpee_pull_up`
        @_alwaysEmitIntoClient public static var weightedBurpeePullUp: Self { Self(rawValue: 29) }
        /// `jumping_pull_ups`
        @_alwaysEmitIntoClient public static var jumpingPullUps: Self { Self(rawValue: 30) }
        /// `weighted_jumping_pull_ups`
        @_alwaysEmitIntoClient public static var weightedJumpingPullUps: Self { Self(rawValue: 31) }
        /// `kipping_pull_up`
        @_alwaysEmitIntoClient public static var kippingPullUp: Self { Self(rawValue: 32) }
        /// `weighted_kipping_pull_up`
        @_alwaysEmitIntoClient public static var weightedKippingPullUp: Self { Self(rawValue: 33) }
        /// `l_pull_up`
        @_alwaysEmitIntoClient public static var lPullUp: Self { Self(rawValue: 34) }
        /// `weighted_l_pull_up`
        @_alwaysEmitIntoClient public static var weightedLPullUp: Self { Self(rawValue: 35) }
        /// `suspended_chin_up`
        @_alwaysEmitIntoClient public static var suspendedChinUp: Self { Self(rawValue: 36) }
        /// `weighted_suspended_chin_up`
        @_alwaysEmitIntoClient public static var weightedSuspendedChinUp: Self { Self(rawValue: 37) }
        /// `pull_up`
        @_alwaysEmitIntoClient public static var pullUp: Self { Self(rawValue: 38) }
        /// `chin_up`
        @_alwaysEmitIntoClient public static var chinUp: Self { Self(rawValue: 39) }
        /// `neutral_grip_chin_up`
        @_alwaysEmitIntoClient public static var neutralGripChinUp: Self { Self(rawValue: 40) }
        /// `weighted_chin_up`
        @_alwaysEmitIntoClient public static var weightedChinUp: Self { Self(rawValue: 41) }
        /// `band_assisted_pull_up`
        @_alwaysEmitIntoClient public static var bandAssistedPullUp: Self { Self(rawValue: 42) }
        /// `neutral_grip_pull_up`
        @_alwaysEmitIntoClient public static var neutralGripPullUp: Self { Self(rawValue: 43) }
        /// `weighted_neutral_grip_chin_up`
        @_alwaysEmitIntoClient public static var weightedNeutralGripChinUp: Self { Self(rawValue: 44) }
        /// `weighted_neutral_grip_pull_up`
        @_alwaysEmitIntoClient public static var weightedNeutralGripPullUp: Self { Self(rawValue: 45) }
    }
}

func makeType138() -> TypeProfile {
    TypeProfile(
        name: "pull_up_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45
        ],
        names: """
            banded_pull_ups
            30_degree_lat_pulldown
            band_assisted_chin_up
            close_grip_chin_up
            weighted_close_grip_chin_up
            close_grip_lat_pulldown
            crossover_chin_up
            weighted_crossover_chin_up
            ez_bar_pullover
            hanging_hurdle
            weighted_hanging_hurdle
            kneeling_lat_pulldown
            kneeling_underhand_grip_lat_pulldown
            lat_pulldown
            mixed_grip_chin_up
            weighted_mixed_grip_chin_up
            mixed_grip_pull_up
            weighted_mixed_grip_pull_up
            reverse_grip_pulldown
            standing_cable_pullover
            straight_arm_pulldown
            swiss_ball_ez_bar_pullover
            towel_pull_up
            weighted_towel_pull_up
            weighted_pull_up
            wide_grip_lat_pulldown
            wide_grip_pull_up
            weighted_wide_grip_pull_up
            burpee_pull_up
            weighted_burpee_pull_up
            jumping_pull_ups
            weighted_jumping_pull_ups
            kipping_pull_up
            weighted_kipping_pull_up
            l_pull_up
            weighted_l_pull_up
            suspended_chin_up
            weighted_suspended_chin_up
            pull_up
            chin_up
            neutral_grip_chin_up
            weighted_chin_up
            band_assisted_pull_up
            neutral_grip_pull_up
            weighted_neutral_grip_chin_up
            weighted_neutral_grip_pull_up
            """)
}
