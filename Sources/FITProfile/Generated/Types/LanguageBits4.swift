// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `language_bits_4`, with a name for each value the profile names.
    public struct LanguageBits4: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 109 }

        /// `brazilian_portuguese`
        @_alwaysEmitIntoClient public static var brazilianPortuguese: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var indonesian: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var malaysian: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var vietnamese: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var burmese: Self { Self(rawValue: 16) }
        @_alwaysEmitIntoClient public static var mongolian: Self { Self(rawValue: 32) }
    }
}

func makeType109() -> TypeProfile {
    TypeProfile(
        name: "language_bits_4", values: [1, 2, 4, 8, 16, 32],
        names: """
            brazilian_portuguese
            indonesian
            malaysian
            vietnamese
            burmese
            mongolian
            """)
}
