// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `weather_severity`, with a name for each value the profile names.
    public struct WeatherSeverity: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 205 }

        @_alwaysEmitIntoClient public static var unknown: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var warning: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var watch: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var advisory: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var statement: Self { Self(rawValue: 4) }
    }
}

func makeType205() -> TypeProfile {
    TypeProfile(
        name: "weather_severity", values: [0, 1, 2, 3, 4],
        names: """
            unknown
            warning
            watch
            advisory
            statement
            """)
}
