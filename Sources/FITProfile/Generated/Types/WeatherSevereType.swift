// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `weather_severe_type`, with a name for each value the profile names.
    public struct WeatherSevereType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 204 }

        @_alwaysEmitIntoClient public static var unspecified: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var tornado: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var tsunami: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var hurricane: Self { Self(rawValue: 3) }
        /// `extreme_wind`
        @_alwaysEmitIntoClient public static var extremeWind: Self { Self(rawValue: 4) }
        @_alwaysEmitIntoClient public static var typhoon: Self { Self(rawValue: 5) }
        /// `inland_hurricane`
        @_alwaysEmitIntoClient public static var inlandHurricane: Self { Self(rawValue: 6) }
        /// `hurricane_force_wind`
        @_alwaysEmitIntoClient public static var hurricaneForceWind: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var waterspout: Self { Self(rawValue: 8) }
        /// `severe_thunderstorm`
        @_alwaysEmitIntoClient public static var severeThunderstorm: Self { Self(rawValue: 9) }
        /// `wreckhouse_winds`
        @_alwaysEmitIntoClient public static var wreckhouseWinds: Self { Self(rawValue: 10) }
        /// `les_suetes_wind`
        @_alwaysEmitIntoClient public static var lesSuetesWind: Self { Self(rawValue: 11) }
        @_alwaysEmitIntoClient public static var avalanche: Self { Self(rawValue: 12) }
        /// `flash_flood`
        @_alwaysEmitIntoClient public static var flashFlood: Self { Self(rawValue: 13) }
        /// `tropical_storm`
        @_alwaysEmitIntoClient public static var tropicalStorm: Self { Self(rawValue: 14) }
        /// `inland_tropical_storm`
        @_alwaysEmitIntoClient public static var inlandTropicalStorm: Self { Self(rawValue: 15) }
        @_alwaysEmitIntoClient public static var blizzard: Self { Self(rawValue: 16) }
        /// `ice_storm`
        @_alwaysEmitIntoClient public static var iceStorm: Self { Self(rawValue: 17) }
        /// `freezing_rain`
        @_alwaysEmitIntoClient public static var freezingRain: Self { Self(rawValue: 18) }
        /// `debris_flow`
        @_alwaysEmitIntoClient public static var debrisFlow: Self { Self(rawValue: 19) }
        /// `flash_freeze`
        @_alwaysEmitIntoClient public static var flashFreeze: Self { Self(rawValue: 20) }
        /// `dust_storm`
        @_alwaysEmitIntoClient public static var dustStorm: Self { Self(rawValue: 21) }
        /// `high_wind`
        @_alwaysEmitIntoClient public static var highWind: Self { Self(rawValue: 22) }
        /// `winter_storm`
        @_alwaysEmitIntoClient public static var winterStorm: Self { Self(rawValue: 23) }
        /// `heavy_freezing_spray`
        @_alwaysEmitIntoClient public static var heavyFreezingSpray: Self { Self(rawValue: 24) }
        /// `extreme_cold`
        @_alwaysEmitIntoClient public static var extremeCold: Self { Self(rawValue: 25) }
        /// `wind_chill`
        @_alwaysEmitIntoClient public static var windChill: Self { Self(rawValue: 26) }
        /// `cold_wave`
        @_alwaysEmitIntoClient public static var coldWave: Self { Self(rawValue: 27) }
        /// `heavy_snow_alert`
        @_alwaysEmitIntoClient public static var heavySnowAlert: Self { Self(rawValue: 28) }
        /// `lake_effect_blowing_snow`
        @_alwaysEmitIntoClient public static var lakeEffectBlowingSnow: Self { Self(rawValue: 29) }
        /// `snow_squall`
        @_alwaysEmitIntoClient public static var snowSquall: Self { Self(rawValue: 30) }
        /// `lake_effect_snow`
        @_alwaysEmitIntoClient public static var lakeEffectSnow: Self { Self(rawValue: 31) }
        /// `winter_weather`
        @_alwaysEmitIntoClient public static var winterWeather: Self { Self(rawValue: 32) }
        @_alwaysEmitIntoClient public static var sleet: Self { Self(rawValue: 33) }
        @_alwaysEmitIntoClient public static var snowfall: Self { Self(rawValue: 34) }
        /// `snow_and_blowing_snow`
        @_alwaysEmitIntoClient public static var snowAndBlowingSnow: Self { Self(rawValue: 35) }
        /// `blowing_snow`
        @_alwaysEmitIntoClient public static var blowingSnow: Self { Self(rawValue: 36) }
        /// `snow_alert`
        @_alwaysEmitIntoClient public static var snowAlert: Self { Self(rawValue: 37) }
        /// `arctic_outflow`
        @_alwaysEmitIntoClient public static var arcticOutflow: Self { Self(rawValue: 38) }
        /// `freezing_drizzle`
        @_alwaysEmitIntoClient public static var freezingDrizzle: Self { Self(rawValue: 39) }
        @_alwaysEmitIntoClient public static var storm: Self { Self(rawValue: 40) }
        /// `storm_surge`
        @_alwaysEmitIntoClient public static var stormSurge: Self { Self(rawValue: 41) }
        @_alwaysEmitIntoClient public static var rainfall: Self { Self(rawValue: 42) }
        /// `areal_flood`
        @_alwaysEmitIntoClient public static var arealFlood: Self { Self(rawValue: 43) }
        /// `coastal_flood`
        @_alwaysEmitIntoClient public static var coastalFlood: Self { Self(rawValue: 44) }
        /// `lakeshore_flood`
        @_alwaysEmitIntoClient public static var lakeshoreFlood: Self { Self(rawValue: 45) }
        /// `excessive_heat`
        @_alwaysEmitIntoClient public static var excessiveHeat: Self { Self(rawValue: 46) }
        @_alwaysEmitIntoClient public static var heat: Self { Self(rawValue: 47) }
        @_alwaysEmitIntoClient public static var weather: Self { Self(rawValue: 48) }
        /// `high_heat_and_humidity`
        @_alwaysEmitIntoClient public static var highHeatAndHumidity: Self { Self(rawValue: 49) }
        /// `humidex_and_health`
        @_alwaysEmitIntoClient public static var humidexAndHealth: Self { Self(rawValue: 50) }
        @_alwaysEmitIntoClient public static var humidex: Self { Self(rawValue: 51) }
        @_alwaysEmitIntoClient public static var gale: Self { Self(rawValue: 52) }
        /// `freezing_spray`
        @_alwaysEmitIntoClient public static var freezingSpray: Self { Self(rawValue: 53) }
        /// `special_marine`
        @_alwaysEmitIntoClient public static var specialMarine: Self { Self(rawValue: 54) }
        @_alwaysEmitIntoClient public static var squall: Self { Self(rawValue: 55) }
        /// `strong_wind`
        @_alwaysEmitIntoClient public static var strongWind: Self { Self(rawValue: 56) }
        /// `lake_wind`
        @_alwaysEmitIntoClient public static var lakeWind: Self { Self(rawValue: 57) }
        /// `marine_weather`
        @_alwaysEmitIntoClient public static var marineWeather: Self { Self(rawValue: 58) }
        @_alwaysEmitIntoClient public static var wind: Self { Self(rawValue: 59) }
        /// `small_craft_hazardous_seas`
        @_alwaysEmitIntoClient public static var smallCraftHazardousSeas: Self { Self(rawValue: 60) }
        /// `hazardous_seas`
        @_alwaysEmitIntoClient public static var hazardousSeas: Self { Self(rawValue: 61) }
        /// `small_craft`
        @_alwaysEmitIntoClient public static var smallCraft: Self { Self(rawValue: 62) }
        /// `small_craft_winds`
        @_alwaysEmitIntoClient public static var smallCraftWinds: Self { Self(rawValue: 63) }
        /// `small_craft_rough_bar`
        @_alwaysEmitIntoClient public static var smallCraftRoughBar: Self { Self(rawValue: 64) }
        /// `high_water_level`
        @_alwaysEmitIntoClient public static var highWaterLevel: Self { Self(rawValue: 65) }
        @_alwaysEmitIntoClient public static var ashfall: Self { Self(rawValue: 66) }
        /// `freezing_fog`
        @_alwaysEmitIntoClient public static var freezingFog: Self { Self(rawValue: 67) }
        /// `dense_fog`
        @_alwaysEmitIntoClient public static var denseFog: Self { Self(rawValue: 68) }
        /// `dense_smoke`
        @_alwaysEmitIntoClient public static var denseSmoke: Self { Self(rawValue: 69) }
        /// `blowing_dust`
        @_alwaysEmitIntoClient public static var blowingDust: Self { Self(rawValue: 70) }
        /// `hard_freeze`
        @_alwaysEmitIntoClient public static var hardFreeze: Self { Self(rawValue: 71) }
        @_alwaysEmitIntoClient public static var freeze: Self { Self(rawValue: 72) }
        @_alwaysEmitIntoClient public static var frost: Self { Self(rawValue: 73) }
        /// `fire_weather`
        @_alwaysEmitIntoClient public static var fireWeather: Self { Self(rawValue: 74) }
        @_alwaysEmitIntoClient public static var flood: Self { Self(rawValue: 75) }
        /// `rip_tide`
        @_alwaysEmitIntoClient public static var ripTide: Self { Self(rawValue: 76) }
        /// `high_surf`
        @_alwaysEmitIntoClient public static var highSurf: Self { Self(rawValue: 77) }
        @_alwaysEmitIntoClient public static var smog: Self { Self(rawValue: 78) }
        /// `air_quality`
        @_alwaysEmitIntoClient public static var airQuality: Self { Self(rawValue: 79) }
        /// `brisk_wind`
        @_alwaysEmitIntoClient public static var briskWind: Self { Self(rawValue: 80) }
        /// `air_stagnation`
        @_alwaysEmitIntoClient public static var airStagnation: Self { Self(rawValue: 81) }
        /// `low_water`
        @_alwaysEmitIntoClient public static var lowWater: Self { Self(rawValue: 82) }
        @_alwaysEmitIntoClient public static var hydrological: Self { Self(rawValue: 83) }
        /// `special_weather`
        @_alwaysEmitIntoClient public static var specialWeather: Self { Self(rawValue: 84) }
    }
}

