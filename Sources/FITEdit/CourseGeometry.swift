#if canImport(Glibc)
import Glibc
#endif
import FITActivity

/// The geometry a course is made of (docs/DEVICE.md): distance along the route, headings and the turns they
/// make, the nearest point of the route to a place, and the points a route can do without.
enum CourseGeometry {
    /// Metres along the route at each point (great-circle steps).
    static func distances(_ lat: [Double], _ lon: [Double]) -> [Double] {
        var d = [0.0]
        d.reserveCapacity(lat.count)
        for i in lat.indices.dropFirst() {
            d.append((d.last ?? 0) + Geo.haversine(lat[i - 1], lon[i - 1], lat[i], lon[i]))
        }
        return d
    }

    /// The initial bearing from one point to another, degrees clockwise from north.
    static func bearing(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let r = Double.pi / 180
        let y = sin((lon2 - lon1) * r) * cos(lat2 * r)
        let x = cos(lat1 * r) * sin(lat2 * r) - sin(lat1 * r) * cos(lat2 * r) * cos((lon2 - lon1) * r)
        return atan2(y, x) / r
    }

    /// A heading change in (−180, 180]: positive to the right.
    static func change(from a: Double, to b: Double) -> Double {
        var c = (b - a).truncatingRemainder(dividingBy: 360)
        if c > 180 { c -= 360 }
        if c <= -180 { c += 360 }
        return c
    }

    /// A turn: where (the point's index) and by how much, degrees (positive right).
    struct Turn: Equatable {
        let index: Int
        let angle: Double
    }

    /// The turns of a route where a rider must act: corners, not a road's bends. At each point the heading
    /// changes from the leg that arrives (from the point at least `leg` m back) to the one that leaves (to the
    /// point at least `leg` m ahead); a corner turns `threshold`° or more over legs of `leg` m and no more than
    /// that (within `spread`) over legs of `bendLeg` m, the same way: the change is at the point, as where one
    /// road meets another, not drawn out along a bend or a hairpin's arc (docs/DEVICE.md, "Turns"). Corners
    /// within `leg` m of each other are one turn, at the point of the largest change.
    static func turns(
        _ lat: [Double], _ lon: [Double], _ d: [Double], leg: Double = 15, bendLeg: Double = 40,
        threshold: Double = 30, spread: Double = 0.9
    ) -> [Turn] {
        let short = headingChanges(lat, lon, d, leg: leg), long = headingChanges(lat, lon, d, leg: bendLeg)
        var turns: [Turn] = []
        var cluster: [Turn] = []
        var lastDistance = -Double.infinity
        func flush() {
            if let best = cluster.max(by: { abs($0.angle) < abs($1.angle) }) { turns.append(best) }
            cluster = []
        }
        for i in d.indices {
            guard let angle = short[i], abs(angle) >= threshold else { continue }
            if let wide = long[i], wide * angle < 0 || abs(wide) * spread > abs(angle) { continue }
            if d[i] - lastDistance > leg { flush() }
            cluster.append(Turn(index: i, angle: angle))
            lastDistance = d[i]
        }
        flush()
        return turns
    }

    /// At each point, the heading change (degrees, positive right) from the leg that arrives from the point at
    /// least `leg` m back to the one that leaves to the point at least `leg` m ahead; nil within `leg` m of
    /// either end.
    static func headingChanges(_ lat: [Double], _ lon: [Double], _ d: [Double], leg: Double) -> [Double?] {
        var changes = [Double?](repeating: nil, count: d.count)
        var back = 0, ahead = 0
        for i in d.indices {
            while back + 1 < i && d[i] - d[back + 1] >= leg { back += 1 }
            ahead = max(ahead, i)
            while ahead < d.count && d[ahead] - d[i] < leg { ahead += 1 }
            guard d[i] - d[back] >= leg, ahead < d.count else { continue }
            changes[i] = change(
                from: bearing(lat[back], lon[back], lat[i], lon[i]), to: bearing(lat[i], lon[i], lat[ahead], lon[ahead])
            )
        }
        return changes
    }

    /// The point of the route nearest to a place, as a distance along the route and the metres away, to the
    /// nearest point of its segments (a local flat projection: exact enough over a segment's length); only the
    /// segments `among` names when given (in order), every one otherwise.
    static func nearest(
        _ lat: Double, _ lon: Double, route rlat: [Double], _ rlon: [Double], _ d: [Double], among: [Int]? = nil
    ) -> (along: Double, away: Double, latitude: Double, longitude: Double)? {
        guard !rlat.isEmpty else { return nil }
        let k = cos(lat * .pi / 180) * Geo.earthRadius * .pi / 180, m = Geo.earthRadius * .pi / 180
        var best: (along: Double, away: Double, latitude: Double, longitude: Double)?
        for i in among ?? Array(rlat.indices) {
            let j = min(i + 1, rlat.count - 1)
            let ax = (rlon[i] - lon) * k, ay = (rlat[i] - lat) * m
            let bx = (rlon[j] - lon) * k, by = (rlat[j] - lat) * m
            let dx = bx - ax, dy = by - ay, length2 = dx * dx + dy * dy
            let t = length2 > 0 ? max(0, min(1, -(ax * dx + ay * dy) / length2)) : 0
            let px = ax + t * dx, py = ay + t * dy
            let away = (px * px + py * py).squareRoot()
            if away < best?.away ?? .infinity {
                best = (
                    d[i] + t * (d[j] - d[i]), away, rlat[i] + t * (rlat[j] - rlat[i]),
                    rlon[i] + t * (rlon[j] - rlon[i])
                )
            }
        }
        return best
    }

