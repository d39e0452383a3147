// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `checksum`, with a name for each value the profile names.
    public struct Checksum: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 38 }

        @_alwaysEmitIntoClient public static var clear: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var ok: Self { Self(rawValue: 1) }
    }
}

func makeType38() -> TypeProfile {
    TypeProfile(
        name: "checksum", values: [0, 1],
        names: """
            clear
            ok
            """)
}
