// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `fit_base_type`, with a name for each value the profile names.
    public struct FitBaseType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 80 }

        @_alwaysEmitIntoClient public static var `enum`: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var sint8: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var uint8: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var string: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var uint8z: Self { Self(rawValue: 10) }
        @_alwaysEmitIntoClient public static var byte: Self { Self(rawValue: 13) }
        @_alwaysEmitIntoClient public static var sint16: Self { Self(rawValue: 131) }
        @_alwaysEmitIntoClient public static var uint16: Self { Self(rawValue: 132) }
        @_alwaysEmitIntoClient public static var sint32: Self { Self(rawValue: 133) }
        @_alwaysEmitIntoClient public static var uint32: Self { Self(rawValue: 134) }
        @_alwaysEmitIntoClient public static var float32: Self { Self(rawValue: 136) }
        @_alwaysEmitIntoClient public static var float64: Self { Self(rawValue: 137) }
        @_alwaysEmitIntoClient public static var uint16z: Self { Self(rawValue: 139) }
        @_alwaysEmitIntoClient public static var uint32z: Self { Self(rawValue: 140) }
        @_alwaysEmitIntoClient public static var sint64: Self { Self(rawValue: 142) }
        @_alwaysEmitIntoClient public static var uint64: Self { Self(rawValue: 143) }
        @_alwaysEmitIntoClient public static var uint64z: Self { Self(rawValue: 144) }
    }
}

func makeType80() -> TypeProfile {
    TypeProfile(
        name: "fit_base_type", values: [0, 1, 2, 7, 10, 13, 131, 132, 133, 134, 136, 137, 139, 140, 142, 143, 144],
        names: """
            enum
            sint8
            uint8
            string
            uint8z
            byte
            sint16
            uint16
            sint32
            uint32
            float32
            float64
            uint16z
            uint32z
            sint64
            uint64
            uint64z
            """)
}
