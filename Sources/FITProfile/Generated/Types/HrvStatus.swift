// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `hrv_status`, with a name for each value the profile names.
    public struct HrvStatus: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 98 }

        @_alwaysEmitIntoClient public static var none: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var poor: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var low: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var unbalanced: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var balanced: Self { Self(rawValue: 4) }
    }
}

func makeType98() -> TypeProfile {
    TypeProfile(
        name: "hrv_status", values: [0, 1, 2, 3, 4],
        names: """
            none
            poor
            low
            unbalanced
            balanced
            """)
}
