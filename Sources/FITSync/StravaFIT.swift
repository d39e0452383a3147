import FITActivity
import FITKit
import FITLibrary
import FITSupport

/// A FIT activity file written from what Strava's API gives (it serves no original files): `file_id` marked as
/// fitkit's own (`DerivedFIT`), a timer start event, a `record` per stream sample, the detail's laps (or one lap),
/// a `session` and an `activity` with the detail's totals, and the timer's stop. A sample value a FIT field
/// cannot hold (a heart rate of 300) is left out of its record; what the file holds is what Strava gave.
enum StravaFIT {
    /// The stream types asked for, in Strava's names.
    static let streamKeys = [
        "time", "latlng", "altitude", "distance", "velocity_smooth", "heartrate", "cadence", "watts",
        "temp", "moving"
    ]

    /// Strava's `sport_type` as FIT's sport and sub-sport.
    static func sport(_ type: String?) -> (Profile.Sport, Profile.SubSport?) {
        switch type ?? "" {
        case "Ride": (.cycling, .road)
        case "VirtualRide": (.cycling, .virtualActivity)
        case "MountainBikeRide", "EMountainBikeRide": (.cycling, .mountain)
        case "GravelRide": (.cycling, .gravelCycling)
        case "EBikeRide": (.eBiking, nil)
        case "Velomobile", "Handcycle": (.cycling, nil)
        case "Run": (.running, nil)
        case "TrailRun": (.running, .trail)
        case "VirtualRun": (.running, .virtualActivity)
        case "Walk": (.walking, nil)
        case "Hike": (.hiking, nil)
        case "Swim": (.swimming, nil)
        case "Rowing": (.rowing, nil)
        case "NordicSki": (.crossCountrySkiing, nil)
        case "AlpineSki": (.alpineSkiing, nil)
        default: (.generic, nil)
        }
    }

    /// Whether the streams carry a time stream with samples: without one there is no recording to write.
    static func hasTimes(_ streams: JSONValue) -> Bool {
        !(streams["time"]?["data"]?.array?.compactMap(\.double).isEmpty ?? true)
    }

