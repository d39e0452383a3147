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
        let lon = (0...100).map { Double($0) * 0.0001 } + (0...100).reversed().map { Double($0) * 0.0001 }
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
