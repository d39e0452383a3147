// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

// The field tables' small lists, each written once (Tools/generate-profile.py says why).

let bits_12_12: [UInt8] = [12, 12]
let bits_12_12_12_12_12_12_12_12_12_12: [UInt8] = [12, 12, 12, 12, 12, 12, 12, 12, 12, 12]
let bits_16: [UInt8] = [16]
let bits_16_16: [UInt8] = [16, 16]
let bits_4_4: [UInt8] = [4, 4]
let bits_5_3: [UInt8] = [5, 3]
let bits_8: [UInt8] = [8]
let bits_8_8_8_8: [UInt8] = [8, 8, 8, 8]
let bits_8_8_8_8_8_8_8_8_8: [UInt8] = [8, 8, 8, 8, 8, 8, 8, 8, 8]
let bits_e2833debc2: [UInt8] = [
    14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14,
    1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1
]
let components_0: [UInt8] = [0]
let components_108: [UInt8] = [108]
let components_110: [UInt8] = [110]
let components_111: [UInt8] = [111]
let components_112: [UInt8] = [112]
let components_113: [UInt8] = [113]
let components_114: [UInt8] = [114]
let components_11_12_9_10: [UInt8] = [11, 12, 9, 10]
let components_124: [UInt8] = [124]
let components_125: [UInt8] = [125]
let components_126: [UInt8] = [126]
let components_127: [UInt8] = [127]
let components_128: [UInt8] = [128]
let components_136: [UInt8] = [136]
let components_137: [UInt8] = [137]
let components_169: [UInt8] = [169]
let components_170: [UInt8] = [170]
let components_180: [UInt8] = [180]
let components_19: [UInt8] = [19]
let components_21_22_23_24: [UInt8] = [21, 22, 23, 24]
let components_22: [UInt8] = [22]
let components_23: [UInt8] = [23]
let components_29: [UInt8] = [29]
let components_2_3: [UInt8] = [2, 3]
let components_3: [UInt8] = [3]
let components_3_4_4_4_4_4_4_4_4: [UInt8] = [3, 4, 4, 4, 4, 4, 4, 4, 4]
let components_5_28: [UInt8] = [5, 28]
let components_6: [UInt8] = [6]
let components_68ef808cbe: [UInt8] = [
    2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3,
    4, 2, 3, 4, 2, 3, 4
]
let components_6_5: [UInt8] = [6, 5]
let components_73: [UInt8] = [73]
let components_78: [UInt8] = [78]
let components_7_8: [UInt8] = [7, 8]
let components_8: [UInt8] = [8]
let components_91: [UInt8] = [91]
let components_92: [UInt8] = [92]
let components_93: [UInt8] = [93]
let components_9_9_9_9_9_9_9_9_9_9: [UInt8] = [9, 9, 9, 9, 9, 9, 9, 9, 9, 9]
let maps_0_0: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 0)]
let maps_0_1: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 1)]
let maps_0_10: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 10)]
let maps_0_11: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 11)]
let maps_0_12: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 12)]
let maps_0_13: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 13)]
let maps_0_14: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 14)]
let maps_0_15: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 15)]
let maps_0_16: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 16)]
let maps_0_17: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 17)]
let maps_0_18: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 18)]
let maps_0_19: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 19)]
let maps_0_1_0_15_0_13_0_89: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 0, rawValue: 1), SubfieldMap(fieldNumber: 0, rawValue: 15),
    SubfieldMap(fieldNumber: 0, rawValue: 13), SubfieldMap(fieldNumber: 0, rawValue: 89)
]
let maps_0_20: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 20)]
let maps_0_23: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 23)]
let maps_0_24: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 24)]
let maps_0_25: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 25)]
let maps_0_263: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 263)]
let maps_0_27: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 27)]
let maps_0_3: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 3)]
let maps_0_33: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 33)]
let maps_0_42_0_43: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 0, rawValue: 42), SubfieldMap(fieldNumber: 0, rawValue: 43)
]
let maps_0_44: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 44)]
let maps_0_47: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 47)]
let maps_0_54: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 54)]
let maps_0_56: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 56)]
let maps_0_75: [SubfieldMap] = [SubfieldMap(fieldNumber: 0, rawValue: 75)]
let maps_11_1: [SubfieldMap] = [SubfieldMap(fieldNumber: 11, rawValue: 1)]
let maps_11_15_11_37: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 11, rawValue: 15), SubfieldMap(fieldNumber: 11, rawValue: 37)
]
let maps_11_1_11_11: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 11, rawValue: 1), SubfieldMap(fieldNumber: 11, rawValue: 11)
]
let maps_11_2_11_5_11_15_11_37: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 11, rawValue: 2), SubfieldMap(fieldNumber: 11, rawValue: 5),
    SubfieldMap(fieldNumber: 11, rawValue: 15), SubfieldMap(fieldNumber: 11, rawValue: 37)
]
let maps_11_5: [SubfieldMap] = [SubfieldMap(fieldNumber: 11, rawValue: 5)]
let maps_11_62: [SubfieldMap] = [SubfieldMap(fieldNumber: 11, rawValue: 62)]
let maps_11_66_11_65: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 11, rawValue: 66), SubfieldMap(fieldNumber: 11, rawValue: 65)
]
let maps_19_0: [SubfieldMap] = [SubfieldMap(fieldNumber: 19, rawValue: 0)]
let maps_19_1: [SubfieldMap] = [SubfieldMap(fieldNumber: 19, rawValue: 1)]
let maps_19_11: [SubfieldMap] = [SubfieldMap(fieldNumber: 19, rawValue: 11)]
let maps_19_3: [SubfieldMap] = [SubfieldMap(fieldNumber: 19, rawValue: 3)]
let maps_19_4: [SubfieldMap] = [SubfieldMap(fieldNumber: 19, rawValue: 4)]
let maps_19_5: [SubfieldMap] = [SubfieldMap(fieldNumber: 19, rawValue: 5)]
let maps_1_0_1_28: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 1, rawValue: 0), SubfieldMap(fieldNumber: 1, rawValue: 28)
]
let maps_1_1: [SubfieldMap] = [SubfieldMap(fieldNumber: 1, rawValue: 1)]
let maps_1_10_1_11: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 1, rawValue: 10), SubfieldMap(fieldNumber: 1, rawValue: 11)
]
let maps_1_12_1_13: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 1, rawValue: 12), SubfieldMap(fieldNumber: 1, rawValue: 13)
]
let maps_1_14_1_15: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 1, rawValue: 14), SubfieldMap(fieldNumber: 1, rawValue: 15)
]
let maps_1_15_1_37: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 1, rawValue: 15), SubfieldMap(fieldNumber: 1, rawValue: 37)
]
let maps_1_1_1_11: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 1, rawValue: 1), SubfieldMap(fieldNumber: 1, rawValue: 11)
]
let maps_1_1_1_15_1_13_1_89: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 1, rawValue: 1), SubfieldMap(fieldNumber: 1, rawValue: 15),
    SubfieldMap(fieldNumber: 1, rawValue: 13), SubfieldMap(fieldNumber: 1, rawValue: 89)
]
let maps_1_263: [SubfieldMap] = [SubfieldMap(fieldNumber: 1, rawValue: 263)]
let maps_1_29: [SubfieldMap] = [SubfieldMap(fieldNumber: 1, rawValue: 29)]
let maps_1_2_1_3: [SubfieldMap] = [SubfieldMap(fieldNumber: 1, rawValue: 2), SubfieldMap(fieldNumber: 1, rawValue: 3)]
let maps_1_2_1_5_1_15_1_37: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 1, rawValue: 2), SubfieldMap(fieldNumber: 1, rawValue: 5),
    SubfieldMap(fieldNumber: 1, rawValue: 15), SubfieldMap(fieldNumber: 1, rawValue: 37)
]
let maps_1_4: [SubfieldMap] = [SubfieldMap(fieldNumber: 1, rawValue: 4)]
let maps_1_5: [SubfieldMap] = [SubfieldMap(fieldNumber: 1, rawValue: 5)]
let maps_1_6: [SubfieldMap] = [SubfieldMap(fieldNumber: 1, rawValue: 6)]
let maps_1_62: [SubfieldMap] = [SubfieldMap(fieldNumber: 1, rawValue: 62)]
let maps_1_66_1_65: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 1, rawValue: 66), SubfieldMap(fieldNumber: 1, rawValue: 65)
]
let maps_1_6_1_7_1_8_1_9_1_10_1_11_1_12_1_13: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 1, rawValue: 6), SubfieldMap(fieldNumber: 1, rawValue: 7),
    SubfieldMap(fieldNumber: 1, rawValue: 8), SubfieldMap(fieldNumber: 1, rawValue: 9),
    SubfieldMap(fieldNumber: 1, rawValue: 10), SubfieldMap(fieldNumber: 1, rawValue: 11),
    SubfieldMap(fieldNumber: 1, rawValue: 12), SubfieldMap(fieldNumber: 1, rawValue: 13)
]
let maps_1_7: [SubfieldMap] = [SubfieldMap(fieldNumber: 1, rawValue: 7)]
let maps_1_8: [SubfieldMap] = [SubfieldMap(fieldNumber: 1, rawValue: 8)]
let maps_1_9: [SubfieldMap] = [SubfieldMap(fieldNumber: 1, rawValue: 9)]
let maps_23_2: [SubfieldMap] = [SubfieldMap(fieldNumber: 23, rawValue: 2)]
let maps_25_0: [SubfieldMap] = [SubfieldMap(fieldNumber: 25, rawValue: 0)]
let maps_25_1: [SubfieldMap] = [SubfieldMap(fieldNumber: 25, rawValue: 1)]
let maps_25_15_25_37: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 25, rawValue: 15), SubfieldMap(fieldNumber: 25, rawValue: 37)
]
let maps_25_1_25_11: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 25, rawValue: 1), SubfieldMap(fieldNumber: 25, rawValue: 11)
]
let maps_25_2_25_5_25_15_25_37: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 25, rawValue: 2), SubfieldMap(fieldNumber: 25, rawValue: 5),
    SubfieldMap(fieldNumber: 25, rawValue: 15), SubfieldMap(fieldNumber: 25, rawValue: 37)
]
let maps_25_3: [SubfieldMap] = [SubfieldMap(fieldNumber: 25, rawValue: 3)]
let maps_25_5: [SubfieldMap] = [SubfieldMap(fieldNumber: 25, rawValue: 5)]
let maps_25_66_25_65: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 25, rawValue: 66), SubfieldMap(fieldNumber: 25, rawValue: 65)
]
let maps_2_0: [SubfieldMap] = [SubfieldMap(fieldNumber: 2, rawValue: 0)]
let maps_2_1: [SubfieldMap] = [SubfieldMap(fieldNumber: 2, rawValue: 1)]
let maps_2_1_2_15_2_13_2_89: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 2, rawValue: 1), SubfieldMap(fieldNumber: 2, rawValue: 15),
    SubfieldMap(fieldNumber: 2, rawValue: 13), SubfieldMap(fieldNumber: 2, rawValue: 89)
]
let maps_2_2: [SubfieldMap] = [SubfieldMap(fieldNumber: 2, rawValue: 2)]
let maps_2_263: [SubfieldMap] = [SubfieldMap(fieldNumber: 2, rawValue: 263)]
let maps_3_0: [SubfieldMap] = [SubfieldMap(fieldNumber: 3, rawValue: 0)]
let maps_3_1: [SubfieldMap] = [SubfieldMap(fieldNumber: 3, rawValue: 1)]
let maps_3_11: [SubfieldMap] = [SubfieldMap(fieldNumber: 3, rawValue: 11)]
let maps_3_3: [SubfieldMap] = [SubfieldMap(fieldNumber: 3, rawValue: 3)]
let maps_3_4: [SubfieldMap] = [SubfieldMap(fieldNumber: 3, rawValue: 4)]
let maps_54_0: [SubfieldMap] = [SubfieldMap(fieldNumber: 54, rawValue: 0)]
let maps_54_1: [SubfieldMap] = [SubfieldMap(fieldNumber: 54, rawValue: 1)]
let maps_54_10: [SubfieldMap] = [SubfieldMap(fieldNumber: 54, rawValue: 10)]
let maps_54_2: [SubfieldMap] = [SubfieldMap(fieldNumber: 54, rawValue: 2)]
let maps_54_3: [SubfieldMap] = [SubfieldMap(fieldNumber: 54, rawValue: 3)]
let maps_54_4: [SubfieldMap] = [SubfieldMap(fieldNumber: 54, rawValue: 4)]
let maps_54_5: [SubfieldMap] = [SubfieldMap(fieldNumber: 54, rawValue: 5)]
let maps_54_6: [SubfieldMap] = [SubfieldMap(fieldNumber: 54, rawValue: 6)]
let maps_54_7: [SubfieldMap] = [SubfieldMap(fieldNumber: 54, rawValue: 7)]
let maps_54_8: [SubfieldMap] = [SubfieldMap(fieldNumber: 54, rawValue: 8)]
let maps_54_9: [SubfieldMap] = [SubfieldMap(fieldNumber: 54, rawValue: 9)]
let maps_5_1: [SubfieldMap] = [SubfieldMap(fieldNumber: 5, rawValue: 1)]
let maps_5_15_5_37: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 5, rawValue: 15), SubfieldMap(fieldNumber: 5, rawValue: 37)
]
let maps_5_1_5_11: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 5, rawValue: 1), SubfieldMap(fieldNumber: 5, rawValue: 11)
]
let maps_5_2_5_5: [SubfieldMap] = [SubfieldMap(fieldNumber: 5, rawValue: 2), SubfieldMap(fieldNumber: 5, rawValue: 5)]
let maps_5_2_5_5_5_15_5_37: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 5, rawValue: 2), SubfieldMap(fieldNumber: 5, rawValue: 5),
    SubfieldMap(fieldNumber: 5, rawValue: 15), SubfieldMap(fieldNumber: 5, rawValue: 37)
]
let maps_5_5: [SubfieldMap] = [SubfieldMap(fieldNumber: 5, rawValue: 5)]
let maps_5_66_5_65: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 5, rawValue: 66), SubfieldMap(fieldNumber: 5, rawValue: 65)
]
let maps_5_6_5_1: [SubfieldMap] = [SubfieldMap(fieldNumber: 5, rawValue: 6), SubfieldMap(fieldNumber: 5, rawValue: 1)]
let maps_69_0: [SubfieldMap] = [SubfieldMap(fieldNumber: 69, rawValue: 0)]
let maps_69_1: [SubfieldMap] = [SubfieldMap(fieldNumber: 69, rawValue: 1)]
let maps_69_10: [SubfieldMap] = [SubfieldMap(fieldNumber: 69, rawValue: 10)]
let maps_69_2: [SubfieldMap] = [SubfieldMap(fieldNumber: 69, rawValue: 2)]
let maps_69_3: [SubfieldMap] = [SubfieldMap(fieldNumber: 69, rawValue: 3)]
let maps_69_4: [SubfieldMap] = [SubfieldMap(fieldNumber: 69, rawValue: 4)]
let maps_69_5: [SubfieldMap] = [SubfieldMap(fieldNumber: 69, rawValue: 5)]
let maps_69_6: [SubfieldMap] = [SubfieldMap(fieldNumber: 69, rawValue: 6)]
let maps_69_7: [SubfieldMap] = [SubfieldMap(fieldNumber: 69, rawValue: 7)]
let maps_69_8: [SubfieldMap] = [SubfieldMap(fieldNumber: 69, rawValue: 8)]
let maps_69_9: [SubfieldMap] = [SubfieldMap(fieldNumber: 69, rawValue: 9)]
let maps_6_20_5_62: [SubfieldMap] = [
    SubfieldMap(fieldNumber: 6, rawValue: 20), SubfieldMap(fieldNumber: 5, rawValue: 62)
]
let offset_0: [Double] = [0]
let offset_0_0: [Double] = [0, 0]
let offset_0_0_0_0: [Double] = [0, 0, 0, 0]
let offset_0_0_0_0_0_0_0_0_0: [Double] = [0, 0, 0, 0, 0, 0, 0, 0, 0]
let offset_0_0_0_0_0_0_0_0_0_0: [Double] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
let offset_38d9e31f21: [Double] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0
]
let offset_500: [Double] = [500]
let offset_m110: [Double] = [-110]
let scale_0cf188ac29: [Double] = [1024, 1024, 1024, 1024, 1024, 1024, 1024, 1024, 1024, 1024]
let scale_0p7111111: [Double] = [0.7111111]
let scale_1: [Double] = [1]
let scale_10: [Double] = [10]
let scale_100: [Double] = [100]
let scale_1000: [Double] = [1000]
let scale_1000000: [Double] = [1000000]
let scale_100_16: [Double] = [100, 16]
let scale_1024: [Double] = [1024]
let scale_10430p38: [Double] = [10430.38]
let scale_128: [Double] = [128]
let scale_16: [Double] = [16]
let scale_1_1: [Double] = [1, 1]
let scale_1_1_10_10: [Double] = [1, 1, 10, 10]
let scale_1_1_1_1: [Double] = [1, 1, 1, 1]
let scale_1_1_1_1_1_1_1_1_1: [Double] = [1, 1, 1, 1, 1, 1, 1, 1, 1]
let scale_1p024: [Double] = [1.024]
let scale_2: [Double] = [2]
let scale_25: [Double] = [25]
let scale_256: [Double] = [256]
let scale_28p57143: [Double] = [28.57143]
let scale_32768: [Double] = [32768]
let scale_38f211f9ab: [Double] = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1
]
let scale_4: [Double] = [4]
let scale_5: [Double] = [5]
let scale_5000: [Double] = [5000]
let scale_65535: [Double] = [65535]
let scale_65536: [Double] = [65536]
let units_: [String] = [""]
let units_100xxxm: [String] = ["100 * m"]
let units_1Per32768xs: [String] = ["1/32768 s"]
let units_2f52629b8c: [String] = [
    "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
    "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", ""
]
let units_2xxxcyclesxxstepsx: [String] = ["2 * cycles (steps)"]
let units_BreathsPermin: [String] = ["Breaths/min"]
let units_C: [String] = ["C"]
let units_Flow: [String] = ["Flow"]
let units_G: [String] = ["G"]
let units_J: [String] = ["J"]
let units_L: [String] = ["L"]
let units_LPermin: [String] = ["L/min"]
let units_OTUs: [String] = ["OTUs"]
let units_Pa: [String] = ["Pa"]
let units_Percent: [String] = ["%"]
let units_Percentxorxbpm: [String] = ["% or bpm"]
let units_Percentxorxwatts: [String] = ["% or watts"]
let units_V: [String] = ["V"]
let units__: [String] = ["", ""]
let units____: [String] = ["", "", "", ""]
let units_________: [String] = ["", "", "", "", "", "", "", "", ""]
let units_bar: [String] = ["bar"]
let units_barPermin: [String] = ["bar/min"]
let units_bpm: [String] = ["bpm"]
let units_breathsPermin: [String] = ["breaths/min"]
let units_bytes: [String] = ["bytes"]
let units_calories: [String] = ["calories"]
let units_counts: [String] = ["counts"]
let units_cycles: [String] = ["cycles"]
let units_degPers: [String] = ["deg/s"]
let units_degrees: [String] = ["degrees"]
let units_dependsxonxsensor: [String] = ["depends on sensor"]
let units_g: [String] = ["g"]
let units_gPerdL: [String] = ["g/dL"]
let units_gr: [String] = ["gr"]
let units_hr: [String] = ["hr"]
let units_if: [String] = ["if"]
let units_kGrit: [String] = ["kGrit"]
let units_kcal: [String] = ["kcal"]
let units_kcalPercycle: [String] = ["kcal/cycle"]
let units_kcalPerday: [String] = ["kcal/day"]
let units_kcalxPerxday: [String] = ["kcal / day"]
let units_kcalxPerxmin: [String] = ["kcal / min"]
let units_kg: [String] = ["kg"]
let units_kgPermx2: [String] = ["kg/m^2"]
let units_kgPermx3: [String] = ["kg/m^3"]
let units_km: [String] = ["km"]
let units_lengths: [String] = ["lengths"]
let units_m: [String] = ["m"]
let units_mG: [String] = ["mG"]
let units_mLPerkgPermin: [String] = ["mL/kg/min"]
let units_mPercycle: [String] = ["m/cycle"]
let units_mPers: [String] = ["m/s"]
let units_mPers_m: [String] = ["m/s", "m"]
let units_mPersx2: [String] = ["m/s^2"]
let units_mS: [String] = ["mS"]
let units_min: [String] = ["min"]
let units_minutes: [String] = ["minutes"]
let units_mm: [String] = ["mm"]
let units_mmHg: [String] = ["mmHg"]
let units_mps: [String] = ["mps"]
let units_ms: [String] = ["ms"]
let units_percent: [String] = ["percent"]
let units_pushes: [String] = ["pushes"]
let units_pushesPermin: [String] = ["pushes/min"]
let units_radians: [String] = ["radians"]
let units_radiansPersecond: [String] = ["radians/second"]
let units_reps: [String] = ["reps"]
let units_rpm: [String] = ["rpm"]
let units_s: [String] = ["s"]
let units_s_________: [String] = ["s", "", "", "", "", "", "", "", "", ""]
let units_seconds: [String] = ["seconds"]
let units_semicircles: [String] = ["semicircles"]
let units_steps: [String] = ["steps"]
let units_strides: [String] = ["strides"]
let units_stridesPermin: [String] = ["strides/min"]
let units_strokes: [String] = ["strokes"]
let units_strokesPerlap: [String] = ["strokes/lap"]
let units_strokesPerlength: [String] = ["strokes/length"]
let units_strokesPermin: [String] = ["strokes/min"]
let units_strokesxPerxlength: [String] = ["strokes / length"]
let units_swim_stroke: [String] = ["swim_stroke"]
let units_tss: [String] = ["tss"]
let units_watts: [String] = ["watts"]
let units_years: [String] = ["years"]
