// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `total_body_exercise_name`, with a name for each value the profile names.
    public struct TotalBodyExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 194 }

        @_alwaysEmitIntoClient public static var burpee: Self { Self(rawValue: 0) }
        /// `weighted_burpee`
        @_alwaysEmitIntoClient public static var weightedBurpee: Self { Self(rawValue: 1) }
        /// `burpee_box_jump`
        @_alwaysEmitIntoClient public static var burpeeBoxJump: Self { Self(rawValue: 2) }
        /// `weighted_burpee_box_jump`
        @_alwaysEmitIntoClient public static var weightedBurpeeBoxJump: Self { Self(rawValue: 3) }
        /// `high_pull_burpee`
        @_alwaysEmitIntoClient public static var highPullBurpee: Self { Self(rawValue: 4) }
        /// `man_makers`
        @_alwaysEmitIntoClient public static var manMakers: Self { Self(rawValue: 5) }
        /// `one_arm_burpee`
        @_alwaysEmitIntoClient public static var oneArmBurpee: Self { Self(rawValue: 6) }
        /// `squat_thrusts`
        @_alwaysEmitIntoClient public static var squatThrusts: Self { Self(rawValue: 7) }
        /// `weighted_squat_thrusts`
        @_alwaysEmitIntoClient public static var weightedSquatThrusts: Self { Self(rawValue: 8) }
        /// `squat_plank_push_up`
        @_alwaysEmitIntoClient public static var squatPlankPushUp: Self { Self(rawValue: 9) }
        /// `weighted_squat_plank_push_up`
        @_alwaysEmitIntoClient public static var weightedSquatPlankPushUp: Self { Self(rawValue: 10) }
        /// `standing_t_rotation_balance`
        @_alwaysEmitIntoClient public static var standingTRotationBalance: Self { Self(rawValue: 11) }
        /// `weighted_standing_t_rotation_balance`
        @_alwaysEmitIntoClient public static var weightedStandingTRotationBalance: Self { Self(rawValue: 12) }
        /// `barbell_burpee`
        @_alwaysEmitIntoClient public static var barbellBurpee: Self { Self(rawValue: 13) }
        /// `burpee_box_jump_over_yes_literally_jumping_over_the_box`
        @_alwaysEmitIntoClient public static var burpeeBoxJumpOverYesLiterallyJumpingOverTheBox: Self {
            Self(rawValue: 15)
        }
        /// `burpee_box_jump_step_up_over`
        @_alwaysEmitIntoClient public static var burpeeBoxJumpStepUpOver: Self { Self(rawValue: 16) }
        /// `lateral_barbell_burpee`
        @_alwaysEmitIntoClient public static var lateralBarbellBurpee: Self { Self(rawValue: 17) }
        /// `total_body_burpee_over_bar`
        @_alwaysEmitIntoClient public static var totalBodyBurpeeOverBar: Self { Self(rawValue: 18) }
        /// `burpee_box_jump_over`
        @_alwaysEmitIntoClient public static var burpeeBoxJumpOver: Self { Self(rawValue: 19) }
        /// `burpee_wheelchair`
        @_alwaysEmitIntoClient public static var burpeeWheelchair: Self { Self(rawValue: 20) }
    }
}

func makeType194() -> TypeProfile {
    TypeProfile(
        name: "total_body_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20],
        names: """
            burpee
            weighted_burpee
            burpee_box_jump
            weighted_burpee_box_jump
            high_pull_burpee
            man_makers
            one_arm_burpee
            squat_thrusts
            weighted_squat_thrusts
            squat_plank_push_up
            weighted_squat_plank_push_up
            standing_t_rotation_balance
            weighted_standing_t_rotation_balance
            barbell_burpee
            burpee_box_jump_over_yes_literally_jumping_over_the_box
            burpee_box_jump_step_up_over
            lateral_barbell_burpee
            total_body_burpee_over_bar
            burpee_box_jump_over
            burpee_wheelchair
            """)
}
