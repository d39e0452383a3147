// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `activity_type`, with a name for each value the profile names.
    public struct ActivityType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 4 }

        @_alwaysEmitIntoClient public static var generic: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var running: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var cycling: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var transition: Self { Self(rawValue: 3) }
        /// `fitness_equipment`
        @_alwaysEmitIntoClient public static var fitnessEquipment: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var swimming: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var walking: Self { Self(rawValue: 6) }
        @_alwaysEmitIntoClient public static var sedentary: Self { Self(rawValue: 8) }
        /// `wheelchair_pushing`
        @_alwaysEmitIntoClient public static var wheelchairPushing: Self { Self(rawValue: 13) }
        @_alwaysEmitIntoClient public static var all: Self { Self(rawValue: 254) }
    }
}

func makeType4() -> TypeProfile {
    TypeProfile(
        name: "activity_type", values: [0, 1, 2, 3, 4, 5, 6, 8, 13, 254],
        names: """
            generic
            running
            cycling
            transition
            fitness_equipment
            swimming
            walking
            sedentary
            wheelchair_pushing
            all
            """)
}
