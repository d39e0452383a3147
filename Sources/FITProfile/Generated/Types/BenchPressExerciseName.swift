// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `bench_press_exercise_name`, with a name for each value the profile names.
    public struct BenchPressExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 21 }

        /// `alternating_dumbbell_chest_press_on_swiss_ball`
        @_alwaysEmitIntoClient public static var alternatingDumbbellChestPressOnSwissBall: Self { Self(rawValue: 0) }
        /// `barbell_bench_press`
        @_alwaysEmitIntoClient public static var barbellBenchPress: Self { Self(rawValue: 1) }
        /// `barbell_board_bench_press`
        @_alwaysEmitIntoClient public static var barbellBoardBenchPress: Self { Self(rawValue: 2) }
        /// `barbell_floor_press`
        @_alwaysEmitIntoClient public static var barbellFloorPress: Self { Self(rawValue: 3) }
        /// `close_grip_barbell_bench_press`
        @_alwaysEmitIntoClient public static var closeGripBarbellBenchPress: Self { Self(rawValue: 4) }
        /// `decline_dumbbell_bench_press`
        @_alwaysEmitIntoClient public static var declineDumbbellBenchPress: Self { Self(rawValue: 5) }
        /// `dumbbell_bench_press`
        @_alwaysEmitIntoClient public static var dumbbellBenchPress: Self { Self(rawValue: 6) }
        /// `dumbbell_floor_press`
        @_alwaysEmitIntoClient public static var dumbbellFloorPress: Self { Self(rawValue: 7) }
        /// `incline_barbell_bench_press`
        @_alwaysEmitIntoClient public static var inclineBarbellBenchPress: Self { Self(rawValue: 8) }
        /// `incline_dumbbell_bench_press`
        @_alwaysEmitIntoClient public static var inclineDumbbellBenchPress: Self { Self(rawValue: 9) }
        /// `incline_smith_machine_bench_press`
        @_alwaysEmitIntoClient public static var inclineSmithMachineBenchPress: Self { Self(rawValue: 10) }
        /// `isometric_barbell_bench_press`
        @_alwaysEmitIntoClient public static var isometricBarbellBenchPress: Self { Self(rawValue: 11) }
        /// `kettlebell_chest_press`
        @_alwaysEmitIntoClient public static var kettlebellChestPress: Self { Self(rawValue: 12) }
        /// `neutral_grip_dumbbell_bench_press`
        @_alwaysEmitIntoClient public static var neutralGripDumbbellBenchPress: Self { Self(rawValue: 13) }
        /// `neutral_grip_dumbbell_incline_bench_press`
        @_alwaysEmitIntoClient public static var neutralGripDumbbellInclineBenchPress: Self { Self(rawValue: 14) }
        /// `one_arm_floor_press`
        @_alwaysEmitIntoClient public static var oneArmFloorPress: Self { Self(rawValue: 15) }
        /// `weighted_one_arm_floor_press`
        @_alwaysEmitIntoClient public static var weightedOneArmFloorPress: Self { Self(rawValue: 16) }
        /// `partial_lockout`
        @_alwaysEmitIntoClient public static var partialLockout: Self { Self(rawValue: 17) }
        /// `reverse_grip_barbell_bench_press`
        @_alwaysEmitIntoClient public static var reverseGripBarbellBenchPress: Self { Self(rawValue: 18) }
        /// `reverse_grip_incline_bench_press`
        @_alwaysEmitIntoClient public static var reverseGripInclineBenchPress: Self { Self(rawValue: 19) }
        /// `single_arm_cable_chest_press`
        @_alwaysEmitIntoClient public static var singleArmCableChestPress: Self { Self(rawValue: 20) }
        /// `single_arm_dumbbell_bench_press`
        @_alwaysEmitIntoClient public static var singleArmDumbbellBenchPress: Self { Self(rawValue: 21) }
        /// `smith_machine_bench_press`
        @_alwaysEmitIntoClient public static var smithMachineBenchPress: Self { Self(rawValue: 22) }
        /// `swiss_ball_dumbbell_chest_press`
        @_alwaysEmitIntoClient public static var swissBallDumbbellChestPress: Self { Self(rawValue: 23) }
        /// `triple_stop_barbell_bench_press`
        @_alwaysEmitIntoClient public static var tripleStopBarbellBenchPress: Self { Self(rawValue: 24) }
        /// `wide_grip_barbell_bench_press`
        @_alwaysEmitIntoClient public static var wideGripBarbellBenchPress: Self { Self(rawValue: 25) }
        /// `alternating_dumbbell_chest_press`
        @_alwaysEmitIntoClient public static var alternatingDumbbellChestPress: Self { Self(rawValue: 26) }
    }
}

func makeType21() -> TypeProfile {
    TypeProfile(
        name: "bench_press_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26],
        names: """
            alternating_dumbbell_chest_press_on_swiss_ball
            barbell_bench_press
            barbell_board_bench_press
            barbell_floor_press
            close_grip_barbell_bench_press
            decline_dumbbell_bench_press
            dumbbell_bench_press
            dumbbell_floor_press
            incline_barbell_bench_press
            incline_dumbbell_bench_press
            incline_smith_machine_bench_press
            isometric_barbell_bench_press
            kettlebell_chest_press
            neutral_grip_dumbbell_bench_press
            neutral_grip_dumbbell_incline_bench_press
            one_arm_floor_press
            weighted_one_arm_floor_press
            partial_lockout
            reverse_grip_barbell_bench_press
            reverse_grip_incline_bench_press
            single_arm_cable_chest_press
            single_arm_dumbbell_bench_press
            smith_machine_bench_press
            swiss_ball_dumbbell_chest_press
            triple_stop_barbell_bench_press
            wide_grip_barbell_bench_press
            alternating_dumbbell_chest_press
            """)
}
