// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `manufacturer`, with a name for each value the profile names.
    public struct Manufacturer: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 121 }

        @_alwaysEmitIntoClient public static var garmin: Self { Self(rawValue: 1) }
        /// `garmin_fr405_antfs`
        @_alwaysEmitIntoClient public static var garminFr405Antfs: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var zephyr: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var dayton: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var idt: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var srm: Self { Self(rawValue: 6) }
        @_alwaysEmitIntoClient public static var quarq: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var ibike: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var saris: Self { Self(rawValue: 9) }
        /// `spark_hk`
        @_alwaysEmitIntoClient public static var sparkHk: Self { Self(rawValue: 10) }
        @_alwaysEmitIntoClient public static var tanita: Self { Self(rawValue: 11) }
        @_alwaysEmitIntoClient public static var echowell: Self { Self(rawValue: 12) }
        /// `dynastream_oem`
        @_alwaysEmitIntoClient public static var dynastreamOem: Self { Self(rawValue: 13) }
        @_alwaysEmitIntoClient public static var nautilus: Self { Self(rawValue: 14) }
        @_alwaysEmitIntoClient public static var dynastream: Self { Self(rawValue: 15) }
        @_alwaysEmitIntoClient public static var timex: Self { Self(rawValue: 16) }
        @_alwaysEmitIntoClient public static var metrigear: Self { Self(rawValue: 17) }
        @_alwaysEmitIntoClient public static var xelic: Self { Self(rawValue: 18) }
        @_alwaysEmitIntoClient public static var beurer: Self { Self(rawValue: 19) }
        @_alwaysEmitIntoClient public static var cardiosport: Self { Self(rawValue: 20) }
        /// `a_and_d`
        @_alwaysEmitIntoClient public static var aAndD: Self { Self(rawValue: 21) }
        @_alwaysEmitIntoClient public static var hmm: Self { Self(rawValue: 22) }
        @_alwaysEmitIntoClient public static var suunto: Self { Self(rawValue: 23) }
        /// `thita_elektronik`
        @_alwaysEmitIntoClient public static var thitaElektronik: Self { Self(rawValue: 24) }
        @_alwaysEmitIntoClient public static var gpulse: Self { Self(rawValue: 25) }
        /// `clean_mobile`
        @_alwaysEmitIntoClient public static var cleanMobile: Self { Self(rawValue: 26) }
        /// `pedal_brain`
        @_alwaysEmitIntoClient public static var pedalBrain: Self { Self(rawValue: 27) }
        @_alwaysEmitIntoClient public static var peaksware: Self { Self(rawValue: 28) }
        @_alwaysEmitIntoClient public static var saxonar: Self { Self(rawValue: 29) }
        /// `lemond_fitness`
        @_alwaysEmitIntoClient public static var lemondFitness: Self { Self(rawValue: 30) }
        @_alwaysEmitIntoClient public static var dexcom: Self { Self(rawValue: 31) }
        /// `wahoo_fitness`
        @_alwaysEmitIntoClient public static var wahooFitness: Self { Self(rawValue: 32) }
        /// `octane_fitness`
        @_alwaysEmitIntoClient public static var octaneFitness: Self { Self(rawValue: 33) }
        @_alwaysEmitIntoClient public static var archinoetics: Self { Self(rawValue: 34) }
        /// `the_hurt_box`
        @_alwaysEmitIntoClient public static var theHurtBox: Self { Self(rawValue: 35) }
        /// `citizen_systems`
        @_alwaysEmitIntoClient public static var citizenSystems: Self { Self(rawValue: 36) }
        @_alwaysEmitIntoClient public static var magellan: Self { Self(rawValue: 37) }
        @_alwaysEmitIntoClient public static var osynce: Self { Self(rawValue: 38) }
        @_alwaysEmitIntoClient public static var holux: Self { Self(rawValue: 39) }
        @_alwaysEmitIntoClient public static var concept2: Self { Self(rawValue: 40) }
        @_alwaysEmitIntoClient public static var shimano: Self { Self(rawValue: 41) }
        /// `one_giant_leap`
        @_alwaysEmitIntoClient public static var oneGiantLeap: Self { Self(rawValue: 42) }
        /// `ace_sensor`
        @_alwaysEmitIntoClient public static var aceSensor: Self { Self(rawValue: 43) }
        /// `brim_brothers`
        @_alwaysEmitIntoClient public static var brimBrothers: Self { Self(rawValue: 44) }
        @_alwaysEmitIntoClient public static var xplova: Self { Self(rawValue: 45) }
        /// `perception_digital`
        @_alwaysEmitIntoClient public static var perceptionDigital: Self { Self(rawValue: 46) }
        @_alwaysEmitIntoClient public static var bf1systems: Self { Self(rawValue: 47) }
        @_alwaysEmitIntoClient public static var pioneer: Self { Self(rawValue: 48) }
        @_alwaysEmitIntoClient public static var spantec: Self { Self(rawValue: 49) }
        @_alwaysEmitIntoClient public static var metalogics: Self { Self(rawValue: 50) }
        /// `4iiiis`
        @_alwaysEmitIntoClient public static var _4iiiis: Self { Self(rawValue: 51) }
        /// `seiko_epson`
        @_alwaysEmitIntoClient public static var seikoEpson: Self { Self(rawValue: 52) }
        /// `seiko_epson_oem`
        @_alwaysEmitIntoClient public static var seikoEpsonOem: Self { Self(rawValue: 53) }
        /// `ifor_powell`
        @_alwaysEmitIntoClient public static var iforPowell: Self { Self(rawValue: 54) }
        /// `maxwell_guider`
        @_alwaysEmitIntoClient public static var maxwellGuider: Self { Self(rawValue: 55) }
        /// `star_trac`
        @_alwaysEmitIntoClient public static var starTrac: Self { Self(rawValue: 56) }
        @_alwaysEmitIntoClient public static var breakaway: Self { Self(rawValue: 57) }
        /// `alatech_technology_ltd`
        @_alwaysEmitIntoClient public static var alatechTechnologyLtd: Self { Self(rawValue: 58) }
        /// `mio_technology_europe`
        @_alwaysEmitIntoClient public static var mioTechnologyEurope: Self { Self(rawValue: 59) }
        @_alwaysEmitIntoClient public static var rotor: Self { Self(rawValue: 60) }
        @_alwaysEmitIntoClient public static var geonaute: Self { Self(rawValue: 61) }
        /// `id_bike`
        @_alwaysEmitIntoClient public static var idBike: Self { Self(rawValue: 62) }
        @_alwaysEmitIntoClient public static var specialized: Self { Self(rawValue: 63) }
        @_alwaysEmitIntoClient public static var wtek: Self { Self(rawValue: 64) }
        /// `physical_enterprises`
        @_alwaysEmitIntoClient public static var physicalEnterprises: Self { Self(rawValue: 65) }
        /// `north_pole_engineering`
        @_alwaysEmitIntoClient public static var northPoleEngineering: Self { Self(rawValue: 66) }
        @_alwaysEmitIntoClient public static var bkool: Self { Self(rawValue: 67) }
        @_alwaysEmitIntoClient public static var cateye: Self { Self(rawValue: 68) }
        /// `stages_cycling`
        @_alwaysEmitIntoClient public static var stagesCycling: Self { Self(rawValue: 69) }
        @_alwaysEmitIntoClient public static var sigmasport: Self { Self(rawValue: 70) }
        @_alwaysEmitIntoClient public static var tomtom: Self { Self(rawValue: 71) }
        @_alwaysEmitIntoClient public static var peripedal: Self { Self(rawValue: 72) }
        @_alwaysEmitIntoClient public static var wattbike: Self { Self(rawValue: 73) }
        @_alwaysEmitIntoClient public static var moxy: Self { Self(rawValue: 76) }
        @_alwaysEmitIntoClient public static var ciclosport: Self { Self(rawValue: 77) }
        @_alwaysEmitIntoClient public static var powerbahn: Self { Self(rawValue: 78) }
        /// `acorn_projects_aps`
        @_alwaysEmitIntoClient public static var acornProjectsAps: Self { Self(rawValue: 79) }
        @_alwaysEmitIntoClient public static var lifebeam: Self { Self(rawValue: 80) }
        @_alwaysEmitIntoClient public static var bontrager: Self { Self(rawValue: 81) }
        @_alwaysEmitIntoClient public static var wellgo: Self { Self(rawValue: 82) }
        @_alwaysEmitIntoClient public static var scosche: Self { Self(rawValue: 83) }
        @_alwaysEmitIntoClient public static var magura: Self { Self(rawValue: 84) }
        @_alwaysEmitIntoClient public static var woodway: Self { Self(rawValue: 85) }
        @_alwaysEmitIntoClient public static var elite: Self { Self(rawValue: 86) }
        /// `nielsen_kellerman`
        @_alwaysEmitIntoClient public static var nielsenKellerman: Self { Self(rawValue: 87) }
        /// `dk_city`
        @_alwaysEmitIntoClient public static var dkCity: Self { Self(rawValue: 88) }
        @_alwaysEmitIntoClient public static var tacx: Self { Self(rawValue: 89) }
        /// `direction_technology`
        @_alwaysEmitIntoClient public static var directionTechnology: Self { Self(rawValue: 90) }
        @_alwaysEmitIntoClient public static var magtonic: Self { Self(rawValue: 91) }
        /// `1partcarbon`
        @_alwaysEmitIntoClient public static var _1partcarbon: Self { Self(rawValue: 92) }
        /// `inside_ride_technologies`
        @_alwaysEmitIntoClient public static var insideRideTechnologies: Self { Self(rawValue: 93) }
        /// `sound_of_motion`
        @_alwaysEmitIntoClient public static var soundOfMotion: Self { Self(rawValue: 94) }
        @_alwaysEmitIntoClient public static var stryd: Self { Self(rawValue: 95) }
        @_alwaysEmitIntoClient public static var icg: Self { Self(rawValue: 96) }
        /// `MiPulse`
        @_alwaysEmitIntoClient public static var miPulse: Self { Self(rawValue: 97) }
        /// `bsx_athletics`
        @_alwaysEmitIntoClient public static var bsxAthletics: Self { Self(rawValue: 98) }
        @_alwaysEmitIntoClient public static var look: Self { Self(rawValue: 99) }
        /// `campagnolo_srl`
        @_alwaysEmitIntoClient public static var campagnoloSrl: Self { Self(rawValue: 100) }
        /// `body_bike_smart`
        @_alwaysEmitIntoClient public static var bodyBikeSmart: Self { Self(rawValue: 101) }
        @_alwaysEmitIntoClient public static var praxisworks: Self { Self(rawValue: 102) }
        /// `limits_technology`
        @_alwaysEmitIntoClient public static var limitsTechnology: Self { Self(rawValue: 103) }
        /// `topaction_technology`
        @_alwaysEmitIntoClient public static var topactionTechnology: Self { Self(rawValue: 104) }
        @_alwaysEmitIntoClient public static var cosinuss: Self { Self(rawValue: 105) }
        @_alwaysEmitIntoClient public static var fitcare: Self { Self(rawValue: 106) }
        @_alwaysEmitIntoClient public static var magene: Self { Self(rawValue: 107) }
        /// `giant_manufacturing_co`
        @_alwaysEmitIntoClient public static var giantManufacturingCo: Self { Self(rawValue: 108) }
        @_alwaysEmitIntoClient public static var tigrasport: Self { Self(rawValue: 109) }
        @_alwaysEmitIntoClient public static var salutron: Self { Self(rawValue: 110) }
        @_alwaysEmitIntoClient public static var technogym: Self { Self(rawValue: 111) }
        /// `bryton_sensors`
        @_alwaysEmitIntoClient public static var brytonSensors: Self { Self(rawValue: 112) }
        /// `latitude_limited`
        @_alwaysEmitIntoClient public static var latitudeLimited: Self { Self(rawValue: 113) }
        /// `soaring_technology`
        @_alwaysEmitIntoClient public static var soaringTechnology: Self { Self(rawValue: 114) }
        @_alwaysEmitIntoClient public static var igpsport: Self { Self(rawValue: 115) }
        @_alwaysEmitIntoClient public static var thinkrider: Self { Self(rawValue: 116) }
        /// `gopher_sport`
        @_alwaysEmitIntoClient public static var gopherSport: Self { Self(rawValue: 117) }
        @_alwaysEmitIntoClient public static var waterrower: Self { Self(rawValue: 118) }
        @_alwaysEmitIntoClient public static var orangetheory: Self { Self(rawValue: 119) }
        @_alwaysEmitIntoClient public static var inpeak: Self { Self(rawValue: 120) }
        @_alwaysEmitIntoClient public static var kinetic: Self { Self(rawValue: 121) }
        /// `johnson_health_tech`
        @_alwaysEmitIntoClient public static var johnsonHealthTech: Self { Self(rawValue: 122) }
        /// `polar_electro`
        @_alwaysEmitIntoClient public static var polarElectro: Self { Self(rawValue: 123) }
        @_alwaysEmitIntoClient public static var seesense: Self { Self(rawValue: 124) }
        /// `nci_technology`
        @_alwaysEmitIntoClient public static var nciTechnology: Self { Self(rawValue: 125) }
        @_alwaysEmitIntoClient public static var iqsquare: Self { Self(rawValue: 126) }
        @_alwaysEmitIntoClient public static var leomo: Self { Self(rawValue: 127) }
        /// `ifit_com`
        @_alwaysEmitIntoClient public static var ifitCom: Self { Self(rawValue: 128) }
        /// `coros_byte`
        @_alwaysEmitIntoClient public static var corosByte: Self { Self(rawValue: 129) }
        /// `versa_design`
        @_alwaysEmitIntoClient public static var versaDesign: Self { Self(rawValue: 130) }
        @_alwaysEmitIntoClient public static var chileaf: Self { Self(rawValue: 131) }
        @_alwaysEmitIntoClient public static var cycplus: Self { Self(rawValue: 132) }
        /// `gravaa_byte`
        @_alwaysEmitIntoClient public static var gravaaByte: Self { Self(rawValue: 133) }
        @_alwaysEmitIntoClient public static var sigeyi: Self { Self(rawValue: 134) }
        @_alwaysEmitIntoClient public static var coospo: Self { Self(rawValue: 135) }
        @_alwaysEmitIntoClient public static var geoid: Self { Self(rawValue: 136) }
        @_alwaysEmitIntoClient public static var bosch: Self { Self(rawValue: 137) }
        @_alwaysEmitIntoClient public static var kyto: Self { Self(rawValue: 138) }
        /// `kinetic_sports`
        @_alwaysEmitIntoClient public static var kineticSports: Self { Self(rawValue: 139) }
        /// `decathlon_byte`
        @_alwaysEmitIntoClient public static var decathlonByte: Self { Self(rawValue: 140) }
        /// `tq_systems`
        @_alwaysEmitIntoClient public static var tqSystems: Self { Self(rawValue: 141) }
        /// `tag_heuer`
        @_alwaysEmitIntoClient public static var tagHeuer: Self { Self(rawValue: 142) }
        /// `keiser_fitness`
        @_alwaysEmitIntoClient public static var keiserFitness: Self { Self(rawValue: 143) }
        /// `zwift_byte`
        @_alwaysEmitIntoClient public static var zwiftByte: Self { Self(rawValue: 144) }
        /// `porsche_ep`
        @_alwaysEmitIntoClient public static var porscheEp: Self { Self(rawValue: 145) }
        @_alwaysEmitIntoClient public static var blackbird: Self { Self(rawValue: 146) }
        /// `meilan_byte`
        @_alwaysEmitIntoClient public static var meilanByte: Self { Self(rawValue: 147) }
        @_alwaysEmitIntoClient public static var ezon: Self { Self(rawValue: 148) }
        @_alwaysEmitIntoClient public static var laisi: Self { Self(rawValue: 149) }
        @_alwaysEmitIntoClient public static var myzone: Self { Self(rawValue: 150) }
        @_alwaysEmitIntoClient public static var abawo: Self { Self(rawValue: 151) }
        @_alwaysEmitIntoClient public static var bafang: Self { Self(rawValue: 152) }
        /// `luhong_technology`
        @_alwaysEmitIntoClient public static var luhongTechnology: Self { Self(rawValue: 153) }
        @_alwaysEmitIntoClient public static var development: Self { Self(rawValue: 255) }
        @_alwaysEmitIntoClient public static var healthandlife: Self { Self(rawValue: 257) }
        @_alwaysEmitIntoClient public static var lezyne: Self { Self(rawValue: 258) }
        /// `scribe_labs`
        @_alwaysEmitIntoClient public static var scribeLabs: Self { Self(rawValue: 259) }
        @_alwaysEmitIntoClient public static var zwift: Self { Self(rawValue: 260) }
        @_alwaysEmitIntoClient public static var watteam: Self { Self(rawValue: 261) }
        @_alwaysEmitIntoClient public static var recon: Self { Self(rawValue: 262) }
        /// `favero_electronics`
        @_alwaysEmitIntoClient public static var faveroElectronics: Self { Self(rawValue: 263) }
        @_alwaysEmitIntoClient public static var dynovelo: Self { Self(rawValue: 264) }
        @_alwaysEmitIntoClient public static var strava: Self { Self(rawValue: 265) }
        @_alwaysEmitIntoClient public static var precor: Self { Self(rawValue: 266) }
        @_alwaysEmitIntoClient public static var bryton: Self { Self(rawValue: 267) }
        @_alwaysEmitIntoClient public static var sram: Self { Self(rawValue: 268) }
        @_alwaysEmitIntoClient public static var navman: Self { Self(rawValue: 269) }
        @_alwaysEmitIntoClient public static var cobi: Self { Self(rawValue: 270) }
        @_alwaysEmitIntoClient public static var spivi: Self { Self(rawValue: 271) }
        /// `mio_magellan`
        @_alwaysEmitIntoClient public static var mioMagellan: Self { Self(rawValue: 272) }
        @_alwaysEmitIntoClient public static var evesports: Self { Self(rawValue: 273) }
        /// `sensitivus_gauge`
        @_alwaysEmitIntoClient public static var sensitivusGauge: Self { Self(rawValue: 274) }
        @_alwaysEmitIntoClient public static var podoon: Self { Self(rawValue: 275) }
        /// `life_time_fitness`
        @_alwaysEmitIntoClient public static var lifeTimeFitness: Self { Self(rawValue: 276) }
        /// `falco_e_motors`
        @_alwaysEmitIntoClient public static var falcoEMotors: Self { Self(rawValue: 277) }
        @_alwaysEmitIntoClient public static var minoura: Self { Self(rawValue: 278) }
        @_alwaysEmitIntoClient public static var cycliq: Self { Self(rawValue: 279) }
        @_alwaysEmitIntoClient public static var luxottica: Self { Self(rawValue: 280) }
        /// `trainer_road`
        @_alwaysEmitIntoClient public static var trainerRoad: Self { Self(rawValue: 281) }
        /// `the_sufferfest`
        @_alwaysEmitIntoClient public static var theSufferfest: Self { Self(rawValue: 282) }
        @_alwaysEmitIntoClient public static var fullspeedahead: Self { Self(rawValue: 283) }
        @_alwaysEmitIntoClient public static var virtualtraining: Self { Self(rawValue: 284) }
        @_alwaysEmitIntoClient public static var feedbacksports: Self { Self(rawValue: 285) }
        @_alwaysEmitIntoClient public static var omata: Self { Self(rawValue: 286) }
        @_alwaysEmitIntoClient public static var vdo: Self { Self(rawValue: 287) }
        @_alwaysEmitIntoClient public static var magneticdays: Self { Self(rawValue: 288) }
        @_alwaysEmitIntoClient public static var hammerhead: Self { Self(rawValue: 289) }
        /// `kinetic_by_kurt`
        @_alwaysEmitIntoClient public static var kineticByKurt: Self { Self(rawValue: 290) }
        @_alwaysEmitIntoClient public static var shapelog: Self { Self(rawValue: 291) }
        @_alwaysEmitIntoClient public static var dabuziduo: Self { Self(rawValue: 292) }
        @_alwaysEmitIntoClient public static var jetblack: Self { Self(rawValue: 293) }
        @_alwaysEmitIntoClient public static var coros: Self { Self(rawValue: 294) }
        @_alwaysEmitIntoClient public static var virtugo: Self { Self(rawValue: 295) }
        @_alwaysEmitIntoClient public static var velosense: Self { Self(rawValue: 296) }
        @_alwaysEmitIntoClient public static var cycligentinc: Self { Self(rawValue: 297) }
        @_alwaysEmitIntoClient public static var trailforks: Self { Self(rawValue: 298) }
        /// `mahle_ebikemotion`
        @_alwaysEmitIntoClient public static var mahleEbikemotion: Self { Self(rawValue: 299) }
        @_alwaysEmitIntoClient public static var nurvv: Self { Self(rawValue: 300) }
        @_alwaysEmitIntoClient public static var microprogram: Self { Self(rawValue: 301) }
        @_alwaysEmitIntoClient public static var zone5cloud: Self { Self(rawValue: 302) }
        @_alwaysEmitIntoClient public static var greenteg: Self { Self(rawValue: 303) }
        /// `yamaha_motors`
        @_alwaysEmitIntoClient public static var yamahaMotors: Self { Self(rawValue: 304) }
        @_alwaysEmitIntoClient public static var whoop: Self { Self(rawValue: 305) }
        @_alwaysEmitIntoClient public static var gravaa: Self { Self(rawValue: 306) }
        @_alwaysEmitIntoClient public static var onelap: Self { Self(rawValue: 307) }
        /// `monark_exercise`
        @_alwaysEmitIntoClient public static var monarkExercise: Self { Self(rawValue: 308) }
        @_alwaysEmitIntoClient public static var form: Self { Self(rawValue: 309) }
        @_alwaysEmitIntoClient public static var decathlon: Self { Self(rawValue: 310) }
        @_alwaysEmitIntoClient public static var syncros: Self { Self(rawValue: 311) }
        @_alwaysEmitIntoClient public static var heatup: Self { Self(rawValue: 312) }
        @_alwaysEmitIntoClient public static var cannondale: Self { Self(rawValue: 313) }
        /// `true_fitness`
        @_alwaysEmitIntoClient public static var trueFitness: Self { Self(rawValue: 314) }
        /// `RGT_cycling`
        @_alwaysEmitIntoClient public static var rgtCycling: Self { Self(rawValue: 315) }
        @_alwaysEmitIntoClient public static var vasa: Self { Self(rawValue: 316) }
        /// `race_republic`
        @_alwaysEmitIntoClient public static var raceRepublic: Self { Self(rawValue: 317) }
        @_alwaysEmitIntoClient public static var fazua: Self { Self(rawValue: 318) }
        /// `oreka_training`
        @_alwaysEmitIntoClient public static var orekaTraining: Self { Self(rawValue: 319) }
        @_alwaysEmitIntoClient public static var lsec: Self { Self(rawValue: 320) }
        /// `lululemon_studio`
        @_alwaysEmitIntoClient public static var lululemonStudio: Self { Self(rawValue: 321) }
        @_alwaysEmitIntoClient public static var shanyue: Self { Self(rawValue: 322) }
        /// `spinning_mda`
        @_alwaysEmitIntoClient public static var spinningMda: Self { Self(rawValue: 323) }
        @_alwaysEmitIntoClient public static var hilldating: Self { Self(rawValue: 324) }
        /// `aero_sensor`
        @_alwaysEmitIntoClient public static var aeroSensor: Self { Self(rawValue: 325) }
        @_alwaysEmitIntoClient public static var nike: Self { Self(rawValue: 326) }
        @_alwaysEmitIntoClient public static var magicshine: Self { Self(rawValue: 327) }
        @_alwaysEmitIntoClient public static var ictrainer: Self { Self(rawValue: 328) }
        /// `absolute_cycling`
        @_alwaysEmitIntoClient public static var absoluteCycling: Self { Self(rawValue: 329) }
        /// `eo_swimbetter`
        @_alwaysEmitIntoClient public static var eoSwimbetter: Self { Self(rawValue: 330) }
        @_alwaysEmitIntoClient public static var mywhoosh: Self { Self(rawValue: 331) }
        @_alwaysEmitIntoClient public static var ravemen: Self { Self(rawValue: 332) }
        /// `tektro_racing_products`
        @_alwaysEmitIntoClient public static var tektroRacingProducts: Self { Self(rawValue: 333) }
        /// `darad_innovation_corporation`
        @_alwaysEmitIntoClient public static var daradInnovationCorporation: Self { Self(rawValue: 334) }
        @_alwaysEmitIntoClient public static var cycloptim: Self { Self(rawValue: 335) }
        @_alwaysEmitIntoClient public static var runna: Self { Self(rawValue: 337) }
        @_alwaysEmitIntoClient public static var zepp: Self { Self(rawValue: 339) }
        @_alwaysEmitIntoClient public static var peloton: Self { Self(rawValue: 340) }
        @_alwaysEmitIntoClient public static var carv: Self { Self(rawValue: 341) }
        @_alwaysEmitIntoClient public static var tissot: Self { Self(rawValue: 342) }
        /// `real_velo`
        @_alwaysEmitIntoClient public static var realVelo: Self { Self(rawValue: 345) }
        @_alwaysEmitIntoClient public static var wetech: Self { Self(rawValue: 346) }
        @_alwaysEmitIntoClient public static var jespr: Self { Self(rawValue: 347) }
        @_alwaysEmitIntoClient public static var huawei: Self { Self(rawValue: 348) }
        @_alwaysEmitIntoClient public static var gotoes: Self { Self(rawValue: 349) }
        /// `cadence_app`
        @_alwaysEmitIntoClient public static var cadenceApp: Self { Self(rawValue: 350) }
        /// `una_watch`
        @_alwaysEmitIntoClient public static var unaWatch: Self { Self(rawValue: 351) }
        @_alwaysEmitIntoClient public static var tymewear: Self { Self(rawValue: 352) }
        /// `exposure_lights`
        @_alwaysEmitIntoClient public static var exposureLights: Self { Self(rawValue: 353) }
        /// `forto_cycling`
        @_alwaysEmitIntoClient public static var fortoCycling: Self { Self(rawValue: 354) }
        @_alwaysEmitIntoClient public static var actigraphcorp: Self { Self(rawValue: 5759) }
    }
}

