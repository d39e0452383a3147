// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `time_mode`, with a name for each value the profile names.
    public struct TimeMode: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 188 }

        @_alwaysEmitIntoClient public static var hour12: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var hour24: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var military: Self { Self(rawValue: 2) }
        /// `hour_12_with_seconds`
        @_alwaysEmitIntoClient public static var hour12WithSeconds: Self { Self(rawValue: 3) }
        /// `hour_24_with_seconds`
        @_alwaysEmitIntoClient public static var hour24WithSeconds: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var utc: Self { Self(rawValue: 5) }
    }
}

func makeType188() -> TypeProfile {
    TypeProfile(
        name: "time_mode", values: [0, 1, 2, 3, 4, 5],
        names: """
            hour12
            hour24
            military
            hour_12_with_seconds
            hour_24_with_seconds
            utc
            """)
}
