// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `vermin_grading_scale`, with a name for each value the profile names.
    public struct VerminGradingScale: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 199 }

        @_alwaysEmitIntoClient public static var vb: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var v0: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var v1: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var v2: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var v3: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var v4: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var v5: Self { Self(rawValue: 6) }
        @_alwaysEmitIntoClient public static var v6: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var v7: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var v8: Self { Self(rawValue: 9) }
        @_alwaysEmitIntoClient public static var v9: Self { Self(rawValue: 10) }
        @_alwaysEmitIntoClient public static var v10: Self { Self(rawValue: 11) }
        @_alwaysEmitIntoClient public static var v11: Self { Self(rawValue: 12) }
        @_alwaysEmitIntoClient public static var v12: Self { Self(rawValue: 13) }
        @_alwaysEmitIntoClient public static var v13: Self { Self(rawValue: 14) }
        @_alwaysEmitIntoClient public static var v14: Self { Self(rawValue: 15) }
        @_alwaysEmitIntoClient public static var v15: Self { Self(rawValue: 16) }
        @_alwaysEmitIntoClient public static var v16: Self { Self(rawValue: 17) }
        @_alwaysEmitIntoClient public static var v17: Self { Self(rawValue: 18) }
    }
}

func makeType199() -> TypeProfile {
    TypeProfile(
        name: "vermin_grading_scale", values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18],
        names: """
            vb
            v0
            v1
            v2
            v3
            v4
            v5
            v6
            v7
            v8
            v9
            v10
            v11
            v12
            v13
            v14
            v15
            v16
            v17
            """)
}
