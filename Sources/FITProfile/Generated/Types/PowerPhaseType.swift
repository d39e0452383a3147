// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `power_phase_type`, with a name for each value the profile names.
    public struct PowerPhaseType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 136 }

        /// `power_phase_start_angle`
        @_alwaysEmitIntoClient public static var powerPhaseStartAngle: Self { Self(rawValue: 0) }
        /// `power_phase_end_angle`
        @_alwaysEmitIntoClient public static var powerPhaseEndAngle: Self { Self(rawValue: 1) }
        /// `power_phase_arc_length`
        @_alwaysEmitIntoClient public static var powerPhaseArcLength: Self { Self(rawValue: 2) }
        /// `power_phase_center`
        @_alwaysEmitIntoClient public static var powerPhaseCenter: Self { Self(rawValue: 3) }
    }
}

func makeType136() -> TypeProfile {
    TypeProfile(
        name: "power_phase_type", values: [0, 1, 2, 3],
        names: """
            power_phase_start_angle
            power_phase_end_angle
            power_phase_arc_length
            power_phase_center
            """)
}
