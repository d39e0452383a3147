// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `workout_capabilities`, with a name for each value the profile names.
    public struct WorkoutCapabilities: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 210 }

        @_alwaysEmitIntoClient public static var interval: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var custom: Self { Self(rawValue: 2) }
        /// `fitness_equipment`
        @_alwaysEmitIntoClient public static var fitnessEquipment: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var firstbeat: Self { Self(rawValue: 8) }
        /// `new_leaf`
        @_alwaysEmitIntoClient public static var newLeaf: Self { Self(rawValue: 16) }
        @_alwaysEmitIntoClient public static var tcx: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var speed: Self { Self(rawValue: 128) }
        /// `heart_rate`
        @_alwaysEmitIntoClient public static var heartRate: Self { Self(rawValue: 256) }
        @_alwaysEmitIntoClient public static var distance: Self { Self(rawValue: 512) }
        @_alwaysEmitIntoClient public static var cadence: Self { Self(rawValue: 1024) }
        @_alwaysEmitIntoClient public static var power: Self { Self(rawValue: 2048) }
        @_alwaysEmitIntoClient public static var grade: Self { Self(rawValue: 4096) }
        @_alwaysEmitIntoClient public static var resistance: Self { Self(rawValue: 8192) }
        @_alwaysEmitIntoClient public static var protected: Self { Self(rawValue: 16384) }
    }
}

func makeType210() -> TypeProfile {
    TypeProfile(
        name: "workout_capabilities", values: [1, 2, 4, 8, 16, 32, 128, 256, 512, 1024, 2048, 4096, 8192, 16384],
        names: """
            interval
            custom
            fitness_equipment
            firstbeat
            new_leaf
            tcx
            speed
            heart_rate
            distance
            cadence
            power
            grade
            resistance
            protected
            """)
}
