// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `deadlift_exercise_name`, with a name for each value the profile names.
    public struct DeadliftExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 53 }

        /// `barbell_deadlift`
        @_alwaysEmitIntoClient public static var barbellDeadlift: Self { Self(rawValue: 0) }
        /// `barbell_straight_leg_deadlift`
        @_alwaysEmitIntoClient public static var barbellStraightLegDeadlift: Self { Self(rawValue: 1) }
        /// `dumbbell_deadlift`
        @_alwaysEmitIntoClient public static var dumbbellDeadlift: Self { Self(rawValue: 2) }
        /// `dumbbell_single_leg_deadlift_to_row`
        @_alwaysEmitIntoClient public static var dumbbellSingleLegDeadliftToRow: Self { Self(rawValue: 3) }
        /// `dumbbell_straight_leg_deadlift`
        @_alwaysEmitIntoClient public static var dumbbellStraightLegDeadlift: Self { Self(rawValue: 4) }
        /// `kettlebell_floor_to_shelf`
        @_alwaysEmitIntoClient public static var kettlebellFloorToShelf: Self { Self(rawValue: 5) }
        /// `one_arm_one_leg_deadlift`
        @_alwaysEmitIntoClient public static var oneArmOneLegDeadlift: Self { Self(rawValue: 6) }
        /// `rack_pull`
        @_alwaysEmitIntoClient public static var rackPull: Self { Self(rawValue: 7) }
        /// `rotational_dumbbell_straight_leg_deadlift`
        @_alwaysEmitIntoClient public static var rotationalDumbbellStraightLegDeadlift: Self { Self(rawValue: 8) }
        /// `single_arm_deadlift`
        @_alwaysEmitIntoClient public static var singleArmDeadlift: Self { Self(rawValue: 9) }
        /// `single_leg_barbell_deadlift`
        @_alwaysEmitIntoClient public static var singleLegBarbellDeadlift: Self { Self(rawValue: 10) }
        /// `single_leg_barbell_straight_leg_deadlift`
        @_alwaysEmitIntoClient public static var singleLegBarbellStraightLegDeadlift: Self { Self(rawValue: 11) }
        /// `single_leg_deadlift_with_barbell`
        @_alwaysEmitIntoClient public static var singleLegDeadliftWithBarbell: Self { Self(rawValue: 12) }
        /// `single_leg_rdl_circuit`
        @_alwaysEmitIntoClient public static var singleLegRdlCircuit: Self { Self(rawValue: 13) }
        /// `single_leg_romanian_deadlift_with_dumbbell`
        @_alwaysEmitIntoClient public static var singleLegRomanianDeadliftWithDumbbell: Self { Self(rawValue: 14) }
        /// `sumo_deadlift`
        @_alwaysEmitIntoClient public static var sumoDeadlift: Self { Self(rawValue: 15) }
        /// `sumo_deadlift_high_pull`
        @_alwaysEmitIntoClient public static var sumoDeadliftHighPull: Self { Self(rawValue: 16) }
        /// `trap_bar_deadlift`
        @_alwaysEmitIntoClient public static var trapBarDeadlift: Self { Self(rawValue: 17) }
        /// `wide_grip_barbell_deadlift`
        @_alwaysEmitIntoClient public static var wideGripBarbellDeadlift: Self { Self(rawValue: 18) }
        /// `kettlebell_deadlift`
        @_alwaysEmitIntoClient public static var kettlebellDeadlift: Self { Self(rawValue: 20) }
        /// `kettlebell_sumo_deadlift`
        @_alwaysEmitIntoClient public static var kettlebellSumoDeadlift: Self { Self(rawValue: 21) }
        /// `romanian_deadlift`
        @_alwaysEmitIntoClient public static var romanianDeadlift: Self { Self(rawValue: 23) }
        /// `single_leg_romanian_deadlift_circuit`
        @_alwaysEmitIntoClient public static var singleLegRomanianDeadliftCircuit: Self { Self(rawValue: 24) }
        /// `straight_leg_deadlift`
        @_alwaysEmitIntoClient public static var straightLegDeadlift: Self { Self(rawValue: 25) }
    }
}

func makeType53() -> TypeProfile {
    TypeProfile(
        name: "deadlift_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 21, 23, 24, 25],
        names: """
            barbell_deadlift
            barbell_straight_leg_deadlift
            dumbbell_deadlift
            dumbbell_single_leg_deadlift_to_row
            dumbbell_straight_leg_deadlift
            kettlebell_floor_to_shelf
            one_arm_one_leg_deadlift
            rack_pull
            rotational_dumbbell_straight_leg_deadlift
            single_arm_deadlift
            single_leg_barbell_deadlift
            single_leg_barbell_straight_leg_deadlift
            single_leg_deadlift_with_barbell
            single_leg_rdl_circuit
            single_leg_romanian_deadlift_with_dumbbell
            sumo_deadlift
            sumo_deadlift_high_pull
            trap_bar_deadlift
            wide_grip_barbell_deadlift
            kettlebell_deadlift
            kettlebell_sumo_deadlift
            romanian_deadlift
            single_leg_romanian_deadlift_circuit
            straight_leg_deadlift
            """)
}
