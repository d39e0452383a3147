// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `dankyu_grading_scale`, with a name for each value the profile names.
    public struct DankyuGradingScale: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 49 }

        /// `7_kyuu`
        @_alwaysEmitIntoClient public static var _7Kyuu: Self { Self(rawValue: 0) }
        /// `6_kyuu`
        @_alwaysEmitIntoClient public static var _6Kyuu: Self { Self(rawValue: 1) }
        /// `5_kyuu`
        @_alwaysEmitIntoClient public static var _5Kyuu: Self { Self(rawValue: 2) }
        /// `4_kyuu`
        @_alwaysEmitIntoClient public static var _4Kyuu: Self { Self(rawValue: 3) }
        /// `3_kyuu`
        @_alwaysEmitIntoClient public static var _3Kyuu: Self { Self(rawValue: 4) }
        /// `2_kyuu`
        @_alwaysEmitIntoClient public static var _2Kyuu: Self { Self(rawValue: 5) }
        /// `1_kyuu`
        @_alwaysEmitIntoClient public static var _1Kyuu: Self { Self(rawValue: 6) }
        /// `1_dan`
        @_alwaysEmitIntoClient public static var _1Dan: Self { Self(rawValue: 7) }
        /// `2_dan`
        @_alwaysEmitIntoClient public static var _2Dan: Self { Self(rawValue: 8) }
        /// `3_dan`
        @_alwaysEmitIntoClient public static var _3Dan: Self { Self(rawValue: 9) }
        /// `4_dan`
        @_alwaysEmitIntoClient public static var _4Dan: Self { Self(rawValue: 10) }
        /// `5_dan`
        @_alwaysEmitIntoClient public static var _5Dan: Self { Self(rawValue: 11) }
    }
}

func makeType49() -> TypeProfile {
    TypeProfile(
        name: "dankyu_grading_scale", values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
        names: """
            7_kyuu
            6_kyuu
            5_kyuu
            4_kyuu
            3_kyuu
            2_kyuu
            1_kyuu
            1_dan
            2_dan
            3_dan
            4_dan
            5_dan
            """)
}
