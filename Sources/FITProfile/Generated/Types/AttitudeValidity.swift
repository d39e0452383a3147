// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `attitude_validity`, with a name for each value the profile names.
    public struct AttitudeValidity: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 11 }

        /// `track_angle_heading_valid`
        @_alwaysEmitIntoClient public static var trackAngleHeadingValid: Self { Self(rawValue: 1) }
        /// `pitch_valid`
        @_alwaysEmitIntoClient public static var pitchValid: Self { Self(rawValue: 2) }
        /// `roll_valid`
        @_alwaysEmitIntoClient public static var rollValid: Self { Self(rawValue: 4) }
        /// `lateral_body_accel_valid`
        @_alwaysEmitIntoClient public static var lateralBodyAccelValid: Self { Self(rawValue: 8) }
        /// `normal_body_accel_valid`
        @_alwaysEmitIntoClient public static var normalBodyAccelValid: Self { Self(rawValue: 16) }
        /// `turn_rate_valid`
        @_alwaysEmitIntoClient public static var turnRateValid: Self { Self(rawValue: 32) }
        /// `hw_fail`
        @_alwaysEmitIntoClient public static var hwFail: Self { Self(rawValue: 64) }
        /// `mag_invalid`
        @_alwaysEmitIntoClient public static var magInvalid: Self { Self(rawValue: 128) }
        /// `no_gps`
        @_alwaysEmitIntoClient public static var noGps: Self { Self(rawValue: 256) }
        /// `gps_invalid`
        @_alwaysEmitIntoClient public static var gpsInvalid: Self { Self(rawValue: 512) }
        /// `solution_coasting`
        @_alwaysEmitIntoClient public static var solutionCoasting: Self { Self(rawValue: 1024) }
        /// `true_track_angle`
        @_alwaysEmitIntoClient public static var trueTrackAngle: Self { Self(rawValue: 2048) }
        /// `magnetic_heading`
        @_alwaysEmitIntoClient public static var magneticHeading: Self { Self(rawValue: 4096) }
    }
}

func makeType11() -> TypeProfile {
    TypeProfile(
        name: "attitude_validity", values: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096],
        names: """
            track_angle_heading_valid
            pitch_valid
            roll_valid
            lateral_body_accel_valid
            normal_body_accel_valid
            turn_rate_valid
            hw_fail
            mag_invalid
            no_gps
            gps_invalid
            solution_coasting
            true_track_angle
            magnetic_heading
            """)
}
