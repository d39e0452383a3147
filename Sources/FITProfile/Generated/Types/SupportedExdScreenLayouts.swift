// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `supported_exd_screen_layouts`, with a name for each value the profile names.
    public struct SupportedExdScreenLayouts: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 182 }

        /// `full_screen`
        @_alwaysEmitIntoClient public static var fullScreen: Self { Self(rawValue: 1) }
        /// `half_vertical`
        @_alwaysEmitIntoClient public static var halfVertical: Self { Self(rawValue: 2) }
        /// `half_horizontal`
        @_alwaysEmitIntoClient public static var halfHorizontal: Self { Self(rawValue: 4) }
        /// `half_vertical_right_split`
        @_alwaysEmitIntoClient public static var halfVerticalRightSplit: Self { Self(rawValue: 8) }
        /// `half_horizontal_bottom_split`
        @_alwaysEmitIntoClient public static var halfHorizontalBottomSplit: Self { Self(rawValue: 16) }
        /// `full_quarter_split`
        @_alwaysEmitIntoClient public static var fullQuarterSplit: Self { Self(rawValue: 32) }
        /// `half_vertical_left_split`
        @_alwaysEmitIntoClient public static var halfVerticalLeftSplit: Self { Self(rawValue: 64) }
        /// `half_horizontal_top_split`
        @_alwaysEmitIntoClient public static var halfHorizontalTopSplit: Self { Self(rawValue: 128) }
    }
}

func makeType182() -> TypeProfile {
    TypeProfile(
        name: "supported_exd_screen_layouts", values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: """
            full_screen
            half_vertical
            half_horizontal
            half_vertical_right_split
            half_horizontal_bottom_split
            full_quarter_split
            half_vertical_left_split
            half_horizontal_top_split
            """)
}
