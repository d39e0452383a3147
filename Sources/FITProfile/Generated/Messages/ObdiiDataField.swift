// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `obdii_data` message (174) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum ObdiiDataField: FieldName {
    case timestampMs
    case timeOffset
    case pid
    case rawData
    case pidDataSize
    case systemTime
    case startTimestamp
    case startTimestampMs
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 174 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .timestampMs: "timestamp_ms"
        case .timeOffset: "time_offset"
        case .pid: "pid"
        case .rawData: "raw_data"
        case .pidDataSize: "pid_data_size"
        case .systemTime: "system_time"
        case .startTimestamp: "start_timestamp"
        case .startTimestampMs: "start_timestamp_ms"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .timestampMs: 0
        case .timeOffset: 1
        case .pid: 2
        case .rawData: 3
        case .pidDataSize: 4
        case .systemTime: 5
        case .startTimestamp: 6
        case .startTimestampMs: 7
        case .timestamp: 253
        }
    }
}

func makeMessage174() -> MessageProfile {
    MessageProfile(
        number: 174, name: "obdii_data",
        fields: [
            FieldProfile(
                number: 0, name: "timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "time_offset", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: true, scale: scale_1, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "pid", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255,
                baseType: .byte, isArray: false, scale: scale_1, offset: offset_0, units: [], bits: [], components: [],
                isAccumulated: false),
            FieldProfile(
                number: 3, name: "raw_data", type: "byte", kind: .numeric, typeBase: .byte, expandedInvalid: 255,
                baseType: .byte, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [], components: [],
                isAccumulated: false),
            FieldProfile(
                number: 4, name: "pid_data_size", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: true, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "system_time", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: true, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "start_timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "start_timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_s, bits: [], components: [], isAccumulated: false)
        ])
}
