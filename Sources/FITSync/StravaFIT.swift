import FITKit
import FITLibrary

/// A FIT activity file written from what Strava's API gives (it serves no original files): `file_id` marked as
/// fitkit's own (`DerivedFIT`), a timer start event, a `record` per stream sample, the detail's laps (or one lap),
/// a `session` and an `activity` with the detail's totals, and the timer's stop. A sample value a FIT field
/// cannot hold (a heart rate of 300) is left out of its record; what the file holds is what Strava gave.
enum StravaFIT {
    /// The stream types asked for, in Strava's names.
    static let streamKeys = ["time", "latlng", "altitude", "distance", "velocity_smooth", "heartrate", "cadence", "watts",
                             "temp", "moving"]

    /// Strava's `sport_type` as FIT's sport and sub-sport.
    static func sport(_ type: String?) -> (String, String?) {
        switch type ?? "" {
        case "Ride": ("cycling", "road")
        case "VirtualRide": ("cycling", "virtual_activity")
        case "MountainBikeRide", "EMountainBikeRide": ("cycling", "mountain")
        case "GravelRide": ("cycling", "gravel_cycling")
        case "EBikeRide": ("e_biking", nil)
        case "Velomobile", "Handcycle": ("cycling", nil)
        case "Run": ("running", nil)
        case "TrailRun": ("running", "trail")
        case "VirtualRun": ("running", "virtual_activity")
        case "Walk": ("walking", nil)
        case "Hike": ("hiking", nil)
        case "Swim": ("swimming", nil)
        case "Rowing": ("rowing", nil)
        case "NordicSki": ("cross_country_skiing", nil)
        case "AlpineSki": ("alpine_skiing", nil)
        default: ("generic", nil)
        }
    }

    /// Degrees to FIT semicircles (2^31 per 180°).
    static func semicircles(_ degrees: Double) -> Double { (degrees * 2_147_483_648.0 / 180).rounded() }

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
            try e.write("file_id", [("type", .name("activity")), ("manufacturer", .name("development")),
                                    ("time_created", .time(start)), ("product_name", .text(DerivedFIT.productName))])
            try e.write("event", [("timestamp", .time(start)), ("event", .name("timer")), ("event_type", .name("start"))])
            for (i, t) in times.enumerated() {
                let position = latlng?[i].array
                try e.write("record", [
                    ("timestamp", .time(start &+ UInt32(max(0, t)))),
                    ("position_lat", position?.first?.double.flatMap { value(semicircles($0), -2_147_483_647...2_147_483_647) }),
                    ("position_long", position?.last?.double.flatMap { value(semicircles($0), -2_147_483_647...2_147_483_647) }),
                    ("enhanced_altitude", value(altitude?[i].double, -500...10_000)),
                    ("distance", value(distance?[i].double, 0...42_000_000)),
                    ("enhanced_speed", value(speed?[i].double, 0...4_000_000)),
                    ("heart_rate", value(heart?[i].double, 0...254)),
                    ("cadence", value(cadence?[i].double, 0...254)),
                    ("power", value(watts?[i].double, 0...65_534)),
                    ("temperature", value(temp?[i].double, -127...127)),
                ])
            }
            try e.write("event", [("timestamp", .time(end)), ("event", .name("timer")), ("event_type", .name("stop_all"))])
            let laps = detail["laps"]?.array ?? []
            for (k, lap) in laps.enumerated() {
                let from = Int(lap["start_index"]?.int ?? 0), to = Int(lap["end_index"]?.int ?? Int64(times.count - 1))
                let lapStart = start &+ UInt32(max(0, times[min(max(from, 0), times.count - 1)]))
                let lapEnd = start &+ UInt32(max(0, times[min(max(to, 0), times.count - 1)]))
                try e.write("lap", totals(lap, start: lapStart, end: lapEnd) + [
                    ("message_index", .number(Double(k))), ("event", .name("lap")), ("event_type", .name("stop")),
                    ("lap_trigger", .name("manual")),
                ])
            }
            if laps.isEmpty {
                try e.write("lap", totals(detail, start: start, end: end) + [
                    ("message_index", .number(0)), ("event", .name("lap")), ("event_type", .name("stop")),
                    ("lap_trigger", .name("session_end")),
                ])
            }
            try e.write("session", totals(detail, start: start, end: end) + [
                ("sport", .name(sport)), ("sub_sport", subSport.map { .name($0) }), ("total_calories", value(detail["calories"]?.double, 0...65_534)),
                ("num_laps", .number(Double(max(1, laps.count)))), ("first_lap_index", .number(0)),
                ("message_index", .number(0)), ("event", .name("session")), ("event_type", .name("stop")),
                ("trigger", .name("activity_end")),
            ])
            let offset = row["utc_offset"]?.double ?? 0
            try e.write("activity", [
                ("timestamp", .time(end)), ("total_timer_time", value(moving ?? elapsed, 0...4_000_000)),
                ("num_sessions", .number(1)), ("type", .name("manual")), ("event", .name("activity")),
                ("event_type", .name("stop")), ("local_timestamp", .time(UInt32(clamping: Int64(end) + Int64(offset)))),
            ])
        } catch {
            throw SyncError.badAnswer(host: "strava", what: "its data could not be written as FIT: \(error)")
        }
        return e.file()
    }

    /// A lap's or the session's totals in FIT's fields, from Strava's names.
    private static func totals(_ j: JSONValue, start: UInt32, end: UInt32) -> [(String, FITEncoder.Value?)] {
        func v(_ key: String, _ range: ClosedRange<Double>) -> FITEncoder.Value? {
            guard let d = j[key]?.double, d.isFinite, range.contains(d) else { return nil }
            return .number(d)
        }
        return [
            ("timestamp", .time(end)), ("start_time", .time(start)),
            ("total_elapsed_time", v("elapsed_time", 0...4_000_000)), ("total_timer_time", v("moving_time", 0...4_000_000)),
            ("total_distance", v("distance", 0...42_000_000)), ("total_ascent", v("total_elevation_gain", 0...65_534)),
            ("enhanced_avg_speed", v("average_speed", 0...4_000_000)), ("enhanced_max_speed", v("max_speed", 0...4_000_000)),
            ("avg_power", v("average_watts", 0...65_534)), ("avg_heart_rate", v("average_heartrate", 0...254)),
            ("max_heart_rate", v("max_heartrate", 0...254)), ("avg_cadence", v("average_cadence", 0...254)),
        ]
    }
}

/// Strava's times: "2020-01-01T00:00:00Z" (UTC; `start_date_local` has a `Z` too but is not UTC, and is not read).
enum ISODate {
    static func parse(_ text: String) -> Int64? {
        let parts = text.split(whereSeparator: { "-T:Z".contains($0) }).compactMap { Int64($0) }
        guard parts.count >= 6, text.hasSuffix("Z") else { return nil }
        return FITTime.daysFromCivil(parts[0], parts[1], parts[2]) * 86_400 + parts[3] * 3600 + parts[4] * 60 + parts[5]
    }
}
