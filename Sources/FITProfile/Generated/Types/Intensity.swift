// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `intensity`, with a name for each value the profile names.
    public struct Intensity: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 102 }

        @_alwaysEmitIntoClient public static var active: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var rest: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var warmup: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var cooldown: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var recovery: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var interval: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var other: Self { Self(rawValue: 6) }
    }
}

func makeType102() -> TypeProfile {
    TypeProfile(
        name: "intensity", values: [0, 1, 2, 3, 4, 5, 6],
        names: """
            active
            rest
            warmup
            cooldown
            recovery
            interval
            other
            """)
}
