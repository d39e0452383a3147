/// Climbs of a ride or a route, by one rule (docs/METRICS.md, "Climbs"), shared by `analyze` and the course
/// points of `fitkit course`: a rise of at least 500 m at 3 % or more on average with at least 30 m of net gain,
/// where a dip of up to 25 m does not end it, nor a false flat; a plateau (500 m or more gaining under 1 %) ends it
/// when the climbing on one side of it is a climb by itself. Categories by the score length (m) × average gradient (%), the
/// scale Strava publishes: 8,000 for category 4, 16,000 for 3, 32,000 for 2, 64,000 for 1, 80,000 for HC.
public struct Climb: Sendable, Equatable {
    /// Where it starts and ends, as indices of the points given and as distances from the start (m).
    public let start: Int, end: Int
    public let startDistance: Double, endDistance: Double
    /// Net gain, m: the summit's altitude less the start's.
    public let gain: Double
    /// The steepest 100 m (or the whole climb when it is shorter), %.
    public let maxGradient: Double
    /// Metres climbed an hour (gain over the time from start to summit); nil without times.
    public let vam: Double?

    public var length: Double { endDistance - startDistance }
    /// %.
    public var averageGradient: Double { length > 0 ? 100 * gain / length : 0 }
    public var category: Category { Category(score: length * averageGradient) }

    public enum Category: String, Sendable, Comparable {
        case uncategorised = "-", four = "4", three = "3", two = "2", one = "1", hors = "HC"

        /// By length (m) × average gradient (%).
        package init(score: Double) {
            self =
                score >= 80_000
                ? .hors
                : score >= 64_000
                    ? .one : score >= 32_000 ? .two : score >= 16_000 ? .three : score >= 8_000 ? .four : .uncategorised
        }

        private var rank: Int { [.uncategorised, .four, .three, .two, .one, .hors].firstIndex(of: self) ?? 0 }
        public static func < (a: Category, b: Category) -> Bool { a.rank < b.rank }
    }
}

public enum Climbs {
    public static let minimumLength = 500.0
    /// As a fraction (3 %).
    public static let minimumGradient = 0.03
    public static let minimumGain = 30.0
    /// A fall from the highest point so far of more than this ends a climb; smaller dips are part of it.
    public static let dipTolerance = 25.0
    /// The distance the maximum gradient is measured over.
    public static let gradientSpan = 100.0
    /// The stretch a climb's first metres must rise over at `minimumGradient` (a 5 % climb then starts within
    /// 20 m of where its grade does, and decimetres of noise on a flat give no such rise).
    public static let startSpan = 50.0
    /// A plateau: this far or more where each `gradientSpan` m rises or falls by under `plateauGradient` (a fraction).
    public static let plateauLength = 500.0
    public static let plateauGradient = 0.01
    /// The climbs along points given in order of distance (m from the start, non-decreasing) with their
    /// altitudes (m) and, for a ride, times (s); points without a distance or an altitude (NaN) are passed over.
    public static func find(distance: [Double], altitude: [Double], time: [Double]? = nil) -> [Climb] {
        let usable = distance.indices.filter { !distance[$0].isNaN && !altitude[$0].isNaN }
        guard usable.count > 1 else { return [] }
        let d = usable.map { distance[$0] }, a = usable.map { altitude[$0] }
        let t = time.map { times in usable.map { times[$0] } }
        var climbs: [Climb] = []
        var start = 0, peak = 0
        for i in 1..<d.count {
            if a[i] > a[peak] {
                peak = i
            } else if a[i] < a[start] || a[peak] - a[i] > dipTolerance {
                // Below where the rise began, or a dip deeper than a climb keeps: the rise start…peak is over,
                // and the next one is looked for from here.
                if let climb = climb(d, a, t, from: start, to: peak) { climbs.append(climb) }
                (start, peak) = (i, i)
            }
        }
        if let climb = climb(d, a, t, from: start, to: peak) { climbs.append(climb) }
        climbs = climbs.flatMap { split($0, d, a, t) }
        // Indices of the points given, not of the usable ones.
        return climbs.map {
            Climb(
                start: usable[$0.start], end: usable[$0.end], startDistance: $0.startDistance,
                endDistance: $0.endDistance, gain: $0.gain, maxGradient: $0.maxGradient, vam: $0.vam)
        }
    }

