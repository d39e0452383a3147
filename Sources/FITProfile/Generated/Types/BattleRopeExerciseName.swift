// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `battle_rope_exercise_name`, with a name for each value the profile names.
    public struct BattleRopeExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 20 }

        /// `alternating_figure_eight`
        @_alwaysEmitIntoClient public static var alternatingFigureEight: Self { Self(rawValue: 0) }
        /// `alternating_jump_wave`
        @_alwaysEmitIntoClient public static var alternatingJumpWave: Self { Self(rawValue: 1) }
        /// `alternating_kneeling_to_standing_wave`
        @_alwaysEmitIntoClient public static var alternatingKneelingToStandingWave: Self { Self(rawValue: 2) }
        /// `alternating_lunge_wave`
        @_alwaysEmitIntoClient public static var alternatingLungeWave: Self { Self(rawValue: 3) }
        /// `alternating_squat_wave`
        @_alwaysEmitIntoClient public static var alternatingSquatWave: Self { Self(rawValue: 4) }
        /// `alternating_wave`
        @_alwaysEmitIntoClient public static var alternatingWave: Self { Self(rawValue: 5) }
        /// `alternating_wave_with_lateral_shuffle`
        @_alwaysEmitIntoClient public static var alternatingWaveWithLateralShuffle: Self { Self(rawValue: 6) }
        /// `clap_wave`
        @_alwaysEmitIntoClient public static var clapWave: Self { Self(rawValue: 7) }
        /// `double_arm_figure_eight`
        @_alwaysEmitIntoClient public static var doubleArmFigureEight: Self { Self(rawValue: 8) }
        /// `double_arm_side_to_side_snake`
        @_alwaysEmitIntoClient public static var doubleArmSideToSideSnake: Self { Self(rawValue: 9) }
        /// `double_arm_side_wave`
        @_alwaysEmitIntoClient public static var doubleArmSideWave: Self { Self(rawValue: 10) }
        /// `double_arm_slam`
        @_alwaysEmitIntoClient public static var doubleArmSlam: Self { Self(rawValue: 11) }
        /// `double_arm_wave`
        @_alwaysEmitIntoClient public static var doubleArmWave: Self { Self(rawValue: 12) }
        /// `grappler_toss`
        @_alwaysEmitIntoClient public static var grapplerToss: Self { Self(rawValue: 13) }
        /// `hip_toss`
        @_alwaysEmitIntoClient public static var hipToss: Self { Self(rawValue: 14) }
        /// `in_and_out_wave`
        @_alwaysEmitIntoClient public static var inAndOutWave: Self { Self(rawValue: 15) }
        /// `inside_circle`
        @_alwaysEmitIntoClient public static var insideCircle: Self { Self(rawValue: 16) }
        /// `jumping_jacks`
        @_alwaysEmitIntoClient public static var jumpingJacks: Self { Self(rawValue: 17) }
        /// `outside_circle`
        @_alwaysEmitIntoClient public static var outsideCircle: Self { Self(rawValue: 18) }
        @_alwaysEmitIntoClient public static var rainbow: Self { Self(rawValue: 19) }
        /// `side_plank_wave`
        @_alwaysEmitIntoClient public static var sidePlankWave: Self { Self(rawValue: 20) }
        @_alwaysEmitIntoClient public static var sidewinder: Self { Self(rawValue: 21) }
        /// `sitting_russian_twist`
        @_alwaysEmitIntoClient public static var sittingRussianTwist: Self { Self(rawValue: 22) }
        /// `snake_wave`
        @_alwaysEmitIntoClient public static var snakeWave: Self { Self(rawValue: 23) }
        /// `split_jack`
        @_alwaysEmitIntoClient public static var splitJack: Self { Self(rawValue: 24) }
        /// `stage_coach`
        @_alwaysEmitIntoClient public static var stageCoach: Self { Self(rawValue: 25) }
        /// `ultimate_warrior`
        @_alwaysEmitIntoClient public static var ultimateWarrior: Self { Self(rawValue: 26) }
        /// `upper_cuts`
        @_alwaysEmitIntoClient public static var upperCuts: Self { Self(rawValue: 27) }
    }
}

func makeType20() -> TypeProfile {
    TypeProfile(
        name: "battle_rope_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27],
        names: """
            alternating_figure_eight
            alternating_jump_wave
            alternating_kneeling_to_standing_wave
            alternating_lunge_wave
            alternating_squat_wave
            alternating_wave
            alternating_wave_with_lateral_shuffle
            clap_wave
            double_arm_figure_eight
            double_arm_side_to_side_snake
            double_arm_side_wave
            double_arm_slam
            double_arm_wave
            grappler_toss
            hip_toss
            in_and_out_wave
            inside_circle
            jumping_jacks
            outside_circle
            rainbow
            side_plank_wave
            sidewinder
            sitting_russian_twist
            snake_wave
            split_jack
            stage_coach
            ultimate_warrior
            upper_cuts
            """)
}
