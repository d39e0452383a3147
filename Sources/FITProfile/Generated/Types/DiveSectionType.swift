// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `dive_section_type`, with a name for each value the profile names.
    public struct DiveSectionType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 66 }

        @_alwaysEmitIntoClient public static var ascent: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var descent: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var hang: Self { Self(rawValue: 2) }
    }
}

func makeType66() -> TypeProfile {
    TypeProfile(
        name: "dive_section_type", values: [0, 1, 2],
        names: """
            ascent
            descent
            hang
            """)
}
