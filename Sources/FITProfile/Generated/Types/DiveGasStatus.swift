// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `dive_gas_status`, with a name for each value the profile names.
    public struct DiveGasStatus: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 65 }

        @_alwaysEmitIntoClient public static var disabled: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var enabled: Self { Self(rawValue: 1) }
        /// `backup_only`
        @_alwaysEmitIntoClient public static var backupOnly: Self { Self(rawValue: 2) }
    }
}

func makeType65() -> TypeProfile {
    TypeProfile(
        name: "dive_gas_status", values: [0, 1, 2],
        names: """
            disabled
            enabled
            backup_only
            """)
}
