// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `digital_watchface_layout`, with a name for each value the profile names.
    public struct DigitalWatchfaceLayout: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 55 }

        @_alwaysEmitIntoClient public static var traditional: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var modern: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var bold: Self { Self(rawValue: 2) }
    }
}

func makeType55() -> TypeProfile {
    TypeProfile(
        name: "digital_watchface_layout", values: [0, 1, 2],
        names: """
            traditional
            modern
            bold
            """)
}
