// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `squat_exercise_name`, with a name for each value the profile names.
    public struct SquatExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 178 }

        /// `leg_press`
        @_alwaysEmitIntoClient public static var legPress: Self { Self(rawValue: 0) }
        /// `back_squat_with_body_bar`
        @_alwaysEmitIntoClient public static var backSquatWithBodyBar: Self { Self(rawValue: 1) }
        /// `back_squats`
        @_alwaysEmitIntoClient public static var backSquats: Self { Self(rawValue: 2) }
        /// `weighted_back_squats`
        @_alwaysEmitIntoClient public static var weightedBackSquats: Self { Self(rawValue: 3) }
        /// `balancing_squat`
        @_alwaysEmitIntoClient public static var balancingSquat: Self { Self(rawValue: 4) }
        /// `weighted_balancing_squat`
        @_alwaysEmitIntoClient public static var weightedBalancingSquat: Self { Self(rawValue: 5) }
        /// `barbell_back_squat`
        @_alwaysEmitIntoClient public static var barbellBackSquat: Self { Self(rawValue: 6) }
        /// `barbell_box_squat`
        @_alwaysEmitIntoClient public static var barbellBoxSquat: Self { Self(rawValue: 7) }
        /// `barbell_front_squat`
        @_alwaysEmitIntoClient public static var barbellFrontSquat: Self { Self(rawValue: 8) }
        /// `barbell_hack_squat`
        @_alwaysEmitIntoClient public static var barbellHackSquat: Self { Self(rawValue: 9) }
        /// `barbell_hang_squat_snatch`
        @_alwaysEmitIntoClient public static var barbellHangSquatSnatch: Self { Self(rawValue: 10) }
        /// `barbell_lateral_step_up`
        @_alwaysEmitIntoClient public static var barbellLateralStepUp: Self { Self(rawValue: 11) }
        /// `barbell_quarter_squat`
        @_alwaysEmitIntoClient public static var barbellQuarterSquat: Self { Self(rawValue: 12) }
        /// `barbell_siff_squat`
        @_alwaysEmitIntoClient public static var barbellSiffSquat: Self { Self(rawValue: 13) }
        /// `barbell_squat_snatch`
        @_alwaysEmitIntoClient public static var barbellSquatSnatch: Self { Self(rawValue: 14) }
        /// `barbell_squat_with_heels_raised`
        @_alwaysEmitIntoClient public static var barbellSquatWithHeelsRaised: Self { Self(rawValue: 15) }
        /// `barbell_stepover`
        @_alwaysEmitIntoClient public static var barbellStepover: Self { Self(rawValue: 16) }
        /// `barbell_step_up`
        @_alwaysEmitIntoClient public static var barbellStepUp: Self { Self(rawValue: 17) }
        /// `bench_squat_with_rotational_chop`
        @_alwaysEmitIntoClient public static var benchSquatWithRotationalChop: Self { Self(rawValue: 18) }
        /// `weighted_bench_squat_with_rotational_chop`
        @_alwaysEmitIntoClient public static var weightedBenchSquatWithRotationalChop: Self { Self(rawValue: 19) }
        /// `body_weight_wall_squat`
        @_alwaysEmitIntoClient public static var bodyWeightWallSquat: Self { Self(rawValue: 20) }
        /// `weighted_wall_squat`
        @_alwaysEmitIntoClient public static var weightedWallSquat: Self { Self(rawValue: 21) }
        /// `box_step_squat`
        @_alwaysEmitIntoClient public static var boxStepSquat: Self { Self(rawValue: 22) }
        /// `weighted_box_step_squat`
        @_alwaysEmitIntoClient public static var weightedBoxStepSquat: Self { Self(rawValue: 23) }
        /// `braced_squat`
        @_alwaysEmitIntoClient public static var bracedSquat: Self { Self(rawValue: 24) }
        /// `crossed_arm_barbell_front_squat`
        @_alwaysEmitIntoClient public static var crossedArmBarbellFrontSquat: Self { Self(rawValue: 25) }
        /// `crossover_dumbbell_step_up`
        @_alwaysEmitIntoClient public static var crossoverDumbbellStepUp: Self { Self(rawValue: 26) }
        /// `dumbbell_front_squat`
        @_alwaysEmitIntoClient public static var dumbbellFrontSquat: Self { Self(rawValue: 27) }
        /// `dumbbell_split_squat`
        @_alwaysEmitIntoClient public static var dumbbellSplitSquat: Self { Self(rawValue: 28) }
        /// `dumbbell_squat`
        @_alwaysEmitIntoClient public static var dumbbellSquat: Self { Self(rawValue: 29) }
        /// `dumbbell_squat_clean`
        @_alwaysEmitIntoClient public static var dumbbellSquatClean: Self { Self(rawValue: 30) }
        /// `dumbbell_stepover`
        @_alwaysEmitIntoClient public static var dumbbellStepover: Self { Self(rawValue: 31) }
        /// `dumbbell_step_up`
        @_alwaysEmitIntoClient public static var dumbbellStepUp: Self { Self(rawValue: 32) }
        /// `elevated_single_leg_squat`
        @_alwaysEmitIntoClient public static var elevatedSingleLegSquat: Self { Self(rawValue: 33) }
        /// `weighted_elevated_single_leg_squat`
        @_alwaysEmitIntoClient public static var weightedElevatedSingleLegSquat: Self { Self(rawValue: 34) }
        /// `figure_four_squats`
        @_alwaysEmitIntoClient public static var figureFourSquats: Self { Self(rawValue: 35) }
        /// `weighted_figure_four_squats`
        @_alwaysEmitIntoClient public static var weightedFigureFourSquats: Self { Self(rawValue: 36) }
        /// `goblet_squat`
        @_alwaysEmitIntoClient public static var gobletSquat: Self { Self(rawValue: 37) }
        /// `kettlebell_squat`
        @_alwaysEmitIntoClient public static var kettlebellSquat: Self { Self(rawValue: 38) }
        /// `kettlebell_swing_overhead`
        @_alwaysEmitIntoClient public static var kettlebellSwingOverhead: Self { Self(rawValue: 39) }
        /// `kettlebell_swing_with_flip_to_squat`
        @_alwaysEmitIntoClient public static var kettlebellSwingWithFlipToSquat: Self { Self(rawValue: 40) }
        /// `lateral_dumbbell_step_up`
        @_alwaysEmitIntoClient public static var lateralDumbbellStepUp: Self { Self(rawValue: 41) }
        /// `one_legged_squat`
        @_alwaysEmitIntoClient public static var oneLeggedSquat: Self { Self(rawValue: 42) }
        /// `overhead_dumbbell_squat`
        @_alwaysEmitIntoClient public static var overheadDumbbellSquat: Self { Self(rawValue: 43) }
        /// `overhead_squat`
        @_alwaysEmitIntoClient public static var overheadSquat: Self { Self(rawValue: 44) }
        /// `partial_single_leg_squat`
        @_alwaysEmitIntoClient public static var partialSingleLegSquat: Self { Self(rawValue: 45) }
        /// `weighted_partial_single_leg_squat`
        @_alwaysEmitIntoClient public static var weightedPartialSingleLegSquat: Self { Self(rawValue: 46) }
        /// `pistol_squat`
        @_alwaysEmitIntoClient public static var pistolSquat: Self { Self(rawValue: 47) }
        /// `weighted_pistol_squat`
        @_alwaysEmitIntoClient public static var weightedPistolSquat: Self { Self(rawValue: 48) }
        /// `plie_slides`
        @_alwaysEmitIntoClient public static var plieSlides: Self { Self(rawValue: 49) }
        /// `weighted_plie_slides`
        @_alwaysEmitIntoClient public static var weightedPlieSlides: Self { Self(rawValue: 50) }
        /// `plie_squat`
        @_alwaysEmitIntoClient public static var plieSquat: Self { Self(rawValue: 51) }
        /// `weighted_plie_squat`
        @_alwaysEmitIntoClient public static var weightedPlieSquat: Self { Self(rawValue: 52) }
        /// `prisoner_squat`
        @_alwaysEmitIntoClient public static var prisonerSquat: Self { Self(rawValue: 53) }
        /// `weighted_prisoner_squat`
        @_alwaysEmitIntoClient public static var weightedPrisonerSquat: Self { Self(rawValue: 54) }
        /// `single_leg_bench_get_up`
        @_alwaysEmitIntoClient public static var singleLegBenchGetUp: Self { Self(rawValue: 55) }
        /// `weighted_single_leg_bench_get_up`
        @_alwaysEmitIntoClient public static var weightedSingleLegBenchGetUp: Self { Self(rawValue: 56) }
        /// `single_leg_bench_squat`
        @_alwaysEmitIntoClient public static var singleLegBenchSquat: Self { Self(rawValue: 57) }
        /// `weighted_single_leg_bench_squat`
        @_alwaysEmitIntoClient public static var weightedSingleLegBenchSquat: Self { Self(rawValue: 58) }
        /// `single_leg_squat_on_swiss_ball`
        @_alwaysEmitIntoClient public static var singleLegSquatOnSwissBall: Self { Self(rawValue: 59) }
        /// `weighted_single_leg_squat_on_swiss_ball`
        @_alwaysEmitIntoClient public static var weightedSingleLegSquatOnSwissBall: Self { Self(rawValue: 60) }
        @_alwaysEmitIntoClient public static var squat: Self { Self(rawValue: 61) }
        /// `weighted_squat`
        @_alwaysEmitIntoClient public static var weightedSquat: Self { Self(rawValue: 62) }
        /// `squats_with_band`
        @_alwaysEmitIntoClient public static var squatsWithBand: Self { Self(rawValue: 63) }
        /// `staggered_squat`
        @_alwaysEmitIntoClient public static var staggeredSquat: Self { Self(rawValue: 64) }
        /// `weighted_staggered_squat`
        @_alwaysEmitIntoClient public static var weightedStaggeredSquat: Self { Self(rawValue: 65) }
        /// `step_up`
        @_alwaysEmitIntoClient public static var stepUp: Self { Self(rawValue: 66) }
        /// `weighted_step_up`
        @_alwaysEmitIntoClient public static var weightedStepUp: Self { Self(rawValue: 67) }
        /// `suitcase_squats`
        @_alwaysEmitIntoClient public static var suitcaseSquats: Self { Self(rawValue: 68) }
        /// `sumo_squat`
        @_alwaysEmitIntoClient public static var sumoSquat: Self { Self(rawValue: 69) }
        /// `sumo_squat_slide_in`
        @_alwaysEmitIntoClient public static var sumoSquatSlideIn: Self { Self(rawValue: 70) }
        /// `weighted_sumo_squat_slide_in`
        @_alwaysEmitIntoClient public static var weightedSumoSquatSlideIn: Self { Self(rawValue: 71) }
        /// `sumo_squat_to_high_pull`
        @_alwaysEmitIntoClient public static var sumoSquatToHighPull: Self { Self(rawValue: 72) }
        /// `sumo_squat_to_stand`
        @_alwaysEmitIntoClient public static var sumoSquatToStand: Self { Self(rawValue: 73) }
        /// `weighted_sumo_squat_to_stand`
        @_alwaysEmitIntoClient public static var weightedSumoSquatToStand: Self { Self(rawValue: 74) }
        /// `sumo_squat_with_rotation`
        @_alwaysEmitIntoClient public static var sumoSquatWithRotation: Self { Self(rawValue: 75) }
        /// `weighted_sumo_squat_with_rotation`
        @_alwaysEmitIntoClient public static var weightedSumoSquatWithRotation: Self { Self(rawValue: 76) }
        /// `swiss_ball_body_weight_wall_squat`
        @_alwaysEmitIntoClient public static var swissBallBodyWeightWallSquat: Self { Self(rawValue: 77) }
        /// `weighted_swiss_ball_wall_squat`
        @_alwaysEmitIntoClient public static var weightedSwissBallWallSquat: Self { Self(rawValue: 78) }
        @_alwaysEmitIntoClient public static var thrusters: Self { Self(rawValue: 79) }
        /// `uneven_squat`
        @_alwaysEmitIntoClient public static var unevenSquat: Self { Self(rawValue: 80) }
        /// `weighted_uneven_squat`
        @_alwaysEmitIntoClient public static var weightedUnevenSquat: Self { Self(rawValue: 81) }
        /// `waist_slimming_squat`
        @_alwaysEmitIntoClient public static var waistSlimmingSquat: Self { Self(rawValue: 82) }
        /// `wall_ball`
        @_alwaysEmitIntoClient public static var wallBall: Self { Self(rawValue: 83) }
        /// `wide_stance_barbell_squat`
        @_alwaysEmitIntoClient public static var wideStanceBarbellSquat: Self { Self(rawValue: 84) }
        /// `wide_stance_goblet_squat`
        @_alwaysEmitIntoClient public static var wideStanceGobletSquat: Self { Self(rawValue: 85) }
        /// `zercher_squat`
        @_alwaysEmitIntoClient public static var zercherSquat: Self { Self(rawValue: 86) }
        /// `kbs_overhead`
        @_alwaysEmitIntoClient public static var kbsOverhead: Self { Self(rawValue: 87) }
        /// `squat_and_side_kick`
        @_alwaysEmitIntoClient public static var squatAndSideKick: Self { Self(rawValue: 88) }
        /// `squat_jumps_in_n_out`
        @_alwaysEmitIntoClient public static var squatJumpsInNOut: Self { Self(rawValue: 89) }
        /// `pilates_plie_squats_parallel_turned_out_flat_and_heels`
        @_alwaysEmitIntoClient public static var pilatesPlieSquatsParallelTurnedOutFlatAndHeels: Self {
            Self(rawValue: 90)
        }
        /// `releve_straight_leg_and_knee_bent_with_one_leg_variation`
        @_alwaysEmitIntoClient public static var releveStraightLegAndKneeBentWithOneLegVariation: Self {
            Self(rawValue: 91)
        }
        /// `alternating_box_dumbbell_step_ups`
        @_alwaysEmitIntoClient public static var alternatingBoxDumbbellStepUps: Self { Self(rawValue: 92) }
        /// `dumbbell_overhead_squat_single_arm`
        @_alwaysEmitIntoClient public static var dumbbellOverheadSquatSingleArm: Self { Self(rawValue: 93) }
        /// `dumbbell_squat_snatch`
        @_alwaysEmitIntoClient public static var dumbbellSquatSnatch: Self { Self(rawValue: 94) }
        /// `medicine_ball_squat`
        @_alwaysEmitIntoClient public static var medicineBallSquat: Self { Self(rawValue: 95) }
        /// `wall_ball_squat_and_press`
        @_alwaysEmitIntoClient public static var wallBallSquatAndPress: Self { Self(rawValue: 97) }
        /// `squat_american_swing`
        @_alwaysEmitIntoClient public static var squatAmericanSwing: Self { Self(rawValue: 98) }
        /// `air_squat`
        @_alwaysEmitIntoClient public static var airSquat: Self { Self(rawValue: 100) }
        /// `dumbbell_thrusters`
        @_alwaysEmitIntoClient public static var dumbbellThrusters: Self { Self(rawValue: 101) }
        /// `overhead_barbell_squat`
        @_alwaysEmitIntoClient public static var overheadBarbellSquat: Self { Self(rawValue: 102) }
    }
}

