import FITActivity
import FITSupport

/// How the climbs and intervals a ride holds are written: JSON (docs/METRICS.md names each key and unit) and
/// the lines of `analyze`'s table.
enum RideShapes {
    /// A ride's intervals, and whether they were found by FTP or, without one, by the change-point rule.
    struct Found: Sendable {
        let efforts: [Interval]
        let sprints: [Interval]
        let byFTP: Bool
    }

    static let climbsJSON: @Sendable ([Climb]) -> JSONValue = { climbs in
        .array(
            climbs.map { c in
                .object([
                    ("start_distance", .rounded(c.startDistance, 1)), ("end_distance", .rounded(c.endDistance, 1)),
                    ("length", .rounded(c.length, 1)), ("gain", .rounded(c.gain, 1)),
                    ("avg_gradient", .rounded(c.averageGradient, 2)), ("max_gradient", .rounded(c.maxGradient, 2)),
                    ("vam", .rounded(c.vam, 0)), ("category", .string(c.category.rawValue)),
                    ("start", .int(Int64(c.start))), ("end", .int(Int64(c.end)))
                ])
            })
    }

    static let climbsText: @Sendable ([Climb]) -> [String] = { climbs in
        climbs.map { c in
            "\(fixed(c.length / 1000, 2)) km at \(fixed(c.averageGradient, 1)) % (max \(fixed(c.maxGradient, 1)) %), "
                + "+\(fixed(c.gain, 0)) m from km \(fixed(c.startDistance / 1000, 2))"
                + (c.vam.map { ", VAM \(fixed($0, 0)) m/h" } ?? "")
                + (c.category == .uncategorised ? "" : ", category \(c.category.rawValue)")
        }
    }

    static let intervalsJSON: @Sendable (Found) -> JSONValue = { found in
        func list(_ intervals: [Interval]) -> JSONValue {
            .array(
                intervals.map { i in
                    .object([
                        ("start", .int(Int64(i.start))), ("duration", .int(Int64(i.duration))),
                        ("avg_power", .rounded(i.avgPower, 1)), ("normalized_power", .rounded(i.normalizedPower, 1)),
                        ("avg_heart_rate", .rounded(i.avgHeartRate, 1)), ("avg_cadence", .rounded(i.avgCadence, 1)),
                        ("lap", i.lap.map { .int(Int64($0)) } ?? .null)
                    ])
                })
        }
        return .object([
            ("rule", .string(found.byFTP ? "ftp" : "change_point")), ("efforts", list(found.efforts)),
            ("sprints", list(found.sprints))
        ])
    }

    /// The ride's laps as seconds of its grid (from each lap's start for its elapsed time), in order.
    static func lapSeconds(_ ride: Metric.Ride) -> [Range<Int>] {
        ride.summary.laps.compactMap { lap in
            // A lap outside the records (begun before the first, or after the last: a clock that jumped) or of
            // no time has no seconds here; one longer than the records ends with them.
            guard let start = lap.startTime, let elapsed = lap.elapsedTime, elapsed > 0,
                start >= ride.series.start, Int(start - ride.series.start) < ride.series.count
            else { return nil }
            let a = Int(start - ride.series.start)
            return a..<(a + Int(min(Double(ride.series.count - a), elapsed.rounded())))
        }
    }

    static let intervalsText: @Sendable (Found) -> [String] = { found in
        func line(_ kind: String, _ i: Interval) -> String {
            "\(kind) at \(clock(i.start)) for \(clock(i.duration)): avg \(fixed(i.avgPower, 0)) W"
                + (i.normalizedPower.map { ", NP \(fixed($0, 0)) W" } ?? "")
                + (i.avgHeartRate.map { ", \(fixed($0, 0)) bpm" } ?? "")
                + (i.avgCadence.map { ", \(fixed($0, 0)) rpm" } ?? "") + (i.lap.map { " (lap \($0))" } ?? "")
        }
        let lines = found.efforts.map { line("effort", $0) } + found.sprints.map { line("sprint", $0) }
        return lines.isEmpty ? ["none" + (found.byFTP ? "" : " (no FTP: by the change-point rule)")] : lines
    }

    static let hrvJSON: @Sendable (HeartRateVariability) -> JSONValue = { h in
        .object([
            ("beats", .int(Int64(h.beats))), ("corrected_beats", .int(Int64(h.correctedBeats))),
            ("impossible_intervals", .int(Int64(h.impossibleIntervals))),
            ("beats_in_pauses", .int(Int64(h.beatsInPauses))),
            ("far_from_heart_rate", .int(Int64(h.farFromHeartRate))),
            ("mean_rr", .rounded(h.meanRR, 1)), ("rmssd", .rounded(h.rmssd, 2)), ("sdnn", .rounded(h.sdnn, 2)),
            ("alpha1_window", .number(h.window)), ("alpha1_step", .number(h.step)),
            (
                "alpha1",
                .array(
                    h.alpha1.map { w in
                        .object([
                            ("time", .rounded(w.time, 1)), ("alpha1", .rounded(w.alpha1, 3)),
                            ("corrected", .rounded(w.corrected, 3)),
                            ("heart_rate", .rounded(w.heartRate, 1)), ("power", .rounded(w.power, 1))
                        ])
                    })
            ),
            (
                "thresholds",
                .array(
                    h.thresholds.map { t in
                        .object([
                            ("alpha1", .number(t.alpha1)), ("heart_rate", .rounded(t.heartRate, 1)),
                            ("power", .rounded(t.power, 1))
                        ])
                    })
            ),
            ("warning", .text(h.warning))
        ])
    }

    static let hrvText: @Sendable (HeartRateVariability) -> [String] = { h in
        let alphas = h.alpha1.compactMap(\.alpha1).sorted()
        var lines = [
            "RMSSD \(fixed(h.rmssd, 1)) ms  SDNN \(fixed(h.sdnn, 1)) ms  mean RR \(fixed(h.meanRR, 0)) ms  "
                + "\(h.beats) beats, \(h.correctedBeats) corrected"
                + (h.impossibleIntervals > 0 ? ", \(h.impossibleIntervals) impossible intervals left out" : "")
                + (h.beatsInPauses > 0 ? ", \(h.beatsInPauses) beats in pauses left out" : "")
                + (h.farFromHeartRate > 0
                    ? ", \(h.farFromHeartRate) intervals far from the recorded heart rate left out" : "")
        ]
        if !alphas.isEmpty {
            lines.append(
                "DFA α1 median \(fixed(alphas[alphas.count / 2], 2)) over \(alphas.count) of \(h.alpha1.count) windows "
                    + "(\(fixed(h.window, 0)) s, every \(fixed(h.step, 0)) s)")
        }
        for t in h.thresholds {
            lines.append(
                "α1 \(fixed(t.alpha1, 2)) at " + (t.heartRate.map { "\(fixed($0, 0)) bpm" } ?? "-")
                    + (t.power.map { ", \(fixed($0, 0)) W" } ?? ""))
        }
        if let warning = h.warning { lines.append(warning) }
        return lines
    }

    private static func fixed(_ v: Double, _ digits: Int) -> String {
        let b = ByteBuffer(capacity: 32)
        b.append(fixed: v, digits: digits)
        return b.string
    }

    /// H:MM:SS.
    private static func clock(_ seconds: Int) -> String {
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(seconds / 3600):\(two(seconds % 3600 / 60)):\(two(seconds % 60))"
    }
}
