// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// The profile version these tables were generated from.
    public static let version = "21.218.0"

    /// Every message, in number order.
    static var generatedMessages: [MessageProfile] {
        [
            message0, message1, message2, message3, message4, message5, message6, message7, message8, message9,
            message10, message12, message13, message15, message18, message19, message20, message21, message23,
            message26, message27, message28, message30, message31, message32, message33, message34, message35,
            message37, message38, message39, message49, message51, message53, message55, message72, message78,
            message80, message81, message82, message101, message103, message104, message105, message106, message127,
            message128, message129, message131, message132, message142, message145, message148, message149, message150,
            message151, message158, message159, message160, message161, message162, message164, message165, message167,
            message169, message174, message177, message178, message184, message185, message186, message187, message188,
            message200, message201, message202, message206, message207, message208, message209, message210, message211,
            message216, message225, message227, message229, message258, message259, message262, message264, message268,
            message269, message275, message285, message289, message290, message297, message302, message304, message305,
            message306, message307, message308, message312, message313, message314, message315, message317, message319,
            message323, message346, message370, message371, message372, message375, message376, message387, message388,
            message389, message393, message398, message409, message412, message470, message471
        ]
    }

    /// The message with this number, made on first use; nil for numbers the profile does not know.
    static func generatedMessage(_ number: UInt16) -> MessageProfile? {
        switch number {
        case 0: message0
        case 1: message1
        case 2: message2
        case 3: message3
        case 4: message4
        case 5: message5
        case 6: message6
        case 7: message7
        case 8: message8
        case 9: message9
        case 10: message10
        case 12: message12
        case 13: message13
        case 15: message15
        case 18: message18
        case 19: message19
        case 20: message20
        case 21: message21
        case 23: message23
        case 26: message26
        case 27: message27
        case 28: message28
        case 30: message30
        case 31: message31
        case 32: message32
        case 33: message33
        case 34: message34
        case 35: message35
        case 37: message37
        case 38: message38
        case 39: message39
        case 49: message49
        case 51: message51
        case 53: message53
        case 55: message55
        case 72: message72
        case 78: message78
        case 80: message80
        case 81: message81
        case 82: message82
        case 101: message101
        case 103: message103
        case 104: message104
        case 105: message105
        case 106: message106
        case 127: message127
        case 128: message128
        case 129: message129
        case 131: message131
        case 132: message132
        case 142: message142
        case 145: message145
        case 148: message148
        case 149: message149
        case 150: message150
        case 151: message151
        case 158: message158
        case 159: message159
        case 160: message160
        case 161: message161
        case 162: message162
        case 164: message164
        case 165: message165
        case 167: message167
        case 169: message169
        case 174: message174
        case 177: message177
        case 178: message178
        case 184: message184
        case 185: message185
        case 186: message186
        case 187: message187
        case 188: message188
        case 200: message200
        case 201: message201
        case 202: message202
        case 206: message206
        case 207: message207
        case 208: message208
        case 209: message209
        case 210: message210
        case 211: message211
        case 216: message216
        case 225: message225
        case 227: message227
        case 229: message229
        case 258: message258
        case 259: message259
        case 262: message262
        case 264: message264
        case 268: message268
        case 269: message269
        case 275: message275
        case 285: message285
        case 289: message289
        case 290: message290
        case 297: message297
        case 302: message302
        case 304: message304
        case 305: message305
        case 306: message306
        case 307: message307
        case 308: message308
        case 312: message312
        case 313: message313
        case 314: message314
        case 315: message315
        case 317: message317
        case 319: message319
        case 323: message323
        case 346: message346
        case 370: message370
        case 371: message371
        case 372: message372
        case 375: message375
        case 376: message376
        case 387: message387
        case 388: message388
        case 389: message389
        case 393: message393
        case 398: message398
        case 409: message409
        case 412: message412
        case 470: message470
        case 471: message471
        default: nil
        }
    }

    /// Every type, in name order.
    static var generatedTypes: [TypeProfile] {
        [
            type0, type1, type2, type3, type4, type5, type6, type7, type8, type9, type10, type11, type12, type13,
            type14, type15, type16, type17, type18, type19, type20, type21, type22, type23, type24, type25, type26,
            type27, type28, type29, type30, type31, type32, type33, type34, type35, type36, type37, type38, type39,
            type40, type41, type42, type43, type44, type45, type46, type47, type48, type49, type50, type51, type52,
            type53, type54, type55, type56, type57, type58, type59, type60, type61, type62, type63, type64, type65,
            type66, type67, type68, type69, type70, type71, type72, type73, type74, type75, type76, type77, type78,
            type79, type80, type81, type82, type83, type84, type85, type86, type87, type88, type89, type90, type91,
            type92, type93, type94, type95, type96, type97, type98, type99, type100, type101, type102, type103,
            type104, type105, type106, type107, type108, type109, type110, type111, type112, type113, type114, type115,
            type116, type117, type118, type119, type120, type121, type122, type123, type124, type125, type126, type127,
            type128, type129, type130, type131, type132, type133, type134, type135, type136, type137, type138, type139,
            type140, type141, type142, type143, type144, type145, type146, type147, type148, type149, type150, type151,
            type152, type153, type154, type155, type156, type157, type158, type159, type160, type161, type162, type163,
            type164, type165, type166, type167, type168, type169, type170, type171, type172, type173, type174, type175,
            type176, type177, type178, type179, type180, type181, type182, type183, type184, type185, type186, type187,
            type188, type189, type190, type191, type192, type193, type194, type195, type196, type197, type198, type199,
            type200, type201, type202, type203, type204, type205, type206, type207, type208, type209, type210, type211,
            type212, type213, type214
        ]
    }

    /// The type at this index of `generatedTypes`, made on first use.
    static func generatedType(_ index: Int) -> TypeProfile {
        switch index {
        case 0: type0
        case 1: type1
        case 2: type2
        case 3: type3
        case 4: type4
        case 5: type5
        case 6: type6
        case 7: type7
        case 8: type8
        case 9: type9
        case 10: type10
        case 11: type11
        case 12: type12
        case 13: type13
        case 14: type14
        case 15: type15
        case 16: type16
        case 17: type17
        case 18: type18
        case 19: type19
        case 20: type20
        case 21: type21
        case 22: type22
        case 23: type23
        case 24: type24
        case 25: type25
        case 26: type26
        case 27: type27
        case 28: type28
        case 29: type29
        case 30: type30
        case 31: type31
        case 32: type32
        case 33: type33
        case 34: type34
        case 35: type35
        case 36: type36
        case 37: type37
        case 38: type38
        case 39: type39
        case 40: type40
        case 41: type41
        case 42: type42
        case 43: type43
        case 44: type44
        case 45: type45
        case 46: type46
        case 47: type47
        case 48: type48
        case 49: type49
        case 50: type50
        case 51: type51
        case 52: type52
        case 53: type53
        case 54: type54
        case 55: type55
        case 56: type56
        case 57: type57
        case 58: type58
        case 59: type59
        case 60: type60
        case 61: type61
        case 62: type62
        case 63: type63
        case 64: type64
        case 65: type65
        case 66: type66
        case 67: type67
        case 68: type68
        case 69: type69
        case 70: type70
        case 71: type71
        case 72: type72
        case 73: type73
        case 74: type74
        case 75: type75
        case 76: type76
        case 77: type77
        case 78: type78
        case 79: type79
        case 80: type80
        case 81: type81
        case 82: type82
        case 83: type83
        case 84: type84
        case 85: type85
        case 86: type86
        case 87: type87
        case 88: type88
        case 89: type89
        case 90: type90
        case 91: type91
        case 92: type92
        case 93: type93
        case 94: type94
        case 95: type95
        case 96: type96
        case 97: type97
        case 98: type98
        case 99: type99
        case 100: type100
        case 101: type101
        case 102: type102
        case 103: type103
        case 104: type104
        case 105: type105
        case 106: type106
        case 107: type107
        case 108: type108
        case 109: type109
        case 110: type110
        case 111: type111
        case 112: type112
        case 113: type113
        case 114: type114
        case 115: type115
        case 116: type116
        case 117: type117
        case 118: type118
        case 119: type119
        case 120: type120
        case 121: type121
        case 122: type122
        case 123: type123
        case 124: type124
        case 125: type125
        case 126: type126
        case 127: type127
        case 128: type128
        case 129: type129
        case 130: type130
        case 131: type131
        case 132: type132
        case 133: type133
        case 134: type134
        case 135: type135
        case 136: type136
        case 137: type137
        case 138: type138
        case 139: type139
        case 140: type140
        case 141: type141
        case 142: type142
        case 143: type143
        case 144: type144
        case 145: type145
        case 146: type146
        case 147: type147
        case 148: type148
        case 149: type149
        case 150: type150
        case 151: type151
        case 152: type152
        case 153: type153
        case 154: type154
        case 155: type155
        case 156: type156
        case 157: type157
        case 158: type158
        case 159: type159
        case 160: type160
        case 161: type161
        case 162: type162
        case 163: type163
        case 164: type164
        case 165: type165
        case 166: type166
        case 167: type167
        case 168: type168
        case 169: type169
        case 170: type170
        case 171: type171
        case 172: type172
        case 173: type173
        case 174: type174
        case 175: type175
        case 176: type176
        case 177: type177
        case 178: type178
        case 179: type179
        case 180: type180
        case 181: type181
        case 182: type182
        case 183: type183
        case 184: type184
        case 185: type185
        case 186: type186
        case 187: type187
        case 188: type188
        case 189: type189
        case 190: type190
        case 191: type191
        case 192: type192
        case 193: type193
        case 194: type194
        case 195: type195
        case 196: type196
        case 197: type197
        case 198: type198
        case 199: type199
        case 200: type200
        case 201: type201
        case 202: type202
        case 203: type203
        case 204: type204
        case 205: type205
        case 206: type206
        case 207: type207
        case 208: type208
        case 209: type209
        case 210: type210
        case 211: type211
        case 212: type212
        case 213: type213
        case 214: type214
        default: preconditionFailure("no profile type \(index)")
        }
    }
}

