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

    /// Whether the streams carry a time stream with samples: without one there is no recording to write.
    static func hasTimes(_ streams: JSONValue) -> Bool {
        !(streams["time"]?["data"]?.array?.compactMap(\.double).isEmpty ?? true)
    }

    static func build(summary row: JSONValue, detail: JSONValue, streams: JSONValue) throws(SyncError) -> [UInt8] {
        guard let startText = row["start_date"]?.string, let startUnix = ISODate.parse(startText) else {
            throw SyncError.badAnswer(host: "strava", what: "an activity without a start_date")
        }
        guard let times = streams["time"]?["data"]?.array?.compactMap(\.double), let lastTime = times.last else {
            throw SyncError.badAnswer(host: "strava", what: "streams without a time stream")
        }
        let start = Instant(unix: startUnix).fitField
        func column(_ key: String) -> [JSONValue]? {
            guard let data = streams[key]?["data"]?.array, data.count == times.count else { return nil }
            return data
        }
        let latlng = column("latlng"), altitude = column("altitude"), distance = column("distance")
        let speed = column("velocity_smooth"), heart = column("heartrate"), cadence = column("cadence")
        let watts = column("watts"), temp = column("temp")
        let elapsed = detail["elapsed_time"]?.double ?? row["elapsed_time"]?.double ?? lastTime
        let moving = detail["moving_time"]?.double ?? row["moving_time"]?.double
        let end = start &+ UInt32(max(0, elapsed.rounded()))
        let (sport, subSport) = SportNames.fromStrava(row["sport_type"]?.string ?? row["type"]?.string)

        var e = FITEncoder()
        do throws(FITEncoder.EncodingError) {
            try e.write([
                (FileIdField.type, .value(Profile.File.activity)),
                (FileIdField.manufacturer, .value(Profile.Manufacturer.development)),
                (FileIdField.timeCreated, .time(start)), (FileIdField.productName, .text(DerivedFIT.productName))
            ])
            try e.write(timer(.start, at: start))
            for (i, t) in times.enumerated() {
                // The same record as `convert` makes of a track point: one rule for what a record holds.
                let position = latlng?[i].array
                try e.write(
                    FITEncoder.record(
                        TrackPoint(
                            time: start &+ UInt32(clamping: Int64(max(0, t))),
                            latitude: position?.first?.double.flatMap { abs($0) <= 90 ? $0 : nil },
                            longitude: position?.last?.double.flatMap { abs($0) <= 180 ? $0 : nil },
                            altitude: altitude?[i].double, distance: distance?[i].double, speed: speed?[i].double,
                            heartRate: heart?[i].double, cadence: cadence?[i].double, power: watts?[i].double,
                            temperature: temp?[i].double)))
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
                    (.totalCalories, FITEncoder.fitting(detail["calories"]?.double, SessionField.totalCalories)),
                    (.numLaps, .number(Double(max(1, laps.count)))), (.firstLapIndex, .number(0)),
                    (.messageIndex, .number(0)), (.event, .value(Profile.Event.session)),
                    (.eventType, .value(Profile.EventType.stop)), (.trigger, .value(Profile.SessionTrigger.activityEnd))
                ])
            let offset = row["utc_offset"]?.double ?? 0
            try e.write([
                (ActivityField.timestamp, .time(end)),
                (.totalTimerTime, FITEncoder.fitting(moving ?? elapsed, ActivityField.totalTimerTime)),
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
        // Each value the field can hold (the profile's limits, `FITEncoder.fitting`), the others left out.
        func v(_ key: String, _ field: F) -> (F, FITEncoder.Value?) {
            (field, FITEncoder.fitting(j[key]?.double, field))
        }
        return [
            (.timestamp, .time(end)), (.startTime, .time(start)), v("elapsed_time", .totalElapsedTime),
            v("moving_time", .totalTimerTime), v("distance", .totalDistance), v("total_elevation_gain", .totalAscent),
            v("average_speed", .enhancedAvgSpeed), v("max_speed", .enhancedMaxSpeed), v("average_watts", .avgPower),
            v("average_heartrate", .avgHeartRate), v("max_heartrate", .maxHeartRate), v("average_cadence", .avgCadence)
        ]
    }
}
