// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `body_location`, with a name for each value the profile names.
    public struct BodyLocation: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 27 }

        /// `left_leg`
        @_alwaysEmitIntoClient public static var leftLeg: Self { Self(rawValue: 0) }
        /// `left_calf`
        @_alwaysEmitIntoClient public static var leftCalf: Self { Self(rawValue: 1) }
        /// `left_shin`
        @_alwaysEmitIntoClient public static var leftShin: Self { Self(rawValue: 2) }
        /// `left_hamstring`
        @_alwaysEmitIntoClient public static var leftHamstring: Self { Self(rawValue: 3) }
        /// `left_quad`
        @_alwaysEmitIntoClient public static var leftQuad: Self { Self(rawValue: 4) }
        /// `left_glute`
        @_alwaysEmitIntoClient public static var leftGlute: Self { Self(rawValue: 5) }
        /// `right_leg`
        @_alwaysEmitIntoClient public static var rightLeg: Self { Self(rawValue: 6) }
        /// `right_calf`
        @_alwaysEmitIntoClient public static var rightCalf: Self { Self(rawValue: 7) }
        /// `right_shin`
        @_alwaysEmitIntoClient public static var rightShin: Self { Self(rawValue: 8) }
        /// `right_hamstring`
        @_alwaysEmitIntoClient public static var rightHamstring: Self { Self(rawValue: 9) }
        /// `right_quad`
        @_alwaysEmitIntoClient public static var rightQuad: Self { Self(rawValue: 10) }
        /// `right_glute`
        @_alwaysEmitIntoClient public static var rightGlute: Self { Self(rawValue: 11) }
        /// `torso_back`
        @_alwaysEmitIntoClient public static var torsoBack: Self { Self(rawValue: 12) }
        /// `left_lower_back`
        @_alwaysEmitIntoClient public static var leftLowerBack: Self { Self(rawValue: 13) }
        /// `left_upper_back`
        @_alwaysEmitIntoClient public static var leftUpperBack: Self { Self(rawValue: 14) }
        /// `right_lower_back`
        @_alwaysEmitIntoClient public static var rightLowerBack: Self { Self(rawValue: 15) }
        /// `right_upper_back`
        @_alwaysEmitIntoClient public static var rightUpperBack: Self { Self(rawValue: 16) }
        /// `torso_front`
        @_alwaysEmitIntoClient public static var torsoFront: Self { Self(rawValue: 17) }
        /// `left_abdomen`
        @_alwaysEmitIntoClient public static var leftAbdomen: Self { Self(rawValue: 18) }
        /// `left_chest`
        @_alwaysEmitIntoClient public static var leftChest: Self { Self(rawValue: 19) }
        /// `right_abdomen`
        @_alwaysEmitIntoClient public static var rightAbdomen: Self { Self(rawValue: 20) }
        /// `right_chest`
        @_alwaysEmitIntoClient public static var rightChest: Self { Self(rawValue: 21) }
        /// `left_arm`
        @_alwaysEmitIntoClient public static var leftArm: Self { Self(rawValue: 22) }
        /// `left_shoulder`
        @_alwaysEmitIntoClient public static var leftShoulder: Self { Self(rawValue: 23) }
        /// `left_bicep`
        @_alwaysEmitIntoClient public static var leftBicep: Self { Self(rawValue: 24) }
        /// `left_tricep`
        @_alwaysEmitIntoClient public static var leftTricep: Self { Self(rawValue: 25) }
        /// `left_brachioradialis`
        @_alwaysEmitIntoClient public static var leftBrachioradialis: Self { Self(rawValue: 26) }
        /// `left_forearm_extensors`
        @_alwaysEmitIntoClient public static var leftForearmExtensors: Self { Self(rawValue: 27) }
        /// `right_arm`
        @_alwaysEmitIntoClient public static var rightArm: Self { Self(rawValue: 28) }
        /// `right_shoulder`
        @_alwaysEmitIntoClient public static var rightShoulder: Self { Self(rawValue: 29) }
        /// `right_bicep`
        @_alwaysEmitIntoClient public static var rightBicep: Self { Self(rawValue: 30) }
        /// `right_tricep`
        @_alwaysEmitIntoClient public static var rightTricep: Self { Self(rawValue: 31) }
        /// `right_brachioradialis`
        @_alwaysEmitIntoClient public static var rightBrachioradialis: Self { Self(rawValue: 32) }
        /// `right_forearm_extensors`
        @_alwaysEmitIntoClient public static var rightForearmExtensors: Self { Self(rawValue: 33) }
        @_alwaysEmitIntoClient public static var neck: Self { Self(rawValue: 34) }
        @_alwaysEmitIntoClient public static var throat: Self { Self(rawValue: 35) }
        /// `waist_mid_back`
        @_alwaysEmitIntoClient public static var waistMidBack: Self { Self(rawValue: 36) }
        /// `waist_front`
        @_alwaysEmitIntoClient public static var waistFront: Self { Self(rawValue: 37) }
        /// `waist_left`
        @_alwaysEmitIntoClient public static var waistLeft: Self { Self(rawValue: 38) }
        /// `waist_right`
        @_alwaysEmitIntoClient public static var waistRight: Self { Self(rawValue: 39) }
    }
}

func makeType27() -> TypeProfile {
    TypeProfile(
        name: "body_location",
        values: [
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
            29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39
        ],
        names: """
            left_leg
            left_calf
            left_shin
            left_hamstring
            left_quad
            left_glute
            right_leg
            right_calf
            right_shin
            right_hamstring
            right_quad
            right_glute
            torso_back
            left_lower_back
            left_upper_back
            right_lower_back
            right_upper_back
            torso_front
            left_abdomen
            left_chest
            right_abdomen
            right_chest
            left_arm
            left_shoulder
            left_bicep
            left_tricep
            left_brachioradialis
            left_forearm_extensors
            right_arm
            right_shoulder
            right_bicep
            right_tricep
            right_brachioradialis
            right_forearm_extensors
            neck
            throat
            waist_mid_back
            waist_front
            waist_left
            waist_right
            """)
}