    /// The climb that ends at `peak` (the first point at the summit's altitude) and starts at or after `low`: from
    /// the earliest point whose rise to the summit averages 3 % or more, moved on to the lowest point between
    /// there and the summit (the last, on a flat: a flat approach is not climbed), when the rule holds from
    /// there; nil when it does not.
    private static func climb(_ d: [Double], _ a: [Double], _ t: [Double]?, from low: Int, to peak: Int) -> Climb? {
        guard peak > low, a[peak] - a[low] >= minimumGain,
            let earliest = (low..<peak).first(where: { a[peak] - a[$0] >= minimumGradient * (d[peak] - d[$0]) })
        else { return nil }
        var s = earliest
        for j in earliest..<peak where a[j] <= a[s] { s = j }
        // A climb starts where the grade does: past an approach that does not rise at a climb's gradient over
        // the next `startSpan` (GPS noise of a flat approach may put its lowest point well before the rise).
        var ahead = s
        while s < peak {
            while ahead < peak && d[ahead] - d[s] < startSpan { ahead += 1 }
            guard d[ahead] - d[s] >= startSpan, a[ahead] - a[s] < minimumGradient * (d[ahead] - d[s]) else { break }
            s += 1
        }
        let length = d[peak] - d[s], gain = a[peak] - a[s]
        guard length >= minimumLength, gain >= minimumGain, gain >= minimumGradient * length else { return nil }
        let seconds = t.map { $0[peak] - $0[s] }
        return Climb(
            start: s, end: peak, startDistance: d[s], endDistance: d[peak], gain: gain,
            maxGradient: steepest(d, a, from: s, to: peak),
            vam: seconds.flatMap { $0 > 0 && !$0.isNaN ? gain * 3600 / $0 : nil })
    }

    /// A climb with a plateau in it, as a rider counts it: the climbs before and after the plateau when either
    /// side is a climb by itself (a climb, 3 km of plateau, another climb: two climbs; a climb and a kick after a
    /// plateau: the climb); the climb whole when neither is (a false flat between two rises too small alone).
    private static func split(_ c: Climb, _ d: [Double], _ a: [Double], _ t: [Double]?) -> [Climb] {
        guard let (first, last) = plateau(in: c, d, a) else { return [c] }
        let summit = (c.start...first).max { a[$0] < a[$1] || (a[$0] == a[$1] && $0 > $1) } ?? first
        let before = climb(d, a, t, from: c.start, to: summit)
        let after = climb(d, a, t, from: last, to: c.end)
        guard before != nil || after != nil else { return [c] }
        return (before.map { [$0] } ?? []) + (after.map { split($0, d, a, t) } ?? [])
    }

    /// The first plateau inside a climb: a run of points from each of which the next `gradientSpan` m rise or fall
    /// by under `plateauGradient`, `plateauLength` m or more from its first point to its last; nil without one.
    private static func plateau(in c: Climb, _ d: [Double], _ a: [Double]) -> (first: Int, last: Int)? {
        var ahead = c.start
        var run: (first: Int, last: Int)?
        for i in c.start..<c.end {
            while ahead < c.end && d[ahead] - d[i] < gradientSpan { ahead += 1 }
            guard d[ahead] - d[i] >= gradientSpan else { break }
            if abs(a[ahead] - a[i]) < plateauGradient * (d[ahead] - d[i]) {
                run = (run?.first ?? i, i)
            } else if let r = run {
                if d[r.last] - d[r.first] >= plateauLength { return r }
                run = nil
            }
        }
        return run.flatMap { d[$0.last] - d[$0.first] >= plateauLength ? $0 : nil }
    }

    /// The steepest gradient over `gradientSpan` between two points, %.
    private static func steepest(_ d: [Double], _ a: [Double], from s: Int, to e: Int) -> Double {
        guard d[e] - d[s] > gradientSpan else { return d[e] > d[s] ? 100 * (a[e] - a[s]) / (d[e] - d[s]) : 0 }
        var best = -Double.infinity, k = s
        for j in s...e {
            while k < e && d[k] - d[j] < gradientSpan { k += 1 }
            guard d[k] - d[j] >= gradientSpan else { break }
            best = max(best, 100 * (a[k] - a[j]) / (d[k] - d[j]))
        }
        return best
    }
}
