// GENERATED FILE - DO NOT EDIT.
// Made by Tools/generate-profile.py (run scripts/generate-profile.sh) from Garmin's FIT profile
// 21.218.0, as published in the PyPI package garmin-fit-sdk==21.218.0 (garmin_fit_sdk/profile.py).

/// The fields of the `weather_conditions` message (128) by their profile names, subfields included:
/// the names `Message` and `FITEncoder` look fields up by.
public enum WeatherConditionsField: FieldName {
    case weatherReport
    case temperature
    case condition
    case windDirection
    case windSpeed
    case precipitationProbability
    case temperatureFeelsLike
    case relativeHumidity
    case location
    case observedAtTime
    case observedLocationLat
    case observedLocationLong
    case dayOfWeek
    case highTemperature
    case lowTemperature
    case timestamp

    @_alwaysEmitIntoClient public static var messageNumber: UInt16 { 128 }

    /// The field's profile name.
    @inlinable public var rawValue: String {
        switch self {
        case .weatherReport: "weather_report"
        case .temperature: "temperature"
        case .condition: "condition"
        case .windDirection: "wind_direction"
        case .windSpeed: "wind_speed"
        case .precipitationProbability: "precipitation_probability"
        case .temperatureFeelsLike: "temperature_feels_like"
        case .relativeHumidity: "relative_humidity"
        case .location: "location"
        case .observedAtTime: "observed_at_time"
        case .observedLocationLat: "observed_location_lat"
        case .observedLocationLong: "observed_location_long"
        case .dayOfWeek: "day_of_week"
        case .highTemperature: "high_temperature"
        case .lowTemperature: "low_temperature"
        case .timestamp: "timestamp"
        }
    }

    @_alwaysEmitIntoClient public var fieldNumber: UInt8 {
        switch self {
        case .weatherReport: 0
        case .temperature: 1
        case .condition: 2
        case .windDirection: 3
        case .windSpeed: 4
        case .precipitationProbability: 5
        case .temperatureFeelsLike: 6
        case .relativeHumidity: 7
        case .location: 8
        case .observedAtTime: 9
        case .observedLocationLat: 10
        case .observedLocationLong: 11
        case .dayOfWeek: 12
        case .highTemperature: 13
        case .lowTemperature: 14
        case .timestamp: 253
        }
    }
}

func makeMessage128() -> MessageProfile {
    MessageProfile(
        number: 128, name: "weather_conditions",
        fields: [
            FieldProfile(
                number: 0, name: "weather_report", type: "weather_report", kind: .enumeration(203), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 1, name: "temperature", type: "sint8", kind: .numeric, typeBase: .sint8, expandedInvalid: 127,
                baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0, units: units_C, bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 2, name: "condition", type: "weather_status", kind: .enumeration(206), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 3, name: "wind_direction", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1, offset: offset_0,
                units: units_degrees, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 4, name: "wind_speed", type: "uint16", kind: .numeric, typeBase: .uint16,
                expandedInvalid: 65535, baseType: .uint16, isArray: false, scale: scale_1000, offset: offset_0,
                units: units_mPers, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 5, name: "precipitation_probability", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 6, name: "temperature_feels_like", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 7, name: "relative_humidity", type: "uint8", kind: .numeric, typeBase: .uint8,
                expandedInvalid: 255, baseType: .uint8, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 8, name: "location", type: "string", kind: .plain, typeBase: .string, expandedInvalid: 0,
                baseType: .string, isArray: true, scale: scale_1, offset: offset_0, units: [], bits: [],
                components: [], isAccumulated: false),
            FieldProfile(
                number: 9, name: "observed_at_time", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 10, name: "observed_location_lat", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 11, name: "observed_location_long", type: "sint32", kind: .numeric, typeBase: .sint32,
                expandedInvalid: 2147483647, baseType: .sint32, isArray: false, scale: scale_1, offset: offset_0,
                units: units_semicircles, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 12, name: "day_of_week", type: "day_of_week", kind: .enumeration(52), typeBase: nil,
                expandedInvalid: 255, baseType: .enumeration, isArray: false, scale: scale_1, offset: offset_0,
                units: [], bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 13, name: "high_temperature", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 14, name: "low_temperature", type: "sint8", kind: .numeric, typeBase: .sint8,
                expandedInvalid: 127, baseType: .sint8, isArray: false, scale: scale_1, offset: offset_0,
                units: units_C, bits: [], components: [], isAccumulated: false),
            FieldProfile(
                number: 253, name: "timestamp", type: "date_time", kind: .dateTime, typeBase: nil,
                expandedInvalid: 255, baseType: .uint32, isArray: false, scale: scale_1, offset: offset_0, units: [],
                bits: [], components: [], isAccumulated: false)
        ])
}
