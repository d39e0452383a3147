import Foundation
import Testing
import TestSupport
@testable import FITActivity
@testable import FITAnalysis

/// Segment matching on rides made with known gate crossings (docs/SEGMENTS.md): the times come from how each
/// ride was made (distance over speed), not from the matcher.
@Suite struct SegmentMatchTests {
    /// Metres east and north of 45° N, 7° E as degrees (a flat frame: exact to well under a metre over 3 km).
    static let metresPerDegree = 6_371_008.8 * Double.pi / 180
    static func place(_ x: Double, _ y: Double) -> (Double, Double) {
        (45 + y / metresPerDegree, 7 + x / (metresPerDegree * cos(45 * Double.pi / 180)))
    }

    /// A line through `points` (metres east, north).
    static func line(_ points: [(Double, Double)]) -> SegmentLine {
        let p = points.map { place($0.0, $0.1) }
        return SegmentLine(latitude: p.map(\.0), longitude: p.map(\.1))!
    }

    /// A ride along `path` (metres east, north, one point a second), with `noise` metres of seeded GPS noise
    /// across and along the way, power 200 W and heart rate 140 bpm throughout.
    static func ride(_ path: [(Double, Double)], noise: Double = 3, seed: UInt64 = 1) -> RideSeries {
        var generator = SeededGenerator(seed: seed)
        let p = path.map { point -> (Double, Double) in
            let dx = noise > 0 ? Double.random(in: -noise...noise, using: &generator) : 0
            let dy = noise > 0 ? Double.random(in: -noise...noise, using: &generator) : 0
            return place(point.0 + dx, point.1 + dy)
        }
        return RideSeries(
            power: Array(repeating: 200, count: p.count), heartRate: Array(repeating: 140, count: p.count),
            speed: Array(repeating: 8, count: p.count), latitude: p.map(\.0), longitude: p.map(\.1))
    }

    /// A straight 2 km segment east from the origin, a point every 100 m.
    static let straight = line((0...20).map { (Double($0) * 100, 0) })

    /// East along y = `north` at `speed` m/s from x = `from`, for `seconds`; `stop` seconds standing still at
    /// x = `stopAt`.
    static func eastward(
        from: Double = -500, seconds: Int = 400, speed: Double = 8, north: Double = 0, stopAt: Double? = nil,
        stop: Int = 0
    ) -> [(Double, Double)] {
        var out: [(Double, Double)] = []
        var x = from, stopped = 0
        for _ in 0..<seconds {
            out.append((x, north))
            if let stopAt, x >= stopAt, stopped < stop {
                stopped += 1
                continue
            }
            x += speed
        }
        return out
    }

    @Test("a ride along the segment with GPS noise and a stop inside: one effort, within 1 s of the gates' truth")
    func oneEffortWithAStop() throws {
        // 8 m/s from x = −500: the start gate (x = 0) at 62.5 s; a minute's stop at x = 1,000 (reached at 187.5 s,
        // so standing at the record of 188 s); the end gate (x = 2,000) at 62.5 + 250 + 60 = 372.5 s.
        let series = Self.ride(Self.eastward(seconds: 420, stopAt: 1000, stop: 60))
        let efforts = SegmentMatch.efforts(of: Self.straight, in: series)
        try #require(efforts.count == 1, "\(efforts)")
        #expect(abs(efforts[0].start - 62.5) < 1, "\(efforts[0])")
        #expect(abs(efforts[0].elapsed - 310) < 1, "\(efforts[0])")
        // Elapsed counts the stop; moving is the ride's own rule (speed above 0: the made ride keeps 8 m/s).
        #expect(efforts[0].avgPower == 200 && efforts[0].avgHeartRate == 140)
        #expect(abs(efforts[0].avgSpeed - 2000 / efforts[0].elapsed) < 1e-9)
    }

