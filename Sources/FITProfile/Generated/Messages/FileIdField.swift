// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `file_id` message (0) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum FileIdField: FieldName {
    case type
    case manufacturer
    case product
    /// Field 2 (a subfield of `product`).
    case faveroProduct
    /// Field 2 (a subfield of `product`).
    case garminProduct
    case serialNumber
    case timeCreated
    case number
    case productName

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 0 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .type: "type"
        case .manufacturer: "manufacturer"
        case .product: "product"
        case .faveroProduct: "favero_product"
        case .garminProduct: "garmin_product"
        case .serialNumber: "serial_number"
        case .timeCreated: "time_created"
        case .number: "number"
        case .productName: "product_name"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .type: 0
        case .manufacturer: 1
        case .product, .faveroProduct, .garminProduct: 2
        case .serialNumber: 3
        case .timeCreated: 4
        case .number: 5
        case .productName: 8
        }
    }
}

func makeMessage0() -> MessageProfile {
    MessageProfile(
        number: 0, name: "file_id",
        fields: [
            FieldProfile(
                number: 0, name: "type", type: "file", kind: .enumeration(78), typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "manufacturer", type: "manufacturer", kind: .enumeration(121), typeBase: nil,
                expandedInvalid: 255, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "product", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false,
                subfields: [
                    SubfieldProfile(
                        name: "favero_product", kind: .enumeration(77), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_1_263),
                    SubfieldProfile(
                        name: "garmin_product", kind: .enumeration(87), typeBase: nil, scale: scale_1,
                        offset: offset_0, units: units_, bits: [], components: [], maps: maps_1_1_1_15_1_13_1_89)
                ]),
            FieldProfile(
                number: 3, name: "serial_number", type: "uint32z", kind: .numeric, typeBase: .uint32z,
                expandedInvalid: 0, baseType: .uint32z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "time_created", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "number", type: "uint16", kind: .numeric, typeBase: .uint16, expandedInvalid: 65535,
                baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "product_name", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false)
        ])
}
