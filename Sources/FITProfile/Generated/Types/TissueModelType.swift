// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `tissue_model_type`, with a name for each value the profile names.
    public struct TissueModelType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 192 }

        /// `zhl_16c`
        @_alwaysEmitIntoClient public static var zhl16c: Self { Self(rawValue: 0) }
    }
}

func makeType192() -> TypeProfile {
    TypeProfile(
        name: "tissue_model_type", values: [0],
        names: """
            zhl_16c
            """)
}
