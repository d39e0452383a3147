#if canImport(Glibc)
import Glibc
#endif
import FITActivity

/// A segment: a line of the road a rider wants a leaderboard of (docs/SEGMENTS.md), its points in order.
public struct SegmentLine: Sendable, Equatable {
    public let latitude: [Double]
    public let longitude: [Double]
    /// Metres along the line at each point.
    public let distances: [Double]

    /// Nil for fewer than two points, or a line shorter than `SegmentMatch.shortest`.
    public init?(latitude: [Double], longitude: [Double]) {
        guard latitude.count == longitude.count, latitude.count >= 2 else { return nil }
        var d = [0.0]
        for i in 1..<latitude.count {
            d.append(d[i - 1] + Geo.haversine(latitude[i - 1], longitude[i - 1], latitude[i], longitude[i]))
        }
        guard let length = d.last, length >= SegmentMatch.shortest else { return nil }
        self.latitude = latitude
        self.longitude = longitude
        distances = d
    }

    public var length: Double { distances.last ?? 0 }

    /// The line's bounds in degrees, grown by `metres` on every side.
    public func box(growing metres: Double = 0) -> GeoBox {
        GeoBox(latitude: latitude, longitude: longitude).grown(by: metres)
    }

    /// The line as bytes for the library: each point's latitude and longitude as two little-endian doubles.
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(latitude.count * 16)
        for i in latitude.indices {
            for v in [latitude[i], longitude[i]] { withUnsafeBytes(of: v.bitPattern.littleEndian) { out += $0 } }
        }
        return out
    }

    /// A line from `bytes`; nil for bytes that are not one.
    public init?(bytes: [UInt8]) {
        guard bytes.count % 16 == 0 else { return nil }
        var lat: [Double] = [], lon: [Double] = []
        for k in stride(from: 0, to: bytes.count, by: 16) {
            func value(_ at: Int) -> Double {
                var bits: UInt64 = 0
                for j in 0..<8 { bits |= UInt64(bytes[at + j]) << (8 * UInt64(j)) }
                return Double(bitPattern: bits)
            }
            lat.append(value(k))
            lon.append(value(k + 8))
        }
        self.init(latitude: lat, longitude: lon)
    }
}

/// Bounds in degrees (a ride's positions, a segment's line).
public struct GeoBox: Sendable, Equatable {
    public var minLatitude, maxLatitude, minLongitude, maxLongitude: Double

    public init(minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double) {
        (self.minLatitude, self.maxLatitude, self.minLongitude, self.maxLongitude) = (
            minLatitude, maxLatitude, minLongitude, maxLongitude
        )
    }

    /// The bounds of the positions that are numbers; empty (min above max) for none.
    public init(latitude: [Double], longitude: [Double]) {
        (minLatitude, maxLatitude, minLongitude, maxLongitude) = (.infinity, -.infinity, .infinity, -.infinity)
        for i in latitude.indices where !latitude[i].isNaN && !longitude[i].isNaN {
            minLatitude = min(minLatitude, latitude[i])
            maxLatitude = max(maxLatitude, latitude[i])
            minLongitude = min(minLongitude, longitude[i])
            maxLongitude = max(maxLongitude, longitude[i])
        }
    }

    public var isEmpty: Bool { minLatitude > maxLatitude }

    /// Grown by `metres` on every side.
    public func grown(by metres: Double) -> GeoBox {
        guard !isEmpty, metres > 0 else { return self }
        let dLat = metres / Geo.earthRadius * 180 / .pi
        let widest = max(abs(minLatitude), abs(maxLatitude)) * .pi / 180
        let dLon = dLat / max(cos(widest), 0.01)
        return GeoBox(
            minLatitude: minLatitude - dLat, maxLatitude: maxLatitude + dLat, minLongitude: minLongitude - dLon,
            maxLongitude: maxLongitude + dLon)
    }

    public func intersects(_ other: GeoBox) -> Bool {
        !isEmpty && !other.isEmpty && minLatitude <= other.maxLatitude && other.minLatitude <= maxLatitude
            && minLongitude <= other.maxLongitude && other.minLongitude <= maxLongitude
    }
}

/// One ride of a segment: from the start gate's crossing to the end gate's, interpolated between records.
public struct SegmentEffort: Sendable, Equatable {
    /// Seconds from the ride's first second (`RideSeries.start`) to the start gate's crossing.
    public let start: Double
    /// Seconds from gate to gate, pauses included (as Strava counts a segment's time).
    public let elapsed: Double
    /// Seconds of it moving (analyze's rule: speed or cadence above 0; a stop the records leave out is not).
    public let moving: Double
    public let avgPower: Double?
    public let avgHeartRate: Double?
    /// The segment's length over the elapsed time, m/s.
    public let avgSpeed: Double
}

