// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `yds_grading_scale`, with a name for each value the profile names.
    public struct YdsGradingScale: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 214 }

        /// `5_1`
        @_alwaysEmitIntoClient public static var _5_1: Self { Self(rawValue: 0) }
        /// `5_2`
        @_alwaysEmitIntoClient public static var _5_2: Self { Self(rawValue: 1) }
        /// `5_3`
        @_alwaysEmitIntoClient public static var _5_3: Self { Self(rawValue: 2) }
        /// `5_4`
        @_alwaysEmitIntoClient public static var _5_4: Self { Self(rawValue: 3) }
        /// `5_5`
        @_alwaysEmitIntoClient public static var _5_5: Self { Self(rawValue: 4) }
        /// `5_6`
        @_alwaysEmitIntoClient public static var _5_6: Self { Self(rawValue: 5) }
        /// `5_7`
        @_alwaysEmitIntoClient public static var _5_7: Self { Self(rawValue: 6) }
        /// `5_8`
        @_alwaysEmitIntoClient public static var _5_8: Self { Self(rawValue: 7) }
        /// `5_9`
        @_alwaysEmitIntoClient public static var _5_9: Self { Self(rawValue: 8) }
        /// `5_10`
        @_alwaysEmitIntoClient public static var _5_10: Self { Self(rawValue: 9) }
        /// `5_10a`
        @_alwaysEmitIntoClient public static var _5_10a: Self { Self(rawValue: 10) }
        /// `5_10b`
        @_alwaysEmitIntoClient public static var _5_10b: Self { Self(rawValue: 11) }
        /// `5_10c`
        @_alwaysEmitIntoClient public static var _5_10c: Self { Self(rawValue: 12) }
        /// `5_10d`
        @_alwaysEmitIntoClient public static var _5_10d: Self { Self(rawValue: 13) }
        /// `5_11`
        @_alwaysEmitIntoClient public static var _5_11: Self { Self(rawValue: 14) }
        /// `5_11a`
        @_alwaysEmitIntoClient public static var _5_11a: Self { Self(rawValue: 15) }
        /// `5_11b`
        @_alwaysEmitIntoClient public static var _5_11b: Self { Self(rawValue: 16) }
        /// `5_11c`
        @_alwaysEmitIntoClient public static var _5_11c: Self { Self(rawValue: 17) }
        /// `5_11d`
        @_alwaysEmitIntoClient public static var _5_11d: Self { Self(rawValue: 18) }
        /// `5_12`
        @_alwaysEmitIntoClient public static var _5_12: Self { Self(rawValue: 19) }
        /// `5_12a`
        @_alwaysEmitIntoClient public static var _5_12a: Self { Self(rawValue: 20) }
        /// `5_12b`
        @_alwaysEmitIntoClient public static var _5_12b: Self { Self(rawValue: 21) }
        /// `5_12c`
        @_alwaysEmitIntoClient public static var _5_12c: Self { Self(rawValue: 22) }
        /// `5_12d`
        @_alwaysEmitIntoClient public static var _5_12d: Self { Self(rawValue: 23) }
        /// `5_13`
        @_alwaysEmitIntoClient public static var _5_13: Self { Self(rawValue: 24) }
        /// `5_13a`
        @_alwaysEmitIntoClient public static var _5_13a: Self { Self(rawValue: 25) }
        /// `5_13b`
        @_alwaysEmitIntoClient public static var _5_13b: Self { Self(rawValue: 26) }
        /// `5_13c`
        @_alwaysEmitIntoClient public static var _5_13c: Self { Self(rawValue: 27) }
        /// `5_13d`
        @_alwaysEmitIntoClient public static var _5_13d: Self { Self(rawValue: 28) }
        /// `5_14`
        @_alwaysEmitIntoClient public static var _5_14: Self { Self(rawValue: 29) }
        /// `5_14a`
        @_alwaysEmitIntoClient public static var _5_14a: Self { Self(rawValue: 30) }
        /// `5_14b`
        @_alwaysEmitIntoClient public static var _5_14b: Self { Self(rawValue: 31) }
        /// `5_14c`
        @_alwaysEmitIntoClient public static var _5_14c: Self { Self(rawValue: 32) }
        /// `5_14d`
        @_alwaysEmitIntoClient public static var _5_14d: Self { Self(rawValue: 33) }
        /// `5_15`
        @_alwaysEmitIntoClient public static var _5_15: Self { Self(rawValue: 34) }
        /// `5_15a`
        @_alwaysEmitIntoClient public static var _5_15a: Self { Self(rawValue: 35) }
        /// `5_15b`
        @_alwaysEmitIntoClient public static var _5_15b: Self { Self(rawValue: 36) }
        /// `5_15c`
        @_alwaysEmitIntoClient public static var _5_15c: Self { Self(rawValue: 37) }
        /// `5_15d`
        @_alwaysEmitIntoClient public static var _5_15d: Self { Self(rawValue: 38) }
        /// `5_1_minus`
        @_alwaysEmitIntoClient public static var _5_1Minus: Self { Self(rawValue: 39) }
        /// `5_1_plus`
        @_alwaysEmitIntoClient public static var _5_1Plus: Self { Self(rawValue: 40) }
        /// `5_2_minus`
        @_alwaysEmitIntoClient public static var _5_2Minus: Self { Self(rawValue: 41) }
        /// `5_2_plus`
        @_alwaysEmitIntoClient public static var _5_2Plus: Self { Self(rawValue: 42) }
        /// `5_3_minus`
        @_alwaysEmitIntoClient public static var _5_3Minus: Self { Self(rawValue: 43) }
        /// `5_3_plus`
        @_alwaysEmitIntoClient public static var _5_3Plus: Self { Self(rawValue: 44) }
        /// `5_4_minus`
        @_alwaysEmitIntoClient public static var _5_4Minus: Self { Self(rawValue: 45) }
        /// `5_4_plus`
        @_alwaysEmitIntoClient public static var _5_4Plus: Self { Self(rawValue: 46) }
        /// `5_5_minus`
        @_alwaysEmitIntoClient public static var _5_5Minus: Self { Self(rawValue: 47) }
        /// `5_5_plus`
        @_alwaysEmitIntoClient public static var _5_5Plus: Self { Self(rawValue: 48) }
        /// `5_6_minus`
        @_alwaysEmitIntoClient public static var _5_6Minus: Self { Self(rawValue: 49) }
        /// `5_6_plus`
        @_alwaysEmitIntoClient public static var _5_6Plus: Self { Self(rawValue: 50) }
        /// `5_7_minus`
        @_alwaysEmitIntoClient public static var _5_7Minus: Self { Self(rawValue: 51) }
        /// `5_7_plus`
        @_alwaysEmitIntoClient public static var _5_7Plus: Self { Self(rawValue: 52) }
        /// `5_8_minus`
        @_alwaysEmitIntoClient public static var _5_8Minus: Self { Self(rawValue: 53) }
        /// `5_8_plus`
        @_alwaysEmitIntoClient public static var _5_8Plus: Self { Self(rawValue: 54) }
        /// `5_9_minus`
        @_alwaysEmitIntoClient public static var _5_9Minus: Self { Self(rawValue: 55) }
        /// `5_9_plus`
        @_alwaysEmitIntoClient public static var _5_9Plus: Self { Self(rawValue: 56) }
        /// `5_10_minus`
        @_alwaysEmitIntoClient public static var _5_10Minus: Self { Self(rawValue: 57) }
        /// `5_10_plus`
        @_alwaysEmitIntoClient public static var _5_10Plus: Self { Self(rawValue: 58) }
        /// `5_11_minus`
        @_alwaysEmitIntoClient public static var _5_11Minus: Self { Self(rawValue: 59) }
        /// `5_11_plus`
        @_alwaysEmitIntoClient public static var _5_11Plus: Self { Self(rawValue: 60) }
        /// `5_12_minus`
        @_alwaysEmitIntoClient public static var _5_12Minus: Self { Self(rawValue: 61) }
        /// `5_12_plus`
        @_alwaysEmitIntoClient public static var _5_12Plus: Self { Self(rawValue: 62) }
        /// `5_13_minus`
        @_alwaysEmitIntoClient public static var _5_13Minus: Self { Self(rawValue: 63) }
        /// `5_13_plus`
        @_alwaysEmitIntoClient public static var _5_13Plus: Self { Self(rawValue: 64) }
        /// `5_14_minus`
        @_alwaysEmitIntoClient public static var _5_14Minus: Self { Self(rawValue: 65) }
        /// `5_14_plus`
        @_alwaysEmitIntoClient public static var _5_14Plus: Self { Self(rawValue: 66) }
        /// `5_15_minus`
        @_alwaysEmitIntoClient public static var _5_15Minus: Self { Self(rawValue: 67) }
        /// `5_15_plus`
        @_alwaysEmitIntoClient public static var _5_15Plus: Self { Self(rawValue: 68) }
    }
}

