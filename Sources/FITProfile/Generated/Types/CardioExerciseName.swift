// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `cardio_exercise_name`, with a name for each value the profile names.
    public struct CardioExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 35 }

        /// `bob_and_weave_circle`
        @_alwaysEmitIntoClient public static var bobAndWeaveCircle: Self { Self(rawValue: 0) }
        /// `weighted_bob_and_weave_circle`
        @_alwaysEmitIntoClient public static var weightedBobAndWeaveCircle: Self { Self(rawValue: 1) }
        /// `cardio_core_crawl`
        @_alwaysEmitIntoClient public static var cardioCoreCrawl: Self { Self(rawValue: 2) }
        /// `weighted_cardio_core_crawl`
        @_alwaysEmitIntoClient public static var weightedCardioCoreCrawl: Self { Self(rawValue: 3) }
        /// `double_under`
        @_alwaysEmitIntoClient public static var doubleUnder: Self { Self(rawValue: 4) }
        /// `weighted_double_under`
        @_alwaysEmitIntoClient public static var weightedDoubleUnder: Self { Self(rawValue: 5) }
        /// `jump_rope`
        @_alwaysEmitIntoClient public static var jumpRope: Self { Self(rawValue: 6) }
        /// `weighted_jump_rope`
        @_alwaysEmitIntoClient public static var weightedJumpRope: Self { Self(rawValue: 7) }
        /// `jump_rope_crossover`
        @_alwaysEmitIntoClient public static var jumpRopeCrossover: Self { Self(rawValue: 8) }
        /// `weighted_jump_rope_crossover`
        @_alwaysEmitIntoClient public static var weightedJumpRopeCrossover: Self { Self(rawValue: 9) }
        /// `jump_rope_jog`
        @_alwaysEmitIntoClient public static var jumpRopeJog: Self { Self(rawValue: 10) }
        /// `weighted_jump_rope_jog`
        @_alwaysEmitIntoClient public static var weightedJumpRopeJog: Self { Self(rawValue: 11) }
        /// `jumping_jacks`
        @_alwaysEmitIntoClient public static var jumpingJacks: Self { Self(rawValue: 12) }
        /// `weighted_jumping_jacks`
        @_alwaysEmitIntoClient public static var weightedJumpingJacks: Self { Self(rawValue: 13) }
        /// `ski_moguls`
        @_alwaysEmitIntoClient public static var skiMoguls: Self { Self(rawValue: 14) }
        /// `weighted_ski_moguls`
        @_alwaysEmitIntoClient public static var weightedSkiMoguls: Self { Self(rawValue: 15) }
        /// `split_jacks`
        @_alwaysEmitIntoClient public static var splitJacks: Self { Self(rawValue: 16) }
        /// `weighted_split_jacks`
        @_alwaysEmitIntoClient public static var weightedSplitJacks: Self { Self(rawValue: 17) }
        /// `squat_jacks`
        @_alwaysEmitIntoClient public static var squatJacks: Self { Self(rawValue: 18) }
        /// `weighted_squat_jacks`
        @_alwaysEmitIntoClient public static var weightedSquatJacks: Self { Self(rawValue: 19) }
        /// `triple_under`
        @_alwaysEmitIntoClient public static var tripleUnder: Self { Self(rawValue: 20) }
        /// `weighted_triple_under`
        @_alwaysEmitIntoClient public static var weightedTripleUnder: Self { Self(rawValue: 21) }
        @_alwaysEmitIntoClient public static var elliptical: Self { Self(rawValue: 22) }
        @_alwaysEmitIntoClient public static var spinning: Self { Self(rawValue: 23) }
        /// `pole_paddle_forward_wheelchair`
        @_alwaysEmitIntoClient public static var polePaddleForwardWheelchair: Self { Self(rawValue: 24) }
        /// `pole_paddle_backward_wheelchair`
        @_alwaysEmitIntoClient public static var polePaddleBackwardWheelchair: Self { Self(rawValue: 25) }
        /// `pole_handcycle_forward_wheelchair`
        @_alwaysEmitIntoClient public static var poleHandcycleForwardWheelchair: Self { Self(rawValue: 26) }
        /// `pole_handcycle_backward_wheelchair`
        @_alwaysEmitIntoClient public static var poleHandcycleBackwardWheelchair: Self { Self(rawValue: 27) }
        /// `pole_rainbow_wheelchair`
        @_alwaysEmitIntoClient public static var poleRainbowWheelchair: Self { Self(rawValue: 28) }
        /// `double_punch_forward_wheelchair`
        @_alwaysEmitIntoClient public static var doublePunchForwardWheelchair: Self { Self(rawValue: 29) }
        /// `double_punch_down_wheelchair`
        @_alwaysEmitIntoClient public static var doublePunchDownWheelchair: Self { Self(rawValue: 30) }
        /// `double_punch_sideways_wheelchair`
        @_alwaysEmitIntoClient public static var doublePunchSidewaysWheelchair: Self { Self(rawValue: 31) }
        /// `double_punch_up_wheelchair`
        @_alwaysEmitIntoClient public static var doublePunchUpWheelchair: Self { Self(rawValue: 32) }
        /// `sit_ski_wheelchair`
        @_alwaysEmitIntoClient public static var sitSkiWheelchair: Self { Self(rawValue: 33) }
        /// `sitting_jacks_wheelchair`
        @_alwaysEmitIntoClient public static var sittingJacksWheelchair: Self { Self(rawValue: 34) }
        /// `punch_forward_wheelchair`
        @_alwaysEmitIntoClient public static var punchForwardWheelchair: Self { Self(rawValue: 35) }
        /// `punch_down_wheelchair`
        @_alwaysEmitIntoClient public static var punchDownWheelchair: Self { Self(rawValue: 36) }
        /// `punch_sideways_wheelchair`
        @_alwaysEmitIntoClient public static var punchSidewaysWheelchair: Self { Self(rawValue: 37) }
        /// `punch_up_wheelchair`
        @_alwaysEmitIntoClient public static var punchUpWheelchair: Self { Self(rawValue: 38) }
        /// `punch_bag_wheelchair`
        @_alwaysEmitIntoClient public static var punchBagWheelchair: Self { Self(rawValue: 39) }
        /// `pole_dd_ff_uu_wheelchair`
        @_alwaysEmitIntoClient public static var poleDdFfUuWheelchair: Self { Self(rawValue: 40) }
        /// `butterfly_arms_wheelchair`
        @_alwaysEmitIntoClient public static var butterflyArmsWheelchair: Self { Self(rawValue: 41) }
        @_alwaysEmitIntoClient public static var punch: Self { Self(rawValue: 42) }
    }
}

