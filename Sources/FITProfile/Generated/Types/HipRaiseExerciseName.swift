// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `hip_raise_exercise_name`, with a name for each value the profile names.
    public struct HipRaiseExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 93 }

        /// `barbell_hip_thrust_on_floor`
        @_alwaysEmitIntoClient public static var barbellHipThrustOnFloor: Self { Self(rawValue: 0) }
        /// `barbell_hip_thrust_with_bench`
        @_alwaysEmitIntoClient public static var barbellHipThrustWithBench: Self { Self(rawValue: 1) }
        /// `bent_knee_swiss_ball_reverse_hip_raise`
        @_alwaysEmitIntoClient public static var bentKneeSwissBallReverseHipRaise: Self { Self(rawValue: 2) }
        /// `weighted_bent_knee_swiss_ball_reverse_hip_raise`
        @_alwaysEmitIntoClient public static var weightedBentKneeSwissBallReverseHipRaise: Self { Self(rawValue: 3) }
        /// `bridge_with_leg_extension`
        @_alwaysEmitIntoClient public static var bridgeWithLegExtension: Self { Self(rawValue: 4) }
        /// `weighted_bridge_with_leg_extension`
        @_alwaysEmitIntoClient public static var weightedBridgeWithLegExtension: Self { Self(rawValue: 5) }
        /// `clam_bridge`
        @_alwaysEmitIntoClient public static var clamBridge: Self { Self(rawValue: 6) }
        /// `front_kick_tabletop`
        @_alwaysEmitIntoClient public static var frontKickTabletop: Self { Self(rawValue: 7) }
        /// `weighted_front_kick_tabletop`
        @_alwaysEmitIntoClient public static var weightedFrontKickTabletop: Self { Self(rawValue: 8) }
        /// `hip_extension_and_cross`
        @_alwaysEmitIntoClient public static var hipExtensionAndCross: Self { Self(rawValue: 9) }
        /// `weighted_hip_extension_and_cross`
        @_alwaysEmitIntoClient public static var weightedHipExtensionAndCross: Self { Self(rawValue: 10) }
        /// `hip_raise`
        @_alwaysEmitIntoClient public static var hipRaise: Self { Self(rawValue: 11) }
        /// `weighted_hip_raise`
        @_alwaysEmitIntoClient public static var weightedHipRaise: Self { Self(rawValue: 12) }
        /// `hip_raise_with_feet_on_swiss_ball`
        @_alwaysEmitIntoClient public static var hipRaiseWithFeetOnSwissBall: Self { Self(rawValue: 13) }
        /// `weighted_hip_raise_with_feet_on_swiss_ball`
        @_alwaysEmitIntoClient public static var weightedHipRaiseWithFeetOnSwissBall: Self { Self(rawValue: 14) }
        /// `hip_raise_with_head_on_bosu_ball`
        @_alwaysEmitIntoClient public static var hipRaiseWithHeadOnBosuBall: Self { Self(rawValue: 15) }
        /// `weighted_hip_raise_with_head_on_bosu_ball`
        @_alwaysEmitIntoClient public static var weightedHipRaiseWithHeadOnBosuBall: Self { Self(rawValue: 16) }
        /// `hip_raise_with_head_on_swiss_ball`
        @_alwaysEmitIntoClient public static var hipRaiseWithHeadOnSwissBall: Self { Self(rawValue: 17) }
        /// `weighted_hip_raise_with_head_on_swiss_ball`
        @_alwaysEmitIntoClient public static var weightedHipRaiseWithHeadOnSwissBall: Self { Self(rawValue: 18) }
        /// `hip_raise_with_knee_squeeze`
        @_alwaysEmitIntoClient public static var hipRaiseWithKneeSqueeze: Self { Self(rawValue: 19) }
        /// `weighted_hip_raise_with_knee_squeeze`
        @_alwaysEmitIntoClient public static var weightedHipRaiseWithKneeSqueeze: Self { Self(rawValue: 20) }
        /// `incline_rear_leg_extension`
        @_alwaysEmitIntoClient public static var inclineRearLegExtension: Self { Self(rawValue: 21) }
        /// `weighted_incline_rear_leg_extension`
        @_alwaysEmitIntoClient public static var weightedInclineRearLegExtension: Self { Self(rawValue: 22) }
        /// `kettlebell_swing`
        @_alwaysEmitIntoClient public static var kettlebellSwing: Self { Self(rawValue: 23) }
        /// `marching_hip_raise`
        @_alwaysEmitIntoClient public static var marchingHipRaise: Self { Self(rawValue: 24) }
        /// `weighted_marching_hip_raise`
        @_alwaysEmitIntoClient public static var weightedMarchingHipRaise: Self { Self(rawValue: 25) }
        /// `marching_hip_raise_with_feet_on_a_swiss_ball`
        @_alwaysEmitIntoClient public static var marchingHipRaiseWithFeetOnASwissBall: Self { Self(rawValue: 26) }
        /// `weighted_marching_hip_raise_with_feet_on_a_swiss_ball`
        @_alwaysEmitIntoClient public static var weightedMarchingHipRaiseWithFeetOnASwissBall: Self {
            Self(rawValue: 27)
        }
        /// `reverse_hip_raise`
        @_alwaysEmitIntoClient public static var reverseHipRaise: Self { Self(rawValue: 28) }
        /// `weighted_reverse_hip_raise`
        @_alwaysEmitIntoClient public static var weightedReverseHipRaise: Self { Self(rawValue: 29) }
        /// `single_leg_hip_raise`
        @_alwaysEmitIntoClient public static var singleLegHipRaise: Self { Self(rawValue: 30) }
        /// `weighted_single_leg_hip_raise`
        @_alwaysEmitIntoClient public static var weightedSingleLegHipRaise: Self { Self(rawValue: 31) }
        /// `single_leg_hip_raise_with_foot_on_bench`
        @_alwaysEmitIntoClient public static var singleLegHipRaiseWithFootOnBench: Self { Self(rawValue: 32) }
        /// `weighted_single_leg_hip_raise_with_foot_on_bench`
        @_alwaysEmitIntoClient public static var weightedSingleLegHipRaiseWithFootOnBench: Self { Self(rawValue: 33) }
        /// `single_leg_hip_raise_with_foot_on_bosu_ball`
        @_alwaysEmitIntoClient public static var singleLegHipRaiseWithFootOnBosuBall: Self { Self(rawValue: 34) }
        /// `weighted_single_leg_hip_raise_with_foot_on_bosu_ball`
        @_alwaysEmitIntoClient public static var weightedSingleLegHipRaiseWithFootOnBosuBall: Self {
            Self(rawValue: 35)
        }
        /// `single_leg_hip_raise_with_foot_on_foam_roller`
        @_alwaysEmitIntoClient public static var singleLegHipRaiseWithFootOnFoamRoller: Self { Self(rawValue: 36) }
        /// `weighted_single_leg_hip_raise_with_foot_on_foam_roller`
        @_alwaysEmitIntoClient public static var weightedSingleLegHipRaiseWithFootOnFoamRoller: Self {
            Self(rawValue: 37)
        }
        /// `single_leg_hip_raise_with_foot_on_medicine_ball`
        @_alwaysEmitIntoClient public static var singleLegHipRaiseWithFootOnMedicineBall: Self { Self(rawValue: 38) }
        /// `weighted_single_leg_hip_raise_with_foot_on_medicine_ball`
        @_alwaysEmitIntoClient public static var weightedSingleLegHipRaiseWithFootOnMedicineBall: Self {
            Self(rawValue: 39)
        }
        /// `single_leg_hip_raise_with_head_on_bosu_ball`
        @_alwaysEmitIntoClient public static var singleLegHipRaiseWithHeadOnBosuBall: Self { Self(rawValue: 40) }
        /// `weighted_single_leg_hip_raise_with_head_on_bosu_ball`
        @_alwaysEmitIntoClient public static var weightedSingleLegHipRaiseWithHeadOnBosuBall: Self {
            Self(rawValue: 41)
        }
        /// `weighted_clam_bridge`
        @_alwaysEmitIntoClient public static var weightedClamBridge: Self { Self(rawValue: 42) }
        /// `single_leg_swiss_ball_hip_raise_and_leg_curl`
        @_alwaysEmitIntoClient public static var singleLegSwissBallHipRaiseAndLegCurl: Self { Self(rawValue: 43) }
        @_alwaysEmitIntoClient public static var clams: Self { Self(rawValue: 44) }
        /// `inner_thigh_circles`
        @_alwaysEmitIntoClient public static var innerThighCircles: Self { Self(rawValue: 45) }
        /// `inner_thigh_side_lift`
        @_alwaysEmitIntoClient public static var innerThighSideLift: Self { Self(rawValue: 46) }
        /// `leg_circles`
        @_alwaysEmitIntoClient public static var legCircles: Self { Self(rawValue: 47) }
        /// `leg_lift`
        @_alwaysEmitIntoClient public static var legLift: Self { Self(rawValue: 48) }
        /// `leg_lift_in_external_rotation`
        @_alwaysEmitIntoClient public static var legLiftInExternalRotation: Self { Self(rawValue: 49) }
    }
}

