// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `split_type`, with a name for each value the profile names.
    public struct SplitType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 167 }

        /// `ascent_split`
        @_alwaysEmitIntoClient public static var ascentSplit: Self { Self(rawValue: 1) }
        /// `descent_split`
        @_alwaysEmitIntoClient public static var descentSplit: Self { Self(rawValue: 2) }
        /// `interval_active`
        @_alwaysEmitIntoClient public static var intervalActive: Self { Self(rawValue: 3) }
        /// `interval_rest`
        @_alwaysEmitIntoClient public static var intervalRest: Self { Self(rawValue: 4) }
        /// `interval_warmup`
        @_alwaysEmitIntoClient public static var intervalWarmup: Self { Self(rawValue: 5) }
        /// `interval_cooldown`
        @_alwaysEmitIntoClient public static var intervalCooldown: Self { Self(rawValue: 6) }
        /// `interval_recovery`
        @_alwaysEmitIntoClient public static var intervalRecovery: Self { Self(rawValue: 7) }
        /// `interval_other`
        @_alwaysEmitIntoClient public static var intervalOther: Self { Self(rawValue: 8) }
        /// `climb_active`
        @_alwaysEmitIntoClient public static var climbActive: Self { Self(rawValue: 9) }
        /// `climb_rest`
        @_alwaysEmitIntoClient public static var climbRest: Self { Self(rawValue: 10) }
        /// `surf_active`
        @_alwaysEmitIntoClient public static var surfActive: Self { Self(rawValue: 11) }
        /// `run_active`
        @_alwaysEmitIntoClient public static var runActive: Self { Self(rawValue: 12) }
        /// `run_rest`
        @_alwaysEmitIntoClient public static var runRest: Self { Self(rawValue: 13) }
        /// `workout_round`
        @_alwaysEmitIntoClient public static var workoutRound: Self { Self(rawValue: 14) }
        /// `rwd_run`
        @_alwaysEmitIntoClient public static var rwdRun: Self { Self(rawValue: 17) }
        /// `rwd_walk`
        @_alwaysEmitIntoClient public static var rwdWalk: Self { Self(rawValue: 18) }
        /// `windsurf_active`
        @_alwaysEmitIntoClient public static var windsurfActive: Self { Self(rawValue: 21) }
        /// `rwd_stand`
        @_alwaysEmitIntoClient public static var rwdStand: Self { Self(rawValue: 22) }
        @_alwaysEmitIntoClient public static var transition: Self { Self(rawValue: 23) }
        /// `ski_lift_split`
        @_alwaysEmitIntoClient public static var skiLiftSplit: Self { Self(rawValue: 28) }
        /// `ski_run_split`
        @_alwaysEmitIntoClient public static var skiRunSplit: Self { Self(rawValue: 29) }
    }
}

func makeType167() -> TypeProfile {
    TypeProfile(
        name: "split_type", values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17, 18, 21, 22, 23, 28, 29],
        names: """
            ascent_split
            descent_split
            interval_active
            interval_rest
            interval_warmup
            interval_cooldown
            interval_recovery
            interval_other
            climb_active
            climb_rest
            surf_active
            run_active
            run_rest
            workout_round
            rwd_run
            rwd_walk
            windsurf_active
            rwd_stand
            transition
            ski_lift_split
            ski_run_split
            """)
}
