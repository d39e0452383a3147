// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `user_local_id`, with a name for each value the profile names.
    public struct UserLocalId: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 198 }

        /// `local_min`
        @_alwaysEmitIntoClient public static var localMin: Self { Self(rawValue: 0) }
        /// `local_max`
        @_alwaysEmitIntoClient public static var localMax: Self { Self(rawValue: 15) }
        /// `stationary_min`
        @_alwaysEmitIntoClient public static var stationaryMin: Self { Self(rawValue: 16) }
        /// `stationary_max`
        @_alwaysEmitIntoClient public static var stationaryMax: Self { Self(rawValue: 255) }
        /// `portable_min`
        @_alwaysEmitIntoClient public static var portableMin: Self { Self(rawValue: 256) }
        /// `portable_max`
        @_alwaysEmitIntoClient public static var portableMax: Self { Self(rawValue: 65534) }
    }
}

func makeType198() -> TypeProfile {
    TypeProfile(
        name: "user_local_id", values: [0, 15, 16, 255, 256, 65534],
        names: """
            local_min
            local_max
            stationary_min
            stationary_max
            portable_min
            portable_max
            """)
}
