// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `ant_network`, with a name for each value the profile names.
    public struct AntNetwork: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 7 }

        @_alwaysEmitIntoClient public static var `public`: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var antplus: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var antfs: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var `private`: Self { Self(rawValue: 3) }
    }
}

func makeType7() -> TypeProfile {
    TypeProfile(
        name: "ant_network", values: [0, 1, 2, 3],
        names: """
            public
            antplus
            antfs
            private
            """)
}
