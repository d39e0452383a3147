/// Critical power and W′ from the best efforts of a window of rides, by the 2-parameter model (Monod and
/// Scherrer): the work of an all-out effort of t seconds is W(t) = CP·t + W′, fitted by least squares to the best
/// mean-maximal powers at 3, 5, 12 and 20 minutes; and FTP estimated as 95 % of the best 20 minutes (Coggan).
/// docs/METRICS.md, "Critical power and FTP".
public enum CriticalPower {
    /// The durations the model is fitted to, seconds.
    public static let durations = [180, 300, 720, 1200]

    /// One best effort: its duration, watts, and the ride (index into the rides given) it came from.
    public struct Effort: Sendable, Equatable {
        public var seconds: Int
        public var watts: Double
        public var ride: Int
    }

    public struct Estimate: Sendable {
        /// The best effort at each of `durations` that some ride lasted.
        public var efforts: [Effort] = []
        public var cp: Double?
        public var wPrime: Double?
        /// 0.95 × the best 20 minutes.
        public var ftp: Double?
        /// Why the figures should not be trusted, one line each.
        public var warnings: [String] = []
    }

    /// The least-squares line of work against time through (t, P·t): its slope CP and intercept W′; nil for
    /// fewer than two durations.
    public static func fit(_ points: [(seconds: Int, watts: Double)]) -> (cp: Double, wPrime: Double)? {
        guard Set(points.map(\.seconds)).count >= 2 else { return nil }
        let n = Double(points.count)
        let xs = points.map { Double($0.seconds) }, ys = points.map { Double($0.seconds) * $0.watts }
        let mx = xs.reduce(0, +) / n, my = ys.reduce(0, +) / n
        var sxy = 0.0, sxx = 0.0
        for (x, y) in zip(xs, ys) {
            sxy += (x - mx) * (y - my)
            sxx += (x - mx) * (x - mx)
        }
        let cp = sxy / sxx
        return (cp, my - cp * mx)
    }

    /// A plausible W′ for a trained or untrained rider, J: outside it the efforts were not all-out.
    public static let plausibleWPrime = 5_000.0...50_000.0

    /// The estimate from the rides' curves (nil curves: rides without power).
    public static func estimate(_ curves: [SampledCurve?]) -> Estimate {
        var e = Estimate()
        for d in durations {
            var best: Effort?
            for (i, curve) in curves.enumerated() {
                guard let w = curve?.best(d) else { continue }
                if w > (best?.watts ?? -1) { best = Effort(seconds: d, watts: w, ride: i) }
            }
            if let best { e.efforts.append(best) }
        }
        let missing = durations.filter { d in !e.efforts.contains { $0.seconds == d } }
        if !missing.isEmpty {
            e.warnings.append(
                "no ride with power lasted " + missing.map { "\($0 / 60) min" }.joined(separator: ", ")
                    + ": the estimate has fewer efforts")
        }
        e.ftp = e.efforts.first { $0.seconds == 1200 }.map { 0.95 * $0.watts }
        if let (cp, wPrime) = fit(e.efforts.map { ($0.seconds, $0.watts) }) {
            (e.cp, e.wPrime) = (cp, wPrime)
            if cp <= 0 || !plausibleWPrime.contains(wPrime) {
                e.warnings.append(
                    "W′ of \(Int(wPrime.rounded())) J is outside \(Int(plausibleWPrime.lowerBound))-"
                        + "\(Int(plausibleWPrime.upperBound)) J: the window holds no all-out efforts at these durations"
                )
            }
        }
        if let short = e.efforts.first(where: { $0.seconds == 180 }), let long = e.efforts.last,
            long.seconds == 1200, short.watts < 1.1 * long.watts
        {
            e.warnings.append(
                "the best 3 minutes are within 10 % of the best 20: the window holds no hard short effort")
        }
        return e
    }
}
