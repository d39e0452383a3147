// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `sit_up_exercise_name`, with a name for each value the profile names.
    public struct SitUpExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 160 }

        /// `alternating_sit_up`
        @_alwaysEmitIntoClient public static var alternatingSitUp: Self { Self(rawValue: 0) }
        /// `weighted_alternating_sit_up`
        @_alwaysEmitIntoClient public static var weightedAlternatingSitUp: Self { Self(rawValue: 1) }
        /// `bent_knee_v_up`
        @_alwaysEmitIntoClient public static var bentKneeVUp: Self { Self(rawValue: 2) }
        /// `weighted_bent_knee_v_up`
        @_alwaysEmitIntoClient public static var weightedBentKneeVUp: Self { Self(rawValue: 3) }
        /// `butterfly_sit_up`
        @_alwaysEmitIntoClient public static var butterflySitUp: Self { Self(rawValue: 4) }
        /// `weighted_butterfly_situp`
        @_alwaysEmitIntoClient public static var weightedButterflySitup: Self { Self(rawValue: 5) }
        /// `cross_punch_roll_up`
        @_alwaysEmitIntoClient public static var crossPunchRollUp: Self { Self(rawValue: 6) }
        /// `weighted_cross_punch_roll_up`
        @_alwaysEmitIntoClient public static var weightedCrossPunchRollUp: Self { Self(rawValue: 7) }
        /// `crossed_arms_sit_up`
        @_alwaysEmitIntoClient public static var crossedArmsSitUp: Self { Self(rawValue: 8) }
        /// `weighted_crossed_arms_sit_up`
        @_alwaysEmitIntoClient public static var weightedCrossedArmsSitUp: Self { Self(rawValue: 9) }
        /// `get_up_sit_up`
        @_alwaysEmitIntoClient public static var getUpSitUp: Self { Self(rawValue: 10) }
        /// `weighted_get_up_sit_up`
        @_alwaysEmitIntoClient public static var weightedGetUpSitUp: Self { Self(rawValue: 11) }
        /// `hovering_sit_up`
        @_alwaysEmitIntoClient public static var hoveringSitUp: Self { Self(rawValue: 12) }
        /// `weighted_hovering_sit_up`
        @_alwaysEmitIntoClient public static var weightedHoveringSitUp: Self { Self(rawValue: 13) }
        /// `kettlebell_sit_up`
        @_alwaysEmitIntoClient public static var kettlebellSitUp: Self { Self(rawValue: 14) }
        /// `medicine_ball_alternating_v_up`
        @_alwaysEmitIntoClient public static var medicineBallAlternatingVUp: Self { Self(rawValue: 15) }
        /// `medicine_ball_sit_up`
        @_alwaysEmitIntoClient public static var medicineBallSitUp: Self { Self(rawValue: 16) }
        /// `medicine_ball_v_up`
        @_alwaysEmitIntoClient public static var medicineBallVUp: Self { Self(rawValue: 17) }
        /// `modified_sit_up`
        @_alwaysEmitIntoClient public static var modifiedSitUp: Self { Self(rawValue: 18) }
        /// `negative_sit_up`
        @_alwaysEmitIntoClient public static var negativeSitUp: Self { Self(rawValue: 19) }
        /// `one_arm_full_sit_up`
        @_alwaysEmitIntoClient public static var oneArmFullSitUp: Self { Self(rawValue: 20) }
        /// `reclining_circle`
        @_alwaysEmitIntoClient public static var recliningCircle: Self { Self(rawValue: 21) }
        /// `weighted_reclining_circle`
        @_alwaysEmitIntoClient public static var weightedRecliningCircle: Self { Self(rawValue: 22) }
        /// `reverse_curl_up`
        @_alwaysEmitIntoClient public static var reverseCurlUp: Self { Self(rawValue: 23) }
        /// `weighted_reverse_curl_up`
        @_alwaysEmitIntoClient public static var weightedReverseCurlUp: Self { Self(rawValue: 24) }
        /// `single_leg_swiss_ball_jackknife`
        @_alwaysEmitIntoClient public static var singleLegSwissBallJackknife: Self { Self(rawValue: 25) }
        /// `weighted_single_leg_swiss_ball_jackknife`
        @_alwaysEmitIntoClient public static var weightedSingleLegSwissBallJackknife: Self { Self(rawValue: 26) }
        /// `the_teaser`
        @_alwaysEmitIntoClient public static var theTeaser: Self { Self(rawValue: 27) }
        /// `the_teaser_weighted`
        @_alwaysEmitIntoClient public static var theTeaserWeighted: Self { Self(rawValue: 28) }
        /// `three_part_roll_down`
        @_alwaysEmitIntoClient public static var threePartRollDown: Self { Self(rawValue: 29) }
        /// `weighted_three_part_roll_down`
        @_alwaysEmitIntoClient public static var weightedThreePartRollDown: Self { Self(rawValue: 30) }
        /// `v_up`
        @_alwaysEmitIntoClient public static var vUp: Self { Self(rawValue: 31) }
        /// `weighted_v_up`
        @_alwaysEmitIntoClient public static var weightedVUp: Self { Self(rawValue: 32) }
        /// `weighted_russian_twist_on_swiss_ball`
        @_alwaysEmitIntoClient public static var weightedRussianTwistOnSwissBall: Self { Self(rawValue: 33) }
        /// `weighted_sit_up`
        @_alwaysEmitIntoClient public static var weightedSitUp: Self { Self(rawValue: 34) }
        /// `x_abs`
        @_alwaysEmitIntoClient public static var xAbs: Self { Self(rawValue: 35) }
        /// `weighted_x_abs`
        @_alwaysEmitIntoClient public static var weightedXAbs: Self { Self(rawValue: 36) }
        /// `sit_up`
        @_alwaysEmitIntoClient public static var sitUp: Self { Self(rawValue: 37) }
        /// `ghd_sit_ups`
        @_alwaysEmitIntoClient public static var ghdSitUps: Self { Self(rawValue: 38) }
        /// `sit_up_turkish_get_up`
        @_alwaysEmitIntoClient public static var sitUpTurkishGetUp: Self { Self(rawValue: 39) }
        /// `russian_twist_on_swiss_ball`
        @_alwaysEmitIntoClient public static var russianTwistOnSwissBall: Self { Self(rawValue: 40) }
    }
}

