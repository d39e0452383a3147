// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `schedule` message (28) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum ScheduleField: FieldName {
    case manufacturer
    case product
    /// Field 1 (a subfield of `product`).
    case faveroProduct
    /// Field 1 (a subfield of `product`).
    case garminProduct
    case serialNumber
    case timeCreated
    case completed
    case type
    case scheduledTime

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 28 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .manufacturer: "manufacturer"
        case .product: "product"
        case .faveroProduct: "favero_product"
        case .garminProduct: "garmin_product"
        case .serialNumber: "serial_number"
        case .timeCreated: "time_created"
        case .completed: "completed"
        case .type: "type"
        case .scheduledTime: "scheduled_time"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .manufacturer: 0
        case .product, .faveroProduct, .garminProduct: 1
        case .serialNumber: 2
        case .timeCreated: 3
        case .completed: 4
        case .type: 5
        case .scheduledTime: 6
        }
    }
}

func makeMessage28() -> MessageProfile {
    MessageProfile(
        number: 28, name: "schedule",
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
                ]),
            FieldProfile(
                number: 2, name: "serial_number", type: "uint32z", kind: .numeric, typeBase: .uint32z,
                expandedInvalid: 0, baseType: .uint32z, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "time_created", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "completed", type: "bool", kind: .plain, typeBase: nil, expandedInvalid: 255,
                baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "type", type: "schedule", kind: .enumeration(148), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "scheduled_time", type: "local_date_time", kind: .enumeration(117), typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
