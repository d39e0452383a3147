// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `sensor_type`, with a name for each value the profile names.
    public struct SensorType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 153 }

        @_alwaysEmitIntoClient public static var accelerometer: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var gyroscope: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var compass: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var barometer: Self { Self(rawValue: 3) }
    }
}

func makeType153() -> TypeProfile {
    TypeProfile(
        name: "sensor_type", values: [0, 1, 2, 3],
        names: """
            accelerometer
            gyroscope
            compass
            barometer
            """)
}
