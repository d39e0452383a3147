// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `display_power`, with a name for each value the profile names.
    public struct DisplayPower: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 60 }

        @_alwaysEmitIntoClient public static var watts: Self { Self(rawValue: 0) }
        /// `percent_ftp`
        @_alwaysEmitIntoClient public static var percentFtp: Self { Self(rawValue: 1) }
    }
}

func makeType60() -> TypeProfile {
    TypeProfile(
        name: "display_power", values: [0, 1],
        names: """
            watts
            percent_ftp
            """)
}
