// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `sport_bits_1`, with a name for each value the profile names.
    public struct SportBits1: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 171 }

        @_alwaysEmitIntoClient public static var tennis: Self { Self(rawValue: 1) }
        /// `american_football`
        @_alwaysEmitIntoClient public static var americanFootball: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var training: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var walking: Self { Self(rawValue: 8) }
        /// `cross_country_skiing`
        @_alwaysEmitIntoClient public static var crossCountrySkiing: Self { Self(rawValue: 16) }
        /// `alpine_skiing`
        @_alwaysEmitIntoClient public static var alpineSkiing: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var snowboarding: Self { Self(rawValue: 64) }
        @_alwaysEmitIntoClient public static var rowing: Self { Self(rawValue: 128) }
    }
}

func makeType171() -> TypeProfile {
    TypeProfile(
        name: "sport_bits_1", values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: """
            tennis
            american_football
            training
            walking
            cross_country_skiing
            alpine_skiing
            snowboarding
            rowing
            """)
}
