// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `projectile_type`, with a name for each value the profile names.
    public struct ProjectileType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 137 }

        @_alwaysEmitIntoClient public static var arrow: Self { Self(rawValue: 0) }
        /// `rifle_cartridge`
        @_alwaysEmitIntoClient public static var rifleCartridge: Self { Self(rawValue: 1) }
        /// `pistol_cartridge`
        @_alwaysEmitIntoClient public static var pistolCartridge: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var shotshell: Self { Self(rawValue: 3) }
        /// `air_rifle_pellet`
        @_alwaysEmitIntoClient public static var airRiflePellet: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var other: Self { Self(rawValue: 5) }
    }
}

func makeType137() -> TypeProfile {
    TypeProfile(
        name: "projectile_type", values: [0, 1, 2, 3, 4, 5],
        names: """
            arrow
            rifle_cartridge
            pistol_cartridge
            shotshell
            air_rifle_pellet
            other
            """)
}
