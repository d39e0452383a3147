// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    static let generatedTypes: [TypeProfile] = [
        type0(),
        type1(),
        type2(),
        type3(),
        type4(),
        type5(),
        type6(),
        type7(),
        type8(),
        type9(),
        type10(),
        type11(),
        type12(),
        type13(),
        type14(),
        type15(),
        type16(),
        type17(),
        type18(),
        type19(),
        type20(),
        type21(),
        type22(),
        type23(),
        type24(),
        type25(),
        type26(),
        type27(),
        type28(),
        type29(),
        type30(),
        type31(),
        type32(),
        type33(),
        type34(),
        type35(),
        type36(),
        type37(),
        type38(),
        type39(),
        type40(),
        type41(),
        type42(),
        type43(),
        type44(),
        type45(),
        type46(),
        type47(),
        type48(),
        type49(),
        type50(),
        type51(),
        type52(),
        type53(),
        type54(),
        type55(),
        type56(),
        type57(),
        type58(),
        type59(),
        type60(),
        type61(),
        type62(),
        type63(),
        type64(),
        type65(),
        type66(),
        type67(),
        type68(),
        type69(),
        type70(),
        type71(),
        type72(),
        type73(),
        type74(),
        type75(),
        type76(),
        type77(),
        type78(),
        type79(),
        type80(),
        type81(),
        type82(),
        type83(),
        type84(),
        type85(),
        type86(),
        type87(),
        type88(),
        type89(),
        type90(),
        type91(),
        type92(),
        type93(),
        type94(),
        type95(),
        type96(),
        type97(),
        type98(),
        type99(),
        type100(),
        type101(),
        type102(),
        type103(),
        type104(),
        type105(),
        type106(),
        type107(),
        type108(),
        type109(),
        type110(),
        type111(),
        type112(),
        type113(),
        type114(),
        type115(),
        type116(),
        type117(),
        type118(),
        type119(),
        type120(),
        type121(),
        type122(),
        type123(),
        type124(),
        type125(),
        type126(),
        type127(),
        type128(),
        type129(),
        type130(),
        type131(),
        type132(),
        type133(),
        type134(),
        type135(),
        type136(),
        type137(),
        type138(),
        type139(),
        type140(),
        type141(),
        type142(),
        type143(),
        type144(),
        type145(),
        type146(),
        type147(),
        type148(),
        type149(),
        type150(),
        type151(),
        type152(),
        type153(),
        type154(),
        type155(),
        type156(),
        type157(),
        type158(),
        type159(),
        type160(),
        type161(),
        type162(),
        type163(),
        type164(),
        type165(),
        type166(),
        type167(),
        type168(),
        type169(),
        type170(),
        type171(),
        type172(),
        type173(),
        type174(),
        type175(),
        type176(),
        type177(),
        type178(),
        type179(),
        type180(),
        type181(),
        type182(),
        type183(),
        type184(),
        type185(),
        type186(),
        type187(),
        type188(),
        type189(),
        type190(),
        type191(),
        type192(),
        type193(),
        type194(),
        type195(),
        type196(),
        type197(),
        type198(),
        type199(),
        type200(),
        type201(),
        type202(),
        type203(),
        type204(),
        type205(),
        type206(),
        type207(),
        type208(),
        type209(),
        type210(),
        type211(),
        type212(),
        type213(),
        type214(),
    ]
}

// activity: 2 values
private func type0() -> TypeProfile {
    TypeProfile(name: "activity",
        values: [0, 1],
        names: ["manual", "auto_multi_sport"])
}

// activity_class: 3 values
private func type1() -> TypeProfile {
    TypeProfile(name: "activity_class",
        values: [100, 127, 128],
        names: ["level_max", "level", "athlete"])
}

// activity_level: 3 values
private func type2() -> TypeProfile {
    TypeProfile(name: "activity_level",
        values: [0, 1, 2],
        names: ["low", "medium", "high"])
}

// activity_subtype: 20 values
private func type3() -> TypeProfile {
    TypeProfile(name: "activity_subtype",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 254],
        names: ["generic", "treadmill", "street", "trail", "track", "spin", "indoor_cycling", "road", "mountain", "downhill", "recumbent", "cyclocross", "hand_cycling", "track_cycling", "indoor_rowing", "elliptical", "stair_climbing", "lap_swimming", "open_water", "all"])
}

// activity_type: 10 values
private func type4() -> TypeProfile {
    TypeProfile(name: "activity_type",
        values: [0, 1, 2, 3, 4, 5, 6, 8, 13, 254],
        names: ["generic", "running", "cycling", "transition", "fitness_equipment", "swimming", "walking", "sedentary", "wheelchair_pushing", "all"])
}

// analog_watchface_layout: 3 values
private func type5() -> TypeProfile {
    TypeProfile(name: "analog_watchface_layout",
        values: [0, 1, 2],
        names: ["minimal", "traditional", "modern"])
}

// ant_channel_id: 4 values
private func type6() -> TypeProfile {
    TypeProfile(name: "ant_channel_id",
        values: [65535, 16711680, 251658240, 4026531840],
        names: ["ant_device_number", "ant_device_type", "ant_transmission_type_lower_nibble", "ant_extended_device_number_upper_nibble"])
}

// ant_network: 4 values
private func type7() -> TypeProfile {
    TypeProfile(name: "ant_network",
        values: [0, 1, 2, 3],
        names: ["public", "antplus", "antfs", "private"])
}

// antplus_device_type: 25 values
private func type8() -> TypeProfile {
    TypeProfile(name: "antplus_device_type",
        values: [1, 11, 12, 15, 16, 17, 18, 19, 20, 25, 26, 27, 31, 34, 35, 36, 38, 40, 46, 119, 120, 121, 122, 123, 124],
        names: ["antfs", "bike_power", "environment_sensor_legacy", "multi_sport_speed_distance", "control", "fitness_equipment", "blood_pressure", "geocache_node", "light_electric_vehicle", "env_sensor", "racquet", "control_hub", "muscle_oxygen", "shifting", "bike_light_main", "bike_light_shared", "exd", "bike_radar", "bike_aero", "weight_scale", "heart_rate", "bike_speed_cadence", "bike_cadence", "bike_speed", "stride_speed_distance"])
}

// apnea_discipline: 11 values
private func type9() -> TypeProfile {
    TypeProfile(name: "apnea_discipline",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        names: ["constant_weight_with_fins", "constant_weight_with_bifins", "constant_weight_without_fins", "dynamic_with_fins", "dynamic_with_bifins", "dynamic_without_fins", "free_immersion", "no_limit", "speed_endurance_apnea", "static_apnea", "variable_weight"])
}

// attitude_stage: 4 values
private func type10() -> TypeProfile {
    TypeProfile(name: "attitude_stage",
        values: [0, 1, 2, 3],
        names: ["failed", "aligning", "degraded", "valid"])
}

// attitude_validity: 13 values
private func type11() -> TypeProfile {
    TypeProfile(name: "attitude_validity",
        values: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096],
        names: ["track_angle_heading_valid", "pitch_valid", "roll_valid", "lateral_body_accel_valid", "normal_body_accel_valid", "turn_rate_valid", "hw_fail", "mag_invalid", "no_gps", "gps_invalid", "solution_coasting", "true_track_angle", "magnetic_heading"])
}

// auto_activity_detect: 7 values
private func type12() -> TypeProfile {
    TypeProfile(name: "auto_activity_detect",
        values: [0, 1, 2, 4, 8, 32, 1024],
        names: ["none", "running", "cycling", "swimming", "walking", "elliptical", "sedentary"])
}

// auto_sync_frequency: 5 values
private func type13() -> TypeProfile {
    TypeProfile(name: "auto_sync_frequency",
        values: [0, 1, 2, 3, 4],
        names: ["never", "occasionally", "frequent", "once_a_day", "remote"])
}

// autolap_trigger: 8 values
private func type14() -> TypeProfile {
    TypeProfile(name: "autolap_trigger",
        values: [0, 1, 2, 3, 4, 5, 6, 13],
        names: ["time", "distance", "position_start", "position_lap", "position_waypoint", "position_marked", "off", "auto_select"])
}

// autoscroll: 4 values
private func type15() -> TypeProfile {
    TypeProfile(name: "autoscroll",
        values: [0, 1, 2, 3],
        names: ["none", "slow", "medium", "fast"])
}

// backlight_mode: 7 values
private func type16() -> TypeProfile {
    TypeProfile(name: "backlight_mode",
        values: [0, 1, 2, 3, 4, 5, 6],
        names: ["off", "manual", "key_and_messages", "auto_brightness", "smart_notifications", "key_and_messages_night", "key_and_messages_and_smart_notifications"])
}

// backlight_timeout: 1 values
private func type17() -> TypeProfile {
    TypeProfile(name: "backlight_timeout",
        values: [0],
        names: ["infinite"])
}

// banded_exercises_exercise_name: 60 values
private func type18() -> TypeProfile {
    TypeProfile(name: "banded_exercises_exercise_name",
        values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61],
        names: ["ab_twist", "back_extension", "bicycle_crunch", "calf_raises", "chest_press", "clam_shells", "curl", "deadbug", "deadlift", "donkey_kick", "external_rotation", "external_rotation_at_90_degree_abduction", "face_pull", "fire_hydrant", "fly", "front_raise", "glute_bridge", "hamstring_curls", "high_plank_leg_lifts", "hip_extension", "internal_rotation", "jumping_jack", "kneeling_crunch", "lateral_band_walks", "lateral_raise", "latpull", "leg_abduction", "leg_adduction", "leg_extension", "lunge", "plank", "pull_apart", "push_ups", "reverse_crunch", "row", "shoulder_abduction", "shoulder_extension", "shoulder_external_rotation", "shoulder_flexion_to_90_degrees", "side_plank_leg_lifts", "side_raise", "squat", "squat_to_press", "tricep_extension", "tricep_kickback", "upright_row", "wall_crawl_with_external_rotation", "lateral_raise_wheelchair", "triceps_extension_wheelchair", "chest_fly_incline_wheelchair", "chest_fly_decline_wheelchair", "pull_down_wheelchair", "straight_arm_pull_down_wheelchair", "curl_wheelchair", "overhead_curl_wheelchair", "face_pull_wheelchair", "around_the_world_wheelchair", "pull_apart_wheelchair", "side_curl_wheelchair", "overhead_press_wheelchair"])
}

// battery_status: 7 values
private func type19() -> TypeProfile {
    TypeProfile(name: "battery_status",
        values: [1, 2, 3, 4, 5, 6, 7],
        names: ["new", "good", "ok", "low", "critical", "charging", "unknown"])
}

// battle_rope_exercise_name: 28 values
private func type20() -> TypeProfile {
    TypeProfile(name: "battle_rope_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27],
        names: ["alternating_figure_eight", "alternating_jump_wave", "alternating_kneeling_to_standing_wave", "alternating_lunge_wave", "alternating_squat_wave", "alternating_wave", "alternating_wave_with_lateral_shuffle", "clap_wave", "double_arm_figure_eight", "double_arm_side_to_side_snake", "double_arm_side_wave", "double_arm_slam", "double_arm_wave", "grappler_toss", "hip_toss", "in_and_out_wave", "inside_circle", "jumping_jacks", "outside_circle", "rainbow", "side_plank_wave", "sidewinder", "sitting_russian_twist", "snake_wave", "split_jack", "stage_coach", "ultimate_warrior", "upper_cuts"])
}

// bench_press_exercise_name: 27 values
private func type21() -> TypeProfile {
    TypeProfile(name: "bench_press_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26],
        names: ["alternating_dumbbell_chest_press_on_swiss_ball", "barbell_bench_press", "barbell_board_bench_press", "barbell_floor_press", "close_grip_barbell_bench_press", "decline_dumbbell_bench_press", "dumbbell_bench_press", "dumbbell_floor_press", "incline_barbell_bench_press", "incline_dumbbell_bench_press", "incline_smith_machine_bench_press", "isometric_barbell_bench_press", "kettlebell_chest_press", "neutral_grip_dumbbell_bench_press", "neutral_grip_dumbbell_incline_bench_press", "one_arm_floor_press", "weighted_one_arm_floor_press", "partial_lockout", "reverse_grip_barbell_bench_press", "reverse_grip_incline_bench_press", "single_arm_cable_chest_press", "single_arm_dumbbell_bench_press", "smith_machine_bench_press", "swiss_ball_dumbbell_chest_press", "triple_stop_barbell_bench_press", "wide_grip_barbell_bench_press", "alternating_dumbbell_chest_press"])
}

// bike_exercise_name: 3 values
private func type22() -> TypeProfile {
    TypeProfile(name: "bike_exercise_name",
        values: [0, 1, 2],
        names: ["bike", "ride", "sprint"])
}

// bike_light_beam_angle_mode: 2 values
private func type23() -> TypeProfile {
    TypeProfile(name: "bike_light_beam_angle_mode",
        values: [0, 1],
        names: ["manual", "auto"])
}

// bike_light_network_config_type: 4 values
private func type24() -> TypeProfile {
    TypeProfile(name: "bike_light_network_config_type",
        values: [0, 4, 5, 6],
        names: ["auto", "individual", "high_visibility", "trail"])
}

// bike_outdoor_exercise_name: 1 values
private func type25() -> TypeProfile {
    TypeProfile(name: "bike_outdoor_exercise_name",
        values: [0],
        names: ["bike"])
}

// ble_device_type: 8 values
private func type26() -> TypeProfile {
    TypeProfile(name: "ble_device_type",
        values: [0, 1, 2, 3, 4, 5, 6, 7],
        names: ["connected_gps", "heart_rate", "bike_power", "bike_speed_cadence", "bike_speed", "bike_cadence", "footpod", "bike_trainer"])
}

// body_location: 40 values
private func type27() -> TypeProfile {
    TypeProfile(name: "body_location",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39],
        names: ["left_leg", "left_calf", "left_shin", "left_hamstring", "left_quad", "left_glute", "right_leg", "right_calf", "right_shin", "right_hamstring", "right_quad", "right_glute", "torso_back", "left_lower_back", "left_upper_back", "right_lower_back", "right_upper_back", "torso_front", "left_abdomen", "left_chest", "right_abdomen", "right_chest", "left_arm", "left_shoulder", "left_bicep", "left_tricep", "left_brachioradialis", "left_forearm_extensors", "right_arm", "right_shoulder", "right_bicep", "right_tricep", "right_brachioradialis", "right_forearm_extensors", "neck", "throat", "waist_mid_back", "waist_front", "waist_left", "waist_right"])
}

// bp_status: 5 values
private func type28() -> TypeProfile {
    TypeProfile(name: "bp_status",
        values: [0, 1, 2, 3, 4],
        names: ["no_error", "error_incomplete_data", "error_no_measurement", "error_data_out_of_range", "error_irregular_heart_rate"])
}

// brazilian_grading_scale: 27 values
private func type29() -> TypeProfile {
    TypeProfile(name: "brazilian_grading_scale",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26],
        names: ["2", "3", "3c", "4", "5a", "5b", "5c", "6a", "6b", "6c", "7a", "7b", "7c", "8a", "8b", "8c", "9a", "9b", "9c", "10a", "10b", "10c", "11a", "11b", "11c", "12a", "12b"])
}

// british_adjectival_grading_scale: 21 values
private func type30() -> TypeProfile {
    TypeProfile(name: "british_adjectival_grading_scale",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
        names: ["M", "D", "HD", "VD", "MS", "S", "HS", "MVS", "VS", "HVS", "E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8", "E9", "E10", "E11"])
}

// british_technical_grading_scale: 15 values
private func type31() -> TypeProfile {
    TypeProfile(name: "british_technical_grading_scale",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
        names: ["1", "2", "3", "4a", "4b", "4c", "5a", "5b", "5c", "6a", "6b", "6c", "7a", "7b", "7c"])
}

// calf_raise_exercise_name: 21 values
private func type32() -> TypeProfile {
    TypeProfile(name: "calf_raise_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
        names: ["3_way_calf_raise", "3_way_weighted_calf_raise", "3_way_single_leg_calf_raise", "3_way_weighted_single_leg_calf_raise", "donkey_calf_raise", "weighted_donkey_calf_raise", "seated_calf_raise", "weighted_seated_calf_raise", "seated_dumbbell_toe_raise", "single_leg_bent_knee_calf_raise", "weighted_single_leg_bent_knee_calf_raise", "single_leg_decline_push_up", "single_leg_donkey_calf_raise", "weighted_single_leg_donkey_calf_raise", "single_leg_hip_raise_with_knee_hold", "single_leg_standing_calf_raise", "single_leg_standing_dumbbell_calf_raise", "standing_barbell_calf_raise", "standing_calf_raise", "weighted_standing_calf_raise", "standing_dumbbell_calf_raise"])
}

// camera_event_type: 13 values
private func type33() -> TypeProfile {
    TypeProfile(name: "camera_event_type",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14],
        names: ["video_start", "video_split", "video_end", "photo_taken", "video_second_stream_start", "video_second_stream_split", "video_second_stream_end", "video_split_start", "video_second_stream_split_start", "video_pause", "video_second_stream_pause", "video_resume", "video_second_stream_resume"])
}

// camera_orientation_type: 4 values
private func type34() -> TypeProfile {
    TypeProfile(name: "camera_orientation_type",
        values: [0, 1, 2, 3],
        names: ["camera_orientation_0", "camera_orientation_90", "camera_orientation_180", "camera_orientation_270"])
}

// cardio_exercise_name: 43 values
private func type35() -> TypeProfile {
    TypeProfile(name: "cardio_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42],
        names: ["bob_and_weave_circle", "weighted_bob_and_weave_circle", "cardio_core_crawl", "weighted_cardio_core_crawl", "double_under", "weighted_double_under", "jump_rope", "weighted_jump_rope", "jump_rope_crossover", "weighted_jump_rope_crossover", "jump_rope_jog", "weighted_jump_rope_jog", "jumping_jacks", "weighted_jumping_jacks", "ski_moguls", "weighted_ski_moguls", "split_jacks", "weighted_split_jacks", "squat_jacks", "weighted_squat_jacks", "triple_under", "weighted_triple_under", "elliptical", "spinning", "pole_paddle_forward_wheelchair", "pole_paddle_backward_wheelchair", "pole_handcycle_forward_wheelchair", "pole_handcycle_backward_wheelchair", "pole_rainbow_wheelchair", "double_punch_forward_wheelchair", "double_punch_down_wheelchair", "double_punch_sideways_wheelchair", "double_punch_up_wheelchair", "sit_ski_wheelchair", "sitting_jacks_wheelchair", "punch_forward_wheelchair", "punch_down_wheelchair", "punch_sideways_wheelchair", "punch_up_wheelchair", "punch_bag_wheelchair", "pole_dd_ff_uu_wheelchair", "butterfly_arms_wheelchair", "punch"])
}

