import FITActivity
import FITKit
import FITSupport

/// `fitkit analyze --json`: one object per activity, metrics under their FIT session field names.
package enum AnalysisJSON {
    package static func render(file: String, _ a: ActivityAnalysis) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("file", .string(file)), ("name", .string(a.name)), ("sport", .text(a.sport)),
            ("start_time", .text(a.startTime.map { FITTime.iso8601(Int64($0)) }))
        ]
        pairs += Metric.all.map { ($0.key, $0.json(a)) }
        pairs += [
            ("device", device(a.device)),
            ("sessions", .array(a.sessions.map { Totals.json($0, offset: nil) })),
            (
                "session_figures",
                .array(
                    a.sessionFigures.map { f in
                        .object([
                            ("sport", .text(f.sport)), ("avg_heart_rate", .rounded(f.avgHeartRate, 1)),
                            ("max_heart_rate", .rounded(f.maxHeartRate, 1)), ("avg_cadence", .rounded(f.avgCadence, 1)),
                            ("max_cadence", .rounded(f.maxCadence, 1)), ("avg_power", .rounded(f.avgPower, 1)),
                            ("max_power", .rounded(f.maxPower, 1))
                        ])
                    })
            ),
            ("missing", .object(a.missingByKey.map { ($0.key, .string($0.reason)) })),
            ("left_out", leftOut(a.leftOut))
        ]
        return .object(pairs)
    }

    /// What the cleaning rules left out: `[{"stream": "power", "count": 4, "reason": "above 4,000 W"}]`.
    package static func leftOut(_ report: CleaningReport) -> JSONValue {
        .array(
            report.entries.map {
                .object([
                    ("stream", .string($0.subject.rawValue)), ("count", .int(Int64($0.count))),
                    ("reason", .string($0.reasonText))
                ])
            })
    }

    /// The device's own figures: every total of its sessions, under the same names as `inspect --json`'s.
    package static func device(_ d: ActivityAnalysis.DeviceFigures) -> JSONValue {
        var pairs: [(String, JSONValue)] = []
        if let session = d.session, case .object(let totals) = Totals.json(session, offset: nil) {
            pairs = totals
        }
        pairs.removeAll { $0.0 == "total_ascent" }
        pairs += [
            ("total_ascent", .number(d.totalAscent)), ("normalized_power", .number(d.normalizedPower)),
            ("training_stress_score", .number(d.trainingStressScore))
        ]
        return .object(pairs)
    }
}
