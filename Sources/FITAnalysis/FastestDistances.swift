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
        let valid = distance.indices.filter { !distance[$0].isNaN }
        guard valid.count > 1 else { return [] }
        return distances.compactMap { target in
            var best: (start: Int, seconds: Double)?
            var k = 0
            for (a, i) in valid.enumerated() {
                // The first point at least `target` metres on from point i (the points only move forward).
                k = max(k, a + 1)
                while k < valid.count && distance[valid[k]] - distance[i] < target.metres { k += 1 }
                guard k < valid.count else { break }
                let (j0, j1) = (valid[k - 1], valid[k])
                let span = distance[j1] - distance[j0]
                let f = span > 0 ? (distance[i] + target.metres - distance[j0]) / span : 1
                let seconds = Double(j0 - i) + f * Double(j1 - j0)
                if seconds < best?.seconds ?? .infinity { best = (i, seconds) }
            }
            return best.map { Best(metres: target.metres, name: target.name, start: $0.start, seconds: $0.seconds) }
        }
    }
}
