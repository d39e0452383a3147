// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `event_type`, with a name for each value the profile names.
    public struct EventType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 69 }

        @_alwaysEmitIntoClient public static var start: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var stop: Self { Self(rawValue: 1) }
        /// `consecutive_depreciated`
        @_alwaysEmitIntoClient public static var consecutiveDepreciated: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var marker: Self { Self(rawValue: 3) }
        /// `stop_all`
        @_alwaysEmitIntoClient public static var stopAll: Self { Self(rawValue: 4) }
        /// `begin_depreciated`
        @_alwaysEmitIntoClient public static var beginDepreciated: Self { Self(rawValue: 5) }
        /// `end_depreciated`
        @_alwaysEmitIntoClient public static var endDepreciated: Self { Self(rawValue: 6) }
        /// `end_all_depreciated`
        @_alwaysEmitIntoClient public static var endAllDepreciated: Self { Self(rawValue: 7) }
        /// `stop_disable`
        @_alwaysEmitIntoClient public static var stopDisable: Self { Self(rawValue: 8) }
        /// `stop_disable_all`
        @_alwaysEmitIntoClient public static var stopDisableAll: Self { Self(rawValue: 9) }
    }
}

func makeType69() -> TypeProfile {
    TypeProfile(
        name: "event_type", values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        names: """
            start
            stop
            consecutive_depreciated
            marker
            stop_all
            begin_depreciated
            end_depreciated
            end_all_depreciated
            stop_disable
            stop_disable_all
            """)
}
