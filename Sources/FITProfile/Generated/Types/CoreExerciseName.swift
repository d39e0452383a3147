// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `core_exercise_name`, with a name for each value the profile names.
    public struct CoreExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 44 }

        /// `abs_jabs`
        @_alwaysEmitIntoClient public static var absJabs: Self { Self(rawValue: 0) }
        /// `weighted_abs_jabs`
        @_alwaysEmitIntoClient public static var weightedAbsJabs: Self { Self(rawValue: 1) }
        /// `alternating_plate_reach`
        @_alwaysEmitIntoClient public static var alternatingPlateReach: Self { Self(rawValue: 2) }
        /// `barbell_rollout`
        @_alwaysEmitIntoClient public static var barbellRollout: Self { Self(rawValue: 3) }
        /// `weighted_barbell_rollout`
        @_alwaysEmitIntoClient public static var weightedBarbellRollout: Self { Self(rawValue: 4) }
        /// `body_bar_oblique_twist`
        @_alwaysEmitIntoClient public static var bodyBarObliqueTwist: Self { Self(rawValue: 5) }
        /// `cable_core_press`
        @_alwaysEmitIntoClient public static var cableCorePress: Self { Self(rawValue: 6) }
        /// `cable_side_bend`
        @_alwaysEmitIntoClient public static var cableSideBend: Self { Self(rawValue: 7) }
        /// `side_bend`
        @_alwaysEmitIntoClient public static var sideBend: Self { Self(rawValue: 8) }
        /// `weighted_side_bend`
        @_alwaysEmitIntoClient public static var weightedSideBend: Self { Self(rawValue: 9) }
        /// `crescent_circle`
        @_alwaysEmitIntoClient public static var crescentCircle: Self { Self(rawValue: 10) }
        /// `weighted_crescent_circle`
        @_alwaysEmitIntoClient public static var weightedCrescentCircle: Self { Self(rawValue: 11) }
        /// `cycling_russian_twist`
        @_alwaysEmitIntoClient public static var cyclingRussianTwist: Self { Self(rawValue: 12) }
        /// `weighted_cycling_russian_twist`
        @_alwaysEmitIntoClient public static var weightedCyclingRussianTwist: Self { Self(rawValue: 13) }
        /// `elevated_feet_russian_twist`
        @_alwaysEmitIntoClient public static var elevatedFeetRussianTwist: Self { Self(rawValue: 14) }
        /// `weighted_elevated_feet_russian_twist`
        @_alwaysEmitIntoClient public static var weightedElevatedFeetRussianTwist: Self { Self(rawValue: 15) }
        /// `half_turkish_get_up`
        @_alwaysEmitIntoClient public static var halfTurkishGetUp: Self { Self(rawValue: 16) }
        /// `kettlebell_windmill`
        @_alwaysEmitIntoClient public static var kettlebellWindmill: Self { Self(rawValue: 17) }
        /// `kneeling_ab_wheel`
        @_alwaysEmitIntoClient public static var kneelingAbWheel: Self { Self(rawValue: 18) }
        /// `weighted_kneeling_ab_wheel`
        @_alwaysEmitIntoClient public static var weightedKneelingAbWheel: Self { Self(rawValue: 19) }
        /// `modified_front_lever`
        @_alwaysEmitIntoClient public static var modifiedFrontLever: Self { Self(rawValue: 20) }
        /// `open_knee_tucks`
        @_alwaysEmitIntoClient public static var openKneeTucks: Self { Self(rawValue: 21) }
        /// `weighted_open_knee_tucks`
        @_alwaysEmitIntoClient public static var weightedOpenKneeTucks: Self { Self(rawValue: 22) }
        /// `side_abs_leg_lift`
        @_alwaysEmitIntoClient public static var sideAbsLegLift: Self { Self(rawValue: 23) }
        /// `weighted_side_abs_leg_lift`
        @_alwaysEmitIntoClient public static var weightedSideAbsLegLift: Self { Self(rawValue: 24) }
        /// `swiss_ball_jackknife`
        @_alwaysEmitIntoClient public static var swissBallJackknife: Self { Self(rawValue: 25) }
        /// `weighted_swiss_ball_jackknife`
        @_alwaysEmitIntoClient public static var weightedSwissBallJackknife: Self { Self(rawValue: 26) }
        /// `swiss_ball_pike`
        @_alwaysEmitIntoClient public static var swissBallPike: Self { Self(rawValue: 27) }
        /// `weighted_swiss_ball_pike`
        @_alwaysEmitIntoClient public static var weightedSwissBallPike: Self { Self(rawValue: 28) }
        /// `swiss_ball_rollout`
        @_alwaysEmitIntoClient public static var swissBallRollout: Self { Self(rawValue: 29) }
        /// `weighted_swiss_ball_rollout`
        @_alwaysEmitIntoClient public static var weightedSwissBallRollout: Self { Self(rawValue: 30) }
        /// `triangle_hip_press`
        @_alwaysEmitIntoClient public static var triangleHipPress: Self { Self(rawValue: 31) }
        /// `weighted_triangle_hip_press`
        @_alwaysEmitIntoClient public static var weightedTriangleHipPress: Self { Self(rawValue: 32) }
        /// `trx_suspended_jackknife`
        @_alwaysEmitIntoClient public static var trxSuspendedJackknife: Self { Self(rawValue: 33) }
        /// `weighted_trx_suspended_jackknife`
        @_alwaysEmitIntoClient public static var weightedTrxSuspendedJackknife: Self { Self(rawValue: 34) }
        /// `u_boat`
        @_alwaysEmitIntoClient public static var uBoat: Self { Self(rawValue: 35) }
        /// `weighted_u_boat`
        @_alwaysEmitIntoClient public static var weightedUBoat: Self { Self(rawValue: 36) }
        /// `windmill_switches`
        @_alwaysEmitIntoClient public static var windmillSwitches: Self { Self(rawValue: 37) }
        /// `weighted_windmill_switches`
        @_alwaysEmitIntoClient public static var weightedWindmillSwitches: Self { Self(rawValue: 38) }
        /// `alternating_slide_out`
        @_alwaysEmitIntoClient public static var alternatingSlideOut: Self { Self(rawValue: 39) }
        /// `weighted_alternating_slide_out`
        @_alwaysEmitIntoClient public static var weightedAlternatingSlideOut: Self { Self(rawValue: 40) }
        /// `ghd_back_extensions`
        @_alwaysEmitIntoClient public static var ghdBackExtensions: Self { Self(rawValue: 41) }
        /// `weighted_ghd_back_extensions`
        @_alwaysEmitIntoClient public static var weightedGhdBackExtensions: Self { Self(rawValue: 42) }
        /// `overhead_walk`
        @_alwaysEmitIntoClient public static var overheadWalk: Self { Self(rawValue: 43) }
        @_alwaysEmitIntoClient public static var inchworm: Self { Self(rawValue: 44) }
        /// `weighted_modified_front_lever`
        @_alwaysEmitIntoClient public static var weightedModifiedFrontLever: Self { Self(rawValue: 45) }
        /// `russian_twist`
        @_alwaysEmitIntoClient public static var russianTwist: Self { Self(rawValue: 46) }
        /// `abdominal_leg_rotations`
        @_alwaysEmitIntoClient public static var abdominalLegRotations: Self { Self(rawValue: 47) }
        /// `arm_and_leg_extension_on_knees`
        @_alwaysEmitIntoClient public static var armAndLegExtensionOnKnees: Self { Self(rawValue: 48) }
        @_alwaysEmitIntoClient public static var bicycle: Self { Self(rawValue: 49) }
        /// `bicep_curl_with_leg_extension`
        @_alwaysEmitIntoClient public static var bicepCurlWithLegExtension: Self { Self(rawValue: 50) }
        /// `cat_cow`
        @_alwaysEmitIntoClient public static var catCow: Self { Self(rawValue: 51) }
        @_alwaysEmitIntoClient public static var corkscrew: Self { Self(rawValue: 52) }
        /// `criss_cross`
        @_alwaysEmitIntoClient public static var crissCross: Self { Self(rawValue: 53) }
        /// `criss_cross_with_ball`
        @_alwaysEmitIntoClient public static var crissCrossWithBall: Self { Self(rawValue: 54) }
        /// `double_leg_stretch`
        @_alwaysEmitIntoClient public static var doubleLegStretch: Self { Self(rawValue: 55) }
        /// `knee_folds`
        @_alwaysEmitIntoClient public static var kneeFolds: Self { Self(rawValue: 56) }
        /// `lower_lift`
        @_alwaysEmitIntoClient public static var lowerLift: Self { Self(rawValue: 57) }
        /// `neck_pull`
        @_alwaysEmitIntoClient public static var neckPull: Self { Self(rawValue: 58) }
        /// `pelvic_clocks`
        @_alwaysEmitIntoClient public static var pelvicClocks: Self { Self(rawValue: 59) }
        /// `roll_over`
        @_alwaysEmitIntoClient public static var rollOver: Self { Self(rawValue: 60) }
        /// `roll_up`
        @_alwaysEmitIntoClient public static var rollUp: Self { Self(rawValue: 61) }
        @_alwaysEmitIntoClient public static var rolling: Self { Self(rawValue: 62) }
        /// `rowing_1`
        @_alwaysEmitIntoClient public static var rowing1: Self { Self(rawValue: 63) }
        /// `rowing_2`
        @_alwaysEmitIntoClient public static var rowing2: Self { Self(rawValue: 64) }
        @_alwaysEmitIntoClient public static var scissors: Self { Self(rawValue: 65) }
        /// `single_leg_circles`
        @_alwaysEmitIntoClient public static var singleLegCircles: Self { Self(rawValue: 66) }
        /// `single_leg_stretch`
        @_alwaysEmitIntoClient public static var singleLegStretch: Self { Self(rawValue: 67) }
        /// `snake_twist_1_and_2`
        @_alwaysEmitIntoClient public static var snakeTwist1And2: Self { Self(rawValue: 68) }
        @_alwaysEmitIntoClient public static var swan: Self { Self(rawValue: 69) }
        @_alwaysEmitIntoClient public static var swimming: Self { Self(rawValue: 70) }
        @_alwaysEmitIntoClient public static var teaser: Self { Self(rawValue: 71) }
        /// `the_hundred`
        @_alwaysEmitIntoClient public static var theHundred: Self { Self(rawValue: 72) }
        /// `bicep_curl_with_leg_extension_with_weights`
        @_alwaysEmitIntoClient public static var bicepCurlWithLegExtensionWithWeights: Self { Self(rawValue: 73) }
        /// `hanging_l_sit`
        @_alwaysEmitIntoClient public static var hangingLSit: Self { Self(rawValue: 75) }
        /// `lower_lift_with_weights`
        @_alwaysEmitIntoClient public static var lowerLiftWithWeights: Self { Self(rawValue: 77) }
        /// `ring_l_sit`
        @_alwaysEmitIntoClient public static var ringLSit: Self { Self(rawValue: 79) }
        /// `rowing_1_with_weights`
        @_alwaysEmitIntoClient public static var rowing1WithWeights: Self { Self(rawValue: 80) }
        /// `rowing_2_with_weights`
        @_alwaysEmitIntoClient public static var rowing2WithWeights: Self { Self(rawValue: 81) }
        /// `scissors_with_weights`
        @_alwaysEmitIntoClient public static var scissorsWithWeights: Self { Self(rawValue: 82) }
        /// `single_leg_stretch_with_weights`
        @_alwaysEmitIntoClient public static var singleLegStretchWithWeights: Self { Self(rawValue: 83) }
        /// `toes_to_elbows`
        @_alwaysEmitIntoClient public static var toesToElbows: Self { Self(rawValue: 84) }
        /// `weighted_criss_cross`
        @_alwaysEmitIntoClient public static var weightedCrissCross: Self { Self(rawValue: 85) }
        /// `weighted_double_leg_stretch`
        @_alwaysEmitIntoClient public static var weightedDoubleLegStretch: Self { Self(rawValue: 86) }
        /// `weighted_the_hundred`
        @_alwaysEmitIntoClient public static var weightedTheHundred: Self { Self(rawValue: 87) }
        /// `l_sit`
        @_alwaysEmitIntoClient public static var lSit: Self { Self(rawValue: 88) }
        /// `turkish_get_up`
        @_alwaysEmitIntoClient public static var turkishGetUp: Self { Self(rawValue: 89) }
        /// `weighted_ring_l_sit`
        @_alwaysEmitIntoClient public static var weightedRingLSit: Self { Self(rawValue: 90) }
        /// `weighted_hanging_l_sit`
        @_alwaysEmitIntoClient public static var weightedHangingLSit: Self { Self(rawValue: 91) }
        /// `weighted_l_sit`
        @_alwaysEmitIntoClient public static var weightedLSit: Self { Self(rawValue: 92) }
        /// `side_bend_low_wheelchair`
        @_alwaysEmitIntoClient public static var sideBendLowWheelchair: Self { Self(rawValue: 93) }
        /// `side_bend_mid_wheelchair`
        @_alwaysEmitIntoClient public static var sideBendMidWheelchair: Self { Self(rawValue: 94) }
        /// `side_bend_high_wheelchair`
        @_alwaysEmitIntoClient public static var sideBendHighWheelchair: Self { Self(rawValue: 95) }
        /// `seated_side_bend`
        @_alwaysEmitIntoClient public static var seatedSideBend: Self { Self(rawValue: 96) }
    }
}

