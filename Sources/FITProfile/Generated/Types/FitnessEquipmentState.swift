// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `fitness_equipment_state`, with a name for each value the profile names.
    public struct FitnessEquipmentState: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 82 }

        @_alwaysEmitIntoClient public static var ready: Self { Self(rawValue: 0) }
        /// `in_use`
        @_alwaysEmitIntoClient public static var inUse: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var paused: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var unknown: Self { Self(rawValue: 3) }
    }
}

func makeType82() -> TypeProfile {
    TypeProfile(
        name: "fitness_equipment_state", values: [0, 1, 2, 3],
        names: """
            ready
            in_use
            paused
            unknown
            """)
}
