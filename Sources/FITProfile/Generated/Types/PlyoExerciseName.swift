// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `plyo_exercise_name`, with a name for each value the profile names.
    public struct PlyoExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 134 }

        /// `alternating_jump_lunge`
        @_alwaysEmitIntoClient public static var alternatingJumpLunge: Self { Self(rawValue: 0) }
        /// `weighted_alternating_jump_lunge`
        @_alwaysEmitIntoClient public static var weightedAlternatingJumpLunge: Self { Self(rawValue: 1) }
        /// `barbell_jump_squat`
        @_alwaysEmitIntoClient public static var barbellJumpSquat: Self { Self(rawValue: 2) }
        /// `body_weight_jump_squat`
        @_alwaysEmitIntoClient public static var bodyWeightJumpSquat: Self { Self(rawValue: 3) }
        /// `weighted_jump_squat`
        @_alwaysEmitIntoClient public static var weightedJumpSquat: Self { Self(rawValue: 4) }
        /// `cross_knee_strike`
        @_alwaysEmitIntoClient public static var crossKneeStrike: Self { Self(rawValue: 5) }
        /// `weighted_cross_knee_strike`
        @_alwaysEmitIntoClient public static var weightedCrossKneeStrike: Self { Self(rawValue: 6) }
        /// `depth_jump`
        @_alwaysEmitIntoClient public static var depthJump: Self { Self(rawValue: 7) }
        /// `weighted_depth_jump`
        @_alwaysEmitIntoClient public static var weightedDepthJump: Self { Self(rawValue: 8) }
        /// `dumbbell_jump_squat`
        @_alwaysEmitIntoClient public static var dumbbellJumpSquat: Self { Self(rawValue: 9) }
        /// `dumbbell_split_jump`
        @_alwaysEmitIntoClient public static var dumbbellSplitJump: Self { Self(rawValue: 10) }
        /// `front_knee_strike`
        @_alwaysEmitIntoClient public static var frontKneeStrike: Self { Self(rawValue: 11) }
        /// `weighted_front_knee_strike`
        @_alwaysEmitIntoClient public static var weightedFrontKneeStrike: Self { Self(rawValue: 12) }
        /// `high_box_jump`
        @_alwaysEmitIntoClient public static var highBoxJump: Self { Self(rawValue: 13) }
        /// `weighted_high_box_jump`
        @_alwaysEmitIntoClient public static var weightedHighBoxJump: Self { Self(rawValue: 14) }
        /// `isometric_explosive_body_weight_jump_squat`
        @_alwaysEmitIntoClient public static var isometricExplosiveBodyWeightJumpSquat: Self { Self(rawValue: 15) }
        /// `weighted_isometric_explosive_jump_squat`
        @_alwaysEmitIntoClient public static var weightedIsometricExplosiveJumpSquat: Self { Self(rawValue: 16) }
        /// `lateral_leap_and_hop`
        @_alwaysEmitIntoClient public static var lateralLeapAndHop: Self { Self(rawValue: 17) }
        /// `weighted_lateral_leap_and_hop`
        @_alwaysEmitIntoClient public static var weightedLateralLeapAndHop: Self { Self(rawValue: 18) }
        /// `lateral_plyo_squats`
        @_alwaysEmitIntoClient public static var lateralPlyoSquats: Self { Self(rawValue: 19) }
        /// `weighted_lateral_plyo_squats`
        @_alwaysEmitIntoClient public static var weightedLateralPlyoSquats: Self { Self(rawValue: 20) }
        /// `lateral_slide`
        @_alwaysEmitIntoClient public static var lateralSlide: Self { Self(rawValue: 21) }
        /// `weighted_lateral_slide`
        @_alwaysEmitIntoClient public static var weightedLateralSlide: Self { Self(rawValue: 22) }
        /// `medicine_ball_overhead_throws`
        @_alwaysEmitIntoClient public static var medicineBallOverheadThrows: Self { Self(rawValue: 23) }
        /// `medicine_ball_side_throw`
        @_alwaysEmitIntoClient public static var medicineBallSideThrow: Self { Self(rawValue: 24) }
        /// `medicine_ball_slam`
        @_alwaysEmitIntoClient public static var medicineBallSlam: Self { Self(rawValue: 25) }
        /// `side_to_side_medicine_ball_throws`
        @_alwaysEmitIntoClient public static var sideToSideMedicineBallThrows: Self { Self(rawValue: 26) }
        /// `side_to_side_shuffle_jump`
        @_alwaysEmitIntoClient public static var sideToSideShuffleJump: Self { Self(rawValue: 27) }
        /// `weighted_side_to_side_shuffle_jump`
        @_alwaysEmitIntoClient public static var weightedSideToSideShuffleJump: Self { Self(rawValue: 28) }
        /// `squat_jump_onto_box`
        @_alwaysEmitIntoClient public static var squatJumpOntoBox: Self { Self(rawValue: 29) }
        /// `weighted_squat_jump_onto_box`
        @_alwaysEmitIntoClient public static var weightedSquatJumpOntoBox: Self { Self(rawValue: 30) }
        /// `squat_jumps_in_and_out`
        @_alwaysEmitIntoClient public static var squatJumpsInAndOut: Self { Self(rawValue: 31) }
        /// `weighted_squat_jumps_in_and_out`
        @_alwaysEmitIntoClient public static var weightedSquatJumpsInAndOut: Self { Self(rawValue: 32) }
        /// `box_jump`
        @_alwaysEmitIntoClient public static var boxJump: Self { Self(rawValue: 33) }
        /// `box_jump_overs`
        @_alwaysEmitIntoClient public static var boxJumpOvers: Self { Self(rawValue: 34) }
        /// `box_jump_overs_over_the_box`
        @_alwaysEmitIntoClient public static var boxJumpOversOverTheBox: Self { Self(rawValue: 35) }
        /// `star_jump_squats`
        @_alwaysEmitIntoClient public static var starJumpSquats: Self { Self(rawValue: 36) }
        /// `jump_squat`
        @_alwaysEmitIntoClient public static var jumpSquat: Self { Self(rawValue: 37) }
    }
}

func makeType134() -> TypeProfile {
    TypeProfile(
        name: "plyo_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37
        ],
        names: """
            alternating_jump_lunge
            weighted_alternating_jump_lunge
            barbell_jump_squat
            body_weight_jump_squat
            weighted_jump_squat
            cross_knee_strike
            weighted_cross_knee_strike
            depth_jump
            weighted_depth_jump
            dumbbell_jump_squat
            dumbbell_split_jump
            front_knee_strike
            weighted_front_knee_strike
            high_box_jump
            weighted_high_box_jump
            isometric_explosive_body_weight_jump_squat
            weighted_isometric_explosive_jump_squat
            lateral_leap_and_hop
            weighted_lateral_leap_and_hop
            lateral_plyo_squats
            weighted_lateral_plyo_squats
            lateral_slide
            weighted_lateral_slide
            medicine_ball_overhead_throws
            medicine_ball_side_throw
            medicine_ball_slam
            side_to_side_medicine_ball_throws
            side_to_side_shuffle_jump
            weighted_side_to_side_shuffle_jump
            squat_jump_onto_box
            weighted_squat_jump_onto_box
            squat_jumps_in_and_out
            weighted_squat_jumps_in_and_out
            box_jump
            box_jump_overs
            box_jump_overs_over_the_box
            star_jump_squats
            jump_squat
            """)
}
