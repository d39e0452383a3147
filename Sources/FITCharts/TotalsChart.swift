import FITAnalysis

/// `fitkit totals -o`: one bar per period for a measure (distance, time, …), the periods labelled along the
/// bottom (thinned so that labels never overlap).
package enum TotalsChart {
    package static func draw(
        _ periods: [PeriodTotals], by period: Period, measure: String, unit: String,
        value: (PeriodTotals) -> Double, to path: String
    ) throws(ChartError) {
        guard let first = periods.first, let last = periods.last else {
            throw ChartError.nothingToDraw("no ride in the dates: no chart to draw")
        }
        let left = 70.0, top = 50.0, plotWidth = 900.0, plotHeight = 420.0
        let canvas = try Canvas(path: path, width: Int(left + plotWidth + 40), height: Int(top + plotHeight + 60))
        canvas.fill(.init(0xFFFFFF))
        canvas.text(
            "\(measure) by \(period.rawValue): \(first.label) to \(last.label)",
            left, 28, size: 16, color: .init(0x111111), bold: true)
        let values = periods.map(value)
        let y = Axis(0, max(values.max() ?? 0, 1) * 1.08, pixels: top + plotHeight, top)
        for t in y.ticks(6) {
            canvas.line([(left, y.pixel(t)), (left + plotWidth, y.pixel(t))], color: .init(0xE5E5E5), width: 1)
            canvas.text(tickLabel(t), left - 6, y.pixel(t) + 4, size: 10, anchor: .right)
        }
        canvas.text(unit, left - 44, top + plotHeight / 2, size: 11, rotated: true)
        let slot = plotWidth / Double(periods.count)
        // Labels about 70 pixels apart at least.
        let every = max(1, Int((70 / slot).rounded(.up)))
        for (i, v) in values.enumerated() {
            let x0 = left + Double(i) * slot
            if v > 0 {
                canvas.area(
                    [(x0 + slot * 0.1, y.pixel(v)), (x0 + slot * 0.9, y.pixel(v))], base: y.pixel(0),
                    color: .init(0x2E86AB))
            }
            if i % every == 0 {
                canvas.text(periods[i].label, x0 + slot / 2, top + plotHeight + 16, size: 10, anchor: .center)
            }
        }
        canvas.rectangle(left, top, plotWidth, plotHeight, color: .init(0xBBBBBB))
        try canvas.commit()
    }
}
