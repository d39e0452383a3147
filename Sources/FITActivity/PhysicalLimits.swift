import FITKit

/// Ranges outside which a sample cannot be real; such values are reported as problems and left out.
public enum PhysicalLimits {
    public static let heartRate = 20.0...250.0  // bpm
    public static let speed = 0.0...100.0  // m/s
    public static let cadence = 0.0...255.0  // rpm
    public static let power = 0.0...4000.0  // W
    public static let altitude = -500.0...9000.0  // m
    public static let temperature = -60.0...70.0  // °C
    public static let latitude = -90.0...90.0  // degrees
    public static let longitude = -180.0...180.0  // degrees

    /// A value the profile calls valid that a sensor sends when it has lost contact: a heart rate of 0 (a strap
    /// that slipped). Such a sample is a dropout: left out like a value outside its limit, counted and
    /// summarised, but not a problem of the file.
    public static func isDropout(_ field: String, _ value: Double) -> Bool {
        value == 0 && field == RecordField.heartRate.rawValue
    }

    /// The limits of a record field, by its profile name.
    public static func range(of field: String) -> ClosedRange<Double>? {
        switch field {
        case RecordField.heartRate.rawValue: heartRate
        case RecordField.speed.rawValue, RecordField.enhancedSpeed.rawValue: speed
        case RecordField.cadence.rawValue: cadence
        case RecordField.power.rawValue: power
        case RecordField.altitude.rawValue, RecordField.enhancedAltitude.rawValue: altitude
        case RecordField.temperature.rawValue: temperature
        default: nil
        }
    }
}
