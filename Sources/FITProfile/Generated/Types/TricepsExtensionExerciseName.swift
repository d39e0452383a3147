// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `triceps_extension_exercise_name`, with a name for each value the profile names.
    public struct TricepsExtensionExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 195 }

        /// `bench_dip`
        @_alwaysEmitIntoClient public static var benchDip: Self { Self(rawValue: 0) }
        /// `weighted_bench_dip`
        @_alwaysEmitIntoClient public static var weightedBenchDip: Self { Self(rawValue: 1) }
        /// `body_weight_dip`
        @_alwaysEmitIntoClient public static var bodyWeightDip: Self { Self(rawValue: 2) }
        /// `cable_kickback`
        @_alwaysEmitIntoClient public static var cableKickback: Self { Self(rawValue: 3) }
        /// `cable_lying_triceps_extension`
        @_alwaysEmitIntoClient public static var cableLyingTricepsExtension: Self { Self(rawValue: 4) }
        /// `cable_overhead_triceps_extension`
        @_alwaysEmitIntoClient public static var cableOverheadTricepsExtension: Self { Self(rawValue: 5) }
        /// `dumbbell_kickback`
        @_alwaysEmitIntoClient public static var dumbbellKickback: Self { Self(rawValue: 6) }
        /// `dumbbell_lying_triceps_extension`
        @_alwaysEmitIntoClient public static var dumbbellLyingTricepsExtension: Self { Self(rawValue: 7) }
        /// `ez_bar_overhead_triceps_extension`
        @_alwaysEmitIntoClient public static var ezBarOverheadTricepsExtension: Self { Self(rawValue: 8) }
        /// `incline_dip`
        @_alwaysEmitIntoClient public static var inclineDip: Self { Self(rawValue: 9) }
        /// `weighted_incline_dip`
        @_alwaysEmitIntoClient public static var weightedInclineDip: Self { Self(rawValue: 10) }
        /// `incline_ez_bar_lying_triceps_extension`
        @_alwaysEmitIntoClient public static var inclineEzBarLyingTricepsExtension: Self { Self(rawValue: 11) }
        /// `lying_dumbbell_pullover_to_extension`
        @_alwaysEmitIntoClient public static var lyingDumbbellPulloverToExtension: Self { Self(rawValue: 12) }
        /// `lying_ez_bar_triceps_extension`
        @_alwaysEmitIntoClient public static var lyingEzBarTricepsExtension: Self { Self(rawValue: 13) }
        /// `lying_triceps_extension_to_close_grip_bench_press`
        @_alwaysEmitIntoClient public static var lyingTricepsExtensionToCloseGripBenchPress: Self {
            Self(rawValue: 14)
        }
        /// `overhead_dumbbell_triceps_extension`
        @_alwaysEmitIntoClient public static var overheadDumbbellTricepsExtension: Self { Self(rawValue: 15) }
        /// `reclining_triceps_press`
        @_alwaysEmitIntoClient public static var recliningTricepsPress: Self { Self(rawValue: 16) }
        /// `reverse_grip_pressdown`
        @_alwaysEmitIntoClient public static var reverseGripPressdown: Self { Self(rawValue: 17) }
        /// `reverse_grip_triceps_pressdown`
        @_alwaysEmitIntoClient public static var reverseGripTricepsPressdown: Self { Self(rawValue: 18) }
        /// `rope_pressdown`
        @_alwaysEmitIntoClient public static var ropePressdown: Self { Self(rawValue: 19) }
        /// `seated_barbell_overhead_triceps_extension`
        @_alwaysEmitIntoClient public static var seatedBarbellOverheadTricepsExtension: Self { Self(rawValue: 20) }
        /// `seated_dumbbell_overhead_triceps_extension`
        @_alwaysEmitIntoClient public static var seatedDumbbellOverheadTricepsExtension: Self { Self(rawValue: 21) }
        /// `seated_ez_bar_overhead_triceps_extension`
        @_alwaysEmitIntoClient public static var seatedEzBarOverheadTricepsExtension: Self { Self(rawValue: 22) }
        /// `seated_single_arm_overhead_dumbbell_extension`
        @_alwaysEmitIntoClient public static var seatedSingleArmOverheadDumbbellExtension: Self { Self(rawValue: 23) }
        /// `single_arm_dumbbell_overhead_triceps_extension`
        @_alwaysEmitIntoClient public static var singleArmDumbbellOverheadTricepsExtension: Self { Self(rawValue: 24) }
        /// `single_dumbbell_seated_overhead_triceps_extension`
        @_alwaysEmitIntoClient public static var singleDumbbellSeatedOverheadTricepsExtension: Self {
            Self(rawValue: 25)
        }
        /// `single_leg_bench_dip_and_kick`
        @_alwaysEmitIntoClient public static var singleLegBenchDipAndKick: Self { Self(rawValue: 26) }
        /// `weighted_single_leg_bench_dip_and_kick`
        @_alwaysEmitIntoClient public static var weightedSingleLegBenchDipAndKick: Self { Self(rawValue: 27) }
        /// `single_leg_dip`
        @_alwaysEmitIntoClient public static var singleLegDip: Self { Self(rawValue: 28) }
        /// `weighted_single_leg_dip`
        @_alwaysEmitIntoClient public static var weightedSingleLegDip: Self { Self(rawValue: 29) }
        /// `static_lying_triceps_extension`
        @_alwaysEmitIntoClient public static var staticLyingTricepsExtension: Self { Self(rawValue: 30) }
        /// `suspended_dip`
        @_alwaysEmitIntoClient public static var suspendedDip: Self { Self(rawValue: 31) }
        /// `weighted_suspended_dip`
        @_alwaysEmitIntoClient public static var weightedSuspendedDip: Self { Self(rawValue: 32) }
        /// `swiss_ball_dumbbell_lying_triceps_extension`
        @_alwaysEmitIntoClient public static var swissBallDumbbellLyingTricepsExtension: Self { Self(rawValue: 33) }
        /// `swiss_ball_ez_bar_lying_triceps_extension`
        @_alwaysEmitIntoClient public static var swissBallEzBarLyingTricepsExtension: Self { Self(rawValue: 34) }
        /// `swiss_ball_ez_bar_overhead_triceps_extension`
        @_alwaysEmitIntoClient public static var swissBallEzBarOverheadTricepsExtension: Self { Self(rawValue: 35) }
        /// `tabletop_dip`
        @_alwaysEmitIntoClient public static var tabletopDip: Self { Self(rawValue: 36) }
        /// `weighted_tabletop_dip`
        @_alwaysEmitIntoClient public static var weightedTabletopDip: Self { Self(rawValue: 37) }
        /// `triceps_extension_on_floor`
        @_alwaysEmitIntoClient public static var tricepsExtensionOnFloor: Self { Self(rawValue: 38) }
        /// `triceps_pressdown`
        @_alwaysEmitIntoClient public static var tricepsPressdown: Self { Self(rawValue: 39) }
        /// `weighted_dip`
        @_alwaysEmitIntoClient public static var weightedDip: Self { Self(rawValue: 40) }
        /// `alternating_dumbbell_lying_triceps_extension`
        @_alwaysEmitIntoClient public static var alternatingDumbbellLyingTricepsExtension: Self { Self(rawValue: 41) }
        /// `triceps_press`
        @_alwaysEmitIntoClient public static var tricepsPress: Self { Self(rawValue: 42) }
        /// `dumbbell_kickback_wheelchair`
        @_alwaysEmitIntoClient public static var dumbbellKickbackWheelchair: Self { Self(rawValue: 43) }
        /// `overhead_dumbbell_triceps_extension_wheelchair`
        @_alwaysEmitIntoClient public static var overheadDumbbellTricepsExtensionWheelchair: Self {
            Self(rawValue: 44)
        }
    }
}