func makeType214() -> TypeProfile {
    TypeProfile(
        name: "yds_grading_scale",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
            56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68
        ],
        names: """
            5_1
            5_2
            5_3
            5_4
            5_5
            5_6
            5_7
            5_8
            5_9
            5_10
            5_10a
            5_10b
            5_10c
            5_10d
            5_11
            5_11a
            5_11b
            5_11c
            5_11d
            5_12
            5_12a
            5_12b
            5_12c
            5_12d
            5_13
            5_13a
            5_13b
            5_13c
            5_13d
            5_14
            5_14a
            5_14b
            5_14c
            5_14d
            5_15
            5_15a
            5_15b
            5_15c
            5_15d
            5_1_minus
            5_1_plus
            5_2_minus
            5_2_plus
            5_3_minus
            5_3_plus
            5_4_minus
            5_4_plus
            5_5_minus
            5_5_plus
            5_6_minus
            5_6_plus
            5_7_minus
            5_7_plus
            5_8_minus
            5_8_plus
            5_9_minus
            5_9_plus
            5_10_minus
            5_10_plus
            5_11_minus
            5_11_plus
            5_12_minus
            5_12_plus
            5_13_minus
            5_13_plus
            5_14_minus
            5_14_plus
            5_15_minus
            5_15_plus
            """)
}
