// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `ant_channel_id`, with a name for each value the profile names.
    public struct AntChannelId: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 6 }

        /// `ant_device_number`
        @_alwaysEmitIntoClient public static var antDeviceNumber: Self { Self(rawValue: 65535) }
        /// `ant_device_type`
        @_alwaysEmitIntoClient public static var antDeviceType: Self { Self(rawValue: 16711680) }
        /// `ant_transmission_type_lower_nibble`
        @_alwaysEmitIntoClient public static var antTransmissionTypeLowerNibble: Self { Self(rawValue: 251658240) }
        /// `ant_extended_device_number_upper_nibble`
        @_alwaysEmitIntoClient public static var antExtendedDeviceNumberUpperNibble: Self {
            Self(rawValue: 4026531840)
        }
    }
}

func makeType6() -> TypeProfile {
    TypeProfile(
        name: "ant_channel_id", values: [65535, 16711680, 251658240, 4026531840],
        names: """
            ant_device_number
            ant_device_type
            ant_transmission_type_lower_nibble
            ant_extended_device_number_upper_nibble
            """)
}
