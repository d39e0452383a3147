// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `auto_activity_detect`, with a name for each value the profile names.
    public struct AutoActivityDetect: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 12 }

        @_alwaysEmitIntoClient public static var none: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var running: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var cycling: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var swimming: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var walking: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var elliptical: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var sedentary: Self { Self(rawValue: 1024) }
    }
}

func makeType12() -> TypeProfile {
    TypeProfile(
        name: "auto_activity_detect", values: [0, 1, 2, 4, 8, 32, 1024],
        names: """
            none
            running
            cycling
            swimming
            walking
            elliptical
            sedentary
            """)
}
