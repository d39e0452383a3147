import FITActivity
import FITKit
import FITSupport

/// `fitkit analyze --csv`: a row per activity.
package enum AnalysisCSV {
    /// The metrics' columns, in the order the CSV has always had them (new ones go at the end).
    static let metrics: [Metric] = [
        .totalDistance, .gpsDistance, .totalElapsedTime, .totalTimerTime, .movingTime, .totalAscent, .totalDescent,
        .avgSpeed, .maxSpeed, .avgPower, .maxPower, .normalizedPower, .intensityFactor, .trainingStressScore,
        .variabilityIndex, .work, .wPrimeBalanceMin, .avgHeartRate, .maxHeartRate, .aerobicDecoupling
    ]
    /// Every other number of the table, after the columns above: a metric added to the table is a column
    /// without an edit here.
    static let later: [Metric] = Metric.all.filter { m in
        m.decimals != nil && !metrics.contains(m) && m != .avgPowerNonzero && m != .ascentThreshold
    }
    static let columns =
        ["file", "name", "sport", "start_time"] + metrics.map(\.key) + [
            "best_5s", "best_1min", "best_5min", "best_20min", "best_60min"
        ]
        + [
            Metric.avgPowerNonzero.key, "device_total_distance", "device_total_ascent", "device_avg_power",
            "device_avg_heart_rate", "sessions", "sports", "left_out"
        ] + later.map(\.key)
    package static var header: String { columns.joined(separator: ",") + "\n" }

    /// The header in a rider's words (`--labels`, for a spreadsheet): each metric's label and unit from the
    /// metric table ("Average power (W)"), the other columns named here; the columns are the keys' own.
    package static var labelledHeader: String {
        columns.map { key in
            let label =
                Metric.all.first { $0.key == key }.map { $0.label + ($0.unit.isEmpty ? "" : " (\($0.unit))") }
                ?? otherLabels[key] ?? key
            return label.contains(",") ? "\"" + label.replacingQuotes() + "\"" : label
        }.joined(separator: ",") + "\n"
    }

    /// The columns that are not metrics of the table, in words.
    static let otherLabels: [String: String] = [
        "file": "File", "name": "Name", "sport": "Sport", "start_time": "Start (UTC)", "best_5s": "Best 5 s (W)",
        "best_1min": "Best 1 min (W)", "best_5min": "Best 5 min (W)", "best_20min": "Best 20 min (W)",
        "best_60min": "Best 60 min (W)", "device_total_distance": "Device distance (m)",
        "device_total_ascent": "Device elevation gain (m)", "device_avg_power": "Device average power (W)",
        "device_avg_heart_rate": "Device average heart rate (bpm)", "sessions": "Sessions", "sports": "Sports",
        "left_out": "Samples left out"
    ]

    package static func row(file: String, _ a: ActivityAnalysis) -> String {
        func n(_ v: Double?, _ digits: Int = 1) -> String {
            guard let v else { return "" }
            let b = ByteBuffer(capacity: 32)
            b.append(fixed: v, digits: digits)
            return b.string
        }
        func metric(_ m: Metric) -> String { n(m.value(a), m.csvDecimals ?? m.decimals ?? 1) }
        func text(_ s: String) -> String {
            s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) ? "\"" + s.replacingQuotes() + "\"" : s
        }
        let efforts = MeanMaxCurve.namedDurations.map { n(a.powerCurve?.best($0)) }
        let cells =
            [text(file), text(a.name), a.sport ?? "", a.startTime.map { FITTime.iso8601(Int64($0)) } ?? ""]
            + metrics.map(metric) + efforts
            + [
                metric(.avgPowerNonzero), n(a.device.session?.distance, 2), n(a.device.totalAscent),
                n(a.device.session?.avgPower),
                n(a.device.session?.avgHeartRate), String(a.sessions.count),
                text(a.sessions.compactMap(\.sport).joined(separator: " ")), text(a.leftOut.line ?? "")
            ] + later.map(metric)
        return cells.joined(separator: ",") + "\n"
    }
}

extension String {
    fileprivate func replacingQuotes() -> String {
        var out = ""
        for c in self { out += c == "\"" ? "\"\"" : String(c) }
        return out
    }
}

