// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `course_capabilities`, with a name for each value the profile names.
    public struct CourseCapabilities: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 45 }

        @_alwaysEmitIntoClient public static var processed: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var valid: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var time: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var distance: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var position: Self { Self(rawValue: 16) }
        /// `heart_rate`
        @_alwaysEmitIntoClient public static var heartRate: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var power: Self { Self(rawValue: 64) }
        @_alwaysEmitIntoClient public static var cadence: Self { Self(rawValue: 128) }
        @_alwaysEmitIntoClient public static var training: Self { Self(rawValue: 256) }
        @_alwaysEmitIntoClient public static var navigation: Self { Self(rawValue: 512) }
        @_alwaysEmitIntoClient public static var bikeway: Self { Self(rawValue: 1024) }
        @_alwaysEmitIntoClient public static var aviation: Self { Self(rawValue: 4096) }
    }
}

func makeType45() -> TypeProfile {
    TypeProfile(
        name: "course_capabilities", values: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 4096],
        names: """
            processed
            valid
            time
            distance
            position
            heart_rate
            power
            cadence
            training
            navigation
            bikeway
            aviation
            """)
}
