/// A run's best efforts by distance (docs/METRICS.md, "Best times"): for each of the distances runners race
/// (400 m, 1 km, 1 mile, 5 km, 10 km, half marathon), the shortest time in which the ride covered it, start and
/// end anywhere, the end interpolated between the seconds either side of it. Time is elapsed time: a stop
/// within the stretch counts, as a race clock counts it.
public enum FastestDistances {
    /// Metres, with the name a runner gives them.
    public static let distances: [(metres: Double, name: String)] = [
        (400, "400 m"), (1000, "1 km"), (1609.344, "1 mile"), (5000, "5 km"), (10_000, "10 km"),
        (21_097.5, "half marathon")
    ]

    /// One distance's best.
    public struct Best: Sendable, Equatable {
        public let metres: Double
        public let name: String
        /// Seconds from the ride's start to where the best began (a second of the grid).
        public let start: Int
        public let seconds: Double
    }

    /// The bests along `distance` (metres from the start, one value a second, NaN where there is none); the
    /// distances longer than the ride are left out.
    public static func find(distance: [Double]) -> [Best] {
        // The seconds with a distance, and their distances, side by side.
        var at: [Int] = [], metres: [Double] = []
        for (i, d) in distance.enumerated() where !d.isNaN {
            at.append(i)
            metres.append(d)
        }
        guard at.count > 1 else { return [] }
        return at.withUnsafeBufferPointer { at in
            metres.withUnsafeBufferPointer { metres in
                distances.compactMap { target in
                    best(over: target.metres, at: at, metres: metres).map {
                        Best(metres: target.metres, name: target.name, start: $0.start, seconds: $0.seconds)
                    }
                }
            }
        }
    }

    /// The fastest stretch of `target` metres: where it starts (a second of the grid) and how long it took.
    private static func best(over target: Double, at: UnsafeBufferPointer<Int>, metres: UnsafeBufferPointer<Double>)
        -> (start: Int, seconds: Double)?
    {
        var best: (start: Int, seconds: Double)?
        var fastest = Double.infinity
        var k = 0
        for a in 0..<at.count {
            // The first point at least `target` metres on from point a (the points only move forward).
            k = max(k, a + 1)
            while k < at.count && metres[k] - metres[a] < target { k += 1 }
            guard k < at.count else { break }
            let (i, j0, j1) = (at[a], at[k - 1], at[k])
            let span = metres[k] - metres[k - 1]
            let f = span > 0 ? (metres[a] + target - metres[k - 1]) / span : 1
            let seconds = Double(j0 - i) + f * Double(j1 - j0)
            if seconds < fastest {
                fastest = seconds
                best = (i, seconds)
            }
        }
        return best
    }
}
