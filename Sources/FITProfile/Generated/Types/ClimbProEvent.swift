// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `climb_pro_event`, with a name for each value the profile names.
    public struct ClimbProEvent: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 41 }

        @_alwaysEmitIntoClient public static var approach: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var start: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var complete: Self { Self(rawValue: 2) }
    }
}

func makeType41() -> TypeProfile {
    TypeProfile(
        name: "climb_pro_event", values: [0, 1, 2],
        names: """
            approach
            start
            complete
            """)
}
