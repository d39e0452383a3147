// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `tap_sensitivity`, with a name for each value the profile names.
    public struct TapSensitivity: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 186 }

        @_alwaysEmitIntoClient public static var high: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var medium: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var low: Self { Self(rawValue: 2) }
    }
}

func makeType186() -> TypeProfile {
    TypeProfile(
        name: "tap_sensitivity", values: [0, 1, 2],
        names: """
            high
            medium
            low
            """)
}
