import FITActivity

/// One figure `analyze` reports, named once: its key (the JSON key, the CSV column, the name `missing` gives),
/// its unit, how it is rounded, what it needs, where its value is in an analysis, and the library column it is
/// kept in. `Metric.all` is the table, in the order `analyze --json` writes it; `analyze`'s JSON, CSV and text,
/// and the library's columns, are written from it. How each is computed is one function in its family's file
/// (`RideMetrics`, `PowerMetrics`, `Zones`, `MeanMaxCurve`), called by `Analyzer`; its rule is in docs/METRICS.md.
package struct Metric: Sendable, Hashable {
    /// What a metric's own computation is given: the ride's records on the one-second grid, its summary, the
    /// settings in force, and the figures worked out before it (in the table's order).
    package struct Inputs {
        package let series: RideSeries
        package let summary: ActivitySummary
        package let settings: AthleteSettings
        package let analysis: ActivityAnalysis
    }

    package enum Shape: Sendable {
        /// A number, rounded to `decimals` places (nil: as computed).
        case number(decimals: Int?, value: @Sendable (ActivityAnalysis) -> Double?)
        /// Several numbers (a curve, zones, a balance): written by the command in its own form.
        case structured
    }

    package let key: String
    package let unit: String
    package let shape: Shape
    /// What it needs from the file or the settings; the first unmet is why it is missing.
    package let requires: [Requirement]
    /// The `activities` column the library keeps it in (added to older libraries when they are opened).
    package let libraryColumn: String?
    /// Decimal places in `analyze --csv` where they differ from JSON's.
    package let csvDecimals: Int?
    /// Its computation, for a metric whose row carries it: `Analyzer` runs it (when its requirements are met)
    /// and keeps the number under the metric (`ActivityAnalysis.values`). A new metric is this row and the one
    /// function it calls; analyze's JSON, CSV and table, `rows` and the library's columns follow the table.
    package let compute: (@Sendable (Inputs) -> Double?)?

    init(
        _ key: String, _ unit: String, decimals: Int?, requires: [Requirement] = [], libraryColumn: String? = nil,
        csvDecimals: Int? = nil, _ value: @escaping @Sendable (ActivityAnalysis) -> Double?
    ) {
        self.key = key
        self.unit = unit
        shape = .number(decimals: decimals, value: value)
        self.requires = requires
        self.libraryColumn = libraryColumn
        self.csvDecimals = csvDecimals
        compute = nil
    }

    /// A number whose row carries its computation; its value is kept in `ActivityAnalysis.values`.
    init(
        _ key: String, _ unit: String, decimals: Int?, requires: [Requirement] = [], libraryColumn: String? = nil,
        csvDecimals: Int? = nil, computed: @escaping @Sendable (Inputs) -> Double?
    ) {
        self.key = key
        self.unit = unit
        shape = .number(decimals: decimals, value: { $0.values[key] })
        self.requires = requires
        self.libraryColumn = libraryColumn
        self.csvDecimals = csvDecimals
        compute = computed
    }

    init(structured key: String, _ unit: String, requires: [Requirement] = []) {
        self.key = key
        self.unit = unit
        shape = .structured
        self.requires = requires
        libraryColumn = nil
        csvDecimals = nil
        compute = nil
    }

    /// Whether an analysis has it (a number, or a structured metric's values).
    package func isPresent(in a: ActivityAnalysis) -> Bool {
        switch key {
        case Self.leftRightBalance.key: a.leftRightBalance != nil
        case Self.bestEfforts.key, Self.powerCurve.key: a.powerCurve != nil
        case Self.powerZones.key: a.powerZones != nil
        case Self.timeInPowerZones.key: a.timeInPowerZones != nil
        case Self.hrZones.key: a.hrZones != nil
        case Self.timeInHRZones.key: a.timeInHRZones != nil
        default: value(a) != nil
        }
    }

    /// The number of an analysis, nil for a structured metric or one not computed.
    package func value(_ a: ActivityAnalysis) -> Double? {
        if case .number(_, let value) = shape { return value(a) }
        return nil
    }

    /// Places after the point in JSON (nil: as computed, or structured).
    package var decimals: Int? {
        if case .number(let decimals, _) = shape { return decimals }
        return nil
    }

    package static func == (a: Metric, b: Metric) -> Bool { a.key == b.key }
    package func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// What a metric needs, and the words `analyze` says when it is not there.
package enum Requirement: Sendable {
    case speedOrCadence, altitude, power, heartRate, thirtySecondsOfPower, ftp, cpAndWPrime, weight, powerZones
    case hrZones, pedalBalance, positions, cadence, speedOrDistance, distance

    package var missing: String {
        switch self {
        case .speedOrCadence: "the file has neither speed nor cadence"
        case .altitude: "the file has no altitude"
        case .power: "the file has no power"
        case .heartRate: "the file has no heart rate"
        case .thirtySecondsOfPower: "fewer than 30 s of power"
        case .ftp: "needs FTP (--ftp, or ftp in the athlete config)"
        case .cpAndWPrime: "needs CP and W′ (--cp, --w-prime)"
        case .weight: "needs the rider's weight (--weight)"
        case .powerZones: "needs FTP or power zone edges"
        case .hrZones: "needs LTHR, maximum heart rate or zone edges"
        case .pedalBalance: "the power meter records no left/right balance"
        case .positions: "the file has no positions"
        case .cadence: "the file has no cadence"
        case .speedOrDistance: "the file has neither speed nor distance"
        case .distance: "the file has no distance (neither in its records nor in its sessions)"
        }
    }

    /// Which streams a ride's series holds, each looked for once (an absent stream is a scan of its seconds).
    package struct Streams {
        let speed, cadence, altitude, power, heartRate, leftBalance, positions, distance: Bool

        package init(_ series: RideSeries) {
            func has(_ values: [Double]) -> Bool { values.contains { !$0.isNaN } }
            speed = has(series.speed)
            cadence = has(series.cadence)
            altitude = has(series.altitude)
            power = has(series.power)
            heartRate = has(series.heartRate)
            leftBalance = has(series.leftBalance)
            positions = has(series.latitude) && has(series.longitude)
            distance = has(series.distance)
        }
    }

    /// Whether a ride (its streams) and the settings meet it: what the metrics' missing reasons are derived from.
    package func isMet(_ series: Streams, _ settings: AthleteSettings, _ a: ActivityAnalysis) -> Bool {
        switch self {
        case .speedOrCadence: series.speed || series.cadence
        case .altitude: series.altitude
        case .power: series.power
        case .heartRate: series.heartRate
        case .thirtySecondsOfPower: (a.powerSeconds ?? 0) >= 30
        case .ftp: (settings.ftp ?? 0) > 0
        case .cpAndWPrime: settings.cp != nil && settings.wPrime != nil
        case .weight: (settings.weight ?? 0) > 0
        case .powerZones: settings.powerZones != nil || (settings.ftp ?? 0) > 0
        case .hrZones: settings.hrZones != nil || settings.lthr != nil || settings.maxHR != nil
        case .pedalBalance: series.leftBalance
        case .positions: series.positions
        case .cadence: series.cadence
        case .speedOrDistance: series.speed || series.distance || a.totalDistance != nil
        case .distance: series.distance || a.totalDistance != nil
        }
    }

    /// The athlete config's keys that meet it.
    package var settingKeys: [String] {
        switch self {
        case .ftp: ["ftp"]
        case .cpAndWPrime: ["cp", "w_prime"]
        case .weight: ["weight"]
        case .powerZones: ["ftp", "power_zones"]
        case .hrZones: ["lthr", "max_hr", "hr_zones"]
        default: []
        }
    }
}

extension Metric {
    package static let totalDistance = Metric(
        "total_distance", "m", decimals: 2, requires: [.distance], libraryColumn: "distance"
    ) {
        $0.totalDistance
    }
    package static let gpsDistance = Metric(
        "gps_distance", "m", decimals: 2, requires: [.positions],
        computed: { RideMetrics.gpsDistance(latitude: $0.series.latitude, longitude: $0.series.longitude) })
    package static let totalElapsedTime = Metric(
        "total_elapsed_time", "s", decimals: 3, libraryColumn: "elapsed_time"
    ) { $0.totalElapsedTime }
    package static let totalTimerTime = Metric("total_timer_time", "s", decimals: 3, libraryColumn: "timer_time") {
        $0.totalTimerTime
    }
    package static let movingTime = Metric(
        "moving_time", "s", decimals: 1, requires: [.speedOrCadence], libraryColumn: "moving_time", csvDecimals: 0
    ) { $0.movingTime }
    package static let totalAscent = Metric(
        "total_ascent", "m", decimals: 1, requires: [.altitude], libraryColumn: "ascent"
    ) { $0.totalAscent }
    /// The rise that counts (a setting, said beside the ascent it made).
    package static let ascentThreshold = Metric("ascent_threshold", "m", decimals: nil) { $0.ascentThreshold }
    package static let totalDescent = Metric(
        "total_descent", "m", decimals: 1, requires: [.altitude], libraryColumn: "descent"
    ) { $0.totalDescent }
    package static let avgSpeed = Metric(
        "avg_speed", "m/s", decimals: 3, requires: [.speedOrDistance], libraryColumn: "avg_speed"
    ) { $0.avgSpeed }
    package static let maxSpeed = Metric("max_speed", "m/s", decimals: 3, requires: [.speedOrDistance]) {
        $0.maxSpeed
    }
    package static let avgCadence = Metric("avg_cadence", "rpm", decimals: 1, requires: [.cadence]) { $0.avgCadence }
    package static let maxCadence = Metric("max_cadence", "rpm", decimals: 1, requires: [.cadence]) { $0.maxCadence }
    package static let avgPower = Metric(
        "avg_power", "W", decimals: 1, requires: [.power], libraryColumn: "avg_power"
    ) { $0.avgPower }
    package static let avgPowerNonzero = Metric("avg_power_nonzero", "W", decimals: 1, requires: [.power]) {
        $0.avgPowerNonzero
    }
    package static let maxPower = Metric("max_power", "W", decimals: 1, requires: [.power]) { $0.maxPower }
    package static let normalizedPower = Metric(
        "normalized_power", "W", decimals: 1, requires: [.power, .thirtySecondsOfPower],
        libraryColumn: "normalized_power"
    ) { $0.normalizedPower }
    package static let intensityFactor = Metric(
        "intensity_factor", "", decimals: 3, requires: [.power, .thirtySecondsOfPower, .ftp]
    ) { $0.intensityFactor }
    package static let trainingStressScore = Metric(
        "training_stress_score", "", decimals: 1, requires: [.power, .thirtySecondsOfPower, .ftp]
    ) { $0.trainingStressScore }
    package static let variabilityIndex = Metric(
        "variability_index", "", decimals: 3, requires: [.power, .thirtySecondsOfPower]
    ) { $0.variabilityIndex }
    package static let work = Metric("work_kj", "kJ", decimals: 1, requires: [.power], libraryColumn: "work") {
        $0.work
    }
    /// Seconds with power: the duration of TSS, kept so that stress can be worked out again with another FTP.
    package static let powerTime = Metric(
        "power_time", "s", decimals: 0, requires: [.power], libraryColumn: "power_time"
    ) { $0.powerSeconds }
    package static let avgPowerPerKg = Metric("avg_power_per_kg", "W/kg", decimals: 2, requires: [.power, .weight]) {
        $0.avgPowerPerKg
    }
    package static let normalizedPowerPerKg = Metric(
        "normalized_power_per_kg", "W/kg", decimals: 2, requires: [.power, .thirtySecondsOfPower, .weight]
    ) { $0.normalizedPowerPerKg }
    package static let wPrimeBalanceMin = Metric(
        "w_prime_balance_min", "J", decimals: 0, requires: [.power, .cpAndWPrime]
    ) { $0.wPrimeBalanceMin }
    package static let leftRightBalance = Metric(
        structured: "left_right_balance", "%", requires: [.power, .pedalBalance])
    package static let bestEfforts = Metric(structured: "best_efforts", "W", requires: [.power])
    package static let powerCurve = Metric(structured: "power_curve", "W", requires: [.power])
    package static let powerZones = Metric(structured: "power_zones", "W", requires: [.power, .powerZones])
    package static let timeInPowerZones = Metric(
        structured: "time_in_power_zones", "s", requires: [.power, .powerZones])
    package static let avgHeartRate = Metric(
        "avg_heart_rate", "bpm", decimals: 1, requires: [.heartRate], libraryColumn: "avg_heart_rate"
    ) { $0.avgHeartRate }
    package static let maxHeartRate = Metric(
        "max_heart_rate", "bpm", decimals: 1, requires: [.heartRate], libraryColumn: "max_heart_rate"
    ) { $0.maxHeartRate }
    package static let hrZones = Metric(structured: "hr_zones", "bpm", requires: [.heartRate, .hrZones])
    package static let timeInHRZones = Metric(structured: "time_in_hr_zones", "s", requires: [.heartRate, .hrZones])
    package static let aerobicDecoupling = Metric(
        "aerobic_decoupling", "%", decimals: 2, requires: [.power, .heartRate],
        computed: { RideMetrics.decoupling(power: $0.series.power, heartRate: $0.series.heartRate) })

    /// The table, in the order `analyze --json` writes it.
    package static let all: [Metric] = [
        .totalDistance, .gpsDistance, .totalElapsedTime, .totalTimerTime, .movingTime, .totalAscent,
        .ascentThreshold, .totalDescent, .avgSpeed, .maxSpeed, .avgCadence, .maxCadence, .avgPower, .avgPowerNonzero,
        .maxPower, .normalizedPower, .intensityFactor, .trainingStressScore, .variabilityIndex, .work, .powerTime,
        .avgPowerPerKg,
        .normalizedPowerPerKg, .wPrimeBalanceMin, .leftRightBalance, .bestEfforts, .powerCurve, .powerZones,
        .timeInPowerZones, .avgHeartRate, .maxHeartRate, .hrZones, .timeInHRZones, .aerobicDecoupling
    ]
}
