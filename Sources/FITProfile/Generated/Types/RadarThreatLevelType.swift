// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `radar_threat_level_type`, with a name for each value the profile names.
    public struct RadarThreatLevelType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 141 }

        /// `threat_unknown`
        @_alwaysEmitIntoClient public static var threatUnknown: Self { Self(rawValue: 0) }
        /// `threat_none`
        @_alwaysEmitIntoClient public static var threatNone: Self { Self(rawValue: 1) }
        /// `threat_approaching`
        @_alwaysEmitIntoClient public static var threatApproaching: Self { Self(rawValue: 2) }
        /// `threat_approaching_fast`
        @_alwaysEmitIntoClient public static var threatApproachingFast: Self { Self(rawValue: 3) }
    }
}

func makeType141() -> TypeProfile {
    TypeProfile(
        name: "radar_threat_level_type", values: [0, 1, 2, 3],
        names: """
            threat_unknown
            threat_none
            threat_approaching
            threat_approaching_fast
            """)
}
