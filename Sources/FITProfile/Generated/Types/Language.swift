// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `language`, with a name for each value the profile names.
    public struct Language: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 104 }

        @_alwaysEmitIntoClient public static var english: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var french: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var italian: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var german: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var spanish: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var croatian: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var czech: Self { Self(rawValue: 6) }
        @_alwaysEmitIntoClient public static var danish: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var dutch: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var finnish: Self { Self(rawValue: 9) }
        @_alwaysEmitIntoClient public static var greek: Self { Self(rawValue: 10) }
        @_alwaysEmitIntoClient public static var hungarian: Self { Self(rawValue: 11) }
        @_alwaysEmitIntoClient public static var norwegian: Self { Self(rawValue: 12) }
        @_alwaysEmitIntoClient public static var polish: Self { Self(rawValue: 13) }
        @_alwaysEmitIntoClient public static var portuguese: Self { Self(rawValue: 14) }
        @_alwaysEmitIntoClient public static var slovakian: Self { Self(rawValue: 15) }
        @_alwaysEmitIntoClient public static var slovenian: Self { Self(rawValue: 16) }
        @_alwaysEmitIntoClient public static var swedish: Self { Self(rawValue: 17) }
        @_alwaysEmitIntoClient public static var russian: Self { Self(rawValue: 18) }
        @_alwaysEmitIntoClient public static var turkish: Self { Self(rawValue: 19) }
        @_alwaysEmitIntoClient public static var latvian: Self { Self(rawValue: 20) }
        @_alwaysEmitIntoClient public static var ukrainian: Self { Self(rawValue: 21) }
        @_alwaysEmitIntoClient public static var arabic: Self { Self(rawValue: 22) }
        @_alwaysEmitIntoClient public static var farsi: Self { Self(rawValue: 23) }
        @_alwaysEmitIntoClient public static var bulgarian: Self { Self(rawValue: 24) }
        @_alwaysEmitIntoClient public static var romanian: Self { Self(rawValue: 25) }
        @_alwaysEmitIntoClient public static var chinese: Self { Self(rawValue: 26) }
        @_alwaysEmitIntoClient public static var japanese: Self { Self(rawValue: 27) }
        @_alwaysEmitIntoClient public static var korean: Self { Self(rawValue: 28) }
        @_alwaysEmitIntoClient public static var taiwanese: Self { Self(rawValue: 29) }
        @_alwaysEmitIntoClient public static var thai: Self { Self(rawValue: 30) }
        @_alwaysEmitIntoClient public static var hebrew: Self { Self(rawValue: 31) }
        /// `brazilian_portuguese`
        @_alwaysEmitIntoClient public static var brazilianPortuguese: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var indonesian: Self { Self(rawValue: 33) }
        @_alwaysEmitIntoClient public static var malaysian: Self { Self(rawValue: 34) }
        @_alwaysEmitIntoClient public static var vietnamese: Self { Self(rawValue: 35) }
        @_alwaysEmitIntoClient public static var burmese: Self { Self(rawValue: 36) }
        @_alwaysEmitIntoClient public static var mongolian: Self { Self(rawValue: 37) }
        @_alwaysEmitIntoClient public static var custom: Self { Self(rawValue: 254) }
    }
}

func makeType104() -> TypeProfile {
    TypeProfile(
        name: "language",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 254
        ],
        names: """
            english
            french
            italian
            german
            spanish
            croatian
            czech
            danish
            dutch
            finnish
            greek
            hungarian
            norwegian
            polish
            portuguese
            slovakian
            slovenian
            swedish
            russian
            turkish
            latvian
            ukrainian
            arabic
            farsi
            bulgarian
            romanian
            chinese
            japanese
            korean
            taiwanese
            thai
            hebrew
            brazilian_portuguese
            indonesian
            malaysian
            vietnamese
            burmese
            mongolian
            custom
            """)
}
