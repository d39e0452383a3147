// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `weather_report`, with a name for each value the profile names.
    public struct WeatherReport: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 203 }

        @_alwaysEmitIntoClient public static var current: Self { Self(rawValue: 0) }
        /// `hourly_forecast`
        @_alwaysEmitIntoClient public static var hourlyForecast: Self { Self(rawValue: 1) }
        /// `daily_forecast`
        @_alwaysEmitIntoClient public static var dailyForecast: Self { Self(rawValue: 2) }
    }
}

func makeType203() -> TypeProfile {
    TypeProfile(
        name: "weather_report", values: [0, 1, 2],
        names: """
            current
            hourly_forecast
            daily_forecast
            """)
}
