// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `plank_exercise_name`, with a name for each value the profile names.
    public struct PlankExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 133 }

        /// `45_degree_plank`
        @_alwaysEmitIntoClient public static var _45DegreePlank: Self { Self(rawValue: 0) }
        /// `weighted_45_degree_plank`
        @_alwaysEmitIntoClient public static var weighted45DegreePlank: Self { Self(rawValue: 1) }
        /// `90_degree_static_hold`
        @_alwaysEmitIntoClient public static var _90DegreeStaticHold: Self { Self(rawValue: 2) }
        /// `weighted_90_degree_static_hold`
        @_alwaysEmitIntoClient public static var weighted90DegreeStaticHold: Self { Self(rawValue: 3) }
        /// `bear_crawl`
        @_alwaysEmitIntoClient public static var bearCrawl: Self { Self(rawValue: 4) }
        /// `weighted_bear_crawl`
        @_alwaysEmitIntoClient public static var weightedBearCrawl: Self { Self(rawValue: 5) }
        /// `cross_body_mountain_climber`
        @_alwaysEmitIntoClient public static var crossBodyMountainClimber: Self { Self(rawValue: 6) }
        /// `weighted_cross_body_mountain_climber`
        @_alwaysEmitIntoClient public static var weightedCrossBodyMountainClimber: Self { Self(rawValue: 7) }
        /// `elbow_plank_pike_jacks`
        @_alwaysEmitIntoClient public static var elbowPlankPikeJacks: Self { Self(rawValue: 8) }
        /// `weighted_elbow_plank_pike_jacks`
        @_alwaysEmitIntoClient public static var weightedElbowPlankPikeJacks: Self { Self(rawValue: 9) }
        /// `elevated_feet_plank`
        @_alwaysEmitIntoClient public static var elevatedFeetPlank: Self { Self(rawValue: 10) }
        /// `weighted_elevated_feet_plank`
        @_alwaysEmitIntoClient public static var weightedElevatedFeetPlank: Self { Self(rawValue: 11) }
        /// `elevator_abs`
        @_alwaysEmitIntoClient public static var elevatorAbs: Self { Self(rawValue: 12) }
        /// `weighted_elevator_abs`
        @_alwaysEmitIntoClient public static var weightedElevatorAbs: Self { Self(rawValue: 13) }
        /// `extended_plank`
        @_alwaysEmitIntoClient public static var extendedPlank: Self { Self(rawValue: 14) }
        /// `weighted_extended_plank`
        @_alwaysEmitIntoClient public static var weightedExtendedPlank: Self { Self(rawValue: 15) }
        /// `full_plank_passe_twist`
        @_alwaysEmitIntoClient public static var fullPlankPasseTwist: Self { Self(rawValue: 16) }
        /// `weighted_full_plank_passe_twist`
        @_alwaysEmitIntoClient public static var weightedFullPlankPasseTwist: Self { Self(rawValue: 17) }
        /// `inching_elbow_plank`
        @_alwaysEmitIntoClient public static var inchingElbowPlank: Self { Self(rawValue: 18) }
        /// `weighted_inching_elbow_plank`
        @_alwaysEmitIntoClient public static var weightedInchingElbowPlank: Self { Self(rawValue: 19) }
        /// `inchworm_to_side_plank`
        @_alwaysEmitIntoClient public static var inchwormToSidePlank: Self { Self(rawValue: 20) }
        /// `weighted_inchworm_to_side_plank`
        @_alwaysEmitIntoClient public static var weightedInchwormToSidePlank: Self { Self(rawValue: 21) }
        /// `kneeling_plank`
        @_alwaysEmitIntoClient public static var kneelingPlank: Self { Self(rawValue: 22) }
        /// `weighted_kneeling_plank`
        @_alwaysEmitIntoClient public static var weightedKneelingPlank: Self { Self(rawValue: 23) }
        /// `kneeling_side_plank_with_leg_lift`
        @_alwaysEmitIntoClient public static var kneelingSidePlankWithLegLift: Self { Self(rawValue: 24) }
        /// `weighted_kneeling_side_plank_with_leg_lift`
        @_alwaysEmitIntoClient public static var weightedKneelingSidePlankWithLegLift: Self { Self(rawValue: 25) }
        /// `lateral_roll`
        @_alwaysEmitIntoClient public static var lateralRoll: Self { Self(rawValue: 26) }
        /// `weighted_lateral_roll`
        @_alwaysEmitIntoClient public static var weightedLateralRoll: Self { Self(rawValue: 27) }
        /// `lying_reverse_plank`
        @_alwaysEmitIntoClient public static var lyingReversePlank: Self { Self(rawValue: 28) }
        /// `weighted_lying_reverse_plank`
        @_alwaysEmitIntoClient public static var weightedLyingReversePlank: Self { Self(rawValue: 29) }
        /// `medicine_ball_mountain_climber`
        @_alwaysEmitIntoClient public static var medicineBallMountainClimber: Self { Self(rawValue: 30) }
        /// `weighted_medicine_ball_mountain_climber`
        @_alwaysEmitIntoClient public static var weightedMedicineBallMountainClimber: Self { Self(rawValue: 31) }
        /// `modified_mountain_climber_and_extension`
        @_alwaysEmitIntoClient public static var modifiedMountainClimberAndExtension: Self { Self(rawValue: 32) }
        /// `weighted_modified_mountain_climber_and_extension`
        @_alwaysEmitIntoClient public static var weightedModifiedMountainClimberAndExtension: Self {
            Self(rawValue: 33)
        }
        /// `mountain_climber`
        @_alwaysEmitIntoClient public static var mountainClimber: Self { Self(rawValue: 34) }
        /// `weighted_mountain_climber`
        @_alwaysEmitIntoClient public static var weightedMountainClimber: Self { Self(rawValue: 35) }
        /// `mountain_climber_on_sliding_discs`
        @_alwaysEmitIntoClient public static var mountainClimberOnSlidingDiscs: Self { Self(rawValue: 36) }
        /// `weighted_mountain_climber_on_sliding_discs`
        @_alwaysEmitIntoClient public static var weightedMountainClimberOnSlidingDiscs: Self { Self(rawValue: 37) }
        /// `mountain_climber_with_feet_on_bosu_ball`
        @_alwaysEmitIntoClient public static var mountainClimberWithFeetOnBosuBall: Self { Self(rawValue: 38) }
        /// `weighted_mountain_climber_with_feet_on_bosu_ball`
        @_alwaysEmitIntoClient public static var weightedMountainClimberWithFeetOnBosuBall: Self { Self(rawValue: 39) }
        /// `mountain_climber_with_hands_on_bench`
        @_alwaysEmitIntoClient public static var mountainClimberWithHandsOnBench: Self { Self(rawValue: 40) }
        /// `mountain_climber_with_hands_on_swiss_ball`
        @_alwaysEmitIntoClient public static var mountainClimberWithHandsOnSwissBall: Self { Self(rawValue: 41) }
        /// `weighted_mountain_climber_with_hands_on_swiss_ball`
        @_alwaysEmitIntoClient public static var weightedMountainClimberWithHandsOnSwissBall: Self {
            Self(rawValue: 42)
        }
        @_alwaysEmitIntoClient public static var plank: Self { Self(rawValue: 43) }
        /// `plank_jacks_with_feet_on_sliding_discs`
        @_alwaysEmitIntoClient public static var plankJacksWithFeetOnSlidingDiscs: Self { Self(rawValue: 44) }
        /// `weighted_plank_jacks_with_feet_on_sliding_discs`
        @_alwaysEmitIntoClient public static var weightedPlankJacksWithFeetOnSlidingDiscs: Self { Self(rawValue: 45) }
        /// `plank_knee_twist`
        @_alwaysEmitIntoClient public static var plankKneeTwist: Self { Self(rawValue: 46) }
        /// `weighted_plank_knee_twist`
        @_alwaysEmitIntoClient public static var weightedPlankKneeTwist: Self { Self(rawValue: 47) }
        /// `plank_pike_jumps`
        @_alwaysEmitIntoClient public static var plankPikeJumps: Self { Self(rawValue: 48) }
        /// `weighted_plank_pike_jumps`
        @_alwaysEmitIntoClient public static var weightedPlankPikeJumps: Self { Self(rawValue: 49) }
        /// `plank_pikes`
        @_alwaysEmitIntoClient public static var plankPikes: Self { Self(rawValue: 50) }
        /// `weighted_plank_pikes`
        @_alwaysEmitIntoClient public static var weightedPlankPikes: Self { Self(rawValue: 51) }
        /// `plank_to_stand_up`
        @_alwaysEmitIntoClient public static var plankToStandUp: Self { Self(rawValue: 52) }
        /// `weighted_plank_to_stand_up`
        @_alwaysEmitIntoClient public static var weightedPlankToStandUp: Self { Self(rawValue: 53) }
        /// `plank_with_arm_raise`
        @_alwaysEmitIntoClient public static var plankWithArmRaise: Self { Self(rawValue: 54) }
        /// `weighted_plank_with_arm_raise`
        @_alwaysEmitIntoClient public static var weightedPlankWithArmRaise: Self { Self(rawValue: 55) }
        /// `plank_with_knee_to_elbow`
        @_alwaysEmitIntoClient public static var plankWithKneeToElbow: Self { Self(rawValue: 56) }
        /// `weighted_plank_with_knee_to_elbow`
        @_alwaysEmitIntoClient public static var weightedPlankWithKneeToElbow: Self { Self(rawValue: 57) }
        /// `plank_with_oblique_crunch`
        @_alwaysEmitIntoClient public static var plankWithObliqueCrunch: Self { Self(rawValue: 58) }
        /// `weighted_plank_with_oblique_crunch`
        @_alwaysEmitIntoClient public static var weightedPlankWithObliqueCrunch: Self { Self(rawValue: 59) }
        /// `plyometric_side_plank`
        @_alwaysEmitIntoClient public static var plyometricSidePlank: Self { Self(rawValue: 60) }
        /// `weighted_plyometric_side_plank`
        @_alwaysEmitIntoClient public static var weightedPlyometricSidePlank: Self { Self(rawValue: 61) }
        /// `rolling_side_plank`
        @_alwaysEmitIntoClient public static var rollingSidePlank: Self { Self(rawValue: 62) }
        /// `weighted_rolling_side_plank`
        @_alwaysEmitIntoClient public static var weightedRollingSidePlank: Self { Self(rawValue: 63) }
        /// `side_kick_plank`
        @_alwaysEmitIntoClient public static var sideKickPlank: Self { Self(rawValue: 64) }
        /// `weighted_side_kick_plank`
        @_alwaysEmitIntoClient public static var weightedSideKickPlank: Self { Self(rawValue: 65) }
        /// `side_plank`
        @_alwaysEmitIntoClient public static var sidePlank: Self { Self(rawValue: 66) }
        /// `weighted_side_plank`
        @_alwaysEmitIntoClient public static var weightedSidePlank: Self { Self(rawValue: 67) }
        /// `side_plank_and_row`
        @_alwaysEmitIntoClient public static var sidePlankAndRow: Self { Self(rawValue: 68) }
        /// `weighted_side_plank_and_row`
        @_alwaysEmitIntoClient public static var weightedSidePlankAndRow: Self { Self(rawValue: 69) }
        /// `side_plank_lift`
        @_alwaysEmitIntoClient public static var sidePlankLift: Self { Self(rawValue: 70) }
        /// `weighted_side_plank_lift`
        @_alwaysEmitIntoClient public static var weightedSidePlankLift: Self { Self(rawValue: 71) }
        /// `side_plank_with_elbow_on_bosu_ball`
        @_alwaysEmitIntoClient public static var sidePlankWithElbowOnBosuBall: Self { Self(rawValue: 72) }
        /// `weighted_side_plank_with_elbow_on_bosu_ball`
        @_alwaysEmitIntoClient public static var weightedSidePlankWithElbowOnBosuBall: Self { Self(rawValue: 73) }
        /// `side_plank_with_feet_on_bench`
        @_alwaysEmitIntoClient public static var sidePlankWithFeetOnBench: Self { Self(rawValue: 74) }
        /// `weighted_side_plank_with_feet_on_bench`
        @_alwaysEmitIntoClient public static var weightedSidePlankWithFeetOnBench: Self { Self(rawValue: 75) }
        /// `side_plank_with_knee_circle`
        @_alwaysEmitIntoClient public static var sidePlankWithKneeCircle: Self { Self(rawValue: 76) }
        /// `weighted_side_plank_with_knee_circle`
        @_alwaysEmitIntoClient public static var weightedSidePlankWithKneeCircle: Self { Self(rawValue: 77) }
        /// `side_plank_with_knee_tuck`
        @_alwaysEmitIntoClient public static var sidePlankWithKneeTuck: Self { Self(rawValue: 78) }
        /// `weighted_side_plank_with_knee_tuck`
        @_alwaysEmitIntoClient public static var weightedSidePlankWithKneeTuck: Self { Self(rawValue: 79) }
        /// `side_plank_with_leg_lift`
        @_alwaysEmitIntoClient public static var sidePlankWithLegLift: Self { Self(rawValue: 80) }
        /// `weighted_side_plank_with_leg_lift`
        @_alwaysEmitIntoClient public static var weightedSidePlankWithLegLift: Self { Self(rawValue: 81) }
        /// `side_plank_with_reach_under`
        @_alwaysEmitIntoClient public static var sidePlankWithReachUnder: Self { Self(rawValue: 82) }
        /// `weighted_side_plank_with_reach_under`
        @_alwaysEmitIntoClient public static var weightedSidePlankWithReachUnder: Self { Self(rawValue: 83) }
        /// `single_leg_elevated_feet_plank`
        @_alwaysEmitIntoClient public static var singleLegElevatedFeetPlank: Self { Self(rawValue: 84) }
        /// `weighted_single_leg_elevated_feet_plank`
        @_alwaysEmitIntoClient public static var weightedSingleLegElevatedFeetPlank: Self { Self(rawValue: 85) }
        /// `single_leg_flex_and_extend`
        @_alwaysEmitIntoClient public static var singleLegFlexAndExtend: Self { Self(rawValue: 86) }
        /// `weighted_single_leg_flex_and_extend`
        @_alwaysEmitIntoClient public static var weightedSingleLegFlexAndExtend: Self { Self(rawValue: 87) }
        /// `single_leg_side_plank`
        @_alwaysEmitIntoClient public static var singleLegSidePlank: Self { Self(rawValue: 88) }
        /// `weighted_single_leg_side_plank`
        @_alwaysEmitIntoClient public static var weightedSingleLegSidePlank: Self { Self(rawValue: 89) }
        /// `spiderman_plank`
        @_alwaysEmitIntoClient public static var spidermanPlank: Self { Self(rawValue: 90) }
        /// `weighted_spiderman_plank`
        @_alwaysEmitIntoClient public static var weightedSpidermanPlank: Self { Self(rawValue: 91) }
        /// `straight_arm_plank`
        @_alwaysEmitIntoClient public static var straightArmPlank: Self { Self(rawValue: 92) }
        /// `weighted_straight_arm_plank`
        @_alwaysEmitIntoClient public static var weightedStraightArmPlank: Self { Self(rawValue: 93) }
        /// `straight_arm_plank_with_shoulder_touch`
        @_alwaysEmitIntoClient public static var straightArmPlankWithShoulderTouch: Self { Self(rawValue: 94) }
        /// `weighted_straight_arm_plank_with_shoulder_touch`
        @_alwaysEmitIntoClient public static var weightedStraightArmPlankWithShoulderTouch: Self { Self(rawValue: 95) }
        /// `swiss_ball_plank`
        @_alwaysEmitIntoClient public static var swissBallPlank: Self { Self(rawValue: 96) }
        /// `weighted_swiss_ball_plank`
        @_alwaysEmitIntoClient public static var weightedSwissBallPlank: Self { Self(rawValue: 97) }
        /// `swiss_ball_plank_leg_lift`
        @_alwaysEmitIntoClient public static var swissBallPlankLegLift: Self { Self(rawValue: 98) }
        /// `weighted_swiss_ball_plank_leg_lift`
        @_alwaysEmitIntoClient public static var weightedSwissBallPlankLegLift: Self { Self(rawValue: 99) }
        /// `swiss_ball_plank_leg_lift_and_hold`
        @_alwaysEmitIntoClient public static var swissBallPlankLegLiftAndHold: Self { Self(rawValue: 100) }
        /// `swiss_ball_plank_with_feet_on_bench`
        @_alwaysEmitIntoClient public static var swissBallPlankWithFeetOnBench: Self { Self(rawValue: 101) }
        /// `weighted_swiss_ball_plank_with_feet_on_bench`
        @_alwaysEmitIntoClient public static var weightedSwissBallPlankWithFeetOnBench: Self { Self(rawValue: 102) }
        /// `swiss_ball_prone_jackknife`
        @_alwaysEmitIntoClient public static var swissBallProneJackknife: Self { Self(rawValue: 103) }
        /// `weighted_swiss_ball_prone_jackknife`
        @_alwaysEmitIntoClient public static var weightedSwissBallProneJackknife: Self { Self(rawValue: 104) }
        /// `swiss_ball_side_plank`
        @_alwaysEmitIntoClient public static var swissBallSidePlank: Self { Self(rawValue: 105) }
        /// `weighted_swiss_ball_side_plank`
        @_alwaysEmitIntoClient public static var weightedSwissBallSidePlank: Self { Self(rawValue: 106) }
        /// `three_way_plank`
        @_alwaysEmitIntoClient public static var threeWayPlank: Self { Self(rawValue: 107) }
        /// `weighted_three_way_plank`
        @_alwaysEmitIntoClient public static var weightedThreeWayPlank: Self { Self(rawValue: 108) }
        /// `towel_plank_and_knee_in`
        @_alwaysEmitIntoClient public static var towelPlankAndKneeIn: Self { Self(rawValue: 109) }
        /// `weighted_towel_plank_and_knee_in`
        @_alwaysEmitIntoClient public static var weightedTowelPlankAndKneeIn: Self { Self(rawValue: 110) }
        /// `t_stabilization`
        @_alwaysEmitIntoClient public static var tStabilization: Self { Self(rawValue: 111) }
        /// `weighted_t_stabilization`
        @_alwaysEmitIntoClient public static var weightedTStabilization: Self { Self(rawValue: 112) }
        /// `turkish_get_up_to_side_plank`
        @_alwaysEmitIntoClient public static var turkishGetUpToSidePlank: Self { Self(rawValue: 113) }
        /// `weighted_turkish_get_up_to_side_plank`
        @_alwaysEmitIntoClient public static var weightedTurkishGetUpToSidePlank: Self { Self(rawValue: 114) }
        /// `two_point_plank`
        @_alwaysEmitIntoClient public static var twoPointPlank: Self { Self(rawValue: 115) }
        /// `weighted_two_point_plank`
        @_alwaysEmitIntoClient public static var weightedTwoPointPlank: Self { Self(rawValue: 116) }
        /// `weighted_plank`
        @_alwaysEmitIntoClient public static var weightedPlank: Self { Self(rawValue: 117) }
        /// `wide_stance_plank_with_diagonal_arm_lift`
        @_alwaysEmitIntoClient public static var wideStancePlankWithDiagonalArmLift: Self { Self(rawValue: 118) }
        /// `weighted_wide_stance_plank_with_diagonal_arm_lift`
        @_alwaysEmitIntoClient public static var weightedWideStancePlankWithDiagonalArmLift: Self {
            Self(rawValue: 119)
        }
        /// `wide_stance_plank_with_diagonal_leg_lift`
        @_alwaysEmitIntoClient public static var wideStancePlankWithDiagonalLegLift: Self { Self(rawValue: 120) }
        /// `weighted_wide_stance_plank_with_diagonal_leg_lift`
        @_alwaysEmitIntoClient public static var weightedWideStancePlankWithDiagonalLegLift: Self {
            Self(rawValue: 121)
        }
        /// `wide_stance_plank_with_leg_lift`
        @_alwaysEmitIntoClient public static var wideStancePlankWithLegLift: Self { Self(rawValue: 122) }
        /// `weighted_wide_stance_plank_with_leg_lift`
        @_alwaysEmitIntoClient public static var weightedWideStancePlankWithLegLift: Self { Self(rawValue: 123) }
        /// `wide_stance_plank_with_opposite_arm_and_leg_lift`
        @_alwaysEmitIntoClient public static var wideStancePlankWithOppositeArmAndLegLift: Self { Self(rawValue: 124) }
        /// `weighted_mountain_climber_with_hands_on_bench`
        @_alwaysEmitIntoClient public static var weightedMountainClimberWithHandsOnBench: Self { Self(rawValue: 125) }
        /// `weighted_swiss_ball_plank_leg_lift_and_hold`
        @_alwaysEmitIntoClient public static var weightedSwissBallPlankLegLiftAndHold: Self { Self(rawValue: 126) }
        /// `weighted_wide_stance_plank_with_opposite_arm_and_leg_lift`
        @_alwaysEmitIntoClient public static var weightedWideStancePlankWithOppositeArmAndLegLift: Self {
            Self(rawValue: 127)
        }
        /// `plank_with_feet_on_swiss_ball`
        @_alwaysEmitIntoClient public static var plankWithFeetOnSwissBall: Self { Self(rawValue: 128) }
        /// `side_plank_to_plank_with_reach_under`
        @_alwaysEmitIntoClient public static var sidePlankToPlankWithReachUnder: Self { Self(rawValue: 129) }
        /// `bridge_with_glute_lower_lift`
        @_alwaysEmitIntoClient public static var bridgeWithGluteLowerLift: Self { Self(rawValue: 130) }
        /// `bridge_one_leg_bridge`
        @_alwaysEmitIntoClient public static var bridgeOneLegBridge: Self { Self(rawValue: 131) }
        /// `plank_with_arm_variations`
        @_alwaysEmitIntoClient public static var plankWithArmVariations: Self { Self(rawValue: 132) }
        /// `plank_with_leg_lift`
        @_alwaysEmitIntoClient public static var plankWithLegLift: Self { Self(rawValue: 133) }
        /// `reverse_plank_with_leg_pull`
        @_alwaysEmitIntoClient public static var reversePlankWithLegPull: Self { Self(rawValue: 134) }
        /// `ring_plank_sprawls`
        @_alwaysEmitIntoClient public static var ringPlankSprawls: Self { Self(rawValue: 135) }
    }
}

