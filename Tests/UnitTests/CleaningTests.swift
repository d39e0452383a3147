import FITActivity
import FITAnalysis
import FITInput
import FITKit
import Foundation
import Testing
import TestSupport

/// The cleaning rules (docs/METRICS.md, "What is left out") on rides made with the defects real devices write;
/// every expected figure is worked out by hand from the samples the test writes.
@Suite struct CleaningTests {
    static let t0 = MessyRides.morning

    static func analyze(_ bytes: [UInt8], settings: AthleteSettings = AthleteSettings()) throws -> ActivityAnalysis {
        try Analyzer.analyze(InputItem.bytes(bytes, name: "messy.fit"), settings: settings)
    }

    /// An hour at a steady 200 W and 90 rpm, 8 m/s, with `spikes` seconds of 21,733 W.
    static func steadyRide(spikes: Set<Int> = []) throws -> [UInt8] {
        let samples = (0..<3600).map { i in
            MessyRides.Sample(
                time: t0 + UInt32(i), power: spikes.contains(i) ? 21_733 : 200, heartRate: 140, cadence: 90,
                speed: 8, distance: Double(i) * 8)
        }
        return try MessyRides.file(
            samples, session: .init(start: t0, elapsed: 3599, timer: 3599, distance: 3599 * 8, maxPower: 200))
    }

    @Test("impossible power never reaches the metrics, and is counted")
    func impossiblePowerIsLeftOut() throws {
        let a = try Self.analyze(try Self.steadyRide(spikes: [600, 601, 1800, 3000]), settings: .init(ftp: 250))
        // The four seconds left out are one- and two-second gaps, filled from the 200 W beside them: the ride is
        // 200 W throughout, as the device's session says.
        #expect(a.maxPower == 200)
        #expect(a.avgPower == 200)
        #expect(a.powerCurve?.best(5) == 200)
        // Constant P for n = 3600 s under the zero-started 30 s rolling mean (docs/METRICS.md):
        // NP = P·((n − 29 + Σk⁴/30⁴)/n)^¼, k = 1…29.
        let k4 = (1...29).reduce(0.0) { $0 + pow(Double($1) / 30, 4) }
        let np = 200 * pow((3600 - 29 + k4) / 3600, 0.25)
        #expect(abs(try #require(a.normalizedPower) - np) < 1e-9)
        #expect(abs(try #require(a.variabilityIndex) - np / 200) < 1e-9)
        #expect(a.leftOut.count(.power, .above(4000, unit: "W")) == 4)
        #expect(a.leftOut.line == "4 power samples above 4,000 W")
    }

    @Test("heart rates of 0 are dropouts, other impossible values are limits")
    func heartRateAndCadenceLimits() throws {
        var samples = (0..<120).map { i in
            MessyRides.Sample(time: Self.t0 + UInt32(i), heartRate: 150, cadence: 80, speed: 5)
        }
        samples[10].heartRate = 0
        samples[11].heartRate = 0
        samples[50].heartRate = 252  // FIT's uint8 holds up to 254
        samples[70].cadence = 254
        samples[90].speed = 150  // 540 km/h
        let a = try Self.analyze(try MessyRides.file(samples))
        #expect(a.maxHeartRate == 150 && a.avgHeartRate == 150)
        #expect(a.maxCadence == 254)  // inside the limit: kept
        #expect(a.maxSpeed == 5)
        #expect(a.leftOut.count(.heartRate, .dropout) == 2)
        #expect(a.leftOut.count(.heartRate, .above(250, unit: "bpm")) == 1)
        #expect(a.leftOut.count(.cadence, .above(255, unit: "rpm")) == 0)  // 254 rpm is inside the limit
        #expect(a.leftOut.count(.speed, .above(100, unit: "m/s")) == 1)
    }

    @Test("a GPS glitch of a few fixes is left out of the track and its distance")
    func gpsGlitchIsLeftOut() throws {
        // 300 s along the equator at 0.0001° a second (11.1 m/s); seconds 100–102 jump 1° north (111 km).
        let samples = (0..<300).map { i in
            MessyRides.Sample(
                time: Self.t0 + UInt32(i), speed: 11, latitude: (100...102).contains(i) ? 1 : 0.0,
                longitude: 1 + Double(i) * 0.0001)
        }
        let a = try Self.analyze(try MessyRides.file(samples))
        #expect(a.leftOut.count(.positions, .gpsJump) == 3)
        // The 299 one-second steps of 0.0001° of longitude on the equator, the glitch's three filled in between.
        let step = Geo.haversine(0, 1, 0, 1.0001)
        #expect(abs(try #require(a.gpsDistance) - 299 * step) < 0.01)
    }

