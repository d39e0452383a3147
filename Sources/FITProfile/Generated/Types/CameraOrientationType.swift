// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `camera_orientation_type`, with a name for each value the profile names.
    public struct CameraOrientationType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 34 }

        /// `camera_orientation_0`
        @_alwaysEmitIntoClient public static var cameraOrientation0: Self { Self(rawValue: 0) }
        /// `camera_orientation_90`
        @_alwaysEmitIntoClient public static var cameraOrientation90: Self { Self(rawValue: 1) }
        /// `camera_orientation_180`
        @_alwaysEmitIntoClient public static var cameraOrientation180: Self { Self(rawValue: 2) }
        /// `camera_orientation_270`
        @_alwaysEmitIntoClient public static var cameraOrientation270: Self { Self(rawValue: 3) }
    }
}

func makeType34() -> TypeProfile {
    TypeProfile(
        name: "camera_orientation_type", values: [0, 1, 2, 3],
        names: """
            camera_orientation_0
            camera_orientation_90
            camera_orientation_180
            camera_orientation_270
            """)
}
