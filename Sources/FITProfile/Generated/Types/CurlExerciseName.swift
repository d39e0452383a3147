// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `curl_exercise_name`, with a name for each value the profile names.
    public struct CurlExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 48 }

        /// `alternating_dumbbell_biceps_curl`
        @_alwaysEmitIntoClient public static var alternatingDumbbellBicepsCurl: Self { Self(rawValue: 0) }
        /// `alternating_dumbbell_biceps_curl_on_swiss_ball`
        @_alwaysEmitIntoClient public static var alternatingDumbbellBicepsCurlOnSwissBall: Self { Self(rawValue: 1) }
        /// `alternating_incline_dumbbell_biceps_curl`
        @_alwaysEmitIntoClient public static var alternatingInclineDumbbellBicepsCurl: Self { Self(rawValue: 2) }
        /// `barbell_biceps_curl`
        @_alwaysEmitIntoClient public static var barbellBicepsCurl: Self { Self(rawValue: 3) }
        /// `barbell_reverse_wrist_curl`
        @_alwaysEmitIntoClient public static var barbellReverseWristCurl: Self { Self(rawValue: 4) }
        /// `barbell_wrist_curl`
        @_alwaysEmitIntoClient public static var barbellWristCurl: Self { Self(rawValue: 5) }
        /// `behind_the_back_barbell_reverse_wrist_curl`
        @_alwaysEmitIntoClient public static var behindTheBackBarbellReverseWristCurl: Self { Self(rawValue: 6) }
        /// `behind_the_back_one_arm_cable_curl`
        @_alwaysEmitIntoClient public static var behindTheBackOneArmCableCurl: Self { Self(rawValue: 7) }
        /// `cable_biceps_curl`
        @_alwaysEmitIntoClient public static var cableBicepsCurl: Self { Self(rawValue: 8) }
        /// `cable_hammer_curl`
        @_alwaysEmitIntoClient public static var cableHammerCurl: Self { Self(rawValue: 9) }
        /// `cheating_barbell_biceps_curl`
        @_alwaysEmitIntoClient public static var cheatingBarbellBicepsCurl: Self { Self(rawValue: 10) }
        /// `close_grip_ez_bar_biceps_curl`
        @_alwaysEmitIntoClient public static var closeGripEzBarBicepsCurl: Self { Self(rawValue: 11) }
        /// `cross_body_dumbbell_hammer_curl`
        @_alwaysEmitIntoClient public static var crossBodyDumbbellHammerCurl: Self { Self(rawValue: 12) }
        /// `dead_hang_biceps_curl`
        @_alwaysEmitIntoClient public static var deadHangBicepsCurl: Self { Self(rawValue: 13) }
        /// `decline_hammer_curl`
        @_alwaysEmitIntoClient public static var declineHammerCurl: Self { Self(rawValue: 14) }
        /// `dumbbell_biceps_curl_with_static_hold`
        @_alwaysEmitIntoClient public static var dumbbellBicepsCurlWithStaticHold: Self { Self(rawValue: 15) }
        /// `dumbbell_hammer_curl`
        @_alwaysEmitIntoClient public static var dumbbellHammerCurl: Self { Self(rawValue: 16) }
        /// `dumbbell_reverse_wrist_curl`
        @_alwaysEmitIntoClient public static var dumbbellReverseWristCurl: Self { Self(rawValue: 17) }
        /// `dumbbell_wrist_curl`
        @_alwaysEmitIntoClient public static var dumbbellWristCurl: Self { Self(rawValue: 18) }
        /// `ez_bar_preacher_curl`
        @_alwaysEmitIntoClient public static var ezBarPreacherCurl: Self { Self(rawValue: 19) }
        /// `forward_bend_biceps_curl`
        @_alwaysEmitIntoClient public static var forwardBendBicepsCurl: Self { Self(rawValue: 20) }
        /// `hammer_curl_to_press`
        @_alwaysEmitIntoClient public static var hammerCurlToPress: Self { Self(rawValue: 21) }
        /// `incline_dumbbell_biceps_curl`
        @_alwaysEmitIntoClient public static var inclineDumbbellBicepsCurl: Self { Self(rawValue: 22) }
        /// `incline_offset_thumb_dumbbell_curl`
        @_alwaysEmitIntoClient public static var inclineOffsetThumbDumbbellCurl: Self { Self(rawValue: 23) }
        /// `kettlebell_biceps_curl`
        @_alwaysEmitIntoClient public static var kettlebellBicepsCurl: Self { Self(rawValue: 24) }
        /// `lying_concentration_cable_curl`
        @_alwaysEmitIntoClient public static var lyingConcentrationCableCurl: Self { Self(rawValue: 25) }
        /// `one_arm_preacher_curl`
        @_alwaysEmitIntoClient public static var oneArmPreacherCurl: Self { Self(rawValue: 26) }
        /// `plate_pinch_curl`
        @_alwaysEmitIntoClient public static var platePinchCurl: Self { Self(rawValue: 27) }
        /// `preacher_curl_with_cable`
        @_alwaysEmitIntoClient public static var preacherCurlWithCable: Self { Self(rawValue: 28) }
        /// `reverse_ez_bar_curl`
        @_alwaysEmitIntoClient public static var reverseEzBarCurl: Self { Self(rawValue: 29) }
        /// `reverse_grip_wrist_curl`
        @_alwaysEmitIntoClient public static var reverseGripWristCurl: Self { Self(rawValue: 30) }
        /// `reverse_grip_barbell_biceps_curl`
        @_alwaysEmitIntoClient public static var reverseGripBarbellBicepsCurl: Self { Self(rawValue: 31) }
        /// `seated_alternating_dumbbell_biceps_curl`
        @_alwaysEmitIntoClient public static var seatedAlternatingDumbbellBicepsCurl: Self { Self(rawValue: 32) }
        /// `seated_dumbbell_biceps_curl`
        @_alwaysEmitIntoClient public static var seatedDumbbellBicepsCurl: Self { Self(rawValue: 33) }
        /// `seated_reverse_dumbbell_curl`
        @_alwaysEmitIntoClient public static var seatedReverseDumbbellCurl: Self { Self(rawValue: 34) }
        /// `split_stance_offset_pinky_dumbbell_curl`
        @_alwaysEmitIntoClient public static var splitStanceOffsetPinkyDumbbellCurl: Self { Self(rawValue: 35) }
        /// `standing_alternating_dumbbell_curls`
        @_alwaysEmitIntoClient public static var standingAlternatingDumbbellCurls: Self { Self(rawValue: 36) }
        /// `standing_dumbbell_biceps_curl`
        @_alwaysEmitIntoClient public static var standingDumbbellBicepsCurl: Self { Self(rawValue: 37) }
        /// `standing_ez_bar_biceps_curl`
        @_alwaysEmitIntoClient public static var standingEzBarBicepsCurl: Self { Self(rawValue: 38) }
        /// `static_curl`
        @_alwaysEmitIntoClient public static var staticCurl: Self { Self(rawValue: 39) }
        /// `swiss_ball_dumbbell_overhead_triceps_extension`
        @_alwaysEmitIntoClient public static var swissBallDumbbellOverheadTricepsExtension: Self { Self(rawValue: 40) }
        /// `swiss_ball_ez_bar_preacher_curl`
        @_alwaysEmitIntoClient public static var swissBallEzBarPreacherCurl: Self { Self(rawValue: 41) }
        /// `twisting_standing_dumbbell_biceps_curl`
        @_alwaysEmitIntoClient public static var twistingStandingDumbbellBicepsCurl: Self { Self(rawValue: 42) }
        /// `wide_grip_ez_bar_biceps_curl`
        @_alwaysEmitIntoClient public static var wideGripEzBarBicepsCurl: Self { Self(rawValue: 43) }
        /// `one_arm_concentration_curl`
        @_alwaysEmitIntoClient public static var oneArmConcentrationCurl: Self { Self(rawValue: 44) }
        /// `standing_zottman_biceps_curl`
        @_alwaysEmitIntoClient public static var standingZottmanBicepsCurl: Self { Self(rawValue: 45) }
        /// `dumbbell_biceps_curl`
        @_alwaysEmitIntoClient public static var dumbbellBicepsCurl: Self { Self(rawValue: 46) }
        /// `drag_curl_wheelchair`
        @_alwaysEmitIntoClient public static var dragCurlWheelchair: Self { Self(rawValue: 47) }
        /// `dumbbell_biceps_curl_wheelchair`
        @_alwaysEmitIntoClient public static var dumbbellBicepsCurlWheelchair: Self { Self(rawValue: 48) }
        /// `bottle_curl`
        @_alwaysEmitIntoClient public static var bottleCurl: Self { Self(rawValue: 49) }
        /// `seated_bottle_curl`
        @_alwaysEmitIntoClient public static var seatedBottleCurl: Self { Self(rawValue: 50) }
    }
}