/// Where a ride rides a segment (docs/SEGMENTS.md): it crosses the start gate (a line `gateWidth` wide across
/// the segment's first point, perpendicular to its first `gateDirection` metres) the way the segment goes, then
/// the end gate likewise, and between the two it passes within `corridor` of at least `coverage` of the
/// segment's length. Crossing times are interpolated between the records on either side of a gate.
public enum SegmentMatch {
    public static let gateWidth = 50.0
    public static let corridor = 40.0
    public static let coverage = 0.9
    /// The direction of a gate: from the line's end point to its point this far along.
    public static let gateDirection = 20.0
    /// The segment's length is checked in steps of this many metres.
    public static let sampleStep = 10.0
    /// A segment shorter than this is no road to race on: a gate's width.
    public static let shortest = 50.0

    /// The efforts of a ride on a segment, in the order ridden.
    public static func efforts(of line: SegmentLine, in series: RideSeries) -> [SegmentEffort] {
        let ride = RidePositions(series)
        guard ride.index.count >= 2, ride.box.intersects(line.box(growing: gateWidth)) else { return [] }
        let startGate = Gate(line, atStart: true), endGate = Gate(line, atStart: false)
        let starts = crossings(of: startGate, ride), ends = crossings(of: endGate, ride)
        var efforts: [SegmentEffort] = []
        var after = -Double.infinity
        for start in starts where start.time > after {
            // The first end crossing after it whose way between covers the segment.
            for end in ends where end.time > start.time {
                guard covers(line, ride, from: start.step, to: end.step) else { continue }
                efforts.append(effort(series, line, from: start.time, to: end.time))
                after = end.time - 1e-9  // a circuit's end gate is the next lap's start gate
                break
            }
        }
        return efforts
    }

    /// A gate: a line across the segment at one end, in a flat frame around that end (metres east and north).
    struct Gate {
        let latitude, longitude, cosine: Double
        /// The segment's direction there (a unit vector, east and north).
        let direction: (x: Double, y: Double)

        init(_ line: SegmentLine, atStart: Bool) {
            let n = line.latitude.count
            let end = atStart ? 0 : n - 1
            // The point `gateDirection` metres along the line from this end (or the far end, if nearer).
            var other = end
            if atStart {
                while other < n - 1 && line.distances[other] < gateDirection { other += 1 }
            } else {
                while other > 0 && line.distances[end] - line.distances[other] < gateDirection { other -= 1 }
            }
            latitude = line.latitude[end]
            longitude = line.longitude[end]
            cosine = cos(latitude * .pi / 180)
            let a = (x: 0.0, y: 0.0)
            let b = Self.flat(line.latitude[other], line.longitude[other], latitude, longitude, cosine)
            let (dx, dy) = atStart ? (b.x - a.x, b.y - a.y) : (a.x - b.x, a.y - b.y)
            let length = max((dx * dx + dy * dy).squareRoot(), 1e-9)
            direction = (dx / length, dy / length)
        }

        static func flat(_ lat: Double, _ lon: Double, _ lat0: Double, _ lon0: Double, _ cosine: Double) -> (
            x: Double, y: Double
        ) {
            let k = Geo.earthRadius * .pi / 180
            return ((lon - lon0) * k * cosine, (lat - lat0) * k)
        }

        /// Where the step from a to b crosses the gate the segment's way: the fraction of the step, else nil.
        func crossing(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double? {
            // Along the direction (s) and across it (c): the gate is s = 0, |c| ≤ half its width.
            let sa = a.x * direction.x + a.y * direction.y, sb = b.x * direction.x + b.y * direction.y
            guard sa < 0, sb >= 0 else { return nil }
            let f = -sa / (sb - sa)
            let ca = -a.x * direction.y + a.y * direction.x, cb = -b.x * direction.y + b.y * direction.x
            return abs(ca + (cb - ca) * f) <= gateWidth / 2 ? f : nil
        }
    }

    /// A ride's positions: the seconds that have one, and its bounds.
    struct RidePositions {
        let latitude: [Double], longitude: [Double]
        /// The seconds with a position, in order.
        let index: [Int]
        let box: GeoBox

        init(_ series: RideSeries) {
            latitude = series.latitude
            longitude = series.longitude
            index = series.latitude.indices.filter { !series.latitude[$0].isNaN && !series.longitude[$0].isNaN }
            box = GeoBox(latitude: latitude, longitude: longitude)
        }
    }

    /// A gate crossing: its time (s from the ride's start) and the step of `RidePositions.index` it is in.
    struct Crossing {
        let time: Double
        let step: Int
    }