// carry_exercise_name: 9 values
private func type36() -> TypeProfile {
    TypeProfile(name: "carry_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        names: ["bar_holds", "farmers_walk", "farmers_walk_on_toes", "hex_dumbbell_hold", "overhead_carry", "dumbbell_waiter_carry", "farmers_carry_walk_lunge", "farmers_carry", "farmers_carry_on_toes"])
}

// ccr_setpoint_switch_mode: 2 values
private func type37() -> TypeProfile {
    TypeProfile(name: "ccr_setpoint_switch_mode",
        values: [0, 1],
        names: ["manual", "automatic"])
}

// checksum: 2 values
private func type38() -> TypeProfile {
    TypeProfile(name: "checksum",
        values: [0, 1],
        names: ["clear", "ok"])
}

// chop_exercise_name: 23 values
private func type39() -> TypeProfile {
    TypeProfile(name: "chop_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22],
        names: ["cable_pull_through", "cable_rotational_lift", "cable_woodchop", "cross_chop_to_knee", "weighted_cross_chop_to_knee", "dumbbell_chop", "half_kneeling_rotation", "weighted_half_kneeling_rotation", "half_kneeling_rotational_chop", "half_kneeling_rotational_reverse_chop", "half_kneeling_stability_chop", "half_kneeling_stability_reverse_chop", "kneeling_rotational_chop", "kneeling_rotational_reverse_chop", "kneeling_stability_chop", "kneeling_woodchopper", "medicine_ball_wood_chops", "power_squat_chops", "weighted_power_squat_chops", "standing_rotational_chop", "standing_split_rotational_chop", "standing_split_rotational_reverse_chop", "standing_stability_reverse_chop"])
}

// climb_grading_scale: 12 values
private func type40() -> TypeProfile {
    TypeProfile(name: "climb_grading_scale",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
        names: ["yds", "uiaa", "french", "british_adjectival", "british_technical", "ewbank", "brazilian", "saxon", "vermin", "font", "dankyu", "yds_pm"])
}

// climb_pro_event: 3 values
private func type41() -> TypeProfile {
    TypeProfile(name: "climb_pro_event",
        values: [0, 1, 2],
        names: ["approach", "start", "complete"])
}

// comm_timeout_type: 4 values
private func type42() -> TypeProfile {
    TypeProfile(name: "comm_timeout_type",
        values: [0, 1, 2, 3],
        names: ["wildcard_pairing_timeout", "pairing_timeout", "connection_lost", "connection_timeout"])
}

// connectivity_capabilities: 32 values
private func type43() -> TypeProfile {
    TypeProfile(name: "connectivity_capabilities",
        values: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072, 262144, 524288, 1048576, 2097152, 4194304, 8388608, 16777216, 33554432, 67108864, 134217728, 268435456, 536870912, 1073741824, 2147483648],
        names: ["bluetooth", "bluetooth_le", "ant", "activity_upload", "course_download", "workout_download", "live_track", "weather_conditions", "weather_alerts", "gps_ephemeris_download", "explicit_archive", "setup_incomplete", "continue_sync_after_software_update", "connect_iq_app_download", "golf_course_download", "device_initiates_sync", "connect_iq_watch_app_download", "connect_iq_widget_download", "connect_iq_watch_face_download", "connect_iq_data_field_download", "connect_iq_app_managment", "swing_sensor", "swing_sensor_remote", "incident_detection", "audio_prompts", "wifi_verification", "true_up", "find_my_watch", "remote_manual_sync", "live_track_auto_start", "live_track_messaging", "instant_input"])
}

// core_exercise_name: 94 values
private func type44() -> TypeProfile {
    TypeProfile(name: "core_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 75, 77, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96],
        names: ["abs_jabs", "weighted_abs_jabs", "alternating_plate_reach", "barbell_rollout", "weighted_barbell_rollout", "body_bar_oblique_twist", "cable_core_press", "cable_side_bend", "side_bend", "weighted_side_bend", "crescent_circle", "weighted_crescent_circle", "cycling_russian_twist", "weighted_cycling_russian_twist", "elevated_feet_russian_twist", "weighted_elevated_feet_russian_twist", "half_turkish_get_up", "kettlebell_windmill", "kneeling_ab_wheel", "weighted_kneeling_ab_wheel", "modified_front_lever", "open_knee_tucks", "weighted_open_knee_tucks", "side_abs_leg_lift", "weighted_side_abs_leg_lift", "swiss_ball_jackknife", "weighted_swiss_ball_jackknife", "swiss_ball_pike", "weighted_swiss_ball_pike", "swiss_ball_rollout", "weighted_swiss_ball_rollout", "triangle_hip_press", "weighted_triangle_hip_press", "trx_suspended_jackknife", "weighted_trx_suspended_jackknife", "u_boat", "weighted_u_boat", "windmill_switches", "weighted_windmill_switches", "alternating_slide_out", "weighted_alternating_slide_out", "ghd_back_extensions", "weighted_ghd_back_extensions", "overhead_walk", "inchworm", "weighted_modified_front_lever", "russian_twist", "abdominal_leg_rotations", "arm_and_leg_extension_on_knees", "bicycle", "bicep_curl_with_leg_extension", "cat_cow", "corkscrew", "criss_cross", "criss_cross_with_ball", "double_leg_stretch", "knee_folds", "lower_lift", "neck_pull", "pelvic_clocks", "roll_over", "roll_up", "rolling", "rowing_1", "rowing_2", "scissors", "single_leg_circles", "single_leg_stretch", "snake_twist_1_and_2", "swan", "swimming", "teaser", "the_hundred", "bicep_curl_with_leg_extension_with_weights", "hanging_l_sit", "lower_lift_with_weights", "ring_l_sit", "rowing_1_with_weights", "rowing_2_with_weights", "scissors_with_weights", "single_leg_stretch_with_weights", "toes_to_elbows", "weighted_criss_cross", "weighted_double_leg_stretch", "weighted_the_hundred", "l_sit", "turkish_get_up", "weighted_ring_l_sit", "weighted_hanging_l_sit", "weighted_l_sit", "side_bend_low_wheelchair", "side_bend_mid_wheelchair", "side_bend_high_wheelchair", "seated_side_bend"])
}

// course_capabilities: 12 values
private func type45() -> TypeProfile {
    TypeProfile(name: "course_capabilities",
        values: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 4096],
        names: ["processed", "valid", "time", "distance", "position", "heart_rate", "power", "cadence", "training", "navigation", "bikeway", "aviation"])
}

// course_point: 53 values
private func type46() -> TypeProfile {
    TypeProfile(name: "course_point",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53],
        names: ["generic", "summit", "valley", "water", "food", "danger", "left", "right", "straight", "first_aid", "fourth_category", "third_category", "second_category", "first_category", "hors_category", "sprint", "left_fork", "right_fork", "middle_fork", "slight_left", "sharp_left", "slight_right", "sharp_right", "u_turn", "segment_start", "segment_end", "campsite", "aid_station", "rest_area", "general_distance", "service", "energy_gel", "sports_drink", "mile_marker", "checkpoint", "shelter", "meeting_spot", "overlook", "toilet", "shower", "gear", "sharp_curve", "steep_incline", "tunnel", "bridge", "obstacle", "crossing", "store", "transition", "navaid", "transport", "alert", "info"])
}

// crunch_exercise_name: 86 values
private func type47() -> TypeProfile {
    TypeProfile(name: "crunch_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 86],
        names: ["bicycle_crunch", "cable_crunch", "circular_arm_crunch", "crossed_arms_crunch", "weighted_crossed_arms_crunch", "cross_leg_reverse_crunch", "weighted_cross_leg_reverse_crunch", "crunch_chop", "weighted_crunch_chop", "double_crunch", "weighted_double_crunch", "elbow_to_knee_crunch", "weighted_elbow_to_knee_crunch", "flutter_kicks", "weighted_flutter_kicks", "foam_roller_reverse_crunch_on_bench", "weighted_foam_roller_reverse_crunch_on_bench", "foam_roller_reverse_crunch_with_dumbbell", "foam_roller_reverse_crunch_with_medicine_ball", "frog_press", "hanging_knee_raise_oblique_crunch", "weighted_hanging_knee_raise_oblique_crunch", "hip_crossover", "weighted_hip_crossover", "hollow_rock", "weighted_hollow_rock", "incline_reverse_crunch", "weighted_incline_reverse_crunch", "kneeling_cable_crunch", "kneeling_cross_crunch", "weighted_kneeling_cross_crunch", "kneeling_oblique_cable_crunch", "knees_to_elbow", "leg_extensions", "weighted_leg_extensions", "leg_levers", "mcgill_curl_up", "weighted_mcgill_curl_up", "modified_pilates_roll_up_with_ball", "weighted_modified_pilates_roll_up_with_ball", "pilates_crunch", "weighted_pilates_crunch", "pilates_roll_up_with_ball", "weighted_pilates_roll_up_with_ball", "raised_legs_crunch", "weighted_raised_legs_crunch", "reverse_crunch", "weighted_reverse_crunch", "reverse_crunch_on_a_bench", "weighted_reverse_crunch_on_a_bench", "reverse_curl_and_lift", "weighted_reverse_curl_and_lift", "rotational_lift", "weighted_rotational_lift", "seated_alternating_reverse_crunch", "weighted_seated_alternating_reverse_crunch", "seated_leg_u", "weighted_seated_leg_u", "side_to_side_crunch_and_weave", "weighted_side_to_side_crunch_and_weave", "single_leg_reverse_crunch", "weighted_single_leg_reverse_crunch", "skater_crunch_cross", "weighted_skater_crunch_cross", "standing_cable_crunch", "standing_side_crunch", "step_climb", "weighted_step_climb", "swiss_ball_crunch", "swiss_ball_reverse_crunch", "weighted_swiss_ball_reverse_crunch", "swiss_ball_russian_twist", "weighted_swiss_ball_russian_twist", "swiss_ball_side_crunch", "weighted_swiss_ball_side_crunch", "thoracic_crunches_on_foam_roller", "weighted_thoracic_crunches_on_foam_roller", "triceps_crunch", "weighted_bicycle_crunch", "weighted_crunch", "weighted_swiss_ball_crunch", "toes_to_bar", "weighted_toes_to_bar", "crunch", "straight_leg_crunch_with_ball", "leg_climb_crunch"])
}

// curl_exercise_name: 51 values
private func type48() -> TypeProfile {
    TypeProfile(name: "curl_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50],
        names: ["alternating_dumbbell_biceps_curl", "alternating_dumbbell_biceps_curl_on_swiss_ball", "alternating_incline_dumbbell_biceps_curl", "barbell_biceps_curl", "barbell_reverse_wrist_curl", "barbell_wrist_curl", "behind_the_back_barbell_reverse_wrist_curl", "behind_the_back_one_arm_cable_curl", "cable_biceps_curl", "cable_hammer_curl", "cheating_barbell_biceps_curl", "close_grip_ez_bar_biceps_curl", "cross_body_dumbbell_hammer_curl", "dead_hang_biceps_curl", "decline_hammer_curl", "dumbbell_biceps_curl_with_static_hold", "dumbbell_hammer_curl", "dumbbell_reverse_wrist_curl", "dumbbell_wrist_curl", "ez_bar_preacher_curl", "forward_bend_biceps_curl", "hammer_curl_to_press", "incline_dumbbell_biceps_curl", "incline_offset_thumb_dumbbell_curl", "kettlebell_biceps_curl", "lying_concentration_cable_curl", "one_arm_preacher_curl", "plate_pinch_curl", "preacher_curl_with_cable", "reverse_ez_bar_curl", "reverse_grip_wrist_curl", "reverse_grip_barbell_biceps_curl", "seated_alternating_dumbbell_biceps_curl", "seated_dumbbell_biceps_curl", "seated_reverse_dumbbell_curl", "split_stance_offset_pinky_dumbbell_curl", "standing_alternating_dumbbell_curls", "standing_dumbbell_biceps_curl", "standing_ez_bar_biceps_curl", "static_curl", "swiss_ball_dumbbell_overhead_triceps_extension", "swiss_ball_ez_bar_preacher_curl", "twisting_standing_dumbbell_biceps_curl", "wide_grip_ez_bar_biceps_curl", "one_arm_concentration_curl", "standing_zottman_biceps_curl", "dumbbell_biceps_curl", "drag_curl_wheelchair", "dumbbell_biceps_curl_wheelchair", "bottle_curl", "seated_bottle_curl"])
}

// dankyu_grading_scale: 12 values
private func type49() -> TypeProfile {
    TypeProfile(name: "dankyu_grading_scale",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
        names: ["7_kyuu", "6_kyuu", "5_kyuu", "4_kyuu", "3_kyuu", "2_kyuu", "1_kyuu", "1_dan", "2_dan", "3_dan", "4_dan", "5_dan"])
}

// date_mode: 2 values
private func type50() -> TypeProfile {
    TypeProfile(name: "date_mode",
        values: [0, 1],
        names: ["day_month", "month_day"])
}

// date_time: 1 values
private func type51() -> TypeProfile {
    TypeProfile(name: "date_time",
        values: [268435456],
        names: ["min"])
}

// day_of_week: 7 values
private func type52() -> TypeProfile {
    TypeProfile(name: "day_of_week",
        values: [0, 1, 2, 3, 4, 5, 6],
        names: ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"])
}

// deadlift_exercise_name: 24 values
private func type53() -> TypeProfile {
    TypeProfile(name: "deadlift_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 21, 23, 24, 25],
        names: ["barbell_deadlift", "barbell_straight_leg_deadlift", "dumbbell_deadlift", "dumbbell_single_leg_deadlift_to_row", "dumbbell_straight_leg_deadlift", "kettlebell_floor_to_shelf", "one_arm_one_leg_deadlift", "rack_pull", "rotational_dumbbell_straight_leg_deadlift", "single_arm_deadlift", "single_leg_barbell_deadlift", "single_leg_barbell_straight_leg_deadlift", "single_leg_deadlift_with_barbell", "single_leg_rdl_circuit", "single_leg_romanian_deadlift_with_dumbbell", "sumo_deadlift", "sumo_deadlift_high_pull", "trap_bar_deadlift", "wide_grip_barbell_deadlift", "kettlebell_deadlift", "kettlebell_sumo_deadlift", "romanian_deadlift", "single_leg_romanian_deadlift_circuit", "straight_leg_deadlift"])
}

// device_index: 1 values
private func type54() -> TypeProfile {
    TypeProfile(name: "device_index",
        values: [0],
        names: ["creator"])
}

// digital_watchface_layout: 3 values
private func type55() -> TypeProfile {
    TypeProfile(name: "digital_watchface_layout",
        values: [0, 1, 2],
        names: ["traditional", "modern", "bold"])
}

// display_heart: 3 values
private func type56() -> TypeProfile {
    TypeProfile(name: "display_heart",
        values: [0, 1, 2],
        names: ["bpm", "max", "reserve"])
}

// display_measure: 3 values
private func type57() -> TypeProfile {
    TypeProfile(name: "display_measure",
        values: [0, 1, 2],
        names: ["metric", "statute", "nautical"])
}

// display_orientation: 5 values
private func type58() -> TypeProfile {
    TypeProfile(name: "display_orientation",
        values: [0, 1, 2, 3, 4],
        names: ["auto", "portrait", "landscape", "portrait_flipped", "landscape_flipped"])
}

// display_position: 42 values
private func type59() -> TypeProfile {
    TypeProfile(name: "display_position",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41],
        names: ["degree", "degree_minute", "degree_minute_second", "austrian_grid", "british_grid", "dutch_grid", "hungarian_grid", "finnish_grid", "german_grid", "icelandic_grid", "indonesian_equatorial", "indonesian_irian", "indonesian_southern", "india_zone_0", "india_zone_IA", "india_zone_IB", "india_zone_IIA", "india_zone_IIB", "india_zone_IIIA", "india_zone_IIIB", "india_zone_IVA", "india_zone_IVB", "irish_transverse", "irish_grid", "loran", "maidenhead_grid", "mgrs_grid", "new_zealand_grid", "new_zealand_transverse", "qatar_grid", "modified_swedish_grid", "swedish_grid", "south_african_grid", "swiss_grid", "taiwan_grid", "united_states_grid", "utm_ups_grid", "west_malayan", "borneo_rso", "estonian_grid", "latvian_grid", "swedish_ref_99_grid"])
}

// display_power: 2 values
private func type60() -> TypeProfile {
    TypeProfile(name: "display_power",
        values: [0, 1],
        names: ["watts", "percent_ftp"])
}

// dive_alarm_type: 3 values
private func type61() -> TypeProfile {
    TypeProfile(name: "dive_alarm_type",
        values: [0, 1, 2],
        names: ["depth", "time", "speed"])
}

// dive_alert: 39 values
private func type62() -> TypeProfile {
    TypeProfile(name: "dive_alert",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 32, 33, 34, 35, 36, 37, 38, 39],
        names: ["ndl_reached", "gas_switch_prompted", "near_surface", "approaching_ndl", "po2_warn", "po2_crit_high", "po2_crit_low", "time_alert", "depth_alert", "deco_ceiling_broken", "deco_complete", "safety_stop_broken", "safety_stop_complete", "cns_warning", "cns_critical", "otu_warning", "otu_critical", "ascent_critical", "alert_dismissed_by_key", "alert_dismissed_by_timeout", "battery_low", "battery_critical", "safety_stop_started", "approaching_first_deco_stop", "setpoint_switch_auto_low", "setpoint_switch_auto_high", "setpoint_switch_manual_low", "setpoint_switch_manual_high", "auto_setpoint_switch_ignored", "switched_to_open_circuit", "switched_to_closed_circuit", "tank_battery_low", "po2_ccr_dil_low", "deco_stop_cleared", "apnea_neutral_buoyancy", "apnea_target_depth", "apnea_surface", "apnea_high_speed", "apnea_low_speed"])
}

// dive_backlight_mode: 2 values
private func type63() -> TypeProfile {
    TypeProfile(name: "dive_backlight_mode",
        values: [0, 1],
        names: ["at_depth", "always_on"])
}

// dive_gas_mode: 2 values
private func type64() -> TypeProfile {
    TypeProfile(name: "dive_gas_mode",
        values: [0, 1],
        names: ["open_circuit", "closed_circuit_diluent"])
}

// dive_gas_status: 3 values
private func type65() -> TypeProfile {
    TypeProfile(name: "dive_gas_status",
        values: [0, 1, 2],
        names: ["disabled", "enabled", "backup_only"])
}

// dive_section_type: 3 values
private func type66() -> TypeProfile {
    TypeProfile(name: "dive_section_type",
        values: [0, 1, 2],
        names: ["ascent", "descent", "hang"])
}

// elliptical_exercise_name: 1 values
private func type67() -> TypeProfile {
    TypeProfile(name: "elliptical_exercise_name",
        values: [0],
        names: ["elliptical"])
}

