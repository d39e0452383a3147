// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `sport_bits_3`, with a name for each value the profile names.
    public struct SportBits3: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 173 }

        @_alwaysEmitIntoClient public static var driving: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var golf: Self { Self(rawValue: 2) }
        /// `hang_gliding`
        @_alwaysEmitIntoClient public static var hangGliding: Self { Self(rawValue: 4) }
        /// `horseback_riding`
        @_alwaysEmitIntoClient public static var horsebackRiding: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var hunting: Self { Self(rawValue: 16) }
        @_alwaysEmitIntoClient public static var fishing: Self { Self(rawValue: 32) }
        /// `inline_skating`
        @_alwaysEmitIntoClient public static var inlineSkating: Self { Self(rawValue: 64) }
        /// `rock_climbing`
        @_alwaysEmitIntoClient public static var rockClimbing: Self { Self(rawValue: 128) }
    }
}

func makeType173() -> TypeProfile {
    TypeProfile(
        name: "sport_bits_3", values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: """
            driving
            golf
            hang_gliding
            horseback_riding
            hunting
            fishing
            inline_skating
            rock_climbing
            """)
}
