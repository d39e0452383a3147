// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `sandbag_exercise_name`, with a name for each value the profile names.
    public struct SandbagExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 146 }

        /// `around_the_world`
        @_alwaysEmitIntoClient public static var aroundTheWorld: Self { Self(rawValue: 0) }
        /// `back_squat`
        @_alwaysEmitIntoClient public static var backSquat: Self { Self(rawValue: 1) }
        /// `bear_crawl_pull_through`
        @_alwaysEmitIntoClient public static var bearCrawlPullThrough: Self { Self(rawValue: 2) }
        /// `bear_hug_squat`
        @_alwaysEmitIntoClient public static var bearHugSquat: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var clean: Self { Self(rawValue: 4) }
        /// `clean_and_press`
        @_alwaysEmitIntoClient public static var cleanAndPress: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var curl: Self { Self(rawValue: 6) }
        /// `front_carry`
        @_alwaysEmitIntoClient public static var frontCarry: Self { Self(rawValue: 7) }
        /// `front_squat`
        @_alwaysEmitIntoClient public static var frontSquat: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var lunge: Self { Self(rawValue: 9) }
        /// `overhead_press`
        @_alwaysEmitIntoClient public static var overheadPress: Self { Self(rawValue: 10) }
        /// `plank_pull_through`
        @_alwaysEmitIntoClient public static var plankPullThrough: Self { Self(rawValue: 11) }
        /// `rotational_lunge`
        @_alwaysEmitIntoClient public static var rotationalLunge: Self { Self(rawValue: 12) }
        @_alwaysEmitIntoClient public static var row: Self { Self(rawValue: 13) }
        /// `russian_twist`
        @_alwaysEmitIntoClient public static var russianTwist: Self { Self(rawValue: 14) }
        @_alwaysEmitIntoClient public static var shouldering: Self { Self(rawValue: 15) }
        @_alwaysEmitIntoClient public static var shoveling: Self { Self(rawValue: 16) }
        /// `side_lunge`
        @_alwaysEmitIntoClient public static var sideLunge: Self { Self(rawValue: 17) }
        @_alwaysEmitIntoClient public static var sprint: Self { Self(rawValue: 18) }
        /// `zercher_squat`
        @_alwaysEmitIntoClient public static var zercherSquat: Self { Self(rawValue: 19) }
    }
}

func makeType146() -> TypeProfile {
    TypeProfile(
        name: "sandbag_exercise_name", values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
        names: """
            around_the_world
            back_squat
            bear_crawl_pull_through
            bear_hug_squat
            clean
            clean_and_press
            curl
            front_carry
            front_squat
            lunge
            overhead_press
            plank_pull_through
            rotational_lunge
            row
            russian_twist
            shouldering
            shoveling
            side_lunge
            sprint
            zercher_squat
            """)
}
