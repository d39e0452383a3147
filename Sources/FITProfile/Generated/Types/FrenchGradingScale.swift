// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `french_grading_scale`, with a name for each value the profile names.
    public struct FrenchGradingScale: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 86 }

        /// `1`
        @_alwaysEmitIntoClient public static var _1: Self { Self(rawValue: 0) }
        /// `2`
        @_alwaysEmitIntoClient public static var _2: Self { Self(rawValue: 1) }
        /// `3`
        @_alwaysEmitIntoClient public static var _3: Self { Self(rawValue: 2) }
        /// `4a`
        @_alwaysEmitIntoClient public static var _4a: Self { Self(rawValue: 3) }
        /// `4b`
        @_alwaysEmitIntoClient public static var _4b: Self { Self(rawValue: 4) }
        /// `4c`
        @_alwaysEmitIntoClient public static var _4c: Self { Self(rawValue: 5) }
        /// `5a`
        @_alwaysEmitIntoClient public static var _5a: Self { Self(rawValue: 6) }
        /// `5b`
        @_alwaysEmitIntoClient public static var _5b: Self { Self(rawValue: 7) }
        /// `5c`
        @_alwaysEmitIntoClient public static var _5c: Self { Self(rawValue: 8) }
        /// `6a`
        @_alwaysEmitIntoClient public static var _6a: Self { Self(rawValue: 9) }
        /// `6a_plus`
        @_alwaysEmitIntoClient public static var _6aPlus: Self { Self(rawValue: 10) }
        /// `6b`
        @_alwaysEmitIntoClient public static var _6b: Self { Self(rawValue: 11) }
        /// `6b_plus`
        @_alwaysEmitIntoClient public static var _6bPlus: Self { Self(rawValue: 12) }
        /// `6c`
        @_alwaysEmitIntoClient public static var _6c: Self { Self(rawValue: 13) }
        /// `6c_plus`
        @_alwaysEmitIntoClient public static var _6cPlus: Self { Self(rawValue: 14) }
        /// `7a`
        @_alwaysEmitIntoClient public static var _7a: Self { Self(rawValue: 15) }
        /// `7a_plus`
        @_alwaysEmitIntoClient public static var _7aPlus: Self { Self(rawValue: 16) }
        /// `7b`
        @_alwaysEmitIntoClient public static var _7b: Self { Self(rawValue: 17) }
        /// `7b_plus`
        @_alwaysEmitIntoClient public static var _7bPlus: Self { Self(rawValue: 18) }
        /// `7c`
        @_alwaysEmitIntoClient public static var _7c: Self { Self(rawValue: 19) }
        /// `7c_plus`
        @_alwaysEmitIntoClient public static var _7cPlus: Self { Self(rawValue: 20) }
        /// `8a`
        @_alwaysEmitIntoClient public static var _8a: Self { Self(rawValue: 21) }
        /// `8a_plus`
        @_alwaysEmitIntoClient public static var _8aPlus: Self { Self(rawValue: 22) }
        /// `8b`
        @_alwaysEmitIntoClient public static var _8b: Self { Self(rawValue: 23) }
        /// `8b_plus`
        @_alwaysEmitIntoClient public static var _8bPlus: Self { Self(rawValue: 24) }
        /// `8c`
        @_alwaysEmitIntoClient public static var _8c: Self { Self(rawValue: 25) }
        /// `8c_plus`
        @_alwaysEmitIntoClient public static var _8cPlus: Self { Self(rawValue: 26) }
        /// `9a`
        @_alwaysEmitIntoClient public static var _9a: Self { Self(rawValue: 27) }
        /// `9a_plus`
        @_alwaysEmitIntoClient public static var _9aPlus: Self { Self(rawValue: 28) }
        /// `9b`
        @_alwaysEmitIntoClient public static var _9b: Self { Self(rawValue: 29) }
    }
}

func makeType86() -> TypeProfile {
    TypeProfile(
        name: "french_grading_scale",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29
        ],
        names: """
            1
            2
            3
            4a
            4b
            4c
            5a
            5b
            5c
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
            9a_plus
            9b
            """)
}
