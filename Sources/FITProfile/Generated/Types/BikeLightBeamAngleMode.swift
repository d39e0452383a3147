// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `bike_light_beam_angle_mode`, with a name for each value the profile names.
    public struct BikeLightBeamAngleMode: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 23 }

        @_alwaysEmitIntoClient public static var manual: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var auto: Self { Self(rawValue: 1) }
    }
}

func makeType23() -> TypeProfile {
    TypeProfile(
        name: "bike_light_beam_angle_mode", values: [0, 1],
        names: """
            manual
            auto
            """)
}
