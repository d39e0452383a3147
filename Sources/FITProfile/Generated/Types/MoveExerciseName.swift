// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `move_exercise_name`, with a name for each value the profile names.
    public struct MoveExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 128 }

        /// `arch_and_curl`
        @_alwaysEmitIntoClient public static var archAndCurl: Self { Self(rawValue: 0) }
        /// `arm_circles_with_ball_band_and_weight`
        @_alwaysEmitIntoClient public static var armCirclesWithBallBandAndWeight: Self { Self(rawValue: 1) }
        /// `arm_stretch`
        @_alwaysEmitIntoClient public static var armStretch: Self { Self(rawValue: 2) }
        /// `back_massage`
        @_alwaysEmitIntoClient public static var backMassage: Self { Self(rawValue: 3) }
        /// `belly_breathing`
        @_alwaysEmitIntoClient public static var bellyBreathing: Self { Self(rawValue: 4) }
        /// `bridge_with_ball`
        @_alwaysEmitIntoClient public static var bridgeWithBall: Self { Self(rawValue: 5) }
        /// `diamond_leg_crunch`
        @_alwaysEmitIntoClient public static var diamondLegCrunch: Self { Self(rawValue: 6) }
        /// `diamond_leg_lift`
        @_alwaysEmitIntoClient public static var diamondLegLift: Self { Self(rawValue: 7) }
        /// `eight_point_shoulder_opener`
        @_alwaysEmitIntoClient public static var eightPointShoulderOpener: Self { Self(rawValue: 8) }
        /// `foot_rolling`
        @_alwaysEmitIntoClient public static var footRolling: Self { Self(rawValue: 9) }
        @_alwaysEmitIntoClient public static var footwork: Self { Self(rawValue: 10) }
        /// `footwork_on_disc`
        @_alwaysEmitIntoClient public static var footworkOnDisc: Self { Self(rawValue: 11) }
        /// `forward_fold`
        @_alwaysEmitIntoClient public static var forwardFold: Self { Self(rawValue: 12) }
        /// `frog_with_band`
        @_alwaysEmitIntoClient public static var frogWithBand: Self { Self(rawValue: 13) }
        /// `half_roll_up`
        @_alwaysEmitIntoClient public static var halfRollUp: Self { Self(rawValue: 14) }
        /// `hamstring_curl`
        @_alwaysEmitIntoClient public static var hamstringCurl: Self { Self(rawValue: 15) }
        /// `hamstring_stretch`
        @_alwaysEmitIntoClient public static var hamstringStretch: Self { Self(rawValue: 16) }
        /// `hip_stretch`
        @_alwaysEmitIntoClient public static var hipStretch: Self { Self(rawValue: 17) }
        /// `hug_a_tree_with_ball_band_and_weight`
        @_alwaysEmitIntoClient public static var hugATreeWithBallBandAndWeight: Self { Self(rawValue: 18) }
        /// `knee_circles`
        @_alwaysEmitIntoClient public static var kneeCircles: Self { Self(rawValue: 19) }
        /// `knee_folds_on_disc`
        @_alwaysEmitIntoClient public static var kneeFoldsOnDisc: Self { Self(rawValue: 20) }
        /// `lateral_flexion`
        @_alwaysEmitIntoClient public static var lateralFlexion: Self { Self(rawValue: 21) }
        /// `leg_stretch_with_band`
        @_alwaysEmitIntoClient public static var legStretchWithBand: Self { Self(rawValue: 22) }
        /// `leg_stretch_with_leg_circles`
        @_alwaysEmitIntoClient public static var legStretchWithLegCircles: Self { Self(rawValue: 23) }
        /// `lower_lift_on_disc`
        @_alwaysEmitIntoClient public static var lowerLiftOnDisc: Self { Self(rawValue: 24) }
        /// `lunge_squat`
        @_alwaysEmitIntoClient public static var lungeSquat: Self { Self(rawValue: 25) }
        /// `lunges_with_knee_lift`
        @_alwaysEmitIntoClient public static var lungesWithKneeLift: Self { Self(rawValue: 26) }
        /// `mermaid_stretch`
        @_alwaysEmitIntoClient public static var mermaidStretch: Self { Self(rawValue: 27) }
        /// `neutral_pelvic_position`
        @_alwaysEmitIntoClient public static var neutralPelvicPosition: Self { Self(rawValue: 28) }
        /// `pelvic_clocks_on_disc`
        @_alwaysEmitIntoClient public static var pelvicClocksOnDisc: Self { Self(rawValue: 29) }
        /// `pilates_plie_squats_parallel_turned_out_flat_and_heels_with_chair`
        @_alwaysEmitIntoClient public static var pilatesPlieSquatsParallelTurnedOutFlatAndHeelsWithChair: Self {
            Self(rawValue: 30)
        }
        /// `piriformis_stretch`
        @_alwaysEmitIntoClient public static var piriformisStretch: Self { Self(rawValue: 31) }
        /// `plank_knee_crosses`
        @_alwaysEmitIntoClient public static var plankKneeCrosses: Self { Self(rawValue: 32) }
        /// `plank_knee_pulls`
        @_alwaysEmitIntoClient public static var plankKneePulls: Self { Self(rawValue: 33) }
        /// `plank_up_downs`
        @_alwaysEmitIntoClient public static var plankUpDowns: Self { Self(rawValue: 34) }
        /// `prayer_mudra`
        @_alwaysEmitIntoClient public static var prayerMudra: Self { Self(rawValue: 35) }
        /// `psoas_lunge_stretch`
        @_alwaysEmitIntoClient public static var psoasLungeStretch: Self { Self(rawValue: 36) }
        /// `ribcage_breathing`
        @_alwaysEmitIntoClient public static var ribcageBreathing: Self { Self(rawValue: 37) }
        /// `roll_down`
        @_alwaysEmitIntoClient public static var rollDown: Self { Self(rawValue: 38) }
        /// `roll_up_with_weight_and_band`
        @_alwaysEmitIntoClient public static var rollUpWithWeightAndBand: Self { Self(rawValue: 39) }
        @_alwaysEmitIntoClient public static var saw: Self { Self(rawValue: 40) }
        /// `scapular_stabilization`
        @_alwaysEmitIntoClient public static var scapularStabilization: Self { Self(rawValue: 41) }
        /// `scissors_on_disc`
        @_alwaysEmitIntoClient public static var scissorsOnDisc: Self { Self(rawValue: 42) }
        /// `seated_hip_stretchup`
        @_alwaysEmitIntoClient public static var seatedHipStretchup: Self { Self(rawValue: 43) }
        /// `seated_twist`
        @_alwaysEmitIntoClient public static var seatedTwist: Self { Self(rawValue: 44) }
        /// `shaving_the_head_with_ball_band_and_weight`
        @_alwaysEmitIntoClient public static var shavingTheHeadWithBallBandAndWeight: Self { Self(rawValue: 45) }
        /// `spinal_twist`
        @_alwaysEmitIntoClient public static var spinalTwist: Self { Self(rawValue: 46) }
        /// `spinal_twist_stretch`
        @_alwaysEmitIntoClient public static var spinalTwistStretch: Self { Self(rawValue: 47) }
        /// `spine_stretch_forward`
        @_alwaysEmitIntoClient public static var spineStretchForward: Self { Self(rawValue: 48) }
        /// `squat_open_arm_twist_pose`
        @_alwaysEmitIntoClient public static var squatOpenArmTwistPose: Self { Self(rawValue: 49) }
        /// `squats_with_ball`
        @_alwaysEmitIntoClient public static var squatsWithBall: Self { Self(rawValue: 50) }
        /// `stand_and_hang`
        @_alwaysEmitIntoClient public static var standAndHang: Self { Self(rawValue: 51) }
        /// `standing_side_stretch`
        @_alwaysEmitIntoClient public static var standingSideStretch: Self { Self(rawValue: 52) }
        /// `standing_single_leg_forward_bend_with_it_band_opener`
        @_alwaysEmitIntoClient public static var standingSingleLegForwardBendWithItBandOpener: Self {
            Self(rawValue: 53)
        }
        /// `straight_leg_crunch_with_leg_lift`
        @_alwaysEmitIntoClient public static var straightLegCrunchWithLegLift: Self { Self(rawValue: 54) }
        /// `straight_leg_crunch_with_leg_lift_with_ball`
        @_alwaysEmitIntoClient public static var straightLegCrunchWithLegLiftWithBall: Self { Self(rawValue: 55) }
        /// `straight_leg_crunch_with_legs_crossed`
        @_alwaysEmitIntoClient public static var straightLegCrunchWithLegsCrossed: Self { Self(rawValue: 56) }
        /// `straight_leg_crunch_with_legs_crossed_with_ball`
        @_alwaysEmitIntoClient public static var straightLegCrunchWithLegsCrossedWithBall: Self { Self(rawValue: 57) }
        /// `straight_leg_diagonal_crunch`
        @_alwaysEmitIntoClient public static var straightLegDiagonalCrunch: Self { Self(rawValue: 58) }
        /// `straight_leg_diagonal_crunch_with_ball`
        @_alwaysEmitIntoClient public static var straightLegDiagonalCrunchWithBall: Self { Self(rawValue: 59) }
        /// `tailbone_curl`
        @_alwaysEmitIntoClient public static var tailboneCurl: Self { Self(rawValue: 60) }
        /// `throat_lock`
        @_alwaysEmitIntoClient public static var throatLock: Self { Self(rawValue: 61) }
        /// `tick_tock_side_roll`
        @_alwaysEmitIntoClient public static var tickTockSideRoll: Self { Self(rawValue: 62) }
        @_alwaysEmitIntoClient public static var twist: Self { Self(rawValue: 63) }
        /// `v_leg_crunches`
        @_alwaysEmitIntoClient public static var vLegCrunches: Self { Self(rawValue: 64) }
        /// `v_sit`
        @_alwaysEmitIntoClient public static var vSit: Self { Self(rawValue: 65) }
        /// `forward_fold_wheelchair`
        @_alwaysEmitIntoClient public static var forwardFoldWheelchair: Self { Self(rawValue: 66) }
        /// `forward_fold_plus_wheelchair`
        @_alwaysEmitIntoClient public static var forwardFoldPlusWheelchair: Self { Self(rawValue: 67) }
        /// `arm_circles_low_forward_wheelchair`
        @_alwaysEmitIntoClient public static var armCirclesLowForwardWheelchair: Self { Self(rawValue: 68) }
        /// `arm_circles_mid_forward_wheelchair`
        @_alwaysEmitIntoClient public static var armCirclesMidForwardWheelchair: Self { Self(rawValue: 69) }
        /// `arm_circles_high_forward_wheelchair`
        @_alwaysEmitIntoClient public static var armCirclesHighForwardWheelchair: Self { Self(rawValue: 70) }
        /// `arm_circles_low_backward_wheelchair`
        @_alwaysEmitIntoClient public static var armCirclesLowBackwardWheelchair: Self { Self(rawValue: 71) }
        /// `arm_circles_mid_backward_wheelchair`
        @_alwaysEmitIntoClient public static var armCirclesMidBackwardWheelchair: Self { Self(rawValue: 72) }
        /// `arm_circles_high_backward_wheelchair`
        @_alwaysEmitIntoClient public static var armCirclesHighBackwardWheelchair: Self { Self(rawValue: 73) }
        /// `core_twists_wheelchair`
        @_alwaysEmitIntoClient public static var coreTwistsWheelchair: Self { Self(rawValue: 74) }
        /// `arm_raise_wheelchair`
        @_alwaysEmitIntoClient public static var armRaiseWheelchair: Self { Self(rawValue: 75) }
        /// `chest_expand_wheelchair`
        @_alwaysEmitIntoClient public static var chestExpandWheelchair: Self { Self(rawValue: 76) }
        /// `arm_extend_wheelchair`
        @_alwaysEmitIntoClient public static var armExtendWheelchair: Self { Self(rawValue: 77) }
        /// `forward_bend_wheelchair`
        @_alwaysEmitIntoClient public static var forwardBendWheelchair: Self { Self(rawValue: 78) }
        /// `toe_touch_wheelchair`
        @_alwaysEmitIntoClient public static var toeTouchWheelchair: Self { Self(rawValue: 79) }
        /// `extended_toe_touch_wheelchair`
        @_alwaysEmitIntoClient public static var extendedToeTouchWheelchair: Self { Self(rawValue: 80) }
        /// `seated_arm_circles`
        @_alwaysEmitIntoClient public static var seatedArmCircles: Self { Self(rawValue: 81) }
        /// `trunk_rotations`
        @_alwaysEmitIntoClient public static var trunkRotations: Self { Self(rawValue: 82) }
        /// `seated_trunk_rotations`
        @_alwaysEmitIntoClient public static var seatedTrunkRotations: Self { Self(rawValue: 83) }
        /// `toe_touch`
        @_alwaysEmitIntoClient public static var toeTouch: Self { Self(rawValue: 84) }
    }
}

