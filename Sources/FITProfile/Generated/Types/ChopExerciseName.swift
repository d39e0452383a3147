// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `chop_exercise_name`, with a name for each value the profile names.
    public struct ChopExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 39 }

        /// `cable_pull_through`
        @_alwaysEmitIntoClient public static var cablePullThrough: Self { Self(rawValue: 0) }
        /// `cable_rotational_lift`
        @_alwaysEmitIntoClient public static var cableRotationalLift: Self { Self(rawValue: 1) }
        /// `cable_woodchop`
        @_alwaysEmitIntoClient public static var cableWoodchop: Self { Self(rawValue: 2) }
        /// `cross_chop_to_knee`
        @_alwaysEmitIntoClient public static var crossChopToKnee: Self { Self(rawValue: 3) }
        /// `weighted_cross_chop_to_knee`
        @_alwaysEmitIntoClient public static var weightedCrossChopToKnee: Self { Self(rawValue: 4) }
        /// `dumbbell_chop`
        @_alwaysEmitIntoClient public static var dumbbellChop: Self { Self(rawValue: 5) }
        /// `half_kneeling_rotation`
        @_alwaysEmitIntoClient public static var halfKneelingRotation: Self { Self(rawValue: 6) }
        /// `weighted_half_kneeling_rotation`
        @_alwaysEmitIntoClient public static var weightedHalfKneelingRotation: Self { Self(rawValue: 7) }
        /// `half_kneeling_rotational_chop`
        @_alwaysEmitIntoClient public static var halfKneelingRotationalChop: Self { Self(rawValue: 8) }
        /// `half_kneeling_rotational_reverse_chop`
        @_alwaysEmitIntoClient public static var halfKneelingRotationalReverseChop: Self { Self(rawValue: 9) }
        /// `half_kneeling_stability_chop`
        @_alwaysEmitIntoClient public static var halfKneelingStabilityChop: Self { Self(rawValue: 10) }
        /// `half_kneeling_stability_reverse_chop`
        @_alwaysEmitIntoClient public static var halfKneelingStabilityReverseChop: Self { Self(rawValue: 11) }
        /// `kneeling_rotational_chop`
        @_alwaysEmitIntoClient public static var kneelingRotationalChop: Self { Self(rawValue: 12) }
        /// `kneeling_rotational_reverse_chop`
        @_alwaysEmitIntoClient public static var kneelingRotationalReverseChop: Self { Self(rawValue: 13) }
        /// `kneeling_stability_chop`
        @_alwaysEmitIntoClient public static var kneelingStabilityChop: Self { Self(rawValue: 14) }
        /// `kneeling_woodchopper`
        @_alwaysEmitIntoClient public static var kneelingWoodchopper: Self { Self(rawValue: 15) }
        /// `medicine_ball_wood_chops`
        @_alwaysEmitIntoClient public static var medicineBallWoodChops: Self { Self(rawValue: 16) }
        /// `power_squat_chops`
        @_alwaysEmitIntoClient public static var powerSquatChops: Self { Self(rawValue: 17) }
        /// `weighted_power_squat_chops`
        @_alwaysEmitIntoClient public static var weightedPowerSquatChops: Self { Self(rawValue: 18) }
        /// `standing_rotational_chop`
        @_alwaysEmitIntoClient public static var standingRotationalChop: Self { Self(rawValue: 19) }
        /// `standing_split_rotational_chop`
        @_alwaysEmitIntoClient public static var standingSplitRotationalChop: Self { Self(rawValue: 20) }
        /// `standing_split_rotational_reverse_chop`
        @_alwaysEmitIntoClient public static var standingSplitRotationalReverseChop: Self { Self(rawValue: 21) }
        /// `standing_stability_reverse_chop`
        @_alwaysEmitIntoClient public static var standingStabilityReverseChop: Self { Self(rawValue: 22) }
    }
}

func makeType39() -> TypeProfile {
    TypeProfile(
        name: "chop_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22],
        names: """
            cable_pull_through
            cable_rotational_lift
            cable_woodchop
            cross_chop_to_knee
            weighted_cross_chop_to_knee
            dumbbell_chop
            half_kneeling_rotation
            weighted_half_kneeling_rotation
            half_kneeling_rotational_chop
            half_kneeling_rotational_reverse_chop
            half_kneeling_stability_chop
            half_kneeling_stability_reverse_chop
            kneeling_rotational_chop
            kneeling_rotational_reverse_chop
            kneeling_stability_chop
            kneeling_woodchopper
            medicine_ball_wood_chops
            power_squat_chops
            weighted_power_squat_chops
            standing_rotational_chop
            standing_split_rotational_chop
            standing_split_rotational_reverse_chop
            standing_stability_reverse_chop
            """)
}
