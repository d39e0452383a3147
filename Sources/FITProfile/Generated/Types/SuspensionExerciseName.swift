// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `suspension_exercise_name`, with a name for each value the profile names.
    public struct SuspensionExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 183 }

        /// `chest_fly`
        @_alwaysEmitIntoClient public static var chestFly: Self { Self(rawValue: 0) }
        /// `chest_press`
        @_alwaysEmitIntoClient public static var chestPress: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var crunch: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var curl: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var dip: Self { Self(rawValue: 4) }
        /// `face_pull`
        @_alwaysEmitIntoClient public static var facePull: Self { Self(rawValue: 5) }
        /// `glute_bridge`
        @_alwaysEmitIntoClient public static var gluteBridge: Self { Self(rawValue: 6) }
        /// `hamstring_curl`
        @_alwaysEmitIntoClient public static var hamstringCurl: Self { Self(rawValue: 7) }
        /// `hip_drop`
        @_alwaysEmitIntoClient public static var hipDrop: Self { Self(rawValue: 8) }
        /// `inverted_row`
        @_alwaysEmitIntoClient public static var invertedRow: Self { Self(rawValue: 9) }
        /// `knee_drive_jump`
        @_alwaysEmitIntoClient public static var kneeDriveJump: Self { Self(rawValue: 10) }
        /// `knee_to_chest`
        @_alwaysEmitIntoClient public static var kneeToChest: Self { Self(rawValue: 11) }
        /// `lat_pullover`
        @_alwaysEmitIntoClient public static var latPullover: Self { Self(rawValue: 12) }
        @_alwaysEmitIntoClient public static var lunge: Self { Self(rawValue: 13) }
        /// `mountain_climber`
        @_alwaysEmitIntoClient public static var mountainClimber: Self { Self(rawValue: 14) }
        @_alwaysEmitIntoClient public static var pendulum: Self { Self(rawValue: 15) }
        @_alwaysEmitIntoClient public static var pike: Self { Self(rawValue: 16) }
        @_alwaysEmitIntoClient public static var plank: Self { Self(rawValue: 17) }
        /// `power_pull`
        @_alwaysEmitIntoClient public static var powerPull: Self { Self(rawValue: 18) }
        /// `pull_up`
        @_alwaysEmitIntoClient public static var pullUp: Self { Self(rawValue: 19) }
        /// `push_up`
        @_alwaysEmitIntoClient public static var pushUp: Self { Self(rawValue: 20) }
        /// `reverse_mountain_climber`
        @_alwaysEmitIntoClient public static var reverseMountainClimber: Self { Self(rawValue: 21) }
        /// `reverse_plank`
        @_alwaysEmitIntoClient public static var reversePlank: Self { Self(rawValue: 22) }
        @_alwaysEmitIntoClient public static var rollout: Self { Self(rawValue: 23) }
        @_alwaysEmitIntoClient public static var row: Self { Self(rawValue: 24) }
        /// `side_lunge`
        @_alwaysEmitIntoClient public static var sideLunge: Self { Self(rawValue: 25) }
        /// `side_plank`
        @_alwaysEmitIntoClient public static var sidePlank: Self { Self(rawValue: 26) }
        /// `single_leg_deadlift`
        @_alwaysEmitIntoClient public static var singleLegDeadlift: Self { Self(rawValue: 27) }
        /// `single_leg_squat`
        @_alwaysEmitIntoClient public static var singleLegSquat: Self { Self(rawValue: 28) }
        /// `sit_up`
        @_alwaysEmitIntoClient public static var sitUp: Self { Self(rawValue: 29) }
        @_alwaysEmitIntoClient public static var split: Self { Self(rawValue: 30) }
        @_alwaysEmitIntoClient public static var squat: Self { Self(rawValue: 31) }
        /// `squat_jump`
        @_alwaysEmitIntoClient public static var squatJump: Self { Self(rawValue: 32) }
        /// `tricep_press`
        @_alwaysEmitIntoClient public static var tricepPress: Self { Self(rawValue: 33) }
        /// `y_fly`
        @_alwaysEmitIntoClient public static var yFly: Self { Self(rawValue: 34) }
    }
}

func makeType183() -> TypeProfile {
    TypeProfile(
        name: "suspension_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34
        ],
        names: """
            chest_fly
            chest_press
            crunch
            curl
            dip
            face_pull
            glute_bridge
            hamstring_curl
            hip_drop
            inverted_row
            knee_drive_jump
            knee_to_chest
            lat_pullover
            lunge
            mountain_climber
            pendulum
            pike
            plank
            power_pull
            pull_up
            push_up
            reverse_mountain_climber
            reverse_plank
            rollout
            row
            side_lunge
            side_plank
            single_leg_deadlift
            single_leg_squat
            sit_up
            split
            squat
            squat_jump
            tricep_press
            y_fly
            """)
}
