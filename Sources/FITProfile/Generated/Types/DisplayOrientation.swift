// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `display_orientation`, with a name for each value the profile names.
    public struct DisplayOrientation: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 58 }

        @_alwaysEmitIntoClient public static var auto: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var portrait: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var landscape: Self { Self(rawValue: 2) }
        /// `portrait_flipped`
        @_alwaysEmitIntoClient public static var portraitFlipped: Self { Self(rawValue: 3) }
        /// `landscape_flipped`
        @_alwaysEmitIntoClient public static var landscapeFlipped: Self { Self(rawValue: 4) }
    }
}

func makeType58() -> TypeProfile {
    TypeProfile(
        name: "display_orientation", values: [0, 1, 2, 3, 4],
        names: """
            auto
            portrait
            landscape
            portrait_flipped
            landscape_flipped
            """)
}
