// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `row_exercise_name`, with a name for each value the profile names.
    public struct RowExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 143 }

        /// `barbell_straight_leg_deadlift_to_row`
        @_alwaysEmitIntoClient public static var barbellStraightLegDeadliftToRow: Self { Self(rawValue: 0) }
        /// `cable_row_standing`
        @_alwaysEmitIntoClient public static var cableRowStanding: Self { Self(rawValue: 1) }
        /// `dumbbell_row`
        @_alwaysEmitIntoClient public static var dumbbellRow: Self { Self(rawValue: 2) }
        /// `elevated_feet_inverted_row`
        @_alwaysEmitIntoClient public static var elevatedFeetInvertedRow: Self { Self(rawValue: 3) }
        /// `weighted_elevated_feet_inverted_row`
        @_alwaysEmitIntoClient public static var weightedElevatedFeetInvertedRow: Self { Self(rawValue: 4) }
        /// `face_pull`
        @_alwaysEmitIntoClient public static var facePull: Self { Self(rawValue: 5) }
        /// `face_pull_with_external_rotation`
        @_alwaysEmitIntoClient public static var facePullWithExternalRotation: Self { Self(rawValue: 6) }
        /// `inverted_row_with_feet_on_swiss_ball`
        @_alwaysEmitIntoClient public static var invertedRowWithFeetOnSwissBall: Self { Self(rawValue: 7) }
        /// `weighted_inverted_row_with_feet_on_swiss_ball`
        @_alwaysEmitIntoClient public static var weightedInvertedRowWithFeetOnSwissBall: Self { Self(rawValue: 8) }
        /// `kettlebell_row`
        @_alwaysEmitIntoClient public static var kettlebellRow: Self { Self(rawValue: 9) }
        /// `modified_inverted_row`
        @_alwaysEmitIntoClient public static var modifiedInvertedRow: Self { Self(rawValue: 10) }
        /// `weighted_modified_inverted_row`
        @_alwaysEmitIntoClient public static var weightedModifiedInvertedRow: Self { Self(rawValue: 11) }
        /// `neutral_grip_alternating_dumbbell_row`
        @_alwaysEmitIntoClient public static var neutralGripAlternatingDumbbellRow: Self { Self(rawValue: 12) }
        /// `one_arm_bent_over_row`
        @_alwaysEmitIntoClient public static var oneArmBentOverRow: Self { Self(rawValue: 13) }
        /// `one_legged_dumbbell_row`
        @_alwaysEmitIntoClient public static var oneLeggedDumbbellRow: Self { Self(rawValue: 14) }
        /// `renegade_row`
        @_alwaysEmitIntoClient public static var renegadeRow: Self { Self(rawValue: 15) }
        /// `reverse_grip_barbell_row`
        @_alwaysEmitIntoClient public static var reverseGripBarbellRow: Self { Self(rawValue: 16) }
        /// `rope_handle_cable_row`
        @_alwaysEmitIntoClient public static var ropeHandleCableRow: Self { Self(rawValue: 17) }
        /// `seated_cable_row`
        @_alwaysEmitIntoClient public static var seatedCableRow: Self { Self(rawValue: 18) }
        /// `seated_dumbbell_row`
        @_alwaysEmitIntoClient public static var seatedDumbbellRow: Self { Self(rawValue: 19) }
        /// `single_arm_cable_row`
        @_alwaysEmitIntoClient public static var singleArmCableRow: Self { Self(rawValue: 20) }
        /// `single_arm_cable_row_and_rotation`
        @_alwaysEmitIntoClient public static var singleArmCableRowAndRotation: Self { Self(rawValue: 21) }
        /// `single_arm_inverted_row`
        @_alwaysEmitIntoClient public static var singleArmInvertedRow: Self { Self(rawValue: 22) }
        /// `weighted_single_arm_inverted_row`
        @_alwaysEmitIntoClient public static var weightedSingleArmInvertedRow: Self { Self(rawValue: 23) }
        /// `single_arm_neutral_grip_dumbbell_row`
        @_alwaysEmitIntoClient public static var singleArmNeutralGripDumbbellRow: Self { Self(rawValue: 24) }
        /// `single_arm_neutral_grip_dumbbell_row_and_rotation`
        @_alwaysEmitIntoClient public static var singleArmNeutralGripDumbbellRowAndRotation: Self {
            Self(rawValue: 25)
        }
        /// `suspended_inverted_row`
        @_alwaysEmitIntoClient public static var suspendedInvertedRow: Self { Self(rawValue: 26) }
        /// `weighted_suspended_inverted_row`
        @_alwaysEmitIntoClient public static var weightedSuspendedInvertedRow: Self { Self(rawValue: 27) }
        /// `t_bar_row`
        @_alwaysEmitIntoClient public static var tBarRow: Self { Self(rawValue: 28) }
        /// `towel_grip_inverted_row`
        @_alwaysEmitIntoClient public static var towelGripInvertedRow: Self { Self(rawValue: 29) }
        /// `weighted_towel_grip_inverted_row`
        @_alwaysEmitIntoClient public static var weightedTowelGripInvertedRow: Self { Self(rawValue: 30) }
        /// `underhand_grip_cable_row`
        @_alwaysEmitIntoClient public static var underhandGripCableRow: Self { Self(rawValue: 31) }
        /// `v_grip_cable_row`
        @_alwaysEmitIntoClient public static var vGripCableRow: Self { Self(rawValue: 32) }
        /// `wide_grip_seated_cable_row`
        @_alwaysEmitIntoClient public static var wideGripSeatedCableRow: Self { Self(rawValue: 33) }
        /// `alternating_dumbbell_row`
        @_alwaysEmitIntoClient public static var alternatingDumbbellRow: Self { Self(rawValue: 34) }
        /// `inverted_row`
        @_alwaysEmitIntoClient public static var invertedRow: Self { Self(rawValue: 35) }
        @_alwaysEmitIntoClient public static var row: Self { Self(rawValue: 36) }
        /// `weighted_row`
        @_alwaysEmitIntoClient public static var weightedRow: Self { Self(rawValue: 37) }
        /// `indoor_row`
        @_alwaysEmitIntoClient public static var indoorRow: Self { Self(rawValue: 38) }
        /// `banded_face_pulls`
        @_alwaysEmitIntoClient public static var bandedFacePulls: Self { Self(rawValue: 39) }
        /// `chest_supported_dumbbell_row`
        @_alwaysEmitIntoClient public static var chestSupportedDumbbellRow: Self { Self(rawValue: 40) }
        /// `decline_ring_row`
        @_alwaysEmitIntoClient public static var declineRingRow: Self { Self(rawValue: 41) }
        /// `elevated_ring_row`
        @_alwaysEmitIntoClient public static var elevatedRingRow: Self { Self(rawValue: 42) }
        /// `rdl_bent_over_row_with_barbell_dumbbell`
        @_alwaysEmitIntoClient public static var rdlBentOverRowWithBarbellDumbbell: Self { Self(rawValue: 43) }
        /// `ring_row`
        @_alwaysEmitIntoClient public static var ringRow: Self { Self(rawValue: 44) }
        /// `barbell_row`
        @_alwaysEmitIntoClient public static var barbellRow: Self { Self(rawValue: 45) }
        /// `bent_over_row_with_barbell`
        @_alwaysEmitIntoClient public static var bentOverRowWithBarbell: Self { Self(rawValue: 46) }
        /// `bent_over_row_with_dumbell`
        @_alwaysEmitIntoClient public static var bentOverRowWithDumbell: Self { Self(rawValue: 47) }
        /// `seated_underhand_grip_cable_row`
        @_alwaysEmitIntoClient public static var seatedUnderhandGripCableRow: Self { Self(rawValue: 48) }
        /// `trx_inverted_row`
        @_alwaysEmitIntoClient public static var trxInvertedRow: Self { Self(rawValue: 49) }
        /// `weighted_inverted_row`
        @_alwaysEmitIntoClient public static var weightedInvertedRow: Self { Self(rawValue: 50) }
        /// `weighted_trx_inverted_row`
        @_alwaysEmitIntoClient public static var weightedTrxInvertedRow: Self { Self(rawValue: 51) }
        /// `dumbbell_row_wheelchair`
        @_alwaysEmitIntoClient public static var dumbbellRowWheelchair: Self { Self(rawValue: 52) }
    }
}

