// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

extension Profile {
    /// A value of the profile type `favero_product`, with a name for each value the profile names.
    public struct FaveroProduct: ProfileValue {
        public let rawValue: UInt64
        @_alwaysEmitIntoClient public init(rawValue: UInt64) { self.rawValue = rawValue }
        @_alwaysEmitIntoClient public static var typeIndex: Int { 77 }

        /// `assioma_uno`
        @_alwaysEmitIntoClient public static var assiomaUno: Self { Self(rawValue: 10) }
        /// `assioma_duo`
        @_alwaysEmitIntoClient public static var assiomaDuo: Self { Self(rawValue: 12) }
    }
}

func makeType77() -> TypeProfile {
    TypeProfile(
        name: "favero_product", values: [10, 12],
        names: """
            assioma_uno
            assioma_duo
            """)
}
