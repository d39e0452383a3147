// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `sport_bits_6`, with a name for each value the profile names.
    public struct SportBits6: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 176 }

        /// `floor_climbing`
        @_alwaysEmitIntoClient public static var floorClimbing: Self { Self(rawValue: 1) }
    }
}

func makeType176() -> TypeProfile {
    TypeProfile(
        name: "sport_bits_6", values: [1],
        names: """
            floor_climbing
            """)
}
