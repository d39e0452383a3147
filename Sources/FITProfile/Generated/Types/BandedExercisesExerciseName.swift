// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `banded_exercises_exercise_name`, with a name for each value the profile names.
    public struct BandedExercisesExerciseName: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 18 }

        /// `ab_twist`
        @_alwaysEmitIntoClient public static var abTwist: Self { Self(rawValue: 1) }
        /// `back_extension`
        @_alwaysEmitIntoClient public static var backExtension: Self { Self(rawValue: 2) }
        /// `bicycle_crunch`
        @_alwaysEmitIntoClient public static var bicycleCrunch: Self { Self(rawValue: 3) }
        /// `calf_raises`
        @_alwaysEmitIntoClient public static var calfRaises: Self { Self(rawValue: 4) }
        /// `chest_press`
        @_alwaysEmitIntoClient public static var chestPress: Self { Self(rawValue: 5) }
        /// `clam_shells`
        @_alwaysEmitIntoClient public static var clamShells: Self { Self(rawValue: 6) }
        @_alwaysEmitIntoClient public static var curl: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var deadbug: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var deadlift: Self { Self(rawValue: 9) }
        /// `donkey_kick`
        @_alwaysEmitIntoClient public static var donkeyKick: Self { Self(rawValue: 10) }
        /// `external_rotation`
        @_alwaysEmitIntoClient public static var externalRotation: Self { Self(rawValue: 11) }
        /// `external_rotation_at_90_degree_abduction`
        @_alwaysEmitIntoClient public static var externalRotationAt90DegreeAbduction: Self { Self(rawValue: 12) }
        /// `face_pull`
        @_alwaysEmitIntoClient public static var facePull: Self { Self(rawValue: 13) }
        /// `fire_hydrant`
        @_alwaysEmitIntoClient public static var fireHydrant: Self { Self(rawValue: 14) }
        @_alwaysEmitIntoClient public static var fly: Self { Self(rawValue: 15) }
        /// `front_raise`
        @_alwaysEmitIntoClient public static var frontRaise: Self { Self(rawValue: 16) }
        /// `glute_bridge`
        @_alwaysEmitIntoClient public static var gluteBridge: Self { Self(rawValue: 17) }
        /// `hamstring_curls`
        @_alwaysEmitIntoClient public static var hamstringCurls: Self { Self(rawValue: 18) }
        /// `high_plank_leg_lifts`
        @_alwaysEmitIntoClient public static var highPlankLegLifts: Self { Self(rawValue: 19) }
        /// `hip_extension`
        @_alwaysEmitIntoClient public static var hipExtension: Self { Self(rawValue: 20) }
        /// `internal_rotation`
        @_alwaysEmitIntoClient public static var internalRotation: Self { Self(rawValue: 21) }
        /// `jumping_jack`
        @_alwaysEmitIntoClient public static var jumpingJack: Self { Self(rawValue: 22) }
        /// `kneeling_crunch`
        @_alwaysEmitIntoClient public static var kneelingCrunch: Self { Self(rawValue: 23) }
        /// `lateral_band_walks`
        @_alwaysEmitIntoClient public static var lateralBandWalks: Self { Self(rawValue: 24) }
        /// `lateral_raise`
        @_alwaysEmitIntoClient public static var lateralRaise: Self { Self(rawValue: 25) }
        @_alwaysEmitIntoClient public static var latpull: Self { Self(rawValue: 26) }
        /// `leg_abduction`
        @_alwaysEmitIntoClient public static var legAbduction: Self { Self(rawValue: 27) }
        /// `leg_adduction`
        @_alwaysEmitIntoClient public static var legAdduction: Self { Self(rawValue: 28) }
        /// `leg_extension`
        @_alwaysEmitIntoClient public static var legExtension: Self { Self(rawValue: 29) }
        @_alwaysEmitIntoClient public static var lunge: Self { Self(rawValue: 30) }
        @_alwaysEmitIntoClient public static var plank: Self { Self(rawValue: 31) }
        /// `pull_apart`
        @_alwaysEmitIntoClient public static var pullApart: Self { Self(rawValue: 32) }
        /// `push_ups`
        @_alwaysEmitIntoClient public static var pushUps: Self { Self(rawValue: 33) }
        /// `reverse_crunch`
        @_alwaysEmitIntoClient public static var reverseCrunch: Self { Self(rawValue: 34) }
        @_alwaysEmitIntoClient public static var row: Self { Self(rawValue: 35) }
        /// `shoulder_abduction`
        @_alwaysEmitIntoClient public static var shoulderAbduction: Self { Self(rawValue: 36) }
        /// `shoulder_extension`
        @_alwaysEmitIntoClient public static var shoulderExtension: Self { Self(rawValue: 37) }
        /// `shoulder_external_rotation`
        @_alwaysEmitIntoClient public static var shoulderExternalRotation: Self { Self(rawValue: 38) }
        /// `shoulder_flexion_to_90_degrees`
        @_alwaysEmitIntoClient public static var shoulderFlexionTo90Degrees: Self { Self(rawValue: 39) }
        /// `side_plank_leg_lifts`
        @_alwaysEmitIntoClient public static var sidePlankLegLifts: Self { Self(rawValue: 40) }
        /// `side_raise`
        @_alwaysEmitIntoClient public static var sideRaise: Self { Self(rawValue: 41) }
        @_alwaysEmitIntoClient public static var squat: Self { Self(rawValue: 42) }
        /// `squat_to_press`
        @_alwaysEmitIntoClient public static var squatToPress: Self { Self(rawValue: 43) }
        /// `tricep_extension`
        @_alwaysEmitIntoClient public static var tricepExtension: Self { Self(rawValue: 44) }
        /// `tricep_kickback`
        @_alwaysEmitIntoClient public static var tricepKickback: Self { Self(rawValue: 45) }
        /// `upright_row`
        @_alwaysEmitIntoClient public static var uprightRow: Self { Self(rawValue: 46) }
        /// `wall_crawl_with_external_rotation`
        @_alwaysEmitIntoClient public static var wallCrawlWithExternalRotation: Self { Self(rawValue: 47) }
        /// `lateral_raise_wheelchair`
        @_alwaysEmitIntoClient public static var lateralRaiseWheelchair: Self { Self(rawValue: 49) }
        /// `triceps_extension_wheelchair`
        @_alwaysEmitIntoClient public static var tricepsExtensionWheelchair: Self { Self(rawValue: 50) }
        /// `chest_fly_incline_wheelchair`
        @_alwaysEmitIntoClient public static var chestFlyInclineWheelchair: Self { Self(rawValue: 51) }
        /// `chest_fly_decline_wheelchair`
        @_alwaysEmitIntoClient public static var chestFlyDeclineWheelchair: Self { Self(rawValue: 52) }
        /// `pull_down_wheelchair`
        @_alwaysEmitIntoClient public static var pullDownWheelchair: Self { Self(rawValue: 53) }
        /// `straight_arm_pull_down_wheelchair`
        @_alwaysEmitIntoClient public static var straightArmPullDownWheelchair: Self { Self(rawValue: 54) }
        /// `curl_wheelchair`
        @_alwaysEmitIntoClient public static var curlWheelchair: Self { Self(rawValue: 55) }
        /// `overhead_curl_wheelchair`
        @_alwaysEmitIntoClient public static var overheadCurlWheelchair: Self { Self(rawValue: 56) }
        /// `face_pull_wheelchair`
        @_alwaysEmitIntoClient public static var facePullWheelchair: Self { Self(rawValue: 57) }
        /// `around_the_world_wheelchair`
        @_alwaysEmitIntoClient public static var aroundTheWorldWheelchair: Self { Self(rawValue: 58) }
        /// `pull_apart_wheelchair`
        @_alwaysEmitIntoClient public static var pullApartWheelchair: Self { Self(rawValue: 59) }
        /// `side_curl_wheelchair`
        @_alwaysEmitIntoClient public static var sideCurlWheelchair: Self { Self(rawValue: 60) }
        /// `overhead_press_wheelchair`
        @_alwaysEmitIntoClient public static var overheadPressWheelchair: Self { Self(rawValue: 61) }
    }
}

