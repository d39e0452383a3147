// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `indoor_bike_exercise_name`, with a name for each value the profile names.
    public struct IndoorBikeExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 100 }

        /// `air_bike`
        @_alwaysEmitIntoClient public static var airBike: Self { Self(rawValue: 0) }
        /// `assault_bike`
        @_alwaysEmitIntoClient public static var assaultBike: Self { Self(rawValue: 1) }
        /// `stationary_bike`
        @_alwaysEmitIntoClient public static var stationaryBike: Self { Self(rawValue: 3) }
    }
}

func makeType100() -> TypeProfile {
    TypeProfile(
        name: "indoor_bike_exercise_name", values: [0, 1, 3],
        names: """
            air_bike
            assault_bike
            stationary_bike
            """)
}
