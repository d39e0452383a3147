// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `segment_delete_status`, with a name for each value the profile names.
    public struct SegmentDeleteStatus: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 149 }

        /// `do_not_delete`
        @_alwaysEmitIntoClient public static var doNotDelete: Self { Self(rawValue: 0) }
        /// `delete_one`
        @_alwaysEmitIntoClient public static var deleteOne: Self { Self(rawValue: 1) }
        /// `delete_all`
        @_alwaysEmitIntoClient public static var deleteAll: Self { Self(rawValue: 2) }
    }
}

func makeType149() -> TypeProfile {
    TypeProfile(
        name: "segment_delete_status", values: [0, 1, 2],
        names: """
            do_not_delete
            delete_one
            delete_all
            """)
}