func makeType93() -> TypeProfile {
    TypeProfile(
        name: "hip_raise_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49
        ],
        names: """
            barbell_hip_thrust_on_floor
            barbell_hip_thrust_with_bench
            bent_knee_swiss_ball_reverse_hip_raise
            weighted_bent_knee_swiss_ball_reverse_hip_raise
            bridge_with_leg_extension
            weighted_bridge_with_leg_extension
            clam_bridge
            front_kick_tabletop
            weighted_front_kick_tabletop
            hip_extension_and_cross
            weighted_hip_extension_and_cross
            hip_raise
            weighted_hip_raise
            hip_raise_with_feet_on_swiss_ball
            weighted_hip_raise_with_feet_on_swiss_ball
            hip_raise_with_head_on_bosu_ball
            weighted_hip_raise_with_head_on_bosu_ball
            hip_raise_with_head_on_swiss_ball
            weighted_hip_raise_with_head_on_swiss_ball
            hip_raise_with_knee_squeeze
            weighted_hip_raise_with_knee_squeeze
            incline_rear_leg_extension
            weighted_incline_rear_leg_extension
            kettlebell_swing
            marching_hip_raise
            weighted_marching_hip_raise
            marching_hip_raise_with_feet_on_a_swiss_ball
            weighted_marching_hip_raise_with_feet_on_a_swiss_ball
            reverse_hip_raise
            weighted_reverse_hip_raise
            single_leg_hip_raise
            weighted_single_leg_hip_raise
            single_leg_hip_raise_with_foot_on_bench
            weighted_single_leg_hip_raise_with_foot_on_bench
            single_leg_hip_raise_with_foot_on_bosu_ball
            weighted_single_leg_hip_raise_with_foot_on_bosu_ball
            single_leg_hip_raise_with_foot_on_foam_roller
            weighted_single_leg_hip_raise_with_foot_on_foam_roller
            single_leg_hip_raise_with_foot_on_medicine_ball
            weighted_single_leg_hip_raise_with_foot_on_medicine_ball
            single_leg_hip_raise_with_head_on_bosu_ball
            weighted_single_leg_hip_raise_with_head_on_bosu_ball
            weighted_clam_bridge
            single_leg_swiss_ball_hip_raise_and_leg_curl
            clams
            inner_thigh_circles
            inner_thigh_side_lift
            leg_circles
            leg_lift
            leg_lift_in_external_rotation
            """)
}
