// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `tire_exercise_name`, with a name for each value the profile names.
    public struct TireExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 191 }

        @_alwaysEmitIntoClient public static var flip: Self { Self(rawValue: 0) }
    }
}

func makeType191() -> TypeProfile {
    TypeProfile(
        name: "tire_exercise_name", values: [0],
        names: """
            flip
            """)
}