// event: 46 values
private func type68() -> TypeProfile {
    TypeProfile(name: "event",
        values: [0, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 32, 33, 36, 42, 43, 44, 45, 46, 47, 54, 56, 57, 71, 72, 73, 75, 76, 81, 82],
        names: ["timer", "workout", "workout_step", "power_down", "power_up", "off_course", "session", "lap", "course_point", "battery", "virtual_partner_pace", "hr_high_alert", "hr_low_alert", "speed_high_alert", "speed_low_alert", "cad_high_alert", "cad_low_alert", "power_high_alert", "power_low_alert", "recovery_hr", "battery_low", "time_duration_alert", "distance_duration_alert", "calorie_duration_alert", "activity", "fitness_equipment", "length", "user_marker", "sport_point", "calibration", "front_gear_change", "rear_gear_change", "rider_position_change", "elev_high_alert", "elev_low_alert", "comm_timeout", "auto_activity_detect", "dive_alert", "dive_gas_switched", "tank_pressure_reserve", "tank_pressure_critical", "tank_lost", "radar_threat_alert", "tank_battery_low", "tank_pod_connected", "tank_pod_disconnected"])
}

// event_type: 10 values
private func type69() -> TypeProfile {
    TypeProfile(name: "event_type",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        names: ["start", "stop", "consecutive_depreciated", "marker", "stop_all", "begin_depreciated", "end_depreciated", "end_all_depreciated", "stop_disable", "stop_disable_all"])
}

// ewbank_grading_scale: 35 values
private func type70() -> TypeProfile {
    TypeProfile(name: "ewbank_grading_scale",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34],
        names: ["4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32", "33", "34", "35", "36", "37", "38"])
}

// exd_data_units: 50 values
private func type71() -> TypeProfile {
    TypeProfile(name: "exd_data_units",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49],
        names: ["no_units", "laps", "miles_per_hour", "kilometers_per_hour", "feet_per_hour", "meters_per_hour", "degrees_celsius", "degrees_farenheit", "zone", "gear", "rpm", "bpm", "degrees", "millimeters", "meters", "kilometers", "feet", "yards", "kilofeet", "miles", "time", "enum_turn_type", "percent", "watts", "watts_per_kilogram", "enum_battery_status", "enum_bike_light_beam_angle_mode", "enum_bike_light_battery_status", "enum_bike_light_network_config_type", "lights", "seconds", "minutes", "hours", "calories", "kilojoules", "milliseconds", "second_per_mile", "second_per_kilometer", "centimeter", "enum_course_point", "bradians", "enum_sport", "inches_hg", "mm_hg", "mbars", "hecto_pascals", "feet_per_min", "meters_per_min", "meters_per_sec", "eight_cardinal"])
}

// exd_descriptors: 97 values
private func type72() -> TypeProfile {
    TypeProfile(name: "exd_descriptors",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96],
        names: ["bike_light_battery_status", "beam_angle_status", "batery_level", "light_network_mode", "number_lights_connected", "cadence", "distance", "estimated_time_of_arrival", "heading", "time", "battery_level", "trainer_resistance", "trainer_target_power", "time_seated", "time_standing", "elevation", "grade", "ascent", "descent", "vertical_speed", "di2_battery_level", "front_gear", "rear_gear", "gear_ratio", "heart_rate", "heart_rate_zone", "time_in_heart_rate_zone", "heart_rate_reserve", "calories", "gps_accuracy", "gps_signal_strength", "temperature", "time_of_day", "balance", "pedal_smoothness", "power", "functional_threshold_power", "intensity_factor", "work", "power_ratio", "normalized_power", "training_stress_Score", "time_on_zone", "speed", "laps", "reps", "workout_step", "course_distance", "navigation_distance", "course_estimated_time_of_arrival", "navigation_estimated_time_of_arrival", "course_time", "navigation_time", "course_heading", "navigation_heading", "power_zone", "torque_effectiveness", "timer_time", "power_weight_ratio", "left_platform_center_offset", "right_platform_center_offset", "left_power_phase_start_angle", "right_power_phase_start_angle", "left_power_phase_finish_angle", "right_power_phase_finish_angle", "gears", "pace", "training_effect", "vertical_oscillation", "vertical_ratio", "ground_contact_time", "left_ground_contact_time_balance", "right_ground_contact_time_balance", "stride_length", "running_cadence", "performance_condition", "course_type", "time_in_power_zone", "navigation_turn", "course_location", "navigation_location", "compass", "gear_combo", "muscle_oxygen", "icon", "compass_heading", "gps_heading", "gps_elevation", "anaerobic_training_effect", "course", "off_course", "glide_ratio", "vertical_distance", "vmg", "ambient_pressure", "pressure", "vam"])
}

// exd_display_type: 11 values
private func type73() -> TypeProfile {
    TypeProfile(name: "exd_display_type",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        names: ["numerical", "simple", "graph", "bar", "circle_graph", "virtual_partner", "balance", "string_list", "string", "simple_dynamic_icon", "gauge"])
}

// exd_layout: 9 values
private func type74() -> TypeProfile {
    TypeProfile(name: "exd_layout",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        names: ["full_screen", "half_vertical", "half_horizontal", "half_vertical_right_split", "half_horizontal_bottom_split", "full_quarter_split", "half_vertical_left_split", "half_horizontal_top_split", "dynamic"])
}

// exd_qualifiers: 44 values
private func type75() -> TypeProfile {
    TypeProfile(name: "exd_qualifiers",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 242, 243, 244, 245, 246, 247, 248, 249, 250],
        names: ["no_qualifier", "instantaneous", "average", "lap", "maximum", "maximum_average", "maximum_lap", "last_lap", "average_lap", "to_destination", "to_go", "to_next", "next_course_point", "total", "three_second_average", "ten_second_average", "thirty_second_average", "percent_maximum", "percent_maximum_average", "lap_percent_maximum", "elapsed", "sunrise", "sunset", "compared_to_virtual_partner", "maximum_24h", "minimum_24h", "minimum", "first", "second", "third", "shifter", "last_sport", "moving", "stopped", "estimated_total", "zone_9", "zone_8", "zone_7", "zone_6", "zone_5", "zone_4", "zone_3", "zone_2", "zone_1"])
}

// exercise_category: 53 values
private func type76() -> TypeProfile {
    TypeProfile(name: "exercise_category",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 49, 50, 52, 53, 65534],
        names: ["bench_press", "calf_raise", "cardio", "carry", "chop", "core", "crunch", "curl", "deadlift", "flye", "hip_raise", "hip_stability", "hip_swing", "hyperextension", "lateral_raise", "leg_curl", "leg_raise", "lunge", "olympic_lift", "plank", "plyo", "pull_up", "push_up", "row", "shoulder_press", "shoulder_stability", "shrug", "sit_up", "squat", "total_body", "triceps_extension", "warm_up", "run", "bike", "cardio_sensors", "move", "pose", "banded_exercises", "battle_rope", "elliptical", "floor_climb", "indoor_bike", "indoor_row", "ladder", "sandbag", "sled", "sledge_hammer", "stair_stepper", "suspension", "tire", "run_indoor", "bike_outdoor", "unknown"])
}

// favero_product: 2 values
private func type77() -> TypeProfile {
    TypeProfile(name: "favero_product",
        values: [10, 12],
        names: ["assioma_uno", "assioma_duo"])
}

// file: 20 values
private func type78() -> TypeProfile {
    TypeProfile(name: "file",
        values: [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 14, 15, 20, 28, 32, 34, 35, 40, 247, 254],
        names: ["device", "settings", "sport", "activity", "workout", "course", "schedules", "weight", "totals", "goals", "blood_pressure", "monitoring_a", "activity_summary", "monitoring_daily", "monitoring_b", "segment", "segment_list", "exd_configuration", "mfg_range_min", "mfg_range_max"])
}

// file_flags: 3 values
private func type79() -> TypeProfile {
    TypeProfile(name: "file_flags",
        values: [2, 4, 8],
        names: ["read", "write", "erase"])
}

// fit_base_type: 17 values
private func type80() -> TypeProfile {
    TypeProfile(name: "fit_base_type",
        values: [0, 1, 2, 7, 10, 13, 131, 132, 133, 134, 136, 137, 139, 140, 142, 143, 144],
        names: ["enum", "sint8", "uint8", "string", "uint8z", "byte", "sint16", "uint16", "sint32", "uint32", "float32", "float64", "uint16z", "uint32z", "sint64", "uint64", "uint64z"])
}

// fit_base_unit: 3 values
private func type81() -> TypeProfile {
    TypeProfile(name: "fit_base_unit",
        values: [0, 1, 2],
        names: ["other", "kilogram", "pound"])
}

// fitness_equipment_state: 4 values
private func type82() -> TypeProfile {
    TypeProfile(name: "fitness_equipment_state",
        values: [0, 1, 2, 3],
        names: ["ready", "in_use", "paused", "unknown"])
}

// floor_climb_exercise_name: 1 values
private func type83() -> TypeProfile {
    TypeProfile(name: "floor_climb_exercise_name",
        values: [0],
        names: ["floor_climb"])
}

// flye_exercise_name: 13 values
private func type84() -> TypeProfile {
    TypeProfile(name: "flye_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        names: ["cable_crossover", "decline_dumbbell_flye", "dumbbell_flye", "incline_dumbbell_flye", "kettlebell_flye", "kneeling_rear_flye", "single_arm_standing_cable_reverse_flye", "swiss_ball_dumbbell_flye", "arm_rotations", "hug_a_tree", "face_down_incline_reverse_flye", "incline_reverse_flye", "rear_delt_fly_wheelchair"])
}

// font_grading_scale: 26 values
private func type85() -> TypeProfile {
    TypeProfile(name: "font_grading_scale",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25],
        names: ["1", "2", "3", "4", "4_plus", "5", "5_plus", "6a", "6a_plus", "6b", "6b_plus", "6c", "6c_plus", "7a", "7a_plus", "7b", "7b_plus", "7c", "7c_plus", "8a", "8a_plus", "8b", "8b_plus", "8c", "8c_plus", "9a"])
}

// french_grading_scale: 30 values
private func type86() -> TypeProfile {
    TypeProfile(name: "french_grading_scale",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29],
        names: ["1", "2", "3", "4a", "4b", "4c", "5a", "5b", "5c", "6a", "6a_plus", "6b", "6b_plus", "6c", "6c_plus", "7a", "7a_plus", "7b", "7b_plus", "7c", "7c_plus", "8a", "8a_plus", "8b", "8b_plus", "8c", "8c_plus", "9a", "9a_plus", "9b"])
}

// garmin_product: 499 values
private func type87() -> TypeProfile {
    TypeProfile(name: "garmin_product",
        values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 22, 255, 473, 474, 475, 494, 717, 782, 987, 988, 1011, 1018, 1036, 1124, 1169, 1199, 1213, 1253, 1274, 1325, 1328, 1333, 1334, 1341, 1345, 1360, 1380, 1381, 1386, 1387, 1405, 1410, 1422, 1436, 1446, 1461, 1482, 1497, 1499, 1537, 1551, 1555, 1561, 1567, 1570, 1600, 1623, 1632, 1664, 1688, 1721, 1735, 1736, 1742, 1743, 1752, 1765, 1821, 1822, 1823, 1836, 1837, 1853, 1885, 1903, 1907, 1918, 1928, 1929, 1930, 1931, 1936, 1956, 1967, 1988, 2050, 2052, 2053, 2061, 2067, 2070, 2072, 2073, 2079, 2100, 2130, 2131, 2132, 2134, 2135, 2140, 2147, 2148, 2150, 2153, 2156, 2157, 2158, 2160, 2161, 2162, 2172, 2173, 2174, 2175, 2187, 2188, 2189, 2192, 2193, 2204, 2219, 2225, 2226, 2238, 2260, 2261, 2262, 2266, 2271, 2274, 2276, 2288, 2289, 2290, 2292, 2293, 2294, 2310, 2311, 2313, 2327, 2332, 2337, 2347, 2348, 2361, 2362, 2368, 2379, 2396, 2397, 2398, 2406, 2407, 2408, 2413, 2417, 2429, 2431, 2432, 2441, 2444, 2457, 2473, 2474, 2475, 2476, 2477, 2496, 2497, 2503, 2512, 2530, 2531, 2533, 2534, 2544, 2547, 2567, 2593, 2599, 2600, 2604, 2606, 2622, 2623, 2628, 2629, 2630, 2650, 2656, 2667, 2668, 2675, 2687, 2691, 2697, 2700, 2713, 2727, 2733, 2769, 2772, 2787, 2796, 2797, 2798, 2806, 2814, 2819, 2831, 2832, 2833, 2859, 2878, 2886, 2888, 2891, 2900, 2909, 2924, 2927, 2945, 2962, 2977, 2988, 3003, 3004, 3011, 3028, 3049, 3066, 3076, 3077, 3085, 3092, 3095, 3110, 3111, 3112, 3113, 3121, 3122, 3126, 3134, 3135, 3142, 3143, 3144, 3145, 3163, 3192, 3193, 3218, 3224, 3225, 3226, 3246, 3247, 3248, 3249, 3250, 3251, 3258, 3282, 3284, 3287, 3288, 3289, 3290, 3291, 3299, 3300, 3308, 3314, 3321, 3349, 3350, 3378, 3387, 3388, 3389, 3405, 3420, 3421, 3422, 3441, 3446, 3448, 3449, 3450, 3451, 3461, 3466, 3469, 3473, 3498, 3499, 3500, 3501, 3512, 3513, 3514, 3515, 3516, 3535, 3536, 3537, 3538, 3542, 3558, 3570, 3578, 3589, 3596, 3599, 3600, 3615, 3624, 3638, 3639, 3648, 3652, 3702, 3703, 3704, 3737, 3739, 3740, 3794, 3808, 3809, 3812, 3813, 3823, 3837, 3843, 3850, 3851, 3865, 3869, 3872, 3888, 3889, 3905, 3906, 3907, 3908, 3909, 3910, 3927, 3930, 3934, 3943, 3944, 3949, 3950, 3978, 3982, 3983, 3986, 3990, 3991, 3992, 3993, 4001, 4002, 4005, 4017, 4024, 4033, 4061, 4062, 4063, 4071, 4105, 4115, 4116, 4124, 4125, 4130, 4132, 4135, 4155, 4169, 4222, 4223, 4233, 4257, 4258, 4260, 4261, 4265, 4266, 4267, 4268, 4269, 4270, 4271, 4272, 4273, 4274, 4275, 4276, 4305, 4312, 4313, 4314, 4315, 4341, 4374, 4375, 4376, 4380, 4394, 4426, 4432, 4433, 4440, 4442, 4446, 4472, 4477, 4525, 4532, 4533, 4534, 4536, 4556, 4565, 4570, 4574, 4575, 4583, 4584, 4585, 4586, 4587, 4588, 4595, 4603, 4606, 4625, 4631, 4633, 4634, 4643, 4644, 4647, 4655, 4656, 4666, 4678, 4745, 4759, 4775, 4776, 4814, 4815, 4825, 4874, 4875, 4879, 4916, 4944, 4952, 4953, 4954, 4955, 4956, 5019, 5056, 5133, 5134, 5169, 10007, 10014, 20119, 20533, 20534, 20565, 30045, 30046, 30047, 30059, 30060, 30061, 30062, 30063, 65531, 65532, 65534],
        names: ["hrm1", "axh01", "axb01", "axb02", "hrm2ss", "dsi_alf02", "hrm3ss", "hrm_run_single_byte_product_id", "bsm", "bcm", "axs01", "hrm_tri_single_byte_product_id", "hrm4_run_single_byte_product_id", "fr225_single_byte_product_id", "gen3_bsm_single_byte_product_id", "gen3_bcm_single_byte_product_id", "hrm_fit_single_byte_product_id", "OHR", "fr301_china", "fr301_japan", "fr301_korea", "fr301_taiwan", "fr405", "fr50", "fr405_japan", "fr60", "dsi_alf01", "fr310xt", "edge500", "fr110", "edge800", "edge500_taiwan", "edge500_japan", "chirp", "fr110_japan", "edge200", "fr910xt", "edge800_taiwan", "edge800_japan", "alf04", "fr610", "fr210_japan", "vector_ss", "vector_cp", "edge800_china", "edge500_china", "approach_g10", "fr610_japan", "edge500_korea", "fr70", "fr310xt_4t", "amx", "fr10", "edge800_korea", "swim", "fr910xt_china", "fenix", "edge200_taiwan", "edge510", "edge810", "tempe", "fr910xt_japan", "fr620", "fr220", "fr910xt_korea", "fr10_japan", "edge810_japan", "virb_elite", "edge_touring", "edge510_japan", "hrm_tri", "hrm_run", "fr920xt", "edge510_asia", "edge810_china", "edge810_taiwan", "edge1000", "vivo_fit", "virb_remote", "vivo_ki", "fr15", "vivo_active", "edge510_korea", "fr620_japan", "fr620_china", "fr220_japan", "fr220_china", "approach_s6", "vivo_smart", "fenix2", "epix", "fenix3", "edge1000_taiwan", "edge1000_japan", "fr15_japan", "edge520", "edge1000_china", "fr620_russia", "fr220_russia", "vector_s", "edge1000_korea", "fr920xt_taiwan", "fr920xt_china", "fr920xt_japan", "virbx", "vivo_smart_apac", "etrex_touch", "edge25", "fr25", "vivo_fit2", "fr225", "fr630", "fr230", "fr735xt", "vivo_active_apac", "vector_2", "vector_2s", "virbxe", "fr620_taiwan", "fr220_taiwan", "truswing", "d2airvenu", "fenix3_china", "fenix3_twn", "varia_headlight", "varia_taillight_old", "edge_explore_1000", "fr225_asia", "varia_radar_taillight", "varia_radar_display", "edge20", "edge520_asia", "edge520_japan", "d2_bravo", "approach_s20", "vivo_smart2", "edge1000_thai", "varia_remote", "edge25_asia", "edge25_jpn", "edge20_asia", "approach_x40", "fenix3_japan", "vivo_smart_emea", "fr630_asia", "fr630_jpn", "fr230_jpn", "hrm4_run", "epix_japan", "vivo_active_hr", "vivo_smart_gps_hr", "vivo_smart_hr", "vivo_smart_hr_asia", "vivo_smart_gps_hr_asia", "vivo_move", "varia_taillight", "fr235_asia", "fr235_japan", "varia_vision", "vivo_fit3", "fenix3_korea", "fenix3_sea", "fenix3_hr", "virb_ultra_30", "index_smart_scale", "fr235", "fenix3_chronos", "oregon7xx", "rino7xx", "epix_korea", "fenix3_hr_chn", "fenix3_hr_twn", "fenix3_hr_jpn", "fenix3_hr_sea", "fenix3_hr_kor", "nautix", "vivo_active_hr_apac", "fr35", "oregon7xx_ww", "edge_820", "edge_explore_820", "fr735xt_apac", "fr735xt_japan", "fenix5s", "d2_bravo_titanium", "varia_ut800", "running_dynamics_pod", "edge_820_china", "edge_820_japan", "fenix5x", "vivo_fit_jr", "vivo_smart3", "vivo_sport", "edge_820_taiwan", "edge_820_korea", "edge_820_sea", "fr35_hebrew", "approach_s60", "fr35_apac", "fr35_japan", "fenix3_chronos_asia", "virb_360", "fr935", "fenix5", "vivoactive3", "edge_1030", "fr35_sea", "fr235_china_nfc", "foretrex_601_701", "vivo_move_hr", "vector_3", "fenix5_asia", "fenix5s_asia", "fenix5x_asia", "approach_z80", "fr35_korea", "d2charlie", "vivo_smart3_apac", "vivo_sport_apac", "fr935_asia", "descent", "vivo_fit4", "fr645", "fr645m", "fr30", "fenix5s_plus", "Edge_130", "edge_1030_asia", "vivosmart_4", "vivo_move_hr_asia", "approach_x10", "fr30_asia", "vivoactive3m_w", "fr645_asia", "fr645m_asia", "edge_explore", "gpsmap66", "approach_s10", "vivoactive3m_l", "fr245", "fr245_music", "approach_g80", "edge_130_asia", "edge_1030_bontrager", "fenix5_plus", "fenix5x_plus", "edge_520_plus", "fr945", "edge_530", "edge_830", "instinct_esports", "fenix5s_plus_apac", "fenix5x_plus_apac", "edge_520_plus_apac", "descent_t1", "fr235l_asia", "fr245_asia", "vivo_active3m_apac", "gen3_bsm", "gen3_bcm", "vivo_smart4_asia", "vivoactive4_small", "vivoactive4_large", "venu", "marq_driver", "marq_aviator", "marq_captain", "marq_commander", "marq_expedition", "marq_athlete", "descent_mk2", "fr45", "gpsmap66i", "fenix6S_sport", "fenix6S", "fenix6_sport", "fenix6", "fenix6x", "hrm_dual", "hrm_pro", "vivo_move3_premium", "approach_s40", "fr245m_asia", "edge_530_apac", "edge_830_apac", "vivo_move3", "vivo_active4_small_asia", "vivo_active4_large_asia", "vivo_active4_oled_asia", "swim2", "marq_driver_asia", "marq_aviator_asia", "vivo_move3_asia", "fr945_asia", "vivo_active3t_chn", "marq_captain_asia", "marq_commander_asia", "marq_expedition_asia", "marq_athlete_asia", "index_smart_scale_2", "instinct_solar", "fr45_asia", "vivoactive3_daimler", "legacy_rey", "legacy_darth_vader", "legacy_captain_marvel", "legacy_first_avenger", "fenix6s_sport_asia", "fenix6s_asia", "fenix6_sport_asia", "fenix6_asia", "fenix6x_asia", "legacy_captain_marvel_asia", "legacy_first_avenger_asia", "legacy_rey_asia", "legacy_darth_vader_asia", "descent_mk2s", "edge_130_plus", "edge_1030_plus", "rally_200", "fr745", "venusq_music", "venusq_music_v2", "venusq", "lily", "marq_adventurer", "enduro", "swim2_apac", "marq_adventurer_asia", "fr945_lte", "descent_mk2_asia", "venu2", "venu2s", "venu_daimler_asia", "marq_golfer", "venu_daimler", "fr745_asia", "varia_rct715", "lily_asia", "edge_1030_plus_asia", "edge_130_plus_asia", "approach_s12", "venusq_asia", "edge_1040", "marq_golfer_asia", "venu2_plus", "gnss", "fr55", "enduro_asia", "instinct_2", "instinct_2s", "fenix7s", "fenix7", "fenix7x", "fenix7s_apac", "fenix7_apac", "fenix7x_apac", "approach_g12", "descent_mk2s_asia", "approach_s42", "epix_gen2", "epix_gen2_apac", "venu2s_asia", "venu2_asia", "fr945_lte_asia", "vivo_move_sport", "vivomove_trend", "approach_S12_asia", "fr255_music", "fr255_small_music", "fr255", "fr255_small", "approach_g12_asia", "approach_s42_asia", "descent_g1", "venu2_plus_asia", "fr955", "fr55_asia", "edge_540", "edge_840", "vivosmart_5", "instinct_2_asia", "marq_gen2", "venusq2", "venusq2music", "marq_gen2_aviator", "d2_air_x10", "hrm_pro_plus", "descent_g1_asia", "tactix7", "instinct_crossover", "edge_explore2", "descent_mk3", "descent_mk3i", "approach_s70", "fr265_large", "fr265_small", "venu3", "venu3s", "tacx_neo_smart", "tacx_neo2_smart", "tacx_neo2_t_smart", "tacx_neo_smart_bike", "tacx_satori_smart", "tacx_flow_smart", "tacx_vortex_smart", "tacx_bushido_smart", "tacx_genius_smart", "tacx_flux_flux_s_smart", "tacx_flux2_smart", "tacx_magnum", "edge_1040_asia", "epix_gen2_pro_42", "epix_gen2_pro_47", "epix_gen2_pro_51", "fr965", "enduro2", "fenix7s_pro_solar", "fenix7_pro_solar", "fenix7x_pro_solar", "lily2", "instinct_2x", "vivoactive5", "fr165", "fr165_music", "edge_1050", "descent_t2", "hrm_fit", "marq_gen2_commander", "lily_athlete", "rally_x10", "fenix8_solar", "fenix8_solar_large", "fenix8_small", "fenix8", "d2_mach1_pro", "fr970", "fr570_large", "fr570_small", "enduro3", "instinctE_40mm", "instinctE_45mm", "instinct3_solar_45mm", "instinct3_amoled_45mm", "instinct3_amoled_50mm", "descent_g2", "fenix7_pro_solar_no_wifi", "venu_x1", "hrm_200", "vivoactive6", "fenix8_pro", "edge_550", "edge_850", "venu4", "venu4s", "approachS44", "edge_mtb", "approachS50", "fenix_e", "instinct_crossover_amoled", "bounce2", "instinct3_solar_50mm", "tactix8_amoled", "tactix8_solar", "fr170_music", "fr170", "approach_j1", "approach_s72_43mm", "approach_s72_47mm", "d2_mach2", "fr70_2026", "d2_air_x15", "fenix9_pro_43mm", "fenix9_pro_47mm", "fenix9_pro_51mm", "fenix9_pro_solar_47mm", "fenix9_pro_solar_51mm", "cirqa_smart_band", "d2_mach2_pro", "fenix9_43mm", "fenix9", "enduro4", "sdm4", "edge_remote", "training_center", "tacx_training_app_win", "tacx_training_app_mac", "tacx_training_app_mac_catalyst", "tacx_training_app_android", "tacx_training_app_ios", "tacx_training_app_legacy", "training_peaks_virtual_ios", "training_peaks_virtual_android", "training_peaks_virtual_windows", "training_peaks_virtual_mac_os", "training_peaks_virtual_apple_tv", "connectiq_simulator", "android_antplus_plugin", "connect"])
}

