// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `exd_layout`, with a name for each value the profile names.
    public struct ExdLayout: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 74 }

        /// `full_screen`
        @_alwaysEmitIntoClient public static var fullScreen: Self { Self(rawValue: 0) }
        /// `half_vertical`
        @_alwaysEmitIntoClient public static var halfVertical: Self { Self(rawValue: 1) }
        /// `half_horizontal`
        @_alwaysEmitIntoClient public static var halfHorizontal: Self { Self(rawValue: 2) }
        /// `half_vertical_right_split`
        @_alwaysEmitIntoClient public static var halfVerticalRightSplit: Self { Self(rawValue: 3) }
        /// `half_horizontal_bottom_split`
        @_alwaysEmitIntoClient public static var halfHorizontalBottomSplit: Self { Self(rawValue: 4) }
        /// `full_quarter_split`
        @_alwaysEmitIntoClient public static var fullQuarterSplit: Self { Self(rawValue: 5) }
        /// `half_vertical_left_split`
        @_alwaysEmitIntoClient public static var halfVerticalLeftSplit: Self { Self(rawValue: 6) }
        /// `half_horizontal_top_split`
        @_alwaysEmitIntoClient public static var halfHorizontalTopSplit: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var dynamic: Self { Self(rawValue: 8) }
    }
}

func makeType74() -> TypeProfile {
    TypeProfile(
        name: "exd_layout", values: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        names: """
            full_screen
            half_vertical
            half_horizontal
            half_vertical_right_split
            half_horizontal_bottom_split
            full_quarter_split
            half_vertical_left_split
            half_horizontal_top_split
            dynamic
            """)
}
