// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `goal_source`, with a name for each value the profile names.
    public struct GoalSource: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 92 }

        @_alwaysEmitIntoClient public static var auto: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var community: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var user: Self { Self(rawValue: 2) }
    }
}

func makeType92() -> TypeProfile {
    TypeProfile(
        name: "goal_source", values: [0, 1, 2],
        names: """
            auto
            community
            user
            """)
}
