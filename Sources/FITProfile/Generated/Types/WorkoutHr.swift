// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `workout_hr`, with a name for each value the profile names.
    public struct WorkoutHr: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 212 }

        /// `bpm_offset`
        @_alwaysEmitIntoClient public static var bpmOffset: Self { Self(rawValue: 100) }
    }
}

func makeType212() -> TypeProfile {
    TypeProfile(
        name: "workout_hr", values: [100],
        names: """
            bpm_offset
            """)
}
