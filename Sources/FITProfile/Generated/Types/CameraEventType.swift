// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `camera_event_type`, with a name for each value the profile names.
    public struct CameraEventType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 33 }

        /// `video_start`
        @_alwaysEmitIntoClient public static var videoStart: Self { Self(rawValue: 0) }
        /// `video_split`
        @_alwaysEmitIntoClient public static var videoSplit: Self { Self(rawValue: 1) }
        /// `video_end`
        @_alwaysEmitIntoClient public static var videoEnd: Self { Self(rawValue: 2) }
        /// `photo_taken`
        @_alwaysEmitIntoClient public static var photoTaken: Self { Self(rawValue: 3) }
        /// `video_second_stream_start`
        @_alwaysEmitIntoClient public static var videoSecondStreamStart: Self { Self(rawValue: 4) }
        /// `video_second_stream_split`
        @_alwaysEmitIntoClient public static var videoSecondStreamSplit: Self { Self(rawValue: 5) }
        /// `video_second_stream_end`
        @_alwaysEmitIntoClient public static var videoSecondStreamEnd: Self { Self(rawValue: 6) }
        /// `video_split_start`
        @_alwaysEmitIntoClient public static var videoSplitStart: Self { Self(rawValue: 7) }
        /// `video_second_stream_split_start`
        @_alwaysEmitIntoClient public static var videoSecondStreamSplitStart: Self { Self(rawValue: 8) }
        /// `video_pause`
        @_alwaysEmitIntoClient public static var videoPause: Self { Self(rawValue: 11) }
        /// `video_second_stream_pause`
        @_alwaysEmitIntoClient public static var videoSecondStreamPause: Self { Self(rawValue: 12) }
        /// `video_resume`
        @_alwaysEmitIntoClient public static var videoResume: Self { Self(rawValue: 13) }
        /// `video_second_stream_resume`
        @_alwaysEmitIntoClient public static var videoSecondStreamResume: Self { Self(rawValue: 14) }
    }
}

func makeType33() -> TypeProfile {
    TypeProfile(
        name: "camera_event_type", values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14],
        names: """
            video_start
            video_split
            video_end
            photo_taken
            video_second_stream_start
            video_second_stream_split
            video_second_stream_end
            video_split_start
            video_second_stream_split_start
            video_pause
            video_second_stream_pause
            video_resume
            video_second_stream_resume
            """)
}
