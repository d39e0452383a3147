import FITKit
import FITSupport

/// What `fitkit inspect` shows of one file: its summary, why it could not be read to its end, and a workout
/// it holds as the workout's own text gives it (`WorkoutShown`, in FITEdit).
package struct InspectReport: Sendable {
    package var summary: ActivitySummary
    /// One line saying why the file could not be read (to its end).
    package var error: String?
    /// A workout file's steps: the lines under the file's name and the `workout` key of the JSON.
    package var workoutLines: [String] = []
    package var workoutJSON: JSONValue = .null

    package init(summary: ActivitySummary, error: String? = nil) {
        self.summary = summary
        self.error = error
    }
}

/// `fitkit inspect --json`: one object per file; numbers in SI units (m, s, m/s), times ISO 8601.
package enum InspectJSON {
    package static func render(path: String, _ report: InspectReport) -> JSONValue {
        let s = report.summary
        var pairs: [(String, JSONValue)] = [("file", .string(path))]
        if let error = report.error { pairs.append(("error", .string(error))) }
        // A course's name (a workout's is in its `workout` object).
        if s.fileType == Profile.File.course.name { pairs.append(("name", .text(s.name))) }
        pairs += [
            ("file_type", .text(s.fileType)), ("manufacturer", .text(s.manufacturer)), ("product", .text(s.product)),
            ("serial_number", s.serialNumber.map { .int($0) } ?? .null),
            ("software_version", .number(s.softwareVersion)),
            ("time_created", s.timeCreated.map { .string(FITTime.iso8601(Int64($0))) } ?? .null),
            ("utc_offset_s", s.utcOffset.map { .int($0) } ?? .null),
            (
                "summary_source",
                .string(
                    s.sessions.isEmpty
                        ? (s.computed == nil ? "none" : "records")
                        : s.sessions.count > 1 ? "sessions" : "session")
            ),
            ("summary", s.totals.map { Totals.json($0, offset: s.utcOffset) } ?? .null),
            ("sports", .array(s.sessions.compactMap(\.sport).map { .string($0) })),
            (
                "sessions",
                .array(
                    zip(s.sessions, s.lapsBySession).map { session, laps in
                        var object = Totals.json(session, offset: s.utcOffset)
                        if case .object(var pairs) = object {
                            pairs.append(("laps", .array(laps.map { Totals.json($0, offset: s.utcOffset) })))
                            object = .object(pairs)
                        }
                        return object
                    })
            ),
            ("laps", .array(s.laps.map { Totals.json($0, offset: s.utcOffset) })),
            ("uses_relative_time", .bool(s.relativeTime != nil)),
            ("dropouts", .object([("heart_rate", .int(Int64(s.dropouts)))])),
            ("records", .int(Int64(s.recordCount))),
            (
                "message_counts",
                .object(s.messageCounts.sorted { $0.key < $1.key }.map { ($0.key, .int(Int64($0.value))) })
            ),
            (
                "developer_fields",
                .object(s.developerFields.map { ($0.name, .string($0.units)) })
            ),
            ("course_points", .object(s.coursePoints.map { ($0.type, .int(Int64($0.count))) })),
            ("workout", report.workoutJSON),
            (
                "problems",
                .array(
                    s.problems.map { p in
                        .object([
                            ("kind", .string(p.kind.rawValue)), ("offset", .int(Int64(p.offset))),
                            ("expected", .string(p.expected)), ("found", .string(p.found)),
                            ("message", .string(p.description))
                        ])
                    })
            )
        ]
        return .object(pairs)
    }

}

