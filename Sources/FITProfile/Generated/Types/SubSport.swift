// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `sub_sport`, with a name for each value the profile names.
    public struct SubSport: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 181 }

        @_alwaysEmitIntoClient public static var generic: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var treadmill: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var street: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var trail: Self { Self(rawValue: 3) }
        @_alwaysEmitIntoClient public static var track: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var spin: Self { Self(rawValue: 5) }
        /// `indoor_cycling`
        @_alwaysEmitIntoClient public static var indoorCycling: Self { Self(rawValue: 6) }
        @_alwaysEmitIntoClient public static var road: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var mountain: Self { Self(rawValue: 8) }
        @_alwaysEmitIntoClient public static var downhill: Self { Self(rawValue: 9) }
        @_alwaysEmitIntoClient public static var recumbent: Self { Self(rawValue: 10) }
        @_alwaysEmitIntoClient public static var cyclocross: Self { Self(rawValue: 11) }
        /// `hand_cycling`
        @_alwaysEmitIntoClient public static var handCycling: Self { Self(rawValue: 12) }
        /// `track_cycling`
        @_alwaysEmitIntoClient public static var trackCycling: Self { Self(rawValue: 13) }
        /// `indoor_rowing`
        @_alwaysEmitIntoClient public static var indoorRowing: Self { Self(rawValue: 14) }
        @_alwaysEmitIntoClient public static var elliptical: Self { Self(rawValue: 15) }
        /// `stair_climbing`
        @_alwaysEmitIntoClient public static var stairClimbing: Self { Self(rawValue: 16) }
        /// `lap_swimming`
        @_alwaysEmitIntoClient public static var lapSwimming: Self { Self(rawValue: 17) }
        /// `open_water`
        @_alwaysEmitIntoClient public static var openWater: Self { Self(rawValue: 18) }
        /// `flexibility_training`
        @_alwaysEmitIntoClient public static var flexibilityTraining: Self { Self(rawValue: 19) }
        /// `strength_training`
        @_alwaysEmitIntoClient public static var strengthTraining: Self { Self(rawValue: 20) }
        /// `warm_up`
        @_alwaysEmitIntoClient public static var warmUp: Self { Self(rawValue: 21) }
        @_alwaysEmitIntoClient public static var match: Self { Self(rawValue: 22) }
        @_alwaysEmitIntoClient public static var exercise: Self { Self(rawValue: 23) }
        @_alwaysEmitIntoClient public static var challenge: Self { Self(rawValue: 24) }
        /// `indoor_skiing`
        @_alwaysEmitIntoClient public static var indoorSkiing: Self { Self(rawValue: 25) }
        /// `cardio_training`
        @_alwaysEmitIntoClient public static var cardioTraining: Self { Self(rawValue: 26) }
        /// `indoor_walking`
        @_alwaysEmitIntoClient public static var indoorWalking: Self { Self(rawValue: 27) }
        /// `e_bike_fitness`
        @_alwaysEmitIntoClient public static var eBikeFitness: Self { Self(rawValue: 28) }
        @_alwaysEmitIntoClient public static var bmx: Self { Self(rawValue: 29) }
        /// `casual_walking`
        @_alwaysEmitIntoClient public static var casualWalking: Self { Self(rawValue: 30) }
        /// `speed_walking`
        @_alwaysEmitIntoClient public static var speedWalking: Self { Self(rawValue: 31) }
        /// `bike_to_run_transition`
        @_alwaysEmitIntoClient public static var bikeToRunTransition: Self { Self(rawValue: 32) }
        /// `run_to_bike_transition`
        @_alwaysEmitIntoClient public static var runToBikeTransition: Self { Self(rawValue: 33) }
        /// `swim_to_bike_transition`
        @_alwaysEmitIntoClient public static var swimToBikeTransition: Self { Self(rawValue: 34) }
        @_alwaysEmitIntoClient public static var atv: Self { Self(rawValue: 35) }
        @_alwaysEmitIntoClient public static var motocross: Self { Self(rawValue: 36) }
        @_alwaysEmitIntoClient public static var backcountry: Self { Self(rawValue: 37) }
        @_alwaysEmitIntoClient public static var resort: Self { Self(rawValue: 38) }
        /// `rc_drone`
        @_alwaysEmitIntoClient public static var rcDrone: Self { Self(rawValue: 39) }
        @_alwaysEmitIntoClient public static var wingsuit: Self { Self(rawValue: 40) }
        @_alwaysEmitIntoClient public static var whitewater: Self { Self(rawValue: 41) }
        /// `skate_skiing`
        @_alwaysEmitIntoClient public static var skateSkiing: Self { Self(rawValue: 42) }
        @_alwaysEmitIntoClient public static var yoga: Self { Self(rawValue: 43) }
        @_alwaysEmitIntoClient public static var pilates: Self { Self(rawValue: 44) }
        /// `indoor_running`
        @_alwaysEmitIntoClient public static var indoorRunning: Self { Self(rawValue: 45) }
        /// `gravel_cycling`
        @_alwaysEmitIntoClient public static var gravelCycling: Self { Self(rawValue: 46) }
        /// `e_bike_mountain`
        @_alwaysEmitIntoClient public static var eBikeMountain: Self { Self(rawValue: 47) }
        @_alwaysEmitIntoClient public static var commuting: Self { Self(rawValue: 48) }
        /// `mixed_surface`
        @_alwaysEmitIntoClient public static var mixedSurface: Self { Self(rawValue: 49) }
        @_alwaysEmitIntoClient public static var navigate: Self { Self(rawValue: 50) }
        /// `track_me`
        @_alwaysEmitIntoClient public static var trackMe: Self { Self(rawValue: 51) }
        @_alwaysEmitIntoClient public static var map: Self { Self(rawValue: 52) }
        /// `single_gas_diving`
        @_alwaysEmitIntoClient public static var singleGasDiving: Self { Self(rawValue: 53) }
        /// `multi_gas_diving`
        @_alwaysEmitIntoClient public static var multiGasDiving: Self { Self(rawValue: 54) }
        /// `gauge_diving`
        @_alwaysEmitIntoClient public static var gaugeDiving: Self { Self(rawValue: 55) }
        /// `apnea_diving`
        @_alwaysEmitIntoClient public static var apneaDiving: Self { Self(rawValue: 56) }
        /// `apnea_hunting`
        @_alwaysEmitIntoClient public static var apneaHunting: Self { Self(rawValue: 57) }
        /// `virtual_activity`
        @_alwaysEmitIntoClient public static var virtualActivity: Self { Self(rawValue: 58) }
        @_alwaysEmitIntoClient public static var obstacle: Self { Self(rawValue: 59) }
        @_alwaysEmitIntoClient public static var breathing: Self { Self(rawValue: 62) }
        /// `ccr_diving`
        @_alwaysEmitIntoClient public static var ccrDiving: Self { Self(rawValue: 63) }
        /// `sail_race`
        @_alwaysEmitIntoClient public static var sailRace: Self { Self(rawValue: 65) }
        @_alwaysEmitIntoClient public static var expedition: Self { Self(rawValue: 66) }
        @_alwaysEmitIntoClient public static var ultra: Self { Self(rawValue: 67) }
        /// `indoor_climbing`
        @_alwaysEmitIntoClient public static var indoorClimbing: Self { Self(rawValue: 68) }
        @_alwaysEmitIntoClient public static var bouldering: Self { Self(rawValue: 69) }
        @_alwaysEmitIntoClient public static var hiit: Self { Self(rawValue: 70) }
        /// `indoor_grinding`
        @_alwaysEmitIntoClient public static var indoorGrinding: Self { Self(rawValue: 71) }
        /// `hunting_with_dogs`
        @_alwaysEmitIntoClient public static var huntingWithDogs: Self { Self(rawValue: 72) }
        @_alwaysEmitIntoClient public static var amrap: Self { Self(rawValue: 73) }
        @_alwaysEmitIntoClient public static var emom: Self { Self(rawValue: 74) }
        @_alwaysEmitIntoClient public static var tabata: Self { Self(rawValue: 75) }
        @_alwaysEmitIntoClient public static var esport: Self { Self(rawValue: 77) }
        @_alwaysEmitIntoClient public static var triathlon: Self { Self(rawValue: 78) }
        @_alwaysEmitIntoClient public static var duathlon: Self { Self(rawValue: 79) }
        @_alwaysEmitIntoClient public static var brick: Self { Self(rawValue: 80) }
        /// `swim_run`
        @_alwaysEmitIntoClient public static var swimRun: Self { Self(rawValue: 81) }
        /// `adventure_race`
        @_alwaysEmitIntoClient public static var adventureRace: Self { Self(rawValue: 82) }
        /// `trucker_workout`
        @_alwaysEmitIntoClient public static var truckerWorkout: Self { Self(rawValue: 83) }
        @_alwaysEmitIntoClient public static var pickleball: Self { Self(rawValue: 84) }
        @_alwaysEmitIntoClient public static var padel: Self { Self(rawValue: 85) }
        /// `indoor_wheelchair_walk`
        @_alwaysEmitIntoClient public static var indoorWheelchairWalk: Self { Self(rawValue: 86) }
        /// `indoor_wheelchair_run`
        @_alwaysEmitIntoClient public static var indoorWheelchairRun: Self { Self(rawValue: 87) }
        /// `indoor_hand_cycling`
        @_alwaysEmitIntoClient public static var indoorHandCycling: Self { Self(rawValue: 88) }
        @_alwaysEmitIntoClient public static var field: Self { Self(rawValue: 90) }
        @_alwaysEmitIntoClient public static var ice: Self { Self(rawValue: 91) }
        @_alwaysEmitIntoClient public static var ultimate: Self { Self(rawValue: 92) }
        @_alwaysEmitIntoClient public static var platform: Self { Self(rawValue: 93) }
        @_alwaysEmitIntoClient public static var squash: Self { Self(rawValue: 94) }
        @_alwaysEmitIntoClient public static var badminton: Self { Self(rawValue: 95) }
        @_alwaysEmitIntoClient public static var racquetball: Self { Self(rawValue: 96) }
        /// `table_tennis`
        @_alwaysEmitIntoClient public static var tableTennis: Self { Self(rawValue: 97) }
        @_alwaysEmitIntoClient public static var overland: Self { Self(rawValue: 98) }
        /// `trolling_motor`
        @_alwaysEmitIntoClient public static var trollingMotor: Self { Self(rawValue: 99) }
        /// `fly_canopy`
        @_alwaysEmitIntoClient public static var flyCanopy: Self { Self(rawValue: 110) }
        /// `fly_paraglide`
        @_alwaysEmitIntoClient public static var flyParaglide: Self { Self(rawValue: 111) }
        /// `fly_paramotor`
        @_alwaysEmitIntoClient public static var flyParamotor: Self { Self(rawValue: 112) }
        /// `fly_pressurized`
        @_alwaysEmitIntoClient public static var flyPressurized: Self { Self(rawValue: 113) }
        /// `fly_navigate`
        @_alwaysEmitIntoClient public static var flyNavigate: Self { Self(rawValue: 114) }
        /// `fly_timer`
        @_alwaysEmitIntoClient public static var flyTimer: Self { Self(rawValue: 115) }
        /// `fly_altimeter`
        @_alwaysEmitIntoClient public static var flyAltimeter: Self { Self(rawValue: 116) }
        /// `fly_wx`
        @_alwaysEmitIntoClient public static var flyWx: Self { Self(rawValue: 117) }
        /// `fly_vfr`
        @_alwaysEmitIntoClient public static var flyVfr: Self { Self(rawValue: 118) }
        /// `fly_ifr`
        @_alwaysEmitIntoClient public static var flyIfr: Self { Self(rawValue: 119) }
        /// `dynamic_apnea`
        @_alwaysEmitIntoClient public static var dynamicApnea: Self { Self(rawValue: 121) }
        @_alwaysEmitIntoClient public static var enduro: Self { Self(rawValue: 123) }
        @_alwaysEmitIntoClient public static var rucking: Self { Self(rawValue: 124) }
        @_alwaysEmitIntoClient public static var rally: Self { Self(rawValue: 125) }
        /// `pool_triathlon`
        @_alwaysEmitIntoClient public static var poolTriathlon: Self { Self(rawValue: 126) }
        /// `e_bike_enduro`
        @_alwaysEmitIntoClient public static var eBikeEnduro: Self { Self(rawValue: 127) }
        @_alwaysEmitIntoClient public static var all: Self { Self(rawValue: 254) }
    }
}

