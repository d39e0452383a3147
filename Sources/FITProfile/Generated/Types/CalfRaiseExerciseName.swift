// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `calf_raise_exercise_name`, with a name for each value the profile names.
    public struct CalfRaiseExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 32 }

        /// `3_way_calf_raise`
        @_alwaysEmitIntoClient public static var _3WayCalfRaise: Self { Self(rawValue: 0) }
        /// `3_way_weighted_calf_raise`
        @_alwaysEmitIntoClient public static var _3WayWeightedCalfRaise: Self { Self(rawValue: 1) }
        /// `3_way_single_leg_calf_raise`
        @_alwaysEmitIntoClient public static var _3WaySingleLegCalfRaise: Self { Self(rawValue: 2) }
        /// `3_way_weighted_single_leg_calf_raise`
        @_alwaysEmitIntoClient public static var _3WayWeightedSingleLegCalfRaise: Self { Self(rawValue: 3) }
        /// `donkey_calf_raise`
        @_alwaysEmitIntoClient public static var donkeyCalfRaise: Self { Self(rawValue: 4) }
        /// `weighted_donkey_calf_raise`
        @_alwaysEmitIntoClient public static var weightedDonkeyCalfRaise: Self { Self(rawValue: 5) }
        /// `seated_calf_raise`
        @_alwaysEmitIntoClient public static var seatedCalfRaise: Self { Self(rawValue: 6) }
        /// `weighted_seated_calf_raise`
        @_alwaysEmitIntoClient public static var weightedSeatedCalfRaise: Self { Self(rawValue: 7) }
        /// `seated_dumbbell_toe_raise`
        @_alwaysEmitIntoClient public static var seatedDumbbellToeRaise: Self { Self(rawValue: 8) }
        /// `single_leg_bent_knee_calf_raise`
        @_alwaysEmitIntoClient public static var singleLegBentKneeCalfRaise: Self { Self(rawValue: 9) }
        /// `weighted_single_leg_bent_knee_calf_raise`
        @_alwaysEmitIntoClient public static var weightedSingleLegBentKneeCalfRaise: Self { Self(rawValue: 10) }
        /// `single_leg_decline_push_up`
        @_alwaysEmitIntoClient public static var singleLegDeclinePushUp: Self { Self(rawValue: 11) }
        /// `single_leg_donkey_calf_raise`
        @_alwaysEmitIntoClient public static var singleLegDonkeyCalfRaise: Self { Self(rawValue: 12) }
        /// `weighted_single_leg_donkey_calf_raise`
        @_alwaysEmitIntoClient public static var weightedSingleLegDonkeyCalfRaise: Self { Self(rawValue: 13) }
        /// `single_leg_hip_raise_with_knee_hold`
        @_alwaysEmitIntoClient public static var singleLegHipRaiseWithKneeHold: Self { Self(rawValue: 14) }
        /// `single_leg_standing_calf_raise`
        @_alwaysEmitIntoClient public static var singleLegStandingCalfRaise: Self { Self(rawValue: 15) }
        /// `single_leg_standing_dumbbell_calf_raise`
        @_alwaysEmitIntoClient public static var singleLegStandingDumbbellCalfRaise: Self { Self(rawValue: 16) }
        /// `standing_barbell_calf_raise`
        @_alwaysEmitIntoClient public static var standingBarbellCalfRaise: Self { Self(rawValue: 17) }
        /// `standing_calf_raise`
        @_alwaysEmitIntoClient public static var standingCalfRaise: Self { Self(rawValue: 18) }
        /// `weighted_standing_calf_raise`
        @_alwaysEmitIntoClient public static var weightedStandingCalfRaise: Self { Self(rawValue: 19) }
        /// `standing_dumbbell_calf_raise`
        @_alwaysEmitIntoClient public static var standingDumbbellCalfRaise: Self { Self(rawValue: 20) }
    }
}

func makeType32() -> TypeProfile {
    TypeProfile(
        name: "calf_raise_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
        names: """
            3_way_calf_raise
            3_way_weighted_calf_raise
            3_way_single_leg_calf_raise
            3_way_weighted_single_leg_calf_raise
            donkey_calf_raise
            weighted_donkey_calf_raise
            seated_calf_raise
            weighted_seated_calf_raise
            seated_dumbbell_toe_raise
            single_leg_bent_knee_calf_raise
            weighted_single_leg_bent_knee_calf_raise
            single_leg_decline_push_up
            single_leg_donkey_calf_raise
            weighted_single_leg_donkey_calf_raise
            single_leg_hip_raise_with_knee_hold
            single_leg_standing_calf_raise
            single_leg_standing_dumbbell_calf_raise
            standing_barbell_calf_raise
            standing_calf_raise
            weighted_standing_calf_raise
            standing_dumbbell_calf_raise
            """)
}