    /// The segments of a route (segment i runs from point i to i + 1) by the grid cells they pass through, so
    /// that the segments near a place are found without looking at every one: the cost of placing waypoints
    /// grows with the route's length and their number, not with their product.
    struct SegmentGrid {
        /// Cells of 200 m (on an equirectangular projection at the route's first latitude); each segment is
        /// entered in the cell of a point every 50 m along it, so a segment within 50 m of a place has a point
        /// within 75 m of it: in the place's cell or one next to it, whatever the projection's stretch.
        static let cell = 200.0, spacing = 50.0
        private var cells: [SIMD2<Int32>: [Int32]] = [:]
        private let k: Double, m: Double

        init(_ lat: [Double], _ lon: [Double]) {
            m = Geo.earthRadius * .pi / 180
            k = cos((lat.first ?? 0) * .pi / 180) * m
            guard lat.count > 1 else {
                if !lat.isEmpty { cells[key(lat[0], lon[0]), default: []].append(0) }
                return
            }
            for i in 0..<(lat.count - 1) {
                let dx = (lon[i + 1] - lon[i]) * k, dy = (lat[i + 1] - lat[i]) * m
                let steps = min(100_000, Int(((dx * dx + dy * dy).squareRoot() / Self.spacing).rounded(.up)))
                var last: SIMD2<Int32>?
                for s in 0...max(steps, 0) {
                    let t = steps > 0 ? Double(s) / Double(steps) : 0
                    let c = key(lat[i] + t * (lat[i + 1] - lat[i]), lon[i] + t * (lon[i + 1] - lon[i]))
                    if c != last, cells[c]?.last != Int32(i) { cells[c, default: []].append(Int32(i)) }
                    last = c
                }
            }
        }

        private func key(_ lat: Double, _ lon: Double) -> SIMD2<Int32> {
            SIMD2(
                Int32(clamping: Int((lon * k / Self.cell).rounded(.down))),
                Int32(clamping: Int((lat * m / Self.cell).rounded(.down))))
        }

        /// The segments that may pass within 50 m of a place, in route order.
        func near(_ lat: Double, _ lon: Double) -> [Int] {
            let c = key(lat, lon)
            var found: Set<Int32> = []
            for dx in Int32(-1)...1 {
                for dy in Int32(-1)...1 { found.formUnion(cells[c &+ SIMD2(dx, dy)] ?? []) }
            }
            return found.map(Int.init).sorted()
        }
    }

    /// The points a route keeps when those within `tolerance` m of the line between their neighbours kept are
    /// left out (Douglas–Peucker, on a local flat projection): every point left out lies within `tolerance` of the
    /// course line, and within `rise` m of the altitude the line gives it (a hilltop on a straight road stays).
    /// Indices in order, first and last always kept.
    static func simplified(
        _ lat: [Double], _ lon: [Double], altitude: [Double]? = nil, tolerance: Double = 5, rise: Double = 1
    ) -> [Int] {
        guard lat.count > 2 else { return Array(lat.indices) }
        // Long routes in parts of `part` points, their ends kept: a line that splits off one point at a time
        // (a spiral) costs the square of a part's points, never of the route's.
        let part = 4096
        if lat.count > part {
            var kept: [Int] = []
            var from = 0
            while from < lat.count - 1 {
                let to = min(from + part - 1, lat.count - 1)
                let piece = simplified(
                    Array(lat[from...to]), Array(lon[from...to]), altitude: altitude.map { Array($0[from...to]) },
                    tolerance: tolerance, rise: rise)
                kept += piece.dropFirst(kept.isEmpty ? 0 : 1).map { $0 + from }
                from = to
            }
            return kept
        }
        let lat0 = lat[0], k = cos(lat0 * .pi / 180) * Geo.earthRadius * .pi / 180, m = Geo.earthRadius * .pi / 180
        let x = lon.map { ($0 - lon[0]) * k }, y = lat.map { ($0 - lat0) * m }
        var keep = [Bool](repeating: false, count: lat.count)
        keep[0] = true
        keep[lat.count - 1] = true
        var stack = [(0, lat.count - 1)]
        while let (a, b) = stack.popLast() {
            guard b > a + 1 else { continue }
            let dx = x[b] - x[a], dy = y[b] - y[a], length = (dx * dx + dy * dy).squareRoot()
            var far = -1.0, at = a
            for i in (a + 1)..<b {
                var e =
                    length > 0
                    ? abs(dy * (x[i] - x[a]) - dx * (y[i] - y[a])) / length
                    : ((x[i] - x[a]) * (x[i] - x[a]) + (y[i] - y[a]) * (y[i] - y[a])).squareRoot()
                if let h = altitude, length > 0 {
                    // The altitude the line gives the point, by how far along it the point lies.
                    let t = max(0, min(1, ((x[i] - x[a]) * dx + (y[i] - y[a]) * dy) / (length * length)))
                    e = max(e, abs(h[i] - (h[a] + t * (h[b] - h[a]))) * tolerance / rise)
                }
                if e > far { (far, at) = (e, i) }
            }
            if far > tolerance {
                keep[at] = true
                stack += [(a, at), (at, b)]
            }
        }
        return keep.indices.filter { keep[$0] }
    }
}
