// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// The profile version these tables were generated from.
    public static let version = "21.218.0"

    /// Every message, in number order.
    static var generatedMessages: [MessageProfile] {
        [
            message0,
            message1,
            message2,
            message3,
            message4,
            message5,
            message6,
            message7,
            message8,
            message9,
            message10,
            message12,
            message13,
            message15,
            message18,
            message19,
            message20,
            message21,
            message23,
            message26,
            message27,
            message28,
            message30,
            message31,
            message32,
            message33,
            message34,
            message35,
            message37,
            message38,
            message39,
            message49,
            message51,
            message53,
            message55,
            message72,
            message78,
            message80,
            message81,
            message82,
            message101,
            message103,
            message104,
            message105,
            message106,
            message127,
            message128,
            message129,
            message131,
            message132,
            message142,
            message145,
            message148,
            message149,
            message150,
            message151,
            message158,
            message159,
            message160,
            message161,
            message162,
            message164,
            message165,
            message167,
            message169,
            message174,
            message177,
            message178,
            message184,
            message185,
            message186,
            message187,
            message188,
            message200,
            message201,
            message202,
            message206,
            message207,
            message208,
            message209,
            message210,
            message211,
            message216,
            message225,
            message227,
            message229,
            message258,
            message259,
            message262,
            message264,
            message268,
            message269,
            message275,
            message285,
            message289,
            message290,
            message297,
            message302,
            message304,
            message305,
            message306,
            message307,
            message308,
            message312,
            message313,
            message314,
            message315,
            message317,
            message319,
            message323,
            message346,
            message370,
            message371,
            message372,
            message375,
            message376,
            message387,
            message388,
            message389,
            message393,
            message398,
            message409,
            message412,
            message470,
            message471,
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
}

// file_id: 7 fields
private let message0 = MessageProfile(number: 0, name: "file_id", fields: [
    FieldProfile(number: 0, name: "type", type: "file", kind: .enumeration(78), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "manufacturer", type: "manufacturer", kind: .enumeration(121), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "product", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "favero_product", kind: .enumeration(77), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 263)]),
                SubfieldProfile(name: "garmin_product", kind: .enumeration(87), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 1), SubfieldMap(fieldNumber: 1, rawValue: 15), SubfieldMap(fieldNumber: 1, rawValue: 13), SubfieldMap(fieldNumber: 1, rawValue: 89)])]),
    FieldProfile(number: 3, name: "serial_number", type: "uint32z", kind: .numeric, typeBase: .uint32z, expandedInvalid: 0, baseType: .uint32z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "time_created", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "number", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "product_name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// capabilities: 4 fields
private let message1 = MessageProfile(number: 1, name: "capabilities", fields: [
    FieldProfile(number: 0, name: "languages", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "sports", type: "sport_bits_0", kind: .enumeration(170), typeBase: nil, expandedInvalid: 255, baseType: .uint8z, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 21, name: "workouts_supported", type: "workout_capabilities", kind: .enumeration(210), typeBase: nil, expandedInvalid: 255, baseType: .uint32z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 23, name: "connectivity_supported", type: "connectivity_capabilities", kind: .enumeration(43), typeBase: nil, expandedInvalid: 255, baseType: .uint32z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// device_settings: 24 fields
private let message2 = MessageProfile(number: 2, name: "device_settings", fields: [
    FieldProfile(number: 0, name: "active_time_zone", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "utc_offset", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "time_offset", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "time_mode", type: "time_mode", kind: .enumeration(188), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "time_zone_offset", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: true, scale: [4], offset: [0], units: ["hr"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "backlight_mode", type: "backlight_mode", kind: .enumeration(16), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 36, name: "activity_tracker_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 39, name: "clock_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 40, name: "pages_enabled", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 46, name: "move_alert_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 47, name: "date_mode", type: "date_mode", kind: .enumeration(50), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 55, name: "display_orientation", type: "display_orientation", kind: .enumeration(58), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 56, name: "mounting_side", type: "side", kind: .enumeration(159), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 57, name: "default_page", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 58, name: "autosync_min_steps", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["steps"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 59, name: "autosync_min_time", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["minutes"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 80, name: "lactate_threshold_autodetect_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 86, name: "ble_auto_upload_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 89, name: "auto_sync_frequency", type: "auto_sync_frequency", kind: .enumeration(13), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 90, name: "auto_activity_detect", type: "auto_activity_detect", kind: .enumeration(12), typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 94, name: "number_of_screens", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 95, name: "smart_notification_display_orientation", type: "display_orientation", kind: .enumeration(58), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 134, name: "tap_interface", type: "switch", kind: .enumeration(185), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 174, name: "tap_sensitivity", type: "tap_sensitivity", kind: .enumeration(186), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// user_profile: 29 fields
private let message3 = MessageProfile(number: 3, name: "user_profile", fields: [
    FieldProfile(number: 0, name: "friendly_name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "gender", type: "gender", kind: .enumeration(89), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "age", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["years"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "height", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "weight", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["kg"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "language", type: "language", kind: .enumeration(104), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "elev_setting", type: "display_measure", kind: .enumeration(57), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "weight_setting", type: "display_measure", kind: .enumeration(57), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "resting_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "default_max_running_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "default_max_biking_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "default_max_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "hr_setting", type: "display_heart", kind: .enumeration(56), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 13, name: "speed_setting", type: "display_measure", kind: .enumeration(57), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 14, name: "dist_setting", type: "display_measure", kind: .enumeration(57), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 16, name: "power_setting", type: "display_power", kind: .enumeration(60), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 17, name: "activity_class", type: "activity_class", kind: .enumeration(1), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 18, name: "position_setting", type: "display_position", kind: .enumeration(59), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 21, name: "temperature_setting", type: "display_measure", kind: .enumeration(57), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 22, name: "local_id", type: "user_local_id", kind: .enumeration(198), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 23, name: "global_id", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 28, name: "wake_time", type: "localtime_into_day", kind: .enumeration(119), typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 29, name: "sleep_time", type: "localtime_into_day", kind: .enumeration(119), typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 30, name: "height_setting", type: "display_measure", kind: .enumeration(57), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 31, name: "user_running_step_length", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 32, name: "user_walking_step_length", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 47, name: "depth_setting", type: "display_measure", kind: .enumeration(57), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 49, name: "dive_count", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// hrm_profile: 5 fields
private let message4 = MessageProfile(number: 4, name: "hrm_profile", fields: [
    FieldProfile(number: 0, name: "enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "hrm_ant_id", type: "uint16z", kind: .numeric, typeBase: .uint16z, expandedInvalid: 0, baseType: .uint16z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "log_hrv", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "hrm_ant_id_trans_type", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// sdm_profile: 8 fields
private let message5 = MessageProfile(number: 5, name: "sdm_profile", fields: [
    FieldProfile(number: 0, name: "enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "sdm_ant_id", type: "uint16z", kind: .numeric, typeBase: .uint16z, expandedInvalid: 0, baseType: .uint16z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "sdm_cal_factor", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "odometer", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "speed_source", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "sdm_ant_id_trans_type", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "odometer_rollover", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// bike_profile: 32 fields
private let message6 = MessageProfile(number: 6, name: "bike_profile", fields: [
    FieldProfile(number: 0, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "odometer", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "bike_spd_ant_id", type: "uint16z", kind: .numeric, typeBase: .uint16z, expandedInvalid: 0, baseType: .uint16z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "bike_cad_ant_id", type: "uint16z", kind: .numeric, typeBase: .uint16z, expandedInvalid: 0, baseType: .uint16z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "bike_spdcad_ant_id", type: "uint16z", kind: .numeric, typeBase: .uint16z, expandedInvalid: 0, baseType: .uint16z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "bike_power_ant_id", type: "uint16z", kind: .numeric, typeBase: .uint16z, expandedInvalid: 0, baseType: .uint16z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "custom_wheelsize", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "auto_wheelsize", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "bike_weight", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["kg"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "power_cal_factor", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "auto_wheel_cal", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 13, name: "auto_power_zero", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 14, name: "id", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 15, name: "spd_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 16, name: "cad_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 17, name: "spdcad_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 18, name: "power_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 19, name: "crank_length", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [-110], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 20, name: "enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 21, name: "bike_spd_ant_id_trans_type", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 22, name: "bike_cad_ant_id_trans_type", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 23, name: "bike_spdcad_ant_id_trans_type", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 24, name: "bike_power_ant_id_trans_type", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 37, name: "odometer_rollover", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 38, name: "front_gear_num", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 39, name: "front_gear", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 40, name: "rear_gear_num", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 41, name: "rear_gear", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 44, name: "shimano_di2_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// zones_target: 5 fields
private let message7 = MessageProfile(number: 7, name: "zones_target", fields: [
    FieldProfile(number: 1, name: "max_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "threshold_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "functional_threshold_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "hr_calc_type", type: "hr_zone_calc", kind: .enumeration(97), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "pwr_calc_type", type: "pwr_zone_calc", kind: .enumeration(140), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// hr_zone: 3 fields
private let message8 = MessageProfile(number: 8, name: "hr_zone", fields: [
    FieldProfile(number: 1, name: "high_bpm", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// power_zone: 3 fields
private let message9 = MessageProfile(number: 9, name: "power_zone", fields: [
    FieldProfile(number: 1, name: "high_value", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// met_zone: 4 fields
private let message10 = MessageProfile(number: 10, name: "met_zone", fields: [
    FieldProfile(number: 1, name: "high_bpm", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["kcal / min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "fat_calories", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [10], offset: [0], units: ["kcal / min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// sport: 3 fields
private let message12 = MessageProfile(number: 12, name: "sport", fields: [
    FieldProfile(number: 0, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// training_settings: 4 fields
private let message13 = MessageProfile(number: 13, name: "training_settings", fields: [
    FieldProfile(number: 31, name: "target_distance", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 32, name: "target_speed", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 33, name: "target_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 153, name: "precise_target_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
])

// goal: 13 fields
private let message15 = MessageProfile(number: 15, name: "goal", fields: [
    FieldProfile(number: 0, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "start_date", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "end_date", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "type", type: "goal", kind: .enumeration(90), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "value", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "repeat", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "target_value", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "recurrence", type: "goal_recurrence", kind: .enumeration(91), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "recurrence_value", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "source", type: "goal_source", kind: .enumeration(92), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// session: 164 fields
private let message18 = MessageProfile(number: 18, name: "session", fields: [
    FieldProfile(number: 0, name: "event", type: "event", kind: .enumeration(68), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "event_type", type: "event_type", kind: .enumeration(69), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "start_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "start_position_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "start_position_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "total_elapsed_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "total_timer_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "total_distance", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "total_cycles", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["cycles"], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "total_reps", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["reps"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 6, rawValue: 20), SubfieldMap(fieldNumber: 5, rawValue: 62)]),
                SubfieldProfile(name: "total_strides", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["strides"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 5, rawValue: 1), SubfieldMap(fieldNumber: 5, rawValue: 11)]),
                SubfieldProfile(name: "total_strokes", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["strokes"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 5, rawValue: 2), SubfieldMap(fieldNumber: 5, rawValue: 5), SubfieldMap(fieldNumber: 5, rawValue: 15), SubfieldMap(fieldNumber: 5, rawValue: 37)]),
                SubfieldProfile(name: "total_pushes", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["pushes"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 5, rawValue: 66), SubfieldMap(fieldNumber: 5, rawValue: 65)])]),
    FieldProfile(number: 11, name: "total_calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 13, name: "total_fat_calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 14, name: "avg_speed", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [16], components: [124], isAccumulated: false),
    FieldProfile(number: 15, name: "max_speed", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [16], components: [125], isAccumulated: false),
    FieldProfile(number: 16, name: "avg_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 17, name: "max_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 18, name: "avg_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "avg_running_cadence", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: ["strides/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 5, rawValue: 1)]),
                SubfieldProfile(name: "avg_swimming_cadence", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: ["strokes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 5, rawValue: 5)]),
                SubfieldProfile(name: "avg_paddlesport_cadence", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: ["strokes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 5, rawValue: 15), SubfieldMap(fieldNumber: 5, rawValue: 37)]),
                SubfieldProfile(name: "avg_push_cadence", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: ["pushes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 5, rawValue: 66), SubfieldMap(fieldNumber: 5, rawValue: 65)])]),
    FieldProfile(number: 19, name: "max_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "max_running_cadence", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: ["strides/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 5, rawValue: 1)]),
                SubfieldProfile(name: "max_swimming_cadence", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: ["strokes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 5, rawValue: 5)]),
                SubfieldProfile(name: "max_paddlesport_cadence", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: ["strokes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 5, rawValue: 15), SubfieldMap(fieldNumber: 5, rawValue: 37)]),
                SubfieldProfile(name: "max_push_cadence", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: ["pushes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 5, rawValue: 66), SubfieldMap(fieldNumber: 5, rawValue: 65)])]),
    FieldProfile(number: 20, name: "avg_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 21, name: "max_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 22, name: "total_ascent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 23, name: "total_descent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 24, name: "total_training_effect", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [10], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 25, name: "first_lap_index", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 26, name: "num_laps", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 27, name: "event_group", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 28, name: "trigger", type: "session_trigger", kind: .enumeration(154), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 29, name: "nec_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 30, name: "nec_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 31, name: "swc_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 32, name: "swc_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 33, name: "num_lengths", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["lengths"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 34, name: "normalized_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 35, name: "training_stress_score", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["tss"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 36, name: "intensity_factor", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["if"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 37, name: "left_right_balance", type: "left_right_balance_100", kind: .enumeration(113), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 38, name: "end_position_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 39, name: "end_position_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 41, name: "avg_stroke_count", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [10], offset: [0], units: ["strokes/lap"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 42, name: "avg_stroke_distance", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 43, name: "swim_stroke", type: "swim_stroke", kind: .enumeration(184), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: ["swim_stroke"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 44, name: "pool_length", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 45, name: "threshold_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 46, name: "pool_length_unit", type: "display_measure", kind: .enumeration(57), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 47, name: "num_active_lengths", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["lengths"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 48, name: "total_work", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["J"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 49, name: "avg_altitude", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [16], components: [126], isAccumulated: false),
    FieldProfile(number: 50, name: "max_altitude", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [16], components: [128], isAccumulated: false),
    FieldProfile(number: 51, name: "gps_accuracy", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 52, name: "avg_grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 53, name: "avg_pos_grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 54, name: "avg_neg_grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 55, name: "max_pos_grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 56, name: "max_neg_grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 57, name: "avg_temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 58, name: "max_temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 59, name: "total_moving_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 60, name: "avg_pos_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 61, name: "avg_neg_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 62, name: "max_pos_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 63, name: "max_neg_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 64, name: "min_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 65, name: "time_in_hr_zone", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 66, name: "time_in_speed_zone", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 67, name: "time_in_cadence_zone", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 68, name: "time_in_power_zone", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 69, name: "avg_lap_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 70, name: "best_lap_index", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 71, name: "min_altitude", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [16], components: [127], isAccumulated: false),
    FieldProfile(number: 78, name: "active_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 79, name: "avg_strokes_per_length", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["strokes/length"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 80, name: "avg_swolf", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 82, name: "player_score", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 83, name: "opponent_score", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 84, name: "opponent_name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 85, name: "stroke_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["counts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 86, name: "zone_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["counts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 87, name: "max_ball_speed", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 88, name: "avg_ball_speed", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 89, name: "avg_vertical_oscillation", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 90, name: "avg_stance_time_percent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 91, name: "avg_stance_time", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 92, name: "avg_fractional_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [128], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 93, name: "max_fractional_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [128], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 94, name: "total_fractional_cycles", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [128], offset: [0], units: ["cycles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 95, name: "avg_total_hemoglobin_conc", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [100], offset: [0], units: ["g/dL"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 96, name: "min_total_hemoglobin_conc", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [100], offset: [0], units: ["g/dL"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 97, name: "max_total_hemoglobin_conc", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [100], offset: [0], units: ["g/dL"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 98, name: "avg_saturated_hemoglobin_percent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [10], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 99, name: "min_saturated_hemoglobin_percent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [10], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 100, name: "max_saturated_hemoglobin_percent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [10], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 101, name: "avg_left_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 102, name: "avg_right_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 103, name: "avg_left_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 104, name: "avg_right_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 105, name: "avg_combined_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 106, name: "num_segment_laps", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 107, name: "front_gear_shift_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 108, name: "rear_gear_shift_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 110, name: "sport_profile_name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 111, name: "sport_index", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 112, name: "time_standing", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 113, name: "stand_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 114, name: "avg_left_pco", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 115, name: "avg_right_pco", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 116, name: "avg_left_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 117, name: "avg_left_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 118, name: "avg_right_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 119, name: "avg_right_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 120, name: "avg_power_position", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 121, name: "max_power_position", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 122, name: "avg_cadence_position", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 123, name: "max_cadence_position", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 124, name: "enhanced_avg_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 125, name: "enhanced_max_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 126, name: "enhanced_avg_altitude", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 127, name: "enhanced_min_altitude", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 128, name: "enhanced_max_altitude", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 129, name: "avg_lev_motor_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 130, name: "max_lev_motor_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 131, name: "lev_battery_consumption", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 132, name: "avg_vertical_ratio", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 133, name: "avg_stance_time_balance", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 134, name: "avg_step_length", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 137, name: "total_anaerobic_training_effect", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [10], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 139, name: "avg_vam", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 140, name: "avg_depth", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 141, name: "max_depth", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 142, name: "surface_interval", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 143, name: "start_cns", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 144, name: "end_cns", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 145, name: "start_n2", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 146, name: "end_n2", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 147, name: "avg_respiration_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [""], bits: [8], components: [169], isAccumulated: false),
    FieldProfile(number: 148, name: "max_respiration_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [""], bits: [8], components: [170], isAccumulated: false),
    FieldProfile(number: 149, name: "min_respiration_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [""], bits: [8], components: [180], isAccumulated: false),
    FieldProfile(number: 150, name: "min_temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 155, name: "o2_toxicity", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["OTUs"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 156, name: "dive_number", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 168, name: "training_load_peak", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [65536], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 169, name: "enhanced_avg_respiration_rate", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["Breaths/min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 170, name: "enhanced_max_respiration_rate", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["Breaths/min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 180, name: "enhanced_min_respiration_rate", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 181, name: "total_grit", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["kGrit"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 182, name: "total_flow", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["Flow"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 183, name: "jump_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 186, name: "avg_grit", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["kGrit"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 187, name: "avg_flow", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["Flow"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 192, name: "workout_feel", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 193, name: "workout_rpe", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 194, name: "avg_spo2", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 195, name: "avg_stress", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 196, name: "metabolic_calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 197, name: "sdrr_hrv", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["mS"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 198, name: "rmssd_hrv", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["mS"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 199, name: "total_fractional_ascent", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 200, name: "total_fractional_descent", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 208, name: "avg_core_temperature", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 209, name: "min_core_temperature", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 210, name: "max_core_temperature", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 211, name: "avg_grade_adjusted_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// lap: 134 fields
private let message19 = MessageProfile(number: 19, name: "lap", fields: [
    FieldProfile(number: 0, name: "event", type: "event", kind: .enumeration(68), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "event_type", type: "event_type", kind: .enumeration(69), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "start_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "start_position_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "start_position_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "end_position_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "end_position_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "total_elapsed_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "total_timer_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "total_distance", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "total_cycles", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["cycles"], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "total_strides", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["strides"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 25, rawValue: 1), SubfieldMap(fieldNumber: 25, rawValue: 11)]),
                SubfieldProfile(name: "total_strokes", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["strokes"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 25, rawValue: 2), SubfieldMap(fieldNumber: 25, rawValue: 5), SubfieldMap(fieldNumber: 25, rawValue: 15), SubfieldMap(fieldNumber: 25, rawValue: 37)]),
                SubfieldProfile(name: "total_pushes", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["pushes"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 25, rawValue: 66), SubfieldMap(fieldNumber: 25, rawValue: 65)])]),
    FieldProfile(number: 11, name: "total_calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "total_fat_calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 13, name: "avg_speed", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [16], components: [110], isAccumulated: false),
    FieldProfile(number: 14, name: "max_speed", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [16], components: [111], isAccumulated: false),
    FieldProfile(number: 15, name: "avg_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 16, name: "max_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 17, name: "avg_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "avg_running_cadence", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: ["strides/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 25, rawValue: 1)]),
                SubfieldProfile(name: "avg_swimming_cadence", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: ["strokes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 25, rawValue: 5)]),
                SubfieldProfile(name: "avg_paddlesport_cadence", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: ["strokes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 25, rawValue: 15), SubfieldMap(fieldNumber: 25, rawValue: 37)]),
                SubfieldProfile(name: "avg_push_cadence", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: ["pushes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 25, rawValue: 66), SubfieldMap(fieldNumber: 25, rawValue: 65)])]),
    FieldProfile(number: 18, name: "max_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "max_running_cadence", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: ["strides/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 25, rawValue: 1)]),
                SubfieldProfile(name: "max_swimming_cadence", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: ["strokes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 25, rawValue: 5)]),
                SubfieldProfile(name: "max_paddlesport_cadence", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: ["strokes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 25, rawValue: 15), SubfieldMap(fieldNumber: 25, rawValue: 37)]),
                SubfieldProfile(name: "max_push_cadence", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: ["pushes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 25, rawValue: 66), SubfieldMap(fieldNumber: 25, rawValue: 65)])]),
    FieldProfile(number: 19, name: "avg_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 20, name: "max_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 21, name: "total_ascent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 22, name: "total_descent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 23, name: "intensity", type: "intensity", kind: .enumeration(102), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 24, name: "lap_trigger", type: "lap_trigger", kind: .enumeration(110), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 25, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 26, name: "event_group", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 27, name: "nec_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 28, name: "nec_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 29, name: "swc_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 30, name: "swc_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 32, name: "num_lengths", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["lengths"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 33, name: "normalized_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 34, name: "left_right_balance", type: "left_right_balance_100", kind: .enumeration(113), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 35, name: "first_length_index", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 37, name: "avg_stroke_distance", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 38, name: "swim_stroke", type: "swim_stroke", kind: .enumeration(184), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 39, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 40, name: "num_active_lengths", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["lengths"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 41, name: "total_work", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["J"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 42, name: "avg_altitude", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [16], components: [112], isAccumulated: false),
    FieldProfile(number: 43, name: "max_altitude", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [16], components: [114], isAccumulated: false),
    FieldProfile(number: 44, name: "gps_accuracy", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 45, name: "avg_grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 46, name: "avg_pos_grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 47, name: "avg_neg_grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 48, name: "max_pos_grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 49, name: "max_neg_grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 50, name: "avg_temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 51, name: "max_temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 52, name: "total_moving_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 53, name: "avg_pos_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 54, name: "avg_neg_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 55, name: "max_pos_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 56, name: "max_neg_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 57, name: "time_in_hr_zone", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 58, name: "time_in_speed_zone", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 59, name: "time_in_cadence_zone", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 60, name: "time_in_power_zone", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 61, name: "repetition_num", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 62, name: "min_altitude", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [16], components: [113], isAccumulated: false),
    FieldProfile(number: 63, name: "min_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 70, name: "active_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 71, name: "wkt_step_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 73, name: "avg_swolf", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 74, name: "opponent_score", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 75, name: "stroke_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["counts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 76, name: "zone_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["counts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 77, name: "avg_vertical_oscillation", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 78, name: "avg_stance_time_percent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 79, name: "avg_stance_time", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 80, name: "avg_fractional_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [128], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 81, name: "max_fractional_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [128], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 82, name: "total_fractional_cycles", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [128], offset: [0], units: ["cycles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 83, name: "player_score", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 84, name: "avg_total_hemoglobin_conc", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [100], offset: [0], units: ["g/dL"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 85, name: "min_total_hemoglobin_conc", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [100], offset: [0], units: ["g/dL"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 86, name: "max_total_hemoglobin_conc", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [100], offset: [0], units: ["g/dL"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 87, name: "avg_saturated_hemoglobin_percent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [10], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 88, name: "min_saturated_hemoglobin_percent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [10], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 89, name: "max_saturated_hemoglobin_percent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [10], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 90, name: "avg_strokes_per_length", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["strokes / length"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 91, name: "avg_left_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 92, name: "avg_right_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 93, name: "avg_left_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 94, name: "avg_right_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 95, name: "avg_combined_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 96, name: "front_gear_shift_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 97, name: "rear_gear_shift_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 98, name: "time_standing", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 99, name: "stand_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 100, name: "avg_left_pco", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 101, name: "avg_right_pco", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 102, name: "avg_left_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 103, name: "avg_left_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 104, name: "avg_right_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 105, name: "avg_right_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 106, name: "avg_power_position", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 107, name: "max_power_position", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 108, name: "avg_cadence_position", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 109, name: "max_cadence_position", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 110, name: "enhanced_avg_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 111, name: "enhanced_max_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 112, name: "enhanced_avg_altitude", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 113, name: "enhanced_min_altitude", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 114, name: "enhanced_max_altitude", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 115, name: "avg_lev_motor_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 116, name: "max_lev_motor_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 117, name: "lev_battery_consumption", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 118, name: "avg_vertical_ratio", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 119, name: "avg_stance_time_balance", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 120, name: "avg_step_length", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 121, name: "avg_vam", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 122, name: "avg_depth", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 123, name: "max_depth", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 124, name: "min_temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 136, name: "enhanced_avg_respiration_rate", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["Breaths/min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 137, name: "enhanced_max_respiration_rate", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["Breaths/min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 147, name: "avg_respiration_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [""], bits: [8], components: [136], isAccumulated: false),
    FieldProfile(number: 148, name: "max_respiration_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [""], bits: [8], components: [137], isAccumulated: false),
    FieldProfile(number: 149, name: "total_grit", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["kGrit"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 150, name: "total_flow", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["Flow"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 151, name: "jump_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 153, name: "avg_grit", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["kGrit"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 154, name: "avg_flow", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["Flow"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 155, name: "metabolic_calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 156, name: "total_fractional_ascent", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 157, name: "total_fractional_descent", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 158, name: "avg_core_temperature", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 159, name: "min_core_temperature", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 160, name: "max_core_temperature", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 161, name: "avg_grade_adjusted_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// record: 84 fields
private let message20 = MessageProfile(number: 20, name: "record", fields: [
    FieldProfile(number: 0, name: "position_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "position_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "altitude", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [16], components: [78], isAccumulated: false),
    FieldProfile(number: 3, name: "heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "distance", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: true),
    FieldProfile(number: 6, name: "speed", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [16], components: [73], isAccumulated: false),
    FieldProfile(number: 7, name: "power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "compressed_speed_distance", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: true, scale: [100, 16], offset: [0, 0], units: ["m/s", "m"], bits: [12, 12], components: [6, 5], isAccumulated: false),
    FieldProfile(number: 9, name: "grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "resistance", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "time_from_course", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "cycle_length", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 13, name: "temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 17, name: "speed_1s", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [16], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 18, name: "cycles", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["cycles"], bits: [8], components: [19], isAccumulated: false),
    FieldProfile(number: 19, name: "total_cycles", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["cycles"], bits: [], components: [], isAccumulated: true),
    FieldProfile(number: 28, name: "compressed_accumulated_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [16], components: [29], isAccumulated: false),
    FieldProfile(number: 29, name: "accumulated_power", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: true),
    FieldProfile(number: 30, name: "left_right_balance", type: "left_right_balance", kind: .enumeration(112), typeBase: nil, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 31, name: "gps_accuracy", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 32, name: "vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 33, name: "calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 39, name: "vertical_oscillation", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 40, name: "stance_time_percent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 41, name: "stance_time", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 42, name: "activity_type", type: "activity_type", kind: .enumeration(4), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 43, name: "left_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 44, name: "right_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 45, name: "left_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 46, name: "right_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 47, name: "combined_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 48, name: "time128", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [128], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 49, name: "stroke_type", type: "stroke_type", kind: .enumeration(180), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 50, name: "zone", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 51, name: "ball_speed", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 52, name: "cadence256", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [256], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 53, name: "fractional_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [128], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 54, name: "total_hemoglobin_conc", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["g/dL"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 55, name: "total_hemoglobin_conc_min", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["g/dL"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 56, name: "total_hemoglobin_conc_max", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["g/dL"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 57, name: "saturated_hemoglobin_percent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 58, name: "saturated_hemoglobin_percent_min", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 59, name: "saturated_hemoglobin_percent_max", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 62, name: "device_index", type: "device_index", kind: .enumeration(54), typeBase: nil, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 67, name: "left_pco", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 68, name: "right_pco", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 69, name: "left_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 70, name: "left_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 71, name: "right_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 72, name: "right_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 73, name: "enhanced_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 78, name: "enhanced_altitude", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 81, name: "battery_soc", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 82, name: "motor_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 83, name: "vertical_ratio", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 84, name: "stance_time_balance", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 85, name: "step_length", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 87, name: "cycle_length16", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 91, name: "absolute_pressure", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["Pa"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 92, name: "depth", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 93, name: "next_stop_depth", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 94, name: "next_stop_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 95, name: "time_to_surface", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 96, name: "ndl_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 97, name: "cns_load", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 98, name: "n2_load", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 99, name: "respiration_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [8], components: [108], isAccumulated: false),
    FieldProfile(number: 108, name: "enhanced_respiration_rate", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["Breaths/min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 114, name: "grit", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 115, name: "flow", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 116, name: "current_stress", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 117, name: "ebike_travel_range", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["km"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 118, name: "ebike_battery_level", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 119, name: "ebike_assist_mode", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["depends on sensor"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 120, name: "ebike_assist_level_percent", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 123, name: "air_time_remaining", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 124, name: "pressure_sac", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["bar/min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 125, name: "volume_sac", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["L/min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 126, name: "rmv", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["L/min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 127, name: "ascent_rate", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 129, name: "po2", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 139, name: "core_temperature", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// event: 19 fields
private let message21 = MessageProfile(number: 21, name: "event", fields: [
    FieldProfile(number: 0, name: "event", type: "event", kind: .enumeration(68), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "event_type", type: "event_type", kind: .enumeration(69), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "data16", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [""], bits: [16], components: [3], isAccumulated: false),
    FieldProfile(number: 3, name: "data", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "timer_trigger", kind: .enumeration(190), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 0)]),
                SubfieldProfile(name: "course_point_index", kind: .enumeration(127), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 10)]),
                SubfieldProfile(name: "battery_level", kind: .numeric, typeBase: .uint16, scale: [1000], offset: [0], units: ["V"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 11)]),
                SubfieldProfile(name: "virtual_partner_speed", kind: .numeric, typeBase: .uint16, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 12)]),
                SubfieldProfile(name: "hr_high_alert", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 13)]),
                SubfieldProfile(name: "hr_low_alert", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 14)]),
                SubfieldProfile(name: "speed_high_alert", kind: .numeric, typeBase: .uint32, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 15)]),
                SubfieldProfile(name: "speed_low_alert", kind: .numeric, typeBase: .uint32, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 16)]),
                SubfieldProfile(name: "cad_high_alert", kind: .numeric, typeBase: .uint16, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 17)]),
                SubfieldProfile(name: "cad_low_alert", kind: .numeric, typeBase: .uint16, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 18)]),
                SubfieldProfile(name: "power_high_alert", kind: .numeric, typeBase: .uint16, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 19)]),
                SubfieldProfile(name: "power_low_alert", kind: .numeric, typeBase: .uint16, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 20)]),
                SubfieldProfile(name: "time_duration_alert", kind: .numeric, typeBase: .uint32, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 23)]),
                SubfieldProfile(name: "distance_duration_alert", kind: .numeric, typeBase: .uint32, scale: [100], offset: [0], units: ["m"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 24)]),
                SubfieldProfile(name: "calorie_duration_alert", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["calories"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 25)]),
                SubfieldProfile(name: "fitness_equipment_state", kind: .enumeration(82), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 27)]),
                SubfieldProfile(name: "sport_point", kind: .numeric, typeBase: .uint32, scale: [1, 1], offset: [0, 0], units: ["", ""], bits: [16, 16], components: [7, 8], maps: [SubfieldMap(fieldNumber: 0, rawValue: 33)]),
                SubfieldProfile(name: "gear_change_data", kind: .numeric, typeBase: .uint32, scale: [1, 1, 1, 1], offset: [0, 0, 0, 0], units: ["", "", "", ""], bits: [8, 8, 8, 8], components: [11, 12, 9, 10], maps: [SubfieldMap(fieldNumber: 0, rawValue: 42), SubfieldMap(fieldNumber: 0, rawValue: 43)]),
                SubfieldProfile(name: "rider_position", kind: .enumeration(142), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 44)]),
                SubfieldProfile(name: "comm_timeout", kind: .enumeration(42), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 47)]),
                SubfieldProfile(name: "dive_alert", kind: .enumeration(62), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 56)]),
                SubfieldProfile(name: "auto_activity_detect_duration", kind: .numeric, typeBase: .uint16, scale: [1], offset: [0], units: ["min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 54)]),
                SubfieldProfile(name: "radar_threat_alert", kind: .numeric, typeBase: .uint32, scale: [1, 1, 10, 10], offset: [0, 0, 0, 0], units: ["", "", "", ""], bits: [8, 8, 8, 8], components: [21, 22, 23, 24], maps: [SubfieldMap(fieldNumber: 0, rawValue: 75)])]),
    FieldProfile(number: 4, name: "event_group", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "score", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "opponent_score", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "front_gear_num", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "front_gear", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "rear_gear_num", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "rear_gear", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 13, name: "device_index", type: "device_index", kind: .enumeration(54), typeBase: nil, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 14, name: "activity_type", type: "activity_type", kind: .enumeration(4), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 15, name: "start_timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "auto_activity_detect_start_timestamp", kind: .dateTime, typeBase: nil, scale: [1], offset: [0], units: ["s"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 54)])]),
    FieldProfile(number: 21, name: "radar_threat_level_max", type: "radar_threat_level_type", kind: .enumeration(141), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 22, name: "radar_threat_count", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 23, name: "radar_threat_avg_approach_speed", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [10], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 24, name: "radar_threat_max_approach_speed", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [10], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// device_info: 19 fields
private let message23 = MessageProfile(number: 23, name: "device_info", fields: [
    FieldProfile(number: 0, name: "device_index", type: "device_index", kind: .enumeration(54), typeBase: nil, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "device_type", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "ble_device_type", kind: .enumeration(26), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 25, rawValue: 3)]),
                SubfieldProfile(name: "antplus_device_type", kind: .enumeration(8), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 25, rawValue: 1)]),
                SubfieldProfile(name: "ant_device_type", kind: .numeric, typeBase: .uint8, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 25, rawValue: 0)]),
                SubfieldProfile(name: "local_device_type", kind: .enumeration(118), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 25, rawValue: 5)])]),
    FieldProfile(number: 2, name: "manufacturer", type: "manufacturer", kind: .enumeration(121), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "serial_number", type: "uint32z", kind: .numeric, typeBase: .uint32z, expandedInvalid: 0, baseType: .uint32z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "product", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "favero_product", kind: .enumeration(77), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 2, rawValue: 263)]),
                SubfieldProfile(name: "garmin_product", kind: .enumeration(87), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 2, rawValue: 1), SubfieldMap(fieldNumber: 2, rawValue: 15), SubfieldMap(fieldNumber: 2, rawValue: 13), SubfieldMap(fieldNumber: 2, rawValue: 89)])]),
    FieldProfile(number: 5, name: "software_version", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "hardware_version", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "cum_operating_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "battery_voltage", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [256], offset: [0], units: ["V"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "battery_status", type: "battery_status", kind: .enumeration(19), typeBase: nil, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 18, name: "sensor_position", type: "body_location", kind: .enumeration(27), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 19, name: "descriptor", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 20, name: "ant_transmission_type", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 21, name: "ant_device_number", type: "uint16z", kind: .numeric, typeBase: .uint16z, expandedInvalid: 0, baseType: .uint16z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 22, name: "ant_network", type: "ant_network", kind: .enumeration(7), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 25, name: "source_type", type: "source_type", kind: .enumeration(165), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 27, name: "product_name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 32, name: "battery_level", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// workout: 9 fields
private let message26 = MessageProfile(number: 26, name: "workout", fields: [
    FieldProfile(number: 4, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "capabilities", type: "workout_capabilities", kind: .enumeration(210), typeBase: nil, expandedInvalid: 255, baseType: .uint32z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "num_valid_steps", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "wkt_name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 14, name: "pool_length", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 15, name: "pool_length_unit", type: "display_measure", kind: .enumeration(57), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 17, name: "wkt_description", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// workout_step: 19 fields
private let message27 = MessageProfile(number: 27, name: "workout_step", fields: [
    FieldProfile(number: 0, name: "wkt_step_name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "duration_type", type: "wkt_step_duration", kind: .enumeration(208), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "duration_value", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "duration_time", kind: .numeric, typeBase: .uint32, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 0), SubfieldMap(fieldNumber: 1, rawValue: 28)]),
                SubfieldProfile(name: "duration_distance", kind: .numeric, typeBase: .uint32, scale: [100], offset: [0], units: ["m"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 1)]),
                SubfieldProfile(name: "duration_hr", kind: .enumeration(212), typeBase: nil, scale: [1], offset: [0], units: ["% or bpm"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 2), SubfieldMap(fieldNumber: 1, rawValue: 3)]),
                SubfieldProfile(name: "duration_calories", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["calories"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 4)]),
                SubfieldProfile(name: "duration_step", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 6), SubfieldMap(fieldNumber: 1, rawValue: 7), SubfieldMap(fieldNumber: 1, rawValue: 8), SubfieldMap(fieldNumber: 1, rawValue: 9), SubfieldMap(fieldNumber: 1, rawValue: 10), SubfieldMap(fieldNumber: 1, rawValue: 11), SubfieldMap(fieldNumber: 1, rawValue: 12), SubfieldMap(fieldNumber: 1, rawValue: 13)]),
                SubfieldProfile(name: "duration_power", kind: .enumeration(213), typeBase: nil, scale: [1], offset: [0], units: ["% or watts"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 14), SubfieldMap(fieldNumber: 1, rawValue: 15)]),
                SubfieldProfile(name: "duration_reps", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 29)])]),
    FieldProfile(number: 3, name: "target_type", type: "wkt_step_target", kind: .enumeration(209), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "target_value", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "target_speed_zone", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 3, rawValue: 0)]),
                SubfieldProfile(name: "target_hr_zone", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 3, rawValue: 1)]),
                SubfieldProfile(name: "target_cadence_zone", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 3, rawValue: 3)]),
                SubfieldProfile(name: "target_power_zone", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 3, rawValue: 4)]),
                SubfieldProfile(name: "repeat_steps", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 6)]),
                SubfieldProfile(name: "repeat_time", kind: .numeric, typeBase: .uint32, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 7)]),
                SubfieldProfile(name: "repeat_distance", kind: .numeric, typeBase: .uint32, scale: [100], offset: [0], units: ["m"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 8)]),
                SubfieldProfile(name: "repeat_calories", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["calories"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 9)]),
                SubfieldProfile(name: "repeat_hr", kind: .enumeration(212), typeBase: nil, scale: [1], offset: [0], units: ["% or bpm"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 10), SubfieldMap(fieldNumber: 1, rawValue: 11)]),
                SubfieldProfile(name: "repeat_power", kind: .enumeration(213), typeBase: nil, scale: [1], offset: [0], units: ["% or watts"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 12), SubfieldMap(fieldNumber: 1, rawValue: 13)]),
                SubfieldProfile(name: "target_stroke_type", kind: .enumeration(184), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 3, rawValue: 11)])]),
    FieldProfile(number: 5, name: "custom_target_value_low", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "custom_target_speed_low", kind: .numeric, typeBase: .uint32, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 3, rawValue: 0)]),
                SubfieldProfile(name: "custom_target_heart_rate_low", kind: .enumeration(212), typeBase: nil, scale: [1], offset: [0], units: ["% or bpm"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 3, rawValue: 1)]),
                SubfieldProfile(name: "custom_target_cadence_low", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 3, rawValue: 3)]),
                SubfieldProfile(name: "custom_target_power_low", kind: .enumeration(213), typeBase: nil, scale: [1], offset: [0], units: ["% or watts"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 3, rawValue: 4)])]),
    FieldProfile(number: 6, name: "custom_target_value_high", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "custom_target_speed_high", kind: .numeric, typeBase: .uint32, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 3, rawValue: 0)]),
                SubfieldProfile(name: "custom_target_heart_rate_high", kind: .enumeration(212), typeBase: nil, scale: [1], offset: [0], units: ["% or bpm"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 3, rawValue: 1)]),
                SubfieldProfile(name: "custom_target_cadence_high", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 3, rawValue: 3)]),
                SubfieldProfile(name: "custom_target_power_high", kind: .enumeration(213), typeBase: nil, scale: [1], offset: [0], units: ["% or watts"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 3, rawValue: 4)])]),
    FieldProfile(number: 7, name: "intensity", type: "intensity", kind: .enumeration(102), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "notes", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "equipment", type: "workout_equipment", kind: .enumeration(211), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "exercise_category", type: "exercise_category", kind: .enumeration(76), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "exercise_name", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "exercise_weight", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["kg"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 13, name: "weight_display_unit", type: "fit_base_unit", kind: .enumeration(81), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 19, name: "secondary_target_type", type: "wkt_step_target", kind: .enumeration(209), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 20, name: "secondary_target_value", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "secondary_target_speed_zone", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 19, rawValue: 0)]),
                SubfieldProfile(name: "secondary_target_hr_zone", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 19, rawValue: 1)]),
                SubfieldProfile(name: "secondary_target_cadence_zone", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 19, rawValue: 3)]),
                SubfieldProfile(name: "secondary_target_power_zone", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 19, rawValue: 4)]),
                SubfieldProfile(name: "secondary_target_stroke_type", kind: .enumeration(184), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 19, rawValue: 11)])]),
    FieldProfile(number: 21, name: "secondary_custom_target_value_low", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "secondary_custom_target_speed_low", kind: .numeric, typeBase: .uint32, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 19, rawValue: 0)]),
                SubfieldProfile(name: "secondary_custom_target_heart_rate_low", kind: .enumeration(212), typeBase: nil, scale: [1], offset: [0], units: ["% or bpm"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 19, rawValue: 1)]),
                SubfieldProfile(name: "secondary_custom_target_cadence_low", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 19, rawValue: 3)]),
                SubfieldProfile(name: "secondary_custom_target_power_low", kind: .enumeration(213), typeBase: nil, scale: [1], offset: [0], units: ["% or watts"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 19, rawValue: 4)])]),
    FieldProfile(number: 22, name: "secondary_custom_target_value_high", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "secondary_custom_target_speed_high", kind: .numeric, typeBase: .uint32, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 19, rawValue: 0)]),
                SubfieldProfile(name: "secondary_custom_target_heart_rate_high", kind: .enumeration(212), typeBase: nil, scale: [1], offset: [0], units: ["% or bpm"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 19, rawValue: 1)]),
                SubfieldProfile(name: "secondary_custom_target_cadence_high", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 19, rawValue: 3)]),
                SubfieldProfile(name: "secondary_custom_target_power_high", kind: .enumeration(213), typeBase: nil, scale: [1], offset: [0], units: ["% or watts"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 19, rawValue: 4)])]),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// schedule: 7 fields
