// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `weight`, with a name for each value the profile names.
    public struct Weight: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 207 }

        @_alwaysEmitIntoClient public static var calculating: Self { Self(rawValue: 65534) }
    }
}

func makeType207() -> TypeProfile {
    TypeProfile(
        name: "weight", values: [65534],
        names: """
            calculating
            """)
}
