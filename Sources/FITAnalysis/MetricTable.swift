import FITActivity
import FITSupport

/// The table of metrics: one row each, in the order `analyze --json` writes them. Each row names the function
/// that computes it (in its family's file: `RideTimes`, `RideMetrics`, `PowerMetrics`, `Zones`, `MeanMaxCurve`);
/// its rule is in docs/METRICS.md.
extension Metric {
    // Distance and time.
    package static let totalDistance = Metric(
        "total_distance", "m", decimals: 2, requires: [.distance], libraryColumn: "distance",
        computed: RideTimes.distance)
    package static let gpsDistance = Metric(
        "gps_distance", "m", decimals: 2, requires: [.positions],
        computed: { RideMetrics.gpsDistance(latitude: $0.series.latitude, longitude: $0.series.longitude) })
    package static let totalElapsedTime = Metric(
        "total_elapsed_time", "s", decimals: 3, libraryColumn: "elapsed_time", computed: RideTimes.elapsed)
    package static let totalTimerTime = Metric(
        "total_timer_time", "s", decimals: 3, libraryColumn: "timer_time", computed: RideTimes.timer)
    package static let movingTime = Metric(
        "moving_time", "s", decimals: 1, requires: [.speedOrCadence], reads: [.totalTimerTime],
        libraryColumn: "moving_time", csvDecimals: 0, computed: RideTimes.moving)
    /// The rise that counts (a setting, said beside the ascent it made).
    package static let ascentThreshold = Metric(
        "ascent_threshold", "m", decimals: nil,
        computed: { $0.settings.ascentThreshold ?? RideMetrics.defaultAscentThreshold })
    package static let totalAscent = Metric(
        "total_ascent", "m", decimals: 1, requires: [.altitude], reads: [.ascentThreshold], libraryColumn: "ascent",
        computed: { RideMetrics.elevation($0.series.altitude, hysteresis: $0.analysis.ascentThreshold)?.gain })
    package static let totalDescent = Metric(
        "total_descent", "m", decimals: 1, requires: [.altitude], reads: [.ascentThreshold], libraryColumn: "descent",
        computed: { RideMetrics.elevation($0.series.altitude, hysteresis: $0.analysis.ascentThreshold)?.loss })
    package static let avgSpeed = Metric(
        "avg_speed", "m/s", decimals: 3, requires: [.speedOrDistance], reads: [.totalDistance, .movingTime],
        libraryColumn: "avg_speed", computed: RideTimes.avgSpeed)
    package static let maxSpeed = Metric(
        "max_speed", "m/s", decimals: 3, requires: [.speedOrDistance], reads: [.avgSpeed],
        explained: RideTimes.maxSpeed)

    // Cadence: pedalling seconds only; strokes, steps and revolutions do not average together.
    package static let avgCadence = Metric(
        "avg_cadence", "rpm", decimals: 1, requires: [.cadence],
        explained: { RideTimes.oneSport($0) { RideMetrics.mean($0.cadence.map { $0 > 0 ? $0 : .nan }) } })
    package static let maxCadence = Metric(
        "max_cadence", "rpm", decimals: 1, requires: [.cadence],
        explained: { RideTimes.oneSport($0) { RideMetrics.maximum($0.cadence) } })

