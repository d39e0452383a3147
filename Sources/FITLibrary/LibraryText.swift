import FITKit
import FITSupport

/// `fitkit list --json` and `show --json`: one object per activity.
package enum LibraryJSON {
    package static func activity(_ a: Activity) -> JSONValue {
        func time(_ t: Int64?) -> JSONValue { .text(t.map { Instant(unix: $0).iso8601() }) }
        var pairs: [(String, JSONValue)] = [
            ("id", .int(a.id)), ("source", .string(a.source.rawValue)), ("source_id", .string(a.sourceID)),
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
            ("title", .text(a.title)), ("name", .string(a.displayTitle)), ("notes", .text(a.notes)),
            ("tags", .array((a.tags ?? "").split(separator: ",").map { .string(String($0)) })),
            ("created_at", time(a.createdAt)), ("updated_at", time(a.updatedAt))
        ]
        pairs += [
            ("description", .text(a.description)), ("gear", .text(a.gear)),
            ("sports", .array(a.sports.map { .string($0) })), ("sessions", .int(a.sessionCount))
        ]
        if let into = a.mergedInto { pairs.append(("merged_into", .int(into))) }
        if !a.sources.isEmpty {
            pairs.append(
                (
                    "sources",
                    .array(a.sources.map { .object([("source", .string($0.source.rawValue)), ("id", .string($0.id))]) })
                )
            )
        }
        if !a.merged.isEmpty { pairs.append(("merged", .array(a.merged.map { .int($0) }))) }
        if !a.files.isEmpty { pairs.append(("files", .array(a.files.map(file)))) }
        return .object(pairs)
    }

    package static func file(_ f: StoredFile) -> JSONValue {
        .object([
            ("sha256", .string(f.sha256)), ("size", .int(f.size)), ("file", .text(f.path ?? f.archive)),
            ("archived", .bool(f.archive != nil)), ("merged_from", f.mergedFrom.map { .int($0) } ?? .null),
            ("error", .text(f.error)), ("file_type", .text(f.fileType)),
            ("created", .text(f.created.map { Instant(unix: $0).iso8601() })),
            ("name", .text(f.name)),
            ("imported_at", .string(Instant(unix: f.importedAt).iso8601()))
        ])
    }
}

