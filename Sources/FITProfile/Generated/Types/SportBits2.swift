// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `sport_bits_2`, with a name for each value the profile names.
    public struct SportBits2: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 172 }

        @_alwaysEmitIntoClient public static var mountaineering: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var hiking: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var multisport: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var paddling: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var flying: Self { Self(rawValue: 16) }
        /// `e_biking`
        @_alwaysEmitIntoClient public static var eBiking: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var motorcycling: Self { Self(rawValue: 64) }
        @_alwaysEmitIntoClient public static var boating: Self { Self(rawValue: 128) }
    }
}

func makeType172() -> TypeProfile {
    TypeProfile(
        name: "sport_bits_2", values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: """
            mountaineering
            hiking
            multisport
            paddling
            flying
            e_biking
            motorcycling
            boating
            """)
}