// Each message and type, made on first use.
let message0 = makeMessage0()
let message1 = makeMessage1()
let message2 = makeMessage2()
let message3 = makeMessage3()
let message4 = makeMessage4()
let message5 = makeMessage5()
let message6 = makeMessage6()
let message7 = makeMessage7()
let message8 = makeMessage8()
let message9 = makeMessage9()
let message10 = makeMessage10()
let message12 = makeMessage12()
let message13 = makeMessage13()
let message15 = makeMessage15()
let message18 = makeMessage18()
let message19 = makeMessage19()
let message20 = makeMessage20()
let message21 = makeMessage21()
let message23 = makeMessage23()
let message26 = makeMessage26()
let message27 = makeMessage27()
let message28 = makeMessage28()
let message30 = makeMessage30()
let message31 = makeMessage31()
let message32 = makeMessage32()
let message33 = makeMessage33()
let message34 = makeMessage34()
let message35 = makeMessage35()
let message37 = makeMessage37()
let message38 = makeMessage38()
let message39 = makeMessage39()
let message49 = makeMessage49()
let message51 = makeMessage51()
let message53 = makeMessage53()
let message55 = makeMessage55()
let message72 = makeMessage72()
let message78 = makeMessage78()
let message80 = makeMessage80()
let message81 = makeMessage81()
let message82 = makeMessage82()
let message101 = makeMessage101()
let message103 = makeMessage103()
let message104 = makeMessage104()
let message105 = makeMessage105()
let message106 = makeMessage106()
let message127 = makeMessage127()
let message128 = makeMessage128()
let message129 = makeMessage129()
let message131 = makeMessage131()
let message132 = makeMessage132()
let message142 = makeMessage142()
let message145 = makeMessage145()
let message148 = makeMessage148()
let message149 = makeMessage149()
let message150 = makeMessage150()
let message151 = makeMessage151()
let message158 = makeMessage158()
let message159 = makeMessage159()
let message160 = makeMessage160()
let message161 = makeMessage161()
let message162 = makeMessage162()
let message164 = makeMessage164()
let message165 = makeMessage165()
let message167 = makeMessage167()
let message169 = makeMessage169()
let message174 = makeMessage174()
let message177 = makeMessage177()
let message178 = makeMessage178()
let message184 = makeMessage184()
let message185 = makeMessage185()
let message186 = makeMessage186()
let message187 = makeMessage187()
let message188 = makeMessage188()
let message200 = makeMessage200()
let message201 = makeMessage201()
let message202 = makeMessage202()
let message206 = makeMessage206()
let message207 = makeMessage207()
let message208 = makeMessage208()
let message209 = makeMessage209()
let message210 = makeMessage210()
let message211 = makeMessage211()
let message216 = makeMessage216()
let message225 = makeMessage225()
let message227 = makeMessage227()
let message229 = makeMessage229()
let message258 = makeMessage258()
let message259 = makeMessage259()
let message262 = makeMessage262()
let message264 = makeMessage264()
let message268 = makeMessage268()
let message269 = makeMessage269()
let message275 = makeMessage275()
let message285 = makeMessage285()
let message289 = makeMessage289()
let message290 = makeMessage290()
let message297 = makeMessage297()
let message302 = makeMessage302()
let message304 = makeMessage304()
let message305 = makeMessage305()
let message306 = makeMessage306()
let message307 = makeMessage307()
let message308 = makeMessage308()
let message312 = makeMessage312()
let message313 = makeMessage313()
let message314 = makeMessage314()
let message315 = makeMessage315()
let message317 = makeMessage317()
let message319 = makeMessage319()
let message323 = makeMessage323()
let message346 = makeMessage346()
let message370 = makeMessage370()
let message371 = makeMessage371()
let message372 = makeMessage372()
let message375 = makeMessage375()
let message376 = makeMessage376()
let message387 = makeMessage387()
let message388 = makeMessage388()
let message389 = makeMessage389()
let message393 = makeMessage393()
let message398 = makeMessage398()
let message409 = makeMessage409()
let message412 = makeMessage412()
let message470 = makeMessage470()
let message471 = makeMessage471()
let type0 = makeType0()
let type1 = makeType1()
let type2 = makeType2()
let type3 = makeType3()
let type4 = makeType4()
let type5 = makeType5()
let type6 = makeType6()
let type7 = makeType7()
let type8 = makeType8()
let type9 = makeType9()
let type10 = makeType10()
let type11 = makeType11()
let type12 = makeType12()
let type13 = makeType13()
let type14 = makeType14()
let type15 = makeType15()
let type16 = makeType16()
let type17 = makeType17()
let type18 = makeType18()
let type19 = makeType19()
let type20 = makeType20()
let type21 = makeType21()
let type22 = makeType22()
let type23 = makeType23()
let type24 = makeType24()
let type25 = makeType25()
let type26 = makeType26()
let type27 = makeType27()
let type28 = makeType28()
let type29 = makeType29()
let type30 = makeType30()
let type31 = makeType31()
let type32 = makeType32()
let type33 = makeType33()
let type34 = makeType34()
let type35 = makeType35()
let type36 = makeType36()
let type37 = makeType37()
let type38 = makeType38()
let type39 = makeType39()
let type40 = makeType40()
let type41 = makeType41()
let type42 = makeType42()
let type43 = makeType43()
let type44 = makeType44()
let type45 = makeType45()
let type46 = makeType46()
let type47 = makeType47()
let type48 = makeType48()
let type49 = makeType49()
let type50 = makeType50()
let type51 = makeType51()
let type52 = makeType52()
let type53 = makeType53()
let type54 = makeType54()
let type55 = makeType55()
let type56 = makeType56()
let type57 = makeType57()
let type58 = makeType58()
let type59 = makeType59()
let type60 = makeType60()
let type61 = makeType61()
let type62 = makeType62()
let type63 = makeType63()
let type64 = makeType64()
let type65 = makeType65()
let type66 = makeType66()
let type67 = makeType67()
let type68 = makeType68()
let type69 = makeType69()
let type70 = makeType70()
let type71 = makeType71()
let type72 = makeType72()
let type73 = makeType73()
let type74 = makeType74()
let type75 = makeType75()
let type76 = makeType76()
let type77 = makeType77()
let type78 = makeType78()
let type79 = makeType79()
let type80 = makeType80()
let type81 = makeType81()
let type82 = makeType82()
let type83 = makeType83()
let type84 = makeType84()
let type85 = makeType85()
let type86 = makeType86()
let type87 = makeType87()
let type88 = makeType88()
let type89 = makeType89()
let type90 = makeType90()
let type91 = makeType91()
let type92 = makeType92()
let type93 = makeType93()
let type94 = makeType94()
let type95 = makeType95()
let type96 = makeType96()
let type97 = makeType97()
let type98 = makeType98()
let type99 = makeType99()
let type100 = makeType100()
let type101 = makeType101()
let type102 = makeType102()
let type103 = makeType103()
let type104 = makeType104()
let type105 = makeType105()
let type106 = makeType106()
let type107 = makeType107()
let type108 = makeType108()
let type109 = makeType109()
let type110 = makeType110()
let type111 = makeType111()
let type112 = makeType112()
let type113 = makeType113()
let type114 = makeType114()
let type115 = makeType115()
let type116 = makeType116()
let type117 = makeType117()
let type118 = makeType118()
let type119 = makeType119()
let type120 = makeType120()
let type121 = makeType121()
let type122 = makeType122()
let type123 = makeType123()
let type124 = makeType124()
let type125 = makeType125()
let type126 = makeType126()
let type127 = makeType127()
let type128 = makeType128()
let type129 = makeType129()
let type130 = makeType130()
let type131 = makeType131()
let type132 = makeType132()
let type133 = makeType133()
let type134 = makeType134()
let type135 = makeType135()
let type136 = makeType136()
let type137 = makeType137()
let type138 = makeType138()
let type139 = makeType139()
let type140 = makeType140()
let type141 = makeType141()
let type142 = makeType142()
let type143 = makeType143()
let type144 = makeType144()
let type145 = makeType145()
let type146 = makeType146()
let type147 = makeType147()
let type148 = makeType148()
let type149 = makeType149()
let type150 = makeType150()
let type151 = makeType151()
let type152 = makeType152()
let type153 = makeType153()
let type154 = makeType154()
let type155 = makeType155()
let type156 = makeType156()
let type157 = makeType157()
let type158 = makeType158()
let type159 = makeType159()
let type160 = makeType160()
let type161 = makeType161()
let type162 = makeType162()
let type163 = makeType163()
let type164 = makeType164()
let type165 = makeType165()
let type166 = makeType166()
let type167 = makeType167()
let type168 = makeType168()
let type169 = makeType169()
let type170 = makeType170()
let type171 = makeType171()
let type172 = makeType172()
let type173 = makeType173()
let type174 = makeType174()
let type175 = makeType175()
let type176 = makeType176()
let type177 = makeType177()
let type178 = makeType178()
let type179 = makeType179()
let type180 = makeType180()
let type181 = makeType181()
let type182 = makeType182()
let type183 = makeType183()
let type184 = makeType184()
let type185 = makeType185()
let type186 = makeType186()
let type187 = makeType187()
let type188 = makeType188()
let type189 = makeType189()
let type190 = makeType190()
let type191 = makeType191()
let type192 = makeType192()
let type193 = makeType193()
let type194 = makeType194()
let type195 = makeType195()
let type196 = makeType196()
let type197 = makeType197()
let type198 = makeType198()
let type199 = makeType199()
let type200 = makeType200()
let type201 = makeType201()
let type202 = makeType202()
let type203 = makeType203()
let type204 = makeType204()
let type205 = makeType205()
let type206 = makeType206()
let type207 = makeType207()
let type208 = makeType208()
let type209 = makeType209()
let type210 = makeType210()
let type211 = makeType211()
let type212 = makeType212()
let type213 = makeType213()
let type214 = makeType214()

