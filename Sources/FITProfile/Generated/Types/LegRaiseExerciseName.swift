// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `leg_raise_exercise_name`, with a name for each value the profile names.
    public struct LegRaiseExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 115 }

        /// `hanging_knee_raise`
        @_alwaysEmitIntoClient public static var hangingKneeRaise: Self { Self(rawValue: 0) }
        /// `hanging_leg_raise`
        @_alwaysEmitIntoClient public static var hangingLegRaise: Self { Self(rawValue: 1) }
        /// `weighted_hanging_leg_raise`
        @_alwaysEmitIntoClient public static var weightedHangingLegRaise: Self { Self(rawValue: 2) }
        /// `hanging_single_leg_raise`
        @_alwaysEmitIntoClient public static var hangingSingleLegRaise: Self { Self(rawValue: 3) }
        /// `weighted_hanging_single_leg_raise`
        @_alwaysEmitIntoClient public static var weightedHangingSingleLegRaise: Self { Self(rawValue: 4) }
        /// `kettlebell_leg_raises`
        @_alwaysEmitIntoClient public static var kettlebellLegRaises: Self { Self(rawValue: 5) }
        /// `leg_lowering_drill`
        @_alwaysEmitIntoClient public static var legLoweringDrill: Self { Self(rawValue: 6) }
        /// `weighted_leg_lowering_drill`
        @_alwaysEmitIntoClient public static var weightedLegLoweringDrill: Self { Self(rawValue: 7) }
        /// `lying_straight_leg_raise`
        @_alwaysEmitIntoClient public static var lyingStraightLegRaise: Self { Self(rawValue: 8) }
        /// `weighted_lying_straight_leg_raise`
        @_alwaysEmitIntoClient public static var weightedLyingStraightLegRaise: Self { Self(rawValue: 9) }
        /// `medicine_ball_leg_drops`
        @_alwaysEmitIntoClient public static var medicineBallLegDrops: Self { Self(rawValue: 10) }
        /// `quadruped_leg_raise`
        @_alwaysEmitIntoClient public static var quadrupedLegRaise: Self { Self(rawValue: 11) }
        /// `weighted_quadruped_leg_raise`
        @_alwaysEmitIntoClient public static var weightedQuadrupedLegRaise: Self { Self(rawValue: 12) }
        /// `reverse_leg_raise`
        @_alwaysEmitIntoClient public static var reverseLegRaise: Self { Self(rawValue: 13) }
        /// `weighted_reverse_leg_raise`
        @_alwaysEmitIntoClient public static var weightedReverseLegRaise: Self { Self(rawValue: 14) }
        /// `reverse_leg_raise_on_swiss_ball`
        @_alwaysEmitIntoClient public static var reverseLegRaiseOnSwissBall: Self { Self(rawValue: 15) }
        /// `weighted_reverse_leg_raise_on_swiss_ball`
        @_alwaysEmitIntoClient public static var weightedReverseLegRaiseOnSwissBall: Self { Self(rawValue: 16) }
        /// `single_leg_lowering_drill`
        @_alwaysEmitIntoClient public static var singleLegLoweringDrill: Self { Self(rawValue: 17) }
        /// `weighted_single_leg_lowering_drill`
        @_alwaysEmitIntoClient public static var weightedSingleLegLoweringDrill: Self { Self(rawValue: 18) }
        /// `weighted_hanging_knee_raise`
        @_alwaysEmitIntoClient public static var weightedHangingKneeRaise: Self { Self(rawValue: 19) }
        /// `lateral_stepover`
        @_alwaysEmitIntoClient public static var lateralStepover: Self { Self(rawValue: 20) }
        /// `weighted_lateral_stepover`
        @_alwaysEmitIntoClient public static var weightedLateralStepover: Self { Self(rawValue: 21) }
    }
}

func makeType115() -> TypeProfile {
    TypeProfile(
        name: "leg_raise_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21],
        names: """
            hanging_knee_raise
            hanging_leg_raise
            weighted_hanging_leg_raise
            hanging_single_leg_raise
            weighted_hanging_single_leg_raise
            kettlebell_leg_raises
            leg_lowering_drill
            weighted_leg_lowering_drill
            lying_straight_leg_raise
            weighted_lying_straight_leg_raise
            medicine_ball_leg_drops
            quadruped_leg_raise
            weighted_quadruped_leg_raise
            reverse_leg_raise
            weighted_reverse_leg_raise
            reverse_leg_raise_on_swiss_ball
            weighted_reverse_leg_raise_on_swiss_ball
            single_leg_lowering_drill
            weighted_single_leg_lowering_drill
            weighted_hanging_knee_raise
            lateral_stepover
            weighted_lateral_stepover
            """)
}
