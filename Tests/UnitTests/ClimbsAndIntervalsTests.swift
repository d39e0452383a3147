import Foundation
import Testing
import TestSupport
import FITActivity
@testable import FITAnalysis

/// Climbs and intervals found by themselves, on routes and rides made with known hills and efforts: the
/// expected figures are worked out by hand from how each was made (docs/METRICS.md gives the rules).
@Suite struct ClimbsAndIntervalsTests {
    /// A route every 10 m: stretches of (length m, gradient %) from an altitude of 100 m.
    static func route(_ stretches: [(Double, Double)]) -> (distance: [Double], altitude: [Double]) {
        var distance = [0.0], altitude = [100.0]
        for (length, grade) in stretches {
            for _ in 0..<Int(length / 10) {
                distance.append((distance.last ?? 0) + 10)
                altitude.append((altitude.last ?? 0) + grade / 10)
            }
        }
        return (distance, altitude)
    }

    @Test(
        "a climb with a 20 m dip inside is one climb, from the foot of its rise to its summit; flats before it are not part of it"
    )
    func oneClimbWithADip() throws {
        // Flat 1 km; 1 km at 5 % (+50); 200 m at −10 % (−20); 1 km at 6 % (+60); flat; 1 km down at 6 %.
        let r = Self.route([(1000, 0), (1000, 5), (200, -10), (1000, 6), (1800, 0), (1000, -6), (1000, 0)])
        let times = r.distance.map { $0 / 5 }  // 5 m/s
        let climbs = Climbs.find(distance: r.distance, altitude: r.altitude, time: times)
        try #require(climbs.count == 1)
        let c = climbs[0]
        #expect(c.startDistance == 1000 && c.endDistance == 3200)
        #expect(abs(c.gain - 90) < 1e-9)
        #expect(abs(c.averageGradient - 100 * 90 / 2200.0) < 1e-9)
        #expect(abs(c.maxGradient - 6) < 1e-9)
        // 90 m in 440 s.
        #expect(abs((c.vam ?? 0) - 90 * 3600 / 440.0) < 1e-6)
        // 2,200 m × 4.09 % = 9,000: category 4 (8,000 to 16,000).
        #expect(c.category == .four)
    }

    @Test(
        "no climb on a false flat, a short steep ramp, a descent, a dip deeper than 25 m between two small rises, or a route without elevation"
    )
    func noClimbs() {
        let falseFlat = Self.route([(500, 0), (3000, 2), (500, 0)])  // +60 m at 2 %
        #expect(Climbs.find(distance: falseFlat.distance, altitude: falseFlat.altitude).isEmpty)
        let ramp = Self.route([(500, 0), (300, 12), (500, 0)])  // +36 m in 300 m
        #expect(Climbs.find(distance: ramp.distance, altitude: ramp.altitude).isEmpty)
        let descent = Self.route([(3000, -5)])
        #expect(Climbs.find(distance: descent.distance, altitude: descent.altitude).isEmpty)
        // Two rises of 20 m at 4 % with a 30 m dip between: neither reaches 30 m, and the dip ends the first.
        let broken = Self.route([(500, 4), (300, -10), (500, 4)])
        #expect(Climbs.find(distance: broken.distance, altitude: broken.altitude).isEmpty)
        let flat = Self.route([(3000, 5)])
        #expect(Climbs.find(distance: flat.distance, altitude: flat.distance.map { _ in .nan }).isEmpty)
    }

    @Test("categories by length × gradient: 8,000 category 4 … 80,000 HC; two climbs apart are two")
    func categoriesAndTwoClimbs() throws {
        // 10 km at 9 % (90,000: HC); down 3 km at 8 %; 2 km at 5 % (10,000: category 4).
        let r = Self.route([(10_000, 9), (3000, -8), (2000, 5)])
        let climbs = Climbs.find(distance: r.distance, altitude: r.altitude)
        try #require(climbs.count == 2)
        #expect(climbs[0].category == .hors && climbs[1].category == .four)
        #expect(abs(climbs[0].gain - 900) < 1e-6 && abs(climbs[1].gain - 100) < 1e-6)
        #expect(climbs[1].startDistance == 13_000)
        #expect(Climb.Category(score: 7_999) == .uncategorised && Climb.Category(score: 16_000) == .three)
        #expect(Climb.Category(score: 32_000) == .two && Climb.Category(score: 64_000) == .one)
    }

