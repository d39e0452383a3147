// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `gas_consumption_rate_type`, with a name for each value the profile names.
    public struct GasConsumptionRateType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 88 }

        /// `pressure_sac`
        @_alwaysEmitIntoClient public static var pressureSac: Self { Self(rawValue: 0) }
        /// `volume_sac`
        @_alwaysEmitIntoClient public static var volumeSac: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var rmv: Self { Self(rawValue: 2) }
    }
}

func makeType88() -> TypeProfile {
    TypeProfile(
        name: "gas_consumption_rate_type", values: [0, 1, 2],
        names: """
            pressure_sac
            volume_sac
            rmv
            """)
}
