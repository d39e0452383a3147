import FITAnalysis
import FITActivity
import FITKit

/// `fitkit plot`: power, heart rate, speed, cadence, elevation and, from beat-to-beat intervals, DFA α1 in stacked
/// panels against time or distance, laps marked, and a sketch of the route when the ride has positions.
package enum RidePlot {
    package enum XAxis: String, Sendable { case time, distance }

    struct Channel {
        let title: String
        let units: String
        let values: [Double]
        let color: Canvas.Color
        let filled: Bool
    }

    /// DFA α1 on the ride's seconds: each window's value (`HeartRateVariability`, its default windows) from its
    /// centre to the next one's; NaN where there is none.
    static func alpha1(_ series: RideSeries) -> [Double] {
        var values = [Double](repeating: .nan, count: series.power.count)
        guard !series.beats.isEmpty, let hrv = HeartRateVariability(series.beats) else { return values }
        for w in hrv.alpha1 {
            guard let a = w.alpha1 else { continue }
            let from = Int(w.time.rounded()), to = min(values.count, from + Int(hrv.step.rounded()))
            if from >= 0 && from < to { for i in from..<to { values[i] = a } }
        }
        return values
    }

    package static func draw(
        _ series: RideSeries, summary: ActivitySummary, title: String, x: XAxis,
        to path: String
    ) throws(ChartError) {
        let channels = [
            Channel(title: "Power", units: "W", values: series.power, color: .init(0x7B3FE4), filled: false),
            Channel(title: "Heart rate", units: "bpm", values: series.heartRate, color: .init(0xD62728), filled: false),
            Channel(
                title: "Speed", units: "km/h", values: series.speed.map { $0 * 3.6 }, color: .init(0x1F77B4),
                filled: false),
            Channel(title: "Cadence", units: "rpm", values: series.cadence, color: .init(0x2CA02C), filled: false),
            Channel(title: "Elevation", units: "m", values: series.altitude, color: .init(0x8C6D31), filled: true),
            Channel(title: "DFA α1", units: "", values: alpha1(series), color: .init(0xE377C2), filled: false)
        ].filter { $0.values.contains { !$0.isNaN } }
        guard !channels.isEmpty else {
            throw ChartError.nothingToDraw("no power, heart rate, speed, cadence or altitude to plot")
        }
        let hasRoute = series.latitude.contains { !$0.isNaN }
        // A row for the laps' names above the first panel's heading, and for a multisport file a row for its
        // sessions' names above that.
        let plotWidth = 900.0, panelHeight = 150.0, left = 70.0, gap = 28.0
        let top = summary.sessions.count > 1 ? 88.0 : 70.0
        let routeSize = hasRoute ? 320.0 : 0
        let width = left + plotWidth + 30 + (hasRoute ? routeSize + 60 : 0)
        let height = top + Double(channels.count) * (panelHeight + gap) + 30
        let canvas = try Canvas(path: path, width: Int(width), height: Int(max(height, hasRoute ? routeSize + 120 : 0)))
        canvas.fill(.init(0xFFFFFF))
        canvas.text(title, left, 28, size: 16, color: .init(0x111111), bold: true)

        // The x value of each second: time since the start, or the distance covered.
        let distance = series.distance
        let useDistance = x == .distance && distance.contains { !$0.isNaN }
        let xs: [Double] =
            useDistance ? forwardFilled(distance).map { $0 / 1000 } : series.power.indices.map(Double.init)
        let xAxis = Axis(xs.first ?? 0, xs.last ?? 1, pixels: left, left + plotWidth)
        let lapStarts = summary.laps.dropFirst().compactMap { $0.startTime }.map { Int($0) - Int(series.start) }
            .filter { $0 > 0 && $0 < xs.count }
        let sessionStarts = sessionMarks(summary, start: series.start, seconds: xs.count)

        for (k, channel) in channels.enumerated() {
            let y0 = top + Double(k) * (panelHeight + gap)
            let valid = channel.values.filter { !$0.isNaN }
            let low = channel.filled ? (valid.min() ?? 0) : 0
            let yAxis = Axis(low, Swift.max(valid.max() ?? 1, low + 1) * 1.05, pixels: y0 + panelHeight, y0)
            canvas.text(
                channel.units.isEmpty ? channel.title : "\(channel.title) (\(channel.units))", left, y0 - 6, size: 12,
                color: channel.color, bold: true)
            for t in yAxis.ticks(4) {
                let py = yAxis.pixel(t)
                canvas.line([(left, py), (left + plotWidth, py)], color: .init(0xE5E5E5), width: 1)
                canvas.text(tickLabel(t), left - 6, py + 4, size: 10, anchor: .right)
            }
            for lap in lapStarts {
                let px = xAxis.pixel(xs[lap])
                canvas.line([(px, y0), (px, y0 + panelHeight)], color: .init(0x999999), width: 1, dash: [4, 3])
            }
            for (start, _) in sessionStarts where start > 0 {
                let px = xAxis.pixel(xs[start])
                canvas.line([(px, y0), (px, y0 + panelHeight)], color: .init(0x333333), width: 1.5)
            }
            let points = columnMeans(channel.values, xs: xs, axis: xAxis, width: Int(plotWidth))
                .map { p in p.map { ($0.0, yAxis.pixel($0.1)) } }
            if channel.filled {
                canvas.area(points.compactMap { $0 }, base: y0 + panelHeight, color: .init(0xC9B27C, alpha: 0.6))
            }
            canvas.path(points, color: channel.color, width: 1.2)
            canvas.rectangle(left, y0, plotWidth, panelHeight, color: .init(0xBBBBBB))
        }
        let bottom = top + Double(channels.count) * (panelHeight + gap) - gap
        let ticks = useDistance ? xAxis.ticks(8) : xAxis.timeTicks()
        for t in ticks {
            canvas.text(useDistance ? tickLabel(t) : clock(t), xAxis.pixel(t), bottom + 16, size: 10, anchor: .center)
        }
        canvas.text(
            useDistance ? "distance (km)" : "time (h:mm)", left + plotWidth, bottom + 30, size: 10, anchor: .right)
        // Lap names in their own row, above the first panel's heading.
        let lapNames = lapStarts.enumerated().map { ("L\($0.offset + 2)", xAxis.pixel(xs[$0.element]) + 3) }
        for (name, x) in Self.fitting(lapNames, charWidth: 5.5, end: left + plotWidth) {
            canvas.text(name, x, top - Self.lapRow, size: 9, color: .init(0x777777))
        }
        // Session names where they fit, sports before transitions (a short transition leaves its line unnamed
        // rather than overprinted).
        var taken: [ClosedRange<Double>] = []
        for (start, sport) in sessionStarts.sorted(by: {
            ($0.1 == "transition" ? 1 : 0) < ($1.1 == "transition" ? 1 : 0)
        }) {
            let x0 = xAxis.pixel(xs[start]) + 3, span = x0...(x0 + Double(sport.count) * 7 + 6)
            guard !taken.contains(where: { $0.overlaps(span) }) else { continue }
            taken.append(span)
            canvas.text(sport, x0, top - 38, size: 10, color: .init(0x333333), bold: true)
        }
        if hasRoute { drawRoute(series, canvas, x: left + plotWidth + 60, y: top, size: routeSize) }
        try canvas.commit()
    }

    /// How far above a panel's top the lap names' row is, and the first panel's heading (`top - 6`).
    static let lapRow = 22.0

    /// The labels that fit, in order: each whose span (its text, `charWidth` a character, and a little room)
    /// overlaps no label kept before it and ends before `end`. A file of a hundred laps shows as many names as
    /// there is room for, never one over another.
    static func fitting(_ labels: [(String, Double)], charWidth: Double, end: Double) -> [(String, Double)] {
        var taken: [ClosedRange<Double>] = []
        return labels.filter { name, x in
            let span = (x - 2)...(x + Double(name.count) * charWidth + 2)
            guard span.upperBound <= end, !taken.contains(where: { $0.overlaps(span) }) else { return false }
            taken.append(span)
            return true
        }
    }

    /// A multisport file's sessions: the second each begins at (from the series' start) and its sport, drawn
    /// as a solid line and a name. None for a file of one session.
    package static func sessionMarks(_ summary: ActivitySummary, start: UInt32, seconds: Int) -> [(
        second: Int, sport: String
    )] {
        guard summary.sessions.count > 1 else { return [] }
        return summary.sessions.compactMap { s in s.startTime.map { (Int($0) - Int(start), s.sport ?? "session") } }
            .filter { $0.0 >= 0 && $0.0 < seconds }
    }

    /// The plot's title: the ride's name, its sport (every session's for a multisport file) and local start.
    package static func title(name: String, summary: ActivitySummary) -> String {
        let sports =
            summary.sessions.count > 1 ? summary.sessions.compactMap(\.sport).joined(separator: ", ") : summary.sport
        let start = summary.totals?.startTime.map { FITTime.iso8601(Int64($0), utcOffset: summary.utcOffset ?? 0) }
        return [name, sports, start].compactMap { $0 }.joined(separator: " · ")
    }

    /// The mean of each pixel column, nil where the column has no value (the line breaks there).
    static func columnMeans(_ values: [Double], xs: [Double], axis: Axis, width: Int) -> [(Double, Double)?] {
        var sums = [Double](repeating: 0, count: width + 1), counts = [Int](repeating: 0, count: width + 1)
        for i in values.indices where !values[i].isNaN && !xs[i].isNaN {
            let column = Int((axis.pixel(xs[i]) - axis.from).rounded())
            guard column >= 0 && column <= width else { continue }
            sums[column] += values[i]
            counts[column] += 1
        }
        return (0...width).map { c in counts[c] > 0 ? (axis.from + Double(c), sums[c] / Double(counts[c])) : nil }
    }

    static func forwardFilled(_ values: [Double]) -> [Double] {
        var last = values.first { !$0.isNaN } ?? 0
        return values.map { v in
            if !v.isNaN { last = v }; return last
        }
    }

    /// The route in an equirectangular sketch (longitudes shrunk by the cosine of the mid latitude).
    static func drawRoute(_ s: RideSeries, _ canvas: Canvas, x: Double, y: Double, size: Double) {
        let points = s.latitude.indices.compactMap { i -> (Double, Double)? in
            s.latitude[i].isNaN || s.longitude[i].isNaN ? nil : (s.longitude[i], s.latitude[i])
        }
        guard let first = points.first else { return }
        var minX = first.0, maxX = first.0, minY = first.1, maxY = first.1
        for p in points { minX = min(minX, p.0); maxX = max(maxX, p.0); minY = min(minY, p.1); maxY = max(maxY, p.1) }
        let shrink = cosDegrees((minY + maxY) / 2)
        let span = max((maxX - minX) * shrink, maxY - minY, 1e-9)
        let scale = (size - 20) / span
        let ox = x + (size - (maxX - minX) * shrink * scale) / 2, oy = y + (size + (maxY - minY) * scale) / 2
        canvas.text("Route", x, y - 6, size: 12, color: .init(0x333333), bold: true)
        canvas.rectangle(x, y, size, size, color: .init(0xBBBBBB))
        let projected = points.map { (ox + ($0.0 - minX) * shrink * scale, oy - ($0.1 - minY) * scale) }
        canvas.line(projected, color: .init(0xE4572E), width: 2)
        canvas.line([projected[0], (projected[0].0 + 0.1, projected[0].1)], color: .init(0x2CA02C), width: 8)
    }
}

#if canImport(Glibc)
import Glibc
#endif
func cosDegrees(_ d: Double) -> Double { cos(d * Double.pi / 180) }
