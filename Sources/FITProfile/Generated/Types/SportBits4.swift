// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `sport_bits_4`, with a name for each value the profile names.
    public struct SportBits4: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 174 }

        @_alwaysEmitIntoClient public static var sailing: Self { Self(rawValue: 1) }
        /// `ice_skating`
        @_alwaysEmitIntoClient public static var iceSkating: Self { Self(rawValue: 2) }
        /// `sky_diving`
        @_alwaysEmitIntoClient public static var skyDiving: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var snowshoeing: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var snowmobiling: Self { Self(rawValue: 16) }
        /// `stand_up_paddleboarding`
        @_alwaysEmitIntoClient public static var standUpPaddleboarding: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var surfing: Self { Self(rawValue: 64) }
        @_alwaysEmitIntoClient public static var wakeboarding: Self { Self(rawValue: 128) }
    }
}

func makeType174() -> TypeProfile {
    TypeProfile(
        name: "sport_bits_4", values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: """
            sailing
            ice_skating
            sky_diving
            snowshoeing
            snowmobiling
            stand_up_paddleboarding
            surfing
            wakeboarding
            """)
}