func makeType181() -> TypeProfile {
    TypeProfile(
        name: "sub_sport",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
            56, 57, 58, 59, 62, 63, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86,
            87, 88, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 121, 123,
            124, 125, 126, 127, 254
        ],
        names: """
            generic
            treadmill
            street
            trail
            track
            spin
            indoor_cycling
            road
            mountain
            downhill
            recumbent
            cyclocross
            hand_cycling
            track_cycling
            indoor_rowing
            elliptical
            stair_climbing
            lap_swimming
            open_water
            flexibility_training
            strength_training
            warm_up
            match
            exercise
            challenge
            indoor_skiing
            cardio_training
            indoor_walking
            e_bike_fitness
            bmx
            casual_walking
            speed_walking
            bike_to_run_transition
            run_to_bike_transition
            swim_to_bike_transition
            atv
            motocross
            backcountry
            resort
            rc_drone
            wingsuit
            whitewater
            skate_skiing
            yoga
            pilates
            indoor_running
            gravel_cycling
            e_bike_mountain
            commuting
            mixed_surface
            navigate
            track_me
            map
            single_gas_diving
            multi_gas_diving
            gauge_diving
            apnea_diving
            apnea_hunting
            virtual_activity
            obstacle
            breathing
            ccr_diving
            sail_race
            expedition
            ultra
            indoor_climbing
            bouldering
            hiit
            indoor_grinding
            hunting_with_dogs
            amrap
            emom
            tabata
            esport
            triathlon
            duathlon
            brick
            swim_run
            adventure_race
            trucker_workout
            pickleball
            padel
            indoor_wheelchair_walk
            indoor_wheelchair_run
            indoor_hand_cycling
            field
            ice
            ultimate
            platform
            squash
            badminton
            racquetball
            table_tennis
            overland
            trolling_motor
            fly_canopy
            fly_paraglide
            fly_paramotor
            fly_pressurized
            fly_navigate
            fly_timer
            fly_altimeter
            fly_wx
            fly_vfr
            fly_ifr
            dynamic_apnea
            enduro
            rucking
            rally
            pool_triathlon
            e_bike_enduro
            all
            """)
}
