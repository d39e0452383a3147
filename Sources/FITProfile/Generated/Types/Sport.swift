// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `sport`, with a name for each value the profile names.
    public struct Sport: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 169 }

        @_alwaysEmitIntoClient public static var generic: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var running: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var cycling: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var transition: Self { Self(rawValue: 3) }
        /// `fitness_equipment`
        @_alwaysEmitIntoClient public static var fitnessEquipment: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var swimming: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var basketball: Self { Self(rawValue: 6) }
        @_alwaysEmitIntoClient public static var soccer: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var tennis: Self { Self(rawValue: 8) }
        /// `american_football`
        @_alwaysEmitIntoClient public static var americanFootball: Self { Self(rawValue: 9) }
        @_alwaysEmitIntoClient public static var training: Self { Self(rawValue: 10) }
        @_alwaysEmitIntoClient public static var walking: Self { Self(rawValue: 11) }
        /// `cross_country_skiing`
        @_alwaysEmitIntoClient public static var crossCountrySkiing: Self { Self(rawValue: 12) }
        /// `alpine_skiing`
        @_alwaysEmitIntoClient public static var alpineSkiing: Self { Self(rawValue: 13) }
        @_alwaysEmitIntoClient public static var snowboarding: Self { Self(rawValue: 14) }
        @_alwaysEmitIntoClient public static var rowing: Self { Self(rawValue: 15) }
        @_alwaysEmitIntoClient public static var mountaineering: Self { Self(rawValue: 16) }
        @_alwaysEmitIntoClient public static var hiking: Self { Self(rawValue: 17) }
        @_alwaysEmitIntoClient public static var multisport: Self { Self(rawValue: 18) }
        @_alwaysEmitIntoClient public static var paddling: Self { Self(rawValue: 19) }
        @_alwaysEmitIntoClient public static var flying: Self { Self(rawValue: 20) }
        /// `e_biking`
        @_alwaysEmitIntoClient public static var eBiking: Self { Self(rawValue: 21) }
        @_alwaysEmitIntoClient public static var motorcycling: Self { Self(rawValue: 22) }
        @_alwaysEmitIntoClient public static var boating: Self { Self(rawValue: 23) }
        @_alwaysEmitIntoClient public static var driving: Self { Self(rawValue: 24) }
        @_alwaysEmitIntoClient public static var golf: Self { Self(rawValue: 25) }
        /// `hang_gliding`
        @_alwaysEmitIntoClient public static var hangGliding: Self { Self(rawValue: 26) }
        /// `horseback_riding`
        @_alwaysEmitIntoClient public static var horsebackRiding: Self { Self(rawValue: 27) }
        @_alwaysEmitIntoClient public static var hunting: Self { Self(rawValue: 28) }
        @_alwaysEmitIntoClient public static var fishing: Self { Self(rawValue: 29) }
        /// `inline_skating`
        @_alwaysEmitIntoClient public static var inlineSkating: Self { Self(rawValue: 30) }
        /// `rock_climbing`
        @_alwaysEmitIntoClient public static var rockClimbing: Self { Self(rawValue: 31) }
        @_alwaysEmitIntoClient public static var sailing: Self { Self(rawValue: 32) }
        /// `ice_skating`
        @_alwaysEmitIntoClient public static var iceSkating: Self { Self(rawValue: 33) }
        /// `sky_diving`
        @_alwaysEmitIntoClient public static var skyDiving: Self { Self(rawValue: 34) }
        @_alwaysEmitIntoClient public static var snowshoeing: Self { Self(rawValue: 35) }
        @_alwaysEmitIntoClient public static var snowmobiling: Self { Self(rawValue: 36) }
        /// `stand_up_paddleboarding`
        @_alwaysEmitIntoClient public static var standUpPaddleboarding: Self { Self(rawValue: 37) }
        @_alwaysEmitIntoClient public static var surfing: Self { Self(rawValue: 38) }
        @_alwaysEmitIntoClient public static var wakeboarding: Self { Self(rawValue: 39) }
        /// `water_skiing`
        @_alwaysEmitIntoClient public static var waterSkiing: Self { Self(rawValue: 40) }
        @_alwaysEmitIntoClient public static var kayaking: Self { Self(rawValue: 41) }
        @_alwaysEmitIntoClient public static var rafting: Self { Self(rawValue: 42) }
        @_alwaysEmitIntoClient public static var windsurfing: Self { Self(rawValue: 43) }
        @_alwaysEmitIntoClient public static var kitesurfing: Self { Self(rawValue: 44) }
        @_alwaysEmitIntoClient public static var tactical: Self { Self(rawValue: 45) }
        @_alwaysEmitIntoClient public static var jumpmaster: Self { Self(rawValue: 46) }
        @_alwaysEmitIntoClient public static var boxing: Self { Self(rawValue: 47) }
        /// `floor_climbing`
        @_alwaysEmitIntoClient public static var floorClimbing: Self { Self(rawValue: 48) }
        @_alwaysEmitIntoClient public static var baseball: Self { Self(rawValue: 49) }
        @_alwaysEmitIntoClient public static var diving: Self { Self(rawValue: 53) }
        @_alwaysEmitIntoClient public static var shooting: Self { Self(rawValue: 56) }
        /// `winter_sport`
        @_alwaysEmitIntoClient public static var winterSport: Self { Self(rawValue: 58) }
        @_alwaysEmitIntoClient public static var grinding: Self { Self(rawValue: 59) }
        @_alwaysEmitIntoClient public static var hiit: Self { Self(rawValue: 62) }
        /// `video_gaming`
        @_alwaysEmitIntoClient public static var videoGaming: Self { Self(rawValue: 63) }
        @_alwaysEmitIntoClient public static var racket: Self { Self(rawValue: 64) }
        /// `wheelchair_push_walk`
        @_alwaysEmitIntoClient public static var wheelchairPushWalk: Self { Self(rawValue: 65) }
        /// `wheelchair_push_run`
        @_alwaysEmitIntoClient public static var wheelchairPushRun: Self { Self(rawValue: 66) }
        @_alwaysEmitIntoClient public static var meditation: Self { Self(rawValue: 67) }
        /// `para_sport`
        @_alwaysEmitIntoClient public static var paraSport: Self { Self(rawValue: 68) }
        /// `disc_golf`
        @_alwaysEmitIntoClient public static var discGolf: Self { Self(rawValue: 69) }
        /// `team_sport`
        @_alwaysEmitIntoClient public static var teamSport: Self { Self(rawValue: 70) }
        @_alwaysEmitIntoClient public static var cricket: Self { Self(rawValue: 71) }
        @_alwaysEmitIntoClient public static var rugby: Self { Self(rawValue: 72) }
        @_alwaysEmitIntoClient public static var hockey: Self { Self(rawValue: 73) }
        @_alwaysEmitIntoClient public static var lacrosse: Self { Self(rawValue: 74) }
        @_alwaysEmitIntoClient public static var volleyball: Self { Self(rawValue: 75) }
        /// `water_tubing`
        @_alwaysEmitIntoClient public static var waterTubing: Self { Self(rawValue: 76) }
        @_alwaysEmitIntoClient public static var wakesurfing: Self { Self(rawValue: 77) }
        /// `water_sport`
        @_alwaysEmitIntoClient public static var waterSport: Self { Self(rawValue: 78) }
        @_alwaysEmitIntoClient public static var archery: Self { Self(rawValue: 79) }
        /// `mixed_martial_arts`
        @_alwaysEmitIntoClient public static var mixedMartialArts: Self { Self(rawValue: 80) }
        /// `motor_sports`
        @_alwaysEmitIntoClient public static var motorSports: Self { Self(rawValue: 81) }
        @_alwaysEmitIntoClient public static var snorkeling: Self { Self(rawValue: 82) }
        @_alwaysEmitIntoClient public static var dance: Self { Self(rawValue: 83) }
        /// `jump_rope`
        @_alwaysEmitIntoClient public static var jumpRope: Self { Self(rawValue: 84) }
        /// `pool_apnea`
        @_alwaysEmitIntoClient public static var poolApnea: Self { Self(rawValue: 85) }
        @_alwaysEmitIntoClient public static var mobility: Self { Self(rawValue: 86) }
        @_alwaysEmitIntoClient public static var geocaching: Self { Self(rawValue: 87) }
        @_alwaysEmitIntoClient public static var canoeing: Self { Self(rawValue: 88) }
        @_alwaysEmitIntoClient public static var all: Self { Self(rawValue: 254) }
    }
}

