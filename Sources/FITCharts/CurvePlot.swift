import FITAnalysis

/// `fitkit curve`: power-duration curves on a logarithmic time axis; with several rides each is drawn thin
/// (up to a hundred) and the best of all bold.
package enum CurvePlot {
    /// A curve as points (seconds, watts), in order of seconds: every second for a ride read from its file, the
    /// kept durations (`SampledCurve`) for one from the library.
    package typealias Points = [(seconds: Int, watts: Double)]

    /// The most rides drawn one by one under their best.
    static let thinCurves = 100

    package static func draw(_ curves: [(name: String, points: Points)], to path: String) throws(ChartError) {
        let usable = curves.filter { !$0.points.isEmpty }
        var bestAt: [Int: Double] = [:]
        for (_, c) in usable { for p in c { bestAt[p.seconds] = max(bestAt[p.seconds] ?? 0, p.watts) } }
        let best: Points = bestAt.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        guard let longest = best.last?.seconds else {
            throw ChartError.nothingToDraw("no ride with power: no curve to draw")
        }
        let left = 70.0, top = 50.0, plotWidth = 860.0, plotHeight = 460.0
        let canvas = try Canvas(path: path, width: Int(left + plotWidth + 40), height: Int(top + plotHeight + 60))
        canvas.fill(.init(0xFFFFFF))
        let title = usable.count == 1 ? "Power curve: \(usable[0].name)" : "Power curve: best of \(usable.count) rides"
        canvas.text(title, left, 28, size: 16, color: .init(0x111111), bold: true)
        let x = Axis(1, Double(max(longest, 2)), pixels: left, left + plotWidth, logarithmic: true)
        let y = Axis(0, (best.map(\.watts).max() ?? 100) * 1.08, pixels: top + plotHeight, top)
        for t in y.ticks(6) {
            canvas.line([(left, y.pixel(t)), (left + plotWidth, y.pixel(t))], color: .init(0xE5E5E5), width: 1)
            canvas.text(tickLabel(t), left - 6, y.pixel(t) + 4, size: 10, anchor: .right)
        }
        let marks: [Double] = [1, 5, 10, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200, 14400, 28800, 43200, 86400]
        for t in marks where t <= Double(longest) {
            canvas.line([(x.pixel(t), top), (x.pixel(t), top + plotHeight)], color: .init(0xEEEEEE), width: 1)
            canvas.text(durationLabel(t), x.pixel(t), top + plotHeight + 16, size: 10, anchor: .center)
        }
        canvas.text("duration (log scale)", left + plotWidth, top + plotHeight + 34, size: 10, anchor: .right)
        canvas.text("W", left - 40, top + plotHeight / 2, size: 11, rotated: true)
        // Each ride thin under the best, up to a hundred: beyond that they are a blot, and each costs drawing time.
        if usable.count > 1 && usable.count <= Self.thinCurves {
            for (_, c) in usable {
                canvas.line(points(c, x, y), color: .init(0x9467BD, alpha: 0.25), width: 1)
            }
        }
        canvas.line(points(best, x, y), color: .init(0x7B3FE4), width: 2.5)
        for d in MeanMaxCurve.namedDurations {
            guard let w = bestAt[d] else { continue }
            let px = x.pixel(Double(d)), py = y.pixel(w)
            canvas.line([(px, py), (px + 0.1, py)], color: .init(0x333333), width: 6)
            canvas.text("\(durationLabel(Double(d))) \(Int(w.rounded())) W", px + 6, py - 6, size: 10)
        }
        canvas.rectangle(left, top, plotWidth, plotHeight, color: .init(0xBBBBBB))
        try canvas.commit()
    }

    /// One point per pixel column at most: the curve of a 12-hour ride has 43,200 durations.
    static func points(_ curve: Points, _ x: Axis, _ y: Axis) -> [(Double, Double)] {
        var result: [(Double, Double)] = []
        var lastColumn = -1.0
        for (i, p) in curve.enumerated() {
            let px = x.pixel(Double(p.seconds)).rounded()
            if px == lastColumn && i != curve.count - 1 { continue }
            lastColumn = px
            result.append((px, y.pixel(p.watts)))
        }
        return result
    }
}