func makeType18() -> TypeProfile {
    TypeProfile(
        name: "banded_exercises_exercise_name",
        values: [
            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
            30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 49, 50, 51, 52, 53, 54, 55, 56, 57,
            58, 59, 60, 61
        ],
        names: """
            ab_twist
            back_extension
            bicycle_crunch
            calf_raises
            chest_press
            clam_shells
            curl
            deadbug
            deadlift
            donkey_kick
            external_rotation
            external_rotation_at_90_degree_abduction
            face_pull
            fire_hydrant
            fly
            front_raise
            glute_bridge
            hamstring_curls
            high_plank_leg_lifts
            hip_extension
            internal_rotation
            jumping_jack
            kneeling_crunch
            lateral_band_walks
            lateral_raise
            latpull
            leg_abduction
            leg_adduction
            leg_extension
            lunge
            plank
            pull_apart
            push_ups
            reverse_crunch
            row
            shoulder_abduction
            shoulder_extension
            shoulder_external_rotation
            shoulder_flexion_to_90_degrees
            side_plank_leg_lifts
            side_raise
            squat
            squat_to_press
            tricep_extension
            tricep_kickback
            upright_row
            wall_crawl_with_external_rotation
            lateral_raise_wheelchair
            triceps_extension_wheelchair
            chest_fly_incline_wheelchair
            chest_fly_decline_wheelchair
            pull_down_wheelchair
            straight_arm_pull_down_wheelchair
            curl_wheelchair
            overhead_curl_wheelchair
            face_pull_wheelchair
            around_the_world_wheelchair
            pull_apart_wheelchair
            side_curl_wheelchair
            overhead_press_wheelchair
            """)
}
