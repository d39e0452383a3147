#if canImport(Glibc)
import Glibc
#endif

/// A linear or logarithmic mapping from values to pixels, with tick positions at "nice" values.
package struct Axis {
    package let low: Double, high: Double
    package let from: Double, to: Double
    package let logarithmic: Bool

    package init(_ low: Double, _ high: Double, pixels from: Double, _ to: Double, logarithmic: Bool = false) {
        self.low = low
        self.high = high > low ? high : low + 1
        self.from = from
        self.to = to
        self.logarithmic = logarithmic
    }

    package func pixel(_ v: Double) -> Double {
        let f = logarithmic ? (log10(max(v, low)) - log10(low)) / (log10(high) - log10(low)) : (v - low) / (high - low)
        return from + f * (to - from)
    }

    /// About `count` ticks at 1, 2 or 5 × 10ⁿ steps.
    package func ticks(_ count: Int = 6) -> [Double] {
        let raw = (high - low) / Double(max(count, 1))
        let magnitude = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
        var t = ceil(low / step) * step
        var result: [Double] = []
        while t <= high + step * 1e-9 {
            result.append(t)
            t += step
        }
        return result
    }

    /// Ticks for a time axis in seconds: whole minutes or hours.
    package func timeTicks() -> [Double] {
        let span = high - low
        let step = [60.0, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600].first { span / $0 <= 8 } ?? 43200
        var t = ceil(low / step) * step, result: [Double] = []
        while t <= high { result.append(t); t += step }
        return result
    }
}

/// "1:05" for an hour and five minutes, "12:30" minutes when under an hour is shown as "0:12".
func clock(_ seconds: Double) -> String {
    let s = Int(seconds.rounded())
    return "\(s / 3600):" + (s % 3600 / 60 < 10 ? "0" : "") + "\(s % 3600 / 60)"
}

/// "5s", "1m", "20m", "1h", "2h30".
func durationLabel(_ seconds: Double) -> String {
    let s = Int(seconds.rounded())
    if s < 60 { return "\(s)s" }
    if s < 3600 { return "\(s / 60)m" }
    return s % 3600 == 0 ? "\(s / 3600)h" : "\(s / 3600)h\(s % 3600 / 60)"
}

/// A number as a tick label: no decimals for whole numbers.
func tickLabel(_ v: Double) -> String {
    v == v.rounded() ? String(Int(v)) : String((v * 10).rounded() / 10)
}
