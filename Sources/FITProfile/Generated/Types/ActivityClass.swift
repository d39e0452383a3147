// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `activity_class`, with a name for each value the profile names.
    public struct ActivityClass: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 1 }

        /// `level_max`
        @_alwaysEmitIntoClient public static var levelMax: Self { Self(rawValue: 100) }
        @_alwaysEmitIntoClient public static var level: Self { Self(rawValue: 127) }
        @_alwaysEmitIntoClient public static var athlete: Self { Self(rawValue: 128) }
    }
}

func makeType1() -> TypeProfile {
    TypeProfile(
        name: "activity_class", values: [100, 127, 128],
        names: """
            level_max
            level
            athlete
            """)
}
