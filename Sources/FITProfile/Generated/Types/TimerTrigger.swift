// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `timer_trigger`, with a name for each value the profile names.
    public struct TimerTrigger: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 190 }

        @_alwaysEmitIntoClient public static var manual: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var auto: Self { Self(rawValue: 1) }
        /// `fitness_equipment`
        @_alwaysEmitIntoClient public static var fitnessEquipment: Self { Self(rawValue: 2) }
    }
}

func makeType190() -> TypeProfile {
    TypeProfile(
        name: "timer_trigger", values: [0, 1, 2],
        names: """
            manual
            auto
            fitness_equipment
            """)
}
