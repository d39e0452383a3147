import FITKit

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
    /// Leaves out every position within a zone of a record's row (NaN, as a missing value): the record's
    /// position and any developer coordinates (`PositionColumns`). Whether it left one out.
    @inline(__always)
    package func hide(_ values: UnsafeMutableBufferPointer<Double>, _ columns: PositionColumns) -> Bool {
        var any = false
        for pair in columns.pairs {
            let y = pair.latitude.map { values[$0] } ?? .nan, x = pair.longitude.map { values[$0] } ?? .nan
            if y.isNaN && x.isNaN { continue }
            if !y.isNaN && !x.isNaN {
                let (lat, lon) = pair.semicircles ? (degrees(semicircles: y), degrees(semicircles: x)) : (y, x)
                if !hides(latitude: lat, longitude: lon) { continue }
            }
            if let i = pair.latitude { values[i] = .nan }
            if let i = pair.longitude { values[i] = .nan }
            any = true
        }
        return any
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
        if var computed = s.computed {
            hide(&computed)
            s.computed = computed
        }
        return s
    }
}

extension PrivacyZones {
    /// A message kept as it was (by `crop`, `split`, `merge`, `repair`) with every position within a zone left
    /// out of its bytes and of its decoded fields, in every field `PositionFields` names: developer fields in
    /// degrees or semicircles too, and any coordinate without its partner. How many points it left out.
    package func hidePositions(_ stored: inout StoredMessage, _ decoded: inout Message) -> Int {
        guard !isEmpty else { return 0 }
        var hidden = 0
        let plan = stored.definition.sharedPlan(PositionPlan.self, PositionPlan.init)
        for pair in plan.pairs {
            let lat = pair.latitude.flatMap { decoded.field($0)?.double }
            let lon = pair.longitude.flatMap { decoded.field($0)?.double }
            if lat == nil && lon == nil { continue }
            if let lat, let lon, !hides(latitude: degrees(semicircles: lat), longitude: degrees(semicircles: lon)) {
                continue
            }
            for case let number? in [pair.latitude, pair.longitude] {
                stored = stored.invalidating(field: number)
                decoded.fields.removeAll { $0.number == number }
            }
            hidden += 1
        }
        guard !decoded.developerFields.isEmpty else { return hidden }
        let pairs = PositionFields.developerPairs(
            decoded.developerFields, name: \.name, units: \.units, group: { String($0.developerDataIndex) })
        for (lat, lon) in pairs {
            if let lat, let lon, let y = lat.value.double, let x = lon.value.double,
                !hides(
                    latitude: PositionFields.degrees(y, units: lat.units),
                    longitude: PositionFields.degrees(x, units: lon.units))
            {
                continue
            }
            for f in [lat, lon].compactMap({ $0 }) {
                stored = stored.invalidating(developerField: f.number, index: f.developerDataIndex, as: f.baseType)
                decoded.developerFields.removeAll {
                    $0.number == f.number && $0.developerDataIndex == f.developerDataIndex
                }
            }
            hidden += 1
        }
        return hidden
    }
}

/// The position fields a definition holds, paired (`PositionFields.pairs`), worked out once per definition.
private final class PositionPlan: Sendable {
    let pairs: [(latitude: UInt8?, longitude: UInt8?)]

    init(_ definition: MessageDefinition) {
        guard let profile = definition.profile else {
            pairs = []
            return
        }
        let present = Set(definition.fields.map(\.number))
        pairs = PositionFields.pairs(of: profile).compactMap { pair in
            let lat = pair.latitude.flatMap { present.contains($0) ? $0 : nil }
            let lon = pair.longitude.flatMap { present.contains($0) ? $0 : nil }
            return lat == nil && lon == nil ? nil : (lat, lon)
        }
    }
}

/// The columns of a `RecordLayout` that hold coordinates, paired as `PositionFields` pairs fields: the record's
/// position (degrees), and developer fields in degrees or semicircles (as declared).
public struct PositionColumns: Sendable {
    public struct Pair: Sendable {
        public var latitude: Int?
        public var longitude: Int?
        /// Whether the columns hold semicircles rather than degrees.
        public var semicircles = false
    }

    public let pairs: [Pair]

    public init(_ layout: RecordLayout) {
        let lat = layout.index(of: ActivityStreams.latitude), lon = layout.index(of: ActivityStreams.longitude)
        let developer = layout.columns.indices.filter { $0 != lat && $0 != lon }
        let columns = layout.columns
        // Semicircles pair with semicircles, degrees with degrees: the group is the units' kind.
        let paired = PositionFields.developerPairs(
            developer, name: { columns[$0].name }, units: { columns[$0].units },
            group: { PositionFields.isSemicircles(units: columns[$0].units) ? "s" : "d" })
        pairs =
            (lat != nil || lon != nil ? [Pair(latitude: lat, longitude: lon)] : [])
            + paired.map { y, x in
                Pair(
                    latitude: y, longitude: x,
                    semicircles: PositionFields.isSemicircles(units: columns[y ?? x ?? 0].units))
            }
    }
}
