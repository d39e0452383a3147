// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `turn_type`, with a name for each value the profile names.
    public struct TurnType: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 196 }

        /// `arriving_idx`
        @_alwaysEmitIntoClient public static var arrivingIdx: Self { Self(rawValue: 0) }
        /// `arriving_left_idx`
        @_alwaysEmitIntoClient public static var arrivingLeftIdx: Self { Self(rawValue: 1) }
        /// `arriving_right_idx`
        @_alwaysEmitIntoClient public static var arrivingRightIdx: Self { Self(rawValue: 2) }
        /// `arriving_via_idx`
        @_alwaysEmitIntoClient public static var arrivingViaIdx: Self { Self(rawValue: 3) }
        /// `arriving_via_left_idx`
        @_alwaysEmitIntoClient public static var arrivingViaLeftIdx: Self { Self(rawValue: 4) }
        /// `arriving_via_right_idx`
        @_alwaysEmitIntoClient public static var arrivingViaRightIdx: Self { Self(rawValue: 5) }
        /// `bear_keep_left_idx`
        @_alwaysEmitIntoClient public static var bearKeepLeftIdx: Self { Self(rawValue: 6) }
        /// `bear_keep_right_idx`
        @_alwaysEmitIntoClient public static var bearKeepRightIdx: Self { Self(rawValue: 7) }
        /// `continue_idx`
        @_alwaysEmitIntoClient public static var continueIdx: Self { Self(rawValue: 8) }
        /// `exit_left_idx`
        @_alwaysEmitIntoClient public static var exitLeftIdx: Self { Self(rawValue: 9) }
        /// `exit_right_idx`
        @_alwaysEmitIntoClient public static var exitRightIdx: Self { Self(rawValue: 10) }
        /// `ferry_idx`
        @_alwaysEmitIntoClient public static var ferryIdx: Self { Self(rawValue: 11) }
        /// `roundabout_45_idx`
        @_alwaysEmitIntoClient public static var roundabout45Idx: Self { Self(rawValue: 12) }
        /// `roundabout_90_idx`
        @_alwaysEmitIntoClient public static var roundabout90Idx: Self { Self(rawValue: 13) }
        /// `roundabout_135_idx`
        @_alwaysEmitIntoClient public static var roundabout135Idx: Self { Self(rawValue: 14) }
        /// `roundabout_180_idx`
        @_alwaysEmitIntoClient public static var roundabout180Idx: Self { Self(rawValue: 15) }
        /// `roundabout_225_idx`
        @_alwaysEmitIntoClient public static var roundabout225Idx: Self { Self(rawValue: 16) }
        /// `roundabout_270_idx`
        @_alwaysEmitIntoClient public static var roundabout270Idx: Self { Self(rawValue: 17) }
        /// `roundabout_315_idx`
        @_alwaysEmitIntoClient public static var roundabout315Idx: Self { Self(rawValue: 18) }
        /// `roundabout_360_idx`
        @_alwaysEmitIntoClient public static var roundabout360Idx: Self { Self(rawValue: 19) }
        /// `roundabout_neg_45_idx`
        @_alwaysEmitIntoClient public static var roundaboutNeg45Idx: Self { Self(rawValue: 20) }
        /// `roundabout_neg_90_idx`
        @_alwaysEmitIntoClient public static var roundaboutNeg90Idx: Self { Self(rawValue: 21) }
        /// `roundabout_neg_135_idx`
        @_alwaysEmitIntoClient public static var roundaboutNeg135Idx: Self { Self(rawValue: 22) }
        /// `roundabout_neg_180_idx`
        @_alwaysEmitIntoClient public static var roundaboutNeg180Idx: Self { Self(rawValue: 23) }
        /// `roundabout_neg_225_idx`
        @_alwaysEmitIntoClient public static var roundaboutNeg225Idx: Self { Self(rawValue: 24) }
        /// `roundabout_neg_270_idx`
        @_alwaysEmitIntoClient public static var roundaboutNeg270Idx: Self { Self(rawValue: 25) }
        /// `roundabout_neg_315_idx`
        @_alwaysEmitIntoClient public static var roundaboutNeg315Idx: Self { Self(rawValue: 26) }
        /// `roundabout_neg_360_idx`
        @_alwaysEmitIntoClient public static var roundaboutNeg360Idx: Self { Self(rawValue: 27) }
        /// `roundabout_generic_idx`
        @_alwaysEmitIntoClient public static var roundaboutGenericIdx: Self { Self(rawValue: 28) }
        /// `roundabout_neg_generic_idx`
        @_alwaysEmitIntoClient public static var roundaboutNegGenericIdx: Self { Self(rawValue: 29) }
        /// `sharp_turn_left_idx`
        @_alwaysEmitIntoClient public static var sharpTurnLeftIdx: Self { Self(rawValue: 30) }
        /// `sharp_turn_right_idx`
        @_alwaysEmitIntoClient public static var sharpTurnRightIdx: Self { Self(rawValue: 31) }
        /// `turn_left_idx`
        @_alwaysEmitIntoClient public static var turnLeftIdx: Self { Self(rawValue: 32) }
        /// `turn_right_idx`
        @_alwaysEmitIntoClient public static var turnRightIdx: Self { Self(rawValue: 33) }
        /// `uturn_left_idx`
        @_alwaysEmitIntoClient public static var uturnLeftIdx: Self { Self(rawValue: 34) }
        /// `uturn_right_idx`
        @_alwaysEmitIntoClient public static var uturnRightIdx: Self { Self(rawValue: 35) }
        /// `icon_inv_idx`
        @_alwaysEmitIntoClient public static var iconInvIdx: Self { Self(rawValue: 36) }
        /// `icon_idx_cnt`
        @_alwaysEmitIntoClient public static var iconIdxCnt: Self { Self(rawValue: 37) }
    }
}

func makeType196() -> TypeProfile {
    TypeProfile(
        name: "turn_type",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37
        ],
        names: """
            arriving_idx
            arriving_left_idx
            arriving_right_idx
            arriving_via_idx
            arriving_via_left_idx
            arriving_via_right_idx
            bear_keep_left_idx
            bear_keep_right_idx
            continue_idx
            exit_left_idx
            exit_right_idx
            ferry_idx
            roundabout_45_idx
            roundabout_90_idx
            roundabout_135_idx
            roundabout_180_idx
            roundabout_225_idx
            roundabout_270_idx
            roundabout_315_idx
            roundabout_360_idx
            roundabout_neg_45_idx
            roundabout_neg_90_idx
            roundabout_neg_135_idx
            roundabout_neg_180_idx
            roundabout_neg_225_idx
            roundabout_neg_270_idx
            roundabout_neg_315_idx
            roundabout_neg_360_idx
            roundabout_generic_idx
            roundabout_neg_generic_idx
            sharp_turn_left_idx
            sharp_turn_right_idx
            turn_left_idx
            turn_right_idx
            uturn_left_idx
            uturn_right_idx
            icon_inv_idx
            icon_idx_cnt
            """)
}
