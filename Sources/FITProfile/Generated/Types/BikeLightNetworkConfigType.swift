// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `bike_light_network_config_type`, with a name for each value the profile names.
    public struct BikeLightNetworkConfigType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 24 }

        @_alwaysEmitIntoClient public static var auto: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var individual: Self { Self(rawValue: 4) }
        /// `high_visibility`
        @_alwaysEmitIntoClient public static var highVisibility: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var trail: Self { Self(rawValue: 6) }
    }
}

func makeType24() -> TypeProfile {
    TypeProfile(
        name: "bike_light_network_config_type", values: [0, 4, 5, 6],
        names: """
            auto
            individual
            high_visibility
            trail
            """)
}
