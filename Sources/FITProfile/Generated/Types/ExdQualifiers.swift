// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `exd_qualifiers`, with a name for each value the profile names.
    public struct ExdQualifiers: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 75 }

        /// `no_qualifier`
        @_alwaysEmitIntoClient public static var noQualifier: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var instantaneous: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var average: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var lap: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var maximum: Self { Self(rawValue: 4) }
        /// `maximum_average`
        @_alwaysEmitIntoClient public static var maximumAverage: Self { Self(rawValue: 5) }
        /// `maximum_lap`
        @_alwaysEmitIntoClient public static var maximumLap: Self { Self(rawValue: 6) }
        /// `last_lap`
        @_alwaysEmitIntoClient public static var lastLap: Self { Self(rawValue: 7) }
        /// `average_lap`
        @_alwaysEmitIntoClient public static var averageLap: Self { Self(rawValue: 8) }
        /// `to_destination`
        @_alwaysEmitIntoClient public static var toDestination: Self { Self(rawValue: 9) }
        /// `to_go`
        @_alwaysEmitIntoClient public static var toGo: Self { Self(rawValue: 10) }
        /// `to_next`
        @_alwaysEmitIntoClient public static var toNext: Self { Self(rawValue: 11) }
        /// `next_course_point`
        @_alwaysEmitIntoClient public static var nextCoursePoint: Self { Self(rawValue: 12) }
        @_alwaysEmitIntoClient public static var total: Self { Self(rawValue: 13) }
        /// `three_second_average`
        @_alwaysEmitIntoClient public static var threeSecondAverage: Self { Self(rawValue: 14) }
        /// `ten_second_average`
        @_alwaysEmitIntoClient public static var tenSecondAverage: Self { Self(rawValue: 15) }
        /// `thirty_second_average`
        @_alwaysEmitIntoClient public static var thirtySecondAverage: Self { Self(rawValue: 16) }
        /// `percent_maximum`
        @_alwaysEmitIntoClient public static var percentMaximum: Self { Self(rawValue: 17) }
        /// `percent_maximum_average`
        @_alwaysEmitIntoClient public static var percentMaximumAverage: Self { Self(rawValue: 18) }
        /// `lap_percent_maximum`
        @_alwaysEmitIntoClient public static var lapPercentMaximum: Self { Self(rawValue: 19) }
        @_alwaysEmitIntoClient public static var elapsed: Self { Self(rawValue: 20) }
        @_alwaysEmitIntoClient public static var sunrise: Self { Self(rawValue: 21) }
        @_alwaysEmitIntoClient public static var sunset: Self { Self(rawValue: 22) }
        /// `compared_to_virtual_partner`
        @_alwaysEmitIntoClient public static var comparedToVirtualPartner: Self { Self(rawValue: 23) }
        /// `maximum_24h`
        @_alwaysEmitIntoClient public static var maximum24h: Self { Self(rawValue: 24) }
        /// `minimum_24h`
        @_alwaysEmitIntoClient public static var minimum24h: Self { Self(rawValue: 25) }
        @_alwaysEmitIntoClient public static var minimum: Self { Self(rawValue: 26) }
        @_alwaysEmitIntoClient public static var first: Self { Self(rawValue: 27) }
        @_alwaysEmitIntoClient public static var second: Self { Self(rawValue: 28) }
        @_alwaysEmitIntoClient public static var third: Self { Self(rawValue: 29) }
        @_alwaysEmitIntoClient public static var shifter: Self { Self(rawValue: 30) }
        /// `last_sport`
        @_alwaysEmitIntoClient public static var lastSport: Self { Self(rawValue: 31) }
        @_alwaysEmitIntoClient public static var moving: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var stopped: Self { Self(rawValue: 33) }
        /// `estimated_total`
        @_alwaysEmitIntoClient public static var estimatedTotal: Self { Self(rawValue: 34) }
        /// `zone_9`
        @_alwaysEmitIntoClient public static var zone9: Self { Self(rawValue: 242) }
        /// `zone_8`
        @_alwaysEmitIntoClient public static var zone8: Self { Self(rawValue: 243) }
        /// `zone_7`
        @_alwaysEmitIntoClient public static var zone7: Self { Self(rawValue: 244) }
        /// `zone_6`
        @_alwaysEmitIntoClient public static var zone6: Self { Self(rawValue: 245) }
        /// `zone_5`
        @_alwaysEmitIntoClient public static var zone5: Self { Self(rawValue: 246) }
        /// `zone_4`
        @_alwaysEmitIntoClient public static var zone4: Self { Self(rawValue: 247) }
        /// `zone_3`
        @_alwaysEmitIntoClient public static var zone3: Self { Self(rawValue: 248) }
        /// `zone_2`
        @_alwaysEmitIntoClient public static var zone2: Self { Self(rawValue: 249) }
        /// `zone_1`
        @_alwaysEmitIntoClient public static var zone1: Self { Self(rawValue: 250) }
    }
}

func makeType75() -> TypeProfile {
    TypeProfile(
        name: "exd_qualifiers",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 242, 243, 244, 245, 246, 247, 248, 249, 250
        ],
        names: """
            no_qualifier
            instantaneous
            average
            lap
            maximum
            maximum_average
            maximum_lap
            last_lap
            average_lap
            to_destination
            to_go
            to_next
            next_course_point
            total
            three_second_average
            ten_second_average
            thirty_second_average
            percent_maximum
            percent_maximum_average
            lap_percent_maximum
            elapsed
            sunrise
            sunset
            compared_to_virtual_partner
            maximum_24h
            minimum_24h
            minimum
            first
            second
            third
            shifter
            last_sport
            moving
            stopped
            estimated_total
            zone_9
            zone_8
            zone_7
            zone_6
            zone_5
            zone_4
            zone_3
            zone_2
            zone_1
            """)
}
