// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `course_point`, with a name for each value the profile names.
    public struct CoursePoint: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 46 }

        @_alwaysEmitIntoClient public static var generic: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var summit: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var valley: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var water: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var food: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var danger: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var left: Self { Self(rawValue: 6) }
        @_alwaysEmitIntoClient public static var right: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var straight: Self { Self(rawValue: 8) }
        /// `first_aid`
        @_alwaysEmitIntoClient public static var firstAid: Self { Self(rawValue: 9) }
        /// `fourth_category`
        @_alwaysEmitIntoClient public static var fourthCategory: Self { Self(rawValue: 10) }
        /// `third_category`
        @_alwaysEmitIntoClient public static var thirdCategory: Self { Self(rawValue: 11) }
        /// `second_category`
        @_alwaysEmitIntoClient public static var secondCategory: Self { Self(rawValue: 12) }
        /// `first_category`
        @_alwaysEmitIntoClient public static var firstCategory: Self { Self(rawValue: 13) }
        /// `hors_category`
        @_alwaysEmitIntoClient public static var horsCategory: Self { Self(rawValue: 14) }
        @_alwaysEmitIntoClient public static var sprint: Self { Self(rawValue: 15) }
        /// `left_fork`
        @_alwaysEmitIntoClient public static var leftFork: Self { Self(rawValue: 16) }
        /// `right_fork`
        @_alwaysEmitIntoClient public static var rightFork: Self { Self(rawValue: 17) }
        /// `middle_fork`
        @_alwaysEmitIntoClient public static var middleFork: Self { Self(rawValue: 18) }
        /// `slight_left`
        @_alwaysEmitIntoClient public static var slightLeft: Self { Self(rawValue: 19) }
        /// `sharp_left`
        @_alwaysEmitIntoClient public static var sharpLeft: Self { Self(rawValue: 20) }
        /// `slight_right`
        @_alwaysEmitIntoClient public static var slightRight: Self { Self(rawValue: 21) }
        /// `sharp_right`
        @_alwaysEmitIntoClient public static var sharpRight: Self { Self(rawValue: 22) }
        /// `u_turn`
        @_alwaysEmitIntoClient public static var uTurn: Self { Self(rawValue: 23) }
        /// `segment_start`
        @_alwaysEmitIntoClient public static var segmentStart: Self { Self(rawValue: 24) }
        /// `segment_end`
        @_alwaysEmitIntoClient public static var segmentEnd: Self { Self(rawValue: 25) }
        @_alwaysEmitIntoClient public static var campsite: Self { Self(rawValue: 27) }
        /// `aid_station`
        @_alwaysEmitIntoClient public static var aidStation: Self { Self(rawValue: 28) }
        /// `rest_area`
        @_alwaysEmitIntoClient public static var restArea: Self { Self(rawValue: 29) }
        /// `general_distance`
        @_alwaysEmitIntoClient public static var generalDistance: Self { Self(rawValue: 30) }
        @_alwaysEmitIntoClient public static var service: Self { Self(rawValue: 31) }
        /// `energy_gel`
        @_alwaysEmitIntoClient public static var energyGel: Self { Self(rawValue: 32) }
        /// `sports_drink`
        @_alwaysEmitIntoClient public static var sportsDrink: Self { Self(rawValue: 33) }
        /// `mile_marker`
        @_alwaysEmitIntoClient public static var mileMarker: Self { Self(rawValue: 34) }
        @_alwaysEmitIntoClient public static var checkpoint: Self { Self(rawValue: 35) }
        @_alwaysEmitIntoClient public static var shelter: Self { Self(rawValue: 36) }
        /// `meeting_spot`
        @_alwaysEmitIntoClient public static var meetingSpot: Self { Self(rawValue: 37) }
        @_alwaysEmitIntoClient public static var overlook: Self { Self(rawValue: 38) }
        @_alwaysEmitIntoClient public static var toilet: Self { Self(rawValue: 39) }
        @_alwaysEmitIntoClient public static var shower: Self { Self(rawValue: 40) }
        @_alwaysEmitIntoClient public static var gear: Self { Self(rawValue: 41) }
        /// `sharp_curve`
        @_alwaysEmitIntoClient public static var sharpCurve: Self { Self(rawValue: 42) }
        /// `steep_incline`
        @_alwaysEmitIntoClient public static var steepIncline: Self { Self(rawValue: 43) }
        @_alwaysEmitIntoClient public static var tunnel: Self { Self(rawValue: 44) }
        @_alwaysEmitIntoClient public static var bridge: Self { Self(rawValue: 45) }
        @_alwaysEmitIntoClient public static var obstacle: Self { Self(rawValue: 46) }
        @_alwaysEmitIntoClient public static var crossing: Self { Self(rawValue: 47) }
        @_alwaysEmitIntoClient public static var store: Self { Self(rawValue: 48) }
        @_alwaysEmitIntoClient public static var transition: Self { Self(rawValue: 49) }
        @_alwaysEmitIntoClient public static var navaid: Self { Self(rawValue: 50) }
        @_alwaysEmitIntoClient public static var transport: Self { Self(rawValue: 51) }
        @_alwaysEmitIntoClient public static var alert: Self { Self(rawValue: 52) }
        @_alwaysEmitIntoClient public static var info: Self { Self(rawValue: 53) }
    }
}

func makeType46() -> TypeProfile {
    TypeProfile(
        name: "course_point",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 27, 28, 29,
            30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53
        ],
        names: """
            generic
            summit
            valley
            water
            food
            danger
            left
            right
            straight
            first_aid
            fourth_category
            third_category
            second_category
            first_category
            hors_category
            sprint
            left_fork
            right_fork
            middle_fork
            slight_left
            sharp_left
            slight_right
            sharp_right
            u_turn
            segment_start
            segment_end
            campsite
            aid_station
            rest_area
            general_distance
            service
            energy_gel
            sports_drink
            mile_marker
            checkpoint
            shelter
            meeting_spot
            overlook
            toilet
            shower
            gear
            sharp_curve
            steep_incline
            tunnel
            bridge
            obstacle
            crossing
            store
            transition
            navaid
            transport
            alert
            info
            """)
}
