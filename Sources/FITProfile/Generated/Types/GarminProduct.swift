// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `garmin_product`, with a name for each value the profile names.
    public struct GarminProduct: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 87 }

        @_alwaysEmitIntoClient public static var hrm1: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var axh01: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var axb01: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var axb02: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var hrm2ss: Self { Self(rawValue: 5) }
        /// `dsi_alf02`
        @_alwaysEmitIntoClient public static var dsiAlf02: Self { Self(rawValue: 6) }
        @_alwaysEmitIntoClient public static var hrm3ss: Self { Self(rawValue: 7) }
        /// `hrm_run_single_byte_product_id`
        @_alwaysEmitIntoClient public static var hrmRunSingleByteProductId: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var bsm: Self { Self(rawValue: 9) }
        @_alwaysEmitIntoClient public static var bcm: Self { Self(rawValue: 10) }
        @_alwaysEmitIntoClient public static var axs01: Self { Self(rawValue: 11) }
        /// `hrm_tri_single_byte_product_id`
        @_alwaysEmitIntoClient public static var hrmTriSingleByteProductId: Self { Self(rawValue: 12) }
        /// `hrm4_run_single_byte_product_id`
        @_alwaysEmitIntoClient public static var hrm4RunSingleByteProductId: Self { Self(rawValue: 13) }
        /// `fr225_single_byte_product_id`
        @_alwaysEmitIntoClient public static var fr225SingleByteProductId: Self { Self(rawValue: 14) }
        /// `gen3_bsm_single_byte_product_id`
        @_alwaysEmitIntoClient public static var gen3BsmSingleByteProductId: Self { Self(rawValue: 15) }
        /// `gen3_bcm_single_byte_product_id`
        @_alwaysEmitIntoClient public static var gen3BcmSingleByteProductId: Self { Self(rawValue: 16) }
        /// `hrm_fit_single_byte_product_id`
        @_alwaysEmitIntoClient public static var hrmFitSingleByteProductId: Self { Self(rawValue: 22) }
        /// `OHR`
        @_alwaysEmitIntoClient public static var ohr: Self { Self(rawValue: 255) }
        /// `fr301_china`
        @_alwaysEmitIntoClient public static var fr301China: Self { Self(rawValue: 473) }
        /// `fr301_japan`
        @_alwaysEmitIntoClient public static var fr301Japan: Self { Self(rawValue: 474) }
        /// `fr301_korea`
        @_alwaysEmitIntoClient public static var fr301Korea: Self { Self(rawValue: 475) }
        /// `fr301_taiwan`
        @_alwaysEmitIntoClient public static var fr301Taiwan: Self { Self(rawValue: 494) }
        @_alwaysEmitIntoClient public static var fr405: Self { Self(rawValue: 717) }
        @_alwaysEmitIntoClient public static var fr50: Self { Self(rawValue: 782) }
        /// `fr405_japan`
        @_alwaysEmitIntoClient public static var fr405Japan: Self { Self(rawValue: 987) }
        @_alwaysEmitIntoClient public static var fr60: Self { Self(rawValue: 988) }
        /// `dsi_alf01`
        @_alwaysEmitIntoClient public static var dsiAlf01: Self { Self(rawValue: 1011) }
        @_alwaysEmitIntoClient public static var fr310xt: Self { Self(rawValue: 1018) }
        @_alwaysEmitIntoClient public static var edge500: Self { Self(rawValue: 1036) }
        @_alwaysEmitIntoClient public static var fr110: Self { Self(rawValue: 1124) }
        @_alwaysEmitIntoClient public static var edge800: Self { Self(rawValue: 1169) }
        /// `edge500_taiwan`
        @_alwaysEmitIntoClient public static var edge500Taiwan: Self { Self(rawValue: 1199) }
        /// `edge500_japan`
        @_alwaysEmitIntoClient public static var edge500Japan: Self { Self(rawValue: 1213) }
        @_alwaysEmitIntoClient public static var chirp: Self { Self(rawValue: 1253) }
        /// `fr110_japan`
        @_alwaysEmitIntoClient public static var fr110Japan: Self { Self(rawValue: 1274) }
        @_alwaysEmitIntoClient public static var edge200: Self { Self(rawValue: 1325) }
        @_alwaysEmitIntoClient public static var fr910xt: Self { Self(rawValue: 1328) }
        /// `edge800_taiwan`
        @_alwaysEmitIntoClient public static var edge800Taiwan: Self { Self(rawValue: 1333) }
        /// `edge800_japan`
        @_alwaysEmitIntoClient public static var edge800Japan: Self { Self(rawValue: 1334) }
        @_alwaysEmitIntoClient public static var alf04: Self { Self(rawValue: 1341) }
        @_alwaysEmitIntoClient public static var fr610: Self { Self(rawValue: 1345) }
        /// `fr210_japan`
        @_alwaysEmitIntoClient public static var fr210Japan: Self { Self(rawValue: 1360) }
        /// `vector_ss`
        @_alwaysEmitIntoClient public static var vectorSs: Self { Self(rawValue: 1380) }
        /// `vector_cp`
        @_alwaysEmitIntoClient public static var vectorCp: Self { Self(rawValue: 1381) }
        /// `edge800_china`
        @_alwaysEmitIntoClient public static var edge800China: Self { Self(rawValue: 1386) }
        /// `edge500_china`
        @_alwaysEmitIntoClient public static var edge500China: Self { Self(rawValue: 1387) }
        /// `approach_g10`
        @_alwaysEmitIntoClient public static var approachG10: Self { Self(rawValue: 1405) }
        /// `fr610_japan`
        @_alwaysEmitIntoClient public static var fr610Japan: Self { Self(rawValue: 1410) }
        /// `edge500_korea`
        @_alwaysEmitIntoClient public static var edge500Korea: Self { Self(rawValue: 1422) }
        @_alwaysEmitIntoClient public static var fr70: Self { Self(rawValue: 1436) }
        /// `fr310xt_4t`
        @_alwaysEmitIntoClient public static var fr310xt4t: Self { Self(rawValue: 1446) }
        @_alwaysEmitIntoClient public static var amx: Self { Self(rawValue: 1461) }
        @_alwaysEmitIntoClient public static var fr10: Self { Self(rawValue: 1482) }
        /// `edge800_korea`
        @_alwaysEmitIntoClient public static var edge800Korea: Self { Self(rawValue: 1497) }
        @_alwaysEmitIntoClient public static var swim: Self { Self(rawValue: 1499) }
        /// `fr910xt_china`
        @_alwaysEmitIntoClient public static var fr910xtChina: Self { Self(rawValue: 1537) }
        @_alwaysEmitIntoClient public static var fenix: Self { Self(rawValue: 1551) }
        /// `edge200_taiwan`
        @_alwaysEmitIntoClient public static var edge200Taiwan: Self { Self(rawValue: 1555) }
        @_alwaysEmitIntoClient public static var edge510: Self { Self(rawValue: 1561) }
        @_alwaysEmitIntoClient public static var edge810: Self { Self(rawValue: 1567) }
        @_alwaysEmitIntoClient public static var tempe: Self { Self(rawValue: 1570) }
        /// `fr910xt_japan`
        @_alwaysEmitIntoClient public static var fr910xtJapan: Self { Self(rawValue: 1600) }
        @_alwaysEmitIntoClient public static var fr620: Self { Self(rawValue: 1623) }
        @_alwaysEmitIntoClient public static var fr220: Self { Self(rawValue: 1632) }
        /// `fr910xt_korea`
        @_alwaysEmitIntoClient public static var fr910xtKorea: Self { Self(rawValue: 1664) }
        /// `fr10_japan`
        @_alwaysEmitIntoClient public static var fr10Japan: Self { Self(rawValue: 1688) }
        /// `edge810_japan`
        @_alwaysEmitIntoClient public static var edge810Japan: Self { Self(rawValue: 1721) }
        /// `virb_elite`
        @_alwaysEmitIntoClient public static var virbElite: Self { Self(rawValue: 1735) }
        /// `edge_touring`
        @_alwaysEmitIntoClient public static var edgeTouring: Self { Self(rawValue: 1736) }
        /// `edge510_japan`
        @_alwaysEmitIntoClient public static var edge510Japan: Self { Self(rawValue: 1742) }
        /// `hrm_tri`
        @_alwaysEmitIntoClient public static var hrmTri: Self { Self(rawValue: 1743) }
        /// `hrm_run`
        @_alwaysEmitIntoClient public static var hrmRun: Self { Self(rawValue: 1752) }
        @_alwaysEmitIntoClient public static var fr920xt: Self { Self(rawValue: 1765) }
        /// `edge510_asia`
        @_alwaysEmitIntoClient public static var edge510Asia: Self { Self(rawValue: 1821) }
        /// `edge810_china`
        @_alwaysEmitIntoClient public static var edge810China: Self { Self(rawValue: 1822) }
        /// `edge810_taiwan`
        @_alwaysEmitIntoClient public static var edge810Taiwan: Self { Self(rawValue: 1823) }
        @_alwaysEmitIntoClient public static var edge1000: Self { Self(rawValue: 1836) }
        /// `vivo_fit`
        @_alwaysEmitIntoClient public static var vivoFit: Self { Self(rawValue: 1837) }
        /// `virb_remote`
        @_alwaysEmitIntoClient public static var virbRemote: Self { Self(rawValue: 1853) }
        /// `vivo_ki`
        @_alwaysEmitIntoClient public static var vivoKi: Self { Self(rawValue: 1885) }
        @_alwaysEmitIntoClient public static var fr15: Self { Self(rawValue: 1903) }
        /// `vivo_active`
        @_alwaysEmitIntoClient public static var vivoActive: Self { Self(rawValue: 1907) }
        /// `edge510_korea`
        @_alwaysEmitIntoClient public static var edge510Korea: Self { Self(rawValue: 1918) }
        /// `fr620_japan`
        @_alwaysEmitIntoClient public static var fr620Japan: Self { Self(rawValue: 1928) }
        /// `fr620_china`
        @_alwaysEmitIntoClient public static var fr620China: Self { Self(rawValue: 1929) }
        /// `fr220_japan`
        @_alwaysEmitIntoClient public static var fr220Japan: Self { Self(rawValue: 1930) }
        /// `fr220_china`
        @_alwaysEmitIntoClient public static var fr220China: Self { Self(rawValue: 1931) }
        /// `approach_s6`
        @_alwaysEmitIntoClient public static var approachS6: Self { Self(rawValue: 1936) }
        /// `vivo_smart`
        @_alwaysEmitIntoClient public static var vivoSmart: Self { Self(rawValue: 1956) }
        @_alwaysEmitIntoClient public static var fenix2: Self { Self(rawValue: 1967) }
        @_alwaysEmitIntoClient public static var epix: Self { Self(rawValue: 1988) }
        @_alwaysEmitIntoClient public static var fenix3: Self { Self(rawValue: 2050) }
        /// `edge1000_taiwan`
        @_alwaysEmitIntoClient public static var edge1000Taiwan: Self { Self(rawValue: 2052) }
        /// `edge1000_japan`
        @_alwaysEmitIntoClient public static var edge1000Japan: Self { Self(rawValue: 2053) }
        /// `fr15_japan`
        @_alwaysEmitIntoClient public static var fr15Japan: Self { Self(rawValue: 2061) }
        @_alwaysEmitIntoClient public static var edge520: Self { Self(rawValue: 2067) }
        /// `edge1000_china`
        @_alwaysEmitIntoClient public static var edge1000China: Self { Self(rawValue: 2070) }
        /// `fr620_russia`
        @_alwaysEmitIntoClient public static var fr620Russia: Self { Self(rawValue: 2072) }
        /// `fr220_russia`
        @_alwaysEmitIntoClient public static var fr220Russia: Self { Self(rawValue: 2073) }
        /// `vector_s`
        @_alwaysEmitIntoClient public static var vectorS: Self { Self(rawValue: 2079) }
        /// `edge1000_korea`
        @_alwaysEmitIntoClient public static var edge1000Korea: Self { Self(rawValue: 2100) }
        /// `fr920xt_taiwan`
        @_alwaysEmitIntoClient public static var fr920xtTaiwan: Self { Self(rawValue: 2130) }
        /// `fr920xt_china`
        @_alwaysEmitIntoClient public static var fr920xtChina: Self { Self(rawValue: 2131) }
        /// `fr920xt_japan`
        @_alwaysEmitIntoClient public static var fr920xtJapan: Self { Self(rawValue: 2132) }
        @_alwaysEmitIntoClient public static var virbx: Self { Self(rawValue: 2134) }
        /// `vivo_smart_apac`
        @_alwaysEmitIntoClient public static var vivoSmartApac: Self { Self(rawValue: 2135) }
        /// `etrex_touch`
        @_alwaysEmitIntoClient public static var etrexTouch: Self { Self(rawValue: 2140) }
        @_alwaysEmitIntoClient public static var edge25: Self { Self(rawValue: 2147) }
        @_alwaysEmitIntoClient public static var fr25: Self { Self(rawValue: 2148) }
        /// `vivo_fit2`
        @_alwaysEmitIntoClient public static var vivoFit2: Self { Self(rawValue: 2150) }
        @_alwaysEmitIntoClient public static var fr225: Self { Self(rawValue: 2153) }
        @_alwaysEmitIntoClient public static var fr630: Self { Self(rawValue: 2156) }
        @_alwaysEmitIntoClient public static var fr230: Self { Self(rawValue: 2157) }
        @_alwaysEmitIntoClient public static var fr735xt: Self { Self(rawValue: 2158) }
        /// `vivo_active_apac`
        @_alwaysEmitIntoClient public static var vivoActiveApac: Self { Self(rawValue: 2160) }
        /// `vector_2`
        @_alwaysEmitIntoClient public static var vector2: Self { Self(rawValue: 2161) }
        /// `vector_2s`
        @_alwaysEmitIntoClient public static var vector2s: Self { Self(rawValue: 2162) }
        @_alwaysEmitIntoClient public static var virbxe: Self { Self(rawValue: 2172) }
        /// `fr620_taiwan`
        @_alwaysEmitIntoClient public static var fr620Taiwan: Self { Self(rawValue: 2173) }
        /// `fr220_taiwan`
        @_alwaysEmitIntoClient public static var fr220Taiwan: Self { Self(rawValue: 2174) }
        @_alwaysEmitIntoClient public static var truswing: Self { Self(rawValue: 2175) }
        @_alwaysEmitIntoClient public static var d2airvenu: Self { Self(rawValue: 2187) }
        /// `fenix3_china`
        @_alwaysEmitIntoClient public static var fenix3China: Self { Self(rawValue: 2188) }
        /// `fenix3_twn`
        @_alwaysEmitIntoClient public static var fenix3Twn: Self { Self(rawValue: 2189) }
        /// `varia_headlight`
        @_alwaysEmitIntoClient public static var variaHeadlight: Self { Self(rawValue: 2192) }
        /// `varia_taillight_old`
        @_alwaysEmitIntoClient public static var variaTaillightOld: Self { Self(rawValue: 2193) }
        /// `edge_explore_1000`
        @_alwaysEmitIntoClient public static var edgeExplore1000: Self { Self(rawValue: 2204) }
        /// `fr225_asia`
        @_alwaysEmitIntoClient public static var fr225Asia: Self { Self(rawValue: 2219) }
        /// `varia_radar_taillight`
        @_alwaysEmitIntoClient public static var variaRadarTaillight: Self { Self(rawValue: 2225) }
        /// `varia_radar_display`
        @_alwaysEmitIntoClient public static var variaRadarDisplay: Self { Self(rawValue: 2226) }
        @_alwaysEmitIntoClient public static var edge20: Self { Self(rawValue: 2238) }
        /// `edge520_asia`
        @_alwaysEmitIntoClient public static var edge520Asia: Self { Self(rawValue: 2260) }
        /// `edge520_japan`
        @_alwaysEmitIntoClient public static var edge520Japan: Self { Self(rawValue: 2261) }
        /// `d2_bravo`
        @_alwaysEmitIntoClient public static var d2Bravo: Self { Self(rawValue: 2262) }
        /// `approach_s20`
        @_alwaysEmitIntoClient public static var approachS20: Self { Self(rawValue: 2266) }
        /// `vivo_smart2`
        @_alwaysEmitIntoClient public static var vivoSmart2: Self { Self(rawValue: 2271) }
        /// `edge1000_thai`
        @_alwaysEmitIntoClient public static var edge1000Thai: Self { Self(rawValue: 2274) }
        /// `varia_remote`
        @_alwaysEmitIntoClient public static var variaRemote: Self { Self(rawValue: 2276) }
        /// `edge25_asia`
        @_alwaysEmitIntoClient public static var edge25Asia: Self { Self(rawValue: 2288) }
        /// `edge25_jpn`
        @_alwaysEmitIntoClient public static var edge25Jpn: Self { Self(rawValue: 2289) }
        /// `edge20_asia`
        @_alwaysEmitIntoClient public static var edge20Asia: Self { Self(rawValue: 2290) }
        /// `approach_x40`
        @_alwaysEmitIntoClient public static var approachX40: Self { Self(rawValue: 2292) }
        /// `fenix3_japan`
        @_alwaysEmitIntoClient public static var fenix3Japan: Self { Self(rawValue: 2293) }
        /// `vivo_smart_emea`
        @_alwaysEmitIntoClient public static var vivoSmartEmea: Self { Self(rawValue: 2294) }
        /// `fr630_asia`
        @_alwaysEmitIntoClient public static var fr630Asia: Self { Self(rawValue: 2310) }
        /// `fr630_jpn`
        @_alwaysEmitIntoClient public static var fr630Jpn: Self { Self(rawValue: 2311) }
        /// `fr230_jpn`
        @_alwaysEmitIntoClient public static var fr230Jpn: Self { Self(rawValue: 2313) }
        /// `hrm4_run`
        @_alwaysEmitIntoClient public static var hrm4Run: Self { Self(rawValue: 2327) }
        /// `epix_japan`
        @_alwaysEmitIntoClient public static var epixJapan: Self { Self(rawValue: 2332) }
        /// `vivo_active_hr`
        @_alwaysEmitIntoClient public static var vivoActiveHr: Self { Self(rawValue: 2337) }
        /// `vivo_smart_gps_hr`
        @_alwaysEmitIntoClient public static var vivoSmartGpsHr: Self { Self(rawValue: 2347) }
        /// `vivo_smart_hr`
        @_alwaysEmitIntoClient public static var vivoSmartHr: Self { Self(rawValue: 2348) }
        /// `vivo_smart_hr_asia`
        @_alwaysEmitIntoClient public static var vivoSmartHrAsia: Self { Self(rawValue: 2361) }
        /// `vivo_smart_gps_hr_asia`
        @_alwaysEmitIntoClient public static var vivoSmartGpsHrAsia: Self { Self(rawValue: 2362) }
        /// `vivo_move`
        @_alwaysEmitIntoClient public static var vivoMove: Self { Self(rawValue: 2368) }
        /// `varia_taillight`
        @_alwaysEmitIntoClient public static var variaTaillight: Self { Self(rawValue: 2379) }
        /// `fr235_asia`
        @_alwaysEmitIntoClient public static var fr235Asia: Self { Self(rawValue: 2396) }
        /// `fr235_japan`
        @_alwaysEmitIntoClient public static var fr235Japan: Self { Self(rawValue: 2397) }
        /// `varia_vision`
        @_alwaysEmitIntoClient public static var variaVision: Self { Self(rawValue: 2398) }
        /// `vivo_fit3`
        @_alwaysEmitIntoClient public static var vivoFit3: Self { Self(rawValue: 2406) }
        /// `fenix3_korea`
        @_alwaysEmitIntoClient public static var fenix3Korea: Self { Self(rawValue: 2407) }
        /// `fenix3_sea`
        @_alwaysEmitIntoClient public static var fenix3Sea: Self { Self(rawValue: 2408) }
        /// `fenix3_hr`
        @_alwaysEmitIntoClient public static var fenix3Hr: Self { Self(rawValue: 2413) }
        /// `virb_ultra_30`
        @_alwaysEmitIntoClient public static var virbUltra30: Self { Self(rawValue: 2417) }
        /// `index_smart_scale`
        @_alwaysEmitIntoClient public static var indexSmartScale: Self { Self(rawValue: 2429) }
        @_alwaysEmitIntoClient public static var fr235: Self { Self(rawValue: 2431) }
        /// `fenix3_chronos`
        @_alwaysEmitIntoClient public static var fenix3Chronos: Self { Self(rawValue: 2432) }
        @_alwaysEmitIntoClient public static var oregon7xx: Self { Self(rawValue: 2441) }
        @_alwaysEmitIntoClient public static var rino7xx: Self { Self(rawValue: 2444) }
        /// `epix_korea`
        @_alwaysEmitIntoClient public static var epixKorea: Self { Self(rawValue: 2457) }
        /// `fenix3_hr_chn`
        @_alwaysEmitIntoClient public static var fenix3HrChn: Self { Self(rawValue: 2473) }
        /// `fenix3_hr_twn`
        @_alwaysEmitIntoClient public static var fenix3HrTwn: Self { Self(rawValue: 2474) }
        /// `fenix3_hr_jpn`
        @_alwaysEmitIntoClient public static var fenix3HrJpn: Self { Self(rawValue: 2475) }
        /// `fenix3_hr_sea`
        @_alwaysEmitIntoClient public static var fenix3HrSea: Self { Self(rawValue: 2476) }
        /// `fenix3_hr_kor`
        @_alwaysEmitIntoClient public static var fenix3HrKor: Self { Self(rawValue: 2477) }
        @_alwaysEmitIntoClient public static var nautix: Self { Self(rawValue: 2496) }
        /// `vivo_active_hr_apac`
        @_alwaysEmitIntoClient public static var vivoActiveHrApac: Self { Self(rawValue: 2497) }
        @_alwaysEmitIntoClient public static var fr35: Self { Self(rawValue: 2503) }
        /// `oregon7xx_ww`
        @_alwaysEmitIntoClient public static var oregon7xxWw: Self { Self(rawValue: 2512) }
        /// `edge_820`
        @_alwaysEmitIntoClient public static var edge820: Self { Self(rawValue: 2530) }
        /// `edge_explore_820`
        @_alwaysEmitIntoClient public static var edgeExplore820: Self { Self(rawValue: 2531) }
        /// `fr735xt_apac`
        @_alwaysEmitIntoClient public static var fr735xtApac: Self { Self(rawValue: 2533) }
        /// `fr735xt_japan`
        @_alwaysEmitIntoClient public static var fr735xtJapan: Self { Self(rawValue: 2534) }
        @_alwaysEmitIntoClient public static var fenix5s: Self { Self(rawValue: 2544) }
        /// `d2_bravo_titanium`
        @_alwaysEmitIntoClient public static var d2BravoTitanium: Self { Self(rawValue: 2547) }
        /// `varia_ut800`
        @_alwaysEmitIntoClient public static var variaUt800: Self { Self(rawValue: 2567) }
        /// `running_dynamics_pod`
        @_alwaysEmitIntoClient public static var runningDynamicsPod: Self { Self(rawValue: 2593) }
        /// `edge_820_china`
        @_alwaysEmitIntoClient public static var edge820China: Self { Self(rawValue: 2599) }
        /// `edge_820_japan`
        @_alwaysEmitIntoClient public static var edge820Japan: Self { Self(rawValue: 2600) }
        @_alwaysEmitIntoClient public static var fenix5x: Self { Self(rawValue: 2604) }
        /// `vivo_fit_jr`
        @_alwaysEmitIntoClient public static var vivoFitJr: Self { Self(rawValue: 2606) }
        /// `vivo_smart3`
        @_alwaysEmitIntoClient public static var vivoSmart3: Self { Self(rawValue: 2622) }
        /// `vivo_sport`
        @_alwaysEmitIntoClient public static var vivoSport: Self { Self(rawValue: 2623) }
        /// `edge_820_taiwan`
        @_alwaysEmitIntoClient public static var edge820Taiwan: Self { Self(rawValue: 2628) }
        /// `edge_820_korea`
        @_alwaysEmitIntoClient public static var edge820Korea: Self { Self(rawValue: 2629) }
        /// `edge_820_sea`
        @_alwaysEmitIntoClient public static var edge820Sea: Self { Self(rawValue: 2630) }
        /// `fr35_hebrew`
        @_alwaysEmitIntoClient public static var fr35Hebrew: Self { Self(rawValue: 2650) }
        /// `approach_s60`
        @_alwaysEmitIntoClient public static var approachS60: Self { Self(rawValue: 2656) }
        /// `fr35_apac`
        @_alwaysEmitIntoClient public static var fr35Apac: Self { Self(rawValue: 2667) }
        /// `fr35_japan`
        @_alwaysEmitIntoClient public static var fr35Japan: Self { Self(rawValue: 2668) }
        /// `fenix3_chronos_asia`
        @_alwaysEmitIntoClient public static var fenix3ChronosAsia: Self { Self(rawValue: 2675) }
        /// `virb_360`
        @_alwaysEmitIntoClient public static var virb360: Self { Self(rawValue: 2687) }
        @_alwaysEmitIntoClient public static var fr935: Self { Self(rawValue: 2691) }
        @_alwaysEmitIntoClient public static var fenix5: Self { Self(rawValue: 2697) }
        @_alwaysEmitIntoClient public static var vivoactive3: Self { Self(rawValue: 2700) }
        /// `edge_1030`
        @_alwaysEmitIntoClient public static var edge1030: Self { Self(rawValue: 2713) }
        /// `fr35_sea`
        @_alwaysEmitIntoClient public static var fr35Sea: Self { Self(rawValue: 2727) }
        /// `fr235_china_nfc`
        @_alwaysEmitIntoClient public static var fr235ChinaNfc: Self { Self(rawValue: 2733) }
        /// `foretrex_601_701`
        @_alwaysEmitIntoClient public static var foretrex601_701: Self { Self(rawValue: 2769) }
        /// `vivo_move_hr`
        @_alwaysEmitIntoClient public static var vivoMoveHr: Self { Self(rawValue: 2772) }
        /// `vector_3`
        @_alwaysEmitIntoClient public static var vector3: Self { Self(rawValue: 2787) }
        /// `fenix5_asia`
        @_alwaysEmitIntoClient public static var fenix5Asia: Self { Self(rawValue: 2796) }
        /// `fenix5s_asia`
        @_alwaysEmitIntoClient public static var fenix5sAsia: Self { Self(rawValue: 2797) }
        /// `fenix5x_asia`
        @_alwaysEmitIntoClient public static var fenix5xAsia: Self { Self(rawValue: 2798) }
        /// `approach_z80`
        @_alwaysEmitIntoClient public static var approachZ80: Self { Self(rawValue: 2806) }
        /// `fr35_korea`
        @_alwaysEmitIntoClient public static var fr35Korea: Self { Self(rawValue: 2814) }
        @_alwaysEmitIntoClient public static var d2charlie: Self { Self(rawValue: 2819) }
        /// `vivo_smart3_apac`
        @_alwaysEmitIntoClient public static var vivoSmart3Apac: Self { Self(rawValue: 2831) }
        /// `vivo_sport_apac`
        @_alwaysEmitIntoClient public static var vivoSportApac: Self { Self(rawValue: 2832) }
        /// `fr935_asia`
        @_alwaysEmitIntoClient public static var fr935Asia: Self { Self(rawValue: 2833) }
        @_alwaysEmitIntoClient public static var descent: Self { Self(rawValue: 2859) }
        /// `vivo_fit4`
        @_alwaysEmitIntoClient public static var vivoFit4: Self { Self(rawValue: 2878) }
        @_alwaysEmitIntoClient public static var fr645: Self { Self(rawValue: 2886) }
        @_alwaysEmitIntoClient public static var fr645m: Self { Self(rawValue: 2888) }
        @_alwaysEmitIntoClient public static var fr30: Self { Self(rawValue: 2891) }
        /// `fenix5s_plus`
        @_alwaysEmitIntoClient public static var fenix5sPlus: Self { Self(rawValue: 2900) }
        /// `Edge_130`
        @_alwaysEmitIntoClient public static var edge130: Self { Self(rawValue: 2909) }
        /// `edge_1030_asia`
        @_alwaysEmitIntoClient public static var edge1030Asia: Self { Self(rawValue: 2924) }
        /// `vivosmart_4`
        @_alwaysEmitIntoClient public static var vivosmart4: Self { Self(rawValue: 2927) }
        /// `vivo_move_hr_asia`
        @_alwaysEmitIntoClient public static var vivoMoveHrAsia: Self { Self(rawValue: 2945) }
        /// `approach_x10`
        @_alwaysEmitIntoClient public static var approachX10: Self { Self(rawValue: 2962) }
        /// `fr30_asia`
        @_alwaysEmitIntoClient public static var fr30Asia: Self { Self(rawValue: 2977) }
        /// `vivoactive3m_w`
        @_alwaysEmitIntoClient public static var vivoactive3mW: Self { Self(rawValue: 2988) }
        /// `fr645_asia`
        @_alwaysEmitIntoClient public static var fr645Asia: Self { Self(rawValue: 3003) }
        /// `fr645m_asia`
        @_alwaysEmitIntoClient public static var fr645mAsia: Self { Self(rawValue: 3004) }
        /// `edge_explore`
        @_alwaysEmitIntoClient public static var edgeExplore: Self { Self(rawValue: 3011) }
        @_alwaysEmitIntoClient public static var gpsmap66: Self { Self(rawValue: 3028) }
        /// `approach_s10`
        @_alwaysEmitIntoClient public static var approachS10: Self { Self(rawValue: 3049) }
        /// `vivoactive3m_l`
        @_alwaysEmitIntoClient public static var vivoactive3mL: Self { Self(rawValue: 3066) }
        @_alwaysEmitIntoClient public static var fr245: Self { Self(rawValue: 3076) }
        /// `fr245_music`
        @_alwaysEmitIntoClient public static var fr245Music: Self { Self(rawValue: 3077) }
        /// `approach_g80`
        @_alwaysEmitIntoClient public static var approachG80: Self { Self(rawValue: 3085) }
        /// `edge_130_asia`
        @_alwaysEmitIntoClient public static var edge130Asia: Self { Self(rawValue: 3092) }
        /// `edge_1030_bontrager`
        @_alwaysEmitIntoClient public static var edge1030Bontrager: Self { Self(rawValue: 3095) }
        /// `fenix5_plus`
        @_alwaysEmitIntoClient public static var fenix5Plus: Self { Self(rawValue: 3110) }
        /// `fenix5x_plus`
        @_alwaysEmitIntoClient public static var fenix5xPlus: Self { Self(rawValue: 3111) }
        /// `edge_520_plus`
        @_alwaysEmitIntoClient public static var edge520Plus: Self { Self(rawValue: 3112) }
        @_alwaysEmitIntoClient public static var fr945: Self { Self(rawValue: 3113) }
        /// `edge_530`
        @_alwaysEmitIntoClient public static var edge530: Self { Self(rawValue: 3121) }
        /// `edge_830`
        @_alwaysEmitIntoClient public static var edge830: Self { Self(rawValue: 3122) }
        /// `instinct_esports`
        @_alwaysEmitIntoClient public static var instinctEsports: Self { Self(rawValue: 3126) }
        /// `fenix5s_plus_apac`
        @_alwaysEmitIntoClient public static var fenix5sPlusApac: Self { Self(rawValue: 3134) }
        /// `fenix5x_plus_apac`
        @_alwaysEmitIntoClient public static var fenix5xPlusApac: Self { Self(rawValue: 3135) }
        /// `edge_520_plus_apac`
        @_alwaysEmitIntoClient public static var edge520PlusApac: Self { Self(rawValue: 3142) }
        /// `descent_t1`
        @_alwaysEmitIntoClient public static var descentT1: Self { Self(rawValue: 3143) }
        /// `fr235l_asia`
        @_alwaysEmitIntoClient public static var fr235lAsia: Self { Self(rawValue: 3144) }
        /// `fr245_asia`
        @_alwaysEmitIntoClient public static var fr245Asia: Self { Self(rawValue: 3145) }
        /// `vivo_active3m_apac`
        @_alwaysEmitIntoClient public static var vivoActive3mApac: Self { Self(rawValue: 3163) }
        /// `gen3_bsm`
        @_alwaysEmitIntoClient public static var gen3Bsm: Self { Self(rawValue: 3192) }
        /// `gen3_bcm`
        @_alwaysEmitIntoClient public static var gen3Bcm: Self { Self(rawValue: 3193) }
        /// `vivo_smart4_asia`
        @_alwaysEmitIntoClient public static var vivoSmart4Asia: Self { Self(rawValue: 3218) }
        /// `vivoactive4_small`
        @_alwaysEmitIntoClient public static var vivoactive4Small: Self { Self(rawValue: 3224) }
        /// `vivoactive4_large`
        @_alwaysEmitIntoClient public static var vivoactive4Large: Self { Self(rawValue: 3225) }
        @_alwaysEmitIntoClient public static var venu: Self { Self(rawValue: 3226) }
        /// `marq_driver`
        @_alwaysEmitIntoClient public static var marqDriver: Self { Self(rawValue: 3246) }
        /// `marq_aviator`
        @_alwaysEmitIntoClient public static var marqAviator: Self { Self(rawValue: 3247) }
        /// `marq_captain`
        @_alwaysEmitIntoClient public static var marqCaptain: Self { Self(rawValue: 3248) }
        /// `marq_commander`
        @_alwaysEmitIntoClient public static var marqCommander: Self { Self(rawValue: 3249) }
        /// `marq_expedition`
        @_alwaysEmitIntoClient public static var marqExpedition: Self { Self(rawValue: 3250) }
        /// `marq_athlete`
        @_alwaysEmitIntoClient public static var marqAthlete: Self { Self(rawValue: 3251) }
        /// `descent_mk2`
        @_alwaysEmitIntoClient public static var descentMk2: Self { Self(rawValue: 3258) }
        @_alwaysEmitIntoClient public static var fr45: Self { Self(rawValue: 3282) }
        @_alwaysEmitIntoClient public static var gpsmap66i: Self { Self(rawValue: 3284) }
        /// `fenix6S_sport`
        @_alwaysEmitIntoClient public static var fenix6SSport: Self { Self(rawValue: 3287) }
        @_alwaysEmitIntoClient public static var fenix6S: Self { Self(rawValue: 3288) }
        /// `fenix6_sport`
        @_alwaysEmitIntoClient public static var fenix6Sport: Self { Self(rawValue: 3289) }
        @_alwaysEmitIntoClient public static var fenix6: Self { Self(rawValue: 3290) }
        @_alwaysEmitIntoClient public static var fenix6x: Self { Self(rawValue: 3291) }
        /// `hrm_dual`
        @_alwaysEmitIntoClient public static var hrmDual: Self { Self(rawValue: 3299) }
        /// `hrm_pro`
        @_alwaysEmitIntoClient public static var hrmPro: Self { Self(rawValue: 3300) }
        /// `vivo_move3_premium`
        @_alwaysEmitIntoClient public static var vivoMove3Premium: Self { Self(rawValue: 3308) }
        /// `approach_s40`
        @_alwaysEmitIntoClient public static var approachS40: Self { Self(rawValue: 3314) }
        /// `fr245m_asia`
        @_alwaysEmitIntoClient public static var fr245mAsia: Self { Self(rawValue: 3321) }
        /// `edge_530_apac`
        @_alwaysEmitIntoClient public static var edge530Apac: Self { Self(rawValue: 3349) }
        /// `edge_830_apac`
        @_alwaysEmitIntoClient public static var edge830Apac: Self { Self(rawValue: 3350) }
        /// `vivo_move3`
        @_alwaysEmitIntoClient public static var vivoMove3: Self { Self(rawValue: 3378) }
        /// `vivo_active4_small_asia`
        @_alwaysEmitIntoClient public static var vivoActive4SmallAsia: Self { Self(rawValue: 3387) }
        /// `vivo_active4_large_asia`
        @_alwaysEmitIntoClient public static var vivoActive4LargeAsia: Self { Self(rawValue: 3388) }
        /// `vivo_active4_oled_asia`
        @_alwaysEmitIntoClient public static var vivoActive4OledAsia: Self { Self(rawValue: 3389) }
        @_alwaysEmitIntoClient public static var swim2: Self { Self(rawValue: 3405) }
        /// `marq_driver_asia`
        @_alwaysEmitIntoClient public static var marqDriverAsia: Self { Self(rawValue: 3420) }
        /// `marq_aviator_asia`
        @_alwaysEmitIntoClient public static var marqAviatorAsia: Self { Self(rawValue: 3421) }
        /// `vivo_move3_asia`
        @_alwaysEmitIntoClient public static var vivoMove3Asia: Self { Self(rawValue: 3422) }
        /// `fr945_asia`
        @_alwaysEmitIntoClient public static var fr945Asia: Self { Self(rawValue: 3441) }
        /// `vivo_active3t_chn`
        @_alwaysEmitIntoClient public static var vivoActive3tChn: Self { Self(rawValue: 3446) }
        /// `marq_captain_asia`
        @_alwaysEmitIntoClient public static var marqCaptainAsia: Self { Self(rawValue: 3448) }
        /// `marq_commander_asia`
        @_alwaysEmitIntoClient public static var marqCommanderAsia: Self { Self(rawValue: 3449) }
        /// `marq_expedition_asia`
        @_alwaysEmitIntoClient public static var marqExpeditionAsia: Self { Self(rawValue: 3450) }
        /// `marq_athlete_asia`
        @_alwaysEmitIntoClient public static var marqAthleteAsia: Self { Self(rawValue: 3451) }
        /// `index_smart_scale_2`
        @_alwaysEmitIntoClient public static var indexSmartScale2: Self { Self(rawValue: 3461) }
        /// `instinct_solar`
        @_alwaysEmitIntoClient public static var instinctSolar: Self { Self(rawValue: 3466) }
        /// `fr45_asia`
        @_alwaysEmitIntoClient public static var fr45Asia: Self { Self(rawValue: 3469) }
        /// `vivoactive3_daimler`
        @_alwaysEmitIntoClient public static var vivoactive3Daimler: Self { Self(rawValue: 3473) }
        /// `legacy_rey`
        @_alwaysEmitIntoClient public static var legacyRey: Self { Self(rawValue: 3498) }
        /// `legacy_darth_vader`
        @_alwaysEmitIntoClient public static var legacyDarthVader: Self { Self(rawValue: 3499) }
        /// `legacy_captain_marvel`
        @_alwaysEmitIntoClient public static var legacyCaptainMarvel: Self { Self(rawValue: 3500) }
        /// `legacy_first_avenger`
        @_alwaysEmitIntoClient public static var legacyFirstAvenger: Self { Self(rawValue: 3501) }
        /// `fenix6s_sport_asia`
        @_alwaysEmitIntoClient public static var fenix6sSportAsia: Self { Self(rawValue: 3512) }
        /// `fenix6s_asia`
        @_alwaysEmitIntoClient public static var fenix6sAsia: Self { Self(rawValue: 3513) }
        /// `fenix6_sport_asia`
        @_alwaysEmitIntoClient public static var fenix6SportAsia: Self { Self(rawValue: 3514) }
        /// `fenix6_asia`
        @_alwaysEmitIntoClient public static var fenix6Asia: Self { Self(rawValue: 3515) }
        /// `fenix6x_asia`
        @_alwaysEmitIntoClient public static var fenix6xAsia: Self { Self(rawValue: 3516) }
        /// `legacy_captain_marvel_asia`
        @_alwaysEmitIntoClient public static var legacyCaptainMarvelAsia: Self { Self(rawValue: 3535) }
        /// `legacy_first_avenger_asia`
        @_alwaysEmitIntoClient public static var legacyFirstAvengerAsia: Self { Self(rawValue: 3536) }
        /// `legacy_rey_asia`
        @_alwaysEmitIntoClient public static var legacyReyAsia: Self { Self(rawValue: 3537) }
        /// `legacy_darth_vader_asia`
        @_alwaysEmitIntoClient public static var legacyDarthVaderAsia: Self { Self(rawValue: 3538) }
        /// `descent_mk2s`
        @_alwaysEmitIntoClient public static var descentMk2s: Self { Self(rawValue: 3542) }
        /// `edge_130_plus`
        @_alwaysEmitIntoClient public static var edge130Plus: Self { Self(rawValue: 3558) }
        /// `edge_1030_plus`
        @_alwaysEmitIntoClient public static var edge1030Plus: Self { Self(rawValue: 3570) }
        /// `rally_200`
        @_alwaysEmitIntoClient public static var rally200: Self { Self(rawValue: 3578) }
        @_alwaysEmitIntoClient public static var fr745: Self { Self(rawValue: 3589) }
        /// `venusq_music`
        @_alwaysEmitIntoClient public static var venusqMusic: Self { Self(rawValue: 3596) }
        /// `venusq_music_v2`
        @_alwaysEmitIntoClient public static var venusqMusicV2: Self { Self(rawValue: 3599) }
        @_alwaysEmitIntoClient public static var venusq: Self { Self(rawValue: 3600) }
        @_alwaysEmitIntoClient public static var lily: Self { Self(rawValue: 3615) }
        /// `marq_adventurer`
        @_alwaysEmitIntoClient public static var marqAdventurer: Self { Self(rawValue: 3624) }
        @_alwaysEmitIntoClient public static var enduro: Self { Self(rawValue: 3638) }
        /// `swim2_apac`
        @_alwaysEmitIntoClient public static var swim2Apac: Self { Self(rawValue: 3639) }
        /// `marq_adventurer_asia`
        @_alwaysEmitIntoClient public static var marqAdventurerAsia: Self { Self(rawValue: 3648) }
        /// `fr945_lte`
        @_alwaysEmitIntoClient public static var fr945Lte: Self { Self(rawValue: 3652) }
        /// `descent_mk2_asia`
        @_alwaysEmitIntoClient public static var descentMk2Asia: Self { Self(rawValue: 3702) }
        @_alwaysEmitIntoClient public static var venu2: Self { Self(rawValue: 3703) }
        @_alwaysEmitIntoClient public static var venu2s: Self { Self(rawValue: 3704) }
        /// `venu_daimler_asia`
        @_alwaysEmitIntoClient public static var venuDaimlerAsia: Self { Self(rawValue: 3737) }
        /// `marq_golfer`
        @_alwaysEmitIntoClient public static var marqGolfer: Self { Self(rawValue: 3739) }
        /// `venu_daimler`
        @_alwaysEmitIntoClient public static var venuDaimler: Self { Self(rawValue: 3740) }
        /// `fr745_asia`
        @_alwaysEmitIntoClient public static var fr745Asia: Self { Self(rawValue: 3794) }
        /// `varia_rct715`
        @_alwaysEmitIntoClient public static var variaRct715: Self { Self(rawValue: 3808) }
        /// `lily_asia`
        @_alwaysEmitIntoClient public static var lilyAsia: Self { Self(rawValue: 3809) }
        /// `edge_1030_plus_asia`
        @_alwaysEmitIntoClient public static var edge1030PlusAsia: Self { Self(rawValue: 3812) }
        /// `edge_130_plus_asia`
        @_alwaysEmitIntoClient public static var edge130PlusAsia: Self { Self(rawValue: 3813) }
        /// `approach_s12`
        @_alwaysEmitIntoClient public static var approachS12: Self { Self(rawValue: 3823) }
        /// `venusq_asia`
        @_alwaysEmitIntoClient public static var venusqAsia: Self { Self(rawValue: 3837) }
        /// `edge_1040`
        @_alwaysEmitIntoClient public static var edge1040: Self { Self(rawValue: 3843) }
        /// `marq_golfer_asia`
        @_alwaysEmitIntoClient public static var marqGolferAsia: Self { Self(rawValue: 3850) }
        /// `venu2_plus`
        @_alwaysEmitIntoClient public static var venu2Plus: Self { Self(rawValue: 3851) }
        @_alwaysEmitIntoClient public static var gnss: Self { Self(rawValue: 3865) }
        @_alwaysEmitIntoClient public static var fr55: Self { Self(rawValue: 3869) }
        /// `enduro_asia`
        @_alwaysEmitIntoClient public static var enduroAsia: Self { Self(rawValue: 3872) }
        /// `instinct_2`
        @_alwaysEmitIntoClient public static var instinct2: Self { Self(rawValue: 3888) }
        /// `instinct_2s`
        @_alwaysEmitIntoClient public static var instinct2s: Self { Self(rawValue: 3889) }
        @_alwaysEmitIntoClient public static var fenix7s: Self { Self(rawValue: 3905) }
        @_alwaysEmitIntoClient public static var fenix7: Self { Self(rawValue: 3906) }
        @_alwaysEmitIntoClient public static var fenix7x: Self { Self(rawValue: 3907) }
        /// `fenix7s_apac`
        @_alwaysEmitIntoClient public static var fenix7sApac: Self { Self(rawValue: 3908) }
        /// `fenix7_apac`
        @_alwaysEmitIntoClient public static var fenix7Apac: Self { Self(rawValue: 3909) }
        /// `fenix7x_apac`
        @_alwaysEmitIntoClient public static var fenix7xApac: Self { Self(rawValue: 3910) }
        /// `approach_g12`
        @_alwaysEmitIntoClient public static var approachG12: Self { Self(rawValue: 3927) }
        /// `descent_mk2s_asia`
        @_alwaysEmitIntoClient public static var descentMk2sAsia: Self { Self(rawValue: 3930) }
        /// `approach_s42`
        @_alwaysEmitIntoClient public static var approachS42: Self { Self(rawValue: 3934) }
        /// `epix_gen2`
        @_alwaysEmitIntoClient public static var epixGen2: Self { Self(rawValue: 3943) }
        /// `epix_gen2_apac`
        @_alwaysEmitIntoClient public static var epixGen2Apac: Self { Self(rawValue: 3944) }
        /// `venu2s_asia`
        @_alwaysEmitIntoClient public static var venu2sAsia: Self { Self(rawValue: 3949) }
        /// `venu2_asia`
        @_alwaysEmitIntoClient public static var venu2Asia: Self { Self(rawValue: 3950) }
        /// `fr945_lte_asia`
        @_alwaysEmitIntoClient public static var fr945LteAsia: Self { Self(rawValue: 3978) }
        /// `vivo_move_sport`
        @_alwaysEmitIntoClient public static var vivoMoveSport: Self { Self(rawValue: 3982) }
        /// `vivomove_trend`
        @_alwaysEmitIntoClient public static var vivomoveTrend: Self { Self(rawValue: 3983) }
        /// `approach_S12_asia`
        @_alwaysEmitIntoClient public static var approachS12Asia: Self { Self(rawValue: 3986) }
        /// `fr255_music`
        @_alwaysEmitIntoClient public static var fr255Music: Self { Self(rawValue: 3990) }
        /// `fr255_small_music`
        @_alwaysEmitIntoClient public static var fr255SmallMusic: Self { Self(rawValue: 3991) }
        @_alwaysEmitIntoClient public static var fr255: Self { Self(rawValue: 3992) }
        /// `fr255_small`
        @_alwaysEmitIntoClient public static var fr255Small: Self { Self(rawValue: 3993) }
        /// `approach_g12_asia`
        @_alwaysEmitIntoClient public static var approachG12Asia: Self { Self(rawValue: 4001) }
        /// `approach_s42_asia`
        @_alwaysEmitIntoClient public static var approachS42Asia: Self { Self(rawValue: 4002) }
        /// `descent_g1`
        @_alwaysEmitIntoClient public static var descentG1: Self { Self(rawValue: 4005) }
        /// `venu2_plus_asia`
        @_alwaysEmitIntoClient public static var venu2PlusAsia: Self { Self(rawValue: 4017) }
        @_alwaysEmitIntoClient public static var fr955: Self { Self(rawValue: 4024) }
        /// `fr55_asia`
        @_alwaysEmitIntoClient public static var fr55Asia: Self { Self(rawValue: 4033) }
        /// `edge_540`
        @_alwaysEmitIntoClient public static var edge540: Self { Self(rawValue: 4061) }
        /// `edge_840`
        @_alwaysEmitIntoClient public static var edge840: Self { Self(rawValue: 4062) }
        /// `vivosmart_5`
        @_alwaysEmitIntoClient public static var vivosmart5: Self { Self(rawValue: 4063) }
        /// `instinct_2_asia`
        @_alwaysEmitIntoClient public static var instinct2Asia: Self { Self(rawValue: 4071) }
        /// `marq_gen2`
        @_alwaysEmitIntoClient public static var marqGen2: Self { Self(rawValue: 4105) }
        @_alwaysEmitIntoClient public static var venusq2: Self { Self(rawValue: 4115) }
        @_alwaysEmitIntoClient public static var venusq2music: Self { Self(rawValue: 4116) }
        /// `marq_gen2_aviator`
        @_alwaysEmitIntoClient public static var marqGen2Aviator: Self { Self(rawValue: 4124) }
        /// `d2_air_x10`
        @_alwaysEmitIntoClient public static var d2AirX10: Self { Self(rawValue: 4125) }
        /// `hrm_pro_plus`
        @_alwaysEmitIntoClient public static var hrmProPlus: Self { Self(rawValue: 4130) }
        /// `descent_g1_asia`
        @_alwaysEmitIntoClient public static var descentG1Asia: Self { Self(rawValue: 4132) }
        @_alwaysEmitIntoClient public static var tactix7: Self { Self(rawValue: 4135) }
        /// `instinct_crossover`
        @_alwaysEmitIntoClient public static var instinctCrossover: Self { Self(rawValue: 4155) }
        /// `edge_explore2`
        @_alwaysEmitIntoClient public static var edgeExplore2: Self { Self(rawValue: 4169) }
        /// `descent_mk3`
        @_alwaysEmitIntoClient public static var descentMk3: Self { Self(rawValue: 4222) }
        /// `descent_mk3i`
        @_alwaysEmitIntoClient public static var descentMk3i: Self { Self(rawValue: 4223) }
        /// `approach_s70`
        @_alwaysEmitIntoClient public static var approachS70: Self { Self(rawValue: 4233) }
        /// `fr265_large`
        @_alwaysEmitIntoClient public static var fr265Large: Self { Self(rawValue: 4257) }
        /// `fr265_small`
        @_alwaysEmitIntoClient public static var fr265Small: Self { Self(rawValue: 4258) }
        @_alwaysEmitIntoClient public static var venu3: Self { Self(rawValue: 4260) }
        @_alwaysEmitIntoClient public static var venu3s: Self { Self(rawValue: 4261) }
        /// `tacx_neo_smart`
        @_alwaysEmitIntoClient public static var tacxNeoSmart: Self { Self(rawValue: 4265) }
        /// `tacx_neo2_smart`
        @_alwaysEmitIntoClient public static var tacxNeo2Smart: Self { Self(rawValue: 4266) }
        /// `tacx_neo2_t_smart`
        @_alwaysEmitIntoClient public static var tacxNeo2TSmart: Self { Self(rawValue: 4267) }
        /// `tacx_neo_smart_bike`
        @_alwaysEmitIntoClient public static var tacxNeoSmartBike: Self { Self(rawValue: 4268) }
        /// `tacx_satori_smart`
        @_alwaysEmitIntoClient public static var tacxSatoriSmart: Self { Self(rawValue: 4269) }
        /// `tacx_flow_smart`
        @_alwaysEmitIntoClient public static var tacxFlowSmart: Self { Self(rawValue: 4270) }
        /// `tacx_vortex_smart`
        @_alwaysEmitIntoClient public static var tacxVortexSmart: Self { Self(rawValue: 4271) }
        /// `tacx_bushido_smart`
        @_alwaysEmitIntoClient public static var tacxBushidoSmart: Self { Self(rawValue: 4272) }
        /// `tacx_genius_smart`
        @_alwaysEmitIntoClient public static var tacxGeniusSmart: Self { Self(rawValue: 4273) }
        /// `tacx_flux_flux_s_smart`
        @_alwaysEmitIntoClient public static var tacxFluxFluxSSmart: Self { Self(rawValue: 4274) }
        /// `tacx_flux2_smart`
        @_alwaysEmitIntoClient public static var tacxFlux2Smart: Self { Self(rawValue: 4275) }
        /// `tacx_magnum`
        @_alwaysEmitIntoClient public static var tacxMagnum: Self { Self(rawValue: 4276) }
        /// `edge_1040_asia`
        @_alwaysEmitIntoClient public static var edge1040Asia: Self { Self(rawValue: 4305) }
        /// `epix_gen2_pro_42`
        @_alwaysEmitIntoClient public static var epixGen2Pro42: Self { Self(rawValue: 4312) }
        /// `epix_gen2_pro_47`
        @_alwaysEmitIntoClient public static var epixGen2Pro47: Self { Self(rawValue: 4313) }
        /// `epix_gen2_pro_51`
        @_alwaysEmitIntoClient public static var epixGen2Pro51: Self { Self(rawValue: 4314) }
        @_alwaysEmitIntoClient public static var fr965: Self { Self(rawValue: 4315) }
        @_alwaysEmitIntoClient public static var enduro2: Self { Self(rawValue: 4341) }
        /// `fenix7s_pro_solar`
        @_alwaysEmitIntoClient public static var fenix7sProSolar: Self { Self(rawValue: 4374) }
        /// `fenix7_pro_solar`
        @_alwaysEmitIntoClient public static var fenix7ProSolar: Self { Self(rawValue: 4375) }
        /// `fenix7x_pro_solar`
        @_alwaysEmitIntoClient public static var fenix7xProSolar: Self { Self(rawValue: 4376) }
        @_alwaysEmitIntoClient public static var lily2: Self { Self(rawValue: 4380) }
        /// `instinct_2x`
        @_alwaysEmitIntoClient public static var instinct2x: Self { Self(rawValue: 4394) }
        @_alwaysEmitIntoClient public static var vivoactive5: Self { Self(rawValue: 4426) }
        @_alwaysEmitIntoClient public static var fr165: Self { Self(rawValue: 4432) }
        /// `fr165_music`
        @_alwaysEmitIntoClient public static var fr165Music: Self { Self(rawValue: 4433) }
        /// `edge_1050`
        @_alwaysEmitIntoClient public static var edge1050: Self { Self(rawValue: 4440) }
        /// `descent_t2`
        @_alwaysEmitIntoClient public static var descentT2: Self { Self(rawValue: 4442) }
        /// `hrm_fit`
        @_alwaysEmitIntoClient public static var hrmFit: Self { Self(rawValue: 4446) }
        /// `marq_gen2_commander`
        @_alwaysEmitIntoClient public static var marqGen2Commander: Self { Self(rawValue: 4472) }
        /// `lily_athlete`
        @_alwaysEmitIntoClient public static var lilyAthlete: Self { Self(rawValue: 4477) }
        /// `rally_x10`
        @_alwaysEmitIntoClient public static var rallyX10: Self { Self(rawValue: 4525) }
        /// `fenix8_solar`
        @_alwaysEmitIntoClient public static var fenix8Solar: Self { Self(rawValue: 4532) }
        /// `fenix8_solar_large`
        @_alwaysEmitIntoClient public static var fenix8SolarLarge: Self { Self(rawValue: 4533) }
        /// `fenix8_small`
        @_alwaysEmitIntoClient public static var fenix8Small: Self { Self(rawValue: 4534) }
        @_alwaysEmitIntoClient public static var fenix8: Self { Self(rawValue: 4536) }
        /// `d2_mach1_pro`
        @_alwaysEmitIntoClient public static var d2Mach1Pro: Self { Self(rawValue: 4556) }
        @_alwaysEmitIntoClient public static var fr970: Self { Self(rawValue: 4565) }
        /// `fr570_large`
        @_alwaysEmitIntoClient public static var fr570Large: Self { Self(rawValue: 4570) }
        /// `fr570_small`
        @_alwaysEmitIntoClient public static var fr570Small: Self { Self(rawValue: 4574) }
        @_alwaysEmitIntoClient public static var enduro3: Self { Self(rawValue: 4575) }
        /// `instinctE_40mm`
        @_alwaysEmitIntoClient public static var instinctE40mm: Self { Self(rawValue: 4583) }
        /// `instinctE_45mm`
        @_alwaysEmitIntoClient public static var instinctE45mm: Self { Self(rawValue: 4584) }
        /// `instinct3_solar_45mm`
        @_alwaysEmitIntoClient public static var instinct3Solar45mm: Self { Self(rawValue: 4585) }
        /// `instinct3_amoled_45mm`
        @_alwaysEmitIntoClient public static var instinct3Amoled45mm: Self { Self(rawValue: 4586) }
        /// `instinct3_amoled_50mm`
        @_alwaysEmitIntoClient public static var instinct3Amoled50mm: Self { Self(rawValue: 4587) }
        /// `descent_g2`
        @_alwaysEmitIntoClient public static var descentG2: Self { Self(rawValue: 4588) }
        /// `fenix7_pro_solar_no_wifi`
        @_alwaysEmitIntoClient public static var fenix7ProSolarNoWifi: Self { Self(rawValue: 4595) }
        /// `venu_x1`
        @_alwaysEmitIntoClient public static var venuX1: Self { Self(rawValue: 4603) }
        /// `hrm_200`
        @_alwaysEmitIntoClient public static var hrm200: Self { Self(rawValue: 4606) }
        @_alwaysEmitIntoClient public static var vivoactive6: Self { Self(rawValue: 4625) }
        /// `fenix8_pro`
        @_alwaysEmitIntoClient public static var fenix8Pro: Self { Self(rawValue: 4631) }
        /// `edge_550`
        @_alwaysEmitIntoClient public static var edge550: Self { Self(rawValue: 4633) }
        /// `edge_850`
        @_alwaysEmitIntoClient public static var edge850: Self { Self(rawValue: 4634) }
        @_alwaysEmitIntoClient public static var venu4: Self { Self(rawValue: 4643) }
        @_alwaysEmitIntoClient public static var venu4s: Self { Self(rawValue: 4644) }
        @_alwaysEmitIntoClient public static var approachS44: Self { Self(rawValue: 4647) }
        /// `edge_mtb`
        @_alwaysEmitIntoClient public static var edgeMtb: Self { Self(rawValue: 4655) }
        @_alwaysEmitIntoClient public static var approachS50: Self { Self(rawValue: 4656) }
        /// `fenix_e`
        @_alwaysEmitIntoClient public static var fenixE: Self { Self(rawValue: 4666) }
        /// `instinct_crossover_amoled`
        @_alwaysEmitIntoClient public static var instinctCrossoverAmoled: Self { Self(rawValue: 4678) }
        @_alwaysEmitIntoClient public static var bounce2: Self { Self(rawValue: 4745) }
        /// `instinct3_solar_50mm`
        @_alwaysEmitIntoClient public static var instinct3Solar50mm: Self { Self(rawValue: 4759) }
        /// `tactix8_amoled`
        @_alwaysEmitIntoClient public static var tactix8Amoled: Self { Self(rawValue: 4775) }
        /// `tactix8_solar`
        @_alwaysEmitIntoClient public static var tactix8Solar: Self { Self(rawValue: 4776) }
        /// `fr170_music`
        @_alwaysEmitIntoClient public static var fr170Music: Self { Self(rawValue: 4814) }
        @_alwaysEmitIntoClient public static var fr170: Self { Self(rawValue: 4815) }
        /// `approach_j1`
        @_alwaysEmitIntoClient public static var approachJ1: Self { Self(rawValue: 4825) }
        /// `approach_s72_43mm`
        @_alwaysEmitIntoClient public static var approachS72_43mm: Self { Self(rawValue: 4874) }
        /// `approach_s72_47mm`
        @_alwaysEmitIntoClient public static var approachS72_47mm: Self { Self(rawValue: 4875) }
        /// `d2_mach2`
        @_alwaysEmitIntoClient public static var d2Mach2: Self { Self(rawValue: 4879) }
        @_alwaysEmitIntoClient public static var fr70_2026: Self { Self(rawValue: 4916) }
        /// `d2_air_x15`
        @_alwaysEmitIntoClient public static var d2AirX15: Self { Self(rawValue: 4944) }
        /// `fenix9_pro_43mm`
        @_alwaysEmitIntoClient public static var fenix9Pro43mm: Self { Self(rawValue: 4952) }
        /// `fenix9_pro_47mm`
        @_alwaysEmitIntoClient public static var fenix9Pro47mm: Self { Self(rawValue: 4953) }
        /// `fenix9_pro_51mm`
        @_alwaysEmitIntoClient public static var fenix9Pro51mm: Self { Self(rawValue: 4954) }
        /// `fenix9_pro_solar_47mm`
        @_alwaysEmitIntoClient public static var fenix9ProSolar47mm: Self { Self(rawValue: 4955) }
        /// `fenix9_pro_solar_51mm`
        @_alwaysEmitIntoClient public static var fenix9ProSolar51mm: Self { Self(rawValue: 4956) }
        /// `cirqa_smart_band`
        @_alwaysEmitIntoClient public static var cirqaSmartBand: Self { Self(rawValue: 5019) }
        /// `d2_mach2_pro`
        @_alwaysEmitIntoClient public static var d2Mach2Pro: Self { Self(rawValue: 5056) }
        @_alwaysEmitIntoClient public static var fenix9_43mm: Self { Self(rawValue: 5133) }
        @_alwaysEmitIntoClient public static var fenix9: Self { Self(rawValue: 5134) }
        @_alwaysEmitIntoClient public static var enduro4: Self { Self(rawValue: 5169) }
        @_alwaysEmitIntoClient public static var sdm4: Self { Self(rawValue: 10007) }
        /// `edge_remote`
        @_alwaysEmitIntoClient public static var edgeRemote: Self { Self(rawValue: 10014) }
        /// `training_center`
        @_alwaysEmitIntoClient public static var trainingCenter: Self { Self(rawValue: 20119) }
        /// `tacx_training_app_win`
        @_alwaysEmitIntoClient public static var tacxTrainingAppWin: Self { Self(rawValue: 20533) }
        /// `tacx_training_app_mac`
        @_alwaysEmitIntoClient public static var tacxTrainingAppMac: Self { Self(rawValue: 20534) }
        /// `tacx_training_app_mac_catalyst`
        @_alwaysEmitIntoClient public static var tacxTrainingAppMacCatalyst: Self { Self(rawValue: 20565) }
        /// `tacx_training_app_android`
        @_alwaysEmitIntoClient public static var tacxTrainingAppAndroid: Self { Self(rawValue: 30045) }
        /// `tacx_training_app_ios`
        @_alwaysEmitIntoClient public static var tacxTrainingAppIos: Self { Self(rawValue: 30046) }
        /// `tacx_training_app_legacy`
        @_alwaysEmitIntoClient public static var tacxTrainingAppLegacy: Self { Self(rawValue: 30047) }
        /// `training_peaks_virtual_ios`
        @_alwaysEmitIntoClient public static var trainingPeaksVirtualIos: Self { Self(rawValue: 30059) }
        /// `training_peaks_virtual_android`
        @_alwaysEmitIntoClient public static var trainingPeaksVirtualAndroid: Self { Self(rawValue: 30060) }
        /// `training_peaks_virtual_windows`
        @_alwaysEmitIntoClient public static var trainingPeaksVirtualWindows: Self { Self(rawValue: 30061) }
        /// `training_peaks_virtual_mac_os`
        @_alwaysEmitIntoClient public static var trainingPeaksVirtualMacOs: Self { Self(rawValue: 30062) }
        /// `training_peaks_virtual_apple_tv`
        @_alwaysEmitIntoClient public static var trainingPeaksVirtualAppleTv: Self { Self(rawValue: 30063) }
        /// `connectiq_simulator`
        @_alwaysEmitIntoClient public static var connectiqSimulator: Self { Self(rawValue: 65531) }
        /// `android_antplus_plugin`
        @_alwaysEmitIntoClient public static var androidAntplusPlugin: Self { Self(rawValue: 65532) }
        @_alwaysEmitIntoClient public static var connect: Self { Self(rawValue: 65534) }
    }
}