func makeType44() -> TypeProfile {
    TypeProfile(
        name: "core_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
            56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 75, 77, 79, 80, 81, 82, 83, 84, 85,
            86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96
        ],
        names: """
            abs_jabs
            weighted_abs_jabs
            alternating_plate_reach
            barbell_rollout
            weighted_barbell_rollout
            body_bar_oblique_twist
            cable_core_press
            cable_side_bend
            side_bend
            weighted_side_bend
            crescent_circle
            weighted_crescent_circle
            cycling_russian_twist
            weighted_cycling_russian_twist
            elevated_feet_russian_twist
            weighted_elevated_feet_russian_twist
            half_turkish_get_up
            kettlebell_windmill
            kneeling_ab_wheel
            weighted_kneeling_ab_wheel
            modified_front_lever
            open_knee_tucks
            weighted_open_knee_tucks
            side_abs_leg_lift
            weighted_side_abs_leg_lift
            swiss_ball_jackknife
            weighted_swiss_ball_jackknife
            swiss_ball_pike
            weighted_swiss_ball_pike
            swiss_ball_rollout
            weighted_swiss_ball_rollout
            triangle_hip_press
            weighted_triangle_hip_press
            trx_suspended_jackknife
            weighted_trx_suspended_jackknife
            u_boat
            weighted_u_boat
            windmill_switches
            weighted_windmill_switches
            alternating_slide_out
            weighted_alternating_slide_out
            ghd_back_extensions
            weighted_ghd_back_extensions
            overhead_walk
            inchworm
            weighted_modified_front_lever
            russian_twist
            abdominal_leg_rotations
            arm_and_leg_extension_on_knees
            bicycle
            bicep_curl_with_leg_extension
            cat_cow
            corkscrew
            criss_cross
            criss_cross_with_ball
            double_leg_stretch
            knee_folds
            lower_lift
            neck_pull
            pelvic_clocks
            roll_over
            roll_up
            rolling
            rowing_1
            rowing_2
            scissors
            single_leg_circles
            single_leg_stretch
            snake_twist_1_and_2
            swan
            swimming
            teaser
            the_hundred
            bicep_curl_with_leg_extension_with_weights
            hanging_l_sit
            lower_lift_with_weights
            ring_l_sit
            rowing_1_with_weights
            rowing_2_with_weights
            scissors_with_weights
            single_leg_stretch_with_weights
            toes_to_elbows
            weighted_criss_cross
            weighted_double_leg_stretch
            weighted_the_hundred
            l_sit
            turkish_get_up
            weighted_ring_l_sit
            weighted_hanging_l_sit
            weighted_l_sit
            side_bend_low_wheelchair
            side_bend_mid_wheelchair
            side_bend_high_wheelchair
            seated_side_bend
            """)
}
