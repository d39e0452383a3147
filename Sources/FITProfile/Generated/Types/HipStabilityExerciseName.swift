// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `hip_stability_exercise_name`, with a name for each value the profile names.
    public struct HipStabilityExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 94 }

        /// `band_side_lying_leg_raise`
        @_alwaysEmitIntoClient public static var bandSideLyingLegRaise: Self { Self(rawValue: 0) }
        /// `dead_bug`
        @_alwaysEmitIntoClient public static var deadBug: Self { Self(rawValue: 1) }
        /// `weighted_dead_bug`
        @_alwaysEmitIntoClient public static var weightedDeadBug: Self { Self(rawValue: 2) }
        /// `external_hip_raise`
        @_alwaysEmitIntoClient public static var externalHipRaise: Self { Self(rawValue: 3) }
        /// `weighted_external_hip_raise`
        @_alwaysEmitIntoClient public static var weightedExternalHipRaise: Self { Self(rawValue: 4) }
        /// `fire_hydrant_kicks`
        @_alwaysEmitIntoClient public static var fireHydrantKicks: Self { Self(rawValue: 5) }
        /// `weighted_fire_hydrant_kicks`
        @_alwaysEmitIntoClient public static var weightedFireHydrantKicks: Self { Self(rawValue: 6) }
        /// `hip_circles`
        @_alwaysEmitIntoClient public static var hipCircles: Self { Self(rawValue: 7) }
        /// `weighted_hip_circles`
        @_alwaysEmitIntoClient public static var weightedHipCircles: Self { Self(rawValue: 8) }
        /// `inner_thigh_lift`
        @_alwaysEmitIntoClient public static var innerThighLift: Self { Self(rawValue: 9) }
        /// `weighted_inner_thigh_lift`
        @_alwaysEmitIntoClient public static var weightedInnerThighLift: Self { Self(rawValue: 10) }
        /// `lateral_walks_with_band_at_ankles`
        @_alwaysEmitIntoClient public static var lateralWalksWithBandAtAnkles: Self { Self(rawValue: 11) }
        /// `pretzel_side_kick`
        @_alwaysEmitIntoClient public static var pretzelSideKick: Self { Self(rawValue: 12) }
        /// `weighted_pretzel_side_kick`
        @_alwaysEmitIntoClient public static var weightedPretzelSideKick: Self { Self(rawValue: 13) }
        /// `prone_hip_internal_rotation`
        @_alwaysEmitIntoClient public static var proneHipInternalRotation: Self { Self(rawValue: 14) }
        /// `weighted_prone_hip_internal_rotation`
        @_alwaysEmitIntoClient public static var weightedProneHipInternalRotation: Self { Self(rawValue: 15) }
        @_alwaysEmitIntoClient public static var quadruped: Self { Self(rawValue: 16) }
        /// `quadruped_hip_extension`
        @_alwaysEmitIntoClient public static var quadrupedHipExtension: Self { Self(rawValue: 17) }
        /// `weighted_quadruped_hip_extension`
        @_alwaysEmitIntoClient public static var weightedQuadrupedHipExtension: Self { Self(rawValue: 18) }
        /// `quadruped_with_leg_lift`
        @_alwaysEmitIntoClient public static var quadrupedWithLegLift: Self { Self(rawValue: 19) }
        /// `weighted_quadruped_with_leg_lift`
        @_alwaysEmitIntoClient public static var weightedQuadrupedWithLegLift: Self { Self(rawValue: 20) }
        /// `side_lying_leg_raise`
        @_alwaysEmitIntoClient public static var sideLyingLegRaise: Self { Self(rawValue: 21) }
        /// `weighted_side_lying_leg_raise`
        @_alwaysEmitIntoClient public static var weightedSideLyingLegRaise: Self { Self(rawValue: 22) }
        /// `sliding_hip_adduction`
        @_alwaysEmitIntoClient public static var slidingHipAdduction: Self { Self(rawValue: 23) }
        /// `weighted_sliding_hip_adduction`
        @_alwaysEmitIntoClient public static var weightedSlidingHipAdduction: Self { Self(rawValue: 24) }
        /// `standing_adduction`
        @_alwaysEmitIntoClient public static var standingAdduction: Self { Self(rawValue: 25) }
        /// `weighted_standing_adduction`
        @_alwaysEmitIntoClient public static var weightedStandingAdduction: Self { Self(rawValue: 26) }
        /// `standing_cable_hip_abduction`
        @_alwaysEmitIntoClient public static var standingCableHipAbduction: Self { Self(rawValue: 27) }
        /// `standing_hip_abduction`
        @_alwaysEmitIntoClient public static var standingHipAbduction: Self { Self(rawValue: 28) }
        /// `weighted_standing_hip_abduction`
        @_alwaysEmitIntoClient public static var weightedStandingHipAbduction: Self { Self(rawValue: 29) }
        /// `standing_rear_leg_raise`
        @_alwaysEmitIntoClient public static var standingRearLegRaise: Self { Self(rawValue: 30) }
        /// `weighted_standing_rear_leg_raise`
        @_alwaysEmitIntoClient public static var weightedStandingRearLegRaise: Self { Self(rawValue: 31) }
        /// `supine_hip_internal_rotation`
        @_alwaysEmitIntoClient public static var supineHipInternalRotation: Self { Self(rawValue: 32) }
        /// `weighted_supine_hip_internal_rotation`
        @_alwaysEmitIntoClient public static var weightedSupineHipInternalRotation: Self { Self(rawValue: 33) }
        /// `lying_abduction_stretch`
        @_alwaysEmitIntoClient public static var lyingAbductionStretch: Self { Self(rawValue: 34) }
    }
}

func makeType94() -> TypeProfile {
    TypeProfile(
        name: "hip_stability_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34
        ],
        names: """
            band_side_lying_leg_raise
            dead_bug
            weighted_dead_bug
            external_hip_raise
            weighted_external_hip_raise
            fire_hydrant_kicks
            weighted_fire_hydrant_kicks
            hip_circles
            weighted_hip_circles
            inner_thigh_lift
            weighted_inner_thigh_lift
            lateral_walks_with_band_at_ankles
            pretzel_side_kick
            weighted_pretzel_side_kick
            prone_hip_internal_rotation
            weighted_prone_hip_internal_rotation
            quadruped
            quadruped_hip_extension
            weighted_quadruped_hip_extension
            quadruped_with_leg_lift
            weighted_quadruped_with_leg_lift
            side_lying_leg_raise
            weighted_side_lying_leg_raise
            sliding_hip_adduction
            weighted_sliding_hip_adduction
            standing_adduction
            weighted_standing_adduction
            standing_cable_hip_abduction
            standing_hip_abduction
            weighted_standing_hip_abduction
            standing_rear_leg_raise
            weighted_standing_rear_leg_raise
            supine_hip_internal_rotation
            weighted_supine_hip_internal_rotation
            lying_abduction_stretch
            """)
}
