// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `lunge_exercise_name`, with a name for each value the profile names.
    public struct LungeExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 120 }

        /// `overhead_lunge`
        @_alwaysEmitIntoClient public static var overheadLunge: Self { Self(rawValue: 0) }
        /// `lunge_matrix`
        @_alwaysEmitIntoClient public static var lungeMatrix: Self { Self(rawValue: 1) }
        /// `weighted_lunge_matrix`
        @_alwaysEmitIntoClient public static var weightedLungeMatrix: Self { Self(rawValue: 2) }
        /// `alternating_barbell_forward_lunge`
        @_alwaysEmitIntoClient public static var alternatingBarbellForwardLunge: Self { Self(rawValue: 3) }
        /// `alternating_dumbbell_lunge_with_reach`
        @_alwaysEmitIntoClient public static var alternatingDumbbellLungeWithReach: Self { Self(rawValue: 4) }
        /// `back_foot_elevated_dumbbell_split_squat`
        @_alwaysEmitIntoClient public static var backFootElevatedDumbbellSplitSquat: Self { Self(rawValue: 5) }
        /// `barbell_box_lunge`
        @_alwaysEmitIntoClient public static var barbellBoxLunge: Self { Self(rawValue: 6) }
        /// `barbell_bulgarian_split_squat`
        @_alwaysEmitIntoClient public static var barbellBulgarianSplitSquat: Self { Self(rawValue: 7) }
        /// `barbell_crossover_lunge`
        @_alwaysEmitIntoClient public static var barbellCrossoverLunge: Self { Self(rawValue: 8) }
        /// `barbell_front_split_squat`
        @_alwaysEmitIntoClient public static var barbellFrontSplitSquat: Self { Self(rawValue: 9) }
        /// `barbell_lunge`
        @_alwaysEmitIntoClient public static var barbellLunge: Self { Self(rawValue: 10) }
        /// `barbell_reverse_lunge`
        @_alwaysEmitIntoClient public static var barbellReverseLunge: Self { Self(rawValue: 11) }
        /// `barbell_side_lunge`
        @_alwaysEmitIntoClient public static var barbellSideLunge: Self { Self(rawValue: 12) }
        /// `barbell_split_squat`
        @_alwaysEmitIntoClient public static var barbellSplitSquat: Self { Self(rawValue: 13) }
        /// `core_control_rear_lunge`
        @_alwaysEmitIntoClient public static var coreControlRearLunge: Self { Self(rawValue: 14) }
        /// `diagonal_lunge`
        @_alwaysEmitIntoClient public static var diagonalLunge: Self { Self(rawValue: 15) }
        /// `drop_lunge`
        @_alwaysEmitIntoClient public static var dropLunge: Self { Self(rawValue: 16) }
        /// `dumbbell_box_lunge`
        @_alwaysEmitIntoClient public static var dumbbellBoxLunge: Self { Self(rawValue: 17) }
        /// `dumbbell_bulgarian_split_squat`
        @_alwaysEmitIntoClient public static var dumbbellBulgarianSplitSquat: Self { Self(rawValue: 18) }
        /// `dumbbell_crossover_lunge`
        @_alwaysEmitIntoClient public static var dumbbellCrossoverLunge: Self { Self(rawValue: 19) }
        /// `dumbbell_diagonal_lunge`
        @_alwaysEmitIntoClient public static var dumbbellDiagonalLunge: Self { Self(rawValue: 20) }
        /// `dumbbell_lunge`
        @_alwaysEmitIntoClient public static var dumbbellLunge: Self { Self(rawValue: 21) }
        /// `dumbbell_lunge_and_rotation`
        @_alwaysEmitIntoClient public static var dumbbellLungeAndRotation: Self { Self(rawValue: 22) }
        /// `dumbbell_overhead_bulgarian_split_squat`
        @_alwaysEmitIntoClient public static var dumbbellOverheadBulgarianSplitSquat: Self { Self(rawValue: 23) }
        /// `dumbbell_reverse_lunge_to_high_knee_and_press`
        @_alwaysEmitIntoClient public static var dumbbellReverseLungeToHighKneeAndPress: Self { Self(rawValue: 24) }
        /// `dumbbell_side_lunge`
        @_alwaysEmitIntoClient public static var dumbbellSideLunge: Self { Self(rawValue: 25) }
        /// `elevated_front_foot_barbell_split_squat`
        @_alwaysEmitIntoClient public static var elevatedFrontFootBarbellSplitSquat: Self { Self(rawValue: 26) }
        /// `front_foot_elevated_dumbbell_split_squat`
        @_alwaysEmitIntoClient public static var frontFootElevatedDumbbellSplitSquat: Self { Self(rawValue: 27) }
        /// `gunslinger_lunge`
        @_alwaysEmitIntoClient public static var gunslingerLunge: Self { Self(rawValue: 28) }
        /// `lawnmower_lunge`
        @_alwaysEmitIntoClient public static var lawnmowerLunge: Self { Self(rawValue: 29) }
        /// `low_lunge_with_isometric_adduction`
        @_alwaysEmitIntoClient public static var lowLungeWithIsometricAdduction: Self { Self(rawValue: 30) }
        /// `low_side_to_side_lunge`
        @_alwaysEmitIntoClient public static var lowSideToSideLunge: Self { Self(rawValue: 31) }
        @_alwaysEmitIntoClient public static var lunge: Self { Self(rawValue: 32) }
        /// `weighted_lunge`
        @_alwaysEmitIntoClient public static var weightedLunge: Self { Self(rawValue: 33) }
        /// `lunge_with_arm_reach`
        @_alwaysEmitIntoClient public static var lungeWithArmReach: Self { Self(rawValue: 34) }
        /// `lunge_with_diagonal_reach`
        @_alwaysEmitIntoClient public static var lungeWithDiagonalReach: Self { Self(rawValue: 35) }
        /// `lunge_with_side_bend`
        @_alwaysEmitIntoClient public static var lungeWithSideBend: Self { Self(rawValue: 36) }
        /// `offset_dumbbell_lunge`
        @_alwaysEmitIntoClient public static var offsetDumbbellLunge: Self { Self(rawValue: 37) }
        /// `offset_dumbbell_reverse_lunge`
        @_alwaysEmitIntoClient public static var offsetDumbbellReverseLunge: Self { Self(rawValue: 38) }
        /// `overhead_bulgarian_split_squat`
        @_alwaysEmitIntoClient public static var overheadBulgarianSplitSquat: Self { Self(rawValue: 39) }
        /// `overhead_dumbbell_reverse_lunge`
        @_alwaysEmitIntoClient public static var overheadDumbbellReverseLunge: Self { Self(rawValue: 40) }
        /// `overhead_dumbbell_split_squat`
        @_alwaysEmitIntoClient public static var overheadDumbbellSplitSquat: Self { Self(rawValue: 41) }
        /// `overhead_lunge_with_rotation`
        @_alwaysEmitIntoClient public static var overheadLungeWithRotation: Self { Self(rawValue: 42) }
        /// `reverse_barbell_box_lunge`
        @_alwaysEmitIntoClient public static var reverseBarbellBoxLunge: Self { Self(rawValue: 43) }
        /// `reverse_box_lunge`
        @_alwaysEmitIntoClient public static var reverseBoxLunge: Self { Self(rawValue: 44) }
        /// `reverse_dumbbell_box_lunge`
        @_alwaysEmitIntoClient public static var reverseDumbbellBoxLunge: Self { Self(rawValue: 45) }
        /// `reverse_dumbbell_crossover_lunge`
        @_alwaysEmitIntoClient public static var reverseDumbbellCrossoverLunge: Self { Self(rawValue: 46) }
        /// `reverse_dumbbell_diagonal_lunge`
        @_alwaysEmitIntoClient public static var reverseDumbbellDiagonalLunge: Self { Self(rawValue: 47) }
        /// `reverse_lunge_with_reach_back`
        @_alwaysEmitIntoClient public static var reverseLungeWithReachBack: Self { Self(rawValue: 48) }
        /// `weighted_reverse_lunge_with_reach_back`
        @_alwaysEmitIntoClient public static var weightedReverseLungeWithReachBack: Self { Self(rawValue: 49) }
        /// `reverse_lunge_with_twist_and_overhead_reach`
        @_alwaysEmitIntoClient public static var reverseLungeWithTwistAndOverheadReach: Self { Self(rawValue: 50) }
        /// `weighted_reverse_lunge_with_twist_and_overhead_reach`
        @_alwaysEmitIntoClient public static var weightedReverseLungeWithTwistAndOverheadReach: Self {
            Self(rawValue: 51)
        }
        /// `reverse_sliding_box_lunge`
        @_alwaysEmitIntoClient public static var reverseSlidingBoxLunge: Self { Self(rawValue: 52) }
        /// `weighted_reverse_sliding_box_lunge`
        @_alwaysEmitIntoClient public static var weightedReverseSlidingBoxLunge: Self { Self(rawValue: 53) }
        /// `reverse_sliding_lunge`
        @_alwaysEmitIntoClient public static var reverseSlidingLunge: Self { Self(rawValue: 54) }
        /// `weighted_reverse_sliding_lunge`
        @_alwaysEmitIntoClient public static var weightedReverseSlidingLunge: Self { Self(rawValue: 55) }
        /// `runners_lunge_to_balance`
        @_alwaysEmitIntoClient public static var runnersLungeToBalance: Self { Self(rawValue: 56) }
        /// `weighted_runners_lunge_to_balance`
        @_alwaysEmitIntoClient public static var weightedRunnersLungeToBalance: Self { Self(rawValue: 57) }
        /// `shifting_side_lunge`
        @_alwaysEmitIntoClient public static var shiftingSideLunge: Self { Self(rawValue: 58) }
        /// `side_and_crossover_lunge`
        @_alwaysEmitIntoClient public static var sideAndCrossoverLunge: Self { Self(rawValue: 59) }
        /// `weighted_side_and_crossover_lunge`
        @_alwaysEmitIntoClient public static var weightedSideAndCrossoverLunge: Self { Self(rawValue: 60) }
        /// `side_lunge`
        @_alwaysEmitIntoClient public static var sideLunge: Self { Self(rawValue: 61) }
        /// `weighted_side_lunge`
        @_alwaysEmitIntoClient public static var weightedSideLunge: Self { Self(rawValue: 62) }
        /// `side_lunge_and_press`
        @_alwaysEmitIntoClient public static var sideLungeAndPress: Self { Self(rawValue: 63) }
        /// `side_lunge_jump_off`
        @_alwaysEmitIntoClient public static var sideLungeJumpOff: Self { Self(rawValue: 64) }
        /// `side_lunge_sweep`
        @_alwaysEmitIntoClient public static var sideLungeSweep: Self { Self(rawValue: 65) }
        /// `weighted_side_lunge_sweep`
        @_alwaysEmitIntoClient public static var weightedSideLungeSweep: Self { Self(rawValue: 66) }
        /// `side_lunge_to_crossover_tap`
        @_alwaysEmitIntoClient public static var sideLungeToCrossoverTap: Self { Self(rawValue: 67) }
        /// `weighted_side_lunge_to_crossover_tap`
        @_alwaysEmitIntoClient public static var weightedSideLungeToCrossoverTap: Self { Self(rawValue: 68) }
        /// `side_to_side_lunge_chops`
        @_alwaysEmitIntoClient public static var sideToSideLungeChops: Self { Self(rawValue: 69) }
        /// `weighted_side_to_side_lunge_chops`
        @_alwaysEmitIntoClient public static var weightedSideToSideLungeChops: Self { Self(rawValue: 70) }
        /// `siff_jump_lunge`
        @_alwaysEmitIntoClient public static var siffJumpLunge: Self { Self(rawValue: 71) }
        /// `weighted_siff_jump_lunge`
        @_alwaysEmitIntoClient public static var weightedSiffJumpLunge: Self { Self(rawValue: 72) }
        /// `single_arm_reverse_lunge_and_press`
        @_alwaysEmitIntoClient public static var singleArmReverseLungeAndPress: Self { Self(rawValue: 73) }
        /// `sliding_lateral_lunge`
        @_alwaysEmitIntoClient public static var slidingLateralLunge: Self { Self(rawValue: 74) }
        /// `weighted_sliding_lateral_lunge`
        @_alwaysEmitIntoClient public static var weightedSlidingLateralLunge: Self { Self(rawValue: 75) }
        /// `walking_barbell_lunge`
        @_alwaysEmitIntoClient public static var walkingBarbellLunge: Self { Self(rawValue: 76) }
        /// `walking_dumbbell_lunge`
        @_alwaysEmitIntoClient public static var walkingDumbbellLunge: Self { Self(rawValue: 77) }
        /// `walking_lunge`
        @_alwaysEmitIntoClient public static var walkingLunge: Self { Self(rawValue: 78) }
        /// `weighted_walking_lunge`
        @_alwaysEmitIntoClient public static var weightedWalkingLunge: Self { Self(rawValue: 79) }
        /// `wide_grip_overhead_barbell_split_squat`
        @_alwaysEmitIntoClient public static var wideGripOverheadBarbellSplitSquat: Self { Self(rawValue: 80) }
        /// `alternating_dumbbell_lunge`
        @_alwaysEmitIntoClient public static var alternatingDumbbellLunge: Self { Self(rawValue: 81) }
        /// `dumbbell_reverse_lunge`
        @_alwaysEmitIntoClient public static var dumbbellReverseLunge: Self { Self(rawValue: 82) }
        /// `overhead_dumbbell_lunge`
        @_alwaysEmitIntoClient public static var overheadDumbbellLunge: Self { Self(rawValue: 83) }
        /// `scissor_power_switch`
        @_alwaysEmitIntoClient public static var scissorPowerSwitch: Self { Self(rawValue: 84) }
        /// `dumbbell_overhead_walking_lunge`
        @_alwaysEmitIntoClient public static var dumbbellOverheadWalkingLunge: Self { Self(rawValue: 85) }
        /// `curtsy_lunge`
        @_alwaysEmitIntoClient public static var curtsyLunge: Self { Self(rawValue: 86) }
        /// `weighted_curtsy_lunge`
        @_alwaysEmitIntoClient public static var weightedCurtsyLunge: Self { Self(rawValue: 87) }
        /// `weighted_shifting_side_lunge`
        @_alwaysEmitIntoClient public static var weightedShiftingSideLunge: Self { Self(rawValue: 88) }
        /// `weighted_side_lunge_and_press`
        @_alwaysEmitIntoClient public static var weightedSideLungeAndPress: Self { Self(rawValue: 89) }
        /// `weighted_side_lunge_jump_off`
        @_alwaysEmitIntoClient public static var weightedSideLungeJumpOff: Self { Self(rawValue: 90) }
    }
}