func makeType160() -> TypeProfile {
    TypeProfile(
        name: "sit_up_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40
        ],
        names: """
            alternating_sit_up
            weighted_alternating_sit_up
            bent_knee_v_up
            weighted_bent_knee_v_up
            butterfly_sit_up
            weighted_butterfly_situp
            cross_punch_roll_up
            weighted_cross_punch_roll_up
            crossed_arms_sit_up
            weighted_crossed_arms_sit_up
            get_up_sit_up
            weighted_get_up_sit_up
            hovering_sit_up
            weighted_hovering_sit_up
            kettlebell_sit_up
            medicine_ball_alternating_v_up
            medicine_ball_sit_up
            medicine_ball_v_up
            modified_sit_up
            negative_sit_up
            one_arm_full_sit_up
            reclining_circle
            weighted_reclining_circle
            reverse_curl_up
            weighted_reverse_curl_up
            single_leg_swiss_ball_jackknife
            weighted_single_leg_swiss_ball_jackknife
            the_teaser
            the_teaser_weighted
            three_part_roll_down
            weighted_three_part_roll_down
            v_up
            weighted_v_up
            weighted_russian_twist_on_swiss_ball
            weighted_sit_up
            x_abs
            weighted_x_abs
            sit_up
            ghd_sit_ups
            sit_up_turkish_get_up
            russian_twist_on_swiss_ball
            """)
}