func makeType195() -> TypeProfile {
    TypeProfile(
        name: "triceps_extension_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44
        ],
        names: """
            bench_dip
            weighted_bench_dip
            body_weight_dip
            cable_kickback
            cable_lying_triceps_extension
            cable_overhead_triceps_extension
            dumbbell_kickback
            dumbbell_lying_triceps_extension
            ez_bar_overhead_triceps_extension
            incline_dip
            weighted_incline_dip
            incline_ez_bar_lying_triceps_extension
            lying_dumbbell_pullover_to_extension
            lying_ez_bar_triceps_extension
            lying_triceps_extension_to_close_grip_bench_press
            overhead_dumbbell_triceps_extension
            reclining_triceps_press
            reverse_grip_pressdown
            reverse_grip_triceps_pressdown
            rope_pressdown
            seated_barbell_overhead_triceps_extension
            seated_dumbbell_overhead_triceps_extension
            seated_ez_bar_overhead_triceps_extension
            seated_single_arm_overhead_dumbbell_extension
            single_arm_dumbbell_overhead_triceps_extension
            single_dumbbell_seated_overhead_triceps_extension
            single_leg_bench_dip_and_kick
            weighted_single_leg_bench_dip_and_kick
            single_leg_dip
            weighted_single_leg_dip
            static_lying_triceps_extension
            suspended_dip
            weighted_suspended_dip
            swiss_ball_dumbbell_lying_triceps_extension
            swiss_ball_ez_bar_lying_triceps_extension
            swiss_ball_ez_bar_overhead_triceps_extension
            tabletop_dip
            weighted_tabletop_dip
            triceps_extension_on_floor
            triceps_pressdown
            weighted_dip
            alternating_dumbbell_lying_triceps_extension
            triceps_press
            dumbbell_kickback_wheelchair
            overhead_dumbbell_triceps_extension_wheelchair
            """)
}
