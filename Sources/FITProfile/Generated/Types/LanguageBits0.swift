// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `language_bits_0`, with a name for each value the profile names.
    public struct LanguageBits0: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 105 }

        @_alwaysEmitIntoClient public static var english: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var french: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var italian: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var german: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var spanish: Self { Self(rawValue: 16) }
        @_alwaysEmitIntoClient public static var croatian: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var czech: Self { Self(rawValue: 64) }
        @_alwaysEmitIntoClient public static var danish: Self { Self(rawValue: 128) }
    }
}

func makeType105() -> TypeProfile {
    TypeProfile(
        name: "language_bits_0", values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: """
            english
            french
            italian
            german
            spanish
            croatian
            czech
            danish
            """)
}
