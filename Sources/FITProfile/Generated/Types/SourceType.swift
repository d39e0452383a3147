// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `source_type`, with a name for each value the profile names.
    public struct SourceType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 165 }

        @_alwaysEmitIntoClient public static var ant: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var antplus: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var bluetooth: Self { Self(rawValue: 2) }
        /// `bluetooth_low_energy`
        @_alwaysEmitIntoClient public static var bluetoothLowEnergy: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var wifi: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var local: Self { Self(rawValue: 5) }
    }
}

func makeType165() -> TypeProfile {
    TypeProfile(
        name: "source_type", values: [0, 1, 2, 3, 4, 5],
        names: """
            ant
            antplus
            bluetooth
            bluetooth_low_energy
            wifi
            local
            """)
}
