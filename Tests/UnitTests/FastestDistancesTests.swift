import Testing
@testable import FITAnalysis

/// A run's best times by distance, on a run made with known speeds: every expected time worked out by hand.
@Suite struct FastestDistancesTests {
    @Test("the best 400 m, 1 km, mile, 5 km and 10 km of a run with one fast stretch; none longer than the run")
    func bestTimes() throws {
        // 1,000 s at 4 m/s, 250 s at 5 m/s (1,250 m), 1,750 s at 4 m/s: 12,250 m in 3,000 s; a second without
        // a sample (NaN) in the slow part.
        var distance: [Double] = [0]
        for s in 1...3000 { distance.append(distance[s - 1] + (s > 1000 && s <= 1250 ? 5 : 4)) }
        distance[2000] = .nan
        let bests = FastestDistances.find(distance: distance)
        #expect(bests.map(\.name) == ["400 m", "1 km", "1 mile", "5 km", "10 km"])
        func seconds(_ name: String) -> Double { bests.first { $0.name == name }?.seconds ?? .nan }
        #expect(abs(seconds("400 m") - 80) < 1e-9)  // inside the fast stretch: 400 / 5
        #expect(abs(seconds("1 km") - 200) < 1e-9)
        // The whole fast stretch and 359.344 m at 4 m/s: 250 + 89.836.
        #expect(abs(seconds("1 mile") - 339.836) < 1e-9)
        #expect(abs(seconds("5 km") - (250 + 3750 / 4.0)) < 1e-9)
        #expect(abs(seconds("10 km") - (250 + 8750 / 4.0)) < 1e-9)
        #expect(bests.first { $0.name == "400 m" }.map { $0.start >= 1000 && $0.start <= 1170 } == true)
        #expect(FastestDistances.find(distance: [0, .nan]).isEmpty)
    }
}