// gas_consumption_rate_type: 3 values
private func type88() -> TypeProfile {
    TypeProfile(name: "gas_consumption_rate_type",
        values: [0, 1, 2],
        names: ["pressure_sac", "volume_sac", "rmv"])
}

// gender: 2 values
private func type89() -> TypeProfile {
    TypeProfile(name: "gender",
        values: [0, 1],
        names: ["female", "male"])
}

// goal: 7 values
private func type90() -> TypeProfile {
    TypeProfile(name: "goal",
        values: [0, 1, 2, 3, 4, 5, 6],
        names: ["time", "distance", "calories", "frequency", "steps", "ascent", "active_minutes"])
}

// goal_recurrence: 6 values
private func type91() -> TypeProfile {
    TypeProfile(name: "goal_recurrence",
        values: [0, 1, 2, 3, 4, 5],
        names: ["off", "daily", "weekly", "monthly", "yearly", "custom"])
}

// goal_source: 3 values
private func type92() -> TypeProfile {
    TypeProfile(name: "goal_source",
        values: [0, 1, 2],
        names: ["auto", "community", "user"])
}

// hip_raise_exercise_name: 50 values
private func type93() -> TypeProfile {
    TypeProfile(name: "hip_raise_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49],
        names: ["barbell_hip_thrust_on_floor", "barbell_hip_thrust_with_bench", "bent_knee_swiss_ball_reverse_hip_raise", "weighted_bent_knee_swiss_ball_reverse_hip_raise", "bridge_with_leg_extension", "weighted_bridge_with_leg_extension", "clam_bridge", "front_kick_tabletop", "weighted_front_kick_tabletop", "hip_extension_and_cross", "weighted_hip_extension_and_cross", "hip_raise", "weighted_hip_raise", "hip_raise_with_feet_on_swiss_ball", "weighted_hip_raise_with_feet_on_swiss_ball", "hip_raise_with_head_on_bosu_ball", "weighted_hip_raise_with_head_on_bosu_ball", "hip_raise_with_head_on_swiss_ball", "weighted_hip_raise_with_head_on_swiss_ball", "hip_raise_with_knee_squeeze", "weighted_hip_raise_with_knee_squeeze", "incline_rear_leg_extension", "weighted_incline_rear_leg_extension", "kettlebell_swing", "marching_hip_raise", "weighted_marching_hip_raise", "marching_hip_raise_with_feet_on_a_swiss_ball", "weighted_marching_hip_raise_with_feet_on_a_swiss_ball", "reverse_hip_raise", "weighted_reverse_hip_raise", "single_leg_hip_raise", "weighted_single_leg_hip_raise", "single_leg_hip_raise_with_foot_on_bench", "weighted_single_leg_hip_raise_with_foot_on_bench", "single_leg_hip_raise_with_foot_on_bosu_ball", "weighted_single_leg_hip_raise_with_foot_on_bosu_ball", "single_leg_hip_raise_with_foot_on_foam_roller", "weighted_single_leg_hip_raise_with_foot_on_foam_roller", "single_leg_hip_raise_with_foot_on_medicine_ball", "weighted_single_leg_hip_raise_with_foot_on_medicine_ball", "single_leg_hip_raise_with_head_on_bosu_ball", "weighted_single_leg_hip_raise_with_head_on_bosu_ball", "weighted_clam_bridge", "single_leg_swiss_ball_hip_raise_and_leg_curl", "clams", "inner_thigh_circles", "inner_thigh_side_lift", "leg_circles", "leg_lift", "leg_lift_in_external_rotation"])
}

// hip_stability_exercise_name: 35 values
private func type94() -> TypeProfile {
    TypeProfile(name: "hip_stability_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34],
        names: ["band_side_lying_leg_raise", "dead_bug", "weighted_dead_bug", "external_hip_raise", "weighted_external_hip_raise", "fire_hydrant_kicks", "weighted_fire_hydrant_kicks", "hip_circles", "weighted_hip_circles", "inner_thigh_lift", "weighted_inner_thigh_lift", "lateral_walks_with_band_at_ankles", "pretzel_side_kick", "weighted_pretzel_side_kick", "prone_hip_internal_rotation", "weighted_prone_hip_internal_rotation", "quadruped", "quadruped_hip_extension", "weighted_quadruped_hip_extension", "quadruped_with_leg_lift", "weighted_quadruped_with_leg_lift", "side_lying_leg_raise", "weighted_side_lying_leg_raise", "sliding_hip_adduction", "weighted_sliding_hip_adduction", "standing_adduction", "weighted_standing_adduction", "standing_cable_hip_abduction", "standing_hip_abduction", "weighted_standing_hip_abduction", "standing_rear_leg_raise", "weighted_standing_rear_leg_raise", "supine_hip_internal_rotation", "weighted_supine_hip_internal_rotation", "lying_abduction_stretch"])
}

// hip_swing_exercise_name: 4 values
private func type95() -> TypeProfile {
    TypeProfile(name: "hip_swing_exercise_name",
        values: [0, 1, 2, 3],
        names: ["single_arm_kettlebell_swing", "single_arm_dumbbell_swing", "step_out_swing", "one_arm_swing"])
}

// hr_type: 2 values
private func type96() -> TypeProfile {
    TypeProfile(name: "hr_type",
        values: [0, 1],
        names: ["normal", "irregular"])
}

// hr_zone_calc: 4 values
private func type97() -> TypeProfile {
    TypeProfile(name: "hr_zone_calc",
        values: [0, 1, 2, 3],
        names: ["custom", "percent_max_hr", "percent_hrr", "percent_lthr"])
}

// hrv_status: 5 values
private func type98() -> TypeProfile {
    TypeProfile(name: "hrv_status",
        values: [0, 1, 2, 3, 4],
        names: ["none", "poor", "low", "unbalanced", "balanced"])
}

// hyperextension_exercise_name: 40 values
private func type99() -> TypeProfile {
    TypeProfile(name: "hyperextension_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39],
        names: ["back_extension_with_opposite_arm_and_leg_reach", "weighted_back_extension_with_opposite_arm_and_leg_reach", "base_rotations", "weighted_base_rotations", "bent_knee_reverse_hyperextension", "weighted_bent_knee_reverse_hyperextension", "hollow_hold_and_roll", "weighted_hollow_hold_and_roll", "kicks", "weighted_kicks", "knee_raises", "weighted_knee_raises", "kneeling_superman", "weighted_kneeling_superman", "lat_pull_down_with_row", "medicine_ball_deadlift_to_reach", "one_arm_one_leg_row", "one_arm_row_with_band", "overhead_lunge_with_medicine_ball", "plank_knee_tucks", "weighted_plank_knee_tucks", "side_step", "weighted_side_step", "single_leg_back_extension", "weighted_single_leg_back_extension", "spine_extension", "weighted_spine_extension", "static_back_extension", "weighted_static_back_extension", "superman_from_floor", "weighted_superman_from_floor", "swiss_ball_back_extension", "weighted_swiss_ball_back_extension", "swiss_ball_hyperextension", "weighted_swiss_ball_hyperextension", "swiss_ball_opposite_arm_and_leg_lift", "weighted_swiss_ball_opposite_arm_and_leg_lift", "superman_on_swiss_ball", "cobra", "supine_floor_barre"])
}

// indoor_bike_exercise_name: 3 values
private func type100() -> TypeProfile {
    TypeProfile(name: "indoor_bike_exercise_name",
        values: [0, 1, 3],
        names: ["air_bike", "assault_bike", "stationary_bike"])
}

// indoor_row_exercise_name: 1 values
private func type101() -> TypeProfile {
    TypeProfile(name: "indoor_row_exercise_name",
        values: [0],
        names: ["rowing_machine"])
}

// intensity: 7 values
private func type102() -> TypeProfile {
    TypeProfile(name: "intensity",
        values: [0, 1, 2, 3, 4, 5, 6],
        names: ["active", "rest", "warmup", "cooldown", "recovery", "interval", "other"])
}

// ladder_exercise_name: 2 values
private func type103() -> TypeProfile {
    TypeProfile(name: "ladder_exercise_name",
        values: [0, 1],
        names: ["agility", "speed"])
}

// language: 39 values
private func type104() -> TypeProfile {
    TypeProfile(name: "language",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 254],
        names: ["english", "french", "italian", "german", "spanish", "croatian", "czech", "danish", "dutch", "finnish", "greek", "hungarian", "norwegian", "polish", "portuguese", "slovakian", "slovenian", "swedish", "russian", "turkish", "latvian", "ukrainian", "arabic", "farsi", "bulgarian", "romanian", "chinese", "japanese", "korean", "taiwanese", "thai", "hebrew", "brazilian_portuguese", "indonesian", "malaysian", "vietnamese", "burmese", "mongolian", "custom"])
}

// language_bits_0: 8 values
private func type105() -> TypeProfile {
    TypeProfile(name: "language_bits_0",
        values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: ["english", "french", "italian", "german", "spanish", "croatian", "czech", "danish"])
}

// language_bits_1: 8 values
private func type106() -> TypeProfile {
    TypeProfile(name: "language_bits_1",
        values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: ["dutch", "finnish", "greek", "hungarian", "norwegian", "polish", "portuguese", "slovakian"])
}

// language_bits_2: 8 values
private func type107() -> TypeProfile {
    TypeProfile(name: "language_bits_2",
        values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: ["slovenian", "swedish", "russian", "turkish", "latvian", "ukrainian", "arabic", "farsi"])
}

// language_bits_3: 8 values
private func type108() -> TypeProfile {
    TypeProfile(name: "language_bits_3",
        values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: ["bulgarian", "romanian", "chinese", "japanese", "korean", "taiwanese", "thai", "hebrew"])
}

// language_bits_4: 6 values
private func type109() -> TypeProfile {
    TypeProfile(name: "language_bits_4",
        values: [1, 2, 4, 8, 16, 32],
        names: ["brazilian_portuguese", "indonesian", "malaysian", "vietnamese", "burmese", "mongolian"])
}

// lap_trigger: 9 values
private func type110() -> TypeProfile {
    TypeProfile(name: "lap_trigger",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        names: ["manual", "time", "distance", "position_start", "position_lap", "position_waypoint", "position_marked", "session_end", "fitness_equipment"])
}

// lateral_raise_exercise_name: 41 values
private func type111() -> TypeProfile {
    TypeProfile(name: "lateral_raise_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 36, 37, 38, 39, 40, 41],
        names: ["45_degree_cable_external_rotation", "alternating_lateral_raise_with_static_hold", "bar_muscle_up", "bent_over_lateral_raise", "cable_diagonal_raise", "cable_front_raise", "calorie_row", "combo_shoulder_raise", "dumbbell_diagonal_raise", "dumbbell_v_raise", "front_raise", "leaning_dumbbell_lateral_raise", "lying_dumbbell_raise", "muscle_up", "one_arm_cable_lateral_raise", "overhand_grip_rear_lateral_raise", "plate_raises", "ring_dip", "weighted_ring_dip", "ring_muscle_up", "weighted_ring_muscle_up", "rope_climb", "weighted_rope_climb", "scaption", "seated_lateral_raise", "seated_rear_lateral_raise", "side_lying_lateral_raise", "standing_lift", "suspended_row", "underhand_grip_rear_lateral_raise", "wall_slide", "weighted_wall_slide", "arm_circles", "shaving_the_head", "dumbbell_lateral_raise", "ring_dip_kipping", "wall_walk", "dumbbell_front_raise_wheelchair", "dumbbell_lateral_raise_wheelchair", "pole_double_arm_overhead_and_forward_wheelchair", "pole_straight_arm_overhead_wheelchair"])
}

// left_right_balance: 2 values
private func type112() -> TypeProfile {
    TypeProfile(name: "left_right_balance",
        values: [127, 128],
        names: ["mask", "right"])
}

// left_right_balance_100: 2 values
private func type113() -> TypeProfile {
    TypeProfile(name: "left_right_balance_100",
        values: [16383, 32768],
        names: ["mask", "right"])
}

