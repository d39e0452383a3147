#if canImport(Glibc)
import Glibc
#endif
import FITActivity

/// `fitkit heatmap`: every ride drawn as lines on one Web Mercator canvas, counted per pixel (each ride adds at
/// most one to a pixel, so a slow climb is not hotter than a fast one), then coloured by histogram
/// equalisation (Strava's global heatmap: a pixel's colour is the share of lit pixels below it) or by log
/// scale. Rides are added one at a time; memory is the canvas whatever their number.
package final class Heatmap {
    package enum Contrast: String, Sendable { case equalize, log }

    /// Longitude/latitude bounds, degrees.
    package struct Bounds: Sendable, Equatable {
        package var minLon, minLat, maxLon, maxLat: Double
        package init(minLon: Double, minLat: Double, maxLon: Double, maxLat: Double) {
            (self.minLon, self.minLat, self.maxLon, self.maxLat) = (minLon, minLat, maxLon, maxLat)
        }
        package static let empty = Bounds(minLon: .infinity, minLat: .infinity, maxLon: -.infinity, maxLat: -.infinity)
        package var isEmpty: Bool { minLon > maxLon }

        package mutating func add(_ other: Bounds) {
            minLon = min(minLon, other.minLon); maxLon = max(maxLon, other.maxLon)
            minLat = min(minLat, other.minLat); maxLat = max(maxLat, other.maxLat)
        }

        package mutating func add(lat: Double, lon: Double) {
            minLon = min(minLon, lon); maxLon = max(maxLon, lon); minLat = min(minLat, lat); maxLat = max(maxLat, lat)
        }

        /// The bounds to draw many rides in: those of the rides whose centre is within 150 km of the area where
        /// most rides are (the half-degree cell holding the most ride centres), so that one holiday abroad
        /// does not shrink home to a dot. Rides outside are still drawn where they cross the canvas.
        package static func covering(_ rides: [Bounds]) -> (bounds: Bounds, rides: Int) {
            let centres = rides.map { (lat: ($0.minLat + $0.maxLat) / 2, lon: ($0.minLon + $0.maxLon) / 2) }
            var cells: [Int: [Int]] = [:]
            for (i, c) in centres.enumerated() {
                cells[Int((c.lat * 2).rounded(.down)) * 1000 + Int((c.lon * 2).rounded(.down)), default: []].append(i)
            }
            // Most rides; between equals, the longer tracks (by the sum of their bounds' spans).
            func span(_ cell: [Int]) -> Double {
                cell.reduce(0) { $0 + rides[$1].maxLon - rides[$1].minLon + rides[$1].maxLat - rides[$1].minLat }
            }
            guard let densest = cells.values.max(by: { ($0.count, span($0)) < ($1.count, span($1)) }) else {
                return (.empty, 0)
            }
            let lat = densest.map { centres[$0].lat }.reduce(0, +) / Double(densest.count)
            let lon = densest.map { centres[$0].lon }.reduce(0, +) / Double(densest.count)
            var result = Bounds.empty, count = 0
            for (i, c) in centres.enumerated() where Geo.haversine(lat, lon, c.lat, c.lon) <= 150_000 {
                result.add(rides[i])
                count += 1
            }
            return (result, count)
        }

        /// Parses "minLon,minLat,maxLon,maxLat".
        package init?(_ text: String) {
            let v = text.split(separator: ",").compactMap { Double($0.trimmingWhitespace) }
            guard v.count == 4, v[0] < v[2], v[1] < v[3], abs(v[1]) <= 85, abs(v[3]) <= 85 else { return nil }
            self.init(minLon: v[0], minLat: v[1], maxLon: v[2], maxLat: v[3])
        }
    }

    package let width: Int, height: Int
    private let bounds: Bounds
    private let x0: Double, y0: Double, scale: Double
    private var counts: [UInt32]
    /// Which ride last lit each pixel, so a ride counts once per pixel.
    private var stamp: [UInt32]
    private var ride: UInt32 = 0
    /// Rides that drew at least one pixel on the canvas (a ride outside the bounds is not counted).
    package private(set) var rides = 0
    private var drewThisRide = false
    package private(set) var segments = 0
    package private(set) var jumps = 0
    /// Pixels across a line: one on a small canvas, more on a large one (a line of one pixel on a 1600-pixel
    /// picture is barely seen at screen size): one for every 700 pixels of width.
    package let lineWidth: Int

    /// A canvas `width` pixels wide covering `bounds` (padded by 3 %); the height follows from the projection.
    package init(bounds: Bounds, width: Int, maxHeight: Int = 4000) {
        let pad = 0.03
        let (ax, ay) = Self.mercator(lat: bounds.maxLat, lon: bounds.minLon)
        let (bx, by) = Self.mercator(lat: bounds.minLat, lon: bounds.maxLon)
        let spanX = max(bx - ax, 1e-9), spanY = max(by - ay, 1e-9)
        var scale = Double(width) / (spanX * (1 + 2 * pad))
        if spanY * (1 + 2 * pad) * scale > Double(maxHeight) { scale = Double(maxHeight) / (spanY * (1 + 2 * pad)) }
        self.scale = scale
        self.width = width
        self.height = max(1, Int((spanY * (1 + 2 * pad) * scale).rounded()))
        x0 = ax - (Double(width) / scale - spanX) / 2
        y0 = ay - spanY * pad
        self.bounds = bounds
        lineWidth = max(1, Int((Double(width) / 700).rounded()))
        counts = [UInt32](repeating: 0, count: width * height)
        stamp = [UInt32](repeating: 0, count: width * height)
    }

    /// Web Mercator in the unit square (the slippy-map tile formulas at zoom 0).
    static func mercator(lat: Double, lon: Double) -> (Double, Double) {
        let phi = min(max(lat, -85.05112878), 85.05112878) * Double.pi / 180
        return ((lon + 180) / 360, (1 - asinh(tan(phi)) / Double.pi) / 2)
    }

    /// The bounds of a ride's track, jumps left out.
    package static func bounds(latitude: [Double], longitude: [Double]) -> Bounds {
        var b = Bounds.empty
        Geo.steps(latitude: latitude, longitude: longitude) { from, to, _, jump in
            guard !jump else { return }
            b.add(lat: from.0, lon: from.1)
            b.add(lat: to.0, lon: to.1)
        }
        return b
    }

    /// Adds one ride: its positions, one per second (NaN where missing).
    package func add(latitude: [Double], longitude: [Double]) {
        ride &+= 1
        drewThisRide = false
        defer { if drewThisRide { rides += 1 } }
        var lastPixel: (Int, Int)?
        // A gap (a position hidden by a privacy zone, or none recorded) ends the line: nothing is drawn
        // across it.
        var lastTo: (Double, Double)?
        Geo.steps(latitude: latitude, longitude: longitude, breakingAtGaps: true) { from, to, _, jump in
            // A step that does not start where the last one ended comes after a gap.
            if let l = lastTo, l != from { lastPixel = nil }
            lastTo = to
            if jump { jumps += 1; lastPixel = nil; return }
            let a = lastPixel ?? pixel(from), b = pixel(to)
            // Debounce: a fix in the same pixel as the last drawn one adds nothing (stops, GPS jitter).
            if a == b { lastPixel = a; return }
            line(a.0, a.1, b.0, b.1)
            segments += 1
            lastPixel = b
        }
    }

    private func pixel(_ p: (Double, Double)) -> (Int, Int) {
        let (mx, my) = Self.mercator(lat: p.0, lon: p.1)
        return (Int(((mx - x0) * scale).rounded(.down)), Int(((my - y0) * scale).rounded(.down)))
    }

    /// Bresenham's line with a square brush `lineWidth` pixels across, each pixel counted once per ride.
    private func line(_ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int) {
        var x = xa, y = ya
        let dx = abs(xb - xa), dy = -abs(yb - ya), sx = xa < xb ? 1 : -1, sy = ya < yb ? 1 : -1
        var err = dx + dy
        let low = -(lineWidth - 1) / 2, high = low + lineWidth - 1
        while true {
            for by in (y + low)...(y + high) where by >= 0 && by < height {
                for bx in (x + low)...(x + high) where bx >= 0 && bx < width {
                    let k = by * width + bx
                    if stamp[k] != ride { stamp[k] = ride; counts[k] += 1; drewThisRide = true }
                }
            }
            if x == xb && y == yb { break }
            let e2 = 2 * err
            if e2 >= dy { err += dy; x += sx }
            if e2 <= dx { err += dx; y += sy }
        }
    }

    /// The intensity of each pixel in 0...1.
    func intensities(_ contrast: Contrast) -> [Double] {
        let maxCount = counts.max() ?? 0
        guard maxCount > 0 else { return counts.map { _ in 0 } }
        switch contrast {
        case .log:
            let top = log(1 + Double(maxCount))
            return counts.map { log(1 + Double($0)) / top }
        case .equalize:
            var histogram = [Int](repeating: 0, count: Int(maxCount) + 1)
            for c in counts where c > 0 { histogram[Int(c)] += 1 }
            let lit = Double(histogram.reduce(0, +))
            var cumulative = [Double](repeating: 0, count: histogram.count), running = 0
            for c in 1..<histogram.count { running += histogram[c]; cumulative[c] = Double(running) / lit }
            return counts.map { $0 == 0 ? 0 : cumulative[Int($0)] }
        }
    }

    /// Writes the PNG: black to red to yellow to white, on a dark background; a scale bar at the bottom left
    /// and the colour ramp with the counts it stands for at the bottom right.
    package func write(to path: String, contrast: Contrast) throws(ChartError) {
        guard path.lowercased().hasSuffix(".png") else { throw ChartError.format(path + " (a heatmap is a PNG)") }
        let canvas = try Canvas(path: path, width: width, height: height)
        let values = intensities(contrast)
        canvas.pixels { x, y in Self.color(values[y * width + x]) }
        let text = max(10, Double(width) / 110), margin = text
        if let bar = scaleBar() {
            let y = Double(height) - margin
            canvas.line([(margin, y), (margin + bar.pixels, y)], color: .init(0xFFFFFF), width: max(2, text / 5))
            canvas.text(bar.label, margin, y - text * 0.6, size: text, color: .init(0xFFFFFF))
        }
        let most = counts.max() ?? 0
        if most > 0 && Double(width) > 12 * text {
            // The ramp from the dimmest lit pixel to the brightest, labelled with the rides they stand for.
            let rampWidth = Double(width) / 5, x = Double(width) - margin - rampWidth, y = Double(height) - margin
            let steps = 40
            for i in 0..<steps {
                let c = Self.color(Double(i + 1) / Double(steps))
                let left = x + rampWidth * Double(i) / Double(steps)
                canvas.line(
                    [(left, y), (left + rampWidth / Double(steps) + 0.5, y)],
                    color: .init(c & 0xFF_FFFF), width: text * 0.8)
            }
            canvas.text("1 ride", x, y - text, size: text, color: .init(0xFFFFFF))
            canvas.text(
                "\(most) ride\(most == 1 ? "" : "s") a pixel", x + rampWidth, y - text, size: text,
                color: .init(0xFFFFFF), anchor: .right)
        }
        try canvas.commit()
    }

    /// A scale bar of a round length (1, 2 or 5 × a power of ten metres) about a fifth of the picture wide, at
    /// the centre latitude: Web Mercator stretches distances by 1/cos(latitude).
    func scaleBar() -> (pixels: Double, label: String)? {
        let latitude = (bounds.minLat + bounds.maxLat) / 2
        guard latitude.isFinite else { return nil }
        let metresPerPixel = 2 * Double.pi * Geo.earthRadius * cos(latitude * Double.pi / 180) / scale
        guard metresPerPixel > 0, metresPerPixel.isFinite else { return nil }
        let target = Double(width) / 5 * metresPerPixel
        var unit = pow(10, (log10(target)).rounded(.down))
        for m in [5.0, 2, 1] where unit * m <= target {
            unit *= m
            break
        }
        let label = unit >= 1000 ? "\(Int(unit / 1000)) km" : "\(Int(unit)) m"
        return (unit / metresPerPixel, label)
    }

    /// A "hot" colour ramp, as opaque ARGB.
    static func color(_ v: Double) -> UInt32 {
        guard v > 0 else { return 0xFF10_1014 }
        let t = 0.15 + 0.85 * v  // lit pixels never fade into the background
        let r = min(1, t * 2.2), g = min(1, max(0, t * 2.2 - 1)), b = min(1, max(0, t * 3 - 2.2))
        return 0xFF00_0000 | UInt32(r * 255) << 16 | UInt32(g * 255) << 8 | UInt32(b * 255)
    }
}
