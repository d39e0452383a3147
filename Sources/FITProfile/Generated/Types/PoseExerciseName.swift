// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `pose_exercise_name`, with a name for each value the profile names.
    public struct PoseExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 135 }

        /// `all_fours`
        @_alwaysEmitIntoClient public static var allFours: Self { Self(rawValue: 0) }
        /// `ankle_to_knee`
        @_alwaysEmitIntoClient public static var ankleToKnee: Self { Self(rawValue: 1) }
        /// `baby_cobra`
        @_alwaysEmitIntoClient public static var babyCobra: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var boat: Self { Self(rawValue: 3) }
        /// `bound_angle`
        @_alwaysEmitIntoClient public static var boundAngle: Self { Self(rawValue: 4) }
        /// `bound_seated_single_leg_forward_bend`
        @_alwaysEmitIntoClient public static var boundSeatedSingleLegForwardBend: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var bow: Self { Self(rawValue: 6) }
        /// `bowed_half_moon`
        @_alwaysEmitIntoClient public static var bowedHalfMoon: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var bridge: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var cat: Self { Self(rawValue: 9) }
        @_alwaysEmitIntoClient public static var chair: Self { Self(rawValue: 10) }
        @_alwaysEmitIntoClient public static var childs: Self { Self(rawValue: 11) }
        @_alwaysEmitIntoClient public static var corpse: Self { Self(rawValue: 12) }
        /// `cow_face`
        @_alwaysEmitIntoClient public static var cowFace: Self { Self(rawValue: 13) }
        @_alwaysEmitIntoClient public static var cow: Self { Self(rawValue: 14) }
        /// `devotional_warrior`
        @_alwaysEmitIntoClient public static var devotionalWarrior: Self { Self(rawValue: 15) }
        /// `dolphin_plank`
        @_alwaysEmitIntoClient public static var dolphinPlank: Self { Self(rawValue: 16) }
        @_alwaysEmitIntoClient public static var dolphin: Self { Self(rawValue: 17) }
        /// `down_dog_knee_to_nose`
        @_alwaysEmitIntoClient public static var downDogKneeToNose: Self { Self(rawValue: 18) }
        /// `down_dog_split`
        @_alwaysEmitIntoClient public static var downDogSplit: Self { Self(rawValue: 19) }
        /// `down_dog_split_open_hip_bent_knee`
        @_alwaysEmitIntoClient public static var downDogSplitOpenHipBentKnee: Self { Self(rawValue: 20) }
        /// `downward_facing_dog`
        @_alwaysEmitIntoClient public static var downwardFacingDog: Self { Self(rawValue: 21) }
        @_alwaysEmitIntoClient public static var eagle: Self { Self(rawValue: 22) }
        /// `easy_seated`
        @_alwaysEmitIntoClient public static var easySeated: Self { Self(rawValue: 23) }
        /// `extended_puppy`
        @_alwaysEmitIntoClient public static var extendedPuppy: Self { Self(rawValue: 24) }
        /// `extended_side_angle`
        @_alwaysEmitIntoClient public static var extendedSideAngle: Self { Self(rawValue: 25) }
        @_alwaysEmitIntoClient public static var fish: Self { Self(rawValue: 26) }
        /// `four_limbed_staff`
        @_alwaysEmitIntoClient public static var fourLimbedStaff: Self { Self(rawValue: 27) }
        /// `full_split`
        @_alwaysEmitIntoClient public static var fullSplit: Self { Self(rawValue: 28) }
        @_alwaysEmitIntoClient public static var gate: Self { Self(rawValue: 29) }
        /// `half_chair_half_ankle_to_knee`
        @_alwaysEmitIntoClient public static var halfChairHalfAnkleToKnee: Self { Self(rawValue: 30) }
        /// `half_moon`
        @_alwaysEmitIntoClient public static var halfMoon: Self { Self(rawValue: 31) }
        /// `head_to_knee`
        @_alwaysEmitIntoClient public static var headToKnee: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var heron: Self { Self(rawValue: 33) }
        @_alwaysEmitIntoClient public static var heros: Self { Self(rawValue: 34) }
        /// `high_lunge`
        @_alwaysEmitIntoClient public static var highLunge: Self { Self(rawValue: 35) }
        /// `knees_chest_chin`
        @_alwaysEmitIntoClient public static var kneesChestChin: Self { Self(rawValue: 36) }
        @_alwaysEmitIntoClient public static var lizard: Self { Self(rawValue: 37) }
        @_alwaysEmitIntoClient public static var locust: Self { Self(rawValue: 38) }
        /// `low_lunge`
        @_alwaysEmitIntoClient public static var lowLunge: Self { Self(rawValue: 39) }
        /// `low_lunge_twist`
        @_alwaysEmitIntoClient public static var lowLungeTwist: Self { Self(rawValue: 40) }
        /// `low_lunge_with_knee_down`
        @_alwaysEmitIntoClient public static var lowLungeWithKneeDown: Self { Self(rawValue: 41) }
        @_alwaysEmitIntoClient public static var mermaid: Self { Self(rawValue: 42) }
        @_alwaysEmitIntoClient public static var mountain: Self { Self(rawValue: 43) }
        /// `one_legged_downward_facing_pose_open_hip_bent_knee`
        @_alwaysEmitIntoClient public static var oneLeggedDownwardFacingPoseOpenHipBentKnee: Self {
            Self(rawValue: 44)
        }
        /// `one_legged_pigeon`
        @_alwaysEmitIntoClient public static var oneLeggedPigeon: Self { Self(rawValue: 45) }
        /// `peaceful_warrior`
        @_alwaysEmitIntoClient public static var peacefulWarrior: Self { Self(rawValue: 46) }
        @_alwaysEmitIntoClient public static var plank: Self { Self(rawValue: 47) }
        @_alwaysEmitIntoClient public static var plow: Self { Self(rawValue: 48) }
        /// `reclined_hand_to_foot`
        @_alwaysEmitIntoClient public static var reclinedHandToFoot: Self { Self(rawValue: 49) }
        /// `revolved_half_moon`
        @_alwaysEmitIntoClient public static var revolvedHalfMoon: Self { Self(rawValue: 50) }
        /// `revolved_head_to_knee`
        @_alwaysEmitIntoClient public static var revolvedHeadToKnee: Self { Self(rawValue: 51) }
        /// `revolved_triangle`
        @_alwaysEmitIntoClient public static var revolvedTriangle: Self { Self(rawValue: 52) }
        /// `runners_lunge`
        @_alwaysEmitIntoClient public static var runnersLunge: Self { Self(rawValue: 53) }
        /// `seated_easy_side_bend`
        @_alwaysEmitIntoClient public static var seatedEasySideBend: Self { Self(rawValue: 54) }
        /// `seated_easy_twist`
        @_alwaysEmitIntoClient public static var seatedEasyTwist: Self { Self(rawValue: 55) }
        /// `seated_long_leg_forward_bend`
        @_alwaysEmitIntoClient public static var seatedLongLegForwardBend: Self { Self(rawValue: 56) }
        /// `seated_wide_leg_forward_bend`
        @_alwaysEmitIntoClient public static var seatedWideLegForwardBend: Self { Self(rawValue: 57) }
        /// `shoulder_stand`
        @_alwaysEmitIntoClient public static var shoulderStand: Self { Self(rawValue: 58) }
        /// `side_boat`
        @_alwaysEmitIntoClient public static var sideBoat: Self { Self(rawValue: 59) }
        /// `side_plank`
        @_alwaysEmitIntoClient public static var sidePlank: Self { Self(rawValue: 60) }
        @_alwaysEmitIntoClient public static var sphinx: Self { Self(rawValue: 61) }
        /// `squat_open_arm_twist`
        @_alwaysEmitIntoClient public static var squatOpenArmTwist: Self { Self(rawValue: 62) }
        /// `squat_palm_press`
        @_alwaysEmitIntoClient public static var squatPalmPress: Self { Self(rawValue: 63) }
        @_alwaysEmitIntoClient public static var staff: Self { Self(rawValue: 64) }
        /// `standing_arms_up`
        @_alwaysEmitIntoClient public static var standingArmsUp: Self { Self(rawValue: 65) }
        /// `standing_forward_bend_halfway_up`
        @_alwaysEmitIntoClient public static var standingForwardBendHalfwayUp: Self { Self(rawValue: 66) }
        /// `standing_forward_bend`
        @_alwaysEmitIntoClient public static var standingForwardBend: Self { Self(rawValue: 67) }
        /// `standing_side_opener`
        @_alwaysEmitIntoClient public static var standingSideOpener: Self { Self(rawValue: 68) }
        /// `standing_single_leg_forward_bend`
        @_alwaysEmitIntoClient public static var standingSingleLegForwardBend: Self { Self(rawValue: 69) }
        /// `standing_split`
        @_alwaysEmitIntoClient public static var standingSplit: Self { Self(rawValue: 70) }
        /// `standing_wide_leg_forward_bend`
        @_alwaysEmitIntoClient public static var standingWideLegForwardBend: Self { Self(rawValue: 71) }
        /// `standing_wide_leg_forward_bend_with_twist`
        @_alwaysEmitIntoClient public static var standingWideLegForwardBendWithTwist: Self { Self(rawValue: 72) }
        /// `supine_spinal_twist`
        @_alwaysEmitIntoClient public static var supineSpinalTwist: Self { Self(rawValue: 73) }
        /// `table_top`
        @_alwaysEmitIntoClient public static var tableTop: Self { Self(rawValue: 74) }
        /// `thread_the_needle`
        @_alwaysEmitIntoClient public static var threadTheNeedle: Self { Self(rawValue: 75) }
        @_alwaysEmitIntoClient public static var thunderbolt: Self { Self(rawValue: 76) }
        /// `thunderbolt_pose_both_sides_arm_stretch`
        @_alwaysEmitIntoClient public static var thunderboltPoseBothSidesArmStretch: Self { Self(rawValue: 77) }
        @_alwaysEmitIntoClient public static var tree: Self { Self(rawValue: 78) }
        @_alwaysEmitIntoClient public static var triangle: Self { Self(rawValue: 79) }
        /// `up_dog`
        @_alwaysEmitIntoClient public static var upDog: Self { Self(rawValue: 80) }
        /// `upward_facing_plank`
        @_alwaysEmitIntoClient public static var upwardFacingPlank: Self { Self(rawValue: 81) }
        /// `warrior_one`
        @_alwaysEmitIntoClient public static var warriorOne: Self { Self(rawValue: 82) }
        /// `warrior_three`
        @_alwaysEmitIntoClient public static var warriorThree: Self { Self(rawValue: 83) }
        /// `warrior_two`
        @_alwaysEmitIntoClient public static var warriorTwo: Self { Self(rawValue: 84) }
        @_alwaysEmitIntoClient public static var wheel: Self { Self(rawValue: 85) }
        /// `wide_side_lunge`
        @_alwaysEmitIntoClient public static var wideSideLunge: Self { Self(rawValue: 86) }
        /// `deep_breathing_wheelchair`
        @_alwaysEmitIntoClient public static var deepBreathingWheelchair: Self { Self(rawValue: 87) }
        /// `deep_breathing_low_wheelchair`
        @_alwaysEmitIntoClient public static var deepBreathingLowWheelchair: Self { Self(rawValue: 88) }
        /// `deep_breathing_mid_wheelchair`
        @_alwaysEmitIntoClient public static var deepBreathingMidWheelchair: Self { Self(rawValue: 89) }
        /// `deep_breathing_high_wheelchair`
        @_alwaysEmitIntoClient public static var deepBreathingHighWheelchair: Self { Self(rawValue: 90) }
        /// `prayer_wheelchair`
        @_alwaysEmitIntoClient public static var prayerWheelchair: Self { Self(rawValue: 91) }
        /// `overhead_prayer_wheelchair`
        @_alwaysEmitIntoClient public static var overheadPrayerWheelchair: Self { Self(rawValue: 92) }
        /// `cactus_wheelchair`
        @_alwaysEmitIntoClient public static var cactusWheelchair: Self { Self(rawValue: 93) }
        /// `breathing_punches_wheelchair`
        @_alwaysEmitIntoClient public static var breathingPunchesWheelchair: Self { Self(rawValue: 94) }
        /// `breathing_punches_extended_wheelchair`
        @_alwaysEmitIntoClient public static var breathingPunchesExtendedWheelchair: Self { Self(rawValue: 95) }
        /// `breathing_punches_overhead_wheelchair`
        @_alwaysEmitIntoClient public static var breathingPunchesOverheadWheelchair: Self { Self(rawValue: 96) }
        /// `breathing_punches_overhead_and_down_wheelchair`
        @_alwaysEmitIntoClient public static var breathingPunchesOverheadAndDownWheelchair: Self { Self(rawValue: 97) }
        /// `breathing_punches_side_wheelchair`
        @_alwaysEmitIntoClient public static var breathingPunchesSideWheelchair: Self { Self(rawValue: 98) }
        /// `breathing_punches_extended_side_wheelchair`
        @_alwaysEmitIntoClient public static var breathingPunchesExtendedSideWheelchair: Self { Self(rawValue: 99) }
        /// `breathing_punches_overhead_side_wheelchair`
        @_alwaysEmitIntoClient public static var breathingPunchesOverheadSideWheelchair: Self { Self(rawValue: 100) }
        /// `breathing_punches_overhead_and_down_side_wheelchair`
        @_alwaysEmitIntoClient public static var breathingPunchesOverheadAndDownSideWheelchair: Self {
            Self(rawValue: 101)
        }
        /// `left_hand_back_wheelchair`
        @_alwaysEmitIntoClient public static var leftHandBackWheelchair: Self { Self(rawValue: 102) }
        /// `triangle_wheelchair`
        @_alwaysEmitIntoClient public static var triangleWheelchair: Self { Self(rawValue: 103) }
        /// `thread_the_needle_wheelchair`
        @_alwaysEmitIntoClient public static var threadTheNeedleWheelchair: Self { Self(rawValue: 104) }
        /// `neck_flexion_and_extension_wheelchair`
        @_alwaysEmitIntoClient public static var neckFlexionAndExtensionWheelchair: Self { Self(rawValue: 105) }
        /// `neck_lateral_flexion_wheelchair`
        @_alwaysEmitIntoClient public static var neckLateralFlexionWheelchair: Self { Self(rawValue: 106) }
        /// `spine_flexion_and_extension_wheelchair`
        @_alwaysEmitIntoClient public static var spineFlexionAndExtensionWheelchair: Self { Self(rawValue: 107) }
        /// `spine_rotation_wheelchair`
        @_alwaysEmitIntoClient public static var spineRotationWheelchair: Self { Self(rawValue: 108) }
        /// `spine_lateral_flexion_wheelchair`
        @_alwaysEmitIntoClient public static var spineLateralFlexionWheelchair: Self { Self(rawValue: 109) }
        /// `alternative_skiing_wheelchair`
        @_alwaysEmitIntoClient public static var alternativeSkiingWheelchair: Self { Self(rawValue: 110) }
        /// `reach_forward_wheelchair`
        @_alwaysEmitIntoClient public static var reachForwardWheelchair: Self { Self(rawValue: 111) }
        /// `warrior_wheelchair`
        @_alwaysEmitIntoClient public static var warriorWheelchair: Self { Self(rawValue: 112) }
        /// `reverse_warrior_wheelchair`
        @_alwaysEmitIntoClient public static var reverseWarriorWheelchair: Self { Self(rawValue: 113) }
        /// `downward_facing_dog_to_cobra`
        @_alwaysEmitIntoClient public static var downwardFacingDogToCobra: Self { Self(rawValue: 114) }
        /// `seated_cat_cow`
        @_alwaysEmitIntoClient public static var seatedCatCow: Self { Self(rawValue: 115) }
    }
}

