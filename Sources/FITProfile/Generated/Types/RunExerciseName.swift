// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `run_exercise_name`, with a name for each value the profile names.
    public struct RunExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 144 }

        @_alwaysEmitIntoClient public static var run: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var walk: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var jog: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var sprint: Self { Self(rawValue: 3) }
        /// `run_or_walk`
        @_alwaysEmitIntoClient public static var runOrWalk: Self { Self(rawValue: 4) }
        /// `speed_walk`
        @_alwaysEmitIntoClient public static var speedWalk: Self { Self(rawValue: 5) }
        /// `warm_up`
        @_alwaysEmitIntoClient public static var warmUp: Self { Self(rawValue: 6) }
    }
}

func makeType144() -> TypeProfile {
    TypeProfile(
        name: "run_exercise_name", values: [0, 1, 2, 3, 4, 5, 6],
        names: """
            run
            walk
            jog
            sprint
            run_or_walk
            speed_walk
            warm_up
            """)
}
