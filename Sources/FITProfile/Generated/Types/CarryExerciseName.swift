// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `carry_exercise_name`, with a name for each value the profile names.
    public struct CarryExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 36 }

        /// `bar_holds`
        @_alwaysEmitIntoClient public static var barHolds: Self { Self(rawValue: 0) }
        /// `farmers_walk`
        @_alwaysEmitIntoClient public static var farmersWalk: Self { Self(rawValue: 1) }
        /// `farmers_walk_on_toes`
        @_alwaysEmitIntoClient public static var farmersWalkOnToes: Self { Self(rawValue: 2) }
        /// `hex_dumbbell_hold`
        @_alwaysEmitIntoClient public static var hexDumbbellHold: Self { Self(rawValue: 3) }
        /// `overhead_carry`
        @_alwaysEmitIntoClient public static var overheadCarry: Self { Self(rawValue: 4) }
        /// `dumbbell_waiter_carry`
        @_alwaysEmitIntoClient public static var dumbbellWaiterCarry: Self { Self(rawValue: 5) }
        /// `farmers_carry_walk_lunge`
        @_alwaysEmitIntoClient public static var farmersCarryWalkLunge: Self { Self(rawValue: 6) }
        /// `farmers_carry`
        @_alwaysEmitIntoClient public static var farmersCarry: Self { Self(rawValue: 7) }
        /// `farmers_carry_on_toes`
        @_alwaysEmitIntoClient public static var farmersCarryOnToes: Self { Self(rawValue: 8) }
    }
}

func makeType36() -> TypeProfile {
    TypeProfile(
        name: "carry_exercise_name", values: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        names: """
            bar_holds
            farmers_walk
            farmers_walk_on_toes
            hex_dumbbell_hold
            overhead_carry
            dumbbell_waiter_carry
            farmers_carry_walk_lunge
            farmers_carry
            farmers_carry_on_toes
            """)
}
