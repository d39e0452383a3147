// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `lateral_raise_exercise_name`, with a name for each value the profile names.
    public struct LateralRaiseExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 111 }

        /// `45_degree_cable_external_rotation`
        @_alwaysEmitIntoClient public static var _45DegreeCableExternalRotation: Self { Self(rawValue: 0) }
        /// `alternating_lateral_raise_with_static_hold`
        @_alwaysEmitIntoClient public static var alternatingLateralRaiseWithStaticHold: Self { Self(rawValue: 1) }
        /// `bar_muscle_up`
        @_alwaysEmitIntoClient public static var barMuscleUp: Self { Self(rawValue: 2) }
        /// `bent_over_lateral_raise`
        @_alwaysEmitIntoClient public static var bentOverLateralRaise: Self { Self(rawValue: 3) }
        /// `cable_diagonal_raise`
        @_alwaysEmitIntoClient public static var cableDiagonalRaise: Self { Self(rawValue: 4) }
        /// `cable_front_raise`
        @_alwaysEmitIntoClient public static var cableFrontRaise: Self { Self(rawValue: 5) }
        /// `calorie_row`
        @_alwaysEmitIntoClient public static var calorieRow: Self { Self(rawValue: 6) }
        /// `combo_shoulder_raise`
        @_alwaysEmitIntoClient public static var comboShoulderRaise: Self { Self(rawValue: 7) }
        /// `dumbbell_diagonal_raise`
        @_alwaysEmitIntoClient public static var dumbbellDiagonalRaise: Self { Self(rawValue: 8) }
        /// `dumbbell_v_raise`
        @_alwaysEmitIntoClient public static var dumbbellVRaise: Self { Self(rawValue: 9) }
        /// `front_raise`
        @_alwaysEmitIntoClient public static var frontRaise: Self { Self(rawValue: 10) }
        /// `leaning_dumbbell_lateral_raise`
        @_alwaysEmitIntoClient public static var leaningDumbbellLateralRaise: Self { Self(rawValue: 11) }
        /// `lying_dumbbell_raise`
        @_alwaysEmitIntoClient public static var lyingDumbbellRaise: Self { Self(rawValue: 12) }
        /// `muscle_up`
        @_alwaysEmitIntoClient public static var muscleUp: Self { Self(rawValue: 13) }
        /// `one_arm_cable_lateral_raise`
        @_alwaysEmitIntoClient public static var oneArmCableLateralRaise: Self { Self(rawValue: 14) }
        /// `overhand_grip_rear_lateral_raise`
        @_alwaysEmitIntoClient public static var overhandGripRearLateralRaise: Self { Self(rawValue: 15) }
        /// `plate_raises`
        @_alwaysEmitIntoClient public static var plateRaises: Self { Self(rawValue: 16) }
        /// `ring_dip`
        @_alwaysEmitIntoClient public static var ringDip: Self { Self(rawValue: 17) }
        /// `weighted_ring_dip`
        @_alwaysEmitIntoClient public static var weightedRingDip: Self { Self(rawValue: 18) }
        /// `ring_muscle_up`
        @_alwaysEmitIntoClient public static var ringMuscleUp: Self { Self(rawValue: 19) }
        /// `weighted_ring_muscle_up`
        @_alwaysEmitIntoClient public static var weightedRingMuscleUp: Self { Self(rawValue: 20) }
        /// `rope_climb`
        @_alwaysEmitIntoClient public static var ropeClimb: Self { Self(rawValue: 21) }
        /// `weighted_rope_climb`
        @_alwaysEmitIntoClient public static var weightedRopeClimb: Self { Self(rawValue: 22) }
        @_alwaysEmitIntoClient public static var scaption: Self { Self(rawValue: 23) }
        /// `seated_lateral_raise`
        @_alwaysEmitIntoClient public static var seatedLateralRaise: Self { Self(rawValue: 24) }
        /// `seated_rear_lateral_raise`
        @_alwaysEmitIntoClient public static var seatedRearLateralRaise: Self { Self(rawValue: 25) }
        /// `side_lying_lateral_raise`
        @_alwaysEmitIntoClient public static var sideLyingLateralRaise: Self { Self(rawValue: 26) }
        /// `standing_lift`
        @_alwaysEmitIntoClient public static var standingLift: Self { Self(rawValue: 27) }
        /// `suspended_row`
        @_alwaysEmitIntoClient public static var suspendedRow: Self { Self(rawValue: 28) }
        /// `underhand_grip_rear_lateral_raise`
        @_alwaysEmitIntoClient public static var underhandGripRearLateralRaise: Self { Self(rawValue: 29) }
        /// `wall_slide`
        @_alwaysEmitIntoClient public static var wallSlide: Self { Self(rawValue: 30) }
        /// `weighted_wall_slide`
        @_alwaysEmitIntoClient public static var weightedWallSlide: Self { Self(rawValue: 31) }
        /// `arm_circles`
        @_alwaysEmitIntoClient public static var armCircles: Self { Self(rawValue: 32) }
        /// `shaving_the_head`
        @_alwaysEmitIntoClient public static var shavingTheHead: Self { Self(rawValue: 33) }
        /// `dumbbell_lateral_raise`
        @_alwaysEmitIntoClient public static var dumbbellLateralRaise: Self { Self(rawValue: 34) }
        /// `ring_dip_kipping`
        @_alwaysEmitIntoClient public static var ringDipKipping: Self { Self(rawValue: 36) }
        /// `wall_walk`
        @_alwaysEmitIntoClient public static var wallWalk: Self { Self(rawValue: 37) }
        /// `dumbbell_front_raise_wheelchair`
        @_alwaysEmitIntoClient public static var dumbbellFrontRaiseWheelchair: Self { Self(rawValue: 38) }
        /// `dumbbell_lateral_raise_wheelchair`
        @_alwaysEmitIntoClient public static var dumbbellLateralRaiseWheelchair: Self { Self(rawValue: 39) }
        /// `pole_double_arm_overhead_and_forward_wheelchair`
        @_alwaysEmitIntoClient public static var poleDoubleArmOverheadAndForwardWheelchair: Self { Self(rawValue: 40) }
        /// `pole_straight_arm_overhead_wheelchair`
        @_alwaysEmitIntoClient public static var poleStraightArmOverheadWheelchair: Self { Self(rawValue: 41) }
    }
}

