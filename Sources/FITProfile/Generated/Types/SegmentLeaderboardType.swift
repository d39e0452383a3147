// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `segment_leaderboard_type`, with a name for each value the profile names.
    public struct SegmentLeaderboardType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 151 }

        @_alwaysEmitIntoClient public static var overall: Self { Self(rawValue: 0) }
        /// `personal_best`
        @_alwaysEmitIntoClient public static var personalBest: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var connections: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var group: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var challenger: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var kom: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var qom: Self { Self(rawValue: 6) }
        @_alwaysEmitIntoClient public static var pr: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var goal: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var carrot: Self { Self(rawValue: 9) }
        /// `club_leader`
        @_alwaysEmitIntoClient public static var clubLeader: Self { Self(rawValue: 10) }
        @_alwaysEmitIntoClient public static var rival: Self { Self(rawValue: 11) }
        @_alwaysEmitIntoClient public static var last: Self { Self(rawValue: 12) }
        /// `recent_best`
        @_alwaysEmitIntoClient public static var recentBest: Self { Self(rawValue: 13) }
        /// `course_record`
        @_alwaysEmitIntoClient public static var courseRecord: Self { Self(rawValue: 14) }
    }
}

func makeType151() -> TypeProfile {
    TypeProfile(
        name: "segment_leaderboard_type", values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
        names: """
            overall
            personal_best
            connections
            group
            challenger
            kom
            qom
            pr
            goal
            carrot
            club_leader
            rival
            last
            recent_best
            course_record
            """)
}
