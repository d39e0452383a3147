import FITKit
import FITSupport

extension Totals {
    /// A session's or a lap's totals as `inspect --json` and `analyze --json` write them (FIT's field names);
    /// the local start when the offset is known.
    package static func json(_ t: Totals, offset: Int64?) -> JSONValue {
        .object([
            ("start_time", t.startTime.map { .string(FITTime.iso8601(Int64($0))) } ?? .null),
            (
                "start_time_local",
                t.startTime.flatMap { st in offset.map { .string(FITTime.iso8601(Int64(st), utcOffset: $0)) } } ?? .null
            ),
            ("sport", .text(t.sport)), ("sub_sport", .text(t.subSport)),
            ("total_distance", .number(t.distance)), ("total_elapsed_time", .number(t.elapsedTime)),
            ("total_timer_time", .number(t.timerTime)), ("total_ascent", .number(t.ascent)),
            ("total_descent", .number(t.descent)), ("avg_speed", .number(t.avgSpeed)),
            ("max_speed", .number(t.maxSpeed)),
            ("avg_heart_rate", .number(t.avgHeartRate)), ("max_heart_rate", .number(t.maxHeartRate)),
            ("avg_cadence", .number(t.avgCadence)), ("max_cadence", .number(t.maxCadence)),
            ("avg_power", .number(t.avgPower)), ("max_power", .number(t.maxPower)),
            ("total_calories", .number(t.calories))
        ])
    }
}
