#if canImport(Glibc)
import Glibc
#endif
import FITKit
import FITSupport

/// Strava's request budget as its answers give it: `X-ReadRateLimit-Limit`/`-Usage` for reads and
/// `X-RateLimit-Limit`/`-Usage` overall, each "15-minute,daily". The 15-minute window turns at :00, :15, :30 and
/// :45, the daily one at midnight UTC, both by the server's clock (its `Date` header). Before a request the sync
/// asks whether the budget allows it, so that a long history is fetched without a 429.
package struct RateBudget: Sendable {
    /// Reads allowed and used in the quarter-hour and the day (the tighter of the read and overall pairs).
    package var limit15 = 100, limitDay = 1000
    package var used15 = 0, usedDay = 0
    /// The server's time (Unix seconds) when the counts were last given, and the local monotonic clock then.
    package var seenAt: Int64?
    var seenLocal: Double?

    package init() {}

    /// The server's time now, as far as the last answer tells (the local clock before any answer).
    package func now() -> Int64 {
        if let seenAt, let seenLocal { return seenAt + Int64(Clock.now - seenLocal) }
        return Int64(time(nil))
    }

    /// The budget as a run left it, kept with the login: `seenWall` is the local wall-clock time at which the
    /// server's clock read `seenAt`, so that the next run knows whether that window is still open.
    package struct Saved: Codable, Sendable {
        var limit15: Int, used15: Int, limitDay: Int, usedDay: Int
        package var seenAt: Int64
        var seenWall: Int64

        enum CodingKeys: String, CodingKey {
            case limit15 = "limit_15min", used15 = "used_15min", limitDay = "limit_day", usedDay = "used_day"
            case seenAt = "seen_at", seenWall = "seen_wall"
        }

        /// `sync --status`: "12/100 in that quarter-hour, 80/1000 that day".
        package var text: String {
            "\(used15)/\(limit15) in that quarter-hour, \(usedDay)/\(limitDay) that day"
        }

        /// For `sync --status --json`: the counts, and the time they were seen as ISO 8601.
        package var json: JSONValue {
            .object([
                ("limit_15min", .int(Int64(limit15))), ("used_15min", .int(Int64(used15))),
                ("limit_day", .int(Int64(limitDay))), ("used_day", .int(Int64(usedDay))),
                ("seen_at", .string(Instant(unix: seenAt).iso8601())), ("seen_wall", .int(seenWall))
            ])
        }
    }

    package init(saved: Saved?) {
        guard let saved else { return }
        (limit15, used15, limitDay, usedDay) = (saved.limit15, saved.used15, saved.limitDay, saved.usedDay)
        seenAt = saved.seenAt
        seenLocal = Clock.now - Double(Int64(time(nil)) - saved.seenWall)
    }

    package var saved: Saved? {
        guard let seenAt, let seenLocal else { return nil }
        return Saved(
            limit15: limit15, used15: used15, limitDay: limitDay, usedDay: usedDay, seenAt: seenAt,
            seenWall: Int64(time(nil)) - Int64(Clock.now - seenLocal))
    }

    /// When a request must wait: the time the window that is spent turns, and which window. Nil: go ahead.
    package func spent(at now: Int64) -> (resumeAt: Int64, window: String)? {
        let sameDay = seenAt.map { $0 / 86_400 == now / 86_400 } ?? false
        let sameQuarter = seenAt.map { $0 / 900 == now / 900 } ?? false
        if sameDay && usedDay >= limitDay { return ((now / 86_400 + 1) * 86_400, "today") }
        if sameQuarter && used15 >= limit15 { return ((now / 900 + 1) * 900, "this quarter-hour") }
        return nil
    }

    /// A request is about to be made: counted until an answer gives the real figures.
    package mutating func spend(at now: Int64) {
        if let seenAt, seenAt / 900 != now / 900 { used15 = 0 }
        if let seenAt, seenAt / 86_400 != now / 86_400 { usedDay = 0 }
        used15 += 1
        usedDay += 1
        if (seenAt ?? .min) < now { seenAt = now; seenLocal = Clock.now }
    }

    /// The figures of an answer. `/oauth/token` answers carry none: their absence changes nothing.
    package mutating func update(from response: HTTPResponse) {
        guard let date = response.header("date").flatMap(HTTPDate.parse) else { return }
        var pairs: [(limit: [Int], usage: [Int])] = []
        for prefix in ["x-readratelimit", "x-ratelimit"] {
            if let limit = response.header(prefix + "-limit").map(Self.numbers),
                let usage = response.header(prefix + "-usage").map(Self.numbers),
                limit.count == 2, usage.count == 2
            {
                pairs.append((limit, usage))
            }
        }
        // The pair with the least left decides, in each window.
        guard let quarter = pairs.min(by: { $0.limit[0] - $0.usage[0] < $1.limit[0] - $1.usage[0] }),
            let day = pairs.min(by: { $0.limit[1] - $0.usage[1] < $1.limit[1] - $1.usage[1] })
        else { return }
        seenAt = date
        seenLocal = Clock.now
        (limit15, used15) = (quarter.limit[0], quarter.usage[0])
        (limitDay, usedDay) = (day.limit[1], day.usage[1])
    }

    /// A 429: the window the answer says is spent (the quarter-hour unless the day is).
    package mutating func exhausted(by response: HTTPResponse, at now: Int64) {
        update(from: response)
        if seenAt == nil { seenAt = now; seenLocal = Clock.now }
        if usedDay < limitDay { used15 = max(used15, limit15) } else { usedDay = max(usedDay, limitDay) }
    }

    static func numbers(_ text: String) -> [Int] {
        text.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: " ")) }
    }
}