    @Test("sub-second crossings: two rides half a second apart at the gates rank as made")
    func subSecond() throws {
        // The same ride started 4 m further back: every crossing half a second later (8 m/s), no noise.
        let a = SegmentMatch.efforts(of: Self.straight, in: Self.ride(Self.eastward(), noise: 0))
        let b = SegmentMatch.efforts(of: Self.straight, in: Self.ride(Self.eastward(from: -504), noise: 0))
        try #require(a.count == 1 && b.count == 1)
        #expect(abs(a[0].start - 62.5) < 0.01 && abs(b[0].start - 63.0) < 0.01, "\(a[0].start) \(b[0].start)")
        #expect(abs(a[0].elapsed - 250) < 0.01 && abs(b[0].elapsed - 250) < 0.01)
        // A rider 0.1 m/s faster finishes 2000/8 − 2000/8.1 = 3.09 s sooner.
        let fast = SegmentMatch.efforts(of: Self.straight, in: Self.ride(Self.eastward(speed: 8.1), noise: 0))
        #expect(fast.count == 1 && abs(fast[0].elapsed - 2000 / 8.1) < 0.02, "\(fast)")
    }

    @Test("a circuit ridden twice holds two efforts, one a lap")
    func circuitTwice() throws {
        // A square of 500 m sides, anticlockwise from the origin; the segment is the whole circuit (its end gate
        // is its start gate), ridden at 5 m/s from 100 m west of the corner, twice and 100 m more.
        let corners: [(Double, Double)] = [(0, 0), (500, 0), (500, 500), (0, 500), (0, 0)]
        var circuit: [(Double, Double)] = []
        for k in 0..<4 {
            let (a, b) = (corners[k], corners[k + 1])
            for s in stride(from: 0.0, to: 500, by: 50) {
                circuit.append((a.0 + (b.0 - a.0) * s / 500, a.1 + (b.1 - a.1) * s / 500))
            }
        }
        circuit.append((0, 0))
        var path: [(Double, Double)] = []
        var distance = -100.0
        while distance < 4100 {
            let d = distance.truncatingRemainder(dividingBy: 2000)
            if distance < 0 {
                path.append((distance, 0))  // coming from the west to the corner
            } else {
                let side = Int(d / 500), along = d - Double(side) * 500
                let (a, b) = (corners[side], corners[side + 1])
                path.append((a.0 + (b.0 - a.0) * along / 500, a.1 + (b.1 - a.1) * along / 500))
            }
            distance += 5
        }
        let efforts = SegmentMatch.efforts(of: Self.line(circuit), in: Self.ride(path, noise: 2))
        #expect(efforts.count == 2, "\(efforts)")
        // Each lap: 2,000 m at 5 m/s, from 20 s (100 m to the corner) and from 420 s.
        for (effort, start) in zip(efforts, [20.0, 420.0]) {
            #expect(abs(effort.start - start) < 1 && abs(effort.elapsed - 400) < 1, "\(effort)")
        }
    }

    @Test(
        "no effort where there is none: ridden backwards, half of it, or along a parallel road 150 m away",
        arguments: ["reversed", "half", "parallel"])
    func noEffort(kind: String) throws {
        let path: [(Double, Double)]
        switch kind {
        case "reversed": path = Self.eastward(seconds: 400).map { (1500 - $0.0, $0.1) }  // x from 2,000 down to −1,700
        case "half":
            // East to x = 1,000, then away north: the start gate crossed, the end gate never.
            path = Self.eastward(seconds: 190) + (1..<200).map { (1012, Double($0) * 8) }
        default: path = Self.eastward(north: 150)
        }
        let efforts = SegmentMatch.efforts(of: Self.straight, in: Self.ride(path))
        #expect(efforts.isEmpty, "\(kind): \(efforts)")
    }

    @Test("a detour that leaves the segment for more than a tenth of it is no effort; a short one is")
    func detour() throws {
        // East along the road, but from x = 500 to x = 900 (a fifth of the segment) 200 m north of it.
        func path(_ away: ClosedRange<Double>) -> [(Double, Double)] {
            Self.eastward(seconds: 400).map { p in away.contains(p.0) ? (p.0, 200) : p }
        }
        #expect(SegmentMatch.efforts(of: Self.straight, in: Self.ride(path(500...900))).isEmpty)
        #expect(SegmentMatch.efforts(of: Self.straight, in: Self.ride(path(500...600))).count == 1)
    }

    @Test("a line is kept in the library as bytes and read back the same")
    func lineBytes() throws {
        let back = try #require(SegmentLine(bytes: Self.straight.bytes))
        #expect(back == Self.straight)
        #expect(SegmentLine(bytes: [1, 2, 3]) == nil)
    }
}
