// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `slave_device` message (106) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum SlaveDeviceField: FieldName {
    case manufacturer
    case product
    /// Field 1 (a subfield of `product`).
    case faveroProduct
    /// Field 1 (a subfield of `product`).
    case garminProduct

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 106 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .manufacturer: "manufacturer"
        case .product: "product"
        case .faveroProduct: "favero_product"
        case .garminProduct: "garmin_product"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .manufacturer: 0
        case .product, .faveroProduct, .garminProduct: 1
        }
    }
}

func makeMessage106() -> MessageProfile {
    MessageProfile(
        number: 106, name: "slave_device",
        fields: [
            FieldProfile(
                number: 0, name: "manufacturer", type: "manufacturer", kind: .enumeration(121), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "product", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "favero_product", kind: .enumeration(77), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_0_263),
                    SubfieldProfile(
                        name: "garmin_product", kind: .enumeration(87), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_0_1_0_15_0_13_0_89)
                ])
        ])
}
