// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `session_trigger`, with a name for each value the profile names.
    public struct SessionTrigger: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 154 }

        /// `activity_end`
        @_alwaysEmitIntoClient public static var activityEnd: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var manual: Self { Self(rawValue: 1) }
        /// `auto_multi_sport`
        @_alwaysEmitIntoClient public static var autoMultiSport: Self { Self(rawValue: 2) }
        /// `fitness_equipment`
        @_alwaysEmitIntoClient public static var fitnessEquipment: Self { Self(rawValue: 3) }
    }
}

func makeType154() -> TypeProfile {
    TypeProfile(
        name: "session_trigger", values: [0, 1, 2, 3],
        names: """
            activity_end
            manual
            auto_multi_sport
            fitness_equipment
            """)
}
