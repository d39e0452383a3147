// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `autolap_trigger`, with a name for each value the profile names.
    public struct AutolapTrigger: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 14 }

        @_alwaysEmitIntoClient public static var time: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var distance: Self { Self(rawValue: 1) }
        /// `position_start`
        @_alwaysEmitIntoClient public static var positionStart: Self { Self(rawValue: 2) }
        /// `position_lap`
        @_alwaysEmitIntoClient public static var positionLap: Self { Self(rawValue: 3) }
        /// `position_waypoint`
        @_alwaysEmitIntoClient public static var positionWaypoint: Self { Self(rawValue: 4) }
        /// `position_marked`
        @_alwaysEmitIntoClient public static var positionMarked: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var off: Self { Self(rawValue: 6) }
        /// `auto_select`
        @_alwaysEmitIntoClient public static var autoSelect: Self { Self(rawValue: 13) }
    }
}

func makeType14() -> TypeProfile {
    TypeProfile(
        name: "autolap_trigger", values: [0, 1, 2, 3, 4, 5, 6, 13],
        names: """
            time
            distance
            position_start
            position_lap
            position_waypoint
            position_marked
            off
            auto_select
            """)
}
