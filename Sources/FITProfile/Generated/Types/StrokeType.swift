// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `stroke_type`, with a name for each value the profile names.
    public struct StrokeType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 180 }

        /// `no_event`
        @_alwaysEmitIntoClient public static var noEvent: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var other: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var serve: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var forehand: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var backhand: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var smash: Self { Self(rawValue: 5) }
    }
}

func makeType180() -> TypeProfile {
    TypeProfile(
        name: "stroke_type", values: [0, 1, 2, 3, 4, 5],
        names: """
            no_event
            other
            serve
            forehand
            backhand
            smash
            """)
}
