// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `ble_device_type`, with a name for each value the profile names.
    public struct BleDeviceType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 26 }

        /// `connected_gps`
        @_alwaysEmitIntoClient public static var connectedGps: Self { Self(rawValue: 0) }
        /// `heart_rate`
        @_alwaysEmitIntoClient public static var heartRate: Self { Self(rawValue: 1) }
        /// `bike_power`
        @_alwaysEmitIntoClient public static var bikePower: Self { Self(rawValue: 2) }
        /// `bike_speed_cadence`
        @_alwaysEmitIntoClient public static var bikeSpeedCadence: Self { Self(rawValue: 3) }
        /// `bike_speed`
        @_alwaysEmitIntoClient public static var bikeSpeed: Self { Self(rawValue: 4) }
        /// `bike_cadence`
        @_alwaysEmitIntoClient public static var bikeCadence: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var footpod: Self { Self(rawValue: 6) }
        /// `bike_trainer`
        @_alwaysEmitIntoClient public static var bikeTrainer: Self { Self(rawValue: 7) }
    }
}

func makeType26() -> TypeProfile {
    TypeProfile(
        name: "ble_device_type", values: [0, 1, 2, 3, 4, 5, 6, 7],
        names: """
            connected_gps
            heart_rate
            bike_power
            bike_speed_cadence
            bike_speed
            bike_cadence
            footpod
            bike_trainer
            """)
}
