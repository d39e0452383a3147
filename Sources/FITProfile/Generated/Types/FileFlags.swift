// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `file_flags`, with a name for each value the profile names.
    public struct FileFlags: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 79 }

        @_alwaysEmitIntoClient public static var read: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var write: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var erase: Self { Self(rawValue: 8) }
    }
}

func makeType79() -> TypeProfile {
    TypeProfile(
        name: "file_flags", values: [2, 4, 8],
        names: """
            read
            write
            erase
            """)
}
