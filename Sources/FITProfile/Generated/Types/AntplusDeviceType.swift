// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `antplus_device_type`, with a name for each value the profile names.
    public struct AntplusDeviceType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 8 }

        @_alwaysEmitIntoClient public static var antfs: Self { Self(rawValue: 1) }
        /// `bike_power`
        @_alwaysEmitIntoClient public static var bikePower: Self { Self(rawValue: 11) }
        /// `environment_sensor_legacy`
        @_alwaysEmitIntoClient public static var environmentSensorLegacy: Self { Self(rawValue: 12) }
        /// `multi_sport_speed_distance`
        @_alwaysEmitIntoClient public static var multiSportSpeedDistance: Self { Self(rawValue: 15) }
        @_alwaysEmitIntoClient public static var control: Self { Self(rawValue: 16) }
        /// `fitness_equipment`
        @_alwaysEmitIntoClient public static var fitnessEquipment: Self { Self(rawValue: 17) }
        /// `blood_pressure`
        @_alwaysEmitIntoClient public static var bloodPressure: Self { Self(rawValue: 18) }
        /// `geocache_node`
        @_alwaysEmitIntoClient public static var geocacheNode: Self { Self(rawValue: 19) }
        /// `light_electric_vehicle`
        @_alwaysEmitIntoClient public static var lightElectricVehicle: Self { Self(rawValue: 20) }
        /// `env_sensor`
        @_alwaysEmitIntoClient public static var envSensor: Self { Self(rawValue: 25) }
        @_alwaysEmitIntoClient public static var racquet: Self { Self(rawValue: 26) }
        /// `control_hub`
        @_alwaysEmitIntoClient public static var controlHub: Self { Self(rawValue: 27) }
        /// `muscle_oxygen`
        @_alwaysEmitIntoClient public static var muscleOxygen: Self { Self(rawValue: 31) }
        @_alwaysEmitIntoClient public static var shifting: Self { Self(rawValue: 34) }
        /// `bike_light_main`
        @_alwaysEmitIntoClient public static var bikeLightMain: Self { Self(rawValue: 35) }
        /// `bike_light_shared`
        @_alwaysEmitIntoClient public static var bikeLightShared: Self { Self(rawValue: 36) }
        @_alwaysEmitIntoClient public static var exd: Self { Self(rawValue: 38) }
        /// `bike_radar`
        @_alwaysEmitIntoClient public static var bikeRadar: Self { Self(rawValue: 40) }
        /// `bike_aero`
        @_alwaysEmitIntoClient public static var bikeAero: Self { Self(rawValue: 46) }
        /// `weight_scale`
        @_alwaysEmitIntoClient public static var weightScale: Self { Self(rawValue: 119) }
        /// `heart_rate`
        @_alwaysEmitIntoClient public static var heartRate: Self { Self(rawValue: 120) }
        /// `bike_speed_cadence`
        @_alwaysEmitIntoClient public static var bikeSpeedCadence: Self { Self(rawValue: 121) }
        /// `bike_cadence`
        @_alwaysEmitIntoClient public static var bikeCadence: Self { Self(rawValue: 122) }
        /// `bike_speed`
        @_alwaysEmitIntoClient public static var bikeSpeed: Self { Self(rawValue: 123) }
        /// `stride_speed_distance`
        @_alwaysEmitIntoClient public static var strideSpeedDistance: Self { Self(rawValue: 124) }
    }
}

func makeType8() -> TypeProfile {
    TypeProfile(
        name: "antplus_device_type",
        values: [
            1, 11, 12, 15, 16, 17, 18, 19, 20, 25, 26, 27, 31, 34, 35, 36, 38, 40, 46, 119, 120, 121, 122, 123, 124
        ],
        names: """
            antfs
            bike_power
            environment_sensor_legacy
            multi_sport_speed_distance
            control
            fitness_equipment
            blood_pressure
            geocache_node
            light_electric_vehicle
            env_sensor
            racquet
            control_hub
            muscle_oxygen
            shifting
            bike_light_main
            bike_light_shared
            exd
            bike_radar
            bike_aero
            weight_scale
            heart_rate
            bike_speed_cadence
            bike_cadence
            bike_speed
            stride_speed_distance
            """)
}