/// The table `fitkit analyze` prints on a terminal.
package enum AnalysisText {
    /// The table's rows: a label and its text, the label padded.
    private struct Table {
        var lines: [String]

        mutating func row(_ label: String, _ text: String?) {
            guard let text else { return }
            lines.append("  " + pad(label, 12) + text)
        }
    }

    /// A number as text with `digits` decimals.
    private static func n(_ v: Double, _ digits: Int = 0) -> String {
        let b = ByteBuffer(capacity: 32)
        b.append(fixed: v, digits: digits)
        return b.string
    }

    private static func f(_ v: Double?, _ digits: Int = 0, _ unit: String = "") -> String? {
        v.map { n($0, digits) + unit }
    }

    private static func duration(_ s: Double?) -> String? {
        guard let s else { return nil }
        let t = Int(s.rounded())
        return "\(t / 3600):" + String(format2: t % 3600 / 60) + ":" + String(format2: t % 60)
    }

    /// - Parameter hiding: structured metrics left out of the table (the intervals, unless asked for).
    package static func render(file: String, _ a: ActivityAnalysis, hiding: Set<Metric> = [.intervals]) -> String {
        var t = Table(lines: [PathText.display(file)])
        headRows(a, &t)
        powerRows(a, &t)
        heartRateRows(a, &t)
        sessionRows(a, &t)
        deviceRow(a, &t)
        remainingRows(a, hiding: hiding, &t)
        return t.lines.joined(separator: "\n") + "\n"
    }

    /// Sport, start, distance, time, climbing and speed.
    private static func headRows(_ a: ActivityAnalysis, _ t: inout Table) {
        t.row(
            "sport",
            a.sport.map {
                a.sessions.count > 1 ? $0 + " (" + a.sessions.compactMap(\.sport).joined(separator: ", ") + ")" : $0
            })
        t.row("start", a.startTime.map { FITTime.iso8601(Int64($0)) })
        t.row(
            "distance",
            [
                Self.f(a.totalDistance.map { $0 / 1000 }, 2, " km"),
                Self.f(a.gpsDistance.map { $0 / 1000 }, 2, " km GPS")
            ].compactMap { $0 }.joined(separator: "  ").nilIfEmpty)
        t.row(
            "time",
            [
                Self.duration(a.totalElapsedTime).map { "elapsed " + $0 },
                Self.duration(a.totalTimerTime).map { "timer " + $0 },
                Self.duration(a.movingTime).map { "moving " + $0 }
            ].compactMap { $0 }.joined(separator: "  ").nilIfEmpty)
        t.row(
            "climb",
            a.totalAscent.map { ascent in
                "ascent \(Self.n(ascent)) m  descent \(Self.f(a.totalDescent) ?? "-") m  (rises over \(Self.n(a.ascentThreshold, 1)) m)"
            })
        t.row(
            "speed",
            a.avgSpeed.map { speed in
                "avg \(Self.n(speed * 3.6, 1))  max \(Self.f(a.maxSpeed.map { $0 * 3.6 }, 1) ?? "-") km/h"
            })
    }

    private static func powerRows(_ a: ActivityAnalysis, _ t: inout Table) {
        if let avgPower = a.avgPower {
            t.row(
                "power",
                "avg \(Self.n(avgPower)) W (\(Self.f(a.avgPowerNonzero) ?? "-") W without zeros)  max \(Self.f(a.maxPower) ?? "-") W  "
                    + "NP \(Self.f(a.normalizedPower) ?? "-") W  VI \(Self.f(a.variabilityIndex, 2) ?? "-")"
                    + (a.avgPowerPerKg.map { "  \(Self.n($0, 2)) W/kg" } ?? ""))
            t.row(
                "load",
                "IF \(Self.f(a.intensityFactor, 2) ?? "-")  TSS \(Self.f(a.trainingStressScore) ?? "-")  work \(Self.f(a.work) ?? "-") kJ"
                    + (a.wPrimeBalanceMin.map { "  W′bal min \(Self.n($0)) J" } ?? ""))
            t.row(
                "best",
                a.bestEfforts.map { "\(label($0.seconds)) \(Self.n($0.watts)) W" }.joined(separator: "  ").nilIfEmpty)
            t.row("balance", a.leftRightBalance.map { "left \(Self.n($0.left, 1)) %  right \(Self.n($0.right, 1)) %" })
            if let zones = a.powerZones, let seconds = a.timeInPowerZones {
                t.row("power zones", zones.basis)
                t.lines += zoneLines(zones, seconds, "W")
            }
        }
    }

    private static func heartRateRows(_ a: ActivityAnalysis, _ t: inout Table) {
        if let avgHeartRate = a.avgHeartRate {
            t.row(
                "heart rate",
                "avg \(Self.n(avgHeartRate))  max \(Self.f(a.maxHeartRate) ?? "-") bpm"
                    + (a.aerobicDecoupling.map { "  Pw:HR \(Self.n($0, 1)) %" } ?? ""))
            if let zones = a.hrZones, let seconds = a.timeInHRZones {
                t.row("hr zones", zones.basis)
                t.lines += zoneLines(zones, seconds, "bpm")
            }
        }
        if let avgCadence = a.avgCadence {
            let scale = cadenceScale(a.sport)
            t.row(
                "cadence",
                "avg \(Self.n(avgCadence * scale, 1))  max \(Self.f(a.maxCadence.map { $0 * scale }) ?? "-") "
                    + cadenceUnit(a.sport))
        }
    }

    private static func sessionRows(_ a: ActivityAnalysis, _ t: inout Table) {
        // A multisport file: each session on its own line, its distance and time as the device summed them,
        // its heart rate, cadence (in that sport's unit) and power from its own records.
        if a.sessions.count > 1 {
            for (i, s) in a.sessions.enumerated() {
                let figures = i < a.sessionFigures.count ? a.sessionFigures[i] : nil
                t.row(
                    i == 0 ? "sessions" : "",
                    "\(i + 1) " + pad(s.sport ?? "-", 11)
                        + [
                            Self.f(s.distance.map { $0 / 1000 }, 2, " km"), Self.duration(s.timerTime ?? s.elapsedTime),
                            Self.f(figures?.avgHeartRate ?? s.avgHeartRate).map { "avg \($0) bpm" },
                            Self.f(figures?.avgCadence.map { $0 * cadenceScale(s.sport) }).map {
                                "avg \($0) \(cadenceUnit(s.sport))"
                            },
                            Self.f(figures?.avgPower ?? s.avgPower).map { "avg \($0) W" }
                        ]
                        .compactMap { $0 }.joined(separator: "  "))
            }
        }
    }

    private static func deviceRow(_ a: ActivityAnalysis, _ t: inout Table) {
        // The device's own session figures beside the computed ones: they differ by rule (zeros in averages,
        // ascent thresholds), and a cyclist should see both (docs/METRICS.md says which to trust when).
        if let d = a.device.session {
            t.row(
                "device",
                [
                    Self.f(d.distance.map { $0 / 1000 }, 2, " km"), Self.f(d.ascent).map { "ascent \($0) m" },
                    Self.f(d.avgPower).map { "avg \($0) W" }, Self.f(a.device.normalizedPower).map { "NP \($0) W" },
                    Self.f(d.avgHeartRate).map { "avg \($0) bpm" }, Self.f(d.avgCadence).map { "avg \($0) rpm" },
                    Self.f(a.device.trainingStressScore).map { "TSS \($0)" }
                ]
                .compactMap { $0 }.joined(separator: "  ").nilIfEmpty
                .map { $0 + (a.sessions.count > 1 ? " (the file's sessions together)" : " (the file's session)") })
        }
    }

    /// What the table has no line of its own for, the structured metrics' lines, what was left out and what
    /// is not shown.
    private static func remainingRows(_ a: ActivityAnalysis, hiding: Set<Metric>, _ t: inout Table) {
        // The table's numbers this layout gives no line of their own: a metric added to the table shows here.
        t.row(
            "more",
            Metric.all.filter { !shownAbove.contains($0) }.compactMap { m -> String? in
                guard let v = m.value(a) else { return nil }
                return "\(m.label) \(Self.f(v, m.decimals ?? 1) ?? "")" + (m.unit.isEmpty ? "" : " " + m.unit)
            }.joined(separator: "  ").nilIfEmpty)
        // Structured metrics with lines of their own (climbs, intervals): a metric added to the table shows here.
        for m in Metric.all where !shownAbove.contains(m) && !hiding.contains(m) {
            for (i, line) in m.textLines(a).enumerated() {
                t.row(i == 0 ? m.label.lowercased() : "", line)
            }
        }
        for (i, entry) in a.leftOut.entries.enumerated() { t.row(i == 0 ? "left out" : "", entry.text) }
        if !a.missing.isEmpty {
            let reasons = Dictionary(grouping: a.missing.sorted { $0.key.key < $1.key.key }, by: \.value).map {
                reason, metrics in metrics.map(\.key.label).joined(separator: ", ") + ": " + reason
            }.sorted()
            for r in reasons { t.row("not shown", r) }
        }
    }

    /// The metrics the lines above show.
    private static let shownAbove: Set<Metric> = [
        .totalDistance, .gpsDistance, .totalElapsedTime, .totalTimerTime, .movingTime, .totalAscent, .ascentThreshold,
        .totalDescent, .avgSpeed, .maxSpeed, .avgCadence, .maxCadence, .avgPower, .avgPowerNonzero, .maxPower,
        .normalizedPower,
        .variabilityIndex, .avgPowerPerKg, .intensityFactor, .trainingStressScore, .work, .wPrimeBalanceMin,
        .bestEfforts, .powerCurve, .leftRightBalance, .powerZones, .timeInPowerZones, .avgHeartRate, .maxHeartRate,
        .aerobicDecoupling, .hrZones, .timeInHRZones, .powerTime
    ]

    /// Steps a minute from FIT's running cadence (strides: one foot's, two steps each), as the page shows it.
    private static func cadenceScale(_ sport: String?) -> Double {
        cadenceUnit(sport) == "spm" ? 2 : 1
    }

    /// What cadence counts in a sport: strokes swimming, steps running, revolutions otherwise.
    private static func cadenceUnit(_ sport: String?) -> String {
        switch sport {
        case "swimming": "strokes/min"
        case "running", "walking", "hiking": "spm"
        default: "rpm"
        }
    }

    private static func label(_ seconds: Int) -> String { seconds < 60 ? "\(seconds)s" : "\(seconds / 60)min" }

    private static func zoneLines(_ zones: Zones, _ seconds: [Double], _ unit: String) -> [String] {
        let total = max(seconds.reduce(0, +), 1)
        return zones.names.indices.map { i in
            let edge = Int(zones.lowerEdges[i].rounded())
            let share = Int((100 * seconds[i] / total).rounded())
            let name = pad(zones.names[i], 20)
            return pad("    \(name) ≥\(edge) \(unit)", 36)
                + "\(Int(seconds[i]) / 60) min  \(share) %"
        }
    }
}
