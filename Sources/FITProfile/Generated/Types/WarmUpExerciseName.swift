// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `warm_up_exercise_name`, with a name for each value the profile names.
    public struct WarmUpExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 200 }

        /// `quadruped_rocking`
        @_alwaysEmitIntoClient public static var quadrupedRocking: Self { Self(rawValue: 0) }
        /// `neck_tilts`
        @_alwaysEmitIntoClient public static var neckTilts: Self { Self(rawValue: 1) }
        /// `ankle_circles`
        @_alwaysEmitIntoClient public static var ankleCircles: Self { Self(rawValue: 2) }
        /// `ankle_dorsiflexion_with_band`
        @_alwaysEmitIntoClient public static var ankleDorsiflexionWithBand: Self { Self(rawValue: 3) }
        /// `ankle_internal_rotation`
        @_alwaysEmitIntoClient public static var ankleInternalRotation: Self { Self(rawValue: 4) }
        /// `arm_circles`
        @_alwaysEmitIntoClient public static var armCircles: Self { Self(rawValue: 5) }
        /// `bent_over_reach_to_sky`
        @_alwaysEmitIntoClient public static var bentOverReachToSky: Self { Self(rawValue: 6) }
        /// `cat_camel`
        @_alwaysEmitIntoClient public static var catCamel: Self { Self(rawValue: 7) }
        /// `elbow_to_foot_lunge`
        @_alwaysEmitIntoClient public static var elbowToFootLunge: Self { Self(rawValue: 8) }
        /// `forward_and_backward_leg_swings`
        @_alwaysEmitIntoClient public static var forwardAndBackwardLegSwings: Self { Self(rawValue: 9) }
        @_alwaysEmitIntoClient public static var groiners: Self { Self(rawValue: 10) }
        /// `inverted_hamstring_stretch`
        @_alwaysEmitIntoClient public static var invertedHamstringStretch: Self { Self(rawValue: 11) }
        /// `lateral_duck_under`
        @_alwaysEmitIntoClient public static var lateralDuckUnder: Self { Self(rawValue: 12) }
        /// `neck_rotations`
        @_alwaysEmitIntoClient public static var neckRotations: Self { Self(rawValue: 13) }
        /// `opposite_arm_and_leg_balance`
        @_alwaysEmitIntoClient public static var oppositeArmAndLegBalance: Self { Self(rawValue: 14) }
        /// `reach_roll_and_lift`
        @_alwaysEmitIntoClient public static var reachRollAndLift: Self { Self(rawValue: 15) }
        @_alwaysEmitIntoClient public static var scorpion: Self { Self(rawValue: 16) }
        /// `shoulder_circles`
        @_alwaysEmitIntoClient public static var shoulderCircles: Self { Self(rawValue: 17) }
        /// `side_to_side_leg_swings`
        @_alwaysEmitIntoClient public static var sideToSideLegSwings: Self { Self(rawValue: 18) }
        /// `sleeper_stretch`
        @_alwaysEmitIntoClient public static var sleeperStretch: Self { Self(rawValue: 19) }
        /// `slide_out`
        @_alwaysEmitIntoClient public static var slideOut: Self { Self(rawValue: 20) }
        /// `swiss_ball_hip_crossover`
        @_alwaysEmitIntoClient public static var swissBallHipCrossover: Self { Self(rawValue: 21) }
        /// `swiss_ball_reach_roll_and_lift`
        @_alwaysEmitIntoClient public static var swissBallReachRollAndLift: Self { Self(rawValue: 22) }
        /// `swiss_ball_windshield_wipers`
        @_alwaysEmitIntoClient public static var swissBallWindshieldWipers: Self { Self(rawValue: 23) }
        /// `thoracic_rotation`
        @_alwaysEmitIntoClient public static var thoracicRotation: Self { Self(rawValue: 24) }
        /// `walking_high_kicks`
        @_alwaysEmitIntoClient public static var walkingHighKicks: Self { Self(rawValue: 25) }
        /// `walking_high_knees`
        @_alwaysEmitIntoClient public static var walkingHighKnees: Self { Self(rawValue: 26) }
        /// `walking_knee_hugs`
        @_alwaysEmitIntoClient public static var walkingKneeHugs: Self { Self(rawValue: 27) }
        /// `walking_leg_cradles`
        @_alwaysEmitIntoClient public static var walkingLegCradles: Self { Self(rawValue: 28) }
        @_alwaysEmitIntoClient public static var walkout: Self { Self(rawValue: 29) }
        /// `walkout_from_push_up_position`
        @_alwaysEmitIntoClient public static var walkoutFromPushUpPosition: Self { Self(rawValue: 30) }
        /// `biceps_stretch`
        @_alwaysEmitIntoClient public static var bicepsStretch: Self { Self(rawValue: 31) }
        /// `glutes_stretch`
        @_alwaysEmitIntoClient public static var glutesStretch: Self { Self(rawValue: 32) }
        /// `standing_hamstring_stretch`
        @_alwaysEmitIntoClient public static var standingHamstringStretch: Self { Self(rawValue: 33) }
        /// `stretch_90_90`
        @_alwaysEmitIntoClient public static var stretch90_90: Self { Self(rawValue: 34) }
        /// `stretch_abs`
        @_alwaysEmitIntoClient public static var stretchAbs: Self { Self(rawValue: 35) }
        /// `stretch_butterfly`
        @_alwaysEmitIntoClient public static var stretchButterfly: Self { Self(rawValue: 36) }
        /// `stretch_calf`
        @_alwaysEmitIntoClient public static var stretchCalf: Self { Self(rawValue: 37) }
        /// `stretch_cat_cow`
        @_alwaysEmitIntoClient public static var stretchCatCow: Self { Self(rawValue: 38) }
        /// `stretch_childs_pose`
        @_alwaysEmitIntoClient public static var stretchChildsPose: Self { Self(rawValue: 39) }
        /// `stretch_cobra`
        @_alwaysEmitIntoClient public static var stretchCobra: Self { Self(rawValue: 40) }
        /// `stretch_forearms`
        @_alwaysEmitIntoClient public static var stretchForearms: Self { Self(rawValue: 41) }
        /// `stretch_forward_glutes`
        @_alwaysEmitIntoClient public static var stretchForwardGlutes: Self { Self(rawValue: 42) }
        /// `stretch_front_split`
        @_alwaysEmitIntoClient public static var stretchFrontSplit: Self { Self(rawValue: 43) }
        /// `stretch_hamstring`
        @_alwaysEmitIntoClient public static var stretchHamstring: Self { Self(rawValue: 44) }
        /// `stretch_hip_flexor_and_quad`
        @_alwaysEmitIntoClient public static var stretchHipFlexorAndQuad: Self { Self(rawValue: 45) }
        /// `stretch_lat`
        @_alwaysEmitIntoClient public static var stretchLat: Self { Self(rawValue: 46) }
        /// `stretch_levator_scapulae`
        @_alwaysEmitIntoClient public static var stretchLevatorScapulae: Self { Self(rawValue: 47) }
        /// `stretch_lunge_with_spinal_twist`
        @_alwaysEmitIntoClient public static var stretchLungeWithSpinalTwist: Self { Self(rawValue: 48) }
        /// `stretch_lunging_hip_flexor`
        @_alwaysEmitIntoClient public static var stretchLungingHipFlexor: Self { Self(rawValue: 49) }
        /// `stretch_lying_abduction`
        @_alwaysEmitIntoClient public static var stretchLyingAbduction: Self { Self(rawValue: 50) }
        /// `stretch_lying_it_band`
        @_alwaysEmitIntoClient public static var stretchLyingItBand: Self { Self(rawValue: 51) }
        /// `stretch_lying_knee_to_chest`
        @_alwaysEmitIntoClient public static var stretchLyingKneeToChest: Self { Self(rawValue: 52) }
        /// `stretch_lying_piriformis`
        @_alwaysEmitIntoClient public static var stretchLyingPiriformis: Self { Self(rawValue: 53) }
        /// `stretch_lying_spinal_twist`
        @_alwaysEmitIntoClient public static var stretchLyingSpinalTwist: Self { Self(rawValue: 54) }
        /// `stretch_neck`
        @_alwaysEmitIntoClient public static var stretchNeck: Self { Self(rawValue: 55) }
        /// `stretch_obliques`
        @_alwaysEmitIntoClient public static var stretchObliques: Self { Self(rawValue: 56) }
        /// `stretch_over_under_shoulder`
        @_alwaysEmitIntoClient public static var stretchOverUnderShoulder: Self { Self(rawValue: 57) }
        /// `stretch_pectoral`
        @_alwaysEmitIntoClient public static var stretchPectoral: Self { Self(rawValue: 58) }
        /// `stretch_pigeon_pose`
        @_alwaysEmitIntoClient public static var stretchPigeonPose: Self { Self(rawValue: 59) }
        /// `stretch_piriformis`
        @_alwaysEmitIntoClient public static var stretchPiriformis: Self { Self(rawValue: 60) }
        /// `stretch_quad`
        @_alwaysEmitIntoClient public static var stretchQuad: Self { Self(rawValue: 61) }
        /// `stretch_scorpion`
        @_alwaysEmitIntoClient public static var stretchScorpion: Self { Self(rawValue: 62) }
        /// `stretch_shoulder`
        @_alwaysEmitIntoClient public static var stretchShoulder: Self { Self(rawValue: 63) }
        /// `stretch_side`
        @_alwaysEmitIntoClient public static var stretchSide: Self { Self(rawValue: 64) }
        /// `stretch_side_lunge`
        @_alwaysEmitIntoClient public static var stretchSideLunge: Self { Self(rawValue: 65) }
        /// `stretch_side_split`
        @_alwaysEmitIntoClient public static var stretchSideSplit: Self { Self(rawValue: 66) }
        /// `stretch_standing_it_band`
        @_alwaysEmitIntoClient public static var stretchStandingItBand: Self { Self(rawValue: 67) }
        /// `stretch_straddle`
        @_alwaysEmitIntoClient public static var stretchStraddle: Self { Self(rawValue: 68) }
        /// `stretch_triceps`
        @_alwaysEmitIntoClient public static var stretchTriceps: Self { Self(rawValue: 69) }
        /// `stretch_wall_chest_and_shoulder`
        @_alwaysEmitIntoClient public static var stretchWallChestAndShoulder: Self { Self(rawValue: 70) }
        /// `neck_rotations_wheelchair`
        @_alwaysEmitIntoClient public static var neckRotationsWheelchair: Self { Self(rawValue: 71) }
        /// `half_kneeling_arm_rotation`
        @_alwaysEmitIntoClient public static var halfKneelingArmRotation: Self { Self(rawValue: 72) }
        /// `three_way_ankle_mobilization`
        @_alwaysEmitIntoClient public static var threeWayAnkleMobilization: Self { Self(rawValue: 73) }
        /// `ninety_ninety_hip_switch`
        @_alwaysEmitIntoClient public static var ninetyNinetyHipSwitch: Self { Self(rawValue: 74) }
        /// `active_frog`
        @_alwaysEmitIntoClient public static var activeFrog: Self { Self(rawValue: 75) }
        /// `shoulder_sweeps`
        @_alwaysEmitIntoClient public static var shoulderSweeps: Self { Self(rawValue: 76) }
        /// `ankle_lunges`
        @_alwaysEmitIntoClient public static var ankleLunges: Self { Self(rawValue: 77) }
        /// `back_roll_foam_roller`
        @_alwaysEmitIntoClient public static var backRollFoamRoller: Self { Self(rawValue: 78) }
        /// `bear_crawl`
        @_alwaysEmitIntoClient public static var bearCrawl: Self { Self(rawValue: 79) }
        /// `latissimus_dorsi_foam_roll`
        @_alwaysEmitIntoClient public static var latissimusDorsiFoamRoll: Self { Self(rawValue: 80) }
        /// `reverse_t_hip_opener`
        @_alwaysEmitIntoClient public static var reverseTHipOpener: Self { Self(rawValue: 81) }
        /// `shoulder_rolls`
        @_alwaysEmitIntoClient public static var shoulderRolls: Self { Self(rawValue: 82) }
        /// `chest_openers`
        @_alwaysEmitIntoClient public static var chestOpeners: Self { Self(rawValue: 83) }
        /// `triceps_stretch`
        @_alwaysEmitIntoClient public static var tricepsStretch: Self { Self(rawValue: 84) }
        /// `upper_back_stretch`
        @_alwaysEmitIntoClient public static var upperBackStretch: Self { Self(rawValue: 85) }
        /// `hip_circles`
        @_alwaysEmitIntoClient public static var hipCircles: Self { Self(rawValue: 86) }
        /// `ankle_stretch`
        @_alwaysEmitIntoClient public static var ankleStretch: Self { Self(rawValue: 87) }
        /// `marching_in_place`
        @_alwaysEmitIntoClient public static var marchingInPlace: Self { Self(rawValue: 88) }
        /// `triceps_stretch_wheelchair`
        @_alwaysEmitIntoClient public static var tricepsStretchWheelchair: Self { Self(rawValue: 89) }
        /// `upper_back_stretch_wheelchair`
        @_alwaysEmitIntoClient public static var upperBackStretchWheelchair: Self { Self(rawValue: 90) }
    }
}

