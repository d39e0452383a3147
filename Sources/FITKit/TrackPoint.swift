import FITProfile

/// A timed point of a track (GPX, TCX) or of a service's streams, in the units of FIT's profile: degrees,
/// metres, m/s, bpm, rpm, W, °C. What `convert` and a Strava ride written as FIT both make records of
/// (`FITEncoder.record`), so that one rule says what a record can hold.
package struct TrackPoint: Sendable {
    /// Seconds since the FIT epoch.
    package var time: UInt32?
    package var latitude, longitude, altitude, distance, speed: Double?
    package var heartRate, cadence, power, temperature: Double?

    package init(
        time: UInt32? = nil, latitude: Double? = nil, longitude: Double? = nil, altitude: Double? = nil,
        distance: Double? = nil, speed: Double? = nil, heartRate: Double? = nil, cadence: Double? = nil,
        power: Double? = nil, temperature: Double? = nil
    ) {
        self.time = time
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
        self.distance = distance
        self.speed = speed
        self.heartRate = heartRate
        self.cadence = cadence
        self.power = power
        self.temperature = temperature
    }
}

extension FITEncoder {
    /// A number as a value of `field` when the field can hold it (the profile's base type, scale and offset,
    /// not its invalid value: the encoder's own rule), nil otherwise: a sample no record can carry is left out.
    package static func fitting<F: FieldName>(_ v: Double?, _ field: F) -> Value? {
        guard let v, v.isFinite, let profile = Profile.message(F.messageNumber)?.field(named: field.rawValue),
            (try? encode(.number(v), profile, in: "")) != nil
        else { return nil }
        return .number(v)
    }

    /// A record of a point: each value its field can hold (`fitting`), positions as semicircles, heart rate,
    /// cadence and power to the whole number the fields keep.
    package static func record(_ p: TrackPoint) -> [(RecordField, Value?)] {
        [
            (.timestamp, p.time.map { .time($0) }),
            (.positionLat, fitting(p.latitude.map { semicircles(degrees: $0) }, RecordField.positionLat)),
            (.positionLong, fitting(p.longitude.map { semicircles(degrees: $0) }, RecordField.positionLong)),
            (.enhancedAltitude, fitting(p.altitude, RecordField.enhancedAltitude)),
            (.distance, fitting(p.distance, RecordField.distance)),
            (.enhancedSpeed, fitting(p.speed, RecordField.enhancedSpeed)),
            (.heartRate, fitting(p.heartRate?.rounded(), RecordField.heartRate)),
            (.cadence, fitting(p.cadence?.rounded(), RecordField.cadence)),
            (.power, fitting(p.power?.rounded(), RecordField.power)),
            (.temperature, fitting(p.temperature?.rounded(), RecordField.temperature))
        ]
    }
}
