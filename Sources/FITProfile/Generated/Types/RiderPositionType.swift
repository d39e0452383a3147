// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `rider_position_type`, with a name for each value the profile names.
    public struct RiderPositionType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 142 }

        @_alwaysEmitIntoClient public static var seated: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var standing: Self { Self(rawValue: 1) }
        /// `transition_to_seated`
        @_alwaysEmitIntoClient public static var transitionToSeated: Self { Self(rawValue: 2) }
        /// `transition_to_standing`
        @_alwaysEmitIntoClient public static var transitionToStanding: Self { Self(rawValue: 3) }
    }
}

func makeType142() -> TypeProfile {
    TypeProfile(
        name: "rider_position_type", values: [0, 1, 2, 3],
        names: """
            seated
            standing
            transition_to_seated
            transition_to_standing
            """)
}
