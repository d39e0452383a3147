/// What a rider reads for each metric: its label, as the ride page shows it (docs/REPORT.md), beside the unit
/// its row gives. One table, so that no page guesses words from a key ("Work kj", "Gps distance").
extension Metric {
    package var label: String { Self.labels[key] ?? Self.words(key) }
    /// The group a rider looks for it in: time, distance, speed, power, heart rate, cadence.
    package var group: String { Self.groups.first { $0.keys.contains(key) }?.name ?? "Other" }

    /// The figures a rider scans first, in the order of the ride's one-line summary.
    package static let headline = [
        "moving_time", "total_distance", "total_ascent", "avg_power", "normalized_power", "training_stress_score",
        "intensity_factor", "avg_heart_rate", "work_kj"
    ]

    /// The head's groups in their order ("Other" last, for a metric none names).
    package static var groupNames: [String] { groups.map(\.name) + ["Other"] }

    /// The groups of the head, in their order, each with its metrics.
    static let groups: [(name: String, keys: Set<String>)] = [
        ("Time", ["total_elapsed_time", "total_timer_time", "moving_time", "power_time"]),
        (
            "Distance and elevation",
            ["total_distance", "gps_distance", "total_ascent", "total_descent", "ascent_threshold"]
        ),
        ("Speed", ["avg_speed", "max_speed"]),
        (
            "Power",
            [
                "avg_power", "avg_power_nonzero", "max_power", "normalized_power", "intensity_factor",
                "training_stress_score", "variability_index", "work_kj", "avg_power_per_kg", "normalized_power_per_kg",
                "w_prime_balance_min", "left_right_balance"
            ]
        ),
        ("Heart rate", ["avg_heart_rate", "max_heart_rate", "aerobic_decoupling"]),
        ("Cadence", ["avg_cadence", "max_cadence"])
    ]

    /// A key as words, for a metric the table does not name: "avg_cadence" → "Avg cadence".
    static func words(_ key: String) -> String {
        let text = key.split(separator: "_").joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    static let labels: [String: String] = [
        "total_distance": "Distance", "gps_distance": "GPS distance", "total_elapsed_time": "Elapsed time",
        "total_timer_time": "Timer time", "moving_time": "Moving time", "ascent_threshold": "Ascent threshold",
        "total_ascent": "Elevation gain", "total_descent": "Elevation loss", "avg_speed": "Average speed",
        "max_speed": "Max speed", "avg_cadence": "Average cadence", "max_cadence": "Max cadence",
        "avg_power": "Average power", "avg_power_nonzero": "Average power while pedalling", "max_power": "Max power",
        "normalized_power": "Normalized power", "intensity_factor": "Intensity factor",
        "training_stress_score": "Training stress (TSS)", "variability_index": "Variability index",
        "work_kj": "Work", "power_time": "Time with power", "avg_power_per_kg": "Average power per kg",
        "normalized_power_per_kg": "Normalized power per kg", "w_prime_balance_min": "Lowest W′ balance",
        "left_right_balance": "Left/right balance", "best_efforts": "Best efforts", "best_times": "Best times",
        "power_curve": "Power curve",
        "power_zones": "Power zones", "time_in_power_zones": "Time in power zones",
        "avg_heart_rate": "Average heart rate",
        "max_heart_rate": "Max heart rate", "hr_zones": "Heart-rate zones",
        "time_in_hr_zones": "Time in heart-rate zones",
        "aerobic_decoupling": "Aerobic decoupling (Pw:HR)", "climbs": "Climbs", "intervals": "Intervals",
        "hrv": "Heart-rate variability"
    ]
}
