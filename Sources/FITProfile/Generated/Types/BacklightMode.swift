// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `backlight_mode`, with a name for each value the profile names.
    public struct BacklightMode: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 16 }

        @_alwaysEmitIntoClient public static var off: Self { Self(rawValue: 0) }
        @_alwaysEmitIntoClient public static var manual: Self { Self(rawValue: 1) }
        /// `key_and_messages`
        @_alwaysEmitIntoClient public static var keyAndMessages: Self { Self(rawValue: 2) }
        /// `auto_brightness`
        @_alwaysEmitIntoClient public static var autoBrightness: Self { Self(rawValue: 3) }
        /// `smart_notifications`
        @_alwaysEmitIntoClient public static var smartNotifications: Self { Self(rawValue: 4) }
        /// `key_and_messages_night`
        @_alwaysEmitIntoClient public static var keyAndMessagesNight: Self { Self(rawValue: 5) }
        /// `key_and_messages_and_smart_notifications`
        @_alwaysEmitIntoClient public static var keyAndMessagesAndSmartNotifications: Self { Self(rawValue: 6) }
    }
}

func makeType16() -> TypeProfile {
    TypeProfile(
        name: "backlight_mode", values: [0, 1, 2, 3, 4, 5, 6],
        names: """
            off
            manual
            key_and_messages
            auto_brightness
            smart_notifications
            key_and_messages_night
            key_and_messages_and_smart_notifications
            """)
}
