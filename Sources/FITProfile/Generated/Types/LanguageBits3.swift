// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `language_bits_3`, with a name for each value the profile names.
    public struct LanguageBits3: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 108 }

        @_alwaysEmitIntoClient public static var bulgarian: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var romanian: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var chinese: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var japanese: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var korean: Self { Self(rawValue: 16) }
        @_alwaysEmitIntoClient public static var taiwanese: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var thai: Self { Self(rawValue: 64) }
        @_alwaysEmitIntoClient public static var hebrew: Self { Self(rawValue: 128) }
    }
}

func makeType108() -> TypeProfile {
    TypeProfile(
        name: "language_bits_3", values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: """
            bulgarian
            romanian
            chinese
            japanese
            korean
            taiwanese
            thai
            hebrew
            """)
}
