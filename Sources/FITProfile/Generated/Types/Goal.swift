// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `goal`, with a name for each value the profile names.
    public struct Goal: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 90 }

        @_alwaysEmitIntoClient public static var time: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var distance: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var calories: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var frequency: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var steps: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var ascent: Self { Self(rawValue: 5) }
        /// `active_minutes`
        @_alwaysEmitIntoClient public static var activeMinutes: Self { Self(rawValue: 6) }
    }
}

func makeType90() -> TypeProfile {
    TypeProfile(
        name: "goal", values: [0, 1, 2, 3, 4, 5, 6],
        names: """
            time
            distance
            calories
            frequency
            steps
            ascent
            active_minutes
            """)
}
