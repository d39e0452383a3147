// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `sledge_hammer_exercise_name`, with a name for each value the profile names.
    public struct SledgeHammerExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 162 }

        /// `lateral_swing`
        @_alwaysEmitIntoClient public static var lateralSwing: Self { Self(rawValue: 0) }
        /// `hammer_slam`
        @_alwaysEmitIntoClient public static var hammerSlam: Self { Self(rawValue: 1) }
    }
}

func makeType162() -> TypeProfile {
    TypeProfile(
        name: "sledge_hammer_exercise_name", values: [0, 1],
        names: """
            lateral_swing
            hammer_slam
            """)
}
