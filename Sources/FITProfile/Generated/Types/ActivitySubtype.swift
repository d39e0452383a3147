// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `activity_subtype`, with a name for each value the profile names.
    public struct ActivitySubtype: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 3 }

        @_alwaysEmitIntoClient public static var generic: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var treadmill: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var street: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var trail: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var track: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var spin: Self { Self(rawValue: 5) }
        /// `indoor_cycling`
        @_alwaysEmitIntoClient public static var indoorCycling: Self { Self(rawValue: 6) }
        @_alwaysEmitIntoClient public static var road: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var mountain: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var downhill: Self { Self(rawValue: 9) }
        @_alwaysEmitIntoClient public static var recumbent: Self { Self(rawValue: 10) }
        @_alwaysEmitIntoClient public static var cyclocross: Self { Self(rawValue: 11) }
        /// `hand_cycling`
        @_alwaysEmitIntoClient public static var handCycling: Self { Self(rawValue: 12) }
        /// `track_cycling`
        @_alwaysEmitIntoClient public static var trackCycling: Self { Self(rawValue: 13) }
        /// `indoor_rowing`
        @_alwaysEmitIntoClient public static var indoorRowing: Self { Self(rawValue: 14) }
        @_alwaysEmitIntoClient public static var elliptical: Self { Self(rawValue: 15) }
        /// `stair_climbing`
        @_alwaysEmitIntoClient public static var stairClimbing: Self { Self(rawValue: 16) }
        /// `lap_swimming`
        @_alwaysEmitIntoClient public static var lapSwimming: Self { Self(rawValue: 17) }
        /// `open_water`
        @_alwaysEmitIntoClient public static var openWater: Self { Self(rawValue: 18) }
        @_alwaysEmitIntoClient public static var all: Self { Self(rawValue: 254) }
    }
}

func makeType3() -> TypeProfile {
    TypeProfile(
        name: "activity_subtype", values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 254],
        names: """
            generic
            treadmill
            street
            trail
            track
            spin
            indoor_cycling
            road
            mountain
            downhill
            recumbent
            cyclocross
            hand_cycling
            track_cycling
            indoor_rowing
            elliptical
            stair_climbing
            lap_swimming
            open_water
            all
            """)
}
