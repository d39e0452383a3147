/// Circles no position may be shown in: a rider's home, work, a friend's house. Every output that writes or
/// draws positions (exports, the files `crop`, `split`, `merge` and `convert` write, `plot`'s route, `heatmap`)
/// leaves out each point within one; the rest of the sample (time, power, heart rate) stays.
///
/// A point is within a zone when its great-circle distance to the centre (`Geo.haversine`) is at most the
/// radius. Zones come from `--privacy-zone LAT,LON,RADIUS_M` and from the lines of
/// `$XDG_CONFIG_HOME/fitkit/privacy.conf` (`#` starts a comment).
public struct PrivacyZones: Sendable, Equatable {
    public struct Zone: Sendable, Equatable {
        public let latitude: Double
        public let longitude: Double
        /// Metres.
        public let radius: Double

        /// `LAT,LON,RADIUS_M` (degrees, degrees, metres); nil when it is not that.
        public init?(_ text: some StringProtocol) {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
                .map { Double(String($0).filter { !$0.isWhitespace }) }
            guard parts.count == 3, let lat = parts[0], let lon = parts[1], let r = parts[2],
                (-90...90).contains(lat), (-180...180).contains(lon), r.isFinite, r > 0
            else { return nil }
            latitude = lat
            longitude = lon
            radius = r
        }
    }

    public var zones: [Zone]

    public init(_ zones: [Zone] = []) { self.zones = zones }

    public var isEmpty: Bool { zones.isEmpty }

    /// Whether a position (degrees) is within a zone.
    @inline(__always)
    public func hides(latitude: Double, longitude: Double) -> Bool {
        for z in zones where Geo.haversine(latitude, longitude, z.latitude, z.longitude) <= z.radius { return true }
        return false
    }

    /// The zones of a `privacy.conf` text; the line numbers (from 1) of lines that are not zones in `invalid`.
    public static func parse(_ text: String) -> (zones: PrivacyZones, invalid: [Int]) {
        var zones = PrivacyZones(), invalid: [Int] = []
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            guard !content.allSatisfy(\.isWhitespace) else { continue }
            if let zone = Zone(content) { zones.zones.append(zone) } else { invalid.append(i + 1) }
        }
        return (zones, invalid)
    }
}

extension PrivacyZones {
    /// Leaves out a record's position (NaN, as a missing value) when it is within a zone; whether it did.
    @inline(__always)
    public func hide(_ values: UnsafeMutableBufferPointer<Double>, latitude: Int?, longitude: Int?) -> Bool {
        guard let latitude, let longitude, !values[latitude].isNaN, !values[longitude].isNaN,
            hides(latitude: values[latitude], longitude: values[longitude])
        else { return false }
        values[latitude] = .nan
        values[longitude] = .nan
        return true
    }

    /// The summary with the start positions of its laps and sessions (and of its computed totals) left out
    /// where they are within a zone.
    public func hide(in summary: ActivitySummary) -> ActivitySummary {
        guard !isEmpty else { return summary }
        func hide(_ t: inout Totals) {
            if let lat = t.startLatitude, let lon = t.startLongitude, hides(latitude: lat, longitude: lon) {
                t.startLatitude = nil
                t.startLongitude = nil
            }
        }
        var s = summary
        for i in s.laps.indices { hide(&s.laps[i]) }
        for i in s.sessions.indices { hide(&s.sessions[i]) }
        if s.computed != nil { hide(&s.computed!) }
        return s
    }
}
