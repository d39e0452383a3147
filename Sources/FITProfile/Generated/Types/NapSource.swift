// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `nap_source`, with a name for each value the profile names.
    public struct NapSource: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 130 }

        @_alwaysEmitIntoClient public static var automatic: Self { Self(rawValue: 0) }
        /// `manual_device`
        @_alwaysEmitIntoClient public static var manualDevice: Self { Self(rawValue: 1) }
        /// `manual_gc`
        @_alwaysEmitIntoClient public static var manualGc: Self { Self(rawValue: 2) }
    }
}

func makeType130() -> TypeProfile {
    TypeProfile(
        name: "nap_source", values: [0, 1, 2],
        names: """
            automatic
            manual_device
            manual_gc
            """)
}