    // Power.
    package static let avgPower = Metric(
        "avg_power", "W", decimals: 1, requires: [.power], libraryColumn: "avg_power",
        computed: { PowerMetrics.average($0.series.power) })
    package static let avgPowerNonzero = Metric(
        "avg_power_nonzero", "W", decimals: 1, requires: [.power],
        computed: { PowerMetrics.average($0.series.power.map { $0 > 0 ? $0 : .nan }) })
    package static let maxPower = Metric(
        "max_power", "W", decimals: 1, requires: [.power], computed: { RideMetrics.maximum($0.series.power) })
    package static let normalizedPower = Metric(
        "normalized_power", "W", decimals: 1, requires: [.power, .thirtySecondsOfPower],
        libraryColumn: "normalized_power", computed: { PowerMetrics.normalized($0.series.power) })
    package static let intensityFactor = Metric(
        "intensity_factor", "", decimals: 3, requires: [.power, .thirtySecondsOfPower, .ftp],
        reads: [.normalizedPower],
        computed: { i in i.analysis.normalizedPower.flatMap { np in i.settings.ftp.map { np / $0 } } })
    package static let trainingStressScore = Metric(
        "training_stress_score", "", decimals: 1, requires: [.power, .thirtySecondsOfPower, .ftp],
        reads: [.normalizedPower],
        computed: { i in
            i.analysis.normalizedPower.flatMap { np in
                i.settings.ftp.map {
                    PowerMetrics.trainingStress(
                        normalized: np, seconds: Double(i.ride.streams.powerSeconds), ftp: $0)
                }
            }
        })
    package static let variabilityIndex = Metric(
        "variability_index", "", decimals: 3, requires: [.power, .thirtySecondsOfPower],
        reads: [.normalizedPower, .avgPower],
        computed: { i in
            i.analysis.normalizedPower.flatMap { np in i.analysis.avgPower.flatMap { $0 > 0 ? np / $0 : nil } }
        })
    package static let work = Metric(
        "work_kj", "kJ", decimals: 1, requires: [.power], libraryColumn: "work",
        computed: { PowerMetrics.work($0.series.power) })
    /// Seconds with power: the duration of TSS, kept so that stress can be worked out again with another FTP.
    package static let powerTime = Metric(
        "power_time", "s", decimals: 0, requires: [.power], libraryColumn: "power_time",
        computed: { Double($0.ride.streams.powerSeconds) })
    package static let avgPowerPerKg = Metric(
        "avg_power_per_kg", "W/kg", decimals: 2, requires: [.power, .weight], reads: [.avgPower],
        computed: { i in i.analysis.avgPower.flatMap { p in i.settings.weight.map { p / $0 } } })
    package static let normalizedPowerPerKg = Metric(
        "normalized_power_per_kg", "W/kg", decimals: 2, requires: [.power, .thirtySecondsOfPower, .weight],
        reads: [.normalizedPower],
        computed: { i in i.analysis.normalizedPower.flatMap { p in i.settings.weight.map { p / $0 } } })
    package static let wPrimeBalanceMin = Metric(
        "w_prime_balance_min", "J", decimals: 0, requires: [.power, .cpAndWPrime],
        computed: { i in
            i.settings.cp.flatMap { cp in
                i.settings.wPrime.flatMap { PowerMetrics.wPrimeBalance(i.series.power, cp: cp, wPrime: $0).min() }
            }
        })
    package static let leftRightBalance = Metric(
        structured: "left_right_balance", "%", requires: [.power, .pedalBalance],
        json: { (b: ActivityAnalysis.Balance) in
            .object([("left", .rounded(b.left, 1)), ("right", .rounded(b.right, 1))])
        },
        computed: {
            RideMetrics.mean($0.series.leftBalance).map { ActivityAnalysis.Balance(left: $0, right: 100 - $0) }
        })
    package static let bestEfforts = Metric(
        structured: "best_efforts", "W", requires: [.power], reads: [.powerCurve],
        json: { (efforts: [ActivityAnalysis.Effort]) in
            .object(efforts.map { (String($0.seconds), .rounded($0.watts, 1)) })
        },
        computed: { i in
            i.analysis.powerCurve.map { curve in
                MeanMaxCurve.namedDurations.compactMap { d in
                    curve.best(d).map { ActivityAnalysis.Effort(seconds: d, watts: $0) }
                }
            }
        })
    /// The best times over the distances runners race (a run's best efforts; a ride's beside power's).
    package static let bestTimes = Metric(
        structured: "best_times", "s", requires: [.distance],
        json: { (bests: [FastestDistances.Best]) in
            .array(
                bests.map {
                    .object([
                        ("distance", .rounded($0.metres, 3)), ("name", .string($0.name)),
                        ("seconds", .rounded($0.seconds, 1)),
                        ("start", .int(Int64($0.start)))
                    ])
                })
        },
        text: { (bests: [FastestDistances.Best]) in
            [bests.map { "\($0.name) \(duration($0.seconds))" }.joined(separator: "  ")].filter { !$0.isEmpty }
        },
        computed: { FastestDistances.find(distance: $0.series.distance) })
    package static let powerCurve = Metric(
        structured: "power_curve", "W", requires: [.power],
        json: { (curve: MeanMaxCurve) in
            .object(curve.watts.enumerated().map { (String($0.offset + 1), .rounded($0.element, 1)) })
        },
        computed: { MeanMaxCurve(power: $0.series.power) })
    package static let powerZones = Metric(
        structured: "power_zones", "W", requires: [.power, .powerZones], json: zonesJSON,
        computed: { i in i.settings.powerZones.map(Zones.custom) ?? i.settings.ftp.map { Zones.coggan(ftp: $0) } })
    package static let timeInPowerZones = Metric(
        structured: "time_in_power_zones", "s", requires: [.power, .powerZones], reads: [.powerZones],
        json: secondsJSON, computed: { i in i.analysis.powerZones?.timeIn(i.series.power) })

