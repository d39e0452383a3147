import Foundation
import Testing
import TestSupport
import FITActivity
@testable import FITAnalysis

/// The metrics on synthetic 1 Hz streams, against answers worked out by hand (or by the formula the rule
/// states, evaluated independently here), and on a real ride against the device's own figures.
@Suite struct AnalysisTests {
    static func repeated(_ parts: [(Double, Int)]) -> [Double] { parts.flatMap { Array(repeating: $0.0, count: $0.1) } }

    @Test func normalizedPowerFollowsGoldenCheetah() throws {
        // 60 s at 100 W, 30 s at 400 W, 60 s at 100 W: 229.5 W under GoldenCheetah's IsoPower (docs/METRICS.md).
        let np = try #require(PowerMetrics.normalized(Self.repeated([(100, 60), (400, 30), (100, 60)])))
        #expect(abs(np - 229.5) < 0.05)
        // Constant power P for n s: the zero-started 30 s window gives P·((n − 29 + Σk⁴/30⁴)/n)^¼, k = 1…29.
        let n = 3600.0
        let warmUp = (1...29).reduce(0.0) { $0 + pow(Double($1) / 30, 4) }
        let constant = try #require(PowerMetrics.normalized(Array(repeating: 250, count: Int(n))))
        #expect(abs(constant - 250 * pow((n - 29 + warmUp) / n, 0.25)) < 1e-9)
        #expect(abs(constant - 250) < 0.5)  // and it tends to P
        #expect(PowerMetrics.normalized(Array(repeating: 250, count: 29)) == nil)
        // Seconds without power are skipped, not zeros.
        let gapped = Self.repeated([(250, 1800)]) + Array(repeating: .nan, count: 600) + Self.repeated([(250, 1800)])
        #expect(PowerMetrics.normalized(gapped) == PowerMetrics.normalized(Array(repeating: 250, count: 3600)))
    }

    @Test func intensityStressVariabilityAndWork() throws {
        let power = Array(repeating: 250.0, count: 3600)
        let a = Analyzer.analyze(RideSeries(power: power), settings: AthleteSettings(ftp: 250))
        let np = try #require(a.normalizedPower)
        #expect(abs(try #require(a.intensityFactor) - np / 250) < 1e-12)
        // One hour at IF: TSS = 100·IF².
        #expect(abs(try #require(a.trainingStressScore) - 100 * (np / 250) * (np / 250)) < 1e-9)
        #expect(abs(try #require(a.variabilityIndex) - np / 250) < 1e-12)
        #expect(a.work == 900)  // 250 W × 3600 s = 900 kJ
        let light = Analyzer.analyze(RideSeries(power: power), settings: AthleteSettings(weight: 62.5))
        #expect(light.avgPowerPerKg == 4)  // 250 W / 62.5 kg
        let none = Analyzer.analyze(RideSeries(power: power), settings: AthleteSettings())
        #expect(none.intensityFactor == nil && none.missing[.intensityFactor]?.contains("FTP") == true)
    }

    @Test func powerCurveOfAKnownEffort() throws {
        let curve = MeanMaxCurve(power: Self.repeated([(100, 60), (400, 30), (100, 60)]))
        #expect(curve.watts.count == 150)
        #expect(curve.best(1) == 400 && curve.best(30) == 400)
        #expect(curve.best(60) == 250)  // 30 s at 400 + 30 s at 100
        #expect(curve.best(150) == 160)  // the whole ride
        #expect(curve.best(151) == nil)
    }

    @Test func prunedPowerCurveEqualsTheExhaustiveOne() {
        var generator = SeededGenerator(seed: 7)
        var p = 200.0
        let power: [Double] = (0..<3000).map { i in
            p = max(0, p + Double.random(in: -30...30, using: &generator))
            return i % 500 < 40 ? p * 2 : (i % 700 == 0 ? .nan : p)
        }
        let curve = MeanMaxCurve(power: power)
        let zeroFilled = power.map { $0.isNaN ? 0 : $0 }
        for d in [1, 2, 3, 17, 64, 65, 100, 333, 1000, 1999, 2999, 3000] {
            var best = -Double.infinity
            for i in 0...(3000 - d) { best = max(best, zeroFilled[i..<(i + d)].reduce(0, +)) }
            #expect(abs(curve.best(d)! - best / Double(d)) < 1e-6, "duration \(d)")
        }
    }