// leg_curl_exercise_name: 14 values
private func type114() -> TypeProfile {
    TypeProfile(name: "leg_curl_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
        names: ["leg_curl", "weighted_leg_curl", "good_morning", "seated_barbell_good_morning", "single_leg_barbell_good_morning", "single_leg_sliding_leg_curl", "sliding_leg_curl", "split_barbell_good_morning", "split_stance_extension", "staggered_stance_good_morning", "swiss_ball_hip_raise_and_leg_curl", "zercher_good_morning", "band_good_morning", "bar_good_morning"])
}

// leg_raise_exercise_name: 22 values
private func type115() -> TypeProfile {
    TypeProfile(name: "leg_raise_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21],
        names: ["hanging_knee_raise", "hanging_leg_raise", "weighted_hanging_leg_raise", "hanging_single_leg_raise", "weighted_hanging_single_leg_raise", "kettlebell_leg_raises", "leg_lowering_drill", "weighted_leg_lowering_drill", "lying_straight_leg_raise", "weighted_lying_straight_leg_raise", "medicine_ball_leg_drops", "quadruped_leg_raise", "weighted_quadruped_leg_raise", "reverse_leg_raise", "weighted_reverse_leg_raise", "reverse_leg_raise_on_swiss_ball", "weighted_reverse_leg_raise_on_swiss_ball", "single_leg_lowering_drill", "weighted_single_leg_lowering_drill", "weighted_hanging_knee_raise", "lateral_stepover", "weighted_lateral_stepover"])
}

// length_type: 2 values
private func type116() -> TypeProfile {
    TypeProfile(name: "length_type",
        values: [0, 1],
        names: ["idle", "active"])
}

// local_date_time: 1 values
private func type117() -> TypeProfile {
    TypeProfile(name: "local_date_time",
        values: [268435456],
        names: ["min"])
}

// local_device_type: 8 values
private func type118() -> TypeProfile {
    TypeProfile(name: "local_device_type",
        values: [0, 1, 2, 3, 4, 5, 10, 12],
        names: ["gps", "glonass", "gps_glonass", "accelerometer", "barometer", "temperature", "whr", "sensor_hub"])
}

// localtime_into_day: 0 values
private func type119() -> TypeProfile {
    TypeProfile(name: "localtime_into_day",
        values: [],
        names: [])
}

// lunge_exercise_name: 91 values
private func type120() -> TypeProfile {
    TypeProfile(name: "lunge_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90],
        names: ["overhead_lunge", "lunge_matrix", "weighted_lunge_matrix", "alternating_barbell_forward_lunge", "alternating_dumbbell_lunge_with_reach", "back_foot_elevated_dumbbell_split_squat", "barbell_box_lunge", "barbell_bulgarian_split_squat", "barbell_crossover_lunge", "barbell_front_split_squat", "barbell_lunge", "barbell_reverse_lunge", "barbell_side_lunge", "barbell_split_squat", "core_control_rear_lunge", "diagonal_lunge", "drop_lunge", "dumbbell_box_lunge", "dumbbell_bulgarian_split_squat", "dumbbell_crossover_lunge", "dumbbell_diagonal_lunge", "dumbbell_lunge", "dumbbell_lunge_and_rotation", "dumbbell_overhead_bulgarian_split_squat", "dumbbell_reverse_lunge_to_high_knee_and_press", "dumbbell_side_lunge", "elevated_front_foot_barbell_split_squat", "front_foot_elevated_dumbbell_split_squat", "gunslinger_lunge", "lawnmower_lunge", "low_lunge_with_isometric_adduction", "low_side_to_side_lunge", "lunge", "weighted_lunge", "lunge_with_arm_reach", "lunge_with_diagonal_reach", "lunge_with_side_bend", "offset_dumbbell_lunge", "offset_dumbbell_reverse_lunge", "overhead_bulgarian_split_squat", "overhead_dumbbell_reverse_lunge", "overhead_dumbbell_split_squat", "overhead_lunge_with_rotation", "reverse_barbell_box_lunge", "reverse_box_lunge", "reverse_dumbbell_box_lunge", "reverse_dumbbell_crossover_lunge", "reverse_dumbbell_diagonal_lunge", "reverse_lunge_with_reach_back", "weighted_reverse_lunge_with_reach_back", "reverse_lunge_with_twist_and_overhead_reach", "weighted_reverse_lunge_with_twist_and_overhead_reach", "reverse_sliding_box_lunge", "weighted_reverse_sliding_box_lunge", "reverse_sliding_lunge", "weighted_reverse_sliding_lunge", "runners_lunge_to_balance", "weighted_runners_lunge_to_balance", "shifting_side_lunge", "side_and_crossover_lunge", "weighted_side_and_crossover_lunge", "side_lunge", "weighted_side_lunge", "side_lunge_and_press", "side_lunge_jump_off", "side_lunge_sweep", "weighted_side_lunge_sweep", "side_lunge_to_crossover_tap", "weighted_side_lunge_to_crossover_tap", "side_to_side_lunge_chops", "weighted_side_to_side_lunge_chops", "siff_jump_lunge", "weighted_siff_jump_lunge", "single_arm_reverse_lunge_and_press", "sliding_lateral_lunge", "weighted_sliding_lateral_lunge", "walking_barbell_lunge", "walking_dumbbell_lunge", "walking_lunge", "weighted_walking_lunge", "wide_grip_overhead_barbell_split_squat", "alternating_dumbbell_lunge", "dumbbell_reverse_lunge", "overhead_dumbbell_lunge", "scissor_power_switch", "dumbbell_overhead_walking_lunge", "curtsy_lunge", "weighted_curtsy_lunge", "weighted_shifting_side_lunge", "weighted_side_lunge_and_press", "weighted_side_lunge_jump_off"])
}

// manufacturer: 247 values
private func type121() -> TypeProfile {
    TypeProfile(name: "manufacturer",
        values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 255, 257, 258, 259, 260, 261, 262, 263, 264, 265, 266, 267, 268, 269, 270, 271, 272, 273, 274, 275, 276, 277, 278, 279, 280, 281, 282, 283, 284, 285, 286, 287, 288, 289, 290, 291, 292, 293, 294, 295, 296, 297, 298, 299, 300, 301, 302, 303, 304, 305, 306, 307, 308, 309, 310, 311, 312, 313, 314, 315, 316, 317, 318, 319, 320, 321, 322, 323, 324, 325, 326, 327, 328, 329, 330, 331, 332, 333, 334, 335, 337, 339, 340, 341, 342, 345, 346, 347, 348, 349, 350, 351, 352, 353, 354, 5759],
        names: ["garmin", "garmin_fr405_antfs", "zephyr", "dayton", "idt", "srm", "quarq", "ibike", "saris", "spark_hk", "tanita", "echowell", "dynastream_oem", "nautilus", "dynastream", "timex", "metrigear", "xelic", "beurer", "cardiosport", "a_and_d", "hmm", "suunto", "thita_elektronik", "gpulse", "clean_mobile", "pedal_brain", "peaksware", "saxonar", "lemond_fitness", "dexcom", "wahoo_fitness", "octane_fitness", "archinoetics", "the_hurt_box", "citizen_systems", "magellan", "osynce", "holux", "concept2", "shimano", "one_giant_leap", "ace_sensor", "brim_brothers", "xplova", "perception_digital", "bf1systems", "pioneer", "spantec", "metalogics", "4iiiis", "seiko_epson", "seiko_epson_oem", "ifor_powell", "maxwell_guider", "star_trac", "breakaway", "alatech_technology_ltd", "mio_technology_europe", "rotor", "geonaute", "id_bike", "specialized", "wtek", "physical_enterprises", "north_pole_engineering", "bkool", "cateye", "stages_cycling", "sigmasport", "tomtom", "peripedal", "wattbike", "moxy", "ciclosport", "powerbahn", "acorn_projects_aps", "lifebeam", "bontrager", "wellgo", "scosche", "magura", "woodway", "elite", "nielsen_kellerman", "dk_city", "tacx", "direction_technology", "magtonic", "1partcarbon", "inside_ride_technologies", "sound_of_motion", "stryd", "icg", "MiPulse", "bsx_athletics", "look", "campagnolo_srl", "body_bike_smart", "praxisworks", "limits_technology", "topaction_technology", "cosinuss", "fitcare", "magene", "giant_manufacturing_co", "tigrasport", "salutron", "technogym", "bryton_sensors", "latitude_limited", "soaring_technology", "igpsport", "thinkrider", "gopher_sport", "waterrower", "orangetheory", "inpeak", "kinetic", "johnson_health_tech", "polar_electro", "seesense", "nci_technology", "iqsquare", "leomo", "ifit_com", "coros_byte", "versa_design", "chileaf", "cycplus", "gravaa_byte", "sigeyi", "coospo", "geoid", "bosch", "kyto", "kinetic_sports", "decathlon_byte", "tq_systems", "tag_heuer", "keiser_fitness", "zwift_byte", "porsche_ep", "blackbird", "meilan_byte", "ezon", "laisi", "myzone", "abawo", "bafang", "luhong_technology", "development", "healthandlife", "lezyne", "scribe_labs", "zwift", "watteam", "recon", "favero_electronics", "dynovelo", "strava", "precor", "bryton", "sram", "navman", "cobi", "spivi", "mio_magellan", "evesports", "sensitivus_gauge", "podoon", "life_time_fitness", "falco_e_motors", "minoura", "cycliq", "luxottica", "trainer_road", "the_sufferfest", "fullspeedahead", "virtualtraining", "feedbacksports", "omata", "vdo", "magneticdays", "hammerhead", "kinetic_by_kurt", "shapelog", "dabuziduo", "jetblack", "coros", "virtugo", "velosense", "cycligentinc", "trailforks", "mahle_ebikemotion", "nurvv", "microprogram", "zone5cloud", "greenteg", "yamaha_motors", "whoop", "gravaa", "onelap", "monark_exercise", "form", "decathlon", "syncros", "heatup", "cannondale", "true_fitness", "RGT_cycling", "vasa", "race_republic", "fazua", "oreka_training", "lsec", "lululemon_studio", "shanyue", "spinning_mda", "hilldating", "aero_sensor", "nike", "magicshine", "ictrainer", "absolute_cycling", "eo_swimbetter", "mywhoosh", "ravemen", "tektro_racing_products", "darad_innovation_corporation", "cycloptim", "runna", "zepp", "peloton", "carv", "tissot", "real_velo", "wetech", "jespr", "huawei", "gotoes", "cadence_app", "una_watch", "tymewear", "exposure_lights", "forto_cycling", "actigraphcorp"])
}

// max_met_category: 2 values
private func type122() -> TypeProfile {
    TypeProfile(name: "max_met_category",
        values: [0, 1],
        names: ["generic", "cycling"])
}

// max_met_heart_rate_source: 2 values
private func type123() -> TypeProfile {
    TypeProfile(name: "max_met_heart_rate_source",
        values: [0, 1],
        names: ["whr", "hrm"])
}

// max_met_speed_source: 3 values
private func type124() -> TypeProfile {
    TypeProfile(name: "max_met_speed_source",
        values: [0, 1, 2],
        names: ["onboard_gps", "connected_gps", "cadence"])
}

// mesg_count: 3 values
private func type125() -> TypeProfile {
    TypeProfile(name: "mesg_count",
        values: [0, 1, 2],
        names: ["num_per_file", "max_per_file", "max_per_file_type"])
}

// mesg_num: 127 values
private func type126() -> TypeProfile {
    TypeProfile(name: "mesg_num",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 15, 18, 19, 20, 21, 23, 26, 27, 28, 30, 31, 32, 33, 34, 35, 37, 38, 39, 49, 51, 53, 55, 72, 78, 80, 81, 82, 101, 103, 104, 105, 106, 127, 128, 129, 131, 132, 142, 145, 148, 149, 150, 151, 158, 159, 160, 161, 162, 164, 165, 167, 169, 174, 177, 178, 184, 185, 186, 187, 188, 200, 201, 202, 206, 207, 208, 209, 210, 211, 216, 225, 227, 229, 258, 259, 262, 264, 268, 269, 275, 285, 289, 290, 297, 302, 304, 305, 306, 307, 308, 312, 313, 314, 315, 317, 319, 323, 346, 370, 371, 372, 375, 376, 387, 388, 389, 393, 398, 409, 412, 470, 471, 65280, 65534],
        names: ["file_id", "capabilities", "device_settings", "user_profile", "hrm_profile", "sdm_profile", "bike_profile", "zones_target", "hr_zone", "power_zone", "met_zone", "sport", "training_settings", "goal", "session", "lap", "record", "event", "device_info", "workout", "workout_step", "schedule", "weight_scale", "course", "course_point", "totals", "activity", "software", "file_capabilities", "mesg_capabilities", "field_capabilities", "file_creator", "blood_pressure", "speed_zone", "monitoring", "training_file", "hrv", "ant_rx", "ant_tx", "ant_channel_id", "length", "monitoring_info", "battery", "pad", "slave_device", "connectivity", "weather_conditions", "weather_alert", "cadence_zone", "hr", "segment_lap", "memo_glob", "segment_id", "segment_leaderboard_entry", "segment_point", "segment_file", "workout_session", "watchface_settings", "gps_metadata", "camera_event", "timestamp_correlation", "gyroscope_data", "accelerometer_data", "three_d_sensor_calibration", "video_frame", "obdii_data", "nmea_sentence", "aviation_attitude", "video", "video_title", "video_description", "video_clip", "ohr_settings", "exd_screen_configuration", "exd_data_field_configuration", "exd_data_concept_configuration", "field_description", "developer_data_id", "magnetometer_data", "barometer_data", "one_d_sensor_calibration", "monitoring_hr_data", "time_in_zone", "set", "stress_level", "max_met_data", "dive_settings", "dive_gas", "dive_alarm", "exercise_title", "dive_summary", "spo2_data", "sleep_level", "jump", "aad_accel_features", "beat_intervals", "respiration_rate", "hsa_accelerometer_data", "hsa_step_data", "hsa_spo2_data", "hsa_stress_data", "hsa_respiration_data", "hsa_heart_rate_data", "split", "split_summary", "hsa_body_battery_data", "hsa_event", "climb_pro", "tank_update", "tank_summary", "sleep_assessment", "hrv_status_summary", "hrv_value", "raw_bbi", "device_aux_battery_info", "hsa_gyroscope_data", "chrono_shot_session", "chrono_shot_data", "hsa_configuration_data", "dive_apnea_alarm", "skin_temp_overnight", "hsa_wrist_temperature_data", "nap_event", "sleep_disruption_severity_period", "sleep_disruption_overnight_severity", "mfg_range_min", "mfg_range_max"])
}

// message_index: 3 values
private func type127() -> TypeProfile {
    TypeProfile(name: "message_index",
        values: [4095, 28672, 32768],
        names: ["mask", "reserved", "selected"])
}

// move_exercise_name: 85 values
private func type128() -> TypeProfile {
    TypeProfile(name: "move_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84],
        names: ["arch_and_curl", "arm_circles_with_ball_band_and_weight", "arm_stretch", "back_massage", "belly_breathing", "bridge_with_ball", "diamond_leg_crunch", "diamond_leg_lift", "eight_point_shoulder_opener", "foot_rolling", "footwork", "footwork_on_disc", "forward_fold", "frog_with_band", "half_roll_up", "hamstring_curl", "hamstring_stretch", "hip_stretch", "hug_a_tree_with_ball_band_and_weight", "knee_circles", "knee_folds_on_disc", "lateral_flexion", "leg_stretch_with_band", "leg_stretch_with_leg_circles", "lower_lift_on_disc", "lunge_squat", "lunges_with_knee_lift", "mermaid_stretch", "neutral_pelvic_position", "pelvic_clocks_on_disc", "pilates_plie_squats_parallel_turned_out_flat_and_heels_with_chair", "piriformis_stretch", "plank_knee_crosses", "plank_knee_pulls", "plank_up_downs", "prayer_mudra", "psoas_lunge_stretch", "ribcage_breathing", "roll_down", "roll_up_with_weight_and_band", "saw", "scapular_stabilization", "scissors_on_disc", "seated_hip_stretchup", "seated_twist", "shaving_the_head_with_ball_band_and_weight", "spinal_twist", "spinal_twist_stretch", "spine_stretch_forward", "squat_open_arm_twist_pose", "squats_with_ball", "stand_and_hang", "standing_side_stretch", "standing_single_leg_forward_bend_with_it_band_opener", "straight_leg_crunch_with_leg_lift", "straight_leg_crunch_with_leg_lift_with_ball", "straight_leg_crunch_with_legs_crossed", "straight_leg_crunch_with_legs_crossed_with_ball", "straight_leg_diagonal_crunch", "straight_leg_diagonal_crunch_with_ball", "tailbone_curl", "throat_lock", "tick_tock_side_roll", "twist", "v_leg_crunches", "v_sit", "forward_fold_wheelchair", "forward_fold_plus_wheelchair", "arm_circles_low_forward_wheelchair", "arm_circles_mid_forward_wheelchair", "arm_circles_high_forward_wheelchair", "arm_circles_low_backward_wheelchair", "arm_circles_mid_backward_wheelchair", "arm_circles_high_backward_wheelchair", "core_twists_wheelchair", "arm_raise_wheelchair", "chest_expand_wheelchair", "arm_extend_wheelchair", "forward_bend_wheelchair", "toe_touch_wheelchair", "extended_toe_touch_wheelchair", "seated_arm_circles", "trunk_rotations", "seated_trunk_rotations", "toe_touch"])
}

// nap_period_feedback: 18 values
private func type129() -> TypeProfile {
    TypeProfile(name: "nap_period_feedback",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
        names: ["none", "multiple_naps_during_day", "jetlag_ideal_timing_ideal_duration", "jetlag_ideal_timing_long_duration", "jetlag_late_timing_ideal_duration", "jetlag_late_timing_long_duration", "ideal_timing_ideal_duration_low_need", "ideal_timing_ideal_duration_high_need", "ideal_timing_long_duration_low_need", "ideal_timing_long_duration_high_need", "late_timing_ideal_duration_low_need", "late_timing_ideal_duration_high_need", "late_timing_long_duration_low_need", "late_timing_long_duration_high_need", "ideal_duration_low_need", "ideal_duration_high_need", "long_duration_low_need", "long_duration_high_need"])
}

// nap_source: 3 values
private func type130() -> TypeProfile {
    TypeProfile(name: "nap_source",
        values: [0, 1, 2],
        names: ["automatic", "manual_device", "manual_gc"])
}

// no_fly_time_mode: 2 values
private func type131() -> TypeProfile {
    TypeProfile(name: "no_fly_time_mode",
        values: [0, 1],
        names: ["standard", "flat_24_hours"])
}

