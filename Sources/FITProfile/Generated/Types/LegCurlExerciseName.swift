// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `leg_curl_exercise_name`, with a name for each value the profile names.
    public struct LegCurlExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 114 }

        /// `leg_curl`
        @_alwaysEmitIntoClient public static var legCurl: Self { Self(rawValue: 0) }
        /// `weighted_leg_curl`
        @_alwaysEmitIntoClient public static var weightedLegCurl: Self { Self(rawValue: 1) }
        /// `good_morning`
        @_alwaysEmitIntoClient public static var goodMorning: Self { Self(rawValue: 2) }
        /// `seated_barbell_good_morning`
        @_alwaysEmitIntoClient public static var seatedBarbellGoodMorning: Self { Self(rawValue: 3) }
        /// `single_leg_barbell_good_morning`
        @_alwaysEmitIntoClient public static var singleLegBarbellGoodMorning: Self { Self(rawValue: 4) }
        /// `single_leg_sliding_leg_curl`
        @_alwaysEmitIntoClient public static var singleLegSlidingLegCurl: Self { Self(rawValue: 5) }
        /// `sliding_leg_curl`
        @_alwaysEmitIntoClient public static var slidingLegCurl: Self { Self(rawValue: 6) }
        /// `split_barbell_good_morning`
        @_alwaysEmitIntoClient public static var splitBarbellGoodMorning: Self { Self(rawValue: 7) }
        /// `split_stance_extension`
        @_alwaysEmitIntoClient public static var splitStanceExtension: Self { Self(rawValue: 8) }
        /// `staggered_stance_good_morning`
        @_alwaysEmitIntoClient public static var staggeredStanceGoodMorning: Self { Self(rawValue: 9) }
        /// `swiss_ball_hip_raise_and_leg_curl`
        @_alwaysEmitIntoClient public static var swissBallHipRaiseAndLegCurl: Self { Self(rawValue: 10) }
        /// `zercher_good_morning`
        @_alwaysEmitIntoClient public static var zercherGoodMorning: Self { Self(rawValue: 11) }
        /// `band_good_morning`
        @_alwaysEmitIntoClient public static var bandGoodMorning: Self { Self(rawValue: 12) }
        /// `bar_good_morning`
        @_alwaysEmitIntoClient public static var barGoodMorning: Self { Self(rawValue: 13) }
    }
}

func makeType114() -> TypeProfile {
    TypeProfile(
        name: "leg_curl_exercise_name", values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
        names: """
            leg_curl
            weighted_leg_curl
            good_morning
            seated_barbell_good_morning
            single_leg_barbell_good_morning
            single_leg_sliding_leg_curl
            sliding_leg_curl
            split_barbell_good_morning
            split_stance_extension
            staggered_stance_good_morning
            swiss_ball_hip_raise_and_leg_curl
            zercher_good_morning
            band_good_morning
            bar_good_morning
            """)
}
