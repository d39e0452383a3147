// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `shoulder_stability_exercise_name`, with a name for each value the profile names.
    public struct ShoulderStabilityExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 157 }

        /// `90_degree_cable_external_rotation`
        @_alwaysEmitIntoClient public static var _90DegreeCableExternalRotation: Self { Self(rawValue: 0) }
        /// `band_external_rotation`
        @_alwaysEmitIntoClient public static var bandExternalRotation: Self { Self(rawValue: 1) }
        /// `band_internal_rotation`
        @_alwaysEmitIntoClient public static var bandInternalRotation: Self { Self(rawValue: 2) }
        /// `bent_arm_lateral_raise_and_external_rotation`
        @_alwaysEmitIntoClient public static var bentArmLateralRaiseAndExternalRotation: Self { Self(rawValue: 3) }
        /// `cable_external_rotation`
        @_alwaysEmitIntoClient public static var cableExternalRotation: Self { Self(rawValue: 4) }
        /// `dumbbell_face_pull_with_external_rotation`
        @_alwaysEmitIntoClient public static var dumbbellFacePullWithExternalRotation: Self { Self(rawValue: 5) }
        /// `floor_i_raise`
        @_alwaysEmitIntoClient public static var floorIRaise: Self { Self(rawValue: 6) }
        /// `weighted_floor_i_raise`
        @_alwaysEmitIntoClient public static var weightedFloorIRaise: Self { Self(rawValue: 7) }
        /// `floor_t_raise`
        @_alwaysEmitIntoClient public static var floorTRaise: Self { Self(rawValue: 8) }
        /// `weighted_floor_t_raise`
        @_alwaysEmitIntoClient public static var weightedFloorTRaise: Self { Self(rawValue: 9) }
        /// `floor_y_raise`
        @_alwaysEmitIntoClient public static var floorYRaise: Self { Self(rawValue: 10) }
        /// `weighted_floor_y_raise`
        @_alwaysEmitIntoClient public static var weightedFloorYRaise: Self { Self(rawValue: 11) }
        /// `incline_i_raise`
        @_alwaysEmitIntoClient public static var inclineIRaise: Self { Self(rawValue: 12) }
        /// `weighted_incline_i_raise`
        @_alwaysEmitIntoClient public static var weightedInclineIRaise: Self { Self(rawValue: 13) }
        /// `incline_l_raise`
        @_alwaysEmitIntoClient public static var inclineLRaise: Self { Self(rawValue: 14) }
        /// `weighted_incline_l_raise`
        @_alwaysEmitIntoClient public static var weightedInclineLRaise: Self { Self(rawValue: 15) }
        /// `incline_t_raise`
        @_alwaysEmitIntoClient public static var inclineTRaise: Self { Self(rawValue: 16) }
        /// `weighted_incline_t_raise`
        @_alwaysEmitIntoClient public static var weightedInclineTRaise: Self { Self(rawValue: 17) }
        /// `incline_w_raise`
        @_alwaysEmitIntoClient public static var inclineWRaise: Self { Self(rawValue: 18) }
        /// `weighted_incline_w_raise`
        @_alwaysEmitIntoClient public static var weightedInclineWRaise: Self { Self(rawValue: 19) }
        /// `incline_y_raise`
        @_alwaysEmitIntoClient public static var inclineYRaise: Self { Self(rawValue: 20) }
        /// `weighted_incline_y_raise`
        @_alwaysEmitIntoClient public static var weightedInclineYRaise: Self { Self(rawValue: 21) }
        /// `lying_external_rotation`
        @_alwaysEmitIntoClient public static var lyingExternalRotation: Self { Self(rawValue: 22) }
        /// `seated_dumbbell_external_rotation`
        @_alwaysEmitIntoClient public static var seatedDumbbellExternalRotation: Self { Self(rawValue: 23) }
        /// `standing_l_raise`
        @_alwaysEmitIntoClient public static var standingLRaise: Self { Self(rawValue: 24) }
        /// `swiss_ball_i_raise`
        @_alwaysEmitIntoClient public static var swissBallIRaise: Self { Self(rawValue: 25) }
        /// `weighted_swiss_ball_i_raise`
        @_alwaysEmitIntoClient public static var weightedSwissBallIRaise: Self { Self(rawValue: 26) }
        /// `swiss_ball_t_raise`
        @_alwaysEmitIntoClient public static var swissBallTRaise: Self { Self(rawValue: 27) }
        /// `weighted_swiss_ball_t_raise`
        @_alwaysEmitIntoClient public static var weightedSwissBallTRaise: Self { Self(rawValue: 28) }
        /// `swiss_ball_w_raise`
        @_alwaysEmitIntoClient public static var swissBallWRaise: Self { Self(rawValue: 29) }
        /// `weighted_swiss_ball_w_raise`
        @_alwaysEmitIntoClient public static var weightedSwissBallWRaise: Self { Self(rawValue: 30) }
        /// `swiss_ball_y_raise`
        @_alwaysEmitIntoClient public static var swissBallYRaise: Self { Self(rawValue: 31) }
        /// `weighted_swiss_ball_y_raise`
        @_alwaysEmitIntoClient public static var weightedSwissBallYRaise: Self { Self(rawValue: 32) }
        /// `cable_internal_rotation`
        @_alwaysEmitIntoClient public static var cableInternalRotation: Self { Self(rawValue: 33) }
        /// `lying_internal_rotation`
        @_alwaysEmitIntoClient public static var lyingInternalRotation: Self { Self(rawValue: 34) }
        /// `seated_dumbbell_internal_rotation`
        @_alwaysEmitIntoClient public static var seatedDumbbellInternalRotation: Self { Self(rawValue: 35) }
    }
}

func makeType157() -> TypeProfile {
    TypeProfile(
        name: "shoulder_stability_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35
        ],
        names: """
            90_degree_cable_external_rotation
            band_external_rotation
            band_internal_rotation
            bent_arm_lateral_raise_and_external_rotation
            cable_external_rotation
            dumbbell_face_pull_with_external_rotation
            floor_i_raise
            weighted_floor_i_raise
            floor_t_raise
            weighted_floor_t_raise
            floor_y_raise
            weighted_floor_y_raise
            incline_i_raise
            weighted_incline_i_raise
            incline_l_raise
            weighted_incline_l_raise
            incline_t_raise
            weighted_incline_t_raise
            incline_w_raise
            weighted_incline_w_raise
            incline_y_raise
            weighted_incline_y_raise
            lying_external_rotation
            seated_dumbbell_external_rotation
            standing_l_raise
            swiss_ball_i_raise
            weighted_swiss_ball_i_raise
            swiss_ball_t_raise
            weighted_swiss_ball_t_raise
            swiss_ball_w_raise
            weighted_swiss_ball_w_raise
            swiss_ball_y_raise
            weighted_swiss_ball_y_raise
            cable_internal_rotation
            lying_internal_rotation
            seated_dumbbell_internal_rotation
            """)
}
