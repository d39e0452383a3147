// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `run_indoor_exercise_name`, with a name for each value the profile names.
    public struct RunIndoorExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 145 }

        /// `indoor_track_run`
        @_alwaysEmitIntoClient public static var indoorTrackRun: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var treadmill: Self { Self(rawValue: 1) }
    }
}

func makeType145() -> TypeProfile {
    TypeProfile(
        name: "run_indoor_exercise_name", values: [0, 1],
        names: """
            indoor_track_run
            treadmill
            """)
}
