// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `local_device_type`, with a name for each value the profile names.
    public struct LocalDeviceType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 118 }

        @_alwaysEmitIntoClient public static var gps: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var glonass: Self { Self(rawValue: 1) }
        /// `gps_glonass`
        @_alwaysEmitIntoClient public static var gpsGlonass: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var accelerometer: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var barometer: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var temperature: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var whr: Self { Self(rawValue: 10) }
        /// `sensor_hub`
        @_alwaysEmitIntoClient public static var sensorHub: Self { Self(rawValue: 12) }
    }
}

func makeType118() -> TypeProfile {
    TypeProfile(
        name: "local_device_type", values: [0, 1, 2, 3, 4, 5, 10, 12],
        names: """
            gps
            glonass
            gps_glonass
            accelerometer
            barometer
            temperature
            whr
            sensor_hub
            """)
}
