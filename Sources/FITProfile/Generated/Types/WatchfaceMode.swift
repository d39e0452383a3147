// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `watchface_mode`, with a name for each value the profile names.
    public struct WatchfaceMode: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 201 }

        @_alwaysEmitIntoClient public static var digital: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var analog: Self { Self(rawValue: 1) }
        /// `connect_iq`
        @_alwaysEmitIntoClient public static var connectIq: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var disabled: Self { Self(rawValue: 3) }
    }
}

func makeType201() -> TypeProfile {
    TypeProfile(
        name: "watchface_mode", values: [0, 1, 2, 3],
        names: """
            digital
            analog
            connect_iq
            disabled
            """)
}
