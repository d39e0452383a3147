// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `gender`, with a name for each value the profile names.
    public struct Gender: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 89 }

        @_alwaysEmitIntoClient public static var female: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var male: Self { Self(rawValue: 1) }
    }
}

func makeType89() -> TypeProfile {
    TypeProfile(
        name: "gender", values: [0, 1],
        names: """
            female
            male
            """)
}
