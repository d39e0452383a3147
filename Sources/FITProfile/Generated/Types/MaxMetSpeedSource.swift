// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `max_met_speed_source`, with a name for each value the profile names.
    public struct MaxMetSpeedSource: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 124 }

        /// `onboard_gps`
        @_alwaysEmitIntoClient public static var onboardGps: Self { Self(rawValue: 0) }
        /// `connected_gps`
        @_alwaysEmitIntoClient public static var connectedGps: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var cadence: Self { Self(rawValue: 2) }
    }
}

func makeType124() -> TypeProfile {
    TypeProfile(
        name: "max_met_speed_source", values: [0, 1, 2],
        names: """
            onboard_gps
            connected_gps
            cadence
            """)
}