func makeType128() -> TypeProfile {
    TypeProfile(
        name: "move_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
            56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82,
            83, 84
        ],
        names: """
            arch_and_curl
            arm_circles_with_ball_band_and_weight
            arm_stretch
            back_massage
            belly_breathing
            bridge_with_ball
            diamond_leg_crunch
            diamond_leg_lift
            eight_point_shoulder_opener
            foot_rolling
            footwork
            footwork_on_disc
            forward_fold
            frog_with_band
            half_roll_up
            hamstring_curl
            hamstring_stretch
            hip_stretch
            hug_a_tree_with_ball_band_and_weight
            knee_circles
            knee_folds_on_disc
            lateral_flexion
            leg_stretch_with_band
            leg_stretch_with_leg_circles
            lower_lift_on_disc
            lunge_squat
            lunges_with_knee_lift
            mermaid_stretch
            neutral_pelvic_position
            pelvic_clocks_on_disc
            pilates_plie_squats_parallel_turned_out_flat_and_heels_with_chair
            piriformis_stretch
            plank_knee_crosses
            plank_knee_pulls
            plank_up_downs
            prayer_mudra
            psoas_lunge_stretch
            ribcage_breathing
            roll_down
            roll_up_with_weight_and_band
            saw
            scapular_stabilization
            scissors_on_disc
            seated_hip_stretchup
            seated_twist
            shaving_the_head_with_ball_band_and_weight
            spinal_twist
            spinal_twist_stretch
            spine_stretch_forward
            squat_open_arm_twist_pose
            squats_with_ball
            stand_and_hang
            standing_side_stretch
            standing_single_leg_forward_bend_with_it_band_opener
            straight_leg_crunch_with_leg_lift
            straight_leg_crunch_with_leg_lift_with_ball
            straight_leg_crunch_with_legs_crossed
            straight_leg_crunch_with_legs_crossed_with_ball
            straight_leg_diagonal_crunch
            straight_leg_diagonal_crunch_with_ball
            tailbone_curl
            throat_lock
            tick_tock_side_roll
            twist
            v_leg_crunches
            v_sit
            forward_fold_wheelchair
            forward_fold_plus_wheelchair
            arm_circles_low_forward_wheelchair
            arm_circles_mid_forward_wheelchair
            arm_circles_high_forward_wheelchair
            arm_circles_low_backward_wheelchair
            arm_circles_mid_backward_wheelchair
            arm_circles_high_backward_wheelchair
            core_twists_wheelchair
            arm_raise_wheelchair
            chest_expand_wheelchair
            arm_extend_wheelchair
            forward_bend_wheelchair
            toe_touch_wheelchair
            extended_toe_touch_wheelchair
            seated_arm_circles
            trunk_rotations
            seated_trunk_rotations
            toe_touch
            """)
}