func makeType35() -> TypeProfile {
    TypeProfile(
        name: "cardio_exercise_name",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42
        ],
        names: """
            bob_and_weave_circle
            weighted_bob_and_weave_circle
            cardio_core_crawl
            weighted_cardio_core_crawl
            double_under
            weighted_double_under
            jump_rope
            weighted_jump_rope
            jump_rope_crossover
            weighted_jump_rope_crossover
            jump_rope_jog
            weighted_jump_rope_jog
            jumping_jacks
            weighted_jumping_jacks
            ski_moguls
            weighted_ski_moguls
            split_jacks
            weighted_split_jacks
            squat_jacks
            weighted_squat_jacks
            triple_under
            weighted_triple_under
            elliptical
            spinning
            pole_paddle_forward_wheelchair
            pole_paddle_backward_wheelchair
            pole_handcycle_forward_wheelchair
            pole_handcycle_backward_wheelchair
            pole_rainbow_wheelchair
            double_punch_forward_wheelchair
            double_punch_down_wheelchair
            double_punch_sideways_wheelchair
            double_punch_up_wheelchair
            sit_ski_wheelchair
            sitting_jacks_wheelchair
            punch_forward_wheelchair
            punch_down_wheelchair
            punch_sideways_wheelchair
            punch_up_wheelchair
            punch_bag_wheelchair
            pole_dd_ff_uu_wheelchair
            butterfly_arms_wheelchair
            punch
            """)
}
