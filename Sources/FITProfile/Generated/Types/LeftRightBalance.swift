// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `left_right_balance`, with a name for each value the profile names.
    public struct LeftRightBalance: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 112 }

        @_alwaysEmitIntoClient public static var mask: Self { Self(rawValue: 127) }
        @_alwaysEmitIntoClient public static var right: Self { Self(rawValue: 128) }
    }
}

func makeType112() -> TypeProfile {
    TypeProfile(
        name: "left_right_balance", values: [127, 128],
        names: """
            mask
            right
            """)
}