func makeType87() -> TypeProfile {
    TypeProfile(
        name: "garmin_product",
        values: [
            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 22, 255, 473, 474, 475, 494, 717, 782, 987, 988,
            1011, 1018, 1036, 1124, 1169, 1199, 1213, 1253, 1274, 1325, 1328, 1333, 1334, 1341, 1345, 1360, 1380, 1381,
            1386, 1387, 1405, 1410, 1422, 1436, 1446, 1461, 1482, 1497, 1499, 1537, 1551, 1555, 1561, 1567, 1570, 1600,
            1623, 1632, 1664, 1688, 1721, 1735, 1736, 1742, 1743, 1752, 1765, 1821, 1822, 1823, 1836, 1837, 1853, 1885,
            1903, 1907, 1918, 1928, 1929, 1930, 1931, 1936, 1956, 1967, 1988, 2050, 2052, 2053, 2061, 2067, 2070, 2072,
            2073, 2079, 2100, 2130, 2131, 2132, 2134, 2135, 2140, 2147, 2148, 2150, 2153, 2156, 2157, 2158, 2160, 2161,
            2162, 2172, 2173, 2174, 2175, 2187, 2188, 2189, 2192, 2193, 2204, 2219, 2225, 2226, 2238, 2260, 2261, 2262,
            2266, 2271, 2274, 2276, 2288, 2289, 2290, 2292, 2293, 2294, 2310, 2311, 2313, 2327, 2332, 2337, 2347, 2348,
            2361, 2362, 2368, 2379, 2396, 2397, 2398, 2406, 2407, 2408, 2413, 2417, 2429, 2431, 2432, 2441, 2444, 2457,
            2473, 2474, 2475, 2476, 2477, 2496, 2497, 2503, 2512, 2530, 2531, 2533, 2534, 2544, 2547, 2567, 2593, 2599,
            2600, 2604, 2606, 2622, 2623, 2628, 2629, 2630, 2650, 2656, 2667, 2668, 2675, 2687, 2691, 2697, 2700, 2713,
            2727, 2733, 2769, 2772, 2787, 2796, 2797, 2798, 2806, 2814, 2819, 2831, 2832, 2833, 2859, 2878, 2886, 2888,
            2891, 2900, 2909, 2924, 2927, 2945, 2962, 2977, 2988, 3003, 3004, 3011, 3028, 3049, 3066, 3076, 3077, 3085,
            3092, 3095, 3110, 3111, 3112, 3113, 3121, 3122, 3126, 3134, 3135, 3142, 3143, 3144, 3145, 3163, 3192, 3193,
            3218, 3224, 3225, 3226, 3246, 3247, 3248, 3249, 3250, 3251, 3258, 3282, 3284, 3287, 3288, 3289, 3290, 3291,
            3299, 3300, 3308, 3314, 3321, 3349, 3350, 3378, 3387, 3388, 3389, 3405, 3420, 3421, 3422, 3441, 3446, 3448,
            3449, 3450, 3451, 3461, 3466, 3469, 3473, 3498, 3499, 3500, 3501, 3512, 3513, 3514, 3515, 3516, 3535, 3536,
            3537, 3538, 3542, 3558, 3570, 3578, 3589, 3596, 3599, 3600, 3615, 3624, 3638, 3639, 3648, 3652, 3702, 3703,
            3704, 3737, 3739, 3740, 3794, 3808, 3809, 3812, 3813, 3823, 3837, 3843, 3850, 3851, 3865, 3869, 3872, 3888,
            3889, 3905, 3906, 3907, 3908, 3909, 3910, 3927, 3930, 3934, 3943, 3944, 3949, 3950, 3978, 3982, 3983, 3986,
            3990, 3991, 3992, 3993, 4001, 4002, 4005, 4017, 4024, 4033, 4061, 4062, 4063, 4071, 4105, 4115, 4116, 4124,
            4125, 4130, 4132, 4135, 4155, 4169, 4222, 4223, 4233, 4257, 4258, 4260, 4261, 4265, 4266, 4267, 4268, 4269,
            4270, 4271, 4272, 4273, 4274, 4275, 4276, 4305, 4312, 4313, 4314, 4315, 4341, 4374, 4375, 4376, 4380, 4394,
            4426, 4432, 4433, 4440, 4442, 4446, 4472, 4477, 4525, 4532, 4533, 4534, 4536, 4556, 4565, 4570, 4574, 4575,
            4583, 4584, 4585, 4586, 4587, 4588, 4595, 4603, 4606, 4625, 4631, 4633, 4634, 4643, 4644, 4647, 4655, 4656,
            4666, 4678, 4745, 4759, 4775, 4776, 4814, 4815, 4825, 4874, 4875, 4879, 4916, 4944, 4952, 4953, 4954, 4955,
            4956, 5019, 5056, 5133, 5134, 5169, 10007, 10014, 20119, 20533, 20534, 20565, 30045, 30046, 30047, 30059,
            30060, 30061, 30062, 30063, 65531, 65532, 65534
        ],
        names: """
            hrm1
            axh01
            axb01
            axb02
            hrm2ss
            dsi_alf02
            hrm3ss
            hrm_run_single_byte_product_id
            bsm
            bcm
            axs01
            hrm_tri_single_byte_product_id
            hrm4_run_single_byte_product_id
            fr225_single_byte_product_id
            gen3_bsm_single_byte_product_id
            gen3_bcm_single_byte_product_id
            hrm_fit_single_byte_product_id
            OHR
            fr301_china
            fr301_japan
            fr301_korea
            fr301_taiwan
            fr405
            fr50
            fr405_japan
            fr60
            dsi_alf01
            fr310xt
            edge500
            fr110
            edge800
            edge500_taiwan
            edge500_japan
            chirp
            fr110_japan
            edge200
            fr910xt
            edge800_taiwan
            edge800_japan
            alf04
            fr610
            fr210_japan
            vector_ss
            vector_cp
            edge800_china
            edge500_china
            approach_g10
            fr610_japan
            edge500_korea
            fr70
            fr310xt_4t
            amx
            fr10
            edge800_korea
            swim
            fr910xt_china
            fenix
            edge200_taiwan
            edge510
            edge810
            tempe
            fr910xt_japan
            fr620
            fr220
            fr910xt_korea
            fr10_japan
            edge810_japan
            virb_elite
            edge_touring
            edge510_japan
            hrm_tri
            hrm_run
            fr920xt
            edge510_asia
            edge810_china
            edge810_taiwan
            edge1000
            vivo_fit
            virb_remote
            vivo_ki
            fr15
            vivo_active
            edge510_korea
            fr620_japan
            fr620_china
            fr220_japan
            fr220_china
            approach_s6
            vivo_smart
            fenix2
            epix
            fenix3
            edge1000_taiwan
            edge1000_japan
            fr15_japan
            edge520
            edge1000_china
            fr620_russia
            fr220_russia
            vector_s
            edge1000_korea
            fr920xt_taiwan
            fr920xt_china
            fr920xt_japan
            virbx
            vivo_smart_apac
            etrex_touch
            edge25
            fr25
            vivo_fit2
            fr225
            fr630
            fr230
            fr735xt
            vivo_active_apac
            vector_2
            vector_2s
            virbxe
            fr620_taiwan
            fr220_taiwan
            truswing
            d2airvenu
            fenix3_china
            fenix3_twn
            varia_headlight
            varia_taillight_old
            edge_explore_1000
            fr225_asia
            varia_radar_taillight
            varia_radar_display
            edge20
            edge520_asia
            edge520_japan
            d2_bravo
            approach_s20
            vivo_smart2
            edge1000_thai
            varia_remote
            edge25_asia
            edge25_jpn
            edge20_asia
            approach_x40
            fenix3_japan
            vivo_smart_emea
            fr630_asia
            fr630_jpn
            fr230_jpn
            hrm4_run
            epix_japan
            vivo_active_hr
            vivo_smart_gps_hr
            vivo_smart_hr
            vivo_smart_hr_asia
            vivo_smart_gps_hr_asia
            vivo_move
            varia_taillight
            fr235_asia
            fr235_japan
            varia_vision
            vivo_fit3
            fenix3_korea
            fenix3_sea
            fenix3_hr
            virb_ultra_30
            index_smart_scale
            fr235
            fenix3_chronos
            oregon7xx
            rino7xx
            epix_korea
            fenix3_hr_chn
            fenix3_hr_twn
            fenix3_hr_jpn
            fenix3_hr_sea
            fenix3_hr_kor
            nautix
            vivo_active_hr_apac
            fr35
            oregon7xx_ww
            edge_820
            edge_explore_820
            fr735xt_apac
            fr735xt_japan
            fenix5s
            d2_bravo_titanium
            varia_ut800
            running_dynamics_pod
            edge_820_china
            edge_820_japan
            fenix5x
            vivo_fit_jr
            vivo_smart3
            vivo_sport
            edge_820_taiwan
            edge_820_korea
            edge_820_sea
            fr35_hebrew
            approach_s60
            fr35_apac
            fr35_japan
            fenix3_chronos_asia
            virb_360
            fr935
            fenix5
            vivoactive3
            edge_1030
            fr35_sea
            fr235_china_nfc
            foretrex_601_701
            vivo_move_hr
            vector_3
            fenix5_asia
            fenix5s_asia
            fenix5x_asia
            approach_z80
            fr35_korea
            d2charlie
            vivo_smart3_apac
            vivo_sport_apac
            fr935_asia
            descent
            vivo_fit4
            fr645
            fr645m
            fr30
            fenix5s_plus
            Edge_130
            edge_1030_asia
            vivosmart_4
            vivo_move_hr_asia
            approach_x10
            fr30_asia
            vivoactive3m_w
            fr645_asia
            fr645m_asia
            edge_explore
            gpsmap66
            approach_s10
            vivoactive3m_l
            fr245
            fr245_music
            approach_g80
            edge_130_asia
            edge_1030_bontrager
            fenix5_plus
            fenix5x_plus
            edge_520_plus
            fr945
            edge_530
            edge_830
            instinct_esports
            fenix5s_plus_apac
            fenix5x_plus_apac
            edge_520_plus_apac
            descent_t1
            fr235l_asia
            fr245_asia
            vivo_active3m_apac
            gen3_bsm
            gen3_bcm
            vivo_smart4_asia
            vivoactive4_small
            vivoactive4_large
            venu
            marq_driver
            marq_aviator
            marq_captain
            marq_commander
            marq_expedition
            marq_athlete
            descent_mk2
            fr45
            gpsmap66i
            fenix6S_sport
            fenix6S
            fenix6_sport
            fenix6
            fenix6x
            hrm_dual
            hrm_pro
            vivo_move3_premium
            approach_s40
            fr245m_asia
            edge_530_apac
            edge_830_apac
            vivo_move3
            vivo_active4_small_asia
            vivo_active4_large_asia
            vivo_active4_oled_asia
            swim2
            marq_driver_asia
            marq_aviator_asia
            vivo_move3_asia
            fr945_asia
            vivo_active3t_chn
            marq_captain_asia
            marq_commander_asia
            marq_expedition_asia
            marq_athlete_asia
            index_smart_scale_2
            instinct_solar
            fr45_asia
            vivoactive3_daimler
            legacy_rey
            legacy_darth_vader
            legacy_captain_marvel
            legacy_first_avenger
            fenix6s_sport_asia
            fenix6s_asia
            fenix6_sport_asia
            fenix6_asia
            fenix6x_asia
            legacy_captain_marvel_asia
            legacy_first_avenger_asia
            legacy_rey_asia
            legacy_darth_vader_asia
            descent_mk2s
            edge_130_plus
            edge_1030_plus
            rally_200
            fr745
            venusq_music
            venusq_music_v2
            venusq
            lily
            marq_adventurer
            enduro
            swim2_apac
            marq_adventurer_asia
            fr945_lte
            descent_mk2_asia
            venu2
            venu2s
            venu_daimler_asia
            marq_golfer
            venu_daimler
            fr745_asia
            varia_rct715
            lily_asia
            edge_1030_plus_asia
            edge_130_plus_asia
            approach_s12
            venusq_asia
            edge_1040
            marq_golfer_asia
            venu2_plus
            gnss
            fr55
            enduro_asia
            instinct_2
            instinct_2s
            fenix7s
            fenix7
            fenix7x
            fenix7s_apac
            fenix7_apac
            fenix7x_apac
            approach_g12
            descent_mk2s_asia
            approach_s42
            epix_gen2
            epix_gen2_apac
            venu2s_asia
            venu2_asia
            fr945_lte_asia
            vivo_move_sport
            vivomove_trend
            approach_S12_asia
            fr255_music
            fr255_small_music
            fr255
            fr255_small
            approach_g12_asia
            approach_s42_asia
            descent_g1
            venu2_plus_asia
            fr955
            fr55_asia
            edge_540
            edge_840
            vivosmart_5
            instinct_2_asia
            marq_gen2
            venusq2
            venusq2music
            marq_gen2_aviator
            d2_air_x10
            hrm_pro_plus
            descent_g1_asia
            tactix7
            instinct_crossover
            edge_explore2
            descent_mk3
            descent_mk3i
            approach_s70
            fr265_large
            fr265_small
            venu3
            venu3s
            tacx_neo_smart
            tacx_neo2_smart
            tacx_neo2_t_smart
            tacx_neo_smart_bike
            tacx_satori_smart
            tacx_flow_smart
            tacx_vortex_smart
            tacx_bushido_smart
            tacx_genius_smart
            tacx_flux_flux_s_smart
            tacx_flux2_smart
            tacx_magnum
            edge_1040_asia
            epix_gen2_pro_42
            epix_gen2_pro_47
            epix_gen2_pro_51
            fr965
            enduro2
            fenix7s_pro_solar
            fenix7_pro_solar
            fenix7x_pro_solar
            lily2
            instinct_2x
            vivoactive5
            fr165
            fr165_music
            edge_1050
            descent_t2
            hrm_fit
            marq_gen2_commander
            lily_athlete
            rally_x10
            fenix8_solar
            fenix8_solar_large
            fenix8_small
            fenix8
            d2_mach1_pro
            fr970
            fr570_large
            fr570_small
            enduro3
            instinctE_40mm
            instinctE_45mm
            instinct3_solar_45mm
            instinct3_amoled_45mm
            instinct3_amoled_50mm
            descent_g2
            fenix7_pro_solar_no_wifi
            venu_x1
            hrm_200
            vivoactive6
            fenix8_pro
            edge_550
            edge_850
            venu4
            venu4s
            approachS44
            edge_mtb
            approachS50
            fenix_e
            instinct_crossover_amoled
            bounce2
            instinct3_solar_50mm
            tactix8_amoled
            tactix8_solar
            fr170_music
            fr170
            approach_j1
            approach_s72_43mm
            approach_s72_47mm
            d2_mach2
            fr70_2026
            d2_air_x15
            fenix9_pro_43mm
            fenix9_pro_47mm
            fenix9_pro_51mm
            fenix9_pro_solar_47mm
            fenix9_pro_solar_51mm
            cirqa_smart_band
            d2_mach2_pro
            fenix9_43mm
            fenix9
            enduro4
            sdm4
            edge_remote
            training_center
            tacx_training_app_win
            tacx_training_app_mac
            tacx_training_app_mac_catalyst
            tacx_training_app_android
            tacx_training_app_ios
            tacx_training_app_legacy
            training_peaks_virtual_ios
            training_peaks_virtual_android
            training_peaks_virtual_windows
            training_peaks_virtual_mac_os
            training_peaks_virtual_apple_tv
            connectiq_simulator
            android_antplus_plugin
            connect
            """)
}