// olympic_lift_exercise_name: 29 values
private func type132() -> TypeProfile {
    TypeProfile(name: "olympic_lift_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28],
        names: ["barbell_hang_power_clean", "barbell_hang_squat_clean", "barbell_power_clean", "barbell_power_snatch", "barbell_squat_clean", "clean_and_jerk", "barbell_hang_power_snatch", "barbell_hang_pull", "barbell_high_pull", "barbell_snatch", "barbell_split_jerk", "clean", "dumbbell_clean", "dumbbell_hang_pull", "one_hand_dumbbell_split_snatch", "push_jerk", "single_arm_dumbbell_snatch", "single_arm_hang_snatch", "single_arm_kettlebell_snatch", "split_jerk", "squat_clean_and_jerk", "dumbbell_hang_snatch", "dumbbell_power_clean_and_jerk", "dumbbell_power_clean_and_push_press", "dumbbell_power_clean_and_strict_press", "dumbbell_snatch", "medicine_ball_clean", "clean_and_press", "snatch"])
}

// plank_exercise_name: 136 values
private func type133() -> TypeProfile {
    TypeProfile(name: "plank_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 135],
        names: ["45_degree_plank", "weighted_45_degree_plank", "90_degree_static_hold", "weighted_90_degree_static_hold", "bear_crawl", "weighted_bear_crawl", "cross_body_mountain_climber", "weighted_cross_body_mountain_climber", "elbow_plank_pike_jacks", "weighted_elbow_plank_pike_jacks", "elevated_feet_plank", "weighted_elevated_feet_plank", "elevator_abs", "weighted_elevator_abs", "extended_plank", "weighted_extended_plank", "full_plank_passe_twist", "weighted_full_plank_passe_twist", "inching_elbow_plank", "weighted_inching_elbow_plank", "inchworm_to_side_plank", "weighted_inchworm_to_side_plank", "kneeling_plank", "weighted_kneeling_plank", "kneeling_side_plank_with_leg_lift", "weighted_kneeling_side_plank_with_leg_lift", "lateral_roll", "weighted_lateral_roll", "lying_reverse_plank", "weighted_lying_reverse_plank", "medicine_ball_mountain_climber", "weighted_medicine_ball_mountain_climber", "modified_mountain_climber_and_extension", "weighted_modified_mountain_climber_and_extension", "mountain_climber", "weighted_mountain_climber", "mountain_climber_on_sliding_discs", "weighted_mountain_climber_on_sliding_discs", "mountain_climber_with_feet_on_bosu_ball", "weighted_mountain_climber_with_feet_on_bosu_ball", "mountain_climber_with_hands_on_bench", "mountain_climber_with_hands_on_swiss_ball", "weighted_mountain_climber_with_hands_on_swiss_ball", "plank", "plank_jacks_with_feet_on_sliding_discs", "weighted_plank_jacks_with_feet_on_sliding_discs", "plank_knee_twist", "weighted_plank_knee_twist", "plank_pike_jumps", "weighted_plank_pike_jumps", "plank_pikes", "weighted_plank_pikes", "plank_to_stand_up", "weighted_plank_to_stand_up", "plank_with_arm_raise", "weighted_plank_with_arm_raise", "plank_with_knee_to_elbow", "weighted_plank_with_knee_to_elbow", "plank_with_oblique_crunch", "weighted_plank_with_oblique_crunch", "plyometric_side_plank", "weighted_plyometric_side_plank", "rolling_side_plank", "weighted_rolling_side_plank", "side_kick_plank", "weighted_side_kick_plank", "side_plank", "weighted_side_plank", "side_plank_and_row", "weighted_side_plank_and_row", "side_plank_lift", "weighted_side_plank_lift", "side_plank_with_elbow_on_bosu_ball", "weighted_side_plank_with_elbow_on_bosu_ball", "side_plank_with_feet_on_bench", "weighted_side_plank_with_feet_on_bench", "side_plank_with_knee_circle", "weighted_side_plank_with_knee_circle", "side_plank_with_knee_tuck", "weighted_side_plank_with_knee_tuck", "side_plank_with_leg_lift", "weighted_side_plank_with_leg_lift", "side_plank_with_reach_under", "weighted_side_plank_with_reach_under", "single_leg_elevated_feet_plank", "weighted_single_leg_elevated_feet_plank", "single_leg_flex_and_extend", "weighted_single_leg_flex_and_extend", "single_leg_side_plank", "weighted_single_leg_side_plank", "spiderman_plank", "weighted_spiderman_plank", "straight_arm_plank", "weighted_straight_arm_plank", "straight_arm_plank_with_shoulder_touch", "weighted_straight_arm_plank_with_shoulder_touch", "swiss_ball_plank", "weighted_swiss_ball_plank", "swiss_ball_plank_leg_lift", "weighted_swiss_ball_plank_leg_lift", "swiss_ball_plank_leg_lift_and_hold", "swiss_ball_plank_with_feet_on_bench", "weighted_swiss_ball_plank_with_feet_on_bench", "swiss_ball_prone_jackknife", "weighted_swiss_ball_prone_jackknife", "swiss_ball_side_plank", "weighted_swiss_ball_side_plank", "three_way_plank", "weighted_three_way_plank", "towel_plank_and_knee_in", "weighted_towel_plank_and_knee_in", "t_stabilization", "weighted_t_stabilization", "turkish_get_up_to_side_plank", "weighted_turkish_get_up_to_side_plank", "two_point_plank", "weighted_two_point_plank", "weighted_plank", "wide_stance_plank_with_diagonal_arm_lift", "weighted_wide_stance_plank_with_diagonal_arm_lift", "wide_stance_plank_with_diagonal_leg_lift", "weighted_wide_stance_plank_with_diagonal_leg_lift", "wide_stance_plank_with_leg_lift", "weighted_wide_stance_plank_with_leg_lift", "wide_stance_plank_with_opposite_arm_and_leg_lift", "weighted_mountain_climber_with_hands_on_bench", "weighted_swiss_ball_plank_leg_lift_and_hold", "weighted_wide_stance_plank_with_opposite_arm_and_leg_lift", "plank_with_feet_on_swiss_ball", "side_plank_to_plank_with_reach_under", "bridge_with_glute_lower_lift", "bridge_one_leg_bridge", "plank_with_arm_variations", "plank_with_leg_lift", "reverse_plank_with_leg_pull", "ring_plank_sprawls"])
}

// plyo_exercise_name: 38 values
private func type134() -> TypeProfile {
    TypeProfile(name: "plyo_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37],
        names: ["alternating_jump_lunge", "weighted_alternating_jump_lunge", "barbell_jump_squat", "body_weight_jump_squat", "weighted_jump_squat", "cross_knee_strike", "weighted_cross_knee_strike", "depth_jump", "weighted_depth_jump", "dumbbell_jump_squat", "dumbbell_split_jump", "front_knee_strike", "weighted_front_knee_strike", "high_box_jump", "weighted_high_box_jump", "isometric_explosive_body_weight_jump_squat", "weighted_isometric_explosive_jump_squat", "lateral_leap_and_hop", "weighted_lateral_leap_and_hop", "lateral_plyo_squats", "weighted_lateral_plyo_squats", "lateral_slide", "weighted_lateral_slide", "medicine_ball_overhead_throws", "medicine_ball_side_throw", "medicine_ball_slam", "side_to_side_medicine_ball_throws", "side_to_side_shuffle_jump", "weighted_side_to_side_shuffle_jump", "squat_jump_onto_box", "weighted_squat_jump_onto_box", "squat_jumps_in_and_out", "weighted_squat_jumps_in_and_out", "box_jump", "box_jump_overs", "box_jump_overs_over_the_box", "star_jump_squats", "jump_squat"])
}

// pose_exercise_name: 116 values
private func type135() -> TypeProfile {
    TypeProfile(name: "pose_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115],
        names: ["all_fours", "ankle_to_knee", "baby_cobra", "boat", "bound_angle", "bound_seated_single_leg_forward_bend", "bow", "bowed_half_moon", "bridge", "cat", "chair", "childs", "corpse", "cow_face", "cow", "devotional_warrior", "dolphin_plank", "dolphin", "down_dog_knee_to_nose", "down_dog_split", "down_dog_split_open_hip_bent_knee", "downward_facing_dog", "eagle", "easy_seated", "extended_puppy", "extended_side_angle", "fish", "four_limbed_staff", "full_split", "gate", "half_chair_half_ankle_to_knee", "half_moon", "head_to_knee", "heron", "heros", "high_lunge", "knees_chest_chin", "lizard", "locust", "low_lunge", "low_lunge_twist", "low_lunge_with_knee_down", "mermaid", "mountain", "one_legged_downward_facing_pose_open_hip_bent_knee", "one_legged_pigeon", "peaceful_warrior", "plank", "plow", "reclined_hand_to_foot", "revolved_half_moon", "revolved_head_to_knee", "revolved_triangle", "runners_lunge", "seated_easy_side_bend", "seated_easy_twist", "seated_long_leg_forward_bend", "seated_wide_leg_forward_bend", "shoulder_stand", "side_boat", "side_plank", "sphinx", "squat_open_arm_twist", "squat_palm_press", "staff", "standing_arms_up", "standing_forward_bend_halfway_up", "standing_forward_bend", "standing_side_opener", "standing_single_leg_forward_bend", "standing_split", "standing_wide_leg_forward_bend", "standing_wide_leg_forward_bend_with_twist", "supine_spinal_twist", "table_top", "thread_the_needle", "thunderbolt", "thunderbolt_pose_both_sides_arm_stretch", "tree", "triangle", "up_dog", "upward_facing_plank", "warrior_one", "warrior_three", "warrior_two", "wheel", "wide_side_lunge", "deep_breathing_wheelchair", "deep_breathing_low_wheelchair", "deep_breathing_mid_wheelchair", "deep_breathing_high_wheelchair", "prayer_wheelchair", "overhead_prayer_wheelchair", "cactus_wheelchair", "breathing_punches_wheelchair", "breathing_punches_extended_wheelchair", "breathing_punches_overhead_wheelchair", "breathing_punches_overhead_and_down_wheelchair", "breathing_punches_side_wheelchair", "breathing_punches_extended_side_wheelchair", "breathing_punches_overhead_side_wheelchair", "breathing_punches_overhead_and_down_side_wheelchair", "left_hand_back_wheelchair", "triangle_wheelchair", "thread_the_needle_wheelchair", "neck_flexion_and_extension_wheelchair", "neck_lateral_flexion_wheelchair", "spine_flexion_and_extension_wheelchair", "spine_rotation_wheelchair", "spine_lateral_flexion_wheelchair", "alternative_skiing_wheelchair", "reach_forward_wheelchair", "warrior_wheelchair", "reverse_warrior_wheelchair", "downward_facing_dog_to_cobra", "seated_cat_cow"])
}

// power_phase_type: 4 values
private func type136() -> TypeProfile {
    TypeProfile(name: "power_phase_type",
        values: [0, 1, 2, 3],
        names: ["power_phase_start_angle", "power_phase_end_angle", "power_phase_arc_length", "power_phase_center"])
}

// projectile_type: 6 values
private func type137() -> TypeProfile {
    TypeProfile(name: "projectile_type",
        values: [0, 1, 2, 3, 4, 5],
        names: ["arrow", "rifle_cartridge", "pistol_cartridge", "shotshell", "air_rifle_pellet", "other"])
}

// pull_up_exercise_name: 46 values
private func type138() -> TypeProfile {
    TypeProfile(name: "pull_up_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45],
        names: ["banded_pull_ups", "30_degree_lat_pulldown", "band_assisted_chin_up", "close_grip_chin_up", "weighted_close_grip_chin_up", "close_grip_lat_pulldown", "crossover_chin_up", "weighted_crossover_chin_up", "ez_bar_pullover", "hanging_hurdle", "weighted_hanging_hurdle", "kneeling_lat_pulldown", "kneeling_underhand_grip_lat_pulldown", "lat_pulldown", "mixed_grip_chin_up", "weighted_mixed_grip_chin_up", "mixed_grip_pull_up", "weighted_mixed_grip_pull_up", "reverse_grip_pulldown", "standing_cable_pullover", "straight_arm_pulldown", "swiss_ball_ez_bar_pullover", "towel_pull_up", "weighted_towel_pull_up", "weighted_pull_up", "wide_grip_lat_pulldown", "wide_grip_pull_up", "weighted_wide_grip_pull_up", "burpee_pull_up", "weighted_burpee_pull_up", "jumping_pull_ups", "weighted_jumping_pull_ups", "kipping_pull_up", "weighted_kipping_pull_up", "l_pull_up", "weighted_l_pull_up", "suspended_chin_up", "weighted_suspended_chin_up", "pull_up", "chin_up", "neutral_grip_chin_up", "weighted_chin_up", "band_assisted_pull_up", "neutral_grip_pull_up", "weighted_neutral_grip_chin_up", "weighted_neutral_grip_pull_up"])
}

// push_up_exercise_name: 91 values
private func type139() -> TypeProfile {
    TypeProfile(name: "push_up_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90],
        names: ["chest_press_with_band", "alternating_staggered_push_up", "weighted_alternating_staggered_push_up", "alternating_hands_medicine_ball_push_up", "weighted_alternating_hands_medicine_ball_push_up", "bosu_ball_push_up", "weighted_bosu_ball_push_up", "clapping_push_up", "weighted_clapping_push_up", "close_grip_medicine_ball_push_up", "weighted_close_grip_medicine_ball_push_up", "close_hands_push_up", "weighted_close_hands_push_up", "decline_push_up", "weighted_decline_push_up", "diamond_push_up", "weighted_diamond_push_up", "explosive_crossover_push_up", "weighted_explosive_crossover_push_up", "explosive_push_up", "weighted_explosive_push_up", "feet_elevated_side_to_side_push_up", "weighted_feet_elevated_side_to_side_push_up", "hand_release_push_up", "weighted_hand_release_push_up", "handstand_push_up", "weighted_handstand_push_up", "incline_push_up", "weighted_incline_push_up", "isometric_explosive_push_up", "weighted_isometric_explosive_push_up", "judo_push_up", "weighted_judo_push_up", "kneeling_push_up", "weighted_kneeling_push_up", "medicine_ball_chest_pass", "medicine_ball_push_up", "weighted_medicine_ball_push_up", "one_arm_push_up", "weighted_one_arm_push_up", "weighted_push_up", "push_up_and_row", "weighted_push_up_and_row", "push_up_plus", "weighted_push_up_plus", "push_up_with_feet_on_swiss_ball", "weighted_push_up_with_feet_on_swiss_ball", "push_up_with_one_hand_on_medicine_ball", "weighted_push_up_with_one_hand_on_medicine_ball", "shoulder_push_up", "weighted_shoulder_push_up", "single_arm_medicine_ball_push_up", "weighted_single_arm_medicine_ball_push_up", "spiderman_push_up", "weighted_spiderman_push_up", "stacked_feet_push_up", "weighted_stacked_feet_push_up", "staggered_hands_push_up", "weighted_staggered_hands_push_up", "suspended_push_up", "weighted_suspended_push_up", "swiss_ball_push_up", "weighted_swiss_ball_push_up", "swiss_ball_push_up_plus", "weighted_swiss_ball_push_up_plus", "t_push_up", "weighted_t_push_up", "triple_stop_push_up", "weighted_triple_stop_push_up", "wide_hands_push_up", "weighted_wide_hands_push_up", "parallette_handstand_push_up", "weighted_parallette_handstand_push_up", "ring_handstand_push_up", "weighted_ring_handstand_push_up", "ring_push_up", "weighted_ring_push_up", "push_up", "pilates_pushup", "dynamic_push_up", "kipping_handstand_push_up", "shoulder_tapping_push_up", "biceps_push_up", "hindu_push_up", "pike_push_up", "wide_grip_push_up", "weighted_biceps_push_up", "weighted_hindu_push_up", "weighted_pike_push_up", "kipping_parallette_handstand_push_up", "wall_push_up"])
}

// pwr_zone_calc: 2 values
private func type140() -> TypeProfile {
    TypeProfile(name: "pwr_zone_calc",
        values: [0, 1],
        names: ["custom", "percent_ftp"])
}

// radar_threat_level_type: 4 values
private func type141() -> TypeProfile {
    TypeProfile(name: "radar_threat_level_type",
        values: [0, 1, 2, 3],
        names: ["threat_unknown", "threat_none", "threat_approaching", "threat_approaching_fast"])
}

// rider_position_type: 4 values
private func type142() -> TypeProfile {
    TypeProfile(name: "rider_position_type",
        values: [0, 1, 2, 3],
        names: ["seated", "standing", "transition_to_seated", "transition_to_standing"])
}

// row_exercise_name: 53 values
private func type143() -> TypeProfile {
    TypeProfile(name: "row_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52],
        names: ["barbell_straight_leg_deadlift_to_row", "cable_row_standing", "dumbbell_row", "elevated_feet_inverted_row", "weighted_elevated_feet_inverted_row", "face_pull", "face_pull_with_external_rotation", "inverted_row_with_feet_on_swiss_ball", "weighted_inverted_row_with_feet_on_swiss_ball", "kettlebell_row", "modified_inverted_row", "weighted_modified_inverted_row", "neutral_grip_alternating_dumbbell_row", "one_arm_bent_over_row", "one_legged_dumbbell_row", "renegade_row", "reverse_grip_barbell_row", "rope_handle_cable_row", "seated_cable_row", "seated_dumbbell_row", "single_arm_cable_row", "single_arm_cable_row_and_rotation", "single_arm_inverted_row", "weighted_single_arm_inverted_row", "single_arm_neutral_grip_dumbbell_row", "single_arm_neutral_grip_dumbbell_row_and_rotation", "suspended_inverted_row", "weighted_suspended_inverted_row", "t_bar_row", "towel_grip_inverted_row", "weighted_towel_grip_inverted_row", "underhand_grip_cable_row", "v_grip_cable_row", "wide_grip_seated_cable_row", "alternating_dumbbell_row", "inverted_row", "row", "weighted_row", "indoor_row", "banded_face_pulls", "chest_supported_dumbbell_row", "decline_ring_row", "elevated_ring_row", "rdl_bent_over_row_with_barbell_dumbbell", "ring_row", "barbell_row", "bent_over_row_with_barbell", "bent_over_row_with_dumbell", "seated_underhand_grip_cable_row", "trx_inverted_row", "weighted_inverted_row", "weighted_trx_inverted_row", "dumbbell_row_wheelchair"])
}

// run_exercise_name: 7 values
private func type144() -> TypeProfile {
    TypeProfile(name: "run_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6],
        names: ["run", "walk", "jog", "sprint", "run_or_walk", "speed_walk", "warm_up"])
}

// run_indoor_exercise_name: 2 values
private func type145() -> TypeProfile {
    TypeProfile(name: "run_indoor_exercise_name",
        values: [0, 1],
        names: ["indoor_track_run", "treadmill"])
}