    @Test(
        "a plateau ends a climb when the climbing on either side is a climb by itself; a false flat between two rises too small alone does not"
    )
    func plateaus() throws {
        // 2 km at 5 % (+100), 3 km at 0.5 % (+15), 2 km at 5 % (+100): two climbs of about 2 km and 100 m. The
        // first ends where the next 100 m rise under 1 % (10 m before its top: 99.5 m of gain); the second starts
        // at the first point whose next 50 m rise 1.5 m (x m of approach at 0.5 % and 50 − x at 5 %: x ≤ 22, so
        // 20 m before its foot, 0.1 m more).
        let two = Self.route([(2000, 5), (3000, 0.5), (2000, 5)])
        let climbs = Climbs.find(distance: two.distance, altitude: two.altitude)
        try #require(climbs.count == 2, "\(climbs)")
        #expect(climbs[0].startDistance == 0 && climbs[0].endDistance == 1990 && abs(climbs[0].gain - 99.5) < 1e-6)
        #expect(climbs[1].startDistance == 4980 && climbs[1].endDistance == 7000, "\(climbs[1])")
        #expect(abs(climbs[1].gain - 100.1) < 1e-6, "\(climbs[1])")
        // 2 km at 5 %, 1 km flat, 300 m at 5 % (+15): the climb ends at the plateau (10 m before its top, as
        // above); the kick is no climb.
        let kick = Self.route([(2000, 5), (1000, 0), (300, 5)])
        let one = Climbs.find(distance: kick.distance, altitude: kick.altitude)
        #expect(one.count == 1 && one.first?.endDistance == 1990, "\(one)")
        // 500 m at 5 % (+25), 500 m flat, 500 m at 5 % (+25): neither side is a climb alone; one of 1.5 km, +50 m.
        let falseFlat = Self.route([(500, 5), (500, 0), (500, 5)])
        let whole = Climbs.find(distance: falseFlat.distance, altitude: falseFlat.altitude)
        try #require(whole.count == 1, "\(whole)")
        #expect(whole[0].startDistance == 0 && whole[0].endDistance == 1500 && abs(whole[0].gain - 50) < 1e-6)
    }

    @Test("a climb starts where the grade does, not at the lowest wobble of a noisy flat approach")
    func noisyApproach() throws {
        // 2 km flat with ±0.3 m of GPS noise (deterministic), then 1 km at 5 %.
        var r = Self.route([(2000, 0), (1000, 5)])
        var generator = SeededGenerator(seed: 11)
        for i in r.altitude.indices where r.distance[i] < 2000 {
            r.altitude[i] += Double(generator.next() % 61) / 100 - 0.3
        }
        let climbs = Climbs.find(distance: r.distance, altitude: r.altitude)
        try #require(climbs.count == 1)
        // Within 20 m of where the 5 % begins: 1.0 km at 5 %, not 1.2 km at 4.4 %.
        #expect(abs(climbs[0].startDistance - 2000) <= 20, "\(climbs[0])")
        #expect(abs(climbs[0].length - 1000) <= 20 && abs(climbs[0].averageGradient - 5) < 0.15, "\(climbs[0])")
    }

    /// An hour at 150 W (±10 W of deterministic noise), with 5 min at 300 W from 10:00, 1 min at 280 W from
    /// 30:00, and a 10 s sprint at 700 W from 50:00.
    static func ride(steady: Bool = false) -> [Double] {
        var generator = SeededGenerator(seed: 7)
        return (0..<3600).map { t in
            let base: Double =
                steady
                ? 200
                : (600..<900).contains(t)
                    ? 300 : (1800..<1860).contains(t) ? 280 : (3000..<3010).contains(t) ? 700 : 150
            return base + Double(Int.random(in: -10...10, using: &generator))
        }
    }