func makeType121() -> TypeProfile {
    TypeProfile(
        name: "manufacturer",
        values: [
            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
            30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56,
            57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85,
            86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109,
            110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130,
            131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151,
            152, 153, 255, 257, 258, 259, 260, 261, 262, 263, 264, 265, 266, 267, 268, 269, 270, 271, 272, 273, 274,
            275, 276, 277, 278, 279, 280, 281, 282, 283, 284, 285, 286, 287, 288, 289, 290, 291, 292, 293, 294, 295,
            296, 297, 298, 299, 300, 301, 302, 303, 304, 305, 306, 307, 308, 309, 310, 311, 312, 313, 314, 315, 316,
            317, 318, 319, 320, 321, 322, 323, 324, 325, 326, 327, 328, 329, 330, 331, 332, 333, 334, 335, 337, 339,
            340, 341, 342, 345, 346, 347, 348, 349, 350, 351, 352, 353, 354, 5759
        ],
        names: """
            garmin
            garmin_fr405_antfs
            zephyr
            dayton
            idt
            srm
            quarq
            ibike
            saris
            spark_hk
            tanita
            echowell
            dynastream_oem
            nautilus
            dynastream
            timex
            metrigear
            xelic
            beurer
            cardiosport
            a_and_d
            hmm
            suunto
            thita_elektronik
            gpulse
            clean_mobile
            pedal_brain
            peaksware
            saxonar
            lemond_fitness
            dexcom
            wahoo_fitness
            octane_fitness
            archinoetics
            the_hurt_box
            citizen_systems
            magellan
            osynce
            holux
            concept2
            shimano
            one_giant_leap
            ace_sensor
            brim_brothers
            xplova
            perception_digital
            bf1systems
            pioneer
            spantec
            metalogics
            4iiiis
            seiko_epson
            seiko_epson_oem
            ifor_powell
            maxwell_guider
            star_trac
            breakaway
            alatech_technology_ltd
            mio_technology_europe
            rotor
            geonaute
            id_bike
            specialized
            wtek
            physical_enterprises
            north_pole_engineering
            bkool
            cateye
            stages_cycling
            sigmasport
            tomtom
            peripedal
            wattbike
            moxy
            ciclosport
            powerbahn
            acorn_projects_aps
            lifebeam
            bontrager
            wellgo
            scosche
            magura
            woodway
            elite
            nielsen_kellerman
            dk_city
            tacx
            direction_technology
            magtonic
            1partcarbon
            inside_ride_technologies
            sound_of_motion
            stryd
            icg
            MiPulse
            bsx_athletics
            look
            campagnolo_srl
            body_bike_smart
            praxisworks
            limits_technology
            topaction_technology
            cosinuss
            fitcare
            magene
            giant_manufacturing_co
            tigrasport
            salutron
            technogym
            bryton_sensors
            latitude_limited
            soaring_technology
            igpsport
            thinkrider
            gopher_sport
            waterrower
            orangetheory
            inpeak
            kinetic
            johnson_health_tech
            polar_electro
            seesense
            nci_technology
            iqsquare
            leomo
            ifit_com
            coros_byte
            versa_design
            chileaf
            cycplus
            gravaa_byte
            sigeyi
            coospo
            geoid
            bosch
            kyto
            kinetic_sports
            decathlon_byte
            tq_systems
            tag_heuer
            keiser_fitness
            zwift_byte
            porsche_ep
            blackbird
            meilan_byte
            ezon
            laisi
            myzone
            abawo
            bafang
            luhong_technology
            development
            healthandlife
            lezyne
            scribe_labs
            zwift
            watteam
            recon
            favero_electronics
            dynovelo
            strava
            precor
            bryton
            sram
            navman
            cobi
            spivi
            mio_magellan
            evesports
            sensitivus_gauge
            podoon
            life_time_fitness
            falco_e_motors
            minoura
            cycliq
            luxottica
            trainer_road
            the_sufferfest
            fullspeedahead
            virtualtraining
            feedbacksports
            omata
            vdo
            magneticdays
            hammerhead
            kinetic_by_kurt
            shapelog
            dabuziduo
            jetblack
            coros
            virtugo
            velosense
            cycligentinc
            trailforks
            mahle_ebikemotion
            nurvv
            microprogram
            zone5cloud
            greenteg
            yamaha_motors
            whoop
            gravaa
            onelap
            monark_exercise
            form
            decathlon
            syncros
            heatup
            cannondale
            true_fitness
            RGT_cycling
            vasa
            race_republic
            fazua
            oreka_training
            lsec
            lululemon_studio
            shanyue
            spinning_mda
            hilldating
            aero_sensor
            nike
            magicshine
            ictrainer
            absolute_cycling
            eo_swimbetter
            mywhoosh
            ravemen
            tektro_racing_products
            darad_innovation_corporation
            cycloptim
            runna
            zepp
            peloton
            carv
            tissot
            real_velo
            wetech
            jespr
            huawei
            gotoes
            cadence_app
            una_watch
            tymewear
            exposure_lights
            forto_cycling
            actigraphcorp
            """)
}
