import FITKit
import FITProfile

/// Rides with the defects real devices write (impossible samples, clocks that jump, one record per pool
/// length), made with `FITEncoder` from values the tests state, so that every expected figure can be worked out
/// by hand from them.
package enum MessyRides {
    /// One record's values, in the units FIT's profile gives them (seconds, W, bpm, rpm, m/s, m, degrees).
    package struct Sample {
        package var time: UInt32
        package var power: Double?
        package var heartRate: Double?
        package var cadence: Double?
        package var speed: Double?
        package var distance: Double?
        package var altitude: Double?
        package var latitude: Double?
        package var longitude: Double?

        package init(
            time: UInt32, power: Double? = nil, heartRate: Double? = nil, cadence: Double? = nil,
            speed: Double? = nil, distance: Double? = nil, altitude: Double? = nil, latitude: Double? = nil,
            longitude: Double? = nil
        ) {
            self.time = time
            self.power = power
            self.heartRate = heartRate
            self.cadence = cadence
            self.speed = speed
            self.distance = distance
            self.altitude = altitude
            self.latitude = latitude
            self.longitude = longitude
        }
    }

    /// What the device's session says.
    package struct Session {
        package var start: UInt32
        package var elapsed: Double
        package var timer: Double
        package var distance: Double?
        package var sport: Profile.Sport = .cycling
        package var subSport: Profile.SubSport?
        package var maxPower: Double?

        package init(
            start: UInt32, elapsed: Double, timer: Double, distance: Double? = nil, sport: Profile.Sport = .cycling,
            subSport: Profile.SubSport? = nil, maxPower: Double? = nil
        ) {
            self.start = start
            self.elapsed = elapsed
            self.timer = timer
            self.distance = distance
            self.sport = sport
            self.subSport = subSport
            self.maxPower = maxPower
        }
    }

    /// A pool length: start, its seconds, active (swimming) or idle (rest at the wall).
    package struct Length {
        package var start: UInt32
        package var seconds: Double
        package var active: Bool

        package init(start: UInt32, seconds: Double, active: Bool = true) {
            self.start = start
            self.seconds = seconds
            self.active = active
        }
    }

    /// A FIT activity: file_id, the records, the lengths, a lap and a session as given (none when nil), the
    /// activity message.
    ///
    /// `laps` (start, elapsed and timer seconds, distance) replace the one lap the session would make.
    package static func file(
        _ samples: [Sample], session: Session? = nil, lengths: [Length] = [], laps: [Session] = [],
        type: Profile.File = .activity
    ) throws -> [UInt8] {
        var e = FITEncoder()
        let created = session?.start ?? samples.first?.time ?? 1_000_000_000
        try e.write([
            (FileIdField.type, .value(type)), (.manufacturer, .value(Profile.Manufacturer.garmin)),
            (.serialNumber, .number(1234)), (.timeCreated, .time(created))
        ])
        func number(_ v: Double?) -> FITEncoder.Value? { v.map { .number($0) } }
        func semicircles(_ degrees: Double?) -> FITEncoder.Value? {
            degrees.map { .number(($0 * 2_147_483_648.0 / 180).rounded()) }
        }
        for s in samples {
            try e.write([
                (RecordField.timestamp, .time(s.time)), (.power, number(s.power)), (.heartRate, number(s.heartRate)),
                (.cadence, number(s.cadence)), (.enhancedSpeed, number(s.speed)), (.distance, number(s.distance)),
                (.enhancedAltitude, number(s.altitude)), (.positionLat, semicircles(s.latitude)),
                (.positionLong, semicircles(s.longitude))
            ])
        }
        for l in lengths {
            try e.write([
                (LengthField.timestamp, .time(l.start + UInt32(l.seconds))), (.startTime, .time(l.start)),
                (.totalElapsedTime, .number(l.seconds)), (.totalTimerTime, .number(l.seconds)),
                (.lengthType, .value(l.active ? Profile.LengthType.active : .idle))
            ])
        }
        guard let session else { return e.file() }
        let end = session.start &+ UInt32(session.elapsed)
        for lap in laps.isEmpty ? [session] : laps {
            try e.write([
                (LapField.timestamp, .time(lap.start &+ UInt32(lap.elapsed))), (.startTime, .time(lap.start)),
                (.totalElapsedTime, .number(lap.elapsed)), (.totalTimerTime, .number(lap.timer)),
                (.totalDistance, number(lap.distance)), (.sport, .value(session.sport))
            ])
        }
        try e.write([
            (SessionField.timestamp, .time(end)), (.startTime, .time(session.start)),
            (.totalElapsedTime, .number(session.elapsed)), (.totalTimerTime, .number(session.timer)),
            (.totalDistance, number(session.distance)), (.sport, .value(session.sport)),
            (.subSport, session.subSport.map { .value($0) }), (.maxPower, number(session.maxPower))
        ])
        try e.write([
            (ActivityField.timestamp, .time(end)), (.totalTimerTime, .number(session.timer)), (.numSessions, .number(1))
        ])
        return e.file()
    }

    /// FIT seconds of 2024-05-01T08:00:00Z.
    package static let morning: UInt32 = 1_083_484_800
}
