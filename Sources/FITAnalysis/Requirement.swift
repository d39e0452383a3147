import FITActivity

/// What a metric needs, and the words `analyze` says when it is not there.
package enum Requirement: Sendable {
    case speedOrCadence, altitude, power, heartRate, thirtySecondsOfPower, ftp, cpAndWPrime, weight, powerZones
    case hrZones, pedalBalance, positions, cadence, speedOrDistance, distance, beats

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
        case .beats: "the file has no beat-to-beat intervals (hrv messages, from a chest strap)"
        }
    }

    /// Which streams a ride's series holds, each looked for once (an absent stream is a scan of its seconds).
    package struct Streams {
        let speed, cadence, altitude, power, heartRate, leftBalance, positions, distance: Bool
        /// Seconds with a power sample: the duration TSS counts, and whether NP has its 30 s.
        let powerSeconds: Int

        package init(_ series: RideSeries) {
            func has(_ values: [Double]) -> Bool { values.contains { !$0.isNaN } }
            speed = has(series.speed)
            cadence = has(series.cadence)
            altitude = has(series.altitude)
            powerSeconds = series.power.lazy.filter { !$0.isNaN }.count
            power = powerSeconds > 0
            heartRate = has(series.heartRate)
            leftBalance = has(series.leftBalance)
            positions = has(series.latitude) && has(series.longitude)
            distance = has(series.distance)
        }
    }

    /// Whether a ride (its streams) and the settings meet it: what the metrics' missing reasons are derived from.
    package func isMet(_ ride: Metric.Ride) -> Bool {
        let (series, settings) = (ride.streams, ride.settings)
        let sessionDistance = ride.session?.distance != nil
        return switch self {
        case .speedOrCadence: series.speed || series.cadence
        case .altitude: series.altitude
        case .power: series.power
        case .heartRate: series.heartRate
        case .thirtySecondsOfPower: series.powerSeconds >= 30
        case .ftp: (settings.ftp ?? 0) > 0
        case .cpAndWPrime: settings.cp != nil && settings.wPrime != nil
        case .weight: (settings.weight ?? 0) > 0
        case .powerZones: settings.powerZones != nil || (settings.ftp ?? 0) > 0
        case .hrZones: settings.hrZones != nil || settings.lthr != nil || settings.maxHR != nil
        case .pedalBalance: series.leftBalance
        case .positions: series.positions
        case .cadence: series.cadence
        case .speedOrDistance: series.speed || series.distance || sessionDistance
        case .distance: series.distance || sessionDistance
        case .beats: !ride.series.beats.isEmpty
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
