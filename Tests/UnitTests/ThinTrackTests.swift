import Foundation
import Testing
@testable import FITActivity

/// The thinned route the library keeps for the heatmap: spacing, gaps and bytes against a track made by hand.
@Suite struct ThinTrackTests {
    static let metresPerDegree = 6_371_008.8 * Double.pi / 180

    @Test("a position every 25 m or more, the last one before a gap kept, one NaN pair for the gap, none at the ends")
    func spacingAndGaps() throws {
        // North from 45° N, 7° E, 8 m a second: 0…10 s, a gap of 3 s, 14…20 s, then a last gap.
        let north = (0...22).map { (i: Int) -> Double in
            let gap: Bool = i >= 11 && i <= 13 || i >= 21
            return gap ? Double.nan : 45 + Double(i) * 8 / Self.metresPerDegree
        }
        let east = north.map { $0.isNaN ? Double.nan : 7 }
        let track = ThinTrack(latitude: north, longitude: east)
        // By hand: kept 0 m, 32 m (the first ≥ 25 m on), 64 m, then 80 m (the last before the gap), NaN, 112 m,
        // 144 m, then 160 m (the last).
        let metres = track.latitude.map { $0.isNaN ? -1 : (($0 - 45) * Self.metresPerDegree).rounded() }
        #expect(metres == [0, 32, 64, 80, -1, 112, 144, 160], "\(metres)")
        let back = try #require(ThinTrack(bytes: track.bytes))
        #expect(back.latitude.count == track.latitude.count)
        for (a, b) in zip(back.latitude, track.latitude) where !a.isNaN {
            #expect(abs(a - b) * Self.metresPerDegree < 5)  // Float32: a few metres at most at 45°
        }
        #expect(back.latitude[4].isNaN && ThinTrack(bytes: [1, 2, 3]) == nil)
    }
}
