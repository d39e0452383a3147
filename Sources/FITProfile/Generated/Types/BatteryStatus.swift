// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `battery_status`, with a name for each value the profile names.
    public struct BatteryStatus: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 19 }

        @_alwaysEmitIntoClient public static var new: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var good: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var ok: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var low: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var critical: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var charging: Self { Self(rawValue: 6) }
        @_alwaysEmitIntoClient public static var unknown: Self { Self(rawValue: 7) }
    }
}

func makeType19() -> TypeProfile {
    TypeProfile(
        name: "battery_status", values: [1, 2, 3, 4, 5, 6, 7],
        names: """
            new
            good
            ok
            low
            critical
            charging
            unknown
            """)
}