func makeType143() -> TypeProfile {
    TypeProfile(
        name: "row_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52
        ],
        names: """
            barbell_straight_leg_deadlift_to_row
            cable_row_standing
            dumbbell_row
            elevated_feet_inverted_row
            weighted_elevated_feet_inverted_row
            face_pull
            face_pull_with_external_rotation
            inverted_row_with_feet_on_swiss_ball
            weighted_inverted_row_with_feet_on_swiss_ball
            kettlebell_row
            modified_inverted_row
            weighted_modified_inverted_row
            neutral_grip_alternating_dumbbell_row
            one_arm_bent_over_row
            one_legged_dumbbell_row
            renegade_row
            reverse_grip_barbell_row
            rope_handle_cable_row
            seated_cable_row
            seated_dumbbell_row
            single_arm_cable_row
            single_arm_cable_row_and_rotation
            single_arm_inverted_row
            weighted_single_arm_inverted_row
            single_arm_neutral_grip_dumbbell_row
            single_arm_neutral_grip_dumbbell_row_and_rotation
            suspended_inverted_row
            weighted_suspended_inverted_row
            t_bar_row
            towel_grip_inverted_row
            weighted_towel_grip_inverted_row
            underhand_grip_cable_row
            v_grip_cable_row
            wide_grip_seated_cable_row
            alternating_dumbbell_row
            inverted_row
            row
            weighted_row
            indoor_row
            banded_face_pulls
            chest_supported_dumbbell_row
            decline_ring_row
            elevated_ring_row
            rdl_bent_over_row_with_barbell_dumbbell
            ring_row
            barbell_row
            bent_over_row_with_barbell
            bent_over_row_with_dumbell
            seated_underhand_grip_cable_row
            trx_inverted_row
            weighted_inverted_row
            weighted_trx_inverted_row
            dumbbell_row_wheelchair
            """)
}