func makeType133() -> TypeProfile {
    TypeProfile(
        name: "plank_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
            56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82,
            83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107,
            108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128,
            129, 130, 131, 132, 133, 134, 135
        ],
        names: """
            45_degree_plank
            weighted_45_degree_plank
            90_degree_static_hold
            weighted_90_degree_static_hold
            bear_crawl
            weighted_bear_crawl
            cross_body_mountain_climber
            weighted_cross_body_mountain_climber
            elbow_plank_pike_jacks
            weighted_elbow_plank_pike_jacks
            elevated_feet_plank
            weighted_elevated_feet_plank
            elevator_abs
            weighted_elevator_abs
            extended_plank
            weighted_extended_plank
            full_plank_passe_twist
            weighted_full_plank_passe_twist
            inching_elbow_plank
            weighted_inching_elbow_plank
            inchworm_to_side_plank
            weighted_inchworm_to_side_plank
            kneeling_plank
            weighted_kneeling_plank
            kneeling_side_plank_with_leg_lift
            weighted_kneeling_side_plank_with_leg_lift
            lateral_roll
            weighted_lateral_roll
            lying_reverse_plank
            weighted_lying_reverse_plank
            medicine_ball_mountain_climber
            weighted_medicine_ball_mountain_climber
            modified_mountain_climber_and_extension
            weighted_modified_mountain_climber_and_extension
            mountain_climber
            weighted_mountain_climber
            mountain_climber_on_sliding_discs
            weighted_mountain_climber_on_sliding_discs
            mountain_climber_with_feet_on_bosu_ball
            weighted_mountain_climber_with_feet_on_bosu_ball
            mountain_climber_with_hands_on_bench
            mountain_climber_with_hands_on_swiss_ball
            weighted_mountain_climber_with_hands_on_swiss_ball
            plank
            plank_jacks_with_feet_on_sliding_discs
            weighted_plank_jacks_with_feet_on_sliding_discs
            plank_knee_twist
            weighted_plank_knee_twist
            plank_pike_jumps
            weighted_plank_pike_jumps
            plank_pikes
            weighted_plank_pikes
            plank_to_stand_up
            weighted_plank_to_stand_up
            plank_with_arm_raise
            weighted_plank_with_arm_raise
            plank_with_knee_to_elbow
            weighted_plank_with_knee_to_elbow
            plank_with_oblique_crunch
            weighted_plank_with_oblique_crunch
            plyometric_side_plank
            weighted_plyometric_side_plank
            rolling_side_plank
            weighted_rolling_side_plank
            side_kick_plank
            weighted_side_kick_plank
            side_plank
            weighted_side_plank
            side_plank_and_row
            weighted_side_plank_and_row
            side_plank_lift
            weighted_side_plank_lift
            side_plank_with_elbow_on_bosu_ball
            weighted_side_plank_with_elbow_on_bosu_ball
            side_plank_with_feet_on_bench
            weighted_side_plank_with_feet_on_bench
            side_plank_with_knee_circle
            weighted_side_plank_with_knee_circle
            side_plank_with_knee_tuck
            weighted_side_plank_with_knee_tuck
            side_plank_with_leg_lift
            weighted_side_plank_with_leg_lift
            side_plank_with_reach_under
            weighted_side_plank_with_reach_under
            single_leg_elevated_feet_plank
            weighted_single_leg_elevated_feet_plank
            single_leg_flex_and_extend
            weighted_single_leg_flex_and_extend
            single_leg_side_plank
            weighted_single_leg_side_plank
            spiderman_plank
            weighted_spiderman_plank
            straight_arm_plank
            weighted_straight_arm_plank
            straight_arm_plank_with_shoulder_touch
            weighted_straight_arm_plank_with_shoulder_touch
            swiss_ball_plank
            weighted_swiss_ball_plank
            swiss_ball_plank_leg_lift
            weighted_swiss_ball_plank_leg_lift
            swiss_ball_plank_leg_lift_and_hold
            swiss_ball_plank_with_feet_on_bench
            weighted_swiss_ball_plank_with_feet_on_bench
            swiss_ball_prone_jackknife
            weighted_swiss_ball_prone_jackknife
            swiss_ball_side_plank
            weighted_swiss_ball_side_plank
            three_way_plank
            weighted_three_way_plank
            towel_plank_and_knee_in
            weighted_towel_plank_and_knee_in
            t_stabilization
            weighted_t_stabilization
            turkish_get_up_to_side_plank
            weighted_turkish_get_up_to_side_plank
            two_point_plank
            weighted_two_point_plank
            weighted_plank
            wide_stance_plank_with_diagonal_arm_lift
            weighted_wide_stance_plank_with_diagonal_arm_lift
            wide_stance_plank_with_diagonal_leg_lift
            weighted_wide_stance_plank_with_diagonal_leg_lift
            wide_stance_plank_with_leg_lift
            weighted_wide_stance_plank_with_leg_lift
            wide_stance_plank_with_opposite_arm_and_leg_lift
            weighted_mountain_climber_with_hands_on_bench
            weighted_swiss_ball_plank_leg_lift_and_hold
            weighted_wide_stance_plank_with_opposite_arm_and_leg_lift
            plank_with_feet_on_swiss_ball
            side_plank_to_plank_with_reach_under
            bridge_with_glute_lower_lift
            bridge_one_leg_bridge
            plank_with_arm_variations
            plank_with_leg_lift
            reverse_plank_with_leg_pull
            ring_plank_sprawls
            """)
}
