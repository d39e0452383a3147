#if canImport(Glibc)
import Glibc
#endif

/// Hard efforts and sprints a ride holds, found by themselves (docs/METRICS.md, "Intervals"). With an FTP:
/// efforts are stretches of 30 s or more whose power, smoothed over 10 s, stays at 105 % of FTP or above (dips
/// of up to 10 s below kept), averaging that or more; sprints are stretches of up to 30 s whose 5-second power
/// stays at 150 % of FTP or more. Without an FTP the ride's power is cut where its level changes (binary
/// segmentation of its 5-second means, each cut kept when it explains more than a BIC penalty of the noise),
/// and an effort is a part of 30 s or more whose mean is at least 120 % of the ride's pedalling average and
/// above the parts on either side; a sprint is 5 s or more at twice the pedalling average.
public struct Interval: Sendable, Equatable {
    /// Seconds from the ride's first record.
    public let start: Int
    public let duration: Int
    public let avgPower: Double
    /// Over the interval itself (`Intervals.normalized`); nil for one shorter than 30 s.
    public let normalizedPower: Double?
    public let avgHeartRate: Double?
    /// Pedalling seconds only.
    public let avgCadence: Double?
    /// The lap it is, when the ride's laps mark its work (1 for the first lap).
    public var lap: Int?
}

public enum Intervals {
    public static let effortFraction = 1.05
    /// Sustained work: the foot of the sweet-spot range (88–94 % of FTP in Coggan's power levels), held for
    /// minutes: a threshold or sweet-spot block is an interval a coach would mark.
    public static let sustainedFraction = 0.88
    public static let shortestSustained = 180
    public static let sprintFraction = 1.5
    public static let shortestEffort = 30
    public static let longestSprint = 30
    public static let shortestSprint = 5
    /// Without FTP: an effort's mean against the ride's pedalling average, and a sprint's.
    public static let effortOverAverage = 1.2
    public static let sprintOverAverage = 2.0

    /// Efforts and sprints on the one-second grid; power missing (NaN) counts as none. `laps` are the ride's laps
    /// as seconds of the grid: a lap that marks an effort's work is listed whole in its place (`markedLaps`).
    public static func find(
        power: [Double], heartRate: [Double], cadence: [Double], ftp: Double?, laps: [Range<Int>] = []
    ) -> (efforts: [Interval], sprints: [Interval]) {
        let watts = power.map { $0.isNaN ? 0 : $0 }
        let pedalling = watts.filter { $0 > 0 }
        guard !pedalling.isEmpty else { return ([], []) }
        let average = pedalling.reduce(0, +) / Double(pedalling.count)
        func described(_ r: Range<Int>) -> Interval {
            func mean(_ values: [Double], _ keep: (Double) -> Bool) -> Double? {
                guard r.upperBound <= values.count else { return nil }  // a stream the ride does not have
                let kept = values[r].filter { !$0.isNaN && keep($0) }
                return kept.isEmpty ? nil : kept.reduce(0, +) / Double(kept.count)
            }
            return Interval(
                start: r.lowerBound, duration: r.count, avgPower: watts[r].reduce(0, +) / Double(r.count),
                normalizedPower: normalized(watts[r]),
                avgHeartRate: mean(heartRate) { _ in true }, avgCadence: mean(cadence) { $0 > 0 })
        }
        let sprintFloor = ftp.map { $0 * sprintFraction } ?? average * sprintOverAverage
        let sprints = stretches(above: sprintFloor, in: rolling(watts, 5), bridging: 2)
            .filter { $0.count >= shortestSprint && $0.count <= longestSprint }
            .filter { watts[$0].reduce(0, +) / Double($0.count) >= sprintFloor }
        var efforts: [Range<Int>]
        if let ftp {
            let floor = ftp * effortFraction
            let hard = stretches(above: floor, in: rolling(watts, 10), bridging: 10)
                .filter { $0.count >= shortestEffort && watts[$0].reduce(0, +) / Double($0.count) >= floor }
            efforts = withSustained(hard, watts, ftp: ftp)
        } else {
            efforts = levelEfforts(watts, average: average)
        }
        let marked = markedLaps(
            laps, efforts, watts, floor: ftp.map { $0 * sustainedFraction } ?? average * effortOverAverage)
        efforts = (marked.map(\.range) + efforts.filter { e in !marked.contains { mostlyInside(e, $0.range) } })
            .sorted { $0.lowerBound < $1.lowerBound }
        // A sprint that is mostly inside an effort is part of the effort, not listed again.
        let apart = sprints.filter { s in
            !efforts.contains { e in s.clamped(to: e).count * 2 > s.count }
        }
        return (
            efforts.map { r in
                var i = described(r)
                i.lap = marked.first { $0.range == r }?.number
                return i
            }, apart.map(described)
        )
    }

    static func mostlyInside(_ a: Range<Int>, _ b: Range<Int>) -> Bool { a.clamped(to: b).count * 2 > a.count }

    /// The laps that mark the work as a rider pressed the button (docs/METRICS.md): a lap of 30 s or more at an
    /// effort's level (`floor`) whose seconds are two thirds or more covered by the efforts mostly inside it.
    /// A lap of a different shape (an autolap of 5 km with a short effort in it) marks nothing.
    static func markedLaps(_ laps: [Range<Int>], _ efforts: [Range<Int>], _ watts: [Double], floor: Double) -> [(
        range: Range<Int>, number: Int
    )] {
        laps.enumerated().compactMap { n, lap in
            guard lap.count >= shortestEffort, lap.upperBound <= watts.count,
                watts[lap].reduce(0, +) / Double(lap.count) >= floor
            else { return nil }
            let covered = efforts.filter { mostlyInside($0, lap) }.reduce(0) { $0 + $1.clamped(to: lap).count }
            return covered * 3 >= lap.count * 2 ? (lap, n + 1) : nil
        }
    }

