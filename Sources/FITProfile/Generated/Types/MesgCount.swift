// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `mesg_count`, with a name for each value the profile names.
    public struct MesgCount: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 125 }

        /// `num_per_file`
        @_alwaysEmitIntoClient public static var numPerFile: Self { Self(rawValue: 0) }
        /// `max_per_file`
        @_alwaysEmitIntoClient public static var maxPerFile: Self { Self(rawValue: 1) }
        /// `max_per_file_type`
        @_alwaysEmitIntoClient public static var maxPerFileType: Self { Self(rawValue: 2) }
    }
}

func makeType125() -> TypeProfile {
    TypeProfile(
        name: "mesg_count", values: [0, 1, 2],
        names: """
            num_per_file
            max_per_file
            max_per_file_type
            """)
}
