import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport
@testable import FITAnalysis
@testable import FITCharts

/// The heatmap's counting, equalisation and bounds, checked on rides with known pixels.
@Suite struct ChartTests {
    @Test func heatmapCountsEachRideOncePerPixelAndSkipsJumps() {
        let bounds = Heatmap.Bounds(minLon: 0, minLat: 0, maxLon: 0.01, maxLat: 0.01)
        let map = Heatmap(bounds: bounds, width: 200)
        // A ride east along a line and back over the same pixels: one ride, so each pixel counts once.
        let out: [Double] = (0...100).map { Double($0) * 0.0001 }
        let lon: [Double] = out + out.reversed()
        let lat = Array(repeating: 0.005, count: lon.count)
        map.add(latitude: lat, longitude: lon)
        #expect(map.intensities(.log).max() == 1)
        let lit = map.intensities(.log).filter { $0 > 0 }.count
        map.add(latitude: lat, longitude: lon)  // a second ride on the same road: same pixels, brighter
        #expect(map.intensities(.log).filter { $0 > 0 }.count == lit)
        // A fix thrown 5 km away for one second is a jump: neither step to nor from it is drawn.
        var jumpy = lat
        jumpy[50] = 0.05
        let before = map.intensities(.log).filter { $0 > 0 }.count
        map.add(latitude: jumpy, longitude: lon)
        #expect(map.jumps == 2)
        #expect(map.intensities(.log).filter { $0 > 0 }.count == before)
    }

    @Test("lines are wider on larger pictures; the scale bar is a round length at the map's scale")
    func lineWidthAndScaleBar() throws {
        // 0.1° of longitude on the equator, 1400 pixels wide (with the 3 % padding each side: 1.06 × 0.1° across).
        let bounds = Heatmap.Bounds(minLon: 0, minLat: -0.01, maxLon: 0.1, maxLat: 0.01)
        let map = Heatmap(bounds: bounds, width: 1400)
        #expect(map.lineWidth == 2)
        #expect(Heatmap(bounds: bounds, width: 600).lineWidth == 1)
        // Metres a pixel: 0.106° × 111,195 m a degree (2πR/360) over 1400 pixels = 8.42 m; a fifth of the
        // width is 2,357 m, so the bar is 2 km: 237.5 pixels.
        let bar = try #require(map.scaleBar())
        #expect(bar.label == "2 km")
        let metresPerPixel = 0.1 * 1.06 * (2 * Double.pi * 6_371_008.8 / 360) / 1400
        #expect(abs(bar.pixels - 2000 / metresPerPixel) < 1e-6)
        // A line of 1400 pixels' width lights 2 rows of pixels.
        let lon = (0...1000).map { Double($0) * 0.0001 }
        map.add(latitude: Array(repeating: 0, count: lon.count), longitude: lon)
        let lit = map.intensities(.log).filter { $0 > 0 }.count
        #expect(lit > 2 * 1300 && lit < 2 * 1400, "\(lit)")
    }

    @Test("lap names never lie over one another, however many laps")
    func lapNamesFit() {
        // 120 laps 7.5 pixels apart on a 900-pixel axis: the names need 11 to 22 pixels each.
        let names = (0..<120).map { ("L\($0 + 2)", 70 + Double($0) * 7.5) }
        let kept = RidePlot.fitting(names, charWidth: 5.5, end: 970)
        #expect(kept.count > 20 && kept.count < 120)
        for (a, b) in zip(kept, kept.dropFirst()) {
            #expect(b.1 - 2 > a.1 + Double(a.0.count) * 5.5 + 2, "\(a) and \(b) overlap")
        }
        #expect(kept.allSatisfy { $0.1 + Double($0.0.count) * 5.5 + 2 <= 970 })
        // Their row is above the first panel's heading (drawn 6 pixels above the panel).
        #expect(RidePlot.lapRow - 6 >= 12)
    }

    @Test func equalisationRanksPixelsByHowManyRidesCrossedThem() {
        let bounds = Heatmap.Bounds(minLon: 0, minLat: 0, maxLon: 0.01, maxLat: 0.01)
        let map = Heatmap(bounds: bounds, width: 100)
        let lon = (0...100).map { Double($0) * 0.0001 }
        map.add(latitude: Array(repeating: 0.002, count: 101), longitude: lon)
        map.add(latitude: Array(repeating: 0.008, count: 101), longitude: lon)
        map.add(latitude: Array(repeating: 0.008, count: 101), longitude: lon)
        let values = Set(map.intensities(.equalize).filter { $0 > 0 })
        // Half the lit pixels have 1 ride, half 2: equalised to 0.5 and 1.
        #expect(values == [0.5, 1])
    }

    @Test func boundsFollowTheAreaWithMostRides() {
        let home = (0..<12).map { i in
            Heatmap.Bounds(minLon: 6 + Double(i) * 0.01, minLat: 45, maxLon: 6.2, maxLat: 45.1)
        }
        let away = Heatmap.Bounds(minLon: -70, minLat: -33, maxLon: -69.9, maxLat: -32.9)
        let area = Heatmap.Bounds.covering(home + [away])
        #expect(area.rides == 12)
        #expect(area.bounds.minLon >= 6 && area.bounds.maxLat <= 45.1)
    }
}