    // Heart rate.
    package static let avgHeartRate = Metric(
        "avg_heart_rate", "bpm", decimals: 1, requires: [.heartRate], libraryColumn: "avg_heart_rate",
        computed: { RideMetrics.mean($0.series.heartRate) })
    package static let maxHeartRate = Metric(
        "max_heart_rate", "bpm", decimals: 1, requires: [.heartRate], libraryColumn: "max_heart_rate",
        computed: { RideMetrics.maximum($0.series.heartRate) })
    package static let hrZones = Metric(
        structured: "hr_zones", "bpm", requires: [.heartRate, .hrZones], json: zonesJSON,
        computed: { i in
            i.settings.hrZones.map(Zones.custom) ?? i.settings.lthr.map { Zones.heartRate(lthr: $0) }
                ?? i.settings.maxHR.map { Zones.heartRate(maxHR: $0) }
        })
    package static let timeInHRZones = Metric(
        structured: "time_in_hr_zones", "s", requires: [.heartRate, .hrZones], reads: [.hrZones],
        json: secondsJSON, computed: { i in i.analysis.hrZones?.timeIn(i.series.heartRate) })
    package static let aerobicDecoupling = Metric(
        "aerobic_decoupling", "%", decimals: 2, requires: [.power, .heartRate],
        computed: { RideMetrics.decoupling(power: $0.series.power, heartRate: $0.series.heartRate) })

    // Found by themselves.
    package static let climbs = Metric(
        structured: "climbs", "m", requires: [.altitude, .distance], json: RideShapes.climbsJSON,
        text: RideShapes.climbsText,
        computed: { i in
            Climbs.find(
                distance: i.series.distance, altitude: i.series.altitude,
                time: i.series.distance.indices.map(Double.init))
        })
    package static let intervals = Metric(
        structured: "intervals", "W", requires: [.power], json: RideShapes.intervalsJSON,
        text: RideShapes.intervalsText,
        computed: { i in
            let found = Intervals.find(
                power: i.series.power, heartRate: i.series.heartRate, cadence: i.series.cadence,
                ftp: i.settings.ftp.flatMap { $0 > 0 ? $0 : nil }, laps: RideShapes.lapSeconds(i.ride))
            return RideShapes.Found(
                efforts: found.efforts, sprints: found.sprints, byFTP: (i.settings.ftp ?? 0) > 0)
        })

    package static let hrv = Metric(
        structured: "hrv", "ms", requires: [.beats], json: RideShapes.hrvJSON, text: RideShapes.hrvText,
        why: { HeartRateVariability.unusable($0.series.beats, heartRate: $0.series.heartRate) },
        computed: { i in
            HeartRateVariability(
                i.series.beats, window: i.settings.alpha1Window ?? 120, step: i.settings.alpha1Step ?? 5,
                heartRate: i.series.heartRate, power: i.series.power)
        })

    /// The table, in the order `analyze --json` writes it.
    package static let all: [Metric] = [
        .totalDistance, .gpsDistance, .totalElapsedTime, .totalTimerTime, .movingTime, .totalAscent,
        .ascentThreshold, .totalDescent, .avgSpeed, .maxSpeed, .avgCadence, .maxCadence, .avgPower, .avgPowerNonzero,
        .maxPower, .normalizedPower, .intensityFactor, .trainingStressScore, .variabilityIndex, .work, .powerTime,
        .avgPowerPerKg, .normalizedPowerPerKg, .wPrimeBalanceMin, .leftRightBalance, .bestEfforts, .bestTimes,
        .powerCurve,
        .powerZones, .timeInPowerZones, .avgHeartRate, .maxHeartRate, .hrZones, .timeInHRZones, .aerobicDecoupling,
        .climbs, .intervals, .hrv
    ]

    /// Zones as JSON: their lower edges.
    private static let zonesJSON: @Sendable (Zones) -> JSONValue = { .array($0.lowerEdges.map { .rounded($0, 1) }) }
    /// Seconds in each zone as JSON.
    private static let secondsJSON: @Sendable ([Double]) -> JSONValue = { .array($0.map { .double($0) }) }
}
