// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `comm_timeout_type`, with a name for each value the profile names.
    public struct CommTimeoutType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 42 }

        /// `wildcard_pairing_timeout`
        @_alwaysEmitIntoClient public static var wildcardPairingTimeout: Self { Self(rawValue: 0) }
        /// `pairing_timeout`
        @_alwaysEmitIntoClient public static var pairingTimeout: Self { Self(rawValue: 1) }
        /// `connection_lost`
        @_alwaysEmitIntoClient public static var connectionLost: Self { Self(rawValue: 2) }
        /// `connection_timeout`
        @_alwaysEmitIntoClient public static var connectionTimeout: Self { Self(rawValue: 3) }
    }
}

func makeType42() -> TypeProfile {
    TypeProfile(
        name: "comm_timeout_type", values: [0, 1, 2, 3],
        names: """
            wildcard_pairing_timeout
            pairing_timeout
            connection_lost
            connection_timeout
            """)
}