    static func build(summary row: JSONValue, detail: JSONValue, streams: JSONValue) throws(SyncError) -> [UInt8] {
        guard let startText = row["start_date"]?.string, let startUnix = ISODate.parse(startText) else {
            throw SyncError.badAnswer(host: "strava", what: "an activity without a start_date")
        }
        guard let times = streams["time"]?["data"]?.array?.compactMap(\.double), !times.isEmpty else {
            throw SyncError.badAnswer(host: "strava", what: "streams without a time stream")
        }
        let start = UInt32(clamping: startUnix - FieldValue.fitEpochOffset)
        func column(_ key: String) -> [JSONValue]? {
            guard let data = streams[key]?["data"]?.array, data.count == times.count else { return nil }
            return data
        }
        let latlng = column("latlng"), altitude = column("altitude"), distance = column("distance")
        let speed = column("velocity_smooth"), heart = column("heartrate"), cadence = column("cadence")
        let watts = column("watts"), temp = column("temp")
        func value(_ v: Double?, _ range: ClosedRange<Double>) -> FITEncoder.Value? {
            guard let v, v.isFinite, range.contains(v) else { return nil }
            return .number(v)
        }
        let elapsed = detail["elapsed_time"]?.double ?? row["elapsed_time"]?.double ?? times.last!
        let moving = detail["moving_time"]?.double ?? row["moving_time"]?.double
        let end = start &+ UInt32(max(0, elapsed.rounded()))
        let (sport, subSport) = sport(row["sport_type"]?.string ?? row["type"]?.string)

        var e = FITEncoder()
        do throws(FITEncoder.EncodingError) {
            try e.write([
                (FileIdField.type, .value(Profile.File.activity)),
                (FileIdField.manufacturer, .value(Profile.Manufacturer.development)),
                (FileIdField.timeCreated, .time(start)), (FileIdField.productName, .text(DerivedFIT.productName))
            ])
            try e.write(timer(.start, at: start))
            let anywhere = -2_147_483_647.0...2_147_483_647
            for (i, t) in times.enumerated() {
                let position = latlng?[i].array
                try e.write([
                    (RecordField.timestamp, .time(start &+ UInt32(max(0, t)))),
                    (.positionLat, position?.first?.double.flatMap { value(semicircles(degrees: $0), anywhere) }),
                    (.positionLong, position?.last?.double.flatMap { value(semicircles(degrees: $0), anywhere) }),
                    (.enhancedAltitude, value(altitude?[i].double, -500...10_000)),
                    (.distance, value(distance?[i].double, 0...42_000_000)),
                    (.enhancedSpeed, value(speed?[i].double, 0...4_000_000)),
                    (.heartRate, value(heart?[i].double, 0...254)),
                    (.cadence, value(cadence?[i].double, 0...254)),
                    (.power, value(watts?[i].double, 0...65_534)),
                    (.temperature, value(temp?[i].double, -127...127))
                ])
            }
            try e.write(timer(.stopAll, at: end))
            let laps = detail["laps"]?.array ?? []
            for (k, lap) in laps.enumerated() {
                let from = Int(lap["start_index"]?.int ?? 0), to = Int(lap["end_index"]?.int ?? Int64(times.count - 1))
                let lapStart = start &+ UInt32(max(0, times[min(max(from, 0), times.count - 1)]))
                let lapEnd = start &+ UInt32(max(0, times[min(max(to, 0), times.count - 1)]))
                try e.write(
                    totals(lap, start: lapStart, end: lapEnd) + [
                        (LapField.messageIndex, .number(Double(k))), (.event, .value(Profile.Event.lap)),
                        (.eventType, .value(Profile.EventType.stop)), (.lapTrigger, .value(Profile.LapTrigger.manual))
                    ])
            }
            if laps.isEmpty {
                try e.write(
                    totals(detail, start: start, end: end) + [
                        (LapField.messageIndex, .number(0)), (.event, .value(Profile.Event.lap)),
                        (.eventType, .value(Profile.EventType.stop)),
                        (.lapTrigger, .value(Profile.LapTrigger.sessionEnd))
                    ])
            }
            try e.write(
                totals(detail, start: start, end: end) + [
                    (SessionField.sport, .value(sport)), (.subSport, subSport.map { .value($0) }),
                    (.totalCalories, value(detail["calories"]?.double, 0...65_534)),
                    (.numLaps, .number(Double(max(1, laps.count)))), (.firstLapIndex, .number(0)),
                    (.messageIndex, .number(0)), (.event, .value(Profile.Event.session)),
                    (.eventType, .value(Profile.EventType.stop)), (.trigger, .value(Profile.SessionTrigger.activityEnd))
                ])
            let offset = row["utc_offset"]?.double ?? 0
            try e.write([
                (ActivityField.timestamp, .time(end)), (.totalTimerTime, value(moving ?? elapsed, 0...4_000_000)),
                (.numSessions, .number(1)), (.type, .value(Profile.Activity.manual)),
                (.event, .value(Profile.Event.activity)), (.eventType, .value(Profile.EventType.stop)),
                (.localTimestamp, .time(UInt32(clamping: Int64(end) + Int64(offset))))
            ])
        } catch {
            throw SyncError.badAnswer(host: "strava", what: "its data could not be written as FIT: \(error)")
        }
        return e.file()
    }

    /// A lap's or the session's totals in FIT's fields, from Strava's names.
    /// The timer's start or stop.
    private static func timer(_ type: Profile.EventType, at t: UInt32) -> [(EventField, FITEncoder.Value?)] {
        [(.timestamp, .time(t)), (.event, .value(Profile.Event.timer)), (.eventType, .value(type))]
    }

    /// A lap's or the session's totals in FIT's fields, from Strava's names.
    private static func totals<F: LapOrSessionField>(_ j: JSONValue, start: UInt32, end: UInt32) -> [(
        F, FITEncoder.Value?
    )] {
        func v(_ key: String, _ range: ClosedRange<Double>) -> FITEncoder.Value? {
            guard let d = j[key]?.double, d.isFinite, range.contains(d) else { return nil }
            return .number(d)
        }
        return [
            (.timestamp, .time(end)), (.startTime, .time(start)),
            (.totalElapsedTime, v("elapsed_time", 0...4_000_000)), (.totalTimerTime, v("moving_time", 0...4_000_000)),
            (.totalDistance, v("distance", 0...42_000_000)), (.totalAscent, v("total_elevation_gain", 0...65_534)),
            (.enhancedAvgSpeed, v("average_speed", 0...4_000_000)), (.enhancedMaxSpeed, v("max_speed", 0...4_000_000)),
            (.avgPower, v("average_watts", 0...65_534)), (.avgHeartRate, v("average_heartrate", 0...254)),
            (.maxHeartRate, v("max_heartrate", 0...254)), (.avgCadence, v("average_cadence", 0...254))
        ]
    }
}

/// The services' `start_date`: "2020-01-01T00:00:00Z", UTC (`start_date_local` has a `Z` too but is not UTC,
/// and is not read), as Unix seconds.
enum ISODate {
    static func parse(_ text: String) -> Int64? {
        FITTime.seconds(iso8601: text).map { $0 + FieldValue.fitEpochOffset }
    }
}
