// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `exercise_category`, with a name for each value the profile names.
    public struct ExerciseCategory: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 76 }

        /// `bench_press`
        @_alwaysEmitIntoClient public static var benchPress: Self { Self(rawValue: 0) }
        /// `calf_raise`
        @_alwaysEmitIntoClient public static var calfRaise: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var cardio: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var carry: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var chop: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var core: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var crunch: Self { Self(rawValue: 6) }
        @_alwaysEmitIntoClient public static var curl: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var deadlift: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var flye: Self { Self(rawValue: 9) }
        /// `hip_raise`
        @_alwaysEmitIntoClient public static var hipRaise: Self { Self(rawValue: 10) }
        /// `hip_stability`
        @_alwaysEmitIntoClient public static var hipStability: Self { Self(rawValue: 11) }
        /// `hip_swing`
        @_alwaysEmitIntoClient public static var hipSwing: Self { Self(rawValue: 12) }
        @_alwaysEmitIntoClient public static var hyperextension: Self { Self(rawValue: 13) }
        /// `lateral_raise`
        @_alwaysEmitIntoClient public static var lateralRaise: Self { Self(rawValue: 14) }
        /// `leg_curl`
        @_alwaysEmitIntoClient public static var legCurl: Self { Self(rawValue: 15) }
        /// `leg_raise`
        @_alwaysEmitIntoClient public static var legRaise: Self { Self(rawValue: 16) }
        @_alwaysEmitIntoClient public static var lunge: Self { Self(rawValue: 17) }
        /// `olympic_lift`
        @_alwaysEmitIntoClient public static var olympicLift: Self { Self(rawValue: 18) }
        @_alwaysEmitIntoClient public static var plank: Self { Self(rawValue: 19) }
        @_alwaysEmitIntoClient public static var plyo: Self { Self(rawValue: 20) }
        /// `pull_up`
        @_alwaysEmitIntoClient public static var pullUp: Self { Self(rawValue: 21) }
        /// `push_up`
        @_alwaysEmitIntoClient public static var pushUp: Self { Self(rawValue: 22) }
        @_alwaysEmitIntoClient public static var row: Self { Self(rawValue: 23) }
        /// `shoulder_press`
        @_alwaysEmitIntoClient public static var shoulderPress: Self { Self(rawValue: 24) }
        /// `shoulder_stability`
        @_alwaysEmitIntoClient public static var shoulderStability: Self { Self(rawValue: 25) }
        @_alwaysEmitIntoClient public static var shrug: Self { Self(rawValue: 26) }
        /// `sit_up`
        @_alwaysEmitIntoClient public static var sitUp: Self { Self(rawValue: 27) }
        @_alwaysEmitIntoClient public static var squat: Self { Self(rawValue: 28) }
        /// `total_body`
        @_alwaysEmitIntoClient public static var totalBody: Self { Self(rawValue: 29) }
        /// `triceps_extension`
        @_alwaysEmitIntoClient public static var tricepsExtension: Self { Self(rawValue: 30) }
        /// `warm_up`
        @_alwaysEmitIntoClient public static var warmUp: Self { Self(rawValue: 31) }
        @_alwaysEmitIntoClient public static var run: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var bike: Self { Self(rawValue: 33) }
        /// `cardio_sensors`
        @_alwaysEmitIntoClient public static var cardioSensors: Self { Self(rawValue: 34) }
        @_alwaysEmitIntoClient public static var move: Self { Self(rawValue: 35) }
        @_alwaysEmitIntoClient public static var pose: Self { Self(rawValue: 36) }
        /// `banded_exercises`
        @_alwaysEmitIntoClient public static var bandedExercises: Self { Self(rawValue: 37) }
        /// `battle_rope`
        @_alwaysEmitIntoClient public static var battleRope: Self { Self(rawValue: 38) }
        @_alwaysEmitIntoClient public static var elliptical: Self { Self(rawValue: 39) }
        /// `floor_climb`
        @_alwaysEmitIntoClient public static var floorClimb: Self { Self(rawValue: 40) }
        /// `indoor_bike`
        @_alwaysEmitIntoClient public static var indoorBike: Self { Self(rawValue: 41) }
        /// `indoor_row`
        @_alwaysEmitIntoClient public static var indoorRow: Self { Self(rawValue: 42) }
        @_alwaysEmitIntoClient public static var ladder: Self { Self(rawValue: 43) }
        @_alwaysEmitIntoClient public static var sandbag: Self { Self(rawValue: 44) }
        @_alwaysEmitIntoClient public static var sled: Self { Self(rawValue: 45) }
        /// `sledge_hammer`
        @_alwaysEmitIntoClient public static var sledgeHammer: Self { Self(rawValue: 46) }
        /// `stair_stepper`
        @_alwaysEmitIntoClient public static var stairStepper: Self { Self(rawValue: 47) }
        @_alwaysEmitIntoClient public static var suspension: Self { Self(rawValue: 49) }
        @_alwaysEmitIntoClient public static var tire: Self { Self(rawValue: 50) }
        /// `run_indoor`
        @_alwaysEmitIntoClient public static var runIndoor: Self { Self(rawValue: 52) }
        /// `bike_outdoor`
        @_alwaysEmitIntoClient public static var bikeOutdoor: Self { Self(rawValue: 53) }
        @_alwaysEmitIntoClient public static var unknown: Self { Self(rawValue: 65534) }
    }
}

func makeType76() -> TypeProfile {
    TypeProfile(
        name: "exercise_category",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 49, 50, 52, 53, 65534
        ],
        names: """
            bench_press
            calf_raise
            cardio
            carry
            chop
            core
            crunch
            curl
            deadlift
            flye
            hip_raise
            hip_stability
            hip_swing
            hyperextension
            lateral_raise
            leg_curl
            leg_raise
            lunge
            olympic_lift
            plank
            plyo
            pull_up
            push_up
            row
            shoulder_press
            shoulder_stability
            shrug
            sit_up
            squat
            total_body
            triceps_extension
            warm_up
            run
            bike
            cardio_sensors
            move
            pose
            banded_exercises
            battle_rope
            elliptical
            floor_climb
            indoor_bike
            indoor_row
            ladder
            sandbag
            sled
            sledge_hammer
            stair_stepper
            suspension
            tire
            run_indoor
            bike_outdoor
            unknown
            """)
}
