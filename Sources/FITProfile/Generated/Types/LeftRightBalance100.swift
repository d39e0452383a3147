// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `left_right_balance_100`, with a name for each value the profile names.
    public struct LeftRightBalance100: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 113 }

        @_alwaysEmitIntoClient public static var mask: Self { Self(rawValue: 16383) }
        @_alwaysEmitIntoClient public static var right: Self { Self(rawValue: 32768) }
    }
}

func makeType113() -> TypeProfile {
    TypeProfile(
        name: "left_right_balance_100", values: [16383, 32768],
        names: """
            mask
            right
            """)
}
