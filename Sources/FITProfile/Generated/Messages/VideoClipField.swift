// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `video_clip` message (187) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum VideoClipField: FieldName {
    case clipNumber
    case startTimestamp
    case startTimestampMs
    case endTimestamp
    case endTimestampMs
    case clipStart
    case clipEnd

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 187 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .clipNumber: "clip_number"
        case .startTimestamp: "start_timestamp"
        case .startTimestampMs: "start_timestamp_ms"
        case .endTimestamp: "end_timestamp"
        case .endTimestampMs: "end_timestamp_ms"
        case .clipStart: "clip_start"
        case .clipEnd: "clip_end"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .clipNumber: 0
        case .startTimestamp: 1
        case .startTimestampMs: 2
        case .endTimestamp: 3
        case .endTimestampMs: 4
        case .clipStart: 6
        case .clipEnd: 7
        }
    }
}

func makeMessage187() -> MessageProfile {
    MessageProfile(
        number: 187, name: "video_clip",
        fields: [
            FieldProfile(
                number: 0, name: "clip_number", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "start_timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "start_timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "end_timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "end_timestamp_ms", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "clip_start", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "clip_end", type: "uint32", kind: .numeric, typeBase: .uint32,
                expandedInvalid: 4294967295, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_ms, bits: [], components: [], isAccumulated: false)
        ])
}
