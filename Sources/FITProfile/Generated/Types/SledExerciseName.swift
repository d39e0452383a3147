// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `sled_exercise_name`, with a name for each value the profile names.
    public struct SledExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 161 }

        /// `backward_drag`
        @_alwaysEmitIntoClient public static var backwardDrag: Self { Self(rawValue: 0) }
        /// `chest_press`
        @_alwaysEmitIntoClient public static var chestPress: Self { Self(rawValue: 1) }
        /// `forward_drag`
        @_alwaysEmitIntoClient public static var forwardDrag: Self { Self(rawValue: 2) }
        /// `low_push`
        @_alwaysEmitIntoClient public static var lowPush: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var push: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var row: Self { Self(rawValue: 5) }
    }
}

func makeType161() -> TypeProfile {
    TypeProfile(
        name: "sled_exercise_name", values: [0, 1, 2, 3, 4, 5],
        names: """
            backward_drag
            chest_press
            forward_drag
            low_push
            push
            row
            """)
}
