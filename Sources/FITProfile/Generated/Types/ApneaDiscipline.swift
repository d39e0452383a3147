// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `apnea_discipline`, with a name for each value the profile names.
    public struct ApneaDiscipline: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 9 }

        /// `constant_weight_with_fins`
        @_alwaysEmitIntoClient public static var constantWeightWithFins: Self { Self(rawValue: 0) }
        /// `constant_weight_with_bifins`
        @_alwaysEmitIntoClient public static var constantWeightWithBifins: Self { Self(rawValue: 1) }
        /// `constant_weight_without_fins`
        @_alwaysEmitIntoClient public static var constantWeightWithoutFins: Self { Self(rawValue: 2) }
        /// `dynamic_with_fins`
        @_alwaysEmitIntoClient public static var dynamicWithFins: Self { Self(rawValue: 3) }
        /// `dynamic_with_bifins`
        @_alwaysEmitIntoClient public static var dynamicWithBifins: Self { Self(rawValue: 4) }
        /// `dynamic_without_fins`
        @_alwaysEmitIntoClient public static var dynamicWithoutFins: Self { Self(rawValue: 5) }
        /// `free_immersion`
        @_alwaysEmitIntoClient public static var freeImmersion: Self { Self(rawValue: 6) }
        /// `no_limit`
        @_alwaysEmitIntoClient public static var noLimit: Self { Self(rawValue: 7) }
        /// `speed_endurance_apnea`
        @_alwaysEmitIntoClient public static var speedEnduranceApnea: Self { Self(rawValue: 8) }
        /// `static_apnea`
        @_alwaysEmitIntoClient public static var staticApnea: Self { Self(rawValue: 9) }
        /// `variable_weight`
        @_alwaysEmitIntoClient public static var variableWeight: Self { Self(rawValue: 10) }
    }
}

func makeType9() -> TypeProfile {
    TypeProfile(
        name: "apnea_discipline", values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        names: """
            constant_weight_with_fins
            constant_weight_with_bifins
            constant_weight_without_fins
            dynamic_with_fins
            dynamic_with_bifins
            dynamic_without_fins
            free_immersion
            no_limit
            speed_endurance_apnea
            static_apnea
            variable_weight
            """)
}