func makeType111() -> TypeProfile {
    TypeProfile(
        name: "lateral_raise_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 36, 37, 38, 39, 40, 41
        ],
        names: """
            45_degree_cable_external_rotation
            alternating_lateral_raise_with_static_hold
            bar_muscle_up
            bent_over_lateral_raise
            cable_diagonal_raise
            cable_front_raise
            calorie_row
            combo_shoulder_raise
            dumbbell_diagonal_raise
            dumbbell_v_raise
            front_raise
            leaning_dumbbell_lateral_raise
            lying_dumbbell_raise
            muscle_up
            one_arm_cable_lateral_raise
            overhand_grip_rear_lateral_raise
            plate_raises
            ring_dip
            weighted_ring_dip
            ring_muscle_up
            weighted_ring_muscle_up
            rope_climb
            weighted_rope_climb
            scaption
            seated_lateral_raise
            seated_rear_lateral_raise
            side_lying_lateral_raise
            standing_lift
            suspended_row
            underhand_grip_rear_lateral_raise
            wall_slide
            weighted_wall_slide
            arm_circles
            shaving_the_head
            dumbbell_lateral_raise
            ring_dip_kipping
            wall_walk
            dumbbell_front_raise_wheelchair
            dumbbell_lateral_raise_wheelchair
            pole_double_arm_overhead_and_forward_wheelchair
            pole_straight_arm_overhead_wheelchair
            """)
}