    @Test("altitude and distance spikes are left out")
    func altitudeAndDistanceSpikes() throws {
        var samples = (0..<600).map { i in
            MessyRides.Sample(time: Self.t0 + UInt32(i), distance: Double(i) * 5, altitude: 100 + Double(i) / 10)
        }
        samples[200].altitude = 12_136  // a barometer's spike (inside the 9,000 m limit would be no different)
        samples[300].altitude = 2_100
        samples[400].distance = 4_000_000
        let a = try Self.analyze(try MessyRides.file(samples))
        // 100 m to 159.9 m, rising 0.1 m a second: 59.9 m, counted in 3 m steps by the hysteresis.
        #expect(abs(try #require(a.totalAscent) - 57) < 3.001)
        #expect(a.totalDescent == 0)
        #expect(a.totalDistance == 2995)
        #expect(a.leftOut.count(.altitude) == 2)
        #expect(a.leftOut.count(.distance, .tooFast) == 1)
    }

    @Test("records of a clock set mid-ride are left out; distance and times come from the rest")
    func clockSetMidRide() throws {
        // 56.9 km in 2:02:53 at 7.72 m/s, whose first four records are stamped 27 days early (the device's
        // clock before it found the satellites); the session starts with them, and its elapsed time spans
        // the 27 days, as the device computed it.
        let seconds = 7373, early = UInt32(27 * 86_400)
        let samples = (0..<seconds).map { i in
            MessyRides.Sample(
                time: Self.t0 + UInt32(i) - (i < 4 ? early : 0), speed: 7.72, distance: Double(i) * 7.72)
        }
        let session = MessyRides.Session(
            start: Self.t0 - early, elapsed: Double(early) + Double(seconds - 1), timer: Double(seconds - 1),
            distance: Double(seconds - 1) * 7.72)
        let a = try Self.analyze(try MessyRides.file(samples, session: session))
        #expect(a.leftOut.count(.records, .clockJump) == 4)
        #expect(a.startTime == Self.t0 + 4)
        // Every figure from the records kept: their distance, 4 × 7.72 m to 7372 × 7.72 m, as their times.
        #expect(abs(try #require(a.totalDistance) - 7368 * 7.72) < 1e-6)
        // The records that remain span 4 s to 7372 s; the session's timer (7372 s) cannot be longer.
        #expect(a.totalElapsedTime == 7368)
        #expect(a.totalTimerTime == 7368)
        #expect(a.movingTime == 7368)
    }

    @Test("a stretch stamped days later in the middle of a ride is left out")
    func clockJumpInTheMiddle() throws {
        // 10 km at 10 m/s; records 300–399 stamped three days late.
        let samples = (0..<1001).map { i in
            MessyRides.Sample(
                time: Self.t0 + UInt32(i) + ((300..<400).contains(i) ? 3 * 86_400 : 0), speed: 10,
                distance: Double(i) * 10)
        }
        let a = try Self.analyze(
            try MessyRides.file(samples, session: .init(start: Self.t0, elapsed: 1000, timer: 1000, distance: 10_000)))
        #expect(a.leftOut.count(.records, .clockJump) == 100)
        #expect(a.totalDistance == 10_000)
        #expect(a.totalElapsedTime == 1000)  // the session's: it starts on the records' clock
        #expect(a.startTime == Self.t0)
    }

    @Test("a pool swim's moving time is its active lengths; no average above its maximum")
    func poolSwim() throws {
        // 48 lengths of 50 m (2.4 km), one record per length 28 s apart, and a rest of 60 s after the 24th.
        var lengths: [MessyRides.Length] = [], samples: [MessyRides.Sample] = []
        var t = Self.t0
        for i in 0..<48 {
            lengths.append(.init(start: t, seconds: 28))
            t += 28
            samples.append(.init(time: t, speed: 50.0 / 28, distance: Double(i + 1) * 50))
            if i == 23 {
                lengths.append(.init(start: t, seconds: 60, active: false))
                t += 60
            }
        }
        let session = MessyRides.Session(
            start: Self.t0, elapsed: 48 * 28 + 60, timer: 48 * 28 + 60, distance: 2400, sport: .swimming,
            subSport: .lapSwimming)
        let a = try Self.analyze(try MessyRides.file(samples, session: session, lengths: lengths))
        #expect(a.movingTime == 1344)  // 48 × 28 s
        // Each record comes at the end of its length: the distance is the session's, 48 × 50 m.
        #expect(a.totalDistance == 2400)
        let avg = try #require(a.avgSpeed), max = try #require(a.maxSpeed)
        #expect(abs(avg - 2400.0 / 1344) < 1e-9)
        #expect(avg <= max)
    }

    @Test("without lengths, records that come every 28 s are a ride's usual interval, not gaps")
    func sparseRecordsFillTheirInterval() throws {
        let samples = (0..<50).map { i in
            MessyRides.Sample(time: Self.t0 + UInt32(i * 28), speed: 2, distance: Double(i) * 56)
        }
        let a = try Self.analyze(try MessyRides.file(samples))
        // 49 intervals of 28 s, filled: every second of the 1,372 s ride is moving.
        #expect(a.movingTime == 1372)
        #expect(try #require(a.avgSpeed) <= (try #require(a.maxSpeed)))
    }
}
