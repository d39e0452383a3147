// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `crunch_exercise_name`, with a name for each value the profile names.
    public struct CrunchExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 47 }

        /// `bicycle_crunch`
        @_alwaysEmitIntoClient public static var bicycleCrunch: Self { Self(rawValue: 0) }
        /// `cable_crunch`
        @_alwaysEmitIntoClient public static var cableCrunch: Self { Self(rawValue: 1) }
        /// `circular_arm_crunch`
        @_alwaysEmitIntoClient public static var circularArmCrunch: Self { Self(rawValue: 2) }
        /// `crossed_arms_crunch`
        @_alwaysEmitIntoClient public static var crossedArmsCrunch: Self { Self(rawValue: 3) }
        /// `weighted_crossed_arms_crunch`
        @_alwaysEmitIntoClient public static var weightedCrossedArmsCrunch: Self { Self(rawValue: 4) }
        /// `cross_leg_reverse_crunch`
        @_alwaysEmitIntoClient public static var crossLegReverseCrunch: Self { Self(rawValue: 5) }
        /// `weighted_cross_leg_reverse_crunch`
        @_alwaysEmitIntoClient public static var weightedCrossLegReverseCrunch: Self { Self(rawValue: 6) }
        /// `crunch_chop`
        @_alwaysEmitIntoClient public static var crunchChop: Self { Self(rawValue: 7) }
        /// `weighted_crunch_chop`
        @_alwaysEmitIntoClient public static var weightedCrunchChop: Self { Self(rawValue: 8) }
        /// `double_crunch`
        @_alwaysEmitIntoClient public static var doubleCrunch: Self { Self(rawValue: 9) }
        /// `weighted_double_crunch`
        @_alwaysEmitIntoClient public static var weightedDoubleCrunch: Self { Self(rawValue: 10) }
        /// `elbow_to_knee_crunch`
        @_alwaysEmitIntoClient public static var elbowToKneeCrunch: Self { Self(rawValue: 11) }
        /// `weighted_elbow_to_knee_crunch`
        @_alwaysEmitIntoClient public static var weightedElbowToKneeCrunch: Self { Self(rawValue: 12) }
        /// `flutter_kicks`
        @_alwaysEmitIntoClient public static var flutterKicks: Self { Self(rawValue: 13) }
        /// `weighted_flutter_kicks`
        @_alwaysEmitIntoClient public static var weightedFlutterKicks: Self { Self(rawValue: 14) }
        /// `foam_roller_reverse_crunch_on_bench`
        @_alwaysEmitIntoClient public static var foamRollerReverseCrunchOnBench: Self { Self(rawValue: 15) }
        /// `weighted_foam_roller_reverse_crunch_on_bench`
        @_alwaysEmitIntoClient public static var weightedFoamRollerReverseCrunchOnBench: Self { Self(rawValue: 16) }
        /// `foam_roller_reverse_crunch_with_dumbbell`
        @_alwaysEmitIntoClient public static var foamRollerReverseCrunchWithDumbbell: Self { Self(rawValue: 17) }
        /// `foam_roller_reverse_crunch_with_medicine_ball`
        @_alwaysEmitIntoClient public static var foamRollerReverseCrunchWithMedicineBall: Self { Self(rawValue: 18) }
        /// `frog_press`
        @_alwaysEmitIntoClient public static var frogPress: Self { Self(rawValue: 19) }
        /// `hanging_knee_raise_oblique_crunch`
        @_alwaysEmitIntoClient public static var hangingKneeRaiseObliqueCrunch: Self { Self(rawValue: 20) }
        /// `weighted_hanging_knee_raise_oblique_crunch`
        @_alwaysEmitIntoClient public static var weightedHangingKneeRaiseObliqueCrunch: Self { Self(rawValue: 21) }
        /// `hip_crossover`
        @_alwaysEmitIntoClient public static var hipCrossover: Self { Self(rawValue: 22) }
        /// `weighted_hip_crossover`
        @_alwaysEmitIntoClient public static var weightedHipCrossover: Self { Self(rawValue: 23) }
        /// `hollow_rock`
        @_alwaysEmitIntoClient public static var hollowRock: Self { Self(rawValue: 24) }
        /// `weighted_hollow_rock`
        @_alwaysEmitIntoClient public static var weightedHollowRock: Self { Self(rawValue: 25) }
        /// `incline_reverse_crunch`
        @_alwaysEmitIntoClient public static var inclineReverseCrunch: Self { Self(rawValue: 26) }
        /// `weighted_incline_reverse_crunch`
        @_alwaysEmitIntoClient public static var weightedInclineReverseCrunch: Self { Self(rawValue: 27) }
        /// `kneeling_cable_crunch`
        @_alwaysEmitIntoClient public static var kneelingCableCrunch: Self { Self(rawValue: 28) }
        /// `kneeling_cross_crunch`
        @_alwaysEmitIntoClient public static var kneelingCrossCrunch: Self { Self(rawValue: 29) }
        /// `weighted_kneeling_cross_crunch`
        @_alwaysEmitIntoClient public static var weightedKneelingCrossCrunch: Self { Self(rawValue: 30) }
        /// `kneeling_oblique_cable_crunch`
        @_alwaysEmitIntoClient public static var kneelingObliqueCableCrunch: Self { Self(rawValue: 31) }
        /// `knees_to_elbow`
        @_alwaysEmitIntoClient public static var kneesToElbow: Self { Self(rawValue: 32) }
        /// `leg_extensions`
        @_alwaysEmitIntoClient public static var legExtensions: Self { Self(rawValue: 33) }
        /// `weighted_leg_extensions`
        @_alwaysEmitIntoClient public static var weightedLegExtensions: Self { Self(rawValue: 34) }
        /// `leg_levers`
        @_alwaysEmitIntoClient public static var legLevers: Self { Self(rawValue: 35) }
        /// `mcgill_curl_up`
        @_alwaysEmitIntoClient public static var mcgillCurlUp: Self { Self(rawValue: 36) }
        /// `weighted_mcgill_curl_up`
        @_alwaysEmitIntoClient public static var weightedMcgillCurlUp: Self { Self(rawValue: 37) }
        /// `modified_pilates_roll_up_with_ball`
        @_alwaysEmitIntoClient public static var modifiedPilatesRollUpWithBall: Self { Self(rawValue: 38) }
        /// `weighted_modified_pilates_roll_up_with_ball`
        @_alwaysEmitIntoClient public static var weightedModifiedPilatesRollUpWithBall: Self { Self(rawValue: 39) }
        /// `pilates_crunch`
        @_alwaysEmitIntoClient public static var pilatesCrunch: Self { Self(rawValue: 40) }
        /// `weighted_pilates_crunch`
        @_alwaysEmitIntoClient public static var weightedPilatesCrunch: Self { Self(rawValue: 41) }
        /// `pilates_roll_up_with_ball`
        @_alwaysEmitIntoClient public static var pilatesRollUpWithBall: Self { Self(rawValue: 42) }
        /// `weighted_pilates_roll_up_with_ball`
        @_alwaysEmitIntoClient public static var weightedPilatesRollUpWithBall: Self { Self(rawValue: 43) }
        /// `raised_legs_crunch`
        @_alwaysEmitIntoClient public static var raisedLegsCrunch: Self { Self(rawValue: 44) }
        /// `weighted_raised_legs_crunch`
        @_alwaysEmitIntoClient public static var weightedRaisedLegsCrunch: Self { Self(rawValue: 45) }
        /// `reverse_crunch`
        @_alwaysEmitIntoClient public static var reverseCrunch: Self { Self(rawValue: 46) }
        /// `weighted_reverse_crunch`
        @_alwaysEmitIntoClient public static var weightedReverseCrunch: Self { Self(rawValue: 47) }
        /// `reverse_crunch_on_a_bench`
        @_alwaysEmitIntoClient public static var reverseCrunchOnABench: Self { Self(rawValue: 48) }
        /// `weighted_reverse_crunch_on_a_bench`
        @_alwaysEmitIntoClient public static var weightedReverseCrunchOnABench: Self { Self(rawValue: 49) }
        /// `reverse_curl_and_lift`
        @_alwaysEmitIntoClient public static var reverseCurlAndLift: Self { Self(rawValue: 50) }
        /// `weighted_reverse_curl_and_lift`
        @_alwaysEmitIntoClient public static var weightedReverseCurlAndLift: Self { Self(rawValue: 51) }
        /// `rotational_lift`
        @_alwaysEmitIntoClient public static var rotationalLift: Self { Self(rawValue: 52) }
        /// `weighted_rotational_lift`
        @_alwaysEmitIntoClient public static var weightedRotationalLift: Self { Self(rawValue: 53) }
        /// `seated_alternating_reverse_crunch`
        @_alwaysEmitIntoClient public static var seatedAlternatingReverseCrunch: Self { Self(rawValue: 54) }
        /// `weighted_seated_alternating_reverse_crunch`
        @_alwaysEmitIntoClient public static var weightedSeatedAlternatingReverseCrunch: Self { Self(rawValue: 55) }
        /// `seated_leg_u`
        @_alwaysEmitIntoClient public static var seatedLegU: Self { Self(rawValue: 56) }
        /// `weighted_seated_leg_u`
        @_alwaysEmitIntoClient public static var weightedSeatedLegU: Self { Self(rawValue: 57) }
        /// `side_to_side_crunch_and_weave`
        @_alwaysEmitIntoClient public static var sideToSideCrunchAndWeave: Self { Self(rawValue: 58) }
        /// `weighted_side_to_side_crunch_and_weave`
        @_alwaysEmitIntoClient public static var weightedSideToSideCrunchAndWeave: Self { Self(rawValue: 59) }
        /// `single_leg_reverse_crunch`
        @_alwaysEmitIntoClient public static var singleLegReverseCrunch: Self { Self(rawValue: 60) }
        /// `weighted_single_leg_reverse_crunch`
        @_alwaysEmitIntoClient public static var weightedSingleLegReverseCrunch: Self { Self(rawValue: 61) }
        /// `skater_crunch_cross`
        @_alwaysEmitIntoClient public static var skaterCrunchCross: Self { Self(rawValue: 62) }
        /// `weighted_skater_crunch_cross`
        @_alwaysEmitIntoClient public static var weightedSkaterCrunchCross: Self { Self(rawValue: 63) }
        /// `standing_cable_crunch`
        @_alwaysEmitIntoClient public static var standingCableCrunch: Self { Self(rawValue: 64) }
        /// `standing_side_crunch`
        @_alwaysEmitIntoClient public static var standingSideCrunch: Self { Self(rawValue: 65) }
        /// `step_climb`
        @_alwaysEmitIntoClient public static var stepClimb: Self { Self(rawValue: 66) }
        /// `weighted_step_climb`
        @_alwaysEmitIntoClient public static var weightedStepClimb: Self { Self(rawValue: 67) }
        /// `swiss_ball_crunch`
        @_alwaysEmitIntoClient public static var swissBallCrunch: Self { Self(rawValue: 68) }
        /// `swiss_ball_reverse_crunch`
        @_alwaysEmitIntoClient public static var swissBallReverseCrunch: Self { Self(rawValue: 69) }
        /// `weighted_swiss_ball_reverse_crunch`
        @_alwaysEmitIntoClient public static var weightedSwissBallReverseCrunch: Self { Self(rawValue: 70) }
        /// `swiss_ball_russian_twist`
        @_alwaysEmitIntoClient public static var swissBallRussianTwist: Self { Self(rawValue: 71) }
        /// `weighted_swiss_ball_russian_twist`
        @_alwaysEmitIntoClient public static var weightedSwissBallRussianTwist: Self { Self(rawValue: 72) }
        /// `swiss_ball_side_crunch`
        @_alwaysEmitIntoClient public static var swissBallSideCrunch: Self { Self(rawValue: 73) }
        /// `weighted_swiss_ball_side_crunch`
        @_alwaysEmitIntoClient public static var weightedSwissBallSideCrunch: Self { Self(rawValue: 74) }
        /// `thoracic_crunches_on_foam_roller`
        @_alwaysEmitIntoClient public static var thoracicCrunchesOnFoamRoller: Self { Self(rawValue: 75) }
        /// `weighted_thoracic_crunches_on_foam_roller`
        @_alwaysEmitIntoClient public static var weightedThoracicCrunchesOnFoamRoller: Self { Self(rawValue: 76) }
        /// `triceps_crunch`
        @_alwaysEmitIntoClient public static var tricepsCrunch: Self { Self(rawValue: 77) }
        /// `weighted_bicycle_crunch`
        @_alwaysEmitIntoClient public static var weightedBicycleCrunch: Self { Self(rawValue: 78) }
        /// `weighted_crunch`
        @_alwaysEmitIntoClient public static var weightedCrunch: Self { Self(rawValue: 79) }
        /// `weighted_swiss_ball_crunch`
        @_alwaysEmitIntoClient public static var weightedSwissBallCrunch: Self { Self(rawValue: 80) }
        /// `toes_to_bar`
        @_alwaysEmitIntoClient public static var toesToBar: Self { Self(rawValue: 81) }
        /// `weighted_toes_to_bar`
        @_alwaysEmitIntoClient public static var weightedToesToBar: Self { Self(rawValue: 82) }
        @_alwaysEmitIntoClient public static var crunch: Self { Self(rawValue: 83) }
        /// `straight_leg_crunch_with_ball`
        @_alwaysEmitIntoClient public static var straightLegCrunchWithBall: Self { Self(rawValue: 84) }
        /// `leg_climb_crunch`
        @_alwaysEmitIntoClient public static var legClimbCrunch: Self { Self(rawValue: 86) }
    }
}

