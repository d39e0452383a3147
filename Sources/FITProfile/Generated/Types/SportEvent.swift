// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `sport_event`, with a name for each value the profile names.
    public struct SportEvent: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 177 }

        @_alwaysEmitIntoClient public static var uncategorized: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var geocaching: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var fitness: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var recreation: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var race: Self { Self(rawValue: 4) }
        /// `special_event`
        @_alwaysEmitIntoClient public static var specialEvent: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var training: Self { Self(rawValue: 6) }
        @_alwaysEmitIntoClient public static var transportation: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var touring: Self { Self(rawValue: 8) }
    }
}

func makeType177() -> TypeProfile {
    TypeProfile(
        name: "sport_event", values: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        names: """
            uncategorized
            geocaching
            fitness
            recreation
            race
            special_event
            training
            transportation
            touring
            """)
}
