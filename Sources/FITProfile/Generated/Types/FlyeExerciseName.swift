// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `flye_exercise_name`, with a name for each value the profile names.
    public struct FlyeExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 84 }

        /// `cable_crossover`
        @_alwaysEmitIntoClient public static var cableCrossover: Self { Self(rawValue: 0) }
        /// `decline_dumbbell_flye`
        @_alwaysEmitIntoClient public static var declineDumbbellFlye: Self { Self(rawValue: 1) }
        /// `dumbbell_flye`
        @_alwaysEmitIntoClient public static var dumbbellFlye: Self { Self(rawValue: 2) }
        /// `incline_dumbbell_flye`
        @_alwaysEmitIntoClient public static var inclineDumbbellFlye: Self { Self(rawValue: 3) }
        /// `kettlebell_flye`
        @_alwaysEmitIntoClient public static var kettlebellFlye: Self { Self(rawValue: 4) }
        /// `kneeling_rear_flye`
        @_alwaysEmitIntoClient public static var kneelingRearFlye: Self { Self(rawValue: 5) }
        /// `single_arm_standing_cable_reverse_flye`
        @_alwaysEmitIntoClient public static var singleArmStandingCableReverseFlye: Self { Self(rawValue: 6) }
        /// `swiss_ball_dumbbell_flye`
        @_alwaysEmitIntoClient public static var swissBallDumbbellFlye: Self { Self(rawValue: 7) }
        /// `arm_rotations`
        @_alwaysEmitIntoClient public static var armRotations: Self { Self(rawValue: 8) }
        /// `hug_a_tree`
        @_alwaysEmitIntoClient public static var hugATree: Self { Self(rawValue: 9) }
        /// `face_down_incline_reverse_flye`
        @_alwaysEmitIntoClient public static var faceDownInclineReverseFlye: Self { Self(rawValue: 10) }
        /// `incline_reverse_flye`
        @_alwaysEmitIntoClient public static var inclineReverseFlye: Self { Self(rawValue: 11) }
        /// `rear_delt_fly_wheelchair`
        @_alwaysEmitIntoClient public static var rearDeltFlyWheelchair: Self { Self(rawValue: 12) }
    }
}

func makeType84() -> TypeProfile {
    TypeProfile(
        name: "flye_exercise_name", values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        names: """
            cable_crossover
            decline_dumbbell_flye
            dumbbell_flye
            incline_dumbbell_flye
            kettlebell_flye
            kneeling_rear_flye
            single_arm_standing_cable_reverse_flye
            swiss_ball_dumbbell_flye
            arm_rotations
            hug_a_tree
            face_down_incline_reverse_flye
            incline_reverse_flye
            rear_delt_fly_wheelchair
            """)
}
