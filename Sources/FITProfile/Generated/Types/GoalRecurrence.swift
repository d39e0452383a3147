// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `goal_recurrence`, with a name for each value the profile names.
    public struct GoalRecurrence: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 91 }

        @_alwaysEmitIntoClient public static var off: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var daily: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var weekly: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var monthly: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var yearly: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var custom: Self { Self(rawValue: 5) }
    }
}

func makeType91() -> TypeProfile {
    TypeProfile(
        name: "goal_recurrence", values: [0, 1, 2, 3, 4, 5],
        names: """
            off
            daily
            weekly
            monthly
            yearly
            custom
            """)
}
