// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `dive_backlight_mode`, with a name for each value the profile names.
    public struct DiveBacklightMode: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 63 }

        /// `at_depth`
        @_alwaysEmitIntoClient public static var atDepth: Self { Self(rawValue: 0) }
        /// `always_on`
        @_alwaysEmitIntoClient public static var alwaysOn: Self { Self(rawValue: 1) }
    }
}

func makeType63() -> TypeProfile {
    TypeProfile(
        name: "dive_backlight_mode", values: [0, 1],
        names: """
            at_depth
            always_on
            """)
}
