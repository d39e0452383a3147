// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `display_position`, with a name for each value the profile names.
    public struct DisplayPosition: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 59 }

        @_alwaysEmitIntoClient public static var degree: Self { Self(rawValue: 0) }
        /// `degree_minute`
        @_alwaysEmitIntoClient public static var degreeMinute: Self { Self(rawValue: 1) }
        /// `degree_minute_second`
        @_alwaysEmitIntoClient public static var degreeMinuteSecond: Self { Self(rawValue: 2) }
        /// `austrian_grid`
        @_alwaysEmitIntoClient public static var austrianGrid: Self { Self(rawValue: 3) }
        /// `british_grid`
        @_alwaysEmitIntoClient public static var britishGrid: Self { Self(rawValue: 4) }
        /// `dutch_grid`
        @_alwaysEmitIntoClient public static var dutchGrid: Self { Self(rawValue: 5) }
        /// `hungarian_grid`
        @_alwaysEmitIntoClient public static var hungarianGrid: Self { Self(rawValue: 6) }
        /// `finnish_grid`
        @_alwaysEmitIntoClient public static var finnishGrid: Self { Self(rawValue: 7) }
        /// `german_grid`
        @_alwaysEmitIntoClient public static var germanGrid: Self { Self(rawValue: 8) }
        /// `icelandic_grid`
        @_alwaysEmitIntoClient public static var icelandicGrid: Self { Self(rawValue: 9) }
        /// `indonesian_equatorial`
        @_alwaysEmitIntoClient public static var indonesianEquatorial: Self { Self(rawValue: 10) }
        /// `indonesian_irian`
        @_alwaysEmitIntoClient public static var indonesianIrian: Self { Self(rawValue: 11) }
        /// `indonesian_southern`
        @_alwaysEmitIntoClient public static var indonesianSouthern: Self { Self(rawValue: 12) }
        /// `india_zone_0`
        @_alwaysEmitIntoClient public static var indiaZone0: Self { Self(rawValue: 13) }
        /// `india_zone_IA`
        @_alwaysEmitIntoClient public static var indiaZoneIA: Self { Self(rawValue: 14) }
        /// `india_zone_IB`
        @_alwaysEmitIntoClient public static var indiaZoneIB: Self { Self(rawValue: 15) }
        /// `india_zone_IIA`
        @_alwaysEmitIntoClient public static var indiaZoneIIA: Self { Self(rawValue: 16) }
        /// `india_zone_IIB`
        @_alwaysEmitIntoClient public static var indiaZoneIIB: Self { Self(rawValue: 17) }
        /// `india_zone_IIIA`
        @_alwaysEmitIntoClient public static var indiaZoneIIIA: Self { Self(rawValue: 18) }
        /// `india_zone_IIIB`
        @_alwaysEmitIntoClient public static var indiaZoneIIIB: Self { Self(rawValue: 19) }
        /// `india_zone_IVA`
        @_alwaysEmitIntoClient public static var indiaZoneIVA: Self { Self(rawValue: 20) }
        /// `india_zone_IVB`
        @_alwaysEmitIntoClient public static var indiaZoneIVB: Self { Self(rawValue: 21) }
        /// `irish_transverse`
        @_alwaysEmitIntoClient public static var irishTransverse: Self { Self(rawValue: 22) }
        /// `irish_grid`
        @_alwaysEmitIntoClient public static var irishGrid: Self { Self(rawValue: 23) }
        @_alwaysEmitIntoClient public static var loran: Self { Self(rawValue: 24) }
        /// `maidenhead_grid`
        @_alwaysEmitIntoClient public static var maidenheadGrid: Self { Self(rawValue: 25) }
        /// `mgrs_grid`
        @_alwaysEmitIntoClient public static var mgrsGrid: Self { Self(rawValue: 26) }
        /// `new_zealand_grid`
        @_alwaysEmitIntoClient public static var newZealandGrid: Self { Self(rawValue: 27) }
        /// `new_zealand_transverse`
        @_alwaysEmitIntoClient public static var newZealandTransverse: Self { Self(rawValue: 28) }
        /// `qatar_grid`
        @_alwaysEmitIntoClient public static var qatarGrid: Self { Self(rawValue: 29) }
        /// `modified_swedish_grid`
        @_alwaysEmitIntoClient public static var modifiedSwedishGrid: Self { Self(rawValue: 30) }
        /// `swedish_grid`
        @_alwaysEmitIntoClient public static var swedishGrid: Self { Self(rawValue: 31) }
        /// `south_african_grid`
        @_alwaysEmitIntoClient public static var southAfricanGrid: Self { Self(rawValue: 32) }
        /// `swiss_grid`
        @_alwaysEmitIntoClient public static var swissGrid: Self { Self(rawValue: 33) }
        /// `taiwan_grid`
        @_alwaysEmitIntoClient public static var taiwanGrid: Self { Self(rawValue: 34) }
        /// `united_states_grid`
        @_alwaysEmitIntoClient public static var unitedStatesGrid: Self { Self(rawValue: 35) }
        /// `utm_ups_grid`
        @_alwaysEmitIntoClient public static var utmUpsGrid: Self { Self(rawValue: 36) }
        /// `west_malayan`
        @_alwaysEmitIntoClient public static var westMalayan: Self { Self(rawValue: 37) }
        /// `borneo_rso`
        @_alwaysEmitIntoClient public static var borneoRso: Self { Self(rawValue: 38) }
        /// `estonian_grid`
        @_alwaysEmitIntoClient public static var estonianGrid: Self { Self(rawValue: 39) }
        /// `latvian_grid`
        @_alwaysEmitIntoClient public static var latvianGrid: Self { Self(rawValue: 40) }
        /// `swedish_ref_99_grid`
        @_alwaysEmitIntoClient public static var swedishRef99Grid: Self { Self(rawValue: 41) }
    }
}

func makeType59() -> TypeProfile {
    TypeProfile(
        name: "display_position",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41
        ],
        names: """
            degree
            degree_minute
            degree_minute_second
            austrian_grid
            british_grid
            dutch_grid
            hungarian_grid
            finnish_grid
            german_grid
            icelandic_grid
            indonesian_equatorial
            indonesian_irian
            indonesian_southern
            india_zone_0
            india_zone_IA
            india_zone_IB
            india_zone_IIA
            india_zone_IIB
            india_zone_IIIA
            india_zone_IIIB
            india_zone_IVA
            india_zone_IVB
            irish_transverse
            irish_grid
            loran
            maidenhead_grid
            mgrs_grid
            new_zealand_grid
            new_zealand_transverse
            qatar_grid
            modified_swedish_grid
            swedish_grid
            south_african_grid
            swiss_grid
            taiwan_grid
            united_states_grid
            utm_ups_grid
            west_malayan
            borneo_rso
            estonian_grid
            latvian_grid
            swedish_ref_99_grid
            """)
}
