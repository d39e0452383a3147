// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `push_up_exercise_name`, with a name for each value the profile names.
    public struct PushUpExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 139 }

        /// `chest_press_with_band`
        @_alwaysEmitIntoClient public static var chestPressWithBand: Self { Self(rawValue: 0) }
        /// `alternating_staggered_push_up`
        @_alwaysEmitIntoClient public static var alternatingStaggeredPushUp: Self { Self(rawValue: 1) }
        /// `weighted_alternating_staggered_push_up`
        @_alwaysEmitIntoClient public static var weightedAlternatingStaggeredPushUp: Self { Self(rawValue: 2) }
        /// `alternating_hands_medicine_ball_push_up`
        @_alwaysEmitIntoClient public static var alternatingHandsMedicineBallPushUp: Self { Self(rawValue: 3) }
        /// `weighted_alternating_hands_medicine_ball_push_up`
        @_alwaysEmitIntoClient public static var weightedAlternatingHandsMedicineBallPushUp: Self { Self(rawValue: 4) }
        /// `bosu_ball_push_up`
        @_alwaysEmitIntoClient public static var bosuBallPushUp: Self { Self(rawValue: 5) }
        /// `weighted_bosu_ball_push_up`
        @_alwaysEmitIntoClient public static var weightedBosuBallPushUp: Self { Self(rawValue: 6) }
        /// `clapping_push_up`
        @_alwaysEmitIntoClient public static var clappingPushUp: Self { Self(rawValue: 7) }
        /// `weighted_clapping_push_up`
        @_alwaysEmitIntoClient public static var weightedClappingPushUp: Self { Self(rawValue: 8) }
        /// `close_grip_medicine_ball_push_up`
        @_alwaysEmitIntoClient public static var closeGripMedicineBallPushUp: Self { Self(rawValue: 9) }
        /// `weighted_close_grip_medicine_ball_push_up`
        @_alwaysEmitIntoClient public static var weightedCloseGripMedicineBallPushUp: Self { Self(rawValue: 10) }
        /// `close_hands_push_up`
        @_alwaysEmitIntoClient public static var closeHandsPushUp: Self { Self(rawValue: 11) }
        /// `weighted_close_hands_push_up`
        @_alwaysEmitIntoClient public static var weightedCloseHandsPushUp: Self { Self(rawValue: 12) }
        /// `decline_push_up`
        @_alwaysEmitIntoClient public static var declinePushUp: Self { Self(rawValue: 13) }
        /// `weighted_decline_push_up`
        @_alwaysEmitIntoClient public static var weightedDeclinePushUp: Self { Self(rawValue: 14) }
        /// `diamond_push_up`
        @_alwaysEmitIntoClient public static var diamondPushUp: Self { Self(rawValue: 15) }
        /// `weighted_diamond_push_up`
        @_alwaysEmitIntoClient public static var weightedDiamondPushUp: Self { Self(rawValue: 16) }
        /// `explosive_crossover_push_up`
        @_alwaysEmitIntoClient public static var explosiveCrossoverPushUp: Self { Self(rawValue: 17) }
        /// `weighted_explosive_crossover_push_up`
        @_alwaysEmitIntoClient public static var weightedExplosiveCrossoverPushUp: Self { Self(rawValue: 18) }
        /// `explosive_push_up`
        @_alwaysEmitIntoClient public static var explosivePushUp: Self { Self(rawValue: 19) }
        /// `weighted_explosive_push_up`
        @_alwaysEmitIntoClient public static var weightedExplosivePushUp: Self { Self(rawValue: 20) }
        /// `feet_elevated_side_to_side_push_up`
        @_alwaysEmitIntoClient public static var feetElevatedSideToSidePushUp: Self { Self(rawValue: 21) }
        /// `weighted_feet_elevated_side_to_side_push_up`
        @_alwaysEmitIntoClient public static var weightedFeetElevatedSideToSidePushUp: Self { Self(rawValue: 22) }
        /// `hand_release_push_up`
        @_alwaysEmitIntoClient public static var handReleasePushUp: Self { Self(rawValue: 23) }
        /// `weighted_hand_release_push_up`
        @_alwaysEmitIntoClient public static var weightedHandReleasePushUp: Self { Self(rawValue: 24) }
        /// `handstand_push_up`
        @_alwaysEmitIntoClient public static var handstandPushUp: Self { Self(rawValue: 25) }
        /// `weighted_handstand_push_up`
        @_alwaysEmitIntoClient public static var weightedHandstandPushUp: Self { Self(rawValue: 26) }
        /// `incline_push_up`
        @_alwaysEmitIntoClient public static var inclinePushUp: Self { Self(rawValue: 27) }
        /// `weighted_incline_push_up`
        @_alwaysEmitIntoClient public static var weightedInclinePushUp: Self { Self(rawValue: 28) }
        /// `isometric_explosive_push_up`
        @_alwaysEmitIntoClient public static var isometricExplosivePushUp: Self { Self(rawValue: 29) }
        /// `weighted_isometric_explosive_push_up`
        @_alwaysEmitIntoClient public static var weightedIsometricExplosivePushUp: Self { Self(rawValue: 30) }
        /// `judo_push_up`
        @_alwaysEmitIntoClient public static var judoPushUp: Self { Self(rawValue: 31) }
        /// `weighted_judo_push_up`
        @_alwaysEmitIntoClient public static var weightedJudoPushUp: Self { Self(rawValue: 32) }
        /// `kneeling_push_up`
        @_alwaysEmitIntoClient public static var kneelingPushUp: Self { Self(rawValue: 33) }
        /// `weighted_kneeling_push_up`
        @_alwaysEmitIntoClient public static var weightedKneelingPushUp: Self { Self(rawValue: 34) }
        /// `medicine_ball_chest_pass`
        @_alwaysEmitIntoClient public static var medicineBallChestPass: Self { Self(rawValue: 35) }
        /// `medicine_ball_push_up`
        @_alwaysEmitIntoClient public static var medicineBallPushUp: Self { Self(rawValue: 36) }
        /// `weighted_medicine_ball_push_up`
        @_alwaysEmitIntoClient public static var weightedMedicineBallPushUp: Self { Self(rawValue: 37) }
        /// `one_arm_push_up`
        @_alwaysEmitIntoClient public static var oneArmPushUp: Self { Self(rawValue: 38) }
        /// `weighted_one_arm_push_up`
        @_alwaysEmitIntoClient public static var weightedOneArmPushUp: Self { Self(rawValue: 39) }
        /// `weighted_push_up`
        @_alwaysEmitIntoClient public static var weightedPushUp: Self { Self(rawValue: 40) }
        /// `push_up_and_row`
        @_alwaysEmitIntoClient public static var pushUpAndRow: Self { Self(rawValue: 41) }
        /// `weighted_push_up_and_row`
        @_alwaysEmitIntoClient public static var weightedPushUpAndRow: Self { Self(rawValue: 42) }
        /// `push_up_plus`
        @_alwaysEmitIntoClient public static var pushUpPlus: Self { Self(rawValue: 43) }
        /// `weighted_push_up_plus`
        @_alwaysEmitIntoClient public static var weightedPushUpPlus: Self { Self(rawValue: 44) }
        /// `push_up_with_feet_on_swiss_ball`
        @_alwaysEmitIntoClient public static var pushUpWithFeetOnSwissBall: Self { Self(rawValue: 45) }
        /// `weighted_push_up_with_feet_on_swiss_ball`
        @_alwaysEmitIntoClient public static var weightedPushUpWithFeetOnSwissBall: Self { Self(rawValue: 46) }
        /// `push_up_with_one_hand_on_medicine_ball`
        @_alwaysEmitIntoClient public static var pushUpWithOneHandOnMedicineBall: Self { Self(rawValue: 47) }
        /// `weighted_push_up_with_one_hand_on_medicine_ball`
        @_alwaysEmitIntoClient public static var weightedPushUpWithOneHandOnMedicineBall: Self { Self(rawValue: 48) }
        /// `shoulder_push_up`
        @_alwaysEmitIntoClient public static var shoulderPushUp: Self { Self(rawValue: 49) }
        /// `weighted_shoulder_push_up`
        @_alwaysEmitIntoClient public static var weightedShoulderPushUp: Self { Self(rawValue: 50) }
        /// `single_arm_medicine_ball_push_up`
        @_alwaysEmitIntoClient public static var singleArmMedicineBallPushUp: Self { Self(rawValue: 51) }
        /// `weighted_single_arm_medicine_ball_push_up`
        @_alwaysEmitIntoClient public static var weightedSingleArmMedicineBallPushUp: Self { Self(rawValue: 52) }
        /// `spiderman_push_up`
        @_alwaysEmitIntoClient public static var spidermanPushUp: Self { Self(rawValue: 53) }
        /// `weighted_spiderman_push_up`
        @_alwaysEmitIntoClient public static var weightedSpidermanPushUp: Self { Self(rawValue: 54) }
        /// `stacked_feet_push_up`
        @_alwaysEmitIntoClient public static var stackedFeetPushUp: Self { Self(rawValue: 55) }
        /// `weighted_stacked_feet_push_up`
        @_alwaysEmitIntoClient public static var weightedStackedFeetPushUp: Self { Self(rawValue: 56) }
        /// `staggered_hands_push_up`
        @_alwaysEmitIntoClient public static var staggeredHandsPushUp: Self { Self(rawValue: 57) }
        /// `weighted_staggered_hands_push_up`
        @_alwaysEmitIntoClient public static var weightedStaggeredHandsPushUp: Self { Self(rawValue: 58) }
        /// `suspended_push_up`
        @_alwaysEmitIntoClient public static var suspendedPushUp: Self { Self(rawValue: 59) }
        /// `weighted_suspended_push_up`
        @_alwaysEmitIntoClient public static var weightedSuspendedPushUp: Self { Self(rawValue: 60) }
        /// `swiss_ball_push_up`
        @_alwaysEmitIntoClient public static var swissBallPushUp: Self { Self(rawValue: 61) }
        /// `weighted_swiss_ball_push_up`
        @_alwaysEmitIntoClient public static var weightedSwissBallPushUp: Self { Self(rawValue: 62) }
        /// `swiss_ball_push_up_plus`
        @_alwaysEmitIntoClient public static var swissBallPushUpPlus: Self { Self(rawValue: 63) }
        /// `weighted_swiss_ball_push_up_plus`
        @_alwaysEmitIntoClient public static var weightedSwissBallPushUpPlus: Self { Self(rawValue: 64) }
        /// `t_push_up`
        @_alwaysEmitIntoClient public static var tPushUp: Self { Self(rawValue: 65) }
        /// `weighted_t_push_up`
        @_alwaysEmitIntoClient public static var weightedTPushUp: Self { Self(rawValue: 66) }
        /// `triple_stop_push_up`
        @_alwaysEmitIntoClient public static var tripleStopPushUp: Self { Self(rawValue: 67) }
        /// `weighted_triple_stop_push_up`
        @_alwaysEmitIntoClient public static var weightedTripleStopPushUp: Self { Self(rawValue: 68) }
        /// `wide_hands_push_up`
        @_alwaysEmitIntoClient public static var wideHandsPushUp: Self { Self(rawValue: 69) }
        /// `weighted_wide_hands_push_up`
        @_alwaysEmitIntoClient public static var weightedWideHandsPushUp: Self { Self(rawValue: 70) }
        /// `parallette_handstand_push_up`
        @_alwaysEmitIntoClient public static var paralletteHandstandPushUp: Self { Self(rawValue: 71) }
        /// `weighted_parallette_handstand_push_up`
        @_alwaysEmitIntoClient public static var weightedParalletteHandstandPushUp: Self { Self(rawValue: 72) }
        /// `ring_handstand_push_up`
        @_alwaysEmitIntoClient public static var ringHandstandPushUp: Self { Self(rawValue: 73) }
        /// `weighted_ring_handstand_push_up`
        @_alwaysEmitIntoClient public static var weightedRingHandstandPushUp: Self { Self(rawValue: 74) }
        /// `ring_push_up`
        @_alwaysEmitIntoClient public static var ringPushUp: Self { Self(rawValue: 75) }
        /// `weighted_ring_push_up`
        @_alwaysEmitIntoClient public static var weightedRingPushUp: Self { Self(rawValue: 76) }
        /// `push_up`
        @_alwaysEmitIntoClient public static var pushUp: Self { Self(rawValue: 77) }
        /// `pilates_pushup`
        @_alwaysEmitIntoClient public static var pilatesPushup: Self { Self(rawValue: 78) }
        /// `dynamic_push_up`
        @_alwaysEmitIntoClient public static var dynamicPushUp: Self { Self(rawValue: 79) }
        /// `kipping_handstand_push_up`
        @_alwaysEmitIntoClient public static var kippingHandstandPushUp: Self { Self(rawValue: 80) }
        /// `shoulder_tapping_push_up`
        @_alwaysEmitIntoClient public static var shoulderTappingPushUp: Self { Self(rawValue: 81) }
        /// `biceps_push_up`
        @_alwaysEmitIntoClient public static var bicepsPushUp: Self { Self(rawValue: 82) }
        /// `hindu_push_up`
        @_alwaysEmitIntoClient public static var hinduPushUp: Self { Self(rawValue: 83) }
        /// `pike_push_up`
        @_alwaysEmitIntoClient public static var pikePushUp: Self { Self(rawValue: 84) }
        /// `wide_grip_push_up`
        @_alwaysEmitIntoClient public static var wideGripPushUp: Self { Self(rawValue: 85) }
        /// `weighted_biceps_push_up`
        @_alwaysEmitIntoClient public static var weightedBicepsPushUp: Self { Self(rawValue: 86) }
        /// `weighted_hindu_push_up`
        @_alwaysEmitIntoClient public static var weightedHinduPushUp: Self { Self(rawValue: 87) }
        /// `weighted_pike_push_up`
        @_alwaysEmitIntoClient public static var weightedPikePushUp: Self { Self(rawValue: 88) }
        /// `kipping_parallette_handstand_push_up`
        @_alwaysEmitIntoClient public static var kippingParalletteHandstandPushUp: Self { Self(rawValue: 89) }
        /// `wall_push_up`
        @_alwaysEmitIntoClient public static var wallPushUp: Self { Self(rawValue: 90) }
    }
}