func makeType169() -> TypeProfile {
    TypeProfile(
        name: "sport",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 53, 56, 58, 59, 62, 63,
            64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 254
        ],
        names: """
            generic
            running
            cycling
            transition
            fitness_equipment
            swimming
            basketball
            soccer
            tennis
            american_football
            training
            walking
            cross_country_skiing
            alpine_skiing
            snowboarding
            rowing
            mountaineering
            hiking
            multisport
            paddling
            flying
            e_biking
            motorcycling
            boating
            driving
            golf
            hang_gliding
            horseback_riding
            hunting
            fishing
            inline_skating
            rock_climbing
            sailing
            ice_skating
            sky_diving
            snowshoeing
            snowmobiling
            stand_up_paddleboarding
            surfing
            wakeboarding
            water_skiing
            kayaking
            rafting
            windsurfing
            kitesurfing
            tactical
            jumpmaster
            boxing
            floor_climbing
            baseball
            diving
            shooting
            winter_sport
            grinding
            hiit
            video_gaming
            racket
            wheelchair_push_walk
            wheelchair_push_run
            meditation
            para_sport
            disc_golf
            team_sport
            cricket
            rugby
            hockey
            lacrosse
            volleyball
            water_tubing
            wakesurfing
            water_sport
            archery
            mixed_martial_arts
            motor_sports
            snorkeling
            dance
            jump_rope
            pool_apnea
            mobility
            geocaching
            canoeing
            all
            """)
}
