#if canImport(Glibc)
import Glibc
#endif

/// Distances on the Earth and the rule for a GPS jump: one place for the distance along a track, the heatmap's
/// lines and the cleaning of positions (`RecordCleaner`).
public enum Geo {
    /// The IUGG mean radius, m.
    public static let earthRadius = 6_371_008.8

    /// Great-circle distance in metres between two points in degrees (haversine).
    public static func haversine(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let rad = Double.pi / 180
        let dLat = (lat2 - lat1) * rad, dLon = (lon2 - lon1) * rad
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1 * rad) * cos(lat2 * rad) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * earthRadius * asin(min(1, a.squareRoot()))
    }

    /// A step between two fixes is a GPS jump when faster than 50 m/s (180 km/h, beyond any ride) or longer
    /// than 1 km (a receiver that lost its fix and found it elsewhere: the way between is not known).
    public static func isJump(metres: Double, seconds: Double) -> Bool {
        metres > 1000 || metres > 50 * max(seconds, 1)
    }

    /// Whether the step between two fixes is a GPS jump (`isJump`), with the haversine worked out only for
    /// steps that may be one: an equirectangular estimate (within 0.5 % of the haversine for steps under
    /// 10 km away from the poles) settles the others. `cosine` is the cosine of a latitude near both.
    @inline(__always)
    public static func isJump(
        _ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double, seconds: Double, cosine: Double
    ) -> Bool {
        let rad = Double.pi / 180
        let dy = (lat2 - lat1) * rad, dx = (lon2 - lon1) * rad * cosine
        let estimate = earthRadius * (dx * dx + dy * dy).squareRoot()
        // A step under half the smallest jump (50 m) is none, whatever the estimate's error.
        if estimate < 25 { return false }
        return isJump(metres: haversine(lat1, lon1, lat2, lon2), seconds: seconds)
    }

    /// A fix at 0°,0° is what a receiver without a fix writes, not a place a ride goes.
    @inline(__always)
    public static func isNoFix(_ lat: Double, _ lon: Double) -> Bool { lat == 0 && lon == 0 }

    /// Calls `step` for each pair of consecutive usable fixes (positions one per second, NaN where missing),
    /// `jump` true when the step is a GPS jump. Fixes at 0°,0° are skipped.
    /// - Parameter breakingAtGaps: a second without a position ends the line (no step joins the positions on
    ///   either side): what draws routes wants it, so that no line crosses positions a privacy zone hid.
    public static func steps(
        latitude: [Double], longitude: [Double], breakingAtGaps: Bool = false,
        _ step: (_ from: (Double, Double), _ to: (Double, Double), _ metres: Double, _ jump: Bool) -> Void
    ) {
        var last: (lat: Double, lon: Double, i: Int)?
        for i in latitude.indices {
            let lat = latitude[i], lon = longitude[i]
            guard !lat.isNaN, !lon.isNaN, !isNoFix(lat, lon) else {
                if breakingAtGaps { last = nil }
                continue
            }
            if let l = last {
                let d = haversine(l.lat, l.lon, lat, lon)
                step((l.lat, l.lon), (lat, lon), d, isJump(metres: d, seconds: Double(i - l.i)))
            }
            last = (lat, lon, i)
        }
    }
}
