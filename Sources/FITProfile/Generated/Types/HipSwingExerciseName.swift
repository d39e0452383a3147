// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `hip_swing_exercise_name`, with a name for each value the profile names.
    public struct HipSwingExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 95 }

        /// `single_arm_kettlebell_swing`
        @_alwaysEmitIntoClient public static var singleArmKettlebellSwing: Self { Self(rawValue: 0) }
        /// `single_arm_dumbbell_swing`
        @_alwaysEmitIntoClient public static var singleArmDumbbellSwing: Self { Self(rawValue: 1) }
        /// `step_out_swing`
        @_alwaysEmitIntoClient public static var stepOutSwing: Self { Self(rawValue: 2) }
        /// `one_arm_swing`
        @_alwaysEmitIntoClient public static var oneArmSwing: Self { Self(rawValue: 3) }
    }
}

func makeType95() -> TypeProfile {
    TypeProfile(
        name: "hip_swing_exercise_name", values: [0, 1, 2, 3],
        names: """
            single_arm_kettlebell_swing
            single_arm_dumbbell_swing
            step_out_swing
            one_arm_swing
            """)
}