func makeType139() -> TypeProfile {
    TypeProfile(
        name: "push_up_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
            56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82,
            83, 84, 85, 86, 87, 88, 89, 90
        ],
        names: """
            chest_press_with_band
            alternating_staggered_push_up
            weighted_alternating_staggered_push_up
            alternating_hands_medicine_ball_push_up
            weighted_alternating_hands_medicine_ball_push_up
            bosu_ball_push_up
            weighted_bosu_ball_push_up
            clapping_push_up
            weighted_clapping_push_up
            close_grip_medicine_ball_push_up
            weighted_close_grip_medicine_ball_push_up
            close_hands_push_up
            weighted_close_hands_push_up
            decline_push_up
            weighted_decline_push_up
            diamond_push_up
            weighted_diamond_push_up
            explosive_crossover_push_up
            weighted_explosive_crossover_push_up
            explosive_push_up
            weighted_explosive_push_up
            feet_elevated_side_to_side_push_up
            weighted_feet_elevated_side_to_side_push_up
            hand_release_push_up
            weighted_hand_release_push_up
            handstand_push_up
            weighted_handstand_push_up
            incline_push_up
            weighted_incline_push_up
            isometric_explosive_push_up
            weighted_isometric_explosive_push_up
            judo_push_up
            weighted_judo_push_up
            kneeling_push_up
            weighted_kneeling_push_up
            medicine_ball_chest_pass
            medicine_ball_push_up
            weighted_medicine_ball_push_up
            one_arm_push_up
            weighted_one_arm_push_up
            weighted_push_up
            push_up_and_row
            weighted_push_up_and_row
            push_up_plus
            weighted_push_up_plus
            push_up_with_feet_on_swiss_ball
            weighted_push_up_with_feet_on_swiss_ball
            push_up_with_one_hand_on_medicine_ball
            weighted_push_up_with_one_hand_on_medicine_ball
            shoulder_push_up
            weighted_shoulder_push_up
            single_arm_medicine_ball_push_up
            weighted_single_arm_medicine_ball_push_up
            spiderman_push_up
            weighted_spiderman_push_up
            stacked_feet_push_up
            weighted_stacked_feet_push_up
            staggered_hands_push_up
            weighted_staggered_hands_push_up
            suspended_push_up
            weighted_suspended_push_up
            swiss_ball_push_up
            weighted_swiss_ball_push_up
            swiss_ball_push_up_plus
            weighted_swiss_ball_push_up_plus
            t_push_up
            weighted_t_push_up
            triple_stop_push_up
            weighted_triple_stop_push_up
            wide_hands_push_up
            weighted_wide_hands_push_up
            parallette_handstand_push_up
            weighted_parallette_handstand_push_up
            ring_handstand_push_up
            weighted_ring_handstand_push_up
            ring_push_up
            weighted_ring_push_up
            push_up
            pilates_pushup
            dynamic_push_up
            kipping_handstand_push_up
            shoulder_tapping_push_up
            biceps_push_up
            hindu_push_up
            pike_push_up
            wide_grip_push_up
            weighted_biceps_push_up
            weighted_hindu_push_up
            weighted_pike_push_up
            kipping_parallette_handstand_push_up
            wall_push_up
            """)
}
