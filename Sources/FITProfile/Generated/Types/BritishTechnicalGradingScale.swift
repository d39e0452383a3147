// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `british_technical_grading_scale`, with a name for each value the profile names.
    public struct BritishTechnicalGradingScale: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 31 }

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
        /// `6b`
        @_alwaysEmitIntoClient public static var _6b: Self { Self(rawValue: 10) }
        /// `6c`
        @_alwaysEmitIntoClient public static var _6c: Self { Self(rawValue: 11) }
        /// `7a`
        @_alwaysEmitIntoClient public static var _7a: Self { Self(rawValue: 12) }
        /// `7b`
        @_alwaysEmitIntoClient public static var _7b: Self { Self(rawValue: 13) }
        /// `7c`
        @_alwaysEmitIntoClient public static var _7c: Self { Self(rawValue: 14) }
    }
}

func makeType31() -> TypeProfile {
    TypeProfile(
        name: "british_technical_grading_scale", values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
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
            6b
            6c
            7a
            7b
            7c
            """)
}
