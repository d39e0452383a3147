// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `sport_bits_5`, with a name for each value the profile names.
    public struct SportBits5: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 175 }

        /// `water_skiing`
        @_alwaysEmitIntoClient public static var waterSkiing: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var kayaking: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var rafting: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var windsurfing: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var kitesurfing: Self { Self(rawValue: 16) }
        @_alwaysEmitIntoClient public static var tactical: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var jumpmaster: Self { Self(rawValue: 64) }
        @_alwaysEmitIntoClient public static var boxing: Self { Self(rawValue: 128) }
    }
}

func makeType175() -> TypeProfile {
    TypeProfile(
        name: "sport_bits_5", values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: """
            water_skiing
            kayaking
            rafting
            windsurfing
            kitesurfing
            tactical
            jumpmaster
            boxing
            """)
}