// sandbag_exercise_name: 20 values
private func type146() -> TypeProfile {
    TypeProfile(name: "sandbag_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
        names: ["around_the_world", "back_squat", "bear_crawl_pull_through", "bear_hug_squat", "clean", "clean_and_press", "curl", "front_carry", "front_squat", "lunge", "overhead_press", "plank_pull_through", "rotational_lunge", "row", "russian_twist", "shouldering", "shoveling", "side_lunge", "sprint", "zercher_squat"])
}

// saxon_grading_scale: 24 values
private func type147() -> TypeProfile {
    TypeProfile(name: "saxon_grading_scale",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23],
        names: ["I", "II", "III", "IV", "V", "VI", "VII_a", "VII_b", "VII_c", "VIII_a", "VIII_b", "VIII_c", "IX_a", "IX_b", "IX_c", "X_a", "X_b", "X_c", "XI_a", "XI_b", "XI_c", "XII_a", "XII_b", "XII_c"])
}

// schedule: 2 values
private func type148() -> TypeProfile {
    TypeProfile(name: "schedule",
        values: [0, 1],
        names: ["workout", "course"])
}

// segment_delete_status: 3 values
private func type149() -> TypeProfile {
    TypeProfile(name: "segment_delete_status",
        values: [0, 1, 2],
        names: ["do_not_delete", "delete_one", "delete_all"])
}

// segment_lap_status: 2 values
private func type150() -> TypeProfile {
    TypeProfile(name: "segment_lap_status",
        values: [0, 1],
        names: ["end", "fail"])
}

// segment_leaderboard_type: 15 values
private func type151() -> TypeProfile {
    TypeProfile(name: "segment_leaderboard_type",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
        names: ["overall", "personal_best", "connections", "group", "challenger", "kom", "qom", "pr", "goal", "carrot", "club_leader", "rival", "last", "recent_best", "course_record"])
}

// segment_selection_type: 2 values
private func type152() -> TypeProfile {
    TypeProfile(name: "segment_selection_type",
        values: [0, 1],
        names: ["starred", "suggested"])
}

// sensor_type: 4 values
private func type153() -> TypeProfile {
    TypeProfile(name: "sensor_type",
        values: [0, 1, 2, 3],
        names: ["accelerometer", "gyroscope", "compass", "barometer"])
}

// session_trigger: 4 values
private func type154() -> TypeProfile {
    TypeProfile(name: "session_trigger",
        values: [0, 1, 2, 3],
        names: ["activity_end", "manual", "auto_multi_sport", "fitness_equipment"])
}

// set_type: 2 values
private func type155() -> TypeProfile {
    TypeProfile(name: "set_type",
        values: [0, 1],
        names: ["rest", "active"])
}

// shoulder_press_exercise_name: 31 values
private func type156() -> TypeProfile {
    TypeProfile(name: "shoulder_press_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 27, 28, 29, 30, 31],
        names: ["alternating_dumbbell_shoulder_press", "arnold_press", "barbell_front_squat_to_push_press", "barbell_push_press", "barbell_shoulder_press", "dead_curl_press", "dumbbell_alternating_shoulder_press_and_twist", "dumbbell_hammer_curl_to_lunge_to_press", "dumbbell_push_press", "floor_inverted_shoulder_press", "weighted_floor_inverted_shoulder_press", "inverted_shoulder_press", "weighted_inverted_shoulder_press", "one_arm_push_press", "overhead_barbell_press", "overhead_dumbbell_press", "seated_barbell_shoulder_press", "seated_dumbbell_shoulder_press", "single_arm_dumbbell_shoulder_press", "single_arm_step_up_and_press", "smith_machine_overhead_press", "split_stance_hammer_curl_to_press", "swiss_ball_dumbbell_shoulder_press", "weight_plate_front_raise", "dumbbell_shoulder_press", "military_press", "strict_press", "dumbbell_front_raise", "dumbbell_curl_to_overhead_press_wheelchair", "arnold_press_wheelchair", "overhead_dumbbell_press_wheelchair"])
}

// shoulder_stability_exercise_name: 36 values
private func type157() -> TypeProfile {
    TypeProfile(name: "shoulder_stability_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35],
        names: ["90_degree_cable_external_rotation", "band_external_rotation", "band_internal_rotation", "bent_arm_lateral_raise_and_external_rotation", "cable_external_rotation", "dumbbell_face_pull_with_external_rotation", "floor_i_raise", "weighted_floor_i_raise", "floor_t_raise", "weighted_floor_t_raise", "floor_y_raise", "weighted_floor_y_raise", "incline_i_raise", "weighted_incline_i_raise", "incline_l_raise", "weighted_incline_l_raise", "incline_t_raise", "weighted_incline_t_raise", "incline_w_raise", "weighted_incline_w_raise", "incline_y_raise", "weighted_incline_y_raise", "lying_external_rotation", "seated_dumbbell_external_rotation", "standing_l_raise", "swiss_ball_i_raise", "weighted_swiss_ball_i_raise", "swiss_ball_t_raise", "weighted_swiss_ball_t_raise", "swiss_ball_w_raise", "weighted_swiss_ball_w_raise", "swiss_ball_y_raise", "weighted_swiss_ball_y_raise", "cable_internal_rotation", "lying_internal_rotation", "seated_dumbbell_internal_rotation"])
}

// shrug_exercise_name: 25 values
private func type158() -> TypeProfile {
    TypeProfile(name: "shrug_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
        names: ["barbell_jump_shrug", "barbell_shrug", "barbell_upright_row", "behind_the_back_smith_machine_shrug", "dumbbell_jump_shrug", "dumbbell_shrug", "dumbbell_upright_row", "incline_dumbbell_shrug", "overhead_barbell_shrug", "overhead_dumbbell_shrug", "scaption_and_shrug", "scapular_retraction", "serratus_chair_shrug", "weighted_serratus_chair_shrug", "serratus_shrug", "weighted_serratus_shrug", "wide_grip_jump_shrug", "wide_grip_barbell_shrug", "behind_the_back_shrug", "dumbbell_shrug_wheelchair", "shrug_wheelchair", "shrug_arm_down_wheelchair", "shrug_arm_mid_wheelchair", "shrug_arm_up_wheelchair", "upright_row"])
}

// side: 2 values
private func type159() -> TypeProfile {
    TypeProfile(name: "side",
        values: [0, 1],
        names: ["right", "left"])
}

// sit_up_exercise_name: 41 values
private func type160() -> TypeProfile {
    TypeProfile(name: "sit_up_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40],
        names: ["alternating_sit_up", "weighted_alternating_sit_up", "bent_knee_v_up", "weighted_bent_knee_v_up", "butterfly_sit_up", "weighted_butterfly_situp", "cross_punch_roll_up", "weighted_cross_punch_roll_up", "crossed_arms_sit_up", "weighted_crossed_arms_sit_up", "get_up_sit_up", "weighted_get_up_sit_up", "hovering_sit_up", "weighted_hovering_sit_up", "kettlebell_sit_up", "medicine_ball_alternating_v_up", "medicine_ball_sit_up", "medicine_ball_v_up", "modified_sit_up", "negative_sit_up", "one_arm_full_sit_up", "reclining_circle", "weighted_reclining_circle", "reverse_curl_up", "weighted_reverse_curl_up", "single_leg_swiss_ball_jackknife", "weighted_single_leg_swiss_ball_jackknife", "the_teaser", "the_teaser_weighted", "three_part_roll_down", "weighted_three_part_roll_down", "v_up", "weighted_v_up", "weighted_russian_twist_on_swiss_ball", "weighted_sit_up", "x_abs", "weighted_x_abs", "sit_up", "ghd_sit_ups", "sit_up_turkish_get_up", "russian_twist_on_swiss_ball"])
}

// sled_exercise_name: 6 values
private func type161() -> TypeProfile {
    TypeProfile(name: "sled_exercise_name",
        values: [0, 1, 2, 3, 4, 5],
        names: ["backward_drag", "chest_press", "forward_drag", "low_push", "push", "row"])
}

// sledge_hammer_exercise_name: 2 values
private func type162() -> TypeProfile {
    TypeProfile(name: "sledge_hammer_exercise_name",
        values: [0, 1],
        names: ["lateral_swing", "hammer_slam"])
}

// sleep_disruption_severity: 4 values
private func type163() -> TypeProfile {
    TypeProfile(name: "sleep_disruption_severity",
        values: [0, 1, 2, 3],
        names: ["none", "low", "medium", "high"])
}

// sleep_level: 5 values
private func type164() -> TypeProfile {
    TypeProfile(name: "sleep_level",
        values: [0, 1, 2, 3, 4],
        names: ["unmeasurable", "awake", "light", "deep", "rem"])
}

// source_type: 6 values
private func type165() -> TypeProfile {
    TypeProfile(name: "source_type",
        values: [0, 1, 2, 3, 4, 5],
        names: ["ant", "antplus", "bluetooth", "bluetooth_low_energy", "wifi", "local"])
}

// split_status: 4 values
private func type166() -> TypeProfile {
    TypeProfile(name: "split_status",
        values: [0, 1, 2, 3],
        names: ["failure", "success", "climb_attempted", "climb_completed"])
}

// split_type: 21 values
private func type167() -> TypeProfile {
    TypeProfile(name: "split_type",
        values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17, 18, 21, 22, 23, 28, 29],
        names: ["ascent_split", "descent_split", "interval_active", "interval_rest", "interval_warmup", "interval_cooldown", "interval_recovery", "interval_other", "climb_active", "climb_rest", "surf_active", "run_active", "run_rest", "workout_round", "rwd_run", "rwd_walk", "windsurf_active", "rwd_stand", "transition", "ski_lift_split", "ski_run_split"])
}

// spo2_measurement_type: 4 values
private func type168() -> TypeProfile {
    TypeProfile(name: "spo2_measurement_type",
        values: [0, 1, 2, 3],
        names: ["off_wrist", "spot_check", "continuous_check", "periodic"])
}

// sport: 82 values
private func type169() -> TypeProfile {
    TypeProfile(name: "sport",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 53, 56, 58, 59, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 254],
        names: ["generic", "running", "cycling", "transition", "fitness_equipment", "swimming", "basketball", "soccer", "tennis", "american_football", "training", "walking", "cross_country_skiing", "alpine_skiing", "snowboarding", "rowing", "mountaineering", "hiking", "multisport", "paddling", "flying", "e_biking", "motorcycling", "boating", "driving", "golf", "hang_gliding", "horseback_riding", "hunting", "fishing", "inline_skating", "rock_climbing", "sailing", "ice_skating", "sky_diving", "snowshoeing", "snowmobiling", "stand_up_paddleboarding", "surfing", "wakeboarding", "water_skiing", "kayaking", "rafting", "windsurfing", "kitesurfing", "tactical", "jumpmaster", "boxing", "floor_climbing", "baseball", "diving", "shooting", "winter_sport", "grinding", "hiit", "video_gaming", "racket", "wheelchair_push_walk", "wheelchair_push_run", "meditation", "para_sport", "disc_golf", "team_sport", "cricket", "rugby", "hockey", "lacrosse", "volleyball", "water_tubing", "wakesurfing", "water_sport", "archery", "mixed_martial_arts", "motor_sports", "snorkeling", "dance", "jump_rope", "pool_apnea", "mobility", "geocaching", "canoeing", "all"])
}

// sport_bits_0: 8 values
private func type170() -> TypeProfile {
    TypeProfile(name: "sport_bits_0",
        values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: ["generic", "running", "cycling", "transition", "fitness_equipment", "swimming", "basketball", "soccer"])
}

// sport_bits_1: 8 values
private func type171() -> TypeProfile {
    TypeProfile(name: "sport_bits_1",
        values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: ["tennis", "american_football", "training", "walking", "cross_country_skiing", "alpine_skiing", "snowboarding", "rowing"])
}

// sport_bits_2: 8 values
private func type172() -> TypeProfile {
    TypeProfile(name: "sport_bits_2",
        values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: ["mountaineering", "hiking", "multisport", "paddling", "flying", "e_biking", "motorcycling", "boating"])
}

// sport_bits_3: 8 values
private func type173() -> TypeProfile {
    TypeProfile(name: "sport_bits_3",
        values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: ["driving", "golf", "hang_gliding", "horseback_riding", "hunting", "fishing", "inline_skating", "rock_climbing"])
}

// sport_bits_4: 8 values
private func type174() -> TypeProfile {
    TypeProfile(name: "sport_bits_4",
        values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: ["sailing", "ice_skating", "sky_diving", "snowshoeing", "snowmobiling", "stand_up_paddleboarding", "surfing", "wakeboarding"])
}

// sport_bits_5: 8 values
private func type175() -> TypeProfile {
    TypeProfile(name: "sport_bits_5",
        values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: ["water_skiing", "kayaking", "rafting", "windsurfing", "kitesurfing", "tactical", "jumpmaster", "boxing"])
}

// sport_bits_6: 1 values
private func type176() -> TypeProfile {
    TypeProfile(name: "sport_bits_6",
        values: [1],
        names: ["floor_climbing"])
}

// sport_event: 9 values
private func type177() -> TypeProfile {
    TypeProfile(name: "sport_event",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        names: ["uncategorized", "geocaching", "fitness", "recreation", "race", "special_event", "training", "transportation", "touring"])
}

// squat_exercise_name: 101 values
private func type178() -> TypeProfile {
    TypeProfile(name: "squat_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 97, 98, 100, 101, 102],
        names: ["leg_press", "back_squat_with_body_bar", "back_squats", "weighted_back_squats", "balancing_squat", "weighted_balancing_squat", "barbell_back_squat", "barbell_box_squat", "barbell_front_squat", "barbell_hack_squat", "barbell_hang_squat_snatch", "barbell_lateral_step_up", "barbell_quarter_squat", "barbell_siff_squat", "barbell_squat_snatch", "barbell_squat_with_heels_raised", "barbell_stepover", "barbell_step_up", "bench_squat_with_rotational_chop", "weighted_bench_squat_with_rotational_chop", "body_weight_wall_squat", "weighted_wall_squat", "box_step_squat", "weighted_box_step_squat", "braced_squat", "crossed_arm_barbell_front_squat", "crossover_dumbbell_step_up", "dumbbell_front_squat", "dumbbell_split_squat", "dumbbell_squat", "dumbbell_squat_clean", "dumbbell_stepover", "dumbbell_step_up", "elevated_single_leg_squat", "weighted_elevated_single_leg_squat", "figure_four_squats", "weighted_figure_four_squats", "goblet_squat", "kettlebell_squat", "kettlebell_swing_overhead", "kettlebell_swing_with_flip_to_squat", "lateral_dumbbell_step_up", "one_legged_squat", "overhead_dumbbell_squat", "overhead_squat", "partial_single_leg_squat", "weighted_partial_single_leg_squat", "pistol_squat", "weighted_pistol_squat", "plie_slides", "weighted_plie_slides", "plie_squat", "weighted_plie_squat", "prisoner_squat", "weighted_prisoner_squat", "single_leg_bench_get_up", "weighted_single_leg_bench_get_up", "single_leg_bench_squat", "weighted_single_leg_bench_squat", "single_leg_squat_on_swiss_ball", "weighted_single_leg_squat_on_swiss_ball", "squat", "weighted_squat", "squats_with_band", "staggered_squat", "weighted_staggered_squat", "step_up", "weighted_step_up", "suitcase_squats", "sumo_squat", "sumo_squat_slide_in", "weighted_sumo_squat_slide_in", "sumo_squat_to_high_pull", "sumo_squat_to_stand", "weighted_sumo_squat_to_stand", "sumo_squat_with_rotation", "weighted_sumo_squat_with_rotation", "swiss_ball_body_weight_wall_squat", "weighted_swiss_ball_wall_squat", "thrusters", "uneven_squat", "weighted_uneven_squat", "waist_slimming_squat", "wall_ball", "wide_stance_barbell_squat", "wide_stance_goblet_squat", "zercher_squat", "kbs_overhead", "squat_and_side_kick", "squat_jumps_in_n_out", "pilates_plie_squats_parallel_turned_out_flat_and_heels", "releve_straight_leg_and_knee_bent_with_one_leg_variation", "alternating_box_dumbbell_step_ups", "dumbbell_overhead_squat_single_arm", "dumbbell_squat_snatch", "medicine_ball_squat", "wall_ball_squat_and_press", "squat_american_swing", "air_squat", "dumbbell_thrusters", "overhead_barbell_squat"])
}

// stair_stepper_exercise_name: 1 values
private func type179() -> TypeProfile {
    TypeProfile(name: "stair_stepper_exercise_name",
        values: [0],
        names: ["stair_stepper"])
}

// stroke_type: 6 values
private func type180() -> TypeProfile {
    TypeProfile(name: "stroke_type",
        values: [0, 1, 2, 3, 4, 5],
        names: ["no_event", "other", "serve", "forehand", "backhand", "smash"])
}

// sub_sport: 112 values
private func type181() -> TypeProfile {
    TypeProfile(name: "sub_sport",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 62, 63, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 121, 123, 124, 125, 126, 127, 254],
        names: ["generic", "treadmill", "street", "trail", "track", "spin", "indoor_cycling", "road", "mountain", "downhill", "recumbent", "cyclocross", "hand_cycling", "track_cycling", "indoor_rowing", "elliptical", "stair_climbing", "lap_swimming", "open_water", "flexibility_training", "strength_training", "warm_up", "match", "exercise", "challenge", "indoor_skiing", "cardio_training", "indoor_walking", "e_bike_fitness", "bmx", "casual_walking", "speed_walking", "bike_to_run_transition", "run_to_bike_transition", "swim_to_bike_transition", "atv", "motocross", "backcountry", "resort", "rc_drone", "wingsuit", "whitewater", "skate_skiing", "yoga", "pilates", "indoor_running", "gravel_cycling", "e_bike_mountain", "commuting", "mixed_surface", "navigate", "track_me", "map", "single_gas_diving", "multi_gas_diving", "gauge_diving", "apnea_diving", "apnea_hunting", "virtual_activity", "obstacle", "breathing", "ccr_diving", "sail_race", "expedition", "ultra", "indoor_climbing", "bouldering", "hiit", "indoor_grinding", "hunting_with_dogs", "amrap", "emom", "tabata", "esport", "triathlon", "duathlon", "brick", "swim_run", "adventure_race", "trucker_workout", "pickleball", "padel", "indoor_wheelchair_walk", "indoor_wheelchair_run", "indoor_hand_cycling", "field", "ice", "ultimate", "platform", "squash", "badminton", "racquetball", "table_tennis", "overland", "trolling_motor", "fly_canopy", "fly_paraglide", "fly_paramotor", "fly_pressurized", "fly_navigate", "fly_timer", "fly_altimeter", "fly_wx", "fly_vfr", "fly_ifr", "dynamic_apnea", "enduro", "rucking", "rally", "pool_triathlon", "e_bike_enduro", "all"])
}