/// `fitkit inspect` for people: aligned labels, metric units.
package enum InspectText {
    package static func render(path: String, _ report: InspectReport) -> String {
        let s = report.summary
        // Local times in text by the time zone the file's offset stands for (JSON keeps its exact value).
        let utcOffset = s.utcOffset.map(FITTime.zoneOffset)
        var lines = [PathText.display(path)]
        func line(_ label: String, _ value: String?) {
            guard let value, !value.isEmpty else { return }
            lines.append("  " + label.padding(12) + value)
        }
        if let error = report.error, s.messageCounts.isEmpty {
            line("error", error)
            return lines.joinedText("\n") + "\n"
        }
        var device = [s.manufacturer, s.product].compactMap { $0 }.joinedText(" ")
        if let serial = s.serialNumber { device += " (serial \(serial))" }
        if let sw = s.softwareVersion { device += ", software \(format(sw, 2))" }
        line("file", s.fileType.map { $0 + (device.isEmpty ? "" : ", " + device) } ?? device)
        // A course's name (a workout's is on its own line below).
        if s.fileType == Profile.File.course.name { line("name", s.name) }
        if let t = s.totals {
            let source = s.sessions.isEmpty ? " (computed from records: the file has no session)" : ""
            line("sport", ([t.sport, t.subSport].compactMap { $0 }.joinedText(" / ").nilIfEmpty ?? "unknown") + source)
            if let start = t.startTime {
                var text = FITTime.iso8601(Int64(start))
                if let o = utcOffset { text += " (local " + FITTime.iso8601(Int64(start), utcOffset: o) + ")" }
                line("start", text)
            }
            line("distance", t.distance.map { format($0 / 1000, 2) + " km" })
            line(
                "time",
                [t.elapsedTime.map { "elapsed " + duration($0) }, t.timerTime.map { "timer " + duration($0) }]
                    .compactMap { $0 }.joinedText("  "))
            line(
                "climb",
                [t.ascent.map { "ascent \(format($0, 0)) m" }, t.descent.map { "descent \(format($0, 0)) m" }]
                    .compactMap { $0 }.joinedText("  "))
            line("speed", pair(t.avgSpeed.map { $0 * 3.6 }, t.maxSpeed.map { $0 * 3.6 }, "km/h", digits: 1))
            line("heart rate", pair(t.avgHeartRate, t.maxHeartRate, "bpm"))
            line("cadence", pair(t.avgCadence, t.maxCadence, "rpm"))
            line("power", pair(t.avgPower, t.maxPower, "W"))
            line("calories", t.calories.map { format($0, 0) + " kcal" })
        }
        if let relative = s.relativeTime {
            line(
                "clock",
                relative.correction == nil
                    ? "times are seconds since the device started (FIT relative time); the file gives no clock to correct them by"
                    : "times are seconds since the device started (FIT relative time); exports and analysis use them corrected"
            )
        }
        // Lap and session start times in the rider's local time, as the file's activity message gives it.
        let zone = utcOffset.map { "local time, UTC" + FITTime.offsetText($0) } ?? "UTC"
        if s.sessions.count > 1 {
            lines.append("  sessions    \(s.sessions.count) (start in \(zone))")
            lines.append(LapRow("#", ["sport", "start", "distance", "time", "avg bpm", "avg W"]).text)
            for (i, session) in s.sessions.enumerated() {
                lines.append(
                    LapRow(String(i + 1), [session.sport ?? "-"] + cells(session, utcOffset, speed: false)).text)
            }
        }
        if !s.laps.isEmpty {
            lines.append("  laps        (start in \(zone))")
            lines.append(LapRow("#", ["start", "distance", "time", "avg km/h", "avg bpm", "avg W"]).text)
            var number = 0
            for (i, laps) in s.lapsBySession.enumerated() where !laps.isEmpty {
                if s.sessions.count > 1 { lines.append("    session \(i + 1): " + (s.sessions[i].sport ?? "-")) }
                for lap in laps {
                    number += 1
                    lines.append(LapRow(String(number), cells(lap, utcOffset, speed: true)).text)
                }
            }
        }
        wrap(
            &lines, "messages",
            s.messageCounts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
                .map { "\($0.key) \($0.value)" })
        wrap(&lines, "points", s.coursePoints.map { "\($0.count) \($0.type)" })
        lines += report.workoutLines
        wrap(
            &lines, "developer",
            s.developerFields.map { $0.units.isEmpty ? $0.name : "\($0.name) (\($0.units))" })
        if s.dropouts > 0 {
            line(
                "dropouts",
                "heart rate 0 in \(s.dropouts) record\(s.dropouts == 1 ? "" : "s") (the sensor lost contact; "
                    + "left out of the figures, not a problem)")
        }
        if s.problems.isEmpty {
            line("problems", "none")
        } else {
            line("problems", "\(s.problems.count)")
            for p in s.problems.prefix(20) { lines.append("    " + p.description) }
            if s.problems.count > 20 { lines.append("    … \(s.problems.count - 20) more (--json lists all)") }
        }
        return lines.joinedText("\n") + "\n"
    }

    /// A line of the laps table: the lap's number in a column of 4, then cells right-aligned in columns of
    /// 10. Put together as bytes (the cells are ASCII): padded strings cost a hundred times more, and a long
    /// run has a hundred laps.
    private struct LapRow {
        let text: String

        init(_ number: String, _ cells: [String]) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(4 + 4 + cells.count * 10)
            bytes += [32, 32, 32, 32]
            bytes += number.utf8
            bytes += repeatElement(32, count: max(1, 4 - number.utf8.count))
            for cell in cells {
                bytes += repeatElement(32, count: max(1, 10 - cell.utf8.count))
                bytes += cell.utf8
            }
            text = String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The table cells of a lap or session: start (local time), distance, time, [speed], heart rate, power.
    private static func cells(_ t: Totals, _ offset: Int64?, speed: Bool) -> [String] {
        var row = [
            t.startTime.map { timeOfDay($0, offset) } ?? "-",
            t.distance.map { format($0 / 1000, 2) + " km" } ?? "-",
            t.timerTime.map(duration) ?? "-"
        ]
        if speed { row.append(t.avgSpeed.map { format($0 * 3.6, 1) } ?? "-") }
        row += [t.avgHeartRate.map { format($0, 0) } ?? "-", t.avgPower.map { format($0, 0) } ?? "-"]
        return row
    }

    /// A labelled list of items, wrapped to 80 columns under its first item.
    private static func wrap(_ lines: inout [String], _ label: String, _ items: [String]) {
        guard !items.isEmpty else { return }
        var current = "  " + label.padding(12)
        let indent = String(repeating: " ", count: 14)
        // The line's width in characters is kept as it grows: counting the whole line again for each item made
        // this a fifth of the time a small file's text took.
        var width = current.count
        for (i, item) in items.enumerated() {
            let piece = item + (i < items.count - 1 ? "," : "")
            let pieceWidth = piece.count
            if width > 14 && width + 1 + pieceWidth > 80 {
                lines.append(current)
                current = indent + piece
                width = 14 + pieceWidth
            } else {
                if width > 14 {
                    current += " "
                    width += 1
                }
                current += piece
                width += pieceWidth
            }
        }
        lines.append(current)
    }

    /// "HH:MM:SS" of a FIT time, in local time when the offset is known, else UTC.
    private static func timeOfDay(_ fitSeconds: UInt32, _ offset: Int64?) -> String {
        let seconds = ((Instant(fit: fitSeconds).unix + (offset ?? 0)) % 86_400 + 86_400) % 86_400
        let parts = [seconds / 3600, seconds % 3600 / 60, seconds % 60]
        var bytes: [UInt8] = []
        for (i, v) in parts.enumerated() {
            if i > 0 { bytes.append(58) }  // ":"
            bytes += [48 + UInt8(v / 10), 48 + UInt8(v % 10)]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func pair(_ avg: Double?, _ max: Double?, _ unit: String, digits: Int = 0) -> String? {
        let parts = [avg.map { "avg " + format($0, digits) }, max.map { "max " + format($0, digits) }].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joinedText("  ") + " " + unit
    }
}
