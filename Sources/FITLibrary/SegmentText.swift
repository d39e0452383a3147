import FITKit
import FITSupport

/// What `fitkit segment list` and `show` print: a table for people, JSON for programs (docs/SEGMENTS.md).
package enum SegmentText {
    package static func listJSON(_ segments: [Segment]) -> JSONValue {
        .array(
            segments.map { s in
                .object([
                    ("id", .int(s.id)), ("name", .string(s.name)), ("distance_m", .rounded(s.line.length, 1)),
                    ("efforts", .int(Int64(s.efforts)))
                ])
            })
    }

    package static func list(_ segments: [Segment]) -> String {
        guard !segments.isEmpty else { return "no segments (fitkit segment add NAME --from ID --start T --end T)\n" }
        var lines = [pad("id", 6) + pad("km", 8, right: true) + pad("efforts", 9, right: true) + "  name"]
        for s in segments {
            lines.append(
                pad(String(s.id), 6) + pad(format(s.line.length / 1000, 2), 8, right: true)
                    + pad(String(s.efforts), 9, right: true) + "  " + PathText.display(s.name))
        }
        return lines.joinedText("\n") + "\n"
    }

    /// The ISO-8601 UTC time of a crossing, to the nearest second (its fraction counts in `elapsed_s`).
    static func time(_ unix: Double) -> String { Instant(unix: Int64(unix.rounded())).iso8601() }

    package static func effortJSON(_ e: StoredEffort) -> [(String, JSONValue)] {
        [
            ("activity", .int(e.activityID)), ("start", .string(time(e.start))), ("elapsed_s", .rounded(e.elapsed, 2)),
            ("moving_s", .rounded(e.moving, 1)), ("avg_power", .rounded(e.avgPower, 1)),
            ("avg_heart_rate", .rounded(e.avgHeartRate, 1)), ("avg_speed_kmh", .rounded(e.avgSpeed * 3.6, 2)),
            ("rank", .int(Int64(e.rank)))
        ]
    }

    package static func showJSON(_ s: Segment, _ efforts: [StoredEffort]) -> JSONValue {
        .object([
            ("id", .int(s.id)), ("name", .string(s.name)), ("distance_m", .rounded(s.line.length, 1)),
            ("efforts", .array(efforts.map { .object(effortJSON($0)) }))
        ])
    }

    /// A ride's efforts, for `analyze --json` of a library ride: each segment's id and name with the effort.
    package static func activityJSON(_ efforts: [(segment: Segment, effort: StoredEffort)]) -> JSONValue {
        .array(
            efforts.map { s, e in
                .object(
                    [("segment", .int(s.id)), ("name", .string(s.name))] + effortJSON(e).filter { $0.0 != "activity" })
            })
    }

    /// The leaderboard: rank, date, time (moving beside it), power, heart rate, speed; the PR marked.
    package static func show(_ s: Segment, _ efforts: [StoredEffort]) -> String {
        var lines = [
            "\(PathText.display(s.name)) (segment \(s.id)): \(format(s.line.length / 1000, 2)) km, \(efforts.count) efforts"
        ]
        guard !efforts.isEmpty else { return lines.joinedText("\n") + "\n" }
        lines.append(
            pad("rank", 6) + pad("date", 12) + pad("time", 10, right: true) + pad("moving", 10, right: true)
                + pad("W", 7, right: true) + pad("bpm", 6, right: true) + pad("km/h", 8, right: true) + "  activity")
        for e in efforts {
            lines.append(
                pad(String(e.rank), 6) + pad(String(time(e.start).prefix(10)), 12)
                    + pad(clock(e.elapsed), 10, right: true) + pad(duration(e.moving), 10, right: true)
                    + pad(e.avgPower.map { format($0, 0) } ?? "-", 7, right: true)
                    + pad(e.avgHeartRate.map { format($0, 0) } ?? "-", 6, right: true)
                    + pad(format(e.avgSpeed * 3.6, 1), 8, right: true) + "  \(e.activityID)"
                    + (e.rank == 1 ? "  PR" : ""))
        }
        return lines.joinedText("\n") + "\n"
    }

    /// "4:05.3": a segment time to the tenth of a second (two efforts a second apart rank as they are).
    static func clock(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10).rounded())
        return duration(Double(tenths / 10)) + "." + String(tenths % 10)
    }
}

/// The efforts of library rides (`analyze --json`), the library opened at the first one asked for.
package final class LibraryEfforts {
    package let folder: String?
    private var library: Library??

    package init(folder: String?) { self.folder = folder }

    package func of(_ activity: Int64) -> JSONValue {
        if library == nil { library = try? Library(folder: folder ?? Library.defaultFolder, create: false) }
        guard let opened = library ?? nil, let efforts = try? opened.efforts(activity: activity) else {
            return .array([])
        }
        return SegmentText.activityJSON(efforts)
    }
}
