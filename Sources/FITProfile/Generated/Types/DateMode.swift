// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `date_mode`, with a name for each value the profile names.
    public struct DateMode: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 50 }

        /// `day_month`
        @_alwaysEmitIntoClient public static var dayMonth: Self { Self(rawValue: 0) }
        /// `month_day`
        @_alwaysEmitIntoClient public static var monthDay: Self { Self(rawValue: 1) }
    }
}

func makeType50() -> TypeProfile {
    TypeProfile(
        name: "date_mode", values: [0, 1],
        names: """
            day_month
            month_day
            """)
}
