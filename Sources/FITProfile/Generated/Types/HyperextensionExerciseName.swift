// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `hyperextension_exercise_name`, with a name for each value the profile names.
    public struct HyperextensionExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 99 }

        /// `back_extension_with_opposite_arm_and_leg_reach`
        @_alwaysEmitIntoClient public static var backExtensionWithOppositeArmAndLegReach: Self { Self(rawValue: 0) }
        /// `weighted_back_extension_with_opposite_arm_and_leg_reach`
        @_alwaysEmitIntoClient public static var weightedBackExtensionWithOppositeArmAndLegReach: Self {
            Self(rawValue: 1)
        }
        /// `base_rotations`
        @_alwaysEmitIntoClient public static var baseRotations: Self { Self(rawValue: 2) }
        /// `weighted_base_rotations`
        @_alwaysEmitIntoClient public static var weightedBaseRotations: Self { Self(rawValue: 3) }
        /// `bent_knee_reverse_hyperextension`
        @_alwaysEmitIntoClient public static var bentKneeReverseHyperextension: Self { Self(rawValue: 4) }
        /// `weighted_bent_knee_reverse_hyperextension`
        @_alwaysEmitIntoClient public static var weightedBentKneeReverseHyperextension: Self { Self(rawValue: 5) }
        /// `hollow_hold_and_roll`
        @_alwaysEmitIntoClient public static var hollowHoldAndRoll: Self { Self(rawValue: 6) }
        /// `weighted_hollow_hold_and_roll`
        @_alwaysEmitIntoClient public static var weightedHollowHoldAndRoll: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var kicks: Self { Self(rawValue: 8) }
        /// `weighted_kicks`
        @_alwaysEmitIntoClient public static var weightedKicks: Self { Self(rawValue: 9) }
        /// `knee_raises`
        @_alwaysEmitIntoClient public static var kneeRaises: Self { Self(rawValue: 10) }
        /// `weighted_knee_raises`
        @_alwaysEmitIntoClient public static var weightedKneeRaises: Self { Self(rawValue: 11) }
        /// `kneeling_superman`
        @_alwaysEmitIntoClient public static var kneelingSuperman: Self { Self(rawValue: 12) }
        /// `weighted_kneeling_superman`
        @_alwaysEmitIntoClient public static var weightedKneelingSuperman: Self { Self(rawValue: 13) }
        /// `lat_pull_down_with_row`
        @_alwaysEmitIntoClient public static var latPullDownWithRow: Self { Self(rawValue: 14) }
        /// `medicine_ball_deadlift_to_reach`
        @_alwaysEmitIntoClient public static var medicineBallDeadliftToReach: Self { Self(rawValue: 15) }
        /// `one_arm_one_leg_row`
        @_alwaysEmitIntoClient public static var oneArmOneLegRow: Self { Self(rawValue: 16) }
        /// `one_arm_row_with_band`
        @_alwaysEmitIntoClient public static var oneArmRowWithBand: Self { Self(rawValue: 17) }
        /// `overhead_lunge_with_medicine_ball`
        @_alwaysEmitIntoClient public static var overheadLungeWithMedicineBall: Self { Self(rawValue: 18) }
        /// `plank_knee_tucks`
        @_alwaysEmitIntoClient public static var plankKneeTucks: Self { Self(rawValue: 19) }
        /// `weighted_plank_knee_tucks`
        @_alwaysEmitIntoClient public static var weightedPlankKneeTucks: Self { Self(rawValue: 20) }
        /// `side_step`
        @_alwaysEmitIntoClient public static var sideStep: Self { Self(rawValue: 21) }
        /// `weighted_side_step`
        @_alwaysEmitIntoClient public static var weightedSideStep: Self { Self(rawValue: 22) }
        /// `single_leg_back_extension`
        @_alwaysEmitIntoClient public static var singleLegBackExtension: Self { Self(rawValue: 23) }
        /// `weighted_single_leg_back_extension`
        @_alwaysEmitIntoClient public static var weightedSingleLegBackExtension: Self { Self(rawValue: 24) }
        /// `spine_extension`
        @_alwaysEmitIntoClient public static var spineExtension: Self { Self(rawValue: 25) }
        /// `weighted_spine_extension`
        @_alwaysEmitIntoClient public static var weightedSpineExtension: Self { Self(rawValue: 26) }
        /// `static_back_extension`
        @_alwaysEmitIntoClient public static var staticBackExtension: Self { Self(rawValue: 27) }
        /// `weighted_static_back_extension`
        @_alwaysEmitIntoClient public static var weightedStaticBackExtension: Self { Self(rawValue: 28) }
        /// `superman_from_floor`
        @_alwaysEmitIntoClient public static var supermanFromFloor: Self { Self(rawValue: 29) }
        /// `weighted_superman_from_floor`
        @_alwaysEmitIntoClient public static var weightedSupermanFromFloor: Self { Self(rawValue: 30) }
        /// `swiss_ball_back_extension`
        @_alwaysEmitIntoClient public static var swissBallBackExtension: Self { Self(rawValue: 31) }
        /// `weighted_swiss_ball_back_extension`
        @_alwaysEmitIntoClient public static var weightedSwissBallBackExtension: Self { Self(rawValue: 32) }
        /// `swiss_ball_hyperextension`
        @_alwaysEmitIntoClient public static var swissBallHyperextension: Self { Self(rawValue: 33) }
        /// `weighted_swiss_ball_hyperextension`
        @_alwaysEmitIntoClient public static var weightedSwissBallHyperextension: Self { Self(rawValue: 34) }
        /// `swiss_ball_opposite_arm_and_leg_lift`
        @_alwaysEmitIntoClient public static var swissBallOppositeArmAndLegLift: Self { Self(rawValue: 35) }
        /// `weighted_swiss_ball_opposite_arm_and_leg_lift`
        @_alwaysEmitIntoClient public static var weightedSwissBallOppositeArmAndLegLift: Self { Self(rawValue: 36) }
        /// `superman_on_swiss_ball`
        @_alwaysEmitIntoClient public static var supermanOnSwissBall: Self { Self(rawValue: 37) }
        @_alwaysEmitIntoClient public static var cobra: Self { Self(rawValue: 38) }
        /// `supine_floor_barre`
        @_alwaysEmitIntoClient public static var supineFloorBarre: Self { Self(rawValue: 39) }
    }
}