    static func crossings(of gate: Gate, _ ride: RidePositions) -> [Crossing] {
        var found: [Crossing] = []
        let reach = gateWidth + 1000  // a step longer than a jump (Geo.isJump) never comes this near otherwise
        var previous: (x: Double, y: Double)?
        for (k, i) in ride.index.enumerated() {
            let p = Gate.flat(ride.latitude[i], ride.longitude[i], gate.latitude, gate.longitude, gate.cosine)
            defer { previous = p }
            guard let a = previous, abs(p.x) + abs(a.x) < 2 * reach, abs(p.y) + abs(a.y) < 2 * reach,
                let f = gate.crossing(a, p)
            else { continue }
            let t0 = Double(ride.index[k - 1])
            found.append(Crossing(time: t0 + (Double(i) - t0) * f, step: k))
        }
        return found
    }

    /// Whether the ride between two steps passes within `corridor` of `coverage` of the segment's length.
    static func covers(_ line: SegmentLine, _ ride: RidePositions, from: Int, to: Int) -> Bool {
        let samples = Self.samples(line)
        let cosine = cos(line.latitude[0] * .pi / 180)
        let points = (max(0, from - 1)...min(ride.index.count - 1, to)).map { k in
            Gate.flat(
                ride.latitude[ride.index[k]], ride.longitude[ride.index[k]], line.latitude[0], line.longitude[0], cosine
            )
        }
        var near = 0
        let limit = corridor * corridor
        // The ride's way as line pieces, looked through from where the last sample was met (the ride goes along
        // the segment), then the rest: a loop or a rider who turned back is still found.
        var hint = 0
        func within(_ q: (x: Double, y: Double), _ j: Int) -> Bool {
            squaredDistance(q, points[j], j + 1 < points.count ? points[j + 1] : points[j]) <= limit
        }
        for s in samples {
            let q = Gate.flat(s.0, s.1, line.latitude[0], line.longitude[0], cosine)
            let from = max(0, hint - 20)
            if let j = (from..<points.count).first(where: { within(q, $0) })
                ?? (0..<from).first(where: { within(q, $0) })
            {
                near += 1
                hint = j
            }
        }
        return Double(near) >= coverage * Double(samples.count)
    }

    /// The line's points every `sampleStep` metres along it, its ends included.
    static func samples(_ line: SegmentLine) -> [(Double, Double)] {
        var out: [(Double, Double)] = []
        var j = 0
        var at = 0.0
        while at <= line.length {
            while j + 1 < line.distances.count - 1 && line.distances[j + 1] < at { j += 1 }
            let span = line.distances[j + 1] - line.distances[j]
            let f = span > 0 ? (at - line.distances[j]) / span : 0
            out.append(
                (
                    line.latitude[j] + (line.latitude[j + 1] - line.latitude[j]) * f,
                    line.longitude[j] + (line.longitude[j + 1] - line.longitude[j]) * f
                ))
            at += sampleStep
        }
        out.append((line.latitude[line.latitude.count - 1], line.longitude[line.longitude.count - 1]))
        return out
    }

    /// The squared distance from q to the piece a–b.
    static func squaredDistance(
        _ q: (x: Double, y: Double), _ a: (x: Double, y: Double), _ b: (x: Double, y: Double)
    ) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let l = dx * dx + dy * dy
        let t = l > 0 ? max(0, min(1, ((q.x - a.x) * dx + (q.y - a.y) * dy) / l)) : 0
        let ex = a.x + t * dx - q.x, ey = a.y + t * dy - q.y
        return ex * ex + ey * ey
    }

    /// An effort's figures from the series between its two crossings.
    static func effort(_ series: RideSeries, _ line: SegmentLine, from: Double, to: Double) -> SegmentEffort {
        let range = max(0, Int(from.rounded(.up)))..<min(series.count, Int(to.rounded(.up)))
        func mean(_ values: [Double]) -> Double? {
            var sum = 0.0, n = 0
            for i in range where !values[i].isNaN {
                sum += values[i]
                n += 1
            }
            return n > 0 ? sum / Double(n) : nil
        }
        // Seconds without a record longer than the gap rule fills have no speed, so they are not moving.
        let moving =
            RideMetrics.movingTime(
                speed: Array(series.speed[range]), cadence: Array(series.cadence[range]), paused: { _ in false })
            ?? (to - from)
        let elapsed = to - from
        return SegmentEffort(
            start: from, elapsed: elapsed, moving: min(moving, elapsed), avgPower: mean(series.power),
            avgHeartRate: mean(series.heartRate), avgSpeed: elapsed > 0 ? line.length / elapsed : 0)
    }
}
