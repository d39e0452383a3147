import FITAnalysis

/// `fitkit fitness -o`: the Performance Manager chart: each day's stress as a bar, fitness (CTL), fatigue (ATL)
/// and form (TSB) as lines, days along the bottom with the months (or years) marked.
package enum FitnessChart {
    package static func draw(_ days: [TrainingLoad.Day], to path: String) throws(ChartError) {
        guard let first = days.first, let last = days.last else {
            throw ChartError.nothingToDraw("no ride with a training stress: no chart to draw")
        }
        let left = 70.0, top = 60.0, plotWidth = 900.0, plotHeight = 420.0
        let canvas = try Canvas(path: path, width: Int(left + plotWidth + 40), height: Int(top + plotHeight + 60))
        canvas.fill(.init(0xFFFFFF))
        canvas.text(
            "Fitness, fatigue and form: \(RideFigures.dayText(first.day)) to \(RideFigures.dayText(last.day))", left,
            28,
            size: 16, color: .init(0x111111), bold: true)
        let high = max(days.map { max($0.stress, $0.ctl, $0.atl, $0.tsb) }.max() ?? 0, 10) * 1.08
        let low = min(days.map(\.tsb).min() ?? 0, 0) * 1.08
        let x = Axis(Double(first.day) - 0.5, Double(last.day) + 0.5, pixels: left, left + plotWidth)
        let y = Axis(low, high, pixels: top + plotHeight, top)
        for t in y.ticks(6) {
            canvas.line([(left, y.pixel(t)), (left + plotWidth, y.pixel(t))], color: .init(0xE5E5E5), width: 1)
            canvas.text(tickLabel(t), left - 6, y.pixel(t) + 4, size: 10, anchor: .right)
        }
        canvas.line([(left, y.pixel(0)), (left + plotWidth, y.pixel(0))], color: .init(0x999999), width: 1)
        for (day, label) in PeriodMarks.marks(from: first.day, to: last.day) {
            let px = x.pixel(Double(day) - 0.5)
            canvas.line([(px, top), (px, top + plotHeight)], color: .init(0xF0F0F0), width: 1)
            canvas.text(label, px + 3, top + plotHeight + 16, size: 10)
        }
        // A bar a day, at least a pixel wide.
        let width = max(1, plotWidth / Double(days.count) * 0.8)
        for d in days where d.stress > 0 {
            let cx = x.pixel(Double(d.day))
            canvas.area(
                [(cx - width / 2, y.pixel(d.stress)), (cx + width / 2, y.pixel(d.stress))], base: y.pixel(0),
                color: .init(0xB0B0B0, alpha: 0.6))
        }
        let lines: [(String, UInt32, KeyPath<TrainingLoad.Day, Double>)] = [
            ("fitness (CTL)", 0x1F77B4, \.ctl), ("fatigue (ATL)", 0xD62728, \.atl), ("form (TSB)", 0xFF9F1C, \.tsb)
        ]
        for (i, (name, color, value)) in lines.enumerated() {
            canvas.line(
                days.map { (x.pixel(Double($0.day)), y.pixel($0[keyPath: value])) }, color: .init(color), width: 2)
            let lx = left + Double(i) * 150
            canvas.line([(lx, 44), (lx + 20, 44)], color: .init(color), width: 3)
            canvas.text(name, lx + 26, 48, size: 11)
        }
        canvas.area([(left + 450, 38), (left + 470, 38)], base: 50, color: .init(0xB0B0B0, alpha: 0.6))
        canvas.text("daily stress (TSS)", left + 476, 48, size: 11)
        canvas.rectangle(left, top, plotWidth, plotHeight, color: .init(0xBBBBBB))
        try canvas.commit()
    }
}

/// Where the date marks of a day axis go: the first of each month, or of each year for a span over three years,
/// thinned to at most a dozen.
enum PeriodMarks {
    static func marks(from first: Int64, to last: Int64) -> [(Int64, String)] {
        let period: Period = last - first > 3 * 366 ? .year : .month
        var marks: [(Int64, String)] = []
        var start = period.next(period.start(ofDay: first))
        while start <= last {
            marks.append((start, period.label(ofDay: start)))
            start = period.next(start)
        }
        let step = max(1, (marks.count + 11) / 12)
        return marks.enumerated().filter { $0.offset % step == 0 }.map(\.element)
    }
}
