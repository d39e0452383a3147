// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `weather_status`, with a name for each value the profile names.
    public struct WeatherStatus: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 206 }

        @_alwaysEmitIntoClient public static var clear: Self { Self(rawValue: 0) }
        /// `partly_cloudy`
        @_alwaysEmitIntoClient public static var partlyCloudy: Self { Self(rawValue: 1) }
        /// `mostly_cloudy`
        @_alwaysEmitIntoClient public static var mostlyCloudy: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var rain: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var snow: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var windy: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var thunderstorms: Self { Self(rawValue: 6) }
        /// `wintry_mix`
        @_alwaysEmitIntoClient public static var wintryMix: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var fog: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var hazy: Self { Self(rawValue: 11) }
        @_alwaysEmitIntoClient public static var hail: Self { Self(rawValue: 12) }
        /// `scattered_showers`
        @_alwaysEmitIntoClient public static var scatteredShowers: Self { Self(rawValue: 13) }
        /// `scattered_thunderstorms`
        @_alwaysEmitIntoClient public static var scatteredThunderstorms: Self { Self(rawValue: 14) }
        /// `unknown_precipitation`
        @_alwaysEmitIntoClient public static var unknownPrecipitation: Self { Self(rawValue: 15) }
        /// `light_rain`
        @_alwaysEmitIntoClient public static var lightRain: Self { Self(rawValue: 16) }
        /// `heavy_rain`
        @_alwaysEmitIntoClient public static var heavyRain: Self { Self(rawValue: 17) }
        /// `light_snow`
        @_alwaysEmitIntoClient public static var lightSnow: Self { Self(rawValue: 18) }
        /// `heavy_snow`
        @_alwaysEmitIntoClient public static var heavySnow: Self { Self(rawValue: 19) }
        /// `light_rain_snow`
        @_alwaysEmitIntoClient public static var lightRainSnow: Self { Self(rawValue: 20) }
        /// `heavy_rain_snow`
        @_alwaysEmitIntoClient public static var heavyRainSnow: Self { Self(rawValue: 21) }
        @_alwaysEmitIntoClient public static var cloudy: Self { Self(rawValue: 22) }
    }
}

func makeType206() -> TypeProfile {
    TypeProfile(
        name: "weather_status", values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22],
        names: """
            clear
            partly_cloudy
            mostly_cloudy
            rain
            snow
            windy
            thunderstorms
            wintry_mix
            fog
            hazy
            hail
            scattered_showers
            scattered_thunderstorms
            unknown_precipitation
            light_rain
            heavy_rain
            light_snow
            heavy_snow
            light_rain_snow
            heavy_rain_snow
            cloudy
            """)
}
