// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `shrug_exercise_name`, with a name for each value the profile names.
    public struct ShrugExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 158 }

        /// `barbell_jump_shrug`
        @_alwaysEmitIntoClient public static var barbellJumpShrug: Self { Self(rawValue: 0) }
        /// `barbell_shrug`
        @_alwaysEmitIntoClient public static var barbellShrug: Self { Self(rawValue: 1) }
        /// `barbell_upright_row`
        @_alwaysEmitIntoClient public static var barbellUprightRow: Self { Self(rawValue: 2) }
        /// `behind_the_back_smith_machine_shrug`
        @_alwaysEmitIntoClient public static var behindTheBackSmithMachineShrug: Self { Self(rawValue: 3) }
        /// `dumbbell_jump_shrug`
        @_alwaysEmitIntoClient public static var dumbbellJumpShrug: Self { Self(rawValue: 4) }
        /// `dumbbell_shrug`
        @_alwaysEmitIntoClient public static var dumbbellShrug: Self { Self(rawValue: 5) }
        /// `dumbbell_upright_row`
        @_alwaysEmitIntoClient public static var dumbbellUprightRow: Self { Self(rawValue: 6) }
        /// `incline_dumbbell_shrug`
        @_alwaysEmitIntoClient public static var inclineDumbbellShrug: Self { Self(rawValue: 7) }
        /// `overhead_barbell_shrug`
        @_alwaysEmitIntoClient public static var overheadBarbellShrug: Self { Self(rawValue: 8) }
        /// `overhead_dumbbell_shrug`
        @_alwaysEmitIntoClient public static var overheadDumbbellShrug: Self { Self(rawValue: 9) }
        /// `scaption_and_shrug`
        @_alwaysEmitIntoClient public static var scaptionAndShrug: Self { Self(rawValue: 10) }
        /// `scapular_retraction`
        @_alwaysEmitIntoClient public static var scapularRetraction: Self { Self(rawValue: 11) }
        /// `serratus_chair_shrug`
        @_alwaysEmitIntoClient public static var serratusChairShrug: Self { Self(rawValue: 12) }
        /// `weighted_serratus_chair_shrug`
        @_alwaysEmitIntoClient public static var weightedSerratusChairShrug: Self { Self(rawValue: 13) }
        /// `serratus_shrug`
        @_alwaysEmitIntoClient public static var serratusShrug: Self { Self(rawValue: 14) }
        /// `weighted_serratus_shrug`
        @_alwaysEmitIntoClient public static var weightedSerratusShrug: Self { Self(rawValue: 15) }
        /// `wide_grip_jump_shrug`
        @_alwaysEmitIntoClient public static var wideGripJumpShrug: Self { Self(rawValue: 16) }
        /// `wide_grip_barbell_shrug`
        @_alwaysEmitIntoClient public static var wideGripBarbellShrug: Self { Self(rawValue: 17) }
        /// `behind_the_back_shrug`
        @_alwaysEmitIntoClient public static var behindTheBackShrug: Self { Self(rawValue: 18) }
        /// `dumbbell_shrug_wheelchair`
        @_alwaysEmitIntoClient public static var dumbbellShrugWheelchair: Self { Self(rawValue: 19) }
        /// `shrug_wheelchair`
        @_alwaysEmitIntoClient public static var shrugWheelchair: Self { Self(rawValue: 20) }
        /// `shrug_arm_down_wheelchair`
        @_alwaysEmitIntoClient public static var shrugArmDownWheelchair: Self { Self(rawValue: 21) }
        /// `shrug_arm_mid_wheelchair`
        @_alwaysEmitIntoClient public static var shrugArmMidWheelchair: Self { Self(rawValue: 22) }
        /// `shrug_arm_up_wheelchair`
        @_alwaysEmitIntoClient public static var shrugArmUpWheelchair: Self { Self(rawValue: 23) }
        /// `upright_row`
        @_alwaysEmitIntoClient public static var uprightRow: Self { Self(rawValue: 24) }
    }
}

func makeType158() -> TypeProfile {
    TypeProfile(
        name: "shrug_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
        names: """
            barbell_jump_shrug
            barbell_shrug
            barbell_upright_row
            behind_the_back_smith_machine_shrug
            dumbbell_jump_shrug
            dumbbell_shrug
            dumbbell_upright_row
            incline_dumbbell_shrug
            overhead_barbell_shrug
            overhead_dumbbell_shrug
            scaption_and_shrug
            scapular_retraction
            serratus_chair_shrug
            weighted_serratus_chair_shrug
            serratus_shrug
            weighted_serratus_shrug
            wide_grip_jump_shrug
            wide_grip_barbell_shrug
            behind_the_back_shrug
            dumbbell_shrug_wheelchair
            shrug_wheelchair
            shrug_arm_down_wheelchair
            shrug_arm_mid_wheelchair
            shrug_arm_up_wheelchair
            upright_row
            """)
}
