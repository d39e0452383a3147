// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `pwr_zone_calc`, with a name for each value the profile names.
    public struct PwrZoneCalc: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 140 }

        @_alwaysEmitIntoClient public static var custom: Self { Self(rawValue: 0) }
        /// `percent_ftp`
        @_alwaysEmitIntoClient public static var percentFtp: Self { Self(rawValue: 1) }
    }
}

func makeType140() -> TypeProfile {
    TypeProfile(
        name: "pwr_zone_calc", values: [0, 1],
        names: """
            custom
            percent_ftp
            """)
}
