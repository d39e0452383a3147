// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `localtime_into_day`, with a name for each value the profile names.
    public struct LocaltimeIntoDay: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 119 }

    }
}

func makeType119() -> TypeProfile {
    TypeProfile(
        name: "localtime_into_day", values: [],
        names: """
            """)
}