private let message28 = MessageProfile(number: 28, name: "schedule", fields: [
    FieldProfile(number: 0, name: "manufacturer", type: "manufacturer", kind: .enumeration(121), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "product", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "favero_product", kind: .enumeration(77), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 263)]),
                SubfieldProfile(name: "garmin_product", kind: .enumeration(87), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 1), SubfieldMap(fieldNumber: 0, rawValue: 15), SubfieldMap(fieldNumber: 0, rawValue: 13), SubfieldMap(fieldNumber: 0, rawValue: 89)])]),
    FieldProfile(number: 2, name: "serial_number", type: "uint32z", kind: .numeric, typeBase: .uint32z, expandedInvalid: 0, baseType: .uint32z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "time_created", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "completed", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "type", type: "schedule", kind: .enumeration(148), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "scheduled_time", type: "local_date_time", kind: .enumeration(117), typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// weight_scale: 14 fields
private let message30 = MessageProfile(number: 30, name: "weight_scale", fields: [
    FieldProfile(number: 0, name: "weight", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["kg"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "percent_fat", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "percent_hydration", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "visceral_fat_mass", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["kg"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "bone_mass", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["kg"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "muscle_mass", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["kg"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "basal_met", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [4], offset: [0], units: ["kcal/day"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "physique_rating", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "active_met", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [4], offset: [0], units: ["kcal/day"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "metabolic_age", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["years"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "visceral_fat_rating", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "user_profile_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 13, name: "bmi", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["kg/m^2"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// course: 4 fields
private let message31 = MessageProfile(number: 31, name: "course", fields: [
    FieldProfile(number: 4, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "capabilities", type: "course_capabilities", kind: .enumeration(45), typeBase: nil, expandedInvalid: 255, baseType: .uint32z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// course_point: 8 fields
private let message32 = MessageProfile(number: 32, name: "course_point", fields: [
    FieldProfile(number: 1, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "position_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "position_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "distance", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "type", type: "course_point", kind: .enumeration(46), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "favorite", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// totals: 10 fields
private let message33 = MessageProfile(number: 33, name: "totals", fields: [
    FieldProfile(number: 0, name: "timer_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "distance", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "calories", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "elapsed_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "sessions", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "active_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "sport_index", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// activity: 8 fields
private let message34 = MessageProfile(number: 34, name: "activity", fields: [
    FieldProfile(number: 0, name: "total_timer_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "num_sessions", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "type", type: "activity", kind: .enumeration(0), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "event", type: "event", kind: .enumeration(68), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "event_type", type: "event_type", kind: .enumeration(69), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "local_timestamp", type: "local_date_time", kind: .enumeration(117), typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "event_group", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// software: 3 fields
private let message35 = MessageProfile(number: 35, name: "software", fields: [
    FieldProfile(number: 3, name: "version", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "part_number", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// file_capabilities: 6 fields
private let message37 = MessageProfile(number: 37, name: "file_capabilities", fields: [
    FieldProfile(number: 0, name: "type", type: "file", kind: .enumeration(78), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "flags", type: "file_flags", kind: .enumeration(79), typeBase: nil, expandedInvalid: 255, baseType: .uint8z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "directory", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "max_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "max_size", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["bytes"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// mesg_capabilities: 5 fields
private let message38 = MessageProfile(number: 38, name: "mesg_capabilities", fields: [
    FieldProfile(number: 0, name: "file", type: "file", kind: .enumeration(78), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "mesg_num", type: "mesg_num", kind: .enumeration(126), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "count_type", type: "mesg_count", kind: .enumeration(125), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "num_per_file", kind: .numeric, typeBase: .uint16, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 2, rawValue: 0)]),
                SubfieldProfile(name: "max_per_file", kind: .numeric, typeBase: .uint16, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 2, rawValue: 1)]),
                SubfieldProfile(name: "max_per_file_type", kind: .numeric, typeBase: .uint16, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 2, rawValue: 2)])]),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// field_capabilities: 5 fields
private let message39 = MessageProfile(number: 39, name: "field_capabilities", fields: [
    FieldProfile(number: 0, name: "file", type: "file", kind: .enumeration(78), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "mesg_num", type: "mesg_num", kind: .enumeration(126), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "field_num", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// file_creator: 2 fields
private let message49 = MessageProfile(number: 49, name: "file_creator", fields: [
    FieldProfile(number: 0, name: "software_version", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "hardware_version", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// blood_pressure: 11 fields
private let message51 = MessageProfile(number: 51, name: "blood_pressure", fields: [
    FieldProfile(number: 0, name: "systolic_pressure", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["mmHg"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "diastolic_pressure", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["mmHg"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "mean_arterial_pressure", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["mmHg"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "map_3_sample_mean", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["mmHg"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "map_morning_values", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["mmHg"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "map_evening_values", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["mmHg"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "heart_rate_type", type: "hr_type", kind: .enumeration(96), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "status", type: "bp_status", kind: .enumeration(28), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "user_profile_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// speed_zone: 3 fields
private let message53 = MessageProfile(number: 53, name: "speed_zone", fields: [
    FieldProfile(number: 0, name: "high_value", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// monitoring: 30 fields
private let message55 = MessageProfile(number: 55, name: "monitoring", fields: [
    FieldProfile(number: 0, name: "device_index", type: "device_index", kind: .enumeration(54), typeBase: nil, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "distance", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "cycles", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [2], offset: [0], units: ["cycles"], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "steps", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["steps"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 5, rawValue: 6), SubfieldMap(fieldNumber: 5, rawValue: 1)]),
                SubfieldProfile(name: "strokes", kind: .numeric, typeBase: .uint32, scale: [2], offset: [0], units: ["strokes"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 5, rawValue: 2), SubfieldMap(fieldNumber: 5, rawValue: 5)])]),
    FieldProfile(number: 4, name: "active_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "activity_type", type: "activity_type", kind: .enumeration(4), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "activity_subtype", type: "activity_subtype", kind: .enumeration(3), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "activity_level", type: "activity_level", kind: .enumeration(2), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "distance_16", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["100 * m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "cycles_16", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["2 * cycles (steps)"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "active_time_16", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "local_timestamp", type: "local_date_time", kind: .enumeration(117), typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "temperature", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 14, name: "temperature_min", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 15, name: "temperature_max", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 16, name: "activity_time", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["minutes"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 19, name: "active_calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 24, name: "current_activity_type_intensity", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: false, scale: [1, 1], offset: [0, 0], units: ["", ""], bits: [5, 3], components: [5, 28], isAccumulated: false),
    FieldProfile(number: 25, name: "timestamp_min_8", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 26, name: "timestamp_16", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 27, name: "heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 28, name: "intensity", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [10], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 29, name: "duration_min", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 30, name: "duration", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 31, name: "ascent", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 32, name: "descent", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 33, name: "moderate_activity_minutes", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["minutes"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 34, name: "vigorous_activity_minutes", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["minutes"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 41, name: "pushes", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// training_file: 6 fields
private let message72 = MessageProfile(number: 72, name: "training_file", fields: [
    FieldProfile(number: 0, name: "type", type: "file", kind: .enumeration(78), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "manufacturer", type: "manufacturer", kind: .enumeration(121), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "product", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "favero_product", kind: .enumeration(77), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 263)]),
                SubfieldProfile(name: "garmin_product", kind: .enumeration(87), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 1), SubfieldMap(fieldNumber: 1, rawValue: 15), SubfieldMap(fieldNumber: 1, rawValue: 13), SubfieldMap(fieldNumber: 1, rawValue: 89)])]),
    FieldProfile(number: 3, name: "serial_number", type: "uint32z", kind: .numeric, typeBase: .uint32z, expandedInvalid: 0, baseType: .uint32z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "time_created", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// hrv: 1 fields
private let message78 = MessageProfile(number: 78, name: "hrv", fields: [
    FieldProfile(number: 0, name: "time", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// ant_rx: 6 fields
private let message80 = MessageProfile(number: 80, name: "ant_rx", fields: [
    FieldProfile(number: 0, name: "fractional_timestamp", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [32768], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "mesg_id", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "mesg_data", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: true, scale: [1, 1, 1, 1, 1, 1, 1, 1, 1], offset: [0, 0, 0, 0, 0, 0, 0, 0, 0], units: ["", "", "", "", "", "", "", "", ""], bits: [8, 8, 8, 8, 8, 8, 8, 8, 8], components: [3, 4, 4, 4, 4, 4, 4, 4, 4], isAccumulated: false),
    FieldProfile(number: 3, name: "channel_number", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "data", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// ant_tx: 6 fields
private let message81 = MessageProfile(number: 81, name: "ant_tx", fields: [
    FieldProfile(number: 0, name: "fractional_timestamp", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [32768], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "mesg_id", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "mesg_data", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: true, scale: [1, 1, 1, 1, 1, 1, 1, 1, 1], offset: [0, 0, 0, 0, 0, 0, 0, 0, 0], units: ["", "", "", "", "", "", "", "", ""], bits: [8, 8, 8, 8, 8, 8, 8, 8, 8], components: [3, 4, 4, 4, 4, 4, 4, 4, 4], isAccumulated: false),
    FieldProfile(number: 3, name: "channel_number", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "data", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// ant_channel_id: 5 fields
private let message82 = MessageProfile(number: 82, name: "ant_channel_id", fields: [
    FieldProfile(number: 0, name: "channel_number", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "device_type", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "device_number", type: "uint16z", kind: .numeric, typeBase: .uint16z, expandedInvalid: 0, baseType: .uint16z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "transmission_type", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "device_index", type: "device_index", kind: .enumeration(54), typeBase: nil, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// length: 23 fields
private let message101 = MessageProfile(number: 101, name: "length", fields: [
    FieldProfile(number: 0, name: "event", type: "event", kind: .enumeration(68), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "event_type", type: "event_type", kind: .enumeration(69), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "start_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "total_elapsed_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "total_timer_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "total_strokes", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["strokes"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "avg_speed", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "swim_stroke", type: "swim_stroke", kind: .enumeration(184), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: ["swim_stroke"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "avg_swimming_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["strokes/min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "event_group", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "total_calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "length_type", type: "length_type", kind: .enumeration(116), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 18, name: "player_score", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 19, name: "opponent_score", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 20, name: "stroke_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["counts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 21, name: "zone_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["counts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 22, name: "enhanced_avg_respiration_rate", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["Breaths/min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 23, name: "enhanced_max_respiration_rate", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["Breaths/min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 24, name: "avg_respiration_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [""], bits: [8], components: [22], isAccumulated: false),
    FieldProfile(number: 25, name: "max_respiration_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [""], bits: [8], components: [23], isAccumulated: false),
    FieldProfile(number: 26, name: "metabolic_calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// monitoring_info: 6 fields
private let message103 = MessageProfile(number: 103, name: "monitoring_info", fields: [
    FieldProfile(number: 0, name: "local_timestamp", type: "local_date_time", kind: .enumeration(117), typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "activity_type", type: "activity_type", kind: .enumeration(4), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "cycles_to_distance", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [5000], offset: [0], units: ["m/cycle"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "cycles_to_calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [5000], offset: [0], units: ["kcal/cycle"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "resting_metabolic_rate", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["kcal / day"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// battery: 2 fields
private let message104 = MessageProfile(number: 104, name: "battery", fields: [
    FieldProfile(number: 2, name: "capacity", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// pad: 0 fields
private let message105 = MessageProfile(number: 105, name: "pad", fields: [
])

// slave_device: 2 fields
private let message106 = MessageProfile(number: 106, name: "slave_device", fields: [
    FieldProfile(number: 0, name: "manufacturer", type: "manufacturer", kind: .enumeration(121), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "product", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "favero_product", kind: .enumeration(77), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 263)]),
                SubfieldProfile(name: "garmin_product", kind: .enumeration(87), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 1), SubfieldMap(fieldNumber: 0, rawValue: 15), SubfieldMap(fieldNumber: 0, rawValue: 13), SubfieldMap(fieldNumber: 0, rawValue: 89)])]),
])

// connectivity: 13 fields
private let message127 = MessageProfile(number: 127, name: "connectivity", fields: [
    FieldProfile(number: 0, name: "bluetooth_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "bluetooth_le_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "ant_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "live_tracking_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "weather_conditions_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "weather_alerts_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "auto_activity_upload_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "course_download_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "workout_download_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "gps_ephemeris_download_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "incident_detection_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "grouptrack_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// weather_conditions: 16 fields
private let message128 = MessageProfile(number: 128, name: "weather_conditions", fields: [
    FieldProfile(number: 0, name: "weather_report", type: "weather_report", kind: .enumeration(203), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "condition", type: "weather_status", kind: .enumeration(206), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "wind_direction", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "wind_speed", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "precipitation_probability", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "temperature_feels_like", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "relative_humidity", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "location", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "observed_at_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "observed_location_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "observed_location_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "day_of_week", type: "day_of_week", kind: .enumeration(52), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 13, name: "high_temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 14, name: "low_temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// weather_alert: 6 fields
private let message129 = MessageProfile(number: 129, name: "weather_alert", fields: [
    FieldProfile(number: 0, name: "report_id", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "issue_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "expire_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "severity", type: "weather_severity", kind: .enumeration(205), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "type", type: "weather_severe_type", kind: .enumeration(204), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// cadence_zone: 3 fields
private let message131 = MessageProfile(number: 131, name: "cadence_zone", fields: [
    FieldProfile(number: 0, name: "high_value", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// hr: 6 fields
private let message132 = MessageProfile(number: 132, name: "hr", fields: [
    FieldProfile(number: 0, name: "fractional_timestamp", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [32768], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "time256", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [256], offset: [0], units: ["s"], bits: [8], components: [0], isAccumulated: false),
    FieldProfile(number: 6, name: "filtered_bpm", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "event_timestamp", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1024], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: true),
    FieldProfile(number: 10, name: "event_timestamp_12", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: true, scale: [1024, 1024, 1024, 1024, 1024, 1024, 1024, 1024, 1024, 1024], offset: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], units: ["s", "", "", "", "", "", "", "", "", ""], bits: [12, 12, 12, 12, 12, 12, 12, 12, 12, 12], components: [9, 9, 9, 9, 9, 9, 9, 9, 9, 9], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// segment_lap: 96 fields
private let message142 = MessageProfile(number: 142, name: "segment_lap", fields: [
    FieldProfile(number: 0, name: "event", type: "event", kind: .enumeration(68), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "event_type", type: "event_type", kind: .enumeration(69), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "start_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "start_position_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "start_position_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "end_position_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "end_position_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "total_elapsed_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "total_timer_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "total_distance", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "total_cycles", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["cycles"], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "total_strokes", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["strokes"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 23, rawValue: 2)])]),
    FieldProfile(number: 11, name: "total_calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "total_fat_calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 13, name: "avg_speed", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 14, name: "max_speed", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 15, name: "avg_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 16, name: "max_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 17, name: "avg_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 18, name: "max_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 19, name: "avg_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 20, name: "max_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 21, name: "total_ascent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 22, name: "total_descent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 23, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 24, name: "event_group", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 25, name: "nec_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 26, name: "nec_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 27, name: "swc_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 28, name: "swc_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 29, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 30, name: "normalized_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 31, name: "left_right_balance", type: "left_right_balance_100", kind: .enumeration(113), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 32, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 33, name: "total_work", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["J"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 34, name: "avg_altitude", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [16], components: [91], isAccumulated: false),
    FieldProfile(number: 35, name: "max_altitude", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [16], components: [92], isAccumulated: false),
    FieldProfile(number: 36, name: "gps_accuracy", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 37, name: "avg_grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 38, name: "avg_pos_grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 39, name: "avg_neg_grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 40, name: "max_pos_grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 41, name: "max_neg_grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 42, name: "avg_temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 43, name: "max_temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 44, name: "total_moving_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 45, name: "avg_pos_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 46, name: "avg_neg_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 47, name: "max_pos_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 48, name: "max_neg_vertical_speed", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 49, name: "time_in_hr_zone", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 50, name: "time_in_speed_zone", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 51, name: "time_in_cadence_zone", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 52, name: "time_in_power_zone", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 53, name: "repetition_num", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 54, name: "min_altitude", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [16], components: [93], isAccumulated: false),
    FieldProfile(number: 55, name: "min_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 56, name: "active_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 57, name: "wkt_step_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 58, name: "sport_event", type: "sport_event", kind: .enumeration(177), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 59, name: "avg_left_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 60, name: "avg_right_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 61, name: "avg_left_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 62, name: "avg_right_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 63, name: "avg_combined_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 64, name: "status", type: "segment_lap_status", kind: .enumeration(150), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 65, name: "uuid", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 66, name: "avg_fractional_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [128], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 67, name: "max_fractional_cadence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [128], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 68, name: "total_fractional_cycles", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [128], offset: [0], units: ["cycles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 69, name: "front_gear_shift_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 70, name: "rear_gear_shift_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 71, name: "time_standing", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 72, name: "stand_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 73, name: "avg_left_pco", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 74, name: "avg_right_pco", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 75, name: "avg_left_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 76, name: "avg_left_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 77, name: "avg_right_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 78, name: "avg_right_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 79, name: "avg_power_position", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 80, name: "max_power_position", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 81, name: "avg_cadence_position", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 82, name: "max_cadence_position", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 83, name: "manufacturer", type: "manufacturer", kind: .enumeration(121), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 84, name: "total_grit", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["kGrit"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 85, name: "total_flow", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["Flow"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 86, name: "avg_grit", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["kGrit"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 87, name: "avg_flow", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["Flow"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 88, name: "metabolic_calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 89, name: "total_fractional_ascent", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 90, name: "total_fractional_descent", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 91, name: "enhanced_avg_altitude", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 92, name: "enhanced_max_altitude", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 93, name: "enhanced_min_altitude", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// memo_glob: 6 fields
private let message145 = MessageProfile(number: 145, name: "memo_glob", fields: [
    FieldProfile(number: 0, name: "memo", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "mesg_num", type: "mesg_num", kind: .enumeration(126), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "parent_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "field_num", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "data", type: "uint8z", kind: .numeric, typeBase: .uint8z, expandedInvalid: 0, baseType: .uint8z, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 250, name: "part_index", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// segment_id: 9 fields
private let message148 = MessageProfile(number: 148, name: "segment_id", fields: [
    FieldProfile(number: 0, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "uuid", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "user_profile_primary_key", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "device_id", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "default_race_leader", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "delete_status", type: "segment_delete_status", kind: .enumeration(149), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "selection_type", type: "segment_selection_type", kind: .enumeration(152), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// segment_leaderboard_entry: 7 fields
private let message149 = MessageProfile(number: 149, name: "segment_leaderboard_entry", fields: [
    FieldProfile(number: 0, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "type", type: "segment_leaderboard_type", kind: .enumeration(151), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "group_primary_key", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "activity_id", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "segment_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "activity_id_string", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// segment_point: 7 fields
private let message150 = MessageProfile(number: 150, name: "segment_point", fields: [
    FieldProfile(number: 1, name: "position_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "position_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "distance", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "altitude", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [16], components: [6], isAccumulated: false),
    FieldProfile(number: 5, name: "leader_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "enhanced_altitude", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// segment_file: 9 fields
private let message151 = MessageProfile(number: 151, name: "segment_file", fields: [
    FieldProfile(number: 1, name: "file_uuid", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "user_profile_primary_key", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "leader_type", type: "segment_leaderboard_type", kind: .enumeration(151), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "leader_group_primary_key", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "leader_activity_id", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "leader_activity_id_string", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "default_race_leader", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// workout_session: 7 fields
private let message158 = MessageProfile(number: 158, name: "workout_session", fields: [
    FieldProfile(number: 0, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "num_valid_steps", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "first_step_index", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "pool_length", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "pool_length_unit", type: "display_measure", kind: .enumeration(57), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// watchface_settings: 3 fields
private let message159 = MessageProfile(number: 159, name: "watchface_settings", fields: [
    FieldProfile(number: 0, name: "mode", type: "watchface_mode", kind: .enumeration(201), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "layout", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "digital_layout", kind: .enumeration(55), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 0)]),
                SubfieldProfile(name: "analog_layout", kind: .enumeration(5), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 1)])]),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// gps_metadata: 9 fields
private let message160 = MessageProfile(number: 160, name: "gps_metadata", fields: [
    FieldProfile(number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "position_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "position_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "enhanced_altitude", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "enhanced_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "heading", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "utc_timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "velocity", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: [100], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// camera_event: 5 fields
private let message161 = MessageProfile(number: 161, name: "camera_event", fields: [
    FieldProfile(number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "camera_event_type", type: "camera_event_type", kind: .enumeration(33), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "camera_file_uuid", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "camera_orientation", type: "camera_orientation_type", kind: .enumeration(34), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// timestamp_correlation: 7 fields
private let message162 = MessageProfile(number: 162, name: "timestamp_correlation", fields: [
    FieldProfile(number: 0, name: "fractional_timestamp", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [32768], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "system_timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "fractional_system_timestamp", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [32768], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "local_timestamp", type: "local_date_time", kind: .enumeration(117), typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "system_timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// gyroscope_data: 9 fields
private let message164 = MessageProfile(number: 164, name: "gyroscope_data", fields: [
    FieldProfile(number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "sample_time_offset", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "gyro_x", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["counts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "gyro_y", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["counts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "gyro_z", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["counts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "calibrated_gyro_x", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: true, scale: [1], offset: [0], units: ["deg/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "calibrated_gyro_y", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: true, scale: [1], offset: [0], units: ["deg/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "calibrated_gyro_z", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: true, scale: [1], offset: [0], units: ["deg/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// accelerometer_data: 12 fields
private let message165 = MessageProfile(number: 165, name: "accelerometer_data", fields: [
    FieldProfile(number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "sample_time_offset", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "accel_x", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["counts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "accel_y", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["counts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "accel_z", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["counts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "calibrated_accel_x", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: true, scale: [1], offset: [0], units: ["g"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "calibrated_accel_y", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: true, scale: [1], offset: [0], units: ["g"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "calibrated_accel_z", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: true, scale: [1], offset: [0], units: ["g"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "compressed_calibrated_accel_x", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: [1], offset: [0], units: ["mG"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "compressed_calibrated_accel_y", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: [1], offset: [0], units: ["mG"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "compressed_calibrated_accel_z", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: [1], offset: [0], units: ["mG"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// three_d_sensor_calibration: 7 fields
private let message167 = MessageProfile(number: 167, name: "three_d_sensor_calibration", fields: [
    FieldProfile(number: 0, name: "sensor_type", type: "sensor_type", kind: .enumeration(153), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "calibration_factor", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "accel_cal_factor", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["g"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 0)]),
                SubfieldProfile(name: "gyro_cal_factor", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["deg/s"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 1)])]),
    FieldProfile(number: 2, name: "calibration_divisor", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["counts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "level_shift", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "offset_cal", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "orientation_matrix", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: true, scale: [65535], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// video_frame: 3 fields
private let message169 = MessageProfile(number: 169, name: "video_frame", fields: [
    FieldProfile(number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "frame_number", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// obdii_data: 9 fields
private let message174 = MessageProfile(number: 174, name: "obdii_data", fields: [
    FieldProfile(number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "time_offset", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "pid", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "raw_data", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "pid_data_size", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "system_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "start_timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "start_timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// nmea_sentence: 3 fields
private let message177 = MessageProfile(number: 177, name: "nmea_sentence", fields: [
    FieldProfile(number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "sentence", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// aviation_attitude: 12 fields
private let message178 = MessageProfile(number: 178, name: "aviation_attitude", fields: [
    FieldProfile(number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "system_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "pitch", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: [10430.38], offset: [0], units: ["radians"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "roll", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: [10430.38], offset: [0], units: ["radians"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "accel_lateral", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: [100], offset: [0], units: ["m/s^2"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "accel_normal", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: [100], offset: [0], units: ["m/s^2"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "turn_rate", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: [1024], offset: [0], units: ["radians/second"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "stage", type: "attitude_stage", kind: .enumeration(10), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "attitude_stage_complete", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [1], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "track", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [10430.38], offset: [0], units: ["radians"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "validity", type: "attitude_validity", kind: .enumeration(11), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// video: 3 fields
private let message184 = MessageProfile(number: 184, name: "video", fields: [
    FieldProfile(number: 0, name: "url", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "hosting_provider", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "duration", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
])

// video_title: 3 fields
private let message185 = MessageProfile(number: 185, name: "video_title", fields: [
    FieldProfile(number: 0, name: "message_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "text", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// video_description: 3 fields
private let message186 = MessageProfile(number: 186, name: "video_description", fields: [
    FieldProfile(number: 0, name: "message_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "text", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// video_clip: 7 fields
private let message187 = MessageProfile(number: 187, name: "video_clip", fields: [
    FieldProfile(number: 0, name: "clip_number", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "start_timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "start_timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "end_timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "end_timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "clip_start", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "clip_end", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
])

// ohr_settings: 2 fields
private let message188 = MessageProfile(number: 188, name: "ohr_settings", fields: [
    FieldProfile(number: 0, name: "enabled", type: "switch", kind: .enumeration(185), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// exd_screen_configuration: 4 fields
private let message200 = MessageProfile(number: 200, name: "exd_screen_configuration", fields: [
    FieldProfile(number: 0, name: "screen_index", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "field_count", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "layout", type: "exd_layout", kind: .enumeration(74), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "screen_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// exd_data_field_configuration: 6 fields
private let message201 = MessageProfile(number: 201, name: "exd_data_field_configuration", fields: [
    FieldProfile(number: 0, name: "screen_index", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "concept_field", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: false, scale: [1, 1], offset: [0, 0], units: ["", ""], bits: [4, 4], components: [2, 3], isAccumulated: false),
    FieldProfile(number: 2, name: "field_id", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "concept_count", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "display_type", type: "exd_display_type", kind: .enumeration(73), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "title", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// exd_data_concept_configuration: 11 fields
private let message202 = MessageProfile(number: 202, name: "exd_data_concept_configuration", fields: [
    FieldProfile(number: 0, name: "screen_index", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "concept_field", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: false, scale: [1, 1], offset: [0, 0], units: ["", ""], bits: [4, 4], components: [2, 3], isAccumulated: false),
    FieldProfile(number: 2, name: "field_id", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "concept_index", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "data_page", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "concept_key", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "scaling", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "data_units", type: "exd_data_units", kind: .enumeration(71), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "qualifier", type: "exd_qualifiers", kind: .enumeration(75), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "descriptor", type: "exd_descriptors", kind: .enumeration(72), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "is_signed", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// field_description: 14 fields
private let message206 = MessageProfile(number: 206, name: "field_description", fields: [
    FieldProfile(number: 0, name: "developer_data_index", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "field_definition_number", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "fit_base_type_id", type: "fit_base_type", kind: .enumeration(80), typeBase: nil, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "field_name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "array", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "components", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "scale", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "offset", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "units", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "bits", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "accumulate", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 13, name: "fit_base_unit_id", type: "fit_base_unit", kind: .enumeration(81), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 14, name: "native_mesg_num", type: "mesg_num", kind: .enumeration(126), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 15, name: "native_field_num", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// developer_data_id: 5 fields
private let message207 = MessageProfile(number: 207, name: "developer_data_id", fields: [
    FieldProfile(number: 0, name: "developer_id", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "application_id", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "manufacturer_id", type: "manufacturer", kind: .enumeration(121), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "developer_data_index", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "application_version", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// magnetometer_data: 9 fields
private let message208 = MessageProfile(number: 208, name: "magnetometer_data", fields: [
    FieldProfile(number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "sample_time_offset", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "mag_x", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["counts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "mag_y", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["counts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "mag_z", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["counts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "calibrated_mag_x", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: true, scale: [1], offset: [0], units: ["G"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "calibrated_mag_y", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: true, scale: [1], offset: [0], units: ["G"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "calibrated_mag_z", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: true, scale: [1], offset: [0], units: ["G"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// barometer_data: 5 fields
private let message209 = MessageProfile(number: 209, name: "barometer_data", fields: [
    FieldProfile(number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "sample_time_offset", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "baro_pres", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1], offset: [0], units: ["Pa"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "enhanced_altitude", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [5], offset: [500], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// one_d_sensor_calibration: 6 fields
private let message210 = MessageProfile(number: 210, name: "one_d_sensor_calibration", fields: [
    FieldProfile(number: 0, name: "sensor_type", type: "sensor_type", kind: .enumeration(153), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "calibration_factor", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "baro_cal_factor", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["Pa"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 0, rawValue: 3)])]),
    FieldProfile(number: 2, name: "calibration_divisor", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["counts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "level_shift", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "offset_cal", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// monitoring_hr_data: 3 fields
private let message211 = MessageProfile(number: 211, name: "monitoring_hr_data", fields: [
    FieldProfile(number: 0, name: "resting_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "current_day_resting_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// time_in_zone: 17 fields
private let message216 = MessageProfile(number: 216, name: "time_in_zone", fields: [
    FieldProfile(number: 0, name: "reference_mesg", type: "mesg_num", kind: .enumeration(126), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "reference_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "time_in_hr_zone", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "time_in_speed_zone", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "time_in_cadence_zone", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "time_in_power_zone", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "hr_zone_high_boundary", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "speed_zone_high_boundary", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "cadence_zone_high_bondary", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [1], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "power_zone_high_boundary", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "hr_calc_type", type: "hr_zone_calc", kind: .enumeration(97), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "max_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "resting_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 13, name: "threshold_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 14, name: "pwr_calc_type", type: "pwr_zone_calc", kind: .enumeration(140), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 15, name: "functional_threshold_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// set: 11 fields
private let message225 = MessageProfile(number: 225, name: "set", fields: [
    FieldProfile(number: 0, name: "duration", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "repetitions", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "weight", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [16], offset: [0], units: ["kg"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "set_type", type: "set_type", kind: .enumeration(155), typeBase: nil, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "start_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "category", type: "exercise_category", kind: .enumeration(76), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "category_subtype", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "weight_display_unit", type: "fit_base_unit", kind: .enumeration(81), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "wkt_step_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// stress_level: 2 fields
private let message227 = MessageProfile(number: 227, name: "stress_level", fields: [
    FieldProfile(number: 0, name: "stress_level_value", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "stress_level_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// max_met_data: 8 fields
private let message229 = MessageProfile(number: 229, name: "max_met_data", fields: [
    FieldProfile(number: 0, name: "update_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "vo2_max", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["mL/kg/min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "max_met_category", type: "max_met_category", kind: .enumeration(122), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "calibrated_data", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "hr_source", type: "max_met_heart_rate_source", kind: .enumeration(123), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 13, name: "speed_source", type: "max_met_speed_source", kind: .enumeration(124), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// dive_settings: 35 fields
private let message258 = MessageProfile(number: 258, name: "dive_settings", fields: [
    FieldProfile(number: 0, name: "name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "model", type: "tissue_model_type", kind: .enumeration(192), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "gf_low", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "gf_high", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "water_type", type: "water_type", kind: .enumeration(202), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "water_density", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["kg/m^3"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "po2_warn", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "po2_critical", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "po2_deco", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "safety_stop_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "bottom_depth", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "bottom_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "apnea_countdown_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 13, name: "apnea_countdown_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 14, name: "backlight_mode", type: "dive_backlight_mode", kind: .enumeration(63), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 15, name: "backlight_brightness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 16, name: "backlight_timeout", type: "backlight_timeout", kind: .enumeration(17), typeBase: nil, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 17, name: "repeat_dive_interval", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 18, name: "safety_stop_time", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 19, name: "heart_rate_source_type", type: "source_type", kind: .enumeration(165), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 20, name: "heart_rate_source", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "heart_rate_antplus_device_type", kind: .enumeration(8), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 19, rawValue: 1)]),
                SubfieldProfile(name: "heart_rate_local_device_type", kind: .enumeration(118), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 19, rawValue: 5)])]),
    FieldProfile(number: 21, name: "travel_gas", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 22, name: "ccr_low_setpoint_switch_mode", type: "ccr_setpoint_switch_mode", kind: .enumeration(37), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 23, name: "ccr_low_setpoint", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 24, name: "ccr_low_setpoint_depth", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 25, name: "ccr_high_setpoint_switch_mode", type: "ccr_setpoint_switch_mode", kind: .enumeration(37), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 26, name: "ccr_high_setpoint", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 27, name: "ccr_high_setpoint_depth", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 29, name: "gas_consumption_display", type: "gas_consumption_rate_type", kind: .enumeration(88), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 30, name: "up_key_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 35, name: "dive_sounds", type: "tone", kind: .enumeration(193), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 36, name: "last_stop_multiple", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [10], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 37, name: "no_fly_time_mode", type: "no_fly_time_mode", kind: .enumeration(131), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// dive_gas: 5 fields
private let message259 = MessageProfile(number: 259, name: "dive_gas", fields: [
    FieldProfile(number: 0, name: "helium_content", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "oxygen_content", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "status", type: "dive_gas_status", kind: .enumeration(65), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "mode", type: "dive_gas_mode", kind: .enumeration(64), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// dive_alarm: 13 fields
private let message262 = MessageProfile(number: 262, name: "dive_alarm", fields: [
    FieldProfile(number: 0, name: "depth", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "time", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "alarm_type", type: "dive_alarm_type", kind: .enumeration(61), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "sound", type: "tone", kind: .enumeration(193), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "dive_types", type: "sub_sport", kind: .enumeration(181), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "id", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "popup_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "trigger_on_descent", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "trigger_on_ascent", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "repeating", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "speed", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1000], offset: [0], units: ["mps"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// exercise_title: 4 fields
private let message264 = MessageProfile(number: 264, name: "exercise_title", fields: [
    FieldProfile(number: 0, name: "exercise_category", type: "exercise_category", kind: .enumeration(76), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "exercise_name", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "wkt_step_name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0, baseType: .string, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// dive_summary: 23 fields
private let message268 = MessageProfile(number: 268, name: "dive_summary", fields: [
    FieldProfile(number: 0, name: "reference_mesg", type: "mesg_num", kind: .enumeration(126), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "reference_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "avg_depth", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "max_depth", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "surface_interval", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "start_cns", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "end_cns", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "start_n2", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "end_n2", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "o2_toxicity", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["OTUs"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "dive_number", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "bottom_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "avg_pressure_sac", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["bar/min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 13, name: "avg_volume_sac", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["L/min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 14, name: "avg_rmv", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["L/min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 15, name: "descent_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 16, name: "ascent_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 17, name: "avg_ascent_rate", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 22, name: "avg_descent_rate", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 23, name: "max_ascent_rate", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 24, name: "max_descent_rate", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 25, name: "hang_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// spo2_data: 4 fields
private let message269 = MessageProfile(number: 269, name: "spo2_data", fields: [
    FieldProfile(number: 0, name: "reading_spo2", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "reading_confidence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "mode", type: "spo2_measurement_type", kind: .enumeration(168), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// sleep_level: 2 fields
private let message275 = MessageProfile(number: 275, name: "sleep_level", fields: [
    FieldProfile(number: 0, name: "sleep_level", type: "sleep_level", kind: .enumeration(164), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// jump: 10 fields
private let message285 = MessageProfile(number: 285, name: "jump", fields: [
    FieldProfile(number: 0, name: "distance", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "height", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "rotations", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "hang_time", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "score", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "position_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "position_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "speed", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [16], components: [8], isAccumulated: false),
    FieldProfile(number: 8, name: "enhanced_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// aad_accel_features: 6 fields
private let message289 = MessageProfile(number: 289, name: "aad_accel_features", fields: [
    FieldProfile(number: 0, name: "time", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "energy_total", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "zero_cross_cnt", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "instance", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "time_above_threshold", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [25], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// beat_intervals: 3 fields
private let message290 = MessageProfile(number: 290, name: "beat_intervals", fields: [
    FieldProfile(number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "time", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// respiration_rate: 2 fields
private let message297 = MessageProfile(number: 297, name: "respiration_rate", fields: [
    FieldProfile(number: 0, name: "respiration_rate", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["breaths/min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// hsa_accelerometer_data: 7 fields
private let message302 = MessageProfile(number: 302, name: "hsa_accelerometer_data", fields: [
    FieldProfile(number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "sampling_interval", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "accel_x", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: [1.024], offset: [0], units: ["mG"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "accel_y", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: [1.024], offset: [0], units: ["mG"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "accel_z", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: [1.024], offset: [0], units: ["mG"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "timestamp_32k", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// hsa_step_data: 3 fields
private let message304 = MessageProfile(number: 304, name: "hsa_step_data", fields: [
    FieldProfile(number: 0, name: "processing_interval", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "steps", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: [1], offset: [0], units: ["steps"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// hsa_spo2_data: 4 fields
private let message305 = MessageProfile(number: 305, name: "hsa_spo2_data", fields: [
    FieldProfile(number: 0, name: "processing_interval", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "reading_spo2", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "confidence", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// hsa_stress_data: 3 fields
private let message306 = MessageProfile(number: 306, name: "hsa_stress_data", fields: [
    FieldProfile(number: 0, name: "processing_interval", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "stress_level", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: true, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// hsa_respiration_data: 3 fields
private let message307 = MessageProfile(number: 307, name: "hsa_respiration_data", fields: [
    FieldProfile(number: 0, name: "processing_interval", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "respiration_rate", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: [100], offset: [0], units: ["breaths/min"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// hsa_heart_rate_data: 4 fields
private let message308 = MessageProfile(number: 308, name: "hsa_heart_rate_data", fields: [
    FieldProfile(number: 0, name: "processing_interval", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "status", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// split: 100 fields
private let message312 = MessageProfile(number: 312, name: "split", fields: [
    FieldProfile(number: 0, name: "split_type", type: "split_type", kind: .enumeration(167), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "total_elapsed_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "total_timer_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "total_distance", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "avg_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "start_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 13, name: "total_ascent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 14, name: "total_descent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 15, name: "avg_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 16, name: "max_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 17, name: "nec_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 18, name: "nec_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 19, name: "swc_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 20, name: "swc_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 21, name: "start_position_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 22, name: "start_position_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 23, name: "end_position_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 24, name: "end_position_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 25, name: "max_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 26, name: "avg_vert_speed", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 27, name: "end_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 28, name: "total_calories", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 29, name: "avg_cadence", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [128], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "avg_running_cadence", kind: .numeric, typeBase: .uint16, scale: [128], offset: [0], units: ["strides/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 11, rawValue: 1)]),
                SubfieldProfile(name: "avg_swimming_cadence", kind: .numeric, typeBase: .uint16, scale: [128], offset: [0], units: ["strokes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 11, rawValue: 5)]),
                SubfieldProfile(name: "avg_paddlesport_cadence", kind: .numeric, typeBase: .uint16, scale: [128], offset: [0], units: ["strokes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 11, rawValue: 15), SubfieldMap(fieldNumber: 11, rawValue: 37)]),
                SubfieldProfile(name: "avg_push_cadence", kind: .numeric, typeBase: .uint16, scale: [1], offset: [0], units: ["pushes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 11, rawValue: 66), SubfieldMap(fieldNumber: 11, rawValue: 65)])]),
    FieldProfile(number: 30, name: "max_cadence", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [128], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "max_running_cadence", kind: .numeric, typeBase: .uint16, scale: [128], offset: [0], units: ["strides/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 11, rawValue: 1)]),
                SubfieldProfile(name: "max_swimming_cadence", kind: .numeric, typeBase: .uint16, scale: [128], offset: [0], units: ["strokes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 11, rawValue: 5)]),
                SubfieldProfile(name: "max_paddlesport_cadence", kind: .numeric, typeBase: .uint16, scale: [128], offset: [0], units: ["strokes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 11, rawValue: 15), SubfieldMap(fieldNumber: 11, rawValue: 37)]),
                SubfieldProfile(name: "max_push_cadence", kind: .numeric, typeBase: .uint16, scale: [1], offset: [0], units: ["pushes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 11, rawValue: 66), SubfieldMap(fieldNumber: 11, rawValue: 65)])]),
    FieldProfile(number: 31, name: "total_cycles", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["cycles"], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "total_strides", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["strides"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 11, rawValue: 1), SubfieldMap(fieldNumber: 11, rawValue: 11)]),
                SubfieldProfile(name: "total_strokes", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["strokes"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 11, rawValue: 2), SubfieldMap(fieldNumber: 11, rawValue: 5), SubfieldMap(fieldNumber: 11, rawValue: 15), SubfieldMap(fieldNumber: 11, rawValue: 37)]),
                SubfieldProfile(name: "total_reps", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["reps"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 11, rawValue: 62)]),
                SubfieldProfile(name: "total_pushes", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["pushes"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 11, rawValue: 66), SubfieldMap(fieldNumber: 11, rawValue: 65)])]),
    FieldProfile(number: 32, name: "avg_temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 33, name: "max_temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 34, name: "min_temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 35, name: "avg_vertical_oscillation", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 36, name: "avg_vertical_ratio", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 37, name: "avg_stance_time", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 38, name: "avg_stance_time_balance", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 39, name: "avg_step_length", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 40, name: "avg_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 41, name: "max_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 42, name: "normalized_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 43, name: "left_right_balance", type: "left_right_balance_100", kind: .enumeration(113), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 44, name: "time_standing", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 45, name: "avg_left_pco", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 46, name: "avg_right_pco", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 47, name: "avg_left_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 48, name: "avg_left_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 49, name: "avg_right_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 50, name: "avg_right_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 51, name: "avg_power_position", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 52, name: "max_power_position", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 53, name: "avg_left_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 54, name: "avg_right_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 55, name: "avg_left_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 56, name: "avg_right_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 57, name: "avg_combined_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 58, name: "avg_flow", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["Flow"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 59, name: "total_grit", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["kGrit"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 62, name: "swim_stroke", type: "swim_stroke", kind: .enumeration(184), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 63, name: "num_active_lengths", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["lengths"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 64, name: "avg_swolf", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 65, name: "avg_stroke_distance", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 66, name: "avg_strokes_per_length", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["strokes / length"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 67, name: "first_lap_index", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 68, name: "num_laps", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 69, name: "climb_grading_scale", type: "climb_grading_scale", kind: .enumeration(40), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 70, name: "climb_grade_value", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "climb_grade_yds", kind: .enumeration(214), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 69, rawValue: 0)]),
                SubfieldProfile(name: "climb_grade_uiaa", kind: .enumeration(197), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 69, rawValue: 1)]),
                SubfieldProfile(name: "climb_grade_french", kind: .enumeration(86), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 69, rawValue: 2)]),
                SubfieldProfile(name: "climb_grade_british_adjectival", kind: .enumeration(30), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 69, rawValue: 3)]),
                SubfieldProfile(name: "climb_grade_british_technical", kind: .enumeration(31), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 69, rawValue: 4)]),
                SubfieldProfile(name: "climb_grade_ewbank", kind: .enumeration(70), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 69, rawValue: 5)]),
                SubfieldProfile(name: "climb_grade_brazilian", kind: .enumeration(29), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 69, rawValue: 6)]),
                SubfieldProfile(name: "climb_grade_saxon", kind: .enumeration(147), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 69, rawValue: 7)]),
                SubfieldProfile(name: "climb_grade_vermin", kind: .enumeration(199), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 69, rawValue: 8)]),
                SubfieldProfile(name: "climb_grade_font", kind: .enumeration(85), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 69, rawValue: 9)]),
                SubfieldProfile(name: "climb_grade_dankyu", kind: .enumeration(49), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 69, rawValue: 10)])]),
    FieldProfile(number: 71, name: "status", type: "split_status", kind: .enumeration(166), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 72, name: "num_falls", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 73, name: "climb_send", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 74, name: "start_elevation", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [5], offset: [500], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 78, name: "active_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 79, name: "metabolic_calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 80, name: "total_fractional_ascent", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 81, name: "total_fractional_descent", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 88, name: "avg_grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 89, name: "max_grade", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [100], offset: [0], units: ["%"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 90, name: "min_cadence", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [128], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "min_running_cadence", kind: .numeric, typeBase: .uint16, scale: [128], offset: [0], units: ["strides/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 11, rawValue: 1)]),
                SubfieldProfile(name: "min_swimming_cadence", kind: .numeric, typeBase: .uint16, scale: [128], offset: [0], units: ["strokes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 11, rawValue: 5)]),
                SubfieldProfile(name: "min_paddlesport_cadence", kind: .numeric, typeBase: .uint16, scale: [128], offset: [0], units: ["strokes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 11, rawValue: 15), SubfieldMap(fieldNumber: 11, rawValue: 37)]),
                SubfieldProfile(name: "min_push_cadence", kind: .numeric, typeBase: .uint16, scale: [1], offset: [0], units: ["pushes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 11, rawValue: 66), SubfieldMap(fieldNumber: 11, rawValue: 65)])]),
    FieldProfile(number: 93, name: "avg_grade_adjusted_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 94, name: "avg_stress", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 99, name: "avg_vam", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 104, name: "jump_count", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 110, name: "total_moving_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 112, name: "dive_section_type", type: "dive_section_type", kind: .enumeration(66), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 113, name: "avg_ascent_rate", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 114, name: "max_ascent_rate", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 115, name: "avg_descent_rate", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 116, name: "max_descent_rate", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 117, name: "total_ascent_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 118, name: "total_descent_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 119, name: "total_hang_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 120, name: "apnea_discipline", type: "apnea_discipline", kind: .enumeration(9), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 121, name: "avg_depth", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 122, name: "max_depth", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 124, name: "min_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 127, name: "surface_interval", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 142, name: "total_fractional_cycles", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [128], offset: [0], units: ["cycles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 144, name: "avg_stance_time_percent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 168, name: "total_anaerobic_training_effect", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [10], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 169, name: "front_gear_shift_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 170, name: "rear_gear_shift_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// split_summary: 73 fields
private let message313 = MessageProfile(number: 313, name: "split_summary", fields: [
    FieldProfile(number: 0, name: "split_type", type: "split_type", kind: .enumeration(167), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "sport", type: "sport", kind: .enumeration(169), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "sub_sport", type: "sub_sport", kind: .enumeration(181), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "num_splits", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "total_timer_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "total_distance", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "avg_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "max_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "total_ascent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "total_descent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "avg_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "max_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 12, name: "avg_vert_speed", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 13, name: "total_calories", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 14, name: "avg_cadence", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [128], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "avg_running_cadence", kind: .numeric, typeBase: .uint16, scale: [128], offset: [0], units: ["strides/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 1)]),
                SubfieldProfile(name: "avg_swimming_cadence", kind: .numeric, typeBase: .uint16, scale: [128], offset: [0], units: ["strokes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 5)]),
                SubfieldProfile(name: "avg_paddlesport_cadence", kind: .numeric, typeBase: .uint16, scale: [128], offset: [0], units: ["strokes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 15), SubfieldMap(fieldNumber: 1, rawValue: 37)]),
                SubfieldProfile(name: "avg_push_cadence", kind: .numeric, typeBase: .uint16, scale: [1], offset: [0], units: ["pushes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 66), SubfieldMap(fieldNumber: 1, rawValue: 65)])]),
    FieldProfile(number: 15, name: "max_cadence", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [128], offset: [0], units: ["rpm"], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "max_running_cadence", kind: .numeric, typeBase: .uint16, scale: [128], offset: [0], units: ["strides/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 1)]),
                SubfieldProfile(name: "max_swimming_cadence", kind: .numeric, typeBase: .uint16, scale: [128], offset: [0], units: ["strokes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 5)]),
                SubfieldProfile(name: "max_paddlesport_cadence", kind: .numeric, typeBase: .uint16, scale: [128], offset: [0], units: ["strokes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 15), SubfieldMap(fieldNumber: 1, rawValue: 37)]),
                SubfieldProfile(name: "max_push_cadence", kind: .numeric, typeBase: .uint16, scale: [1], offset: [0], units: ["pushes/min"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 66), SubfieldMap(fieldNumber: 1, rawValue: 65)])]),
    FieldProfile(number: 16, name: "total_cycles", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["cycles"], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "total_strides", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["strides"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 1), SubfieldMap(fieldNumber: 1, rawValue: 11)]),
                SubfieldProfile(name: "total_strokes", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["strokes"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 2), SubfieldMap(fieldNumber: 1, rawValue: 5), SubfieldMap(fieldNumber: 1, rawValue: 15), SubfieldMap(fieldNumber: 1, rawValue: 37)]),
                SubfieldProfile(name: "total_reps", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["reps"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 62)]),
                SubfieldProfile(name: "total_pushes", kind: .numeric, typeBase: .uint32, scale: [1], offset: [0], units: ["pushes"], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 1, rawValue: 66), SubfieldMap(fieldNumber: 1, rawValue: 65)])]),
    FieldProfile(number: 17, name: "avg_temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 18, name: "max_temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 19, name: "min_temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 20, name: "avg_vertical_oscillation", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 21, name: "avg_vertical_ratio", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 22, name: "avg_stance_time", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 23, name: "avg_stance_time_balance", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 24, name: "avg_step_length", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 25, name: "avg_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 26, name: "max_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 27, name: "normalized_power", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 28, name: "left_right_balance", type: "left_right_balance_100", kind: .enumeration(113), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 29, name: "time_standing", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 30, name: "avg_left_pco", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 31, name: "avg_right_pco", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: false, scale: [1], offset: [0], units: ["mm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 32, name: "avg_left_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 33, name: "avg_left_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 34, name: "avg_right_power_phase", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 35, name: "avg_right_power_phase_peak", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [0.7111111], offset: [0], units: ["degrees"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 36, name: "avg_power_position", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 37, name: "max_power_position", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["watts"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 38, name: "avg_left_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 39, name: "avg_right_torque_effectiveness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 40, name: "avg_left_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 41, name: "avg_right_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 42, name: "avg_combined_pedal_smoothness", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [2], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 43, name: "avg_flow", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["Flow"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 44, name: "total_grit", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["kGrit"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 47, name: "swim_stroke", type: "swim_stroke", kind: .enumeration(184), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 48, name: "num_active_lengths", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["lengths"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 49, name: "avg_swolf", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 50, name: "avg_stroke_distance", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 51, name: "avg_strokes_per_length", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [10], offset: [0], units: ["strokes / length"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 52, name: "avg_ascent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 53, name: "max_ascent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 54, name: "climb_grading_scale", type: "climb_grading_scale", kind: .enumeration(40), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 55, name: "climb_max_grade_value", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false, subfields: [
                SubfieldProfile(name: "climb_max_grade_yds", kind: .enumeration(214), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 54, rawValue: 0)]),
                SubfieldProfile(name: "climb_max_grade_uiaa", kind: .enumeration(197), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 54, rawValue: 1)]),
                SubfieldProfile(name: "climb_max_grade_french", kind: .enumeration(86), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 54, rawValue: 2)]),
                SubfieldProfile(name: "climb_max_grade_british_adjectival", kind: .enumeration(30), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 54, rawValue: 3)]),
                SubfieldProfile(name: "climb_max_grade_british_technical", kind: .enumeration(31), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 54, rawValue: 4)]),
                SubfieldProfile(name: "climb_max_grade_ewbank", kind: .enumeration(70), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 54, rawValue: 5)]),
                SubfieldProfile(name: "climb_max_grade_brazilian", kind: .enumeration(29), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 54, rawValue: 6)]),
                SubfieldProfile(name: "climb_max_grade_saxon", kind: .enumeration(147), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 54, rawValue: 7)]),
                SubfieldProfile(name: "climb_max_grade_vermin", kind: .enumeration(199), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 54, rawValue: 8)]),
                SubfieldProfile(name: "climb_max_grade_font", kind: .enumeration(85), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 54, rawValue: 9)]),
                SubfieldProfile(name: "climb_max_grade_dankyu", kind: .enumeration(49), typeBase: nil, scale: [1], offset: [0], units: [""], bits: [], components: [], maps: [SubfieldMap(fieldNumber: 54, rawValue: 10)])]),
    FieldProfile(number: 56, name: "num_falls", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 58, name: "num_climbs_attempted", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 59, name: "num_climbs_completed", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 60, name: "max_distance", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 64, name: "metabolic_calories", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["kcal"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 65, name: "active_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 66, name: "total_fractional_ascent", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 67, name: "total_fractional_descent", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 68, name: "avg_fractional_ascent", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 69, name: "max_fractional_ascent", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [100], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 71, name: "avg_grade_adjusted_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 72, name: "avg_stress", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 77, name: "total_moving_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 79, name: "start_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 87, name: "min_heart_rate", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: ["bpm"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 91, name: "avg_stance_time_percent", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 101, name: "max_total_timer_time", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// hsa_body_battery_data: 5 fields
private let message314 = MessageProfile(number: 314, name: "hsa_body_battery_data", fields: [
    FieldProfile(number: 0, name: "processing_interval", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "level", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127, baseType: .sint8, isArray: true, scale: [1], offset: [0], units: ["percent"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "charged", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "uncharged", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// hsa_event: 2 fields
private let message315 = MessageProfile(number: 315, name: "hsa_event", fields: [
    FieldProfile(number: 0, name: "event_id", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// climb_pro: 7 fields
private let message317 = MessageProfile(number: 317, name: "climb_pro", fields: [
    FieldProfile(number: 0, name: "position_lat", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "position_long", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["semicircles"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "climb_pro_event", type: "climb_pro_event", kind: .enumeration(41), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "climb_number", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "climb_category", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "current_dist", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// tank_update: 3 fields
private let message319 = MessageProfile(number: 319, name: "tank_update", fields: [
    FieldProfile(number: 0, name: "sensor", type: "ant_channel_id", kind: .enumeration(6), typeBase: nil, expandedInvalid: 255, baseType: .uint32z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "pressure", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["bar"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// tank_summary: 5 fields
private let message323 = MessageProfile(number: 323, name: "tank_summary", fields: [
    FieldProfile(number: 0, name: "sensor", type: "ant_channel_id", kind: .enumeration(6), typeBase: nil, expandedInvalid: 255, baseType: .uint32z, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "start_pressure", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["bar"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "end_pressure", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: ["bar"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "volume_used", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [100], offset: [0], units: ["L"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// sleep_assessment: 14 fields
private let message346 = MessageProfile(number: 346, name: "sleep_assessment", fields: [
    FieldProfile(number: 0, name: "combined_awake_score", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "awake_time_score", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "awakenings_count_score", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "deep_sleep_score", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "sleep_duration_score", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "light_sleep_score", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "overall_sleep_score", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "sleep_quality_score", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "sleep_recovery_score", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "rem_sleep_score", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "sleep_restlessness_score", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "awakenings_count", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 14, name: "interruptions_score", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 15, name: "average_stress_during_sleep", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [100], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// hrv_status_summary: 8 fields
private let message370 = MessageProfile(number: 370, name: "hrv_status_summary", fields: [
    FieldProfile(number: 0, name: "weekly_average", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [128], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "last_night_average", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [128], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "last_night_5_min_high", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [128], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "baseline_low_upper", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [128], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "baseline_balanced_lower", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [128], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "baseline_balanced_upper", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [128], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "status", type: "hrv_status", kind: .enumeration(98), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// hrv_value: 2 fields
private let message371 = MessageProfile(number: 371, name: "hrv_value", fields: [
    FieldProfile(number: 0, name: "value", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [128], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// raw_bbi: 6 fields
private let message372 = MessageProfile(number: 372, name: "raw_bbi", fields: [
    FieldProfile(number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "data", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], offset: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], units: ["", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", ""], bits: [14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1, 14, 1, 1], components: [2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4], isAccumulated: false),
    FieldProfile(number: 2, name: "time", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "quality", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "gap", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// device_aux_battery_info: 5 fields
private let message375 = MessageProfile(number: 375, name: "device_aux_battery_info", fields: [
    FieldProfile(number: 0, name: "device_index", type: "device_index", kind: .enumeration(54), typeBase: nil, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "battery_voltage", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [256], offset: [0], units: ["V"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "battery_status", type: "battery_status", kind: .enumeration(19), typeBase: nil, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "battery_identifier", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// hsa_gyroscope_data: 7 fields
private let message376 = MessageProfile(number: 376, name: "hsa_gyroscope_data", fields: [
    FieldProfile(number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["ms"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "sampling_interval", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["1/32768 s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "gyro_x", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: [28.57143], offset: [0], units: ["deg/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "gyro_y", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: [28.57143], offset: [0], units: ["deg/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "gyro_z", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: true, scale: [28.57143], offset: [0], units: ["deg/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "timestamp_32k", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["1/32768 s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// chrono_shot_session: 8 fields
private let message387 = MessageProfile(number: 387, name: "chrono_shot_session", fields: [
    FieldProfile(number: 0, name: "min_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "max_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "avg_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "shot_count", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "projectile_type", type: "projectile_type", kind: .enumeration(137), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "grain_weight", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [10], offset: [0], units: ["gr"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "standard_deviation", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// chrono_shot_data: 3 fields
private let message388 = MessageProfile(number: 388, name: "chrono_shot_data", fields: [
    FieldProfile(number: 0, name: "shot_speed", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m/s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "shot_num", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// hsa_configuration_data: 3 fields
private let message389 = MessageProfile(number: 389, name: "hsa_configuration_data", fields: [
    FieldProfile(number: 0, name: "data", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255, baseType: .byte, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "data_size", type: "uint8", kind: .numeric, typeBase: .uint8, expandedInvalid: 255, baseType: .uint8, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// dive_apnea_alarm: 13 fields
private let message393 = MessageProfile(number: 393, name: "dive_apnea_alarm", fields: [
    FieldProfile(number: 0, name: "depth", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1000], offset: [0], units: ["m"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "time", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "alarm_type", type: "dive_alarm_type", kind: .enumeration(61), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "sound", type: "tone", kind: .enumeration(193), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "dive_types", type: "sub_sport", kind: .enumeration(181), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: true, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "id", type: "uint32", kind: .numeric, typeBase: .uint32, expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "popup_enabled", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 8, name: "trigger_on_descent", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 9, name: "trigger_on_ascent", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 10, name: "repeating", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 11, name: "speed", type: "sint32", kind: .numeric, typeBase: .sint32, expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: [1000], offset: [0], units: ["mps"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// skin_temp_overnight: 5 fields
private let message398 = MessageProfile(number: 398, name: "skin_temp_overnight", fields: [
    FieldProfile(number: 0, name: "local_timestamp", type: "local_date_time", kind: .enumeration(117), typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "average_deviation", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "average_7_day_deviation", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "nightly_value", type: "float32", kind: .numeric, typeBase: .float32, expandedInvalid: 4294967295, baseType: .float32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// hsa_wrist_temperature_data: 3 fields
private let message409 = MessageProfile(number: 409, name: "hsa_wrist_temperature_data", fields: [
    FieldProfile(number: 0, name: "processing_interval", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "value", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: [1000], offset: [0], units: ["C"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["s"], bits: [], components: [], isAccumulated: false),
])

// nap_event: 10 fields
private let message412 = MessageProfile(number: 412, name: "nap_event", fields: [
    FieldProfile(number: 0, name: "start_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["seconds"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 1, name: "start_timezone_offset", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [1], offset: [0], units: ["minutes"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 2, name: "end_time", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: ["seconds"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 3, name: "end_timezone_offset", type: "sint16", kind: .numeric, typeBase: .sint16, expandedInvalid: 32767, baseType: .sint16, isArray: false, scale: [1], offset: [0], units: ["minutes"], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 4, name: "feedback", type: "nap_period_feedback", kind: .enumeration(129), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 5, name: "is_deleted", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 6, name: "source", type: "nap_source", kind: .enumeration(130), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 7, name: "update_timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// sleep_disruption_severity_period: 3 fields
private let message470 = MessageProfile(number: 470, name: "sleep_disruption_severity_period", fields: [
    FieldProfile(number: 0, name: "severity", type: "sleep_disruption_severity", kind: .enumeration(163), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 254, name: "message_index", type: "message_index", kind: .enumeration(127), typeBase: nil, expandedInvalid: 255, baseType: .uint16, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])

// sleep_disruption_overnight_severity: 2 fields
private let message471 = MessageProfile(number: 471, name: "sleep_disruption_overnight_severity", fields: [
    FieldProfile(number: 0, name: "severity", type: "sleep_disruption_severity", kind: .enumeration(163), typeBase: nil, expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
    FieldProfile(number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil, expandedInvalid: 255, baseType: .uint32, isArray: false, scale: [1], offset: [0], units: [], bits: [], components: [], isAccumulated: false),
])
