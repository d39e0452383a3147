// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `british_adjectival_grading_scale`, with a name for each value the profile names.
    public struct BritishAdjectivalGradingScale: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 30 }

        /// `M`
        @_alwaysEmitIntoClient public static var m: Self { Self(rawValue: 0) }
        /// `D`
        @_alwaysEmitIntoClient public static var d: Self { Self(rawValue: 1) }
        /// `HD`
        @_alwaysEmitIntoClient public static var hd: Self { Self(rawValue: 2) }
        /// `VD`
        @_alwaysEmitIntoClient public static var vd: Self { Self(rawValue: 3) }
        /// `MS`
        @_alwaysEmitIntoClient public static var ms: Self { Self(rawValue: 4) }
        /// `S`
        @_alwaysEmitIntoClient public static var s: Self { Self(rawValue: 5) }
        /// `HS`
        @_alwaysEmitIntoClient public static var hs: Self { Self(rawValue: 6) }
        /// `MVS`
        @_alwaysEmitIntoClient public static var mvs: Self { Self(rawValue: 7) }
        /// `VS`
        @_alwaysEmitIntoClient public static var vs: Self { Self(rawValue: 8) }
        /// `HVS`
        @_alwaysEmitIntoClient public static var hvs: Self { Self(rawValue: 9) }
        /// `E1`
        @_alwaysEmitIntoClient public static var e1: Self { Self(rawValue: 10) }
        /// `E2`
        @_alwaysEmitIntoClient public static var e2: Self { Self(rawValue: 11) }
        /// `E3`
        @_alwaysEmitIntoClient public static var e3: Self { Self(rawValue: 12) }
        /// `E4`
        @_alwaysEmitIntoClient public static var e4: Self { Self(rawValue: 13) }
        /// `E5`
        @_alwaysEmitIntoClient public static var e5: Self { Self(rawValue: 14) }
        /// `E6`
        @_alwaysEmitIntoClient public static var e6: Self { Self(rawValue: 15) }
        /// `E7`
        @_alwaysEmitIntoClient public static var e7: Self { Self(rawValue: 16) }
        /// `E8`
        @_alwaysEmitIntoClient public static var e8: Self { Self(rawValue: 17) }
        /// `E9`
        @_alwaysEmitIntoClient public static var e9: Self { Self(rawValue: 18) }
        /// `E10`
        @_alwaysEmitIntoClient public static var e10: Self { Self(rawValue: 19) }
        /// `E11`
        @_alwaysEmitIntoClient public static var e11: Self { Self(rawValue: 20) }
    }
}

func makeType30() -> TypeProfile {
    TypeProfile(
        name: "british_adjectival_grading_scale",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
        names: """
            M
            D
            HD
            VD
            MS
            S
            HS
            MVS
            VS
            HVS
            E1
            E2
            E3
            E4
            E5
            E6
            E7
            E8
            E9
            E10
            E11
            """)
}
