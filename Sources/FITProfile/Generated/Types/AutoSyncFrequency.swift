// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `auto_sync_frequency`, with a name for each value the profile names.
    public struct AutoSyncFrequency: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 13 }

        @_alwaysEmitIntoClient public static var never: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var occasionally: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var frequent: Self { Self(rawValue: 2) }
        /// `once_a_day`
        @_alwaysEmitIntoClient public static var onceADay: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var remote: Self { Self(rawValue: 4) }
    }
}

func makeType13() -> TypeProfile {
    TypeProfile(
        name: "auto_sync_frequency", values: [0, 1, 2, 3, 4],
        names: """
            never
            occasionally
            frequent
            once_a_day
            remote
            """)
}
