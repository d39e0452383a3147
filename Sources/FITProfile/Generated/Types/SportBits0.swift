// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `sport_bits_0`, with a name for each value the profile names.
    public struct SportBits0: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 170 }

        @_alwaysEmitIntoClient public static var generic: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var running: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var cycling: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var transition: Self { Self(rawValue: 8) }
        /// `fitness_equipment`
        @_alwaysEmitIntoClient public static var fitnessEquipment: Self { Self(rawValue: 16) }
        @_alwaysEmitIntoClient public static var swimming: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var basketball: Self { Self(rawValue: 64) }
        @_alwaysEmitIntoClient public static var soccer: Self { Self(rawValue: 128) }
    }
}

func makeType170() -> TypeProfile {
    TypeProfile(
        name: "sport_bits_0", values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: """
            generic
            running
            cycling
            transition
            fitness_equipment
            swimming
            basketball
            soccer
            """)
}
