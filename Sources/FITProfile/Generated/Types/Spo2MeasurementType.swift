// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `spo2_measurement_type`, with a name for each value the profile names.
    public struct Spo2MeasurementType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 168 }

        /// `off_wrist`
        @_alwaysEmitIntoClient public static var offWrist: Self { Self(rawValue: 0) }
        /// `spot_check`
        @_alwaysEmitIntoClient public static var spotCheck: Self { Self(rawValue: 1) }
        /// `continuous_check`
        @_alwaysEmitIntoClient public static var continuousCheck: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var periodic: Self { Self(rawValue: 3) }
    }
}

func makeType168() -> TypeProfile {
    TypeProfile(
        name: "spo2_measurement_type", values: [0, 1, 2, 3],
        names: """
            off_wrist
            spot_check
            continuous_check
            periodic
            """)
}
