// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `dive_gas_mode`, with a name for each value the profile names.
    public struct DiveGasMode: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 64 }

        /// `open_circuit`
        @_alwaysEmitIntoClient public static var openCircuit: Self { Self(rawValue: 0) }
        /// `closed_circuit_diluent`
        @_alwaysEmitIntoClient public static var closedCircuitDiluent: Self { Self(rawValue: 1) }
    }
}

func makeType64() -> TypeProfile {
    TypeProfile(
        name: "dive_gas_mode", values: [0, 1],
        names: """
            open_circuit
            closed_circuit_diluent
            """)
}