    @Test func wPrimeBalanceDrainsAboveCP() throws {
        // 100 s at CP + 100 W: no power below CP, so τ = int(546·e^(−0.01·CP) + 316); the spent W′ after
        // 100 s is Σ 100·e^(−k/τ), k = 0…99.
        let cp = 250.0, wPrime = 20_000.0
        let balance = PowerMetrics.wPrimeBalance(Array(repeating: cp + 100, count: 100), cp: cp, wPrime: wPrime)
        let tau = Double(Int(546 * exp(-0.01 * cp) + 316))
        let spent = (0..<100).reduce(0.0) { $0 + 100 * exp(-Double($1) / tau) }
        #expect(abs(try #require(balance.min()) - (wPrime - spent)) < 1e-6)
        // Below CP it recovers.
        let recovering = PowerMetrics.wPrimeBalance(
            Array(repeating: cp + 100, count: 100) + Array(repeating: 100, count: 600),
            cp: cp, wPrime: wPrime)
        #expect(recovering.last! > recovering[99])
    }

    @Test func elevationGainUsesThreeMetreHysteresis() throws {
        // Up 10 m, down 2 m (inside the band), up to 15 m: the reference moves at 4, 8 and 12 m → 12 m of gain.
        let climb: [Double] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 9, 10, 11, 12, 13, 14, 15]
        let e = try #require(RideMetrics.elevation(climb))
        #expect(e.gain == 12 && e.loss == 0)
        let e2 = try #require(RideMetrics.elevation(climb + [11]))  // −4 m from the reference at 15? no: ref 12
        #expect(e2.loss == 0)
        let e3 = try #require(RideMetrics.elevation(climb + [8]))  // 12 → 8: a 4 m descent
        #expect(e3.loss == 4)
        #expect(RideMetrics.elevation([.nan, .nan]) == nil)
    }

    @Test func gpsDistanceLeavesOutJumps() throws {
        // Along the equator in 0.0001° steps (11.12 m each), with one fix thrown 2 km north and back.
        var lat = Array(repeating: 0.0, count: 11), lon = (0...10).map { Double($0) * 0.0001 + 0.5 }
        let step = Geo.haversine(0, 0.5, 0, 0.5001)
        #expect(abs(step - 2 * Double.pi * Geo.earthRadius * 0.0001 / 360) < 1e-6)
        #expect(abs(try #require(RideMetrics.gpsDistance(latitude: lat, longitude: lon)) - 10 * step) < 1e-6)
        lat[5] = 0.018  // about 2 km away: both steps to and from it are jumps
        let d = try #require(RideMetrics.gpsDistance(latitude: lat, longitude: lon))
        #expect(abs(d - 8 * step) < 1e-6)
    }

    @Test func movingTimeCountsSpeedOrCadenceOutsidePauses() throws {
        let speed = Self.repeated([(0, 10), (5, 20)]), cadence = Array(repeating: Double.nan, count: 30)
        #expect(RideMetrics.movingTime(speed: speed, cadence: cadence) { _ in false } == 20)
        #expect(RideMetrics.movingTime(speed: speed, cadence: cadence) { (12..<17).contains($0) } == 15)
        #expect(RideMetrics.movingTime(speed: cadence, cadence: cadence) { _ in false } == nil)
    }

    @Test func zonesIncludeTheirLowerEdge() {
        let zones = Zones.coggan(ftp: 200)  // edges 0, 110, 150, 180, 210, 240, 300 W
        #expect(zones.lowerEdges == [0, 110, 150, 180, 210, 240, 300])
        #expect(zones.zone(of: 109.9) == 0 && zones.zone(of: 110) == 1 && zones.zone(of: 1000) == 6)
        #expect(zones.zone(of: -1) == nil && zones.zone(of: .nan) == nil)
        #expect(zones.timeIn([100, 110, 110, .nan, 300]) == [1, 2, 0, 0, 0, 0, 1])
        #expect(Zones.heartRate(lthr: 100).lowerEdges == [0, 68, 83, 94, 105])
    }

    @Test func decouplingComparesTheHalves() throws {
        // First half 200 W at 140 bpm (1.4286 W/bpm), second 200 W at 150 bpm (1.3333): 6.67 % decoupling.
        let power = Array(repeating: 200.0, count: 20), hr = Self.repeated([(140, 10), (150, 10)])
        let d = try #require(RideMetrics.decoupling(power: power, heartRate: hr))
        #expect(abs(d - 100 * (200.0 / 140 - 200.0 / 150) / (200.0 / 140)) < 1e-9)
    }

    @Test func shortGapsAreInterpolatedLongOnesLeftEmpty() {
        var filled = [100, .nan, .nan, 130] + Array(repeating: .nan, count: 30) + [200]
        RideSeries.interpolate(&filled, limit: RideSeries.interpolationLimit)
        #expect(Array(filled[0...3]) == [100, 110, 120, 130])
        #expect(filled[4].isNaN && filled[33].isNaN)
    }

    /// athlete.conf: `key = value` lines, comments after `#`, lists by commas; an unknown key or a value that
    /// is not a number is an error.
    @Test func athleteSettingsParseFromTheirFile() throws {
        let parsed = try AthleteHistory(
            parsing: "# mine\nftp = 250\nw_prime = 20000  # J\npower_zones = 0, 140, 190\n")
        #expect(parsed.settings(onDay: 0) == AthleteSettings(ftp: 250, wPrime: 20000, powerZones: [0, 140, 190]))
        #expect(throws: AthleteHistory.ParseError.self) { try AthleteHistory(parsing: "ftp = fast") }
        #expect(throws: AthleteHistory.ParseError.self) { try AthleteHistory(parsing: "vo2 = 60") }
        #expect(throws: AthleteHistory.ParseError.self) { try AthleteHistory(parsing: "ftp = 250 since 2025-02-30") }
    }

    /// dated values. Each key's latest value from the day or before holds; a key whose values are all
    /// later is not known; flags hold on every day. Days by hand: 2025-03-01 is day 20148 since 1970-01-01.
    @Test func datedSettingsHoldFromTheirDay() throws {
        let history = try AthleteHistory(
            parsing: """
                ftp = 250
                weight = 70 since 2025-01-01
                ftp = 280 since 2025-03-01
                ftp = 300 since 2025-06-01
                lthr = 165
                """)
        let march1 = try #require(AthleteHistory.day("2025-03-01"))
        #expect(march1 == 20148)
        #expect(history.settings(onDay: march1 - 1).ftp == 250)
        #expect(history.settings(onDay: march1).ftp == 280)
        #expect(history.settings(onDay: try #require(AthleteHistory.day("2025-06-01"))).ftp == 300)
        #expect(history.settings(onDay: AthleteHistory.day("2024-12-31")!).weight == nil)
        #expect(history.firstDay(of: "weight") == AthleteHistory.day("2025-01-01"))
        #expect(history.firstDay(of: "ftp") == nil && history.settings(onDay: 0).lthr == 165)
        let flagged = history.overridden(by: AthleteSettings(ftp: 200))
        #expect(flagged.settings(onDay: march1).ftp == 200 && flagged.settings(onDay: march1).lthr == 165)
        // A ride's local day: 23:30 UTC on 2025-02-28 at +01:00 is March 1st there.
        let start = 20147 * 86_400 + 23 * 3600 + 1800
        #expect(AthleteHistory.localDay(unix: Int64(start), utcOffset: 3600) == march1)
    }
}

