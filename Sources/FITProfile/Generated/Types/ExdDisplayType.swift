// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `exd_display_type`, with a name for each value the profile names.
    public struct ExdDisplayType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 73 }

        @_alwaysEmitIntoClient public static var numerical: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var simple: Self { Self(rawValue: 1) }
        @_alwaysEmitIntoClient public static var graph: Self { Self(rawValue: 2) }
        @_alwaysEmitIntoClient public static var bar: Self { Self(rawValue: 3) }
        /// `circle_graph`
        @_alwaysEmitIntoClient public static var circleGraph: Self { Self(rawValue: 4) }
        /// `virtual_partner`
        @_alwaysEmitIntoClient public static var virtualPartner: Self { Self(rawValue: 5) }
        @_alwaysEmitIntoClient public static var balance: Self { Self(rawValue: 6) }
        /// `string_list`
        @_alwaysEmitIntoClient public static var stringList: Self { Self(rawValue: 7) }
        @_alwaysEmitIntoClient public static var string: Self { Self(rawValue: 8) }
        /// `simple_dynamic_icon`
        @_alwaysEmitIntoClient public static var simpleDynamicIcon: Self { Self(rawValue: 9) }
        @_alwaysEmitIntoClient public static var gauge: Self { Self(rawValue: 10) }
    }
}

func makeType73() -> TypeProfile {
    TypeProfile(
        name: "exd_display_type", values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        names: """
            numerical
            simple
            graph
            bar
            circle_graph
            virtual_partner
            balance
            string_list
            string
            simple_dynamic_icon
            gauge
            """)
}
