// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `lap_trigger`, with a name for each value the profile names.
    public struct LapTrigger: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 110 }

        @_alwaysEmitIntoClient public static var manual: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var time: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var distance: Self { Self(rawValue: 2) }
        /// `position_start`
        @_alwaysEmitIntoClient public static var positionStart: Self { Self(rawValue: 3) }
        /// `position_lap`
        @_alwaysEmitIntoClient public static var positionLap: Self { Self(rawValue: 4) }
        /// `position_waypoint`
        @_alwaysEmitIntoClient public static var positionWaypoint: Self { Self(rawValue: 5) }
        /// `position_marked`
        @_alwaysEmitIntoClient public static var positionMarked: Self { Self(rawValue: 6) }
        /// `session_end`
        @_alwaysEmitIntoClient public static var sessionEnd: Self { Self(rawValue: 7) }
        /// `fitness_equipment`
        @_alwaysEmitIntoClient public static var fitnessEquipment: Self { Self(rawValue: 8) }
    }
}

func makeType110() -> TypeProfile {
    TypeProfile(
        name: "lap_trigger", values: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        names: """
            manual
            time
            distance
            position_start
            position_lap
            position_waypoint
            position_marked
            session_end
            fitness_equipment
            """)
}