func makeType200() -> TypeProfile {
    TypeProfile(
        name: "warm_up_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
            56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82,
            83, 84, 85, 86, 87, 88, 89, 90
        ],
        names: """
            quadruped_rocking
            neck_tilts
            ankle_circles
            ankle_dorsiflexion_with_band
            ankle_internal_rotation
            arm_circles
            bent_over_reach_to_sky
            cat_camel
            elbow_to_foot_lunge
            forward_and_backward_leg_swings
            groiners
            inverted_hamstring_stretch
            lateral_duck_under
            neck_rotations
            opposite_arm_and_leg_balance
            reach_roll_and_lift
            scorpion
            shoulder_circles
            side_to_side_leg_swings
            sleeper_stretch
            slide_out
            swiss_ball_hip_crossover
            swiss_ball_reach_roll_and_lift
            swiss_ball_windshield_wipers
            thoracic_rotation
            walking_high_kicks
            walking_high_knees
            walking_knee_hugs
            walking_leg_cradles
            walkout
            walkout_from_push_up_position
            biceps_stretch
            glutes_stretch
            standing_hamstring_stretch
            stretch_90_90
            stretch_abs
            stretch_butterfly
            stretch_calf
            stretch_cat_cow
            stretch_childs_pose
            stretch_cobra
            stretch_forearms
            stretch_forward_glutes
            stretch_front_split
            stretch_hamstring
            stretch_hip_flexor_and_quad
            stretch_lat
            stretch_levator_scapulae
            stretch_lunge_with_spinal_twist
            stretch_lunging_hip_flexor
            stretch_lying_abduction
            stretch_lying_it_band
            stretch_lying_knee_to_chest
            stretch_lying_piriformis
            stretch_lying_spinal_twist
            stretch_neck
            stretch_obliques
            stretch_over_under_shoulder
            stretch_pectoral
            stretch_pigeon_pose
            stretch_piriformis
            stretch_quad
            stretch_scorpion
            stretch_shoulder
            stretch_side
            stretch_side_lunge
            stretch_side_split
            stretch_standing_it_band
            stretch_straddle
            stretch_triceps
            stretch_wall_chest_and_shoulder
            neck_rotations_wheelchair
            half_kneeling_arm_rotation
            three_way_ankle_mobilization
            ninety_ninety_hip_switch
            active_frog
            shoulder_sweeps
            ankle_lunges
            back_roll_foam_roller
            bear_crawl
            latissimus_dorsi_foam_roll
            reverse_t_hip_opener
            shoulder_rolls
            chest_openers
            triceps_stretch
            upper_back_stretch
            hip_circles
            ankle_stretch
            marching_in_place
            triceps_stretch_wheelchair
            upper_back_stretch_wheelchair
            """)
}