func makeType178() -> TypeProfile {
    TypeProfile(
        name: "squat_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
            56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82,
            83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 97, 98, 100, 101, 102
        ],
        names: """
            leg_press
            back_squat_with_body_bar
            back_squats
            weighted_back_squats
            balancing_squat
            weighted_balancing_squat
            barbell_back_squat
            barbell_box_squat
            barbell_front_squat
            barbell_hack_squat
            barbell_hang_squat_snatch
            barbell_lateral_step_up
            barbell_quarter_squat
            barbell_siff_squat
            barbell_squat_snatch
            barbell_squat_with_heels_raised
            barbell_stepover
            barbell_step_up
            bench_squat_with_rotational_chop
            weighted_bench_squat_with_rotational_chop
            body_weight_wall_squat
            weighted_wall_squat
            box_step_squat
            weighted_box_step_squat
            braced_squat
            crossed_arm_barbell_front_squat
            crossover_dumbbell_step_up
            dumbbell_front_squat
            dumbbell_split_squat
            dumbbell_squat
            dumbbell_squat_clean
            dumbbell_stepover
            dumbbell_step_up
            elevated_single_leg_squat
            weighted_elevated_single_leg_squat
            figure_four_squats
            weighted_figure_four_squats
            goblet_squat
            kettlebell_squat
            kettlebell_swing_overhead
            kettlebell_swing_with_flip_to_squat
            lateral_dumbbell_step_up
            one_legged_squat
            overhead_dumbbell_squat
            overhead_squat
            partial_single_leg_squat
            weighted_partial_single_leg_squat
            pistol_squat
            weighted_pistol_squat
            plie_slides
            weighted_plie_slides
            plie_squat
            weighted_plie_squat
            prisoner_squat
            weighted_prisoner_squat
            single_leg_bench_get_up
            weighted_single_leg_bench_get_up
            single_leg_bench_squat
            weighted_single_leg_bench_squat
            single_leg_squat_on_swiss_ball
            weighted_single_leg_squat_on_swiss_ball
            squat
            weighted_squat
            squats_with_band
            staggered_squat
            weighted_staggered_squat
            step_up
            weighted_step_up
            suitcase_squats
            sumo_squat
            sumo_squat_slide_in
            weighted_sumo_squat_slide_in
            sumo_squat_to_high_pull
            sumo_squat_to_stand
            weighted_sumo_squat_to_stand
            sumo_squat_with_rotation
            weighted_sumo_squat_with_rotation
            swiss_ball_body_weight_wall_squat
            weighted_swiss_ball_wall_squat
            thrusters
            uneven_squat
            weighted_uneven_squat
            waist_slimming_squat
            wall_ball
            wide_stance_barbell_squat
            wide_stance_goblet_squat
            zercher_squat
            kbs_overhead
            squat_and_side_kick
            squat_jumps_in_n_out
            pilates_plie_squats_parallel_turned_out_flat_and_heels
            releve_straight_leg_and_knee_bent_with_one_leg_variation
            alternating_box_dumbbell_step_ups
            dumbbell_overhead_squat_single_arm
            dumbbell_squat_snatch
            medicine_ball_squat
            wall_ball_squat_and_press
            squat_american_swing
            air_squat
            dumbbell_thrusters
            overhead_barbell_squat
            """)
}
