// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `uiaa_grading_scale`, with a name for each value the profile names.
    public struct UiaaGradingScale: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 197 }

        /// `I`
        @_alwaysEmitIntoClient public static var i: Self { Self(rawValue: 0) }
        /// `II`
        @_alwaysEmitIntoClient public static var ii: Self { Self(rawValue: 1) }
        /// `III`
        @_alwaysEmitIntoClient public static var iii: Self { Self(rawValue: 2) }
        /// `IV_minus`
        @_alwaysEmitIntoClient public static var ivMinus: Self { Self(rawValue: 3) }
        /// `IV`
        @_alwaysEmitIntoClient public static var iv: Self { Self(rawValue: 4) }
        /// `IV_plus`
        @_alwaysEmitIntoClient public static var ivPlus: Self { Self(rawValue: 5) }
        /// `V_minus`
        @_alwaysEmitIntoClient public static var vMinus: Self { Self(rawValue: 6) }
        /// `V`
        @_alwaysEmitIntoClient public static var v: Self { Self(rawValue: 7) }
        /// `V_plus`
        @_alwaysEmitIntoClient public static var vPlus: Self { Self(rawValue: 8) }
        /// `VI_minus`
        @_alwaysEmitIntoClient public static var viMinus: Self { Self(rawValue: 9) }
        /// `VI`
        @_alwaysEmitIntoClient public static var vi: Self { Self(rawValue: 10) }
        /// `VI_plus`
        @_alwaysEmitIntoClient public static var viPlus: Self { Self(rawValue: 11) }
        /// `VII_minus`
        @_alwaysEmitIntoClient public static var viiMinus: Self { Self(rawValue: 12) }
        /// `VII`
        @_alwaysEmitIntoClient public static var vii: Self { Self(rawValue: 13) }
        /// `VII_plus`
        @_alwaysEmitIntoClient public static var viiPlus: Self { Self(rawValue: 14) }
        /// `VIII_minus`
        @_alwaysEmitIntoClient public static var viiiMinus: Self { Self(rawValue: 15) }
        /// `VIII`
        @_alwaysEmitIntoClient public static var viii: Self { Self(rawValue: 16) }
        /// `VIII_plus`
        @_alwaysEmitIntoClient public static var viiiPlus: Self { Self(rawValue: 17) }
        /// `IX_minus`
        @_alwaysEmitIntoClient public static var ixMinus: Self { Self(rawValue: 18) }
        /// `IX`
        @_alwaysEmitIntoClient public static var ix: Self { Self(rawValue: 19) }
        /// `IX_plus`
        @_alwaysEmitIntoClient public static var ixPlus: Self { Self(rawValue: 20) }
        /// `X_minus`
        @_alwaysEmitIntoClient public static var xMinus: Self { Self(rawValue: 21) }
        /// `X`
        @_alwaysEmitIntoClient public static var x: Self { Self(rawValue: 22) }
        /// `X_plus`
        @_alwaysEmitIntoClient public static var xPlus: Self { Self(rawValue: 23) }
        /// `XI_minus`
        @_alwaysEmitIntoClient public static var xiMinus: Self { Self(rawValue: 24) }
        /// `XI`
        @_alwaysEmitIntoClient public static var xi: Self { Self(rawValue: 25) }
        /// `XI_plus`
        @_alwaysEmitIntoClient public static var xiPlus: Self { Self(rawValue: 26) }
        /// `XII_minus`
        @_alwaysEmitIntoClient public static var xiiMinus: Self { Self(rawValue: 27) }
    }
}

func makeType197() -> TypeProfile {
    TypeProfile(
        name: "uiaa_grading_scale",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27],
        names: """
            I
            II
            III
            IV_minus
            IV
            IV_plus
            V_minus
            V
            V_plus
            VI_minus
            VI
            VI_plus
            VII_minus
            VII
            VII_plus
            VIII_minus
            VIII
            VIII_plus
            IX_minus
            IX
            IX_plus
            X_minus
            X
            X_plus
            XI_minus
            XI
            XI_plus
            XII_minus
            """)
}
