// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `message_index`, with a name for each value the profile names.
    public struct MessageIndex: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 127 }

        @_alwaysEmitIntoClient public static var mask: Self { Self(rawValue: 4095) }
        @_alwaysEmitIntoClient public static var reserved: Self { Self(rawValue: 28672) }
        @_alwaysEmitIntoClient public static var selected: Self { Self(rawValue: 32768) }
    }
}

func makeType127() -> TypeProfile {
    TypeProfile(
        name: "message_index", values: [4095, 28672, 32768],
        names: """
            mask
            reserved
            selected
            """)
}
