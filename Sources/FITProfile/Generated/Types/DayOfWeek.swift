// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `day_of_week`, with a name for each value the profile names.
    public struct DayOfWeek: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 52 }

        @_alwaysEmitIntoClient public static var sunday: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var monday: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var tuesday: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var wednesday: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var thursday: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var friday: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var saturday: Self { Self(rawValue: 6) }
    }
}

func makeType52() -> TypeProfile {
    TypeProfile(
        name: "day_of_week", values: [0, 1, 2, 3, 4, 5, 6],
        names: """
            sunday
            monday
            tuesday
            wednesday
            thursday
            friday
            saturday
            """)
}
