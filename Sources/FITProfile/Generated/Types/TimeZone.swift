// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `time_zone`, with a name for each value the profile names.
    public struct TimeZone: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 189 }

        @_alwaysEmitIntoClient public static var almaty: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var bangkok: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var bombay: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var brasilia: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var cairo: Self { Self(rawValue: 4) }
        /// `cape_verde_is`
        @_alwaysEmitIntoClient public static var capeVerdeIs: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var darwin: Self { Self(rawValue: 6) }
        @_alwaysEmitIntoClient public static var eniwetok: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var fiji: Self { Self(rawValue: 8) }
        /// `hong_kong`
        @_alwaysEmitIntoClient public static var hongKong: Self { Self(rawValue: 9) }
        @_alwaysEmitIntoClient public static var islamabad: Self { Self(rawValue: 10) }
        @_alwaysEmitIntoClient public static var kabul: Self { Self(rawValue: 11) }
        @_alwaysEmitIntoClient public static var magadan: Self { Self(rawValue: 12) }
        /// `mid_atlantic`
        @_alwaysEmitIntoClient public static var midAtlantic: Self { Self(rawValue: 13) }
        @_alwaysEmitIntoClient public static var moscow: Self { Self(rawValue: 14) }
        @_alwaysEmitIntoClient public static var muscat: Self { Self(rawValue: 15) }
        @_alwaysEmitIntoClient public static var newfoundland: Self { Self(rawValue: 16) }
        @_alwaysEmitIntoClient public static var samoa: Self { Self(rawValue: 17) }
        @_alwaysEmitIntoClient public static var sydney: Self { Self(rawValue: 18) }
        @_alwaysEmitIntoClient public static var tehran: Self { Self(rawValue: 19) }
        @_alwaysEmitIntoClient public static var tokyo: Self { Self(rawValue: 20) }
        /// `us_alaska`
        @_alwaysEmitIntoClient public static var usAlaska: Self { Self(rawValue: 21) }
        /// `us_atlantic`
        @_alwaysEmitIntoClient public static var usAtlantic: Self { Self(rawValue: 22) }
        /// `us_central`
        @_alwaysEmitIntoClient public static var usCentral: Self { Self(rawValue: 23) }
        /// `us_eastern`
        @_alwaysEmitIntoClient public static var usEastern: Self { Self(rawValue: 24) }
        /// `us_hawaii`
        @_alwaysEmitIntoClient public static var usHawaii: Self { Self(rawValue: 25) }
        /// `us_mountain`
        @_alwaysEmitIntoClient public static var usMountain: Self { Self(rawValue: 26) }
        /// `us_pacific`
        @_alwaysEmitIntoClient public static var usPacific: Self { Self(rawValue: 27) }
        @_alwaysEmitIntoClient public static var other: Self { Self(rawValue: 28) }
        @_alwaysEmitIntoClient public static var auckland: Self { Self(rawValue: 29) }
        @_alwaysEmitIntoClient public static var kathmandu: Self { Self(rawValue: 30) }
        /// `europe_western_wet`
        @_alwaysEmitIntoClient public static var europeWesternWet: Self { Self(rawValue: 31) }
        /// `europe_central_cet`
        @_alwaysEmitIntoClient public static var europeCentralCet: Self { Self(rawValue: 32) }
        /// `europe_eastern_eet`
        @_alwaysEmitIntoClient public static var europeEasternEet: Self { Self(rawValue: 33) }
        @_alwaysEmitIntoClient public static var jakarta: Self { Self(rawValue: 34) }
        @_alwaysEmitIntoClient public static var perth: Self { Self(rawValue: 35) }
        @_alwaysEmitIntoClient public static var adelaide: Self { Self(rawValue: 36) }
        @_alwaysEmitIntoClient public static var brisbane: Self { Self(rawValue: 37) }
        @_alwaysEmitIntoClient public static var tasmania: Self { Self(rawValue: 38) }
        @_alwaysEmitIntoClient public static var iceland: Self { Self(rawValue: 39) }
        @_alwaysEmitIntoClient public static var amsterdam: Self { Self(rawValue: 40) }
        @_alwaysEmitIntoClient public static var athens: Self { Self(rawValue: 41) }
        @_alwaysEmitIntoClient public static var barcelona: Self { Self(rawValue: 42) }
        @_alwaysEmitIntoClient public static var berlin: Self { Self(rawValue: 43) }
        @_alwaysEmitIntoClient public static var brussels: Self { Self(rawValue: 44) }
        @_alwaysEmitIntoClient public static var budapest: Self { Self(rawValue: 45) }
        @_alwaysEmitIntoClient public static var copenhagen: Self { Self(rawValue: 46) }
        @_alwaysEmitIntoClient public static var dublin: Self { Self(rawValue: 47) }
        @_alwaysEmitIntoClient public static var helsinki: Self { Self(rawValue: 48) }
        @_alwaysEmitIntoClient public static var lisbon: Self { Self(rawValue: 49) }
        @_alwaysEmitIntoClient public static var london: Self { Self(rawValue: 50) }
        @_alwaysEmitIntoClient public static var madrid: Self { Self(rawValue: 51) }
        @_alwaysEmitIntoClient public static var munich: Self { Self(rawValue: 52) }
        @_alwaysEmitIntoClient public static var oslo: Self { Self(rawValue: 53) }
        @_alwaysEmitIntoClient public static var paris: Self { Self(rawValue: 54) }
        @_alwaysEmitIntoClient public static var prague: Self { Self(rawValue: 55) }
        @_alwaysEmitIntoClient public static var reykjavik: Self { Self(rawValue: 56) }
        @_alwaysEmitIntoClient public static var rome: Self { Self(rawValue: 57) }
        @_alwaysEmitIntoClient public static var stockholm: Self { Self(rawValue: 58) }
        @_alwaysEmitIntoClient public static var vienna: Self { Self(rawValue: 59) }
        @_alwaysEmitIntoClient public static var warsaw: Self { Self(rawValue: 60) }
        @_alwaysEmitIntoClient public static var zurich: Self { Self(rawValue: 61) }
        @_alwaysEmitIntoClient public static var quebec: Self { Self(rawValue: 62) }
        @_alwaysEmitIntoClient public static var ontario: Self { Self(rawValue: 63) }
        @_alwaysEmitIntoClient public static var manitoba: Self { Self(rawValue: 64) }
        @_alwaysEmitIntoClient public static var saskatchewan: Self { Self(rawValue: 65) }
        @_alwaysEmitIntoClient public static var alberta: Self { Self(rawValue: 66) }
        /// `british_columbia`
        @_alwaysEmitIntoClient public static var britishColumbia: Self { Self(rawValue: 67) }
        @_alwaysEmitIntoClient public static var boise: Self { Self(rawValue: 68) }
        @_alwaysEmitIntoClient public static var boston: Self { Self(rawValue: 69) }
        @_alwaysEmitIntoClient public static var chicago: Self { Self(rawValue: 70) }
        @_alwaysEmitIntoClient public static var dallas: Self { Self(rawValue: 71) }
        @_alwaysEmitIntoClient public static var denver: Self { Self(rawValue: 72) }
        /// `kansas_city`
        @_alwaysEmitIntoClient public static var kansasCity: Self { Self(rawValue: 73) }
        /// `las_vegas`
        @_alwaysEmitIntoClient public static var lasVegas: Self { Self(rawValue: 74) }
        /// `los_angeles`
        @_alwaysEmitIntoClient public static var losAngeles: Self { Self(rawValue: 75) }
        @_alwaysEmitIntoClient public static var miami: Self { Self(rawValue: 76) }
        @_alwaysEmitIntoClient public static var minneapolis: Self { Self(rawValue: 77) }
        /// `new_york`
        @_alwaysEmitIntoClient public static var newYork: Self { Self(rawValue: 78) }
        /// `new_orleans`
        @_alwaysEmitIntoClient public static var newOrleans: Self { Self(rawValue: 79) }
        @_alwaysEmitIntoClient public static var phoenix: Self { Self(rawValue: 80) }
        /// `santa_fe`
        @_alwaysEmitIntoClient public static var santaFe: Self { Self(rawValue: 81) }
        @_alwaysEmitIntoClient public static var seattle: Self { Self(rawValue: 82) }
        /// `washington_dc`
        @_alwaysEmitIntoClient public static var washingtonDc: Self { Self(rawValue: 83) }
        /// `us_arizona`
        @_alwaysEmitIntoClient public static var usArizona: Self { Self(rawValue: 84) }
        @_alwaysEmitIntoClient public static var chita: Self { Self(rawValue: 85) }
        @_alwaysEmitIntoClient public static var ekaterinburg: Self { Self(rawValue: 86) }
        @_alwaysEmitIntoClient public static var irkutsk: Self { Self(rawValue: 87) }
        @_alwaysEmitIntoClient public static var kaliningrad: Self { Self(rawValue: 88) }
        @_alwaysEmitIntoClient public static var krasnoyarsk: Self { Self(rawValue: 89) }
        @_alwaysEmitIntoClient public static var novosibirsk: Self { Self(rawValue: 90) }
        /// `petropavlovsk_kamchatskiy`
        @_alwaysEmitIntoClient public static var petropavlovskKamchatskiy: Self { Self(rawValue: 91) }
        @_alwaysEmitIntoClient public static var samara: Self { Self(rawValue: 92) }
        @_alwaysEmitIntoClient public static var vladivostok: Self { Self(rawValue: 93) }
        /// `mexico_central`
        @_alwaysEmitIntoClient public static var mexicoCentral: Self { Self(rawValue: 94) }
        /// `mexico_mountain`
        @_alwaysEmitIntoClient public static var mexicoMountain: Self { Self(rawValue: 95) }
        /// `mexico_pacific`
        @_alwaysEmitIntoClient public static var mexicoPacific: Self { Self(rawValue: 96) }
        /// `cape_town`
        @_alwaysEmitIntoClient public static var capeTown: Self { Self(rawValue: 97) }
        @_alwaysEmitIntoClient public static var winkhoek: Self { Self(rawValue: 98) }
        @_alwaysEmitIntoClient public static var lagos: Self { Self(rawValue: 99) }
        @_alwaysEmitIntoClient public static var riyahd: Self { Self(rawValue: 100) }
        @_alwaysEmitIntoClient public static var venezuela: Self { Self(rawValue: 101) }
        /// `australia_lh`
        @_alwaysEmitIntoClient public static var australiaLh: Self { Self(rawValue: 102) }
        @_alwaysEmitIntoClient public static var santiago: Self { Self(rawValue: 103) }
        @_alwaysEmitIntoClient public static var manual: Self { Self(rawValue: 253) }
        @_alwaysEmitIntoClient public static var automatic: Self { Self(rawValue: 254) }
    }
}

