// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `ewbank_grading_scale`, with a name for each value the profile names.
    public struct EwbankGradingScale: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 70 }

        /// `4`
        @_alwaysEmitIntoClient public static var _4: Self { Self(rawValue: 0) }
        /// `5`
        @_alwaysEmitIntoClient public static var _5: Self { Self(rawValue: 1) }
        /// `6`
        @_alwaysEmitIntoClient public static var _6: Self { Self(rawValue: 2) }
        /// `7`
        @_alwaysEmitIntoClient public static var _7: Self { Self(rawValue: 3) }
        /// `8`
        @_alwaysEmitIntoClient public static var _8: Self { Self(rawValue: 4) }
        /// `9`
        @_alwaysEmitIntoClient public static var _9: Self { Self(rawValue: 5) }
        /// `10`
        @_alwaysEmitIntoClient public static var _10: Self { Self(rawValue: 6) }
        /// `11`
        @_alwaysEmitIntoClient public static var _11: Self { Self(rawValue: 7) }
        /// `12`
        @_alwaysEmitIntoClient public static var _12: Self { Self(rawValue: 8) }
        /// `13`
        @_alwaysEmitIntoClient public static var _13: Self { Self(rawValue: 9) }
        /// `14`
        @_alwaysEmitIntoClient public static var _14: Self { Self(rawValue: 10) }
        /// `15`
        @_alwaysEmitIntoClient public static var _15: Self { Self(rawValue: 11) }
        /// `16`
        @_alwaysEmitIntoClient public static var _16: Self { Self(rawValue: 12) }
        /// `17`
        @_alwaysEmitIntoClient public static var _17: Self { Self(rawValue: 13) }
        /// `18`
        @_alwaysEmitIntoClient public static var _18: Self { Self(rawValue: 14) }
        /// `19`
        @_alwaysEmitIntoClient public static var _19: Self { Self(rawValue: 15) }
        /// `20`
        @_alwaysEmitIntoClient public static var _20: Self { Self(rawValue: 16) }
        /// `21`
        @_alwaysEmitIntoClient public static var _21: Self { Self(rawValue: 17) }
        /// `22`
        @_alwaysEmitIntoClient public static var _22: Self { Self(rawValue: 18) }
        /// `23`
        @_alwaysEmitIntoClient public static var _23: Self { Self(rawValue: 19) }
        /// `24`
        @_alwaysEmitIntoClient public static var _24: Self { Self(rawValue: 20) }
        /// `25`
        @_alwaysEmitIntoClient public static var _25: Self { Self(rawValue: 21) }
        /// `26`
        @_alwaysEmitIntoClient public static var _26: Self { Self(rawValue: 22) }
        /// `27`
        @_alwaysEmitIntoClient public static var _27: Self { Self(rawValue: 23) }
        /// `28`
        @_alwaysEmitIntoClient public static var _28: Self { Self(rawValue: 24) }
        /// `29`
        @_alwaysEmitIntoClient public static var _29: Self { Self(rawValue: 25) }
        /// `30`
        @_alwaysEmitIntoClient public static var _30: Self { Self(rawValue: 26) }
        /// `31`
        @_alwaysEmitIntoClient public static var _31: Self { Self(rawValue: 27) }
        /// `32`
        @_alwaysEmitIntoClient public static var _32: Self { Self(rawValue: 28) }
        /// `33`
        @_alwaysEmitIntoClient public static var _33: Self { Self(rawValue: 29) }
        /// `34`
        @_alwaysEmitIntoClient public static var _34: Self { Self(rawValue: 30) }
        /// `35`
        @_alwaysEmitIntoClient public static var _35: Self { Self(rawValue: 31) }
        /// `36`
        @_alwaysEmitIntoClient public static var _36: Self { Self(rawValue: 32) }
        /// `37`
        @_alwaysEmitIntoClient public static var _37: Self { Self(rawValue: 33) }
        /// `38`
        @_alwaysEmitIntoClient public static var _38: Self { Self(rawValue: 34) }
    }
}

func makeType70() -> TypeProfile {
    TypeProfile(
        name: "ewbank_grading_scale",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34
        ],
        names: """
            4
            5
            6
            7
            8
            9
            10
            11
            12
            13
            14
            15
            16
            17
            18
            19
            20
            21
            22
            23
            24
            25
            26
            27
            28
            29
            30
            31
            32
            33
            34
            35
            36
            37
            38
            """)
}
