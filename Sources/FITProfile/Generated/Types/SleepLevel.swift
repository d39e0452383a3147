// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `sleep_level`, with a name for each value the profile names.
    public struct SleepLevel: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 164 }

        @_alwaysEmitIntoClient public static var unmeasurable: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var awake: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var light: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var deep: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var rem: Self { Self(rawValue: 4) }
    }
}

func makeType164() -> TypeProfile {
    TypeProfile(
        name: "sleep_level", values: [0, 1, 2, 3, 4],
        names: """
            unmeasurable
            awake
            light
            deep
            rem
            """)
}