package enum LibraryText {
    /// "a" or "an" before a word, by its first letter ("an activity", "an unknown", "a course").
    package static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0.lowercased()) } == true ? "an" : "a"
    }

    package static func table(_ activities: [Activity]) -> String {
        var lines = ["    id  start (local)         sport        distance      time  source   title"]
        for a in activities {
            let start = a.startTime.map { localStart($0, a.utcOffset.map(FITTime.zoneOffset)) } ?? "-"
            let distance = a.distance.map { fixed($0 / 1000, 1) + " km" } ?? "-"
            let time = a.elapsedTime.map(clock) ?? "-"
            lines.append(
                pad(String(a.id), 6, right: true) + "  " + pad(start, 20) + "  " + pad(a.sport ?? "-", 11) + "  "
                    + pad(distance, 9, right: true) + "  " + pad(time, 8, right: true) + "  "
                    + pad(a.source.rawValue, 7) + (a.archived ? "* " : "  ") + PathText.display(a.displayTitle))
        }
        lines.append(
            "\(activities.count) activit\(activities.count == 1 ? "y" : "ies")"
                + (activities.contains { $0.archived } ? " (* archived)" : ""))
        return lines.joined(separator: "\n") + "\n"
    }

    /// "2024-05-01 07:12" in the rider's local time, as the file's offset from UTC gives it.
    package static func localStart(_ unix: Int64, _ offset: Int64?) -> String {
        String(Instant(unix: unix + (offset ?? 0)).iso8601().prefix(16)).replacingT()
    }

    package static func undecoded(_ files: [StoredFile]) -> String {
        var lines = files.map { f in
            String(f.sha256.prefix(12)) + "  " + pad(bytes(f.size), 9, right: true) + "  "
                + localStart(f.importedAt, nil) + "  " + PathText.display(f.error ?? "kept without an activity")
        }
        lines.append(
            "\(files.count) file\(files.count == 1 ? "" : "s") kept without an activity"
                + (files.isEmpty
                    ? ""
                    : " (fitkit repair sha256:SHA makes one an activity; fitkit rm SHA removes one; fitkit reparse tries them again)")
        )
        return lines.joined(separator: "\n") + "\n"
    }

    /// Valid FIT files that are not activities: SHA-256, when made, type, size, name.
    package static func kept(_ files: [StoredFile]) -> String {
        var lines = files.map { f in
            String(f.sha256.prefix(12)) + "  " + pad(f.created.map { localStart($0, nil) } ?? "-", 16) + "  "
                + pad(f.fileType ?? "-", 10) + "  " + pad(bytes(f.size), 9, right: true) + "  "
                + PathText.display(f.name ?? "")
        }
        lines.append(
            "\(files.count) file\(files.count == 1 ? "" : "s") that \(files.count == 1 ? "is" : "are") not an activity"
                + (files.isEmpty ? "" : " (fitkit export --gpx SHA exports a course; fitkit rm SHA removes one)"))
        return lines.joined(separator: "\n") + "\n"
    }

    package static func detail(_ a: Activity) -> String {
        var lines = ["activity \(a.id)"]
        // Titles, notes and ids come from files and servers: shown with their control characters escaped.
        func row(_ label: String, _ value: String?) {
            if let value { lines.append("  " + pad(label, 12) + PathText.display(value)) }
        }
        row(
            "start",
            a.startTime.map {
                Instant(unix: $0).iso8601(utcOffset: a.utcOffset.map(FITTime.zoneOffset) ?? 0)
            })
        if let into = a.mergedInto {
            row("merged into", "activity \(into) (fitkit dedupe --unmerge \(a.id) brings it back)")
        }
        row("sport", a.sport.map { a.sports.count > 1 ? $0 + " (" + a.sports.joined(separator: ", ") + ")" : $0 })
        row("distance", a.distance.map { fixed($0 / 1000, 2) + " km" })
        row("time", a.elapsedTime.map { "elapsed " + clock($0) + (a.movingTime.map { "  moving " + clock($0) } ?? "") })
        row("climb", a.ascent.map { "ascent " + fixed($0, 0) + " m" })
        row(
            "power",
            a.avgPower.map {
                "avg " + fixed($0, 0) + " W" + (a.normalizedPower.map { "  NP " + fixed($0, 0) + " W" } ?? "")
            })
        row("heart rate", a.avgHeartRate.map { "avg " + fixed($0, 0) + " bpm" })
        row("title", a.displayTitle)
        row("description", a.description)
        row("gear", a.gear)
        row("notes", a.notes)
        row("tags", a.tags)
        row("sources", a.sources.map { "\($0.source):\($0.id)" }.joined(separator: "  "))
        row("file", a.archive.map { "\($0) (archived)" } ?? a.filePath)
        row("sha256", a.sha256)
        if !a.merged.isEmpty {
            row(
                "merged",
                a.merged.map { "activity \($0)" }.joined(separator: ", ")
                    + " (fitkit dedupe --unmerge ID brings one back)")
        }
        // The other copies of the ride (a merge keeps both): each reachable by its SHA-256 wherever a file is.
        for f in a.files where f.sha256 != a.sha256 {
            row(
                "also",
                "sha256:" + f.sha256.prefix(12) + "  " + (f.archive.map { "\($0) (archived)" } ?? f.path ?? "")
                    + (f.mergedFrom.map { ", from merged activity \($0)" } ?? ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    package static func bytes(_ n: Int64) -> String {
        let units = ["B", "KB", "MB", "GB"]
        var v = Double(n), u = 0
        while abs(v) >= 1000 && u < units.count - 1 { v /= 1000; u += 1 }
        return (u == 0 ? String(n) : fixed(v, 1)) + " " + units[u]
    }

    package static func fixed(_ v: Double, _ digits: Int) -> String {
        let b = ByteBuffer(capacity: 32)
        b.append(fixed: v, digits: digits)
        return b.string
    }

    package static func clock(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        return "\(s / 3600):" + String(format2: s % 3600 / 60) + ":" + String(format2: s % 60)
    }

}

extension String {
    fileprivate func replacingT() -> String { String(map { $0 == "T" ? " " : $0 }) }
}
