// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `exd_data_units`, with a name for each value the profile names.
    public struct ExdDataUnits: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 71 }

        /// `no_units`
        @_alwaysEmitIntoClient public static var noUnits: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var laps: Self { Self(rawValue: 1) }
        /// `miles_per_hour`
        @_alwaysEmitIntoClient public static var milesPerHour: Self { Self(rawValue: 2) }
        /// `kilometers_per_hour`
        @_alwaysEmitIntoClient public static var kilometersPerHour: Self { Self(rawValue: 3) }
        /// `feet_per_hour`
        @_alwaysEmitIntoClient public static var feetPerHour: Self { Self(rawValue: 4) }
        /// `meters_per_hour`
        @_alwaysEmitIntoClient public static var metersPerHour: Self { Self(rawValue: 5) }
        /// `degrees_celsius`
        @_alwaysEmitIntoClient public static var degreesCelsius: Self { Self(rawValue: 6) }
        /// `degrees_farenheit`
        @_alwaysEmitIntoClient public static var degreesFarenheit: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var zone: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var gear: Self { Self(rawValue: 9) }
        @_alwaysEmitIntoClient public static var rpm: Self { Self(rawValue: 10) }
        @_alwaysEmitIntoClient public static var bpm: Self { Self(rawValue: 11) }
        @_alwaysEmitIntoClient public static var degrees: Self { Self(rawValue: 12) }
        @_alwaysEmitIntoClient public static var millimeters: Self { Self(rawValue: 13) }
        @_alwaysEmitIntoClient public static var meters: Self { Self(rawValue: 14) }
        @_alwaysEmitIntoClient public static var kilometers: Self { Self(rawValue: 15) }
        @_alwaysEmitIntoClient public static var feet: Self { Self(rawValue: 16) }
        @_alwaysEmitIntoClient public static var yards: Self { Self(rawValue: 17) }
        @_alwaysEmitIntoClient public static var kilofeet: Self { Self(rawValue: 18) }
        @_alwaysEmitIntoClient public static var miles: Self { Self(rawValue: 19) }
        @_alwaysEmitIntoClient public static var time: Self { Self(rawValue: 20) }
        /// `enum_turn_type`
        @_alwaysEmitIntoClient public static var enumTurnType: Self { Self(rawValue: 21) }
        @_alwaysEmitIntoClient public static var percent: Self { Self(rawValue: 22) }
        @_alwaysEmitIntoClient public static var watts: Self { Self(rawValue: 23) }
        /// `watts_per_kilogram`
        @_alwaysEmitIntoClient public static var wattsPerKilogram: Self { Self(rawValue: 24) }
        /// `enum_battery_status`
        @_alwaysEmitIntoClient public static var enumBatteryStatus: Self { Self(rawValue: 25) }
        /// `enum_bike_light_beam_angle_mode`
        @_alwaysEmitIntoClient public static var enumBikeLightBeamAngleMode: Self { Self(rawValue: 26) }
        /// `enum_bike_light_battery_status`
        @_alwaysEmitIntoClient public static var enumBikeLightBatteryStatus: Self { Self(rawValue: 27) }
        /// `enum_bike_light_network_config_type`
        @_alwaysEmitIntoClient public static var enumBikeLightNetworkConfigType: Self { Self(rawValue: 28) }
        @_alwaysEmitIntoClient public static var lights: Self { Self(rawValue: 29) }
        @_alwaysEmitIntoClient public static var seconds: Self { Self(rawValue: 30) }
        @_alwaysEmitIntoClient public static var minutes: Self { Self(rawValue: 31) }
        @_alwaysEmitIntoClient public static var hours: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var calories: Self { Self(rawValue: 33) }
        @_alwaysEmitIntoClient public static var kilojoules: Self { Self(rawValue: 34) }
        @_alwaysEmitIntoClient public static var milliseconds: Self { Self(rawValue: 35) }
        /// `second_per_mile`
        @_alwaysEmitIntoClient public static var secondPerMile: Self { Self(rawValue: 36) }
        /// `second_per_kilometer`
        @_alwaysEmitIntoClient public static var secondPerKilometer: Self { Self(rawValue: 37) }
        @_alwaysEmitIntoClient public static var centimeter: Self { Self(rawValue: 38) }
        /// `enum_course_point`
        @_alwaysEmitIntoClient public static var enumCoursePoint: Self { Self(rawValue: 39) }
        @_alwaysEmitIntoClient public static var bradians: Self { Self(rawValue: 40) }
        /// `enum_sport`
        @_alwaysEmitIntoClient public static var enumSport: Self { Self(rawValue: 41) }
        /// `inches_hg`
        @_alwaysEmitIntoClient public static var inchesHg: Self { Self(rawValue: 42) }
        /// `mm_hg`
        @_alwaysEmitIntoClient public static var mmHg: Self { Self(rawValue: 43) }
        @_alwaysEmitIntoClient public static var mbars: Self { Self(rawValue: 44) }
        /// `hecto_pascals`
        @_alwaysEmitIntoClient public static var hectoPascals: Self { Self(rawValue: 45) }
        /// `feet_per_min`
        @_alwaysEmitIntoClient public static var feetPerMin: Self { Self(rawValue: 46) }
        /// `meters_per_min`
        @_alwaysEmitIntoClient public static var metersPerMin: Self { Self(rawValue: 47) }
        /// `meters_per_sec`
        @_alwaysEmitIntoClient public static var metersPerSec: Self { Self(rawValue: 48) }
        /// `eight_cardinal`
        @_alwaysEmitIntoClient public static var eightCardinal: Self { Self(rawValue: 49) }
    }
}

func makeType71() -> TypeProfile {
    TypeProfile(
        name: "exd_data_units",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49
        ],
        names: """
            no_units
            laps
            miles_per_hour
            kilometers_per_hour
            feet_per_hour
            meters_per_hour
            degrees_celsius
            degrees_farenheit
            zone
            gear
            rpm
            bpm
            degrees
            millimeters
            meters
            kilometers
            feet
            yards
            kilofeet
            miles
            time
            enum_turn_type
            percent
            watts
            watts_per_kilogram
            enum_battery_status
            enum_bike_light_beam_angle_mode
            enum_bike_light_battery_status
            enum_bike_light_network_config_type
            lights
            seconds
            minutes
            hours
            calories
            kilojoules
            milliseconds
            second_per_mile
            second_per_kilometer
            centimeter
            enum_course_point
            bradians
            enum_sport
            inches_hg
            mm_hg
            mbars
            hecto_pascals
            feet_per_min
            meters_per_min
            meters_per_sec
            eight_cardinal
            """)
}
