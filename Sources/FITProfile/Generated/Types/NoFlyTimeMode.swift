// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `no_fly_time_mode`, with a name for each value the profile names.
    public struct NoFlyTimeMode: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 131 }

        @_alwaysEmitIntoClient public static var standard: Self { Self(rawValue: 0) }
        /// `flat_24_hours`
        @_alwaysEmitIntoClient public static var flat24Hours: Self { Self(rawValue: 1) }
    }
}

func makeType131() -> TypeProfile {
    TypeProfile(
        name: "no_fly_time_mode", values: [0, 1],
        names: """
            standard
            flat_24_hours
            """)
}