// supported_exd_screen_layouts: 8 values
private func type182() -> TypeProfile {
    TypeProfile(name: "supported_exd_screen_layouts",
        values: [1, 2, 4, 8, 16, 32, 64, 128],
        names: ["full_screen", "half_vertical", "half_horizontal", "half_vertical_right_split", "half_horizontal_bottom_split", "full_quarter_split", "half_vertical_left_split", "half_horizontal_top_split"])
}

// suspension_exercise_name: 35 values
private func type183() -> TypeProfile {
    TypeProfile(name: "suspension_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34],
        names: ["chest_fly", "chest_press", "crunch", "curl", "dip", "face_pull", "glute_bridge", "hamstring_curl", "hip_drop", "inverted_row", "knee_drive_jump", "knee_to_chest", "lat_pullover", "lunge", "mountain_climber", "pendulum", "pike", "plank", "power_pull", "pull_up", "push_up", "reverse_mountain_climber", "reverse_plank", "rollout", "row", "side_lunge", "side_plank", "single_leg_deadlift", "single_leg_squat", "sit_up", "split", "squat", "squat_jump", "tricep_press", "y_fly"])
}

// swim_stroke: 9 values
private func type184() -> TypeProfile {
    TypeProfile(name: "swim_stroke",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        names: ["freestyle", "backstroke", "breaststroke", "butterfly", "drill", "mixed", "im", "im_by_round", "rimo"])
}

// switch: 3 values
private func type185() -> TypeProfile {
    TypeProfile(name: "switch",
        values: [0, 1, 2],
        names: ["off", "on", "auto"])
}

// tap_sensitivity: 3 values
private func type186() -> TypeProfile {
    TypeProfile(name: "tap_sensitivity",
        values: [0, 1, 2],
        names: ["high", "medium", "low"])
}

// time_into_day: 0 values
private func type187() -> TypeProfile {
    TypeProfile(name: "time_into_day",
        values: [],
        names: [])
}

// time_mode: 6 values
private func type188() -> TypeProfile {
    TypeProfile(name: "time_mode",
        values: [0, 1, 2, 3, 4, 5],
        names: ["hour12", "hour24", "military", "hour_12_with_seconds", "hour_24_with_seconds", "utc"])
}

// time_zone: 106 values
private func type189() -> TypeProfile {
    TypeProfile(name: "time_zone",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 253, 254],
        names: ["almaty", "bangkok", "bombay", "brasilia", "cairo", "cape_verde_is", "darwin", "eniwetok", "fiji", "hong_kong", "islamabad", "kabul", "magadan", "mid_atlantic", "moscow", "muscat", "newfoundland", "samoa", "sydney", "tehran", "tokyo", "us_alaska", "us_atlantic", "us_central", "us_eastern", "us_hawaii", "us_mountain", "us_pacific", "other", "auckland", "kathmandu", "europe_western_wet", "europe_central_cet", "europe_eastern_eet", "jakarta", "perth", "adelaide", "brisbane", "tasmania", "iceland", "amsterdam", "athens", "barcelona", "berlin", "brussels", "budapest", "copenhagen", "dublin", "helsinki", "lisbon", "london", "madrid", "munich", "oslo", "paris", "prague", "reykjavik", "rome", "stockholm", "vienna", "warsaw", "zurich", "quebec", "ontario", "manitoba", "saskatchewan", "alberta", "british_columbia", "boise", "boston", "chicago", "dallas", "denver", "kansas_city", "las_vegas", "los_angeles", "miami", "minneapolis", "new_york", "new_orleans", "phoenix", "santa_fe", "seattle", "washington_dc", "us_arizona", "chita", "ekaterinburg", "irkutsk", "kaliningrad", "krasnoyarsk", "novosibirsk", "petropavlovsk_kamchatskiy", "samara", "vladivostok", "mexico_central", "mexico_mountain", "mexico_pacific", "cape_town", "winkhoek", "lagos", "riyahd", "venezuela", "australia_lh", "santiago", "manual", "automatic"])
}

// timer_trigger: 3 values
private func type190() -> TypeProfile {
    TypeProfile(name: "timer_trigger",
        values: [0, 1, 2],
        names: ["manual", "auto", "fitness_equipment"])
}

// tire_exercise_name: 1 values
private func type191() -> TypeProfile {
    TypeProfile(name: "tire_exercise_name",
        values: [0],
        names: ["flip"])
}

// tissue_model_type: 1 values
private func type192() -> TypeProfile {
    TypeProfile(name: "tissue_model_type",
        values: [0],
        names: ["zhl_16c"])
}

// tone: 4 values
private func type193() -> TypeProfile {
    TypeProfile(name: "tone",
        values: [0, 1, 2, 3],
        names: ["off", "tone", "vibrate", "tone_and_vibrate"])
}

// total_body_exercise_name: 20 values
private func type194() -> TypeProfile {
    TypeProfile(name: "total_body_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20],
        names: ["burpee", "weighted_burpee", "burpee_box_jump", "weighted_burpee_box_jump", "high_pull_burpee", "man_makers", "one_arm_burpee", "squat_thrusts", "weighted_squat_thrusts", "squat_plank_push_up", "weighted_squat_plank_push_up", "standing_t_rotation_balance", "weighted_standing_t_rotation_balance", "barbell_burpee", "burpee_box_jump_over_yes_literally_jumping_over_the_box", "burpee_box_jump_step_up_over", "lateral_barbell_burpee", "total_body_burpee_over_bar", "burpee_box_jump_over", "burpee_wheelchair"])
}

// triceps_extension_exercise_name: 45 values
private func type195() -> TypeProfile {
    TypeProfile(name: "triceps_extension_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44],
        names: ["bench_dip", "weighted_bench_dip", "body_weight_dip", "cable_kickback", "cable_lying_triceps_extension", "cable_overhead_triceps_extension", "dumbbell_kickback", "dumbbell_lying_triceps_extension", "ez_bar_overhead_triceps_extension", "incline_dip", "weighted_incline_dip", "incline_ez_bar_lying_triceps_extension", "lying_dumbbell_pullover_to_extension", "lying_ez_bar_triceps_extension", "lying_triceps_extension_to_close_grip_bench_press", "overhead_dumbbell_triceps_extension", "reclining_triceps_press", "reverse_grip_pressdown", "reverse_grip_triceps_pressdown", "rope_pressdown", "seated_barbell_overhead_triceps_extension", "seated_dumbbell_overhead_triceps_extension", "seated_ez_bar_overhead_triceps_extension", "seated_single_arm_overhead_dumbbell_extension", "single_arm_dumbbell_overhead_triceps_extension", "single_dumbbell_seated_overhead_triceps_extension", "single_leg_bench_dip_and_kick", "weighted_single_leg_bench_dip_and_kick", "single_leg_dip", "weighted_single_leg_dip", "static_lying_triceps_extension", "suspended_dip", "weighted_suspended_dip", "swiss_ball_dumbbell_lying_triceps_extension", "swiss_ball_ez_bar_lying_triceps_extension", "swiss_ball_ez_bar_overhead_triceps_extension", "tabletop_dip", "weighted_tabletop_dip", "triceps_extension_on_floor", "triceps_pressdown", "weighted_dip", "alternating_dumbbell_lying_triceps_extension", "triceps_press", "dumbbell_kickback_wheelchair", "overhead_dumbbell_triceps_extension_wheelchair"])
}

// turn_type: 38 values
private func type196() -> TypeProfile {
    TypeProfile(name: "turn_type",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37],
        names: ["arriving_idx", "arriving_left_idx", "arriving_right_idx", "arriving_via_idx", "arriving_via_left_idx", "arriving_via_right_idx", "bear_keep_left_idx", "bear_keep_right_idx", "continue_idx", "exit_left_idx", "exit_right_idx", "ferry_idx", "roundabout_45_idx", "roundabout_90_idx", "roundabout_135_idx", "roundabout_180_idx", "roundabout_225_idx", "roundabout_270_idx", "roundabout_315_idx", "roundabout_360_idx", "roundabout_neg_45_idx", "roundabout_neg_90_idx", "roundabout_neg_135_idx", "roundabout_neg_180_idx", "roundabout_neg_225_idx", "roundabout_neg_270_idx", "roundabout_neg_315_idx", "roundabout_neg_360_idx", "roundabout_generic_idx", "roundabout_neg_generic_idx", "sharp_turn_left_idx", "sharp_turn_right_idx", "turn_left_idx", "turn_right_idx", "uturn_left_idx", "uturn_right_idx", "icon_inv_idx", "icon_idx_cnt"])
}

// uiaa_grading_scale: 28 values
private func type197() -> TypeProfile {
    TypeProfile(name: "uiaa_grading_scale",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27],
        names: ["I", "II", "III", "IV_minus", "IV", "IV_plus", "V_minus", "V", "V_plus", "VI_minus", "VI", "VI_plus", "VII_minus", "VII", "VII_plus", "VIII_minus", "VIII", "VIII_plus", "IX_minus", "IX", "IX_plus", "X_minus", "X", "X_plus", "XI_minus", "XI", "XI_plus", "XII_minus"])
}

// user_local_id: 6 values
private func type198() -> TypeProfile {
    TypeProfile(name: "user_local_id",
        values: [0, 15, 16, 255, 256, 65534],
        names: ["local_min", "local_max", "stationary_min", "stationary_max", "portable_min", "portable_max"])
}

// vermin_grading_scale: 19 values
private func type199() -> TypeProfile {
    TypeProfile(name: "vermin_grading_scale",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18],
        names: ["vb", "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14", "v15", "v16", "v17"])
}

// warm_up_exercise_name: 91 values
private func type200() -> TypeProfile {
    TypeProfile(name: "warm_up_exercise_name",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90],
        names: ["quadruped_rocking", "neck_tilts", "ankle_circles", "ankle_dorsiflexion_with_band", "ankle_internal_rotation", "arm_circles", "bent_over_reach_to_sky", "cat_camel", "elbow_to_foot_lunge", "forward_and_backward_leg_swings", "groiners", "inverted_hamstring_stretch", "lateral_duck_under", "neck_rotations", "opposite_arm_and_leg_balance", "reach_roll_and_lift", "scorpion", "shoulder_circles", "side_to_side_leg_swings", "sleeper_stretch", "slide_out", "swiss_ball_hip_crossover", "swiss_ball_reach_roll_and_lift", "swiss_ball_windshield_wipers", "thoracic_rotation", "walking_high_kicks", "walking_high_knees", "walking_knee_hugs", "walking_leg_cradles", "walkout", "walkout_from_push_up_position", "biceps_stretch", "glutes_stretch", "standing_hamstring_stretch", "stretch_90_90", "stretch_abs", "stretch_butterfly", "stretch_calf", "stretch_cat_cow", "stretch_childs_pose", "stretch_cobra", "stretch_forearms", "stretch_forward_glutes", "stretch_front_split", "stretch_hamstring", "stretch_hip_flexor_and_quad", "stretch_lat", "stretch_levator_scapulae", "stretch_lunge_with_spinal_twist", "stretch_lunging_hip_flexor", "stretch_lying_abduction", "stretch_lying_it_band", "stretch_lying_knee_to_chest", "stretch_lying_piriformis", "stretch_lying_spinal_twist", "stretch_neck", "stretch_obliques", "stretch_over_under_shoulder", "stretch_pectoral", "stretch_pigeon_pose", "stretch_piriformis", "stretch_quad", "stretch_scorpion", "stretch_shoulder", "stretch_side", "stretch_side_lunge", "stretch_side_split", "stretch_standing_it_band", "stretch_straddle", "stretch_triceps", "stretch_wall_chest_and_shoulder", "neck_rotations_wheelchair", "half_kneeling_arm_rotation", "three_way_ankle_mobilization", "ninety_ninety_hip_switch", "active_frog", "shoulder_sweeps", "ankle_lunges", "back_roll_foam_roller", "bear_crawl", "latissimus_dorsi_foam_roll", "reverse_t_hip_opener", "shoulder_rolls", "chest_openers", "triceps_stretch", "upper_back_stretch", "hip_circles", "ankle_stretch", "marching_in_place", "triceps_stretch_wheelchair", "upper_back_stretch_wheelchair"])
}

// watchface_mode: 4 values
private func type201() -> TypeProfile {
    TypeProfile(name: "watchface_mode",
        values: [0, 1, 2, 3],
        names: ["digital", "analog", "connect_iq", "disabled"])
}

// water_type: 4 values
private func type202() -> TypeProfile {
    TypeProfile(name: "water_type",
        values: [0, 1, 2, 3],
        names: ["fresh", "salt", "en13319", "custom"])
}

// weather_report: 3 values
private func type203() -> TypeProfile {
    TypeProfile(name: "weather_report",
        values: [0, 1, 2],
        names: ["current", "hourly_forecast", "daily_forecast"])
}

// weather_severe_type: 85 values
private func type204() -> TypeProfile {
    TypeProfile(name: "weather_severe_type",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84],
        names: ["unspecified", "tornado", "tsunami", "hurricane", "extreme_wind", "typhoon", "inland_hurricane", "hurricane_force_wind", "waterspout", "severe_thunderstorm", "wreckhouse_winds", "les_suetes_wind", "avalanche", "flash_flood", "tropical_storm", "inland_tropical_storm", "blizzard", "ice_storm", "freezing_rain", "debris_flow", "flash_freeze", "dust_storm", "high_wind", "winter_storm", "heavy_freezing_spray", "extreme_cold", "wind_chill", "cold_wave", "heavy_snow_alert", "lake_effect_blowing_snow", "snow_squall", "lake_effect_snow", "winter_weather", "sleet", "snowfall", "snow_and_blowing_snow", "blowing_snow", "snow_alert", "arctic_outflow", "freezing_drizzle", "storm", "storm_surge", "rainfall", "areal_flood", "coastal_flood", "lakeshore_flood", "excessive_heat", "heat", "weather", "high_heat_and_humidity", "humidex_and_health", "humidex", "gale", "freezing_spray", "special_marine", "squall", "strong_wind", "lake_wind", "marine_weather", "wind", "small_craft_hazardous_seas", "hazardous_seas", "small_craft", "small_craft_winds", "small_craft_rough_bar", "high_water_level", "ashfall", "freezing_fog", "dense_fog", "dense_smoke", "blowing_dust", "hard_freeze", "freeze", "frost", "fire_weather", "flood", "rip_tide", "high_surf", "smog", "air_quality", "brisk_wind", "air_stagnation", "low_water", "hydrological", "special_weather"])
}

// weather_severity: 5 values
private func type205() -> TypeProfile {
    TypeProfile(name: "weather_severity",
        values: [0, 1, 2, 3, 4],
        names: ["unknown", "warning", "watch", "advisory", "statement"])
}

// weather_status: 21 values
private func type206() -> TypeProfile {
    TypeProfile(name: "weather_status",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22],
        names: ["clear", "partly_cloudy", "mostly_cloudy", "rain", "snow", "windy", "thunderstorms", "wintry_mix", "fog", "hazy", "hail", "scattered_showers", "scattered_thunderstorms", "unknown_precipitation", "light_rain", "heavy_rain", "light_snow", "heavy_snow", "light_rain_snow", "heavy_rain_snow", "cloudy"])
}

// weight: 1 values
private func type207() -> TypeProfile {
    TypeProfile(name: "weight",
        values: [65534],
        names: ["calculating"])
}

// wkt_step_duration: 31 values
private func type208() -> TypeProfile {
    TypeProfile(name: "wkt_step_duration",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 31],
        names: ["time", "distance", "hr_less_than", "hr_greater_than", "calories", "open", "repeat_until_steps_cmplt", "repeat_until_time", "repeat_until_distance", "repeat_until_calories", "repeat_until_hr_less_than", "repeat_until_hr_greater_than", "repeat_until_power_less_than", "repeat_until_power_greater_than", "power_less_than", "power_greater_than", "training_peaks_tss", "repeat_until_power_last_lap_less_than", "repeat_until_max_power_last_lap_less_than", "power_3s_less_than", "power_10s_less_than", "power_30s_less_than", "power_3s_greater_than", "power_10s_greater_than", "power_30s_greater_than", "power_lap_less_than", "power_lap_greater_than", "repeat_until_training_peaks_tss", "repetition_time", "reps", "time_only"])
}

// wkt_step_target: 14 values
private func type209() -> TypeProfile {
    TypeProfile(name: "wkt_step_target",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
        names: ["speed", "heart_rate", "open", "cadence", "power", "grade", "resistance", "power_3s", "power_10s", "power_30s", "power_lap", "swim_stroke", "speed_lap", "heart_rate_lap"])
}

// workout_capabilities: 14 values
private func type210() -> TypeProfile {
    TypeProfile(name: "workout_capabilities",
        values: [1, 2, 4, 8, 16, 32, 128, 256, 512, 1024, 2048, 4096, 8192, 16384],
        names: ["interval", "custom", "fitness_equipment", "firstbeat", "new_leaf", "tcx", "speed", "heart_rate", "distance", "cadence", "power", "grade", "resistance", "protected"])
}

// workout_equipment: 6 values
private func type211() -> TypeProfile {
    TypeProfile(name: "workout_equipment",
        values: [0, 1, 2, 3, 4, 5],
        names: ["none", "swim_fins", "swim_kickboard", "swim_paddles", "swim_pull_buoy", "swim_snorkel"])
}

// workout_hr: 1 values
private func type212() -> TypeProfile {
    TypeProfile(name: "workout_hr",
        values: [100],
        names: ["bpm_offset"])
}

// workout_power: 1 values
private func type213() -> TypeProfile {
    TypeProfile(name: "workout_power",
        values: [1000],
        names: ["watts_offset"])
}

// yds_grading_scale: 69 values
private func type214() -> TypeProfile {
    TypeProfile(name: "yds_grading_scale",
        values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68],
        names: ["5_1", "5_2", "5_3", "5_4", "5_5", "5_6", "5_7", "5_8", "5_9", "5_10", "5_10a", "5_10b", "5_10c", "5_10d", "5_11", "5_11a", "5_11b", "5_11c", "5_11d", "5_12", "5_12a", "5_12b", "5_12c", "5_12d", "5_13", "5_13a", "5_13b", "5_13c", "5_13d", "5_14", "5_14a", "5_14b", "5_14c", "5_14d", "5_15", "5_15a", "5_15b", "5_15c", "5_15d", "5_1_minus", "5_1_plus", "5_2_minus", "5_2_plus", "5_3_minus", "5_3_plus", "5_4_minus", "5_4_plus", "5_5_minus", "5_5_plus", "5_6_minus", "5_6_plus", "5_7_minus", "5_7_plus", "5_8_minus", "5_8_plus", "5_9_minus", "5_9_plus", "5_10_minus", "5_10_plus", "5_11_minus", "5_11_plus", "5_12_minus", "5_12_plus", "5_13_minus", "5_13_plus", "5_14_minus", "5_14_plus", "5_15_minus", "5_15_plus"])
}