    @Test(
        "with FTP: the efforts at 105 % and more, 30 s or longer, and the sprint at 150 % apart, each where it was made"
    )
    func intervalsByFTP() throws {
        let power = Self.ride()
        let found = Intervals.find(power: power, heartRate: [], cadence: [], ftp: 250)
        try #require(found.efforts.count == 2 && found.sprints.count == 1)
        for (effort, (start, duration)) in zip(found.efforts, [(600, 300), (1800, 60)]) {
            #expect(abs(effort.start - start) <= 5 && abs(effort.duration - duration) <= 10, "\(effort)")
            #expect(effort.avgPower >= 262.5)
        }
        #expect(abs(found.sprints[0].start - 3000) <= 3 && found.sprints[0].duration <= 15)
        #expect(found.sprints[0].avgPower >= 375)
        // The effort's NP over the effort itself: about 300 W, and never below its average.
        #expect(abs((found.efforts[0].normalizedPower ?? 0) - 300) < 10)
        for effort in found.efforts { #expect((effort.normalizedPower ?? 0) >= effort.avgPower - 1e-9) }
    }

    @Test(
        "threshold blocks are intervals: four 8-minute blocks at 95 % of FTP with 4 minutes easy between, counted by hand"
    )
    func thresholdBlocks() throws {
        // 10 min at 60 %, then 4 × (8 min at 95 % ± 5 W, 4 min at 55 %), then 10 min at 50 %; FTP 250 W.
        var generator = SeededGenerator(seed: 5)
        func stretch(_ seconds: Int, _ fraction: Double) -> [Double] {
            (0..<seconds).map { _ in 250 * fraction + Double(Int.random(in: -5...5, using: &generator)) }
        }
        var power = stretch(600, 0.6)
        for _ in 0..<4 { power += stretch(480, 0.95) + stretch(240, 0.55) }
        power += stretch(600, 0.5)
        let found = Intervals.find(power: power, heartRate: [], cadence: [], ftp: 250)
        try #require(found.efforts.count == 4, "\(found.efforts)")
        for (n, effort) in found.efforts.enumerated() {
            // Block n starts at 600 + 720 n s and lasts 480 s (the 30 s smoothing blurs each edge by up to 30 s).
            #expect(abs(effort.start - (600 + 720 * n)) <= 30 && abs(effort.duration - 480) <= 45, "\(effort)")
            #expect(abs(effort.avgPower - 237.5) < 8, "\(effort)")
        }
        #expect(found.sprints.isEmpty)
    }

    /// 10 min at 60 % of 250 W, 4 × (8 min at 95 % and 4 min at 55 %), 10 min at 50 %, each second ± `noise` W.
    static func blocks(noise: Int) -> [Double] {
        var generator = SeededGenerator(seed: 9)
        func stretch(_ seconds: Int, _ fraction: Double) -> [Double] {
            (0..<seconds).map { _ in 250 * fraction + Double(Int.random(in: -noise...noise, using: &generator)) }
        }
        var power = stretch(600, 0.6)
        for _ in 0..<4 { power += stretch(480, 0.95) + stretch(240, 0.55) }
        return power + stretch(600, 0.5)
    }

    @Test("without FTP, four rough threshold blocks are four whole efforts, not fragments")
    func wholeBlocksWithoutFTP() throws {
        // ±90 W a second: the 10 s power dips under the floor (1.2 × the 184.6 W pedalling average, by hand:
        // (600·150 + 4·(480·237.5 + 240·137.5) + 600·125) / 4,080) now and then inside each block.
        let found = Intervals.find(power: Self.blocks(noise: 90), heartRate: [], cadence: [], ftp: nil)
        try #require(found.efforts.count == 4, "\(found.efforts.map { ($0.start, $0.duration) })")
        for (n, effort) in found.efforts.enumerated() {
            #expect(abs(effort.start - (600 + 720 * n)) <= 15 && abs(effort.duration - 480) <= 30, "\(effort)")
        }
    }

    @Test("laps that mark the work are the intervals, whole; autolaps of another shape mark nothing")
    func lapsAsIntervals() throws {
        let power = Self.blocks(noise: 5)
        // A lap for each block and each rest, as a rider presses the button: laps 2, 4, 6 and 8 are the work.
        var laps = [0..<600]
        for n in 0..<4 { laps += [(600 + 720 * n)..<(1080 + 720 * n), (1080 + 720 * n)..<(1320 + 720 * n)] }
        laps.append(3480..<4080)
        let marked = Intervals.find(power: power, heartRate: [], cadence: [], ftp: 250, laps: laps)
        try #require(marked.efforts.count == 4, "\(marked.efforts)")
        for (n, effort) in marked.efforts.enumerated() {
            #expect(effort.start == 600 + 720 * n && effort.duration == 480 && effort.lap == 2 + 2 * n, "\(effort)")
        }
        // Autolaps every 20 minutes hold a block and more: they mark nothing, the efforts stay as found.
        let auto = Intervals.find(
            power: power, heartRate: [], cadence: [], ftp: 250,
            laps: stride(from: 0, to: 4080, by: 1200).map {
                $0..<min(4080, $0 + 1200)
            })
        #expect(auto.efforts.count == 4 && auto.efforts.allSatisfy { $0.lap == nil }, "\(auto.efforts)")
    }

    @Test("a steady ride has no interval; without FTP the change-point rule finds the same efforts and the sprint")
    func steadyRideAndNoFTP() throws {
        // 200 W steady is an endurance ride at 70 % of an FTP of 285 W: no interval. At an FTP of 200 W the same
        // hour is one threshold effort, the whole ride.
        let steady = Intervals.find(power: Self.ride(steady: true), heartRate: [], cadence: [], ftp: 285)
        #expect(steady.efforts.isEmpty && steady.sprints.isEmpty)
        let atFTP = Intervals.find(power: Self.ride(steady: true), heartRate: [], cadence: [], ftp: 200)
        #expect(atFTP.efforts.count == 1 && (atFTP.efforts.first?.duration ?? 0) > 3500, "\(atFTP.efforts)")
        let noFTPSteady = Intervals.find(power: Self.ride(steady: true), heartRate: [], cadence: [], ftp: nil)
        #expect(noFTPSteady.efforts.isEmpty && noFTPSteady.sprints.isEmpty)
        let found = Intervals.find(power: Self.ride(), heartRate: [], cadence: [], ftp: nil)
        try #require(found.efforts.count == 2, "\(found.efforts)")
        #expect(abs(found.efforts[0].start - 600) <= 5 && abs(found.efforts[0].duration - 300) <= 10)
        #expect(abs(found.efforts[1].start - 1800) <= 5 && abs(found.efforts[1].duration - 60) <= 10)
        #expect(found.sprints.count == 1 && abs((found.sprints.first?.start ?? 0) - 3000) <= 3)
    }

    @Test(
        "analyze carries climbs and intervals as rows of its table: --json has them, a ride without altitude says why not"
    )
    func inTheTable() throws {
        let r = Self.route([(1000, 0), (2000, 5), (1000, 0)])
        let n = r.distance.count
        let a = Analyzer.analyze(
            RideSeries(power: Array(repeating: 150, count: n), altitude: r.altitude, distance: r.distance),
            settings: AthleteSettings(ftp: 250))
        #expect(a.structured[Metric.climbs.key] as? [Climb] != nil)
        #expect((a.structured[Metric.climbs.key] as? [Climb])?.count == 1)
        let none = Analyzer.analyze(RideSeries(power: Array(repeating: 150, count: 100)), settings: AthleteSettings())
        #expect(none.missing[.climbs] == Requirement.altitude.missing)
        #expect(none.structured[Metric.intervals.key] != nil)
    }
}