func makeType135() -> TypeProfile {
    TypeProfile(
        name: "pose_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
            56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82,
            83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107,
            108, 109, 110, 111, 112, 113, 114, 115
        ],
        names: """
            all_fours
            ankle_to_knee
            baby_cobra
            boat
            bound_angle
            bound_seated_single_leg_forward_bend
            bow
            bowed_half_moon
            bridge
            cat
            chair
            childs
            corpse
            cow_face
            cow
            devotional_warrior
            dolphin_plank
            dolphin
            down_dog_knee_to_nose
            down_dog_split
            down_dog_split_open_hip_bent_knee
            downward_facing_dog
            eagle
            easy_seated
            extended_puppy
            extended_side_angle
            fish
            four_limbed_staff
            full_split
            gate
            half_chair_half_ankle_to_knee
            half_moon
            head_to_knee
            heron
            heros
            high_lunge
            knees_chest_chin
            lizard
            locust
            low_lunge
            low_lunge_twist
            low_lunge_with_knee_down
            mermaid
            mountain
            one_legged_downward_facing_pose_open_hip_bent_knee
            one_legged_pigeon
            peaceful_warrior
            plank
            plow
            reclined_hand_to_foot
            revolved_half_moon
            revolved_head_to_knee
            revolved_triangle
            runners_lunge
            seated_easy_side_bend
            seated_easy_twist
            seated_long_leg_forward_bend
            seated_wide_leg_forward_bend
            shoulder_stand
            side_boat
            side_plank
            sphinx
            squat_open_arm_twist
            squat_palm_press
            staff
            standing_arms_up
            standing_forward_bend_halfway_up
            standing_forward_bend
            standing_side_opener
            standing_single_leg_forward_bend
            standing_split
            standing_wide_leg_forward_bend
            standing_wide_leg_forward_bend_with_twist
            supine_spinal_twist
            table_top
            thread_the_needle
            thunderbolt
            thunderbolt_pose_both_sides_arm_stretch
            tree
            triangle
            up_dog
            upward_facing_plank
            warrior_one
            warrior_three
            warrior_two
            wheel
            wide_side_lunge
            deep_breathing_wheelchair
            deep_breathing_low_wheelchair
            deep_breathing_mid_wheelchair
            deep_breathing_high_wheelchair
            prayer_wheelchair
            overhead_prayer_wheelchair
            cactus_wheelchair
            breathing_punches_wheelchair
            breathing_punches_extended_wheelchair
            breathing_punches_overhead_wheelchair
            breathing_punches_overhead_and_down_wheelchair
            breathing_punches_side_wheelchair
            breathing_punches_extended_side_wheelchair
            breathing_punches_overhead_side_wheelchair
            breathing_punches_overhead_and_down_side_wheelchair
            left_hand_back_wheelchair
            triangle_wheelchair
            thread_the_needle_wheelchair
            neck_flexion_and_extension_wheelchair
            neck_lateral_flexion_wheelchair
            spine_flexion_and_extension_wheelchair
            spine_rotation_wheelchair
            spine_lateral_flexion_wheelchair
            alternative_skiing_wheelchair
            reach_forward_wheelchair
            warrior_wheelchair
            reverse_warrior_wheelchair
            downward_facing_dog_to_cobra
            seated_cat_cow
            """)
}