/// The metric table's promises: every metric that is not there says why, and docs/METRICS.md names each one.
@Suite struct MetricTableTests {
    @Test("a ride without power or heart rate gives a reason for every power and heart-rate metric it lacks")
    func everyMissingMetricSaysWhy() {
        let series = RideSeries(speed: Array(repeating: 8, count: 600), distance: (0..<600).map { Double($0) * 8 })
        let a = Analyzer.analyze(series, settings: AthleteSettings())
        let reasons = Dictionary(uniqueKeysWithValues: a.missingByKey.map { ($0.key, $0.reason) })
        for key in ["max_power", "work_kj", "variability_index", "avg_power", "normalized_power", "power_curve"] {
            #expect(reasons[key] == "the file has no power", "\(key): \(reasons[key] ?? "no reason")")
        }
        for key in ["avg_heart_rate", "max_heart_rate", "hr_zones", "time_in_hr_zones"] {
            #expect(reasons[key] == "the file has no heart rate", "\(key): \(reasons[key] ?? "no reason")")
        }
        // Every metric of the table is there or says why.
        for metric in Metric.all where !metric.isPresent(in: a) {
            #expect(reasons[metric.key] != nil, "\(metric.key) is missing without a reason")
        }
    }

    @Test("docs/METRICS.md names every metric of the table")
    func docsNameEveryMetric() throws {
        let page = try String(contentsOfFile: Paths.packageRoot.path + "/docs/METRICS.md", encoding: .utf8)
        for metric in Metric.all { #expect(page.contains("`\(metric.key)`"), "\(metric.key)") }
    }
}