    /// Threshold and sweet-spot work (docs/METRICS.md): stretches of `shortestSustained` or more whose power,
    /// smoothed over 30 s, stays at `sustainedFraction` of FTP or above (dips of up to 30 s kept), averaging that
    /// or more, joined to the hard efforts; an effort mostly inside another is not listed again.
    static func withSustained(_ hard: [Range<Int>], _ watts: [Double], ftp: Double) -> [Range<Int>] {
        let floor = ftp * sustainedFraction
        let sustained = stretches(above: floor, in: rolling(watts, 30), bridging: 30)
            .filter { $0.count >= shortestSustained && watts[$0].reduce(0, +) / Double($0.count) >= floor }
        let blocks = sustained.filter { block in !hard.contains { mostlyInside(block, $0) } }
        let efforts = hard.filter { effort in !blocks.contains { mostlyInside(effort, $0) } }
        return (blocks + efforts).sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Normalized power over an interval alone: the fourth-power mean of its 30 s rolling averages, the interval
    /// taken round as a loop so that every second is in 30 windows and the averages average to the interval's
    /// own (a ride's NP starts its windows from zero, which would put an interval's NP below its average):
    /// never below the average; nil under 30 s.
    static func normalized(_ watts: ArraySlice<Double>) -> Double? {
        guard watts.count >= 30 else { return nil }
        let values = Array(watts), n = values.count
        var sum = values[0..<30].reduce(0, +), fourth = 0.0
        for start in 0..<n {
            if start > 0 { sum += values[(start + 29) % n] - values[start - 1] }
            fourth += pow(sum / 30, 4)
        }
        return pow(fourth / Double(n), 0.25)
    }

    /// Centred moving mean over `width` seconds.
    static func rolling(_ values: [Double], _ width: Int) -> [Double] {
        var sums = [0.0]
        sums.reserveCapacity(values.count + 1)
        for v in values { sums.append((sums.last ?? 0) + v) }
        return values.indices.map { i in
            let lo = max(0, i - width / 2), hi = min(values.count, lo + width)
            return (sums[hi] - sums[lo]) / Double(hi - lo)
        }
    }

    /// The runs of seconds at or above `floor`, a run's gaps of up to `bridging` seconds below it kept inside.
    static func stretches(above floor: Double, in values: [Double], bridging: Int) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var i = 0
        while i < values.count {
            guard values[i] >= floor else { i += 1; continue }
            var end = i + 1
            while end < values.count && values[end] >= floor { end += 1 }
            if let last = runs.last, i - last.upperBound <= bridging {
                runs[runs.count - 1] = last.lowerBound..<end
            } else {
                runs.append(i..<end)
            }
            i = end
        }
        return runs
    }

    /// Without FTP: the parts binary segmentation finds in the 5-second means that stand out.
    static func levelEfforts(_ watts: [Double], average: Double) -> [Range<Int>] {
        let block = 5
        let means = stride(from: 0, to: watts.count, by: block).map { s in
            let e = min(watts.count, s + block)
            return watts[s..<e].reduce(0, +) / Double(e - s)
        }
        guard means.count >= 2 * (shortestEffort / block) else { return [] }
        // The noise from one 5 s mean to the next (median absolute difference, as a standard deviation).
        let differences = zip(means, means.dropFirst()).map { abs($0 - $1) }.sorted()
        let sigma = differences[differences.count / 2] / (0.6745 * 2.0.squareRoot())
        let penalty = 2 * max(sigma * sigma, 1) * log(Double(means.count))
        var sums = [0.0]
        for m in means { sums.append((sums.last ?? 0) + m) }
        func mean(_ r: Range<Int>) -> Double { (sums[r.upperBound] - sums[r.lowerBound]) / Double(r.count) }
        let shortest = shortestEffort / block
        var cuts: [Int] = []
        func split(_ r: Range<Int>) {
            guard r.count >= 2 * shortest else { return }
            var best = 0.0, at = -1
            for c in (r.lowerBound + shortest)...(r.upperBound - shortest) {
                let left = r.lowerBound..<c, right = c..<r.upperBound
                let gain = Double(left.count * right.count) / Double(r.count) * pow(mean(left) - mean(right), 2)
                if gain > best { (best, at) = (gain, c) }
            }
            guard at >= 0, best > penalty else { return }
            cuts.append(at)
            split(r.lowerBound..<at)
            split(at..<r.upperBound)
        }
        split(0..<means.count)
        let bounds = [0] + cuts.sorted() + [means.count]
        let parts = zip(bounds, bounds.dropFirst()).map { $0..<$1 }
        // A part that stands out is one block, trimmed at its ends only: from the first to the last second whose
        // 10 s power reaches its floor (so that a sprint inside a 30 s part is not an effort of its own, and a
        // block's dips do not cut it into fragments).
        let floor = effortOverAverage * average
        let smoothed = rolling(watts, 10)
        return parts.indices.compactMap { i -> Range<Int>? in
            let m = mean(parts[i])
            guard parts[i].count >= shortest, m >= floor,
                i == 0 || m > mean(parts[i - 1]), i == parts.count - 1 || m > mean(parts[i + 1])
            else { return nil }
            let seconds = (parts[i].lowerBound * block)..<min(watts.count, parts[i].upperBound * block)
            guard let first = seconds.first(where: { smoothed[$0] >= floor }),
                let last = seconds.last(where: { smoothed[$0] >= floor })
            else { return nil }
            let r = first..<(last + 1)
            return r.count >= shortestEffort && watts[r].reduce(0, +) / Double(r.count) >= floor ? r : nil
        }
    }
}