func makeType204() -> TypeProfile {
    TypeProfile(
        name: "weather_severe_type",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
            56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82,
            83, 84
        ],
        names: """
            unspecified
            tornado
            tsunami
            hurricane
            extreme_wind
            typhoon
            inland_hurricane
            hurricane_force_wind
            waterspout
            severe_thunderstorm
            wreckhouse_winds
            les_suetes_wind
            avalanche
            flash_flood
            tropical_storm
            inland_tropical_storm
            blizzard
            ice_storm
            freezing_rain
            debris_flow
            flash_freeze
            dust_storm
            high_wind
            winter_storm
            heavy_freezing_spray
            extreme_cold
            wind_chill
            cold_wave
            heavy_snow_alert
            lake_effect_blowing_snow
            snow_squall
            lake_effect_snow
            winter_weather
            sleet
            snowfall
            snow_and_blowing_snow
            blowing_snow
            snow_alert
            arctic_outflow
            freezing_drizzle
            storm
            storm_surge
            rainfall
            areal_flood
            coastal_flood
            lakeshore_flood
            excessive_heat
            heat
            weather
            high_heat_and_humidity
            humidex_and_health
            humidex
            gale
            freezing_spray
            special_marine
            squall
            strong_wind
            lake_wind
            marine_weather
            wind
            small_craft_hazardous_seas
            hazardous_seas
            small_craft
            small_craft_winds
            small_craft_rough_bar
            high_water_level
            ashfall
            freezing_fog
            dense_fog
            dense_smoke
            blowing_dust
            hard_freeze
            freeze
            frost
            fire_weather
            flood
            rip_tide
            high_surf
            smog
            air_quality
            brisk_wind
            air_stagnation
            low_water
            hydrological
            special_weather
            """)
}
