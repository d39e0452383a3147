// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `swim_stroke`, with a name for each value the profile names.
    public struct SwimStroke: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 184 }

        @_alwaysEmitIntoClient public static var freestyle: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var backstroke: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var breaststroke: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var butterfly: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var drill: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var mixed: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var im: Self { Self(rawValue: 6) }
        /// `im_by_round`
        @_alwaysEmitIntoClient public static var imByRound: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var rimo: Self { Self(rawValue: 8) }
    }
}

func makeType184() -> TypeProfile {
    TypeProfile(
        name: "swim_stroke", values: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        names: """
            freestyle
            backstroke
            breaststroke
            butterfly
            drill
            mixed
            im
            im_by_round
            rimo
            """)
}