func makeType48() -> TypeProfile {
    TypeProfile(
        name: "curl_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50
        ],
        names: """
            alternating_dumbbell_biceps_curl
            alternating_dumbbell_biceps_curl_on_swiss_ball
            alternating_incline_dumbbell_biceps_curl
            barbell_biceps_curl
            barbell_reverse_wrist_curl
            barbell_wrist_curl
            behind_the_back_barbell_reverse_wrist_curl
            behind_the_back_one_arm_cable_curl
            cable_biceps_curl
            cable_hammer_curl
            cheating_barbell_biceps_curl
            close_grip_ez_bar_biceps_curl
            cross_body_dumbbell_hammer_curl
            dead_hang_biceps_curl
            decline_hammer_curl
            dumbbell_biceps_curl_with_static_hold
            dumbbell_hammer_curl
            dumbbell_reverse_wrist_curl
            dumbbell_wrist_curl
            ez_bar_preacher_curl
            forward_bend_biceps_curl
            hammer_curl_to_press
            incline_dumbbell_biceps_curl
            incline_offset_thumb_dumbbell_curl
            kettlebell_biceps_curl
            lying_concentration_cable_curl
            one_arm_preacher_curl
            plate_pinch_curl
            preacher_curl_with_cable
            reverse_ez_bar_curl
            reverse_grip_wrist_curl
            reverse_grip_barbell_biceps_curl
            seated_alternating_dumbbell_biceps_curl
            seated_dumbbell_biceps_curl
            seated_reverse_dumbbell_curl
            split_stance_offset_pinky_dumbbell_curl
            standing_alternating_dumbbell_curls
            standing_dumbbell_biceps_curl
            standing_ez_bar_biceps_curl
            static_curl
            swiss_ball_dumbbell_overhead_triceps_extension
            swiss_ball_ez_bar_preacher_curl
            twisting_standing_dumbbell_biceps_curl
            wide_grip_ez_bar_biceps_curl
            one_arm_concentration_curl
            standing_zottman_biceps_curl
            dumbbell_biceps_curl
            drag_curl_wheelchair
            dumbbell_biceps_curl_wheelchair
            bottle_curl
            seated_bottle_curl
            """)
}
