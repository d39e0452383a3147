// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `brazilian_grading_scale`, with a name for each value the profile names.
    public struct BrazilianGradingScale: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 29 }

        /// `2`
        @_alwaysEmitIntoClient public static var _2: Self { Self(rawValue: 0) }
        /// `3`
        @_alwaysEmitIntoClient public static var _3: Self { Self(rawValue: 1) }
        /// `3c`
        @_alwaysEmitIntoClient public static var _3c: Self { Self(rawValue: 2) }
        /// `4`
        @_alwaysEmitIntoClient public static var _4: Self { Self(rawValue: 3) }
        /// `5a`
        @_alwaysEmitIntoClient public static var _5a: Self { Self(rawValue: 4) }
        /// `5b`
        @_alwaysEmitIntoClient public static var _5b: Self { Self(rawValue: 5) }
        /// `5c`
        @_alwaysEmitIntoClient public static var _5c: Self { Self(rawValue: 6) }
        /// `6a`
        @_alwaysEmitIntoClient public static var _6a: Self { Self(rawValue: 7) }
        /// `6b`
        @_alwaysEmitIntoClient public static var _6b: Self { Self(rawValue: 8) }
        /// `6c`
        @_alwaysEmitIntoClient public static var _6c: Self { Self(rawValue: 9) }
        /// `7a`
        @_alwaysEmitIntoClient public static var _7a: Self { Self(rawValue: 10) }
        /// `7b`
        @_alwaysEmitIntoClient public static var _7b: Self { Self(rawValue: 11) }
        /// `7c`
        @_alwaysEmitIntoClient public static var _7c: Self { Self(rawValue: 12) }
        /// `8a`
        @_alwaysEmitIntoClient public static var _8a: Self { Self(rawValue: 13) }
        /// `8b`
        @_alwaysEmitIntoClient public static var _8b: Self { Self(rawValue: 14) }
        /// `8c`
        @_alwaysEmitIntoClient public static var _8c: Self { Self(rawValue: 15) }
        /// `9a`
        @_alwaysEmitIntoClient public static var _9a: Self { Self(rawValue: 16) }
        /// `9b`
        @_alwaysEmitIntoClient public static var _9b: Self { Self(rawValue: 17) }
        /// `9c`
        @_alwaysEmitIntoClient public static var _9c: Self { Self(rawValue: 18) }
        /// `10a`
        @_alwaysEmitIntoClient public static var _10a: Self { Self(rawValue: 19) }
        /// `10b`
        @_alwaysEmitIntoClient public static var _10b: Self { Self(rawValue: 20) }
        /// `10c`
        @_alwaysEmitIntoClient public static var _10c: Self { Self(rawValue: 21) }
        /// `11a`
        @_alwaysEmitIntoClient public static var _11a: Self { Self(rawValue: 22) }
        /// `11b`
        @_alwaysEmitIntoClient public static var _11b: Self { Self(rawValue: 23) }
        /// `11c`
        @_alwaysEmitIntoClient public static var _11c: Self { Self(rawValue: 24) }
        /// `12a`
        @_alwaysEmitIntoClient public static var _12a: Self { Self(rawValue: 25) }
        /// `12b`
        @_alwaysEmitIntoClient public static var _12b: Self { Self(rawValue: 26) }
    }
}

func makeType29() -> TypeProfile {
    TypeProfile(
        name: "brazilian_grading_scale",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26],
        names: """
            2
            3
            3c
            4
            5a
            5b
            5c
            6a
            6b
            6c
            7a
            7b
            7c
            8a
            8b
            8c
            9a
            9b
            9c
            10a
            10b
            10c
            11a
            11b
            11c
            12a
            12b
            """)
}
