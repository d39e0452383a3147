// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `backlight_timeout`, with a name for each value the profile names.
    public struct BacklightTimeout: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 17 }

        @_alwaysEmitIntoClient public static var infinite: Self { Self(rawValue: 0) }
    }
}

func makeType17() -> TypeProfile {
    TypeProfile(
        name: "backlight_timeout", values: [0],
        names: """
            infinite
            """)
}
