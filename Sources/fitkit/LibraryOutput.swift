import FITKit
import FITLibrary

/// `fitkit list --json` and `show --json`: one object per activity.
enum LibraryJSON {
    static func activity(_ a: Activity) -> JSONValue {
        func time(_ t: Int64?) -> JSONValue { .text(t.map { FITTime.iso8601($0 - FieldValue.fitEpochOffset) }) }
        var pairs: [(String, JSONValue)] = [
            ("id", .int(a.id)), ("source", .string(a.source)), ("source_id", .string(a.sourceID)),
            ("start_time", time(a.startTime)),
            ("utc_offset", a.utcOffset.map { .int($0) } ?? .null),
            ("sport", .text(a.sport)), ("sub_sport", .text(a.subSport)),
            ("total_elapsed_time", .number(a.elapsedTime)), ("total_timer_time", .number(a.timerTime)),
            ("moving_time", .number(a.movingTime)), ("total_distance", .number(a.distance)),
            ("total_ascent", .number(a.ascent)), ("total_descent", .number(a.descent)),
            ("avg_speed", .number(a.avgSpeed)), ("avg_power", .number(a.avgPower)),
            ("normalized_power", .number(a.normalizedPower)), ("avg_heart_rate", .number(a.avgHeartRate)),
            ("max_heart_rate", .number(a.maxHeartRate)), ("training_stress_score", .number(a.trainingStressScore)),
            ("samples", .int(a.samples)), ("streams", .int(a.streams)),
            ("sha256", .text(a.sha256)), ("archived", .bool(a.archived)),
            ("file", .text(a.filePath ?? a.archive)),
            ("title", .text(a.title)), ("notes", .text(a.notes)),
            ("tags", .array((a.tags ?? "").split(separator: ",").map { .string(String($0)) })),
            ("created_at", time(a.createdAt)), ("updated_at", time(a.updatedAt)),
        ]
        if !a.sources.isEmpty {
            pairs.append(("sources", .array(a.sources.map { .object([("source", .string($0.source)), ("id", .string($0.id))]) })))
        }
        return .object(pairs)
    }
}

enum LibraryText {
    static func table(_ activities: [Activity]) -> String {
        var lines = ["    id  start (UTC)           sport        distance      time  source   title"]
        for a in activities {
            let start = a.startTime.map { String(FITTime.iso8601($0 - FieldValue.fitEpochOffset).prefix(16)).replacingT() } ?? "-"
            let distance = a.distance.map { fixed($0 / 1000, 1) + " km" } ?? "-"
            let time = a.elapsedTime.map(clock) ?? "-"
            lines.append(pad(String(a.id), 6, right: true) + "  " + pad(start, 20) + "  " + pad(a.sport ?? "-", 11) + "  "
                         + pad(distance, 9, right: true) + "  " + pad(time, 8, right: true) + "  "
                         + pad(a.source, 7) + (a.archived ? "* " : "  ") + (a.title ?? ""))
        }
        lines.append("\(activities.count) activit\(activities.count == 1 ? "y" : "ies")"
                     + (activities.contains { $0.archived } ? " (* archived)" : ""))
        return lines.joined(separator: "\n") + "\n"
    }

    static func detail(_ a: Activity) -> String {
        var lines = ["activity \(a.id)"]
        func row(_ label: String, _ value: String?) {
            if let value { lines.append("  " + pad(label, 12) + value) }
        }
        row("start", a.startTime.map { FITTime.iso8601($0 - FieldValue.fitEpochOffset, utcOffset: a.utcOffset ?? 0) })
        row("sport", a.sport)
        row("distance", a.distance.map { fixed($0 / 1000, 2) + " km" })
        row("time", a.elapsedTime.map { "elapsed " + clock($0) + (a.movingTime.map { "  moving " + clock($0) } ?? "") })
        row("climb", a.ascent.map { "ascent " + fixed($0, 0) + " m" })
        row("power", a.avgPower.map { "avg " + fixed($0, 0) + " W" + (a.normalizedPower.map { "  NP " + fixed($0, 0) + " W" } ?? "") })
        row("heart rate", a.avgHeartRate.map { "avg " + fixed($0, 0) + " bpm" })
        row("title", a.title)
        row("notes", a.notes)
        row("tags", a.tags)
        row("sources", a.sources.map { "\($0.source):\($0.id)" }.joined(separator: "  "))
        row("file", a.archived ? "\(a.archive!) (archived)" : a.filePath)
        row("sha256", a.sha256)
        return lines.joined(separator: "\n") + "\n"
    }

    static func bytes(_ n: Int64) -> String {
        let units = ["B", "KB", "MB", "GB"]
        var v = Double(n), u = 0
        while abs(v) >= 1000 && u < units.count - 1 { v /= 1000; u += 1 }
        return (u == 0 ? String(n) : fixed(v, 1)) + " " + units[u]
    }

    static func fixed(_ v: Double, _ digits: Int) -> String {
        let b = ByteBuffer(capacity: 32)
        b.append(fixed: v, digits: digits)
        return b.string
    }

    static func clock(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        return "\(s / 3600):" + String(format2: s % 3600 / 60) + ":" + String(format2: s % 60)
    }

    static func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - s.count))
        return right ? fill + s : s + fill
    }
}

extension String {
    fileprivate func replacingT() -> String { String(map { $0 == "T" ? " " : $0 }) }
}