func makeType189() -> TypeProfile {
    TypeProfile(
        name: "time_zone",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
            56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82,
            83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 253, 254
        ],
        names: """
            almaty
            bangkok
            bombay
            brasilia
            cairo
            cape_verde_is
            darwin
            eniwetok
            fiji
            hong_kong
            islamabad
            kabul
            magadan
            mid_atlantic
            moscow
            muscat
            newfoundland
            samoa
            sydney
            tehran
            tokyo
            us_alaska
            us_atlantic
            us_central
            us_eastern
            us_hawaii
            us_mountain
            us_pacific
            other
            auckland
            kathmandu
            europe_western_wet
            europe_central_cet
            europe_eastern_eet
            jakarta
            perth
            adelaide
            brisbane
            tasmania
            iceland
            amsterdam
            athens
            barcelona
            berlin
            brussels
            budapest
            copenhagen
            dublin
            helsinki
            lisbon
            london
            madrid
            munich
            oslo
            paris
            prague
            reykjavik
            rome
            stockholm
            vienna
            warsaw
            zurich
            quebec
            ontario
            manitoba
            saskatchewan
            alberta
            british_columbia
            boise
            boston
            chicago
            dallas
            denver
            kansas_city
            las_vegas
            los_angeles
            miami
            minneapolis
            new_york
            new_orleans
            phoenix
            santa_fe
            seattle
            washington_dc
            us_arizona
            chita
            ekaterinburg
            irkutsk
            kaliningrad
            krasnoyarsk
            novosibirsk
            petropavlovsk_kamchatskiy
            samara
            vladivostok
            mexico_central
            mexico_mountain
            mexico_pacific
            cape_town
            winkhoek
            lagos
            riyahd
            venezuela
            australia_lh
            santiago
            manual
            automatic
            """)
}
