// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `date_time`, with a name for each value the profile names.
    public struct DateTime: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 51 }

        @_alwaysEmitIntoClient public static var min: Self { Self(rawValue: 268435456) }
    }
}

func makeType51() -> TypeProfile {
    TypeProfile(
        name: "date_time", values: [268435456],
        names: """
            min
            """)
}
