// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `olympic_lift_exercise_name`, with a name for each value the profile names.
    public struct OlympicLiftExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 132 }

        /// `barbell_hang_power_clean`
        @_alwaysEmitIntoClient public static var barbellHangPowerClean: Self { Self(rawValue: 0) }
        /// `barbell_hang_squat_clean`
        @_alwaysEmitIntoClient public static var barbellHangSquatClean: Self { Self(rawValue: 1) }
        /// `barbell_power_clean`
        @_alwaysEmitIntoClient public static var barbellPowerClean: Self { Self(rawValue: 2) }
        /// `barbell_power_snatch`
        @_alwaysEmitIntoClient public static var barbellPowerSnatch: Self { Self(rawValue: 3) }
        /// `barbell_squat_clean`
        @_alwaysEmitIntoClient public static var barbellSquatClean: Self { Self(rawValue: 4) }
        /// `clean_and_jerk`
        @_alwaysEmitIntoClient public static var cleanAndJerk: Self { Self(rawValue: 5) }
        /// `barbell_hang_power_snatch`
        @_alwaysEmitIntoClient public static var barbellHangPowerSnatch: Self { Self(rawValue: 6) }
        /// `barbell_hang_pull`
        @_alwaysEmitIntoClient public static var barbellHangPull: Self { Self(rawValue: 7) }
        /// `barbell_high_pull`
        @_alwaysEmitIntoClient public static var barbellHighPull: Self { Self(rawValue: 8) }
        /// `barbell_snatch`
        @_alwaysEmitIntoClient public static var barbellSnatch: Self { Self(rawValue: 9) }
        /// `barbell_split_jerk`
        @_alwaysEmitIntoClient public static var barbellSplitJerk: Self { Self(rawValue: 10) }
        @_alwaysEmitIntoClient public static var clean: Self { Self(rawValue: 11) }
        /// `dumbbell_clean`
        @_alwaysEmitIntoClient public static var dumbbellClean: Self { Self(rawValue: 12) }
        /// `dumbbell_hang_pull`
        @_alwaysEmitIntoClient public static var dumbbellHangPull: Self { Self(rawValue: 13) }
        /// `one_hand_dumbbell_split_snatch`
        @_alwaysEmitIntoClient public static var oneHandDumbbellSplitSnatch: Self { Self(rawValue: 14) }
        /// `push_jerk`
        @_alwaysEmitIntoClient public static var pushJerk: Self { Self(rawValue: 15) }
        /// `single_arm_dumbbell_snatch`
        @_alwaysEmitIntoClient public static var singleArmDumbbellSnatch: Self { Self(rawValue: 16) }
        /// `single_arm_hang_snatch`
        @_alwaysEmitIntoClient public static var singleArmHangSnatch: Self { Self(rawValue: 17) }
        /// `single_arm_kettlebell_snatch`
        @_alwaysEmitIntoClient public static var singleArmKettlebellSnatch: Self { Self(rawValue: 18) }
        /// `split_jerk`
        @_alwaysEmitIntoClient public static var splitJerk: Self { Self(rawValue: 19) }
        /// `squat_clean_and_jerk`
        @_alwaysEmitIntoClient public static var squatCleanAndJerk: Self { Self(rawValue: 20) }
        /// `dumbbell_hang_snatch`
        @_alwaysEmitIntoClient public static var dumbbellHangSnatch: Self { Self(rawValue: 21) }
        /// `dumbbell_power_clean_and_jerk`
        @_alwaysEmitIntoClient public static var dumbbellPowerCleanAndJerk: Self { Self(rawValue: 22) }
        /// `dumbbell_power_clean_and_push_press`
        @_alwaysEmitIntoClient public static var dumbbellPowerCleanAndPushPress: Self { Self(rawValue: 23) }
        /// `dumbbell_power_clean_and_strict_press`
        @_alwaysEmitIntoClient public static var dumbbellPowerCleanAndStrictPress: Self { Self(rawValue: 24) }
        /// `dumbbell_snatch`
        @_alwaysEmitIntoClient public static var dumbbellSnatch: Self { Self(rawValue: 25) }
        /// `medicine_ball_clean`
        @_alwaysEmitIntoClient public static var medicineBallClean: Self { Self(rawValue: 26) }
        /// `clean_and_press`
        @_alwaysEmitIntoClient public static var cleanAndPress: Self { Self(rawValue: 27) }
        @_alwaysEmitIntoClient public static var snatch: Self { Self(rawValue: 28) }
    }
}

func makeType132() -> TypeProfile {
    TypeProfile(
        name: "olympic_lift_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28
        ],
        names: """
            barbell_hang_power_clean
            barbell_hang_squat_clean
            barbell_power_clean
            barbell_power_snatch
            barbell_squat_clean
            clean_and_jerk
            barbell_hang_power_snatch
            barbell_hang_pull
            barbell_high_pull
            barbell_snatch
            barbell_split_jerk
            clean
            dumbbell_clean
            dumbbell_hang_pull
            one_hand_dumbbell_split_snatch
            push_jerk
            single_arm_dumbbell_snatch
            single_arm_hang_snatch
            single_arm_kettlebell_snatch
            split_jerk
            squat_clean_and_jerk
            dumbbell_hang_snatch
            dumbbell_power_clean_and_jerk
            dumbbell_power_clean_and_push_press
            dumbbell_power_clean_and_strict_press
            dumbbell_snatch
            medicine_ball_clean
            clean_and_press
            snatch
            """)
}
