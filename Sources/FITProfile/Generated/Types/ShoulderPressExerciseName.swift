// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `shoulder_press_exercise_name`, with a name for each value the profile names.
    public struct ShoulderPressExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 156 }

        /// `alternating_dumbbell_shoulder_press`
        @_alwaysEmitIntoClient public static var alternatingDumbbellShoulderPress: Self { Self(rawValue: 0) }
        /// `arnold_press`
        @_alwaysEmitIntoClient public static var arnoldPress: Self { Self(rawValue: 1) }
        /// `barbell_front_squat_to_push_press`
        @_alwaysEmitIntoClient public static var barbellFrontSquatToPushPress: Self { Self(rawValue: 2) }
        /// `barbell_push_press`
        @_alwaysEmitIntoClient public static var barbellPushPress: Self { Self(rawValue: 3) }
        /// `barbell_shoulder_press`
        @_alwaysEmitIntoClient public static var barbellShoulderPress: Self { Self(rawValue: 4) }
        /// `dead_curl_press`
        @_alwaysEmitIntoClient public static var deadCurlPress: Self { Self(rawValue: 5) }
        /// `dumbbell_alternating_shoulder_press_and_twist`
        @_alwaysEmitIntoClient public static var dumbbellAlternatingShoulderPressAndTwist: Self { Self(rawValue: 6) }
        /// `dumbbell_hammer_curl_to_lunge_to_press`
        @_alwaysEmitIntoClient public static var dumbbellHammerCurlToLungeToPress: Self { Self(rawValue: 7) }
        /// `dumbbell_push_press`
        @_alwaysEmitIntoClient public static var dumbbellPushPress: Self { Self(rawValue: 8) }
        /// `floor_inverted_shoulder_press`
        @_alwaysEmitIntoClient public static var floorInvertedShoulderPress: Self { Self(rawValue: 9) }
        /// `weighted_floor_inverted_shoulder_press`
        @_alwaysEmitIntoClient public static var weightedFloorInvertedShoulderPress: Self { Self(rawValue: 10) }
        /// `inverted_shoulder_press`
        @_alwaysEmitIntoClient public static var invertedShoulderPress: Self { Self(rawValue: 11) }
        /// `weighted_inverted_shoulder_press`
        @_alwaysEmitIntoClient public static var weightedInvertedShoulderPress: Self { Self(rawValue: 12) }
        /// `one_arm_push_press`
        @_alwaysEmitIntoClient public static var oneArmPushPress: Self { Self(rawValue: 13) }
        /// `overhead_barbell_press`
        @_alwaysEmitIntoClient public static var overheadBarbellPress: Self { Self(rawValue: 14) }
        /// `overhead_dumbbell_press`
        @_alwaysEmitIntoClient public static var overheadDumbbellPress: Self { Self(rawValue: 15) }
        /// `seated_barbell_shoulder_press`
        @_alwaysEmitIntoClient public static var seatedBarbellShoulderPress: Self { Self(rawValue: 16) }
        /// `seated_dumbbell_shoulder_press`
        @_alwaysEmitIntoClient public static var seatedDumbbellShoulderPress: Self { Self(rawValue: 17) }
        /// `single_arm_dumbbell_shoulder_press`
        @_alwaysEmitIntoClient public static var singleArmDumbbellShoulderPress: Self { Self(rawValue: 18) }
        /// `single_arm_step_up_and_press`
        @_alwaysEmitIntoClient public static var singleArmStepUpAndPress: Self { Self(rawValue: 19) }
        /// `smith_machine_overhead_press`
        @_alwaysEmitIntoClient public static var smithMachineOverheadPress: Self { Self(rawValue: 20) }
        /// `split_stance_hammer_curl_to_press`
        @_alwaysEmitIntoClient public static var splitStanceHammerCurlToPress: Self { Self(rawValue: 21) }
        /// `swiss_ball_dumbbell_shoulder_press`
        @_alwaysEmitIntoClient public static var swissBallDumbbellShoulderPress: Self { Self(rawValue: 22) }
        /// `weight_plate_front_raise`
        @_alwaysEmitIntoClient public static var weightPlateFrontRaise: Self { Self(rawValue: 23) }
        /// `dumbbell_shoulder_press`
        @_alwaysEmitIntoClient public static var dumbbellShoulderPress: Self { Self(rawValue: 24) }
        /// `military_press`
        @_alwaysEmitIntoClient public static var militaryPress: Self { Self(rawValue: 25) }
        /// `strict_press`
        @_alwaysEmitIntoClient public static var strictPress: Self { Self(rawValue: 27) }
        /// `dumbbell_front_raise`
        @_alwaysEmitIntoClient public static var dumbbellFrontRaise: Self { Self(rawValue: 28) }
        /// `dumbbell_curl_to_overhead_press_wheelchair`
        @_alwaysEmitIntoClient public static var dumbbellCurlToOverheadPressWheelchair: Self { Self(rawValue: 29) }
        /// `arnold_press_wheelchair`
        @_alwaysEmitIntoClient public static var arnoldPressWheelchair: Self { Self(rawValue: 30) }
        /// `overhead_dumbbell_press_wheelchair`
        @_alwaysEmitIntoClient public static var overheadDumbbellPressWheelchair: Self { Self(rawValue: 31) }
    }
}

func makeType156() -> TypeProfile {
    TypeProfile(
        name: "shoulder_press_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 27, 28, 29,
            30, 31
        ],
        names: """
            alternating_dumbbell_shoulder_press
            arnold_press
            barbell_front_squat_to_push_press
            barbell_push_press
            barbell_shoulder_press
            dead_curl_press
            dumbbell_alternating_shoulder_press_and_twist
            dumbbell_hammer_curl_to_lunge_to_press
            dumbbell_push_press
            floor_inverted_shoulder_press
            weighted_floor_inverted_shoulder_press
            inverted_shoulder_press
            weighted_inverted_shoulder_press
            one_arm_push_press
            overhead_barbell_press
            overhead_dumbbell_press
            seated_barbell_shoulder_press
            seated_dumbbell_shoulder_press
            single_arm_dumbbell_shoulder_press
            single_arm_step_up_and_press
            smith_machine_overhead_press
            split_stance_hammer_curl_to_press
            swiss_ball_dumbbell_shoulder_press
            weight_plate_front_raise
            dumbbell_shoulder_press
            military_press
            strict_press
            dumbbell_front_raise
            dumbbell_curl_to_overhead_press_wheelchair
            arnold_press_wheelchair
            overhead_dumbbell_press_wheelchair
            """)
}
