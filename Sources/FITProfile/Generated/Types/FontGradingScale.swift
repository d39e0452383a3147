// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `font_grading_scale`, with a name for each value the profile names.
    public struct FontGradingScale: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 85 }

        /// `1`
        @_alwaysEmitIntoClient public static var _1: Self { Self(rawValue: 0) }
        /// `2`
        @_alwaysEmitIntoClient public static var _2: Self { Self(rawValue: 1) }
        /// `3`
        @_alwaysEmitIntoClient public static var _3: Self { Self(rawValue: 2) }
        /// `4`
        @_alwaysEmitIntoClient public static var _4: Self { Self(rawValue: 3) }
        /// `4_plus`
        @_alwaysEmitIntoClient public static var _4Plus: Self { Self(rawValue: 4) }
        /// `5`
        @_alwaysEmitIntoClient public static var _5: Self { Self(rawValue: 5) }
        /// `5_plus`
        @_alwaysEmitIntoClient public static var _5Plus: Self { Self(rawValue: 6) }
        /// `6a`
        @_alwaysEmitIntoClient public static var _6a: Self { Self(rawValue: 7) }
        /// `6a_plus`
        @_alwaysEmitIntoClient public static var _6aPlus: Self { Self(rawValue: 8) }
        /// `6b`
        @_alwaysEmitIntoClient public static var _6b: Self { Self(rawValue: 9) }
        /// `6b_plus`
        @_alwaysEmitIntoClient public static var _6bPlus: Self { Self(rawValue: 10) }
        /// `6c`
        @_alwaysEmitIntoClient public static var _6c: Self { Self(rawValue: 11) }
        /// `6c_plus`
        @_alwaysEmitIntoClient public static var _6cPlus: Self { Self(rawValue: 12) }
        /// `7a`
        @_alwaysEmitIntoClient public static var _7a: Self { Self(rawValue: 13) }
        /// `7a_plus`
        @_alwaysEmitIntoClient public static var _7aPlus: Self { Self(rawValue: 14) }
        /// `7b`
        @_alwaysEmitIntoClient public static var _7b: Self { Self(rawValue: 15) }
        /// `7b_plus`
        @_alwaysEmitIntoClient public static var _7bPlus: Self { Self(rawValue: 16) }
        /// `7c`
        @_alwaysEmitIntoClient public static var _7c: Self { Self(rawValue: 17) }
        /// `7c_plus`
        @_alwaysEmitIntoClient public static var _7cPlus: Self { Self(rawValue: 18) }
        /// `8a`
        @_alwaysEmitIntoClient public static var _8a: Self { Self(rawValue: 19) }
        /// `8a_plus`
        @_alwaysEmitIntoClient public static var _8aPlus: Self { Self(rawValue: 20) }
        /// `8b`
        @_alwaysEmitIntoClient public static var _8b: Self { Self(rawValue: 21) }
        /// `8b_plus`
        @_alwaysEmitIntoClient public static var _8bPlus: Self { Self(rawValue: 22) }
        /// `8c`
        @_alwaysEmitIntoClient public static var _8c: Self { Self(rawValue: 23) }
        /// `8c_plus`
        @_alwaysEmitIntoClient public static var _8cPlus: Self { Self(rawValue: 24) }
        /// `9a`
        @_alwaysEmitIntoClient public static var _9a: Self { Self(rawValue: 25) }
    }
}

func makeType85() -> TypeProfile {
    TypeProfile(
        name: "font_grading_scale",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25],
        names: """
            1
            2
            3
            4
            4_plus
            5
            5_plus
            6a
            6a_plus
            6b
            6b_plus
            6c
            6c_plus
            7a
            7a_plus
            7b
            7b_plus
            7c
            7c_plus
            8a
            8a_plus
            8b
            8b_plus
            8c
            8c_plus
            9a
            """)
}
