// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `bike_outdoor_exercise_name`, with a name for each value the profile names.
    public struct BikeOutdoorExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 25 }

        @_alwaysEmitIntoClient public static var bike: Self { Self(rawValue: 0) }
    }
}

func makeType25() -> TypeProfile {
    TypeProfile(
        name: "bike_outdoor_exercise_name", values: [0],
        names: """
            bike
            """)
}
