// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `climb_grading_scale`, with a name for each value the profile names.
    public struct ClimbGradingScale: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 40 }

        @_alwaysEmitIntoClient public static var yds: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var uiaa: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var french: Self { Self(rawValue: 2) }
        /// `british_adjectival`
        @_alwaysEmitIntoClient public static var britishAdjectival: Self { Self(rawValue: 3) }
        /// `british_technical`
        @_alwaysEmitIntoClient public static var britishTechnical: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var ewbank: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var brazilian: Self { Self(rawValue: 6) }
        @_alwaysEmitIntoClient public static var saxon: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var vermin: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var font: Self { Self(rawValue: 9) }
        @_alwaysEmitIntoClient public static var dankyu: Self { Self(rawValue: 10) }
        /// `yds_pm`
        @_alwaysEmitIntoClient public static var ydsPm: Self { Self(rawValue: 11) }
    }
}

func makeType40() -> TypeProfile {
    TypeProfile(
        name: "climb_grading_scale", values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
        names: """
            yds
            uiaa
            french
            british_adjectival
            british_technical
            ewbank
            brazilian
            saxon
            vermin
            font
            dankyu
            yds_pm
            """)
}