/// The global number of every message the profile defines, by its profile name.
public enum MessageNumber {
    @_alwaysEmitIntoClient public static var fileId: UInt16 { 0 }
    @_alwaysEmitIntoClient public static var capabilities: UInt16 { 1 }
    @_alwaysEmitIntoClient public static var deviceSettings: UInt16 { 2 }
    @_alwaysEmitIntoClient public static var userProfile: UInt16 { 3 }
    @_alwaysEmitIntoClient public static var hrmProfile: UInt16 { 4 }
    @_alwaysEmitIntoClient public static var sdmProfile: UInt16 { 5 }
    @_alwaysEmitIntoClient public static var bikeProfile: UInt16 { 6 }
    @_alwaysEmitIntoClient public static var zonesTarget: UInt16 { 7 }
    @_alwaysEmitIntoClient public static var hrZone: UInt16 { 8 }
    @_alwaysEmitIntoClient public static var powerZone: UInt16 { 9 }
    @_alwaysEmitIntoClient public static var metZone: UInt16 { 10 }
    @_alwaysEmitIntoClient public static var sport: UInt16 { 12 }
    @_alwaysEmitIntoClient public static var trainingSettings: UInt16 { 13 }
    @_alwaysEmitIntoClient public static var goal: UInt16 { 15 }
    @_alwaysEmitIntoClient public static var session: UInt16 { 18 }
    @_alwaysEmitIntoClient public static var lap: UInt16 { 19 }
    @_alwaysEmitIntoClient public static var record: UInt16 { 20 }
    @_alwaysEmitIntoClient public static var event: UInt16 { 21 }
    @_alwaysEmitIntoClient public static var deviceInfo: UInt16 { 23 }
    @_alwaysEmitIntoClient public static var workout: UInt16 { 26 }
    @_alwaysEmitIntoClient public static var workoutStep: UInt16 { 27 }
    @_alwaysEmitIntoClient public static var schedule: UInt16 { 28 }
    @_alwaysEmitIntoClient public static var weightScale: UInt16 { 30 }
    @_alwaysEmitIntoClient public static var course: UInt16 { 31 }
    @_alwaysEmitIntoClient public static var coursePoint: UInt16 { 32 }
    @_alwaysEmitIntoClient public static var totals: UInt16 { 33 }
    @_alwaysEmitIntoClient public static var activity: UInt16 { 34 }
    @_alwaysEmitIntoClient public static var software: UInt16 { 35 }
    @_alwaysEmitIntoClient public static var fileCapabilities: UInt16 { 37 }
    @_alwaysEmitIntoClient public static var mesgCapabilities: UInt16 { 38 }
    @_alwaysEmitIntoClient public static var fieldCapabilities: UInt16 { 39 }
    @_alwaysEmitIntoClient public static var fileCreator: UInt16 { 49 }
    @_alwaysEmitIntoClient public static var bloodPressure: UInt16 { 51 }
    @_alwaysEmitIntoClient public static var speedZone: UInt16 { 53 }
    @_alwaysEmitIntoClient public static var monitoring: UInt16 { 55 }
    @_alwaysEmitIntoClient public static var trainingFile: UInt16 { 72 }
    @_alwaysEmitIntoClient public static var hrv: UInt16 { 78 }
    @_alwaysEmitIntoClient public static var antRx: UInt16 { 80 }
    @_alwaysEmitIntoClient public static var antTx: UInt16 { 81 }
    @_alwaysEmitIntoClient public static var antChannelId: UInt16 { 82 }
    @_alwaysEmitIntoClient public static var length: UInt16 { 101 }
    @_alwaysEmitIntoClient public static var monitoringInfo: UInt16 { 103 }
    @_alwaysEmitIntoClient public static var battery: UInt16 { 104 }
    @_alwaysEmitIntoClient public static var pad: UInt16 { 105 }
    @_alwaysEmitIntoClient public static var slaveDevice: UInt16 { 106 }
    @_alwaysEmitIntoClient public static var connectivity: UInt16 { 127 }
    @_alwaysEmitIntoClient public static var weatherConditions: UInt16 { 128 }
    @_alwaysEmitIntoClient public static var weatherAlert: UInt16 { 129 }
    @_alwaysEmitIntoClient public static var cadenceZone: UInt16 { 131 }
    @_alwaysEmitIntoClient public static var hr: UInt16 { 132 }
    @_alwaysEmitIntoClient public static var segmentLap: UInt16 { 142 }
    @_alwaysEmitIntoClient public static var memoGlob: UInt16 { 145 }
    @_alwaysEmitIntoClient public static var segmentId: UInt16 { 148 }
    @_alwaysEmitIntoClient public static var segmentLeaderboardEntry: UInt16 { 149 }
    @_alwaysEmitIntoClient public static var segmentPoint: UInt16 { 150 }
    @_alwaysEmitIntoClient public static var segmentFile: UInt16 { 151 }
    @_alwaysEmitIntoClient public static var workoutSession: UInt16 { 158 }
    @_alwaysEmitIntoClient public static var watchfaceSettings: UInt16 { 159 }
    @_alwaysEmitIntoClient public static var gpsMetadata: UInt16 { 160 }
    @_alwaysEmitIntoClient public static var cameraEvent: UInt16 { 161 }
    @_alwaysEmitIntoClient public static var timestampCorrelation: UInt16 { 162 }
    @_alwaysEmitIntoClient public static var gyroscopeData: UInt16 { 164 }
    @_alwaysEmitIntoClient public static var accelerometerData: UInt16 { 165 }
    @_alwaysEmitIntoClient public static var threeDSensorCalibration: UInt16 { 167 }
    @_alwaysEmitIntoClient public static var videoFrame: UInt16 { 169 }
    @_alwaysEmitIntoClient public static var obdiiData: UInt16 { 174 }
    @_alwaysEmitIntoClient public static var nmeaSentence: UInt16 { 177 }
    @_alwaysEmitIntoClient public static var aviationAttitude: UInt16 { 178 }
    @_alwaysEmitIntoClient public static var video: UInt16 { 184 }
    @_alwaysEmitIntoClient public static var videoTitle: UInt16 { 185 }
    @_alwaysEmitIntoClient public static var videoDescription: UInt16 { 186 }
    @_alwaysEmitIntoClient public static var videoClip: UInt16 { 187 }
    @_alwaysEmitIntoClient public static var ohrSettings: UInt16 { 188 }
    @_alwaysEmitIntoClient public static var exdScreenConfiguration: UInt16 { 200 }
    @_alwaysEmitIntoClient public static var exdDataFieldConfiguration: UInt16 { 201 }
    @_alwaysEmitIntoClient public static var exdDataConceptConfiguration: UInt16 { 202 }
    @_alwaysEmitIntoClient public static var fieldDescription: UInt16 { 206 }
    @_alwaysEmitIntoClient public static var developerDataId: UInt16 { 207 }
    @_alwaysEmitIntoClient public static var magnetometerData: UInt16 { 208 }
    @_alwaysEmitIntoClient public static var barometerData: UInt16 { 209 }
    @_alwaysEmitIntoClient public static var oneDSensorCalibration: UInt16 { 210 }
    @_alwaysEmitIntoClient public static var monitoringHrData: UInt16 { 211 }
    @_alwaysEmitIntoClient public static var timeInZone: UInt16 { 216 }
    @_alwaysEmitIntoClient public static var set: UInt16 { 225 }
    @_alwaysEmitIntoClient public static var stressLevel: UInt16 { 227 }
    @_alwaysEmitIntoClient public static var maxMetData: UInt16 { 229 }
    @_alwaysEmitIntoClient public static var diveSettings: UInt16 { 258 }
    @_alwaysEmitIntoClient public static var diveGas: UInt16 { 259 }
    @_alwaysEmitIntoClient public static var diveAlarm: UInt16 { 262 }
    @_alwaysEmitIntoClient public static var exerciseTitle: UInt16 { 264 }
    @_alwaysEmitIntoClient public static var diveSummary: UInt16 { 268 }
    @_alwaysEmitIntoClient public static var spo2Data: UInt16 { 269 }
    @_alwaysEmitIntoClient public static var sleepLevel: UInt16 { 275 }
    @_alwaysEmitIntoClient public static var jump: UInt16 { 285 }
    @_alwaysEmitIntoClient public static var aadAccelFeatures: UInt16 { 289 }
    @_alwaysEmitIntoClient public static var beatIntervals: UInt16 { 290 }
    @_alwaysEmitIntoClient public static var respirationRate: UInt16 { 297 }
    @_alwaysEmitIntoClient public static var hsaAccelerometerData: UInt16 { 302 }
    @_alwaysEmitIntoClient public static var hsaStepData: UInt16 { 304 }
    @_alwaysEmitIntoClient public static var hsaSpo2Data: UInt16 { 305 }
    @_alwaysEmitIntoClient public static var hsaStressData: UInt16 { 306 }
    @_alwaysEmitIntoClient public static var hsaRespirationData: UInt16 { 307 }
    @_alwaysEmitIntoClient public static var hsaHeartRateData: UInt16 { 308 }
    @_alwaysEmitIntoClient public static var split: UInt16 { 312 }
    @_alwaysEmitIntoClient public static var splitSummary: UInt16 { 313 }
    @_alwaysEmitIntoClient public static var hsaBodyBatteryData: UInt16 { 314 }
    @_alwaysEmitIntoClient public static var hsaEvent: UInt16 { 315 }
    @_alwaysEmitIntoClient public static var climbPro: UInt16 { 317 }
    @_alwaysEmitIntoClient public static var tankUpdate: UInt16 { 319 }
    @_alwaysEmitIntoClient public static var tankSummary: UInt16 { 323 }
    @_alwaysEmitIntoClient public static var sleepAssessment: UInt16 { 346 }
    @_alwaysEmitIntoClient public static var hrvStatusSummary: UInt16 { 370 }
    @_alwaysEmitIntoClient public static var hrvValue: UInt16 { 371 }
    @_alwaysEmitIntoClient public static var rawBbi: UInt16 { 372 }
    @_alwaysEmitIntoClient public static var deviceAuxBatteryInfo: UInt16 { 375 }
    @_alwaysEmitIntoClient public static var hsaGyroscopeData: UInt16 { 376 }
    @_alwaysEmitIntoClient public static var chronoShotSession: UInt16 { 387 }
    @_alwaysEmitIntoClient public static var chronoShotData: UInt16 { 388 }
    @_alwaysEmitIntoClient public static var hsaConfigurationData: UInt16 { 389 }
    @_alwaysEmitIntoClient public static var diveApneaAlarm: UInt16 { 393 }
    @_alwaysEmitIntoClient public static var skinTempOvernight: UInt16 { 398 }
    @_alwaysEmitIntoClient public static var hsaWristTemperatureData: UInt16 { 409 }
    @_alwaysEmitIntoClient public static var napEvent: UInt16 { 412 }
    @_alwaysEmitIntoClient public static var sleepDisruptionSeverityPeriod: UInt16 { 470 }
    @_alwaysEmitIntoClient public static var sleepDisruptionOvernightSeverity: UInt16 { 471 }
}