func makeType47() -> TypeProfile {
    TypeProfile(
        name: "crunch_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
            56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82,
            83, 84, 86
        ],
        names: """
            bicycle_crunch
            cable_crunch
            circular_arm_crunch
            crossed_arms_crunch
            weighted_crossed_arms_crunch
            cross_leg_reverse_crunch
            weighted_cross_leg_reverse_crunch
            crunch_chop
            weighted_crunch_chop
            double_crunch
            weighted_double_crunch
            elbow_to_knee_crunch
            weighted_elbow_to_knee_crunch
            flutter_kicks
            weighted_flutter_kicks
            foam_roller_reverse_crunch_on_bench
            weighted_foam_roller_reverse_crunch_on_bench
            foam_roller_reverse_crunch_with_dumbbell
            foam_roller_reverse_crunch_with_medicine_ball
            frog_press
            hanging_knee_raise_oblique_crunch
            weighted_hanging_knee_raise_oblique_crunch
            hip_crossover
            weighted_hip_crossover
            hollow_rock
            weighted_hollow_rock
            incline_reverse_crunch
            weighted_incline_reverse_crunch
            kneeling_cable_crunch
            kneeling_cross_crunch
            weighted_kneeling_cross_crunch
            kneeling_oblique_cable_crunch
            knees_to_elbow
            leg_extensions
            weighted_leg_extensions
            leg_levers
            mcgill_curl_up
            weighted_mcgill_curl_up
            modified_pilates_roll_up_with_ball
            weighted_modified_pilates_roll_up_with_ball
            pilates_crunch
            weighted_pilates_crunch
            pilates_roll_up_with_ball
            weighted_pilates_roll_up_with_ball
            raised_legs_crunch
            weighted_raised_legs_crunch
            reverse_crunch
            weighted_reverse_crunch
            reverse_crunch_on_a_bench
            weighted_reverse_crunch_on_a_bench
            reverse_curl_and_lift
            weighted_reverse_curl_and_lift
            rotational_lift
            weighted_rotational_lift
            seated_alternating_reverse_crunch
            weighted_seated_alternating_reverse_crunch
            seated_leg_u
            weighted_seated_leg_u
            side_to_side_crunch_and_weave
            weighted_side_to_side_crunch_and_weave
            single_leg_reverse_crunch
            weighted_single_leg_reverse_crunch
            skater_crunch_cross
            weighted_skater_crunch_cross
            standing_cable_crunch
            standing_side_crunch
            step_climb
            weighted_step_climb
            swiss_ball_crunch
            swiss_ball_reverse_crunch
            weighted_swiss_ball_reverse_crunch
            swiss_ball_russian_twist
            weighted_swiss_ball_russian_twist
            swiss_ball_side_crunch
            weighted_swiss_ball_side_crunch
            thoracic_crunches_on_foam_roller
            weighted_thoracic_crunches_on_foam_roller
            triceps_crunch
            weighted_bicycle_crunch
            weighted_crunch
            weighted_swiss_ball_crunch
            toes_to_bar
            weighted_toes_to_bar
            crunch
            straight_leg_crunch_with_ball
            leg_climb_crunch
            """)
}
