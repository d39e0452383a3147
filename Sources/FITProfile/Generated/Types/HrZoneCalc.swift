// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `hr_zone_calc`, with a name for each value the profile names.
    public struct HrZoneCalc: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 97 }

        @_alwaysEmitIntoClient public static var custom: Self { Self(rawValue: 0) }
        /// `percent_max_hr`
        @_alwaysEmitIntoClient public static var percentMaxHr: Self { Self(rawValue: 1) }
        /// `percent_hrr`
        @_alwaysEmitIntoClient public static var percentHrr: Self { Self(rawValue: 2) }
        /// `percent_lthr`
        @_alwaysEmitIntoClient public static var percentLthr: Self { Self(rawValue: 3) }
    }
}

func makeType97() -> TypeProfile {
    TypeProfile(
        name: "hr_zone_calc", values: [0, 1, 2, 3],
        names: """
            custom
            percent_max_hr
            percent_hrr
            percent_lthr
            """)
}
