// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `saxon_grading_scale`, with a name for each value the profile names.
    public struct SaxonGradingScale: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 147 }

        /// `I`
        @_alwaysEmitIntoClient public static var i: Self { Self(rawValue: 0) }
        /// `II`
        @_alwaysEmitIntoClient public static var ii: Self { Self(rawValue: 1) }
        /// `III`
        @_alwaysEmitIntoClient public static var iii: Self { Self(rawValue: 2) }
        /// `IV`
        @_alwaysEmitIntoClient public static var iv: Self { Self(rawValue: 3) }
        /// `V`
        @_alwaysEmitIntoClient public static var v: Self { Self(rawValue: 4) }
        /// `VI`
        @_alwaysEmitIntoClient public static var vi: Self { Self(rawValue: 5) }
        /// `VII_a`
        @_alwaysEmitIntoClient public static var viiA: Self { Self(rawValue: 6) }
        /// `VII_b`
        @_alwaysEmitIntoClient public static var viiB: Self { Self(rawValue: 7) }
        /// `VII_c`
        @_alwaysEmitIntoClient public static var viiC: Self { Self(rawValue: 8) }
        /// `VIII_a`
        @_alwaysEmitIntoClient public static var viiiA: Self { Self(rawValue: 9) }
        /// `VIII_b`
        @_alwaysEmitIntoClient public static var viiiB: Self { Self(rawValue: 10) }
        /// `VIII_c`
        @_alwaysEmitIntoClient public static var viiiC: Self { Self(rawValue: 11) }
        /// `IX_a`
        @_alwaysEmitIntoClient public static var ixA: Self { Self(rawValue: 12) }
        /// `IX_b`
        @_alwaysEmitIntoClient public static var ixB: Self { Self(rawValue: 13) }
        /// `IX_c`
        @_alwaysEmitIntoClient public static var ixC: Self { Self(rawValue: 14) }
        /// `X_a`
        @_alwaysEmitIntoClient public static var xA: Self { Self(rawValue: 15) }
        /// `X_b`
        @_alwaysEmitIntoClient public static var xB: Self { Self(rawValue: 16) }
        /// `X_c`
        @_alwaysEmitIntoClient public static var xC: Self { Self(rawValue: 17) }
        /// `XI_a`
        @_alwaysEmitIntoClient public static var xiA: Self { Self(rawValue: 18) }
        /// `XI_b`
        @_alwaysEmitIntoClient public static var xiB: Self { Self(rawValue: 19) }
        /// `XI_c`
        @_alwaysEmitIntoClient public static var xiC: Self { Self(rawValue: 20) }
        /// `XII_a`
        @_alwaysEmitIntoClient public static var xiiA: Self { Self(rawValue: 21) }
        /// `XII_b`
        @_alwaysEmitIntoClient public static var xiiB: Self { Self(rawValue: 22) }
        /// `XII_c`
        @_alwaysEmitIntoClient public static var xiiC: Self { Self(rawValue: 23) }
    }
}

func makeType147() -> TypeProfile {
    TypeProfile(
        name: "saxon_grading_scale",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23],
        names: """
            I
            II
            III
            IV
            V
            VI
            VII_a
            VII_b
            VII_c
            VIII_a
            VIII_b
            VIII_c
            IX_a
            IX_b
            IX_c
            X_a
            X_b
            X_c
            XI_a
            XI_b
            XI_c
            XII_a
            XII_b
            XII_c
            """)
}