func makeType99() -> TypeProfile {
    TypeProfile(
        name: "hyperextension_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39
        ],
        names: """
            back_extension_with_opposite_arm_and_leg_reach
            weighted_back_extension_with_opposite_arm_and_leg_reach
            base_rotations
            weighted_base_rotations
            bent_knee_reverse_hyperextension
            weighted_bent_knee_reverse_hyperextension
            hollow_hold_and_roll
            weighted_hollow_hold_and_roll
            kicks
            weighted_kicks
            knee_raises
            weighted_knee_raises
            kneeling_superman
            weighted_kneeling_superman
            lat_pull_down_with_row
            medicine_ball_deadlift_to_reach
            one_arm_one_leg_row
            one_arm_row_with_band
            overhead_lunge_with_medicine_ball
            plank_knee_tucks
            weighted_plank_knee_tucks
            side_step
            weighted_side_step
            single_leg_back_extension
            weighted_single_leg_back_extension
            spine_extension
            weighted_spine_extension
            static_back_extension
            weighted_static_back_extension
            superman_from_floor
            weighted_superman_from_floor
            swiss_ball_back_extension
            weighted_swiss_ball_back_extension
            swiss_ball_hyperextension
            weighted_swiss_ball_hyperextension
            swiss_ball_opposite_arm_and_leg_lift
            weighted_swiss_ball_opposite_arm_and_leg_lift
            superman_on_swiss_ball
            cobra
            supine_floor_barre
            """)
}
