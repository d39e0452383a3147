// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `tone`, with a name for each value the profile names.
    public struct Tone: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 193 }

        @_alwaysEmitIntoClient public static var off: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var tone: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var vibrate: Self { Self(rawValue: 2) }
        /// `tone_and_vibrate`
        @_alwaysEmitIntoClient public static var toneAndVibrate: Self { Self(rawValue: 3) }
    }
}

func makeType193() -> TypeProfile {
    TypeProfile(
        name: "tone", values: [0, 1, 2, 3],
        names: """
            off
            tone
            vibrate
            tone_and_vibrate
            """)
}