func makeType120() -> TypeProfile {
    TypeProfile(
        name: "lunge_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
            56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82,
            83, 84, 85, 86, 87, 88, 89, 90
        ],
        names: """
            overhead_lunge
            lunge_matrix
            weighted_lunge_matrix
            alternating_barbell_forward_lunge
            alternating_dumbbell_lunge_with_reach
            back_foot_elevated_dumbbell_split_squat
            barbell_box_lunge
            barbell_bulgarian_split_squat
            barbell_crossover_lunge
            barbell_front_split_squat
            barbell_lunge
            barbell_reverse_lunge
            barbell_side_lunge
            barbell_split_squat
            core_control_rear_lunge
            diagonal_lunge
            drop_lunge
            dumbbell_box_lunge
            dumbbell_bulgarian_split_squat
            dumbbell_crossover_lunge
            dumbbell_diagonal_lunge
            dumbbell_lunge
            dumbbell_lunge_and_rotation
            dumbbell_overhead_bulgarian_split_squat
            dumbbell_reverse_lunge_to_high_knee_and_press
            dumbbell_side_lunge
            elevated_front_foot_barbell_split_squat
            front_foot_elevated_dumbbell_split_squat
            gunslinger_lunge
            lawnmower_lunge
            low_lunge_with_isometric_adduction
            low_side_to_side_lunge
            lunge
            weighted_lunge
            lunge_with_arm_reach
            lunge_with_diagonal_reach
            lunge_with_side_bend
            offset_dumbbell_lunge
            offset_dumbbell_reverse_lunge
            overhead_bulgarian_split_squat
            overhead_dumbbell_reverse_lunge
            overhead_dumbbell_split_squat
            overhead_lunge_with_rotation
            reverse_barbell_box_lunge
            reverse_box_lunge
            reverse_dumbbell_box_lunge
            reverse_dumbbell_crossover_lunge
            reverse_dumbbell_diagonal_lunge
            reverse_lunge_with_reach_back
            weighted_reverse_lunge_with_reach_back
            reverse_lunge_with_twist_and_overhead_reach
            weighted_reverse_lunge_with_twist_and_overhead_reach
            reverse_sliding_box_lunge
            weighted_reverse_sliding_box_lunge
            reverse_sliding_lunge
            weighted_reverse_sliding_lunge
            runners_lunge_to_balance
            weighted_runners_lunge_to_balance
            shifting_side_lunge
            side_and_crossover_lunge
            weighted_side_and_crossover_lunge
            side_lunge
            weighted_side_lunge
            side_lunge_and_press
            side_lunge_jump_off
            side_lunge_sweep
            weighted_side_lunge_sweep
            side_lunge_to_crossover_tap
            weighted_side_lunge_to_crossover_tap
            side_to_side_lunge_chops
            weighted_side_to_side_lunge_chops
            siff_jump_lunge
            weighted_siff_jump_lunge
            single_arm_reverse_lunge_and_press
            sliding_lateral_lunge
            weighted_sliding_lateral_lunge
            walking_barbell_lunge
            walking_dumbbell_lunge
            walking_lunge
            weighted_walking_lunge
            wide_grip_overhead_barbell_split_squat
            alternating_dumbbell_lunge
            dumbbell_reverse_lunge
            overhead_dumbbell_lunge
            scissor_power_switch
            dumbbell_overhead_walking_lunge
            curtsy_lunge
            weighted_curtsy_lunge
            weighted_shifting_side_lunge
            weighted_side_lunge_and_press
            weighted_side_lunge_jump_off
            """)
}
