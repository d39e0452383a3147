// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `split_status`, with a name for each value the profile names.
    public struct SplitStatus: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 166 }

        @_alwaysEmitIntoClient public static var failure: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var success: Self { Self(rawValue: 1) }
        /// `climb_attempted`
        @_alwaysEmitIntoClient public static var climbAttempted: Self { Self(rawValue: 2) }
        /// `climb_completed`
        @_alwaysEmitIntoClient public static var climbCompleted: Self { Self(rawValue: 3) }
    }
}

func makeType166() -> TypeProfile {
    TypeProfile(
        name: "split_status", values: [0, 1, 2, 3],
        names: """
            failure
            success
            climb_attempted
            climb_completed
            """)
}
