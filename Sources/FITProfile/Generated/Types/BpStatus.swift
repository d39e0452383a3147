// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `bp_status`, with a name for each value the profile names.
    public struct BpStatus: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 28 }

        /// `no_error`
        @_alwaysEmitIntoClient public static var noError: Self { Self(rawValue: 0) }
        /// `error_incomplete_data`
        @_alwaysEmitIntoClient public static var errorIncompleteData: Self { Self(rawValue: 1) }
        /// `error_no_measurement`
        @_alwaysEmitIntoClient public static var errorNoMeasurement: Self { Self(rawValue: 2) }
        /// `error_data_out_of_range`
        @_alwaysEmitIntoClient public static var errorDataOutOfRange: Self { Self(rawValue: 3) }
        /// `error_irregular_heart_rate`
        @_alwaysEmitIntoClient public static var errorIrregularHeartRate: Self { Self(rawValue: 4) }
    }
}

func makeType28() -> TypeProfile {
    TypeProfile(
        name: "bp_status", values: [0, 1, 2, 3, 4],
        names: """
            no_error
            error_incomplete_data
            error_no_measurement
            error_data_out_of_range
            error_irregular_heart_rate
            """)
}
