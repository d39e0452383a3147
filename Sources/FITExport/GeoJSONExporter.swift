import FITKit
import FITSupport

/// GeoJSON (RFC 7946): a FeatureCollection whose first feature is the track, a LineString, or a
/// MultiLineString when sessions or timer pauses split it, with the activity's totals as properties under
/// their FIT session names. Positions are [longitude, latitude, elevation] in WGS 84 with 7 decimals
/// (about 1 cm). With `points`, every record with a position follows as a Point feature carrying its values.
///
/// Every position of the track has the same dimension (mixed 2-D and 3-D positions break readers such as
/// shapely): 3-D when the file records altitude at all. A position recorded without one takes the last
/// altitude before it; positions before the first altitude wait for it and take it.
package final class GeoJSONExporter: ActivityExporter {
    private let points: Bool
    private var activity: ExportedActivity!
    private var columns: StandardColumns!
    private var splitter: TrackSplitter!
    private var multi = false
    private var pass = 0
    /// A line's first position is held back until a second arrives: a LineString needs two.
    private var pending: (Double, Double, Double?)?
    private var lineOpen = false
    private var anyLine = false
    @exclusivity(unchecked) private var clock = ISO8601Writer()  // once per record; see GPXExporter
    private var broken = false
    /// The last altitude written, and the positions waiting for the first (with whether a break came before).
    private var lastAltitude: Double?
    private var waiting: [(lon: Double, lat: Double, broken: Bool)] = []

    package init(points: Bool = false) { self.points = points }

    package var recordPasses: Int { points ? 2 : 1 }

    package func begin(_ activity: ExportedActivity, to out: TextSink) throws(ExportError) {
        guard activity.summary.positionCount >= 2 else { throw ExportError.nothingToExport(noTrack("GeoJSON")) }
        self.activity = activity
        columns = StandardColumns(activity.layout)
        splitter = TrackSplitter(activity)
        multi = activity.summary.sessions.count > 1 || !activity.summary.pauses.isEmpty
        out.buffer.append(
            "{\"type\":\"FeatureCollection\",\"features\":[\n{\"type\":\"Feature\",\"geometry\":{\"type\":\"")
        out.buffer.append(multi ? "MultiLineString\",\"coordinates\":[" : "LineString\",\"coordinates\":")
    }

    package func beginPass(_ pass: Int, to out: TextSink) throws(ExportError) {
        self.pass = pass
        if pass == 1 { endTrack(out.buffer) }
    }

    package func record(time: UInt32, values: UnsafeMutableBufferPointer<Double>, to out: TextSink) throws(ExportError)
    {
        // Every timed record counts for the splitter; a break met at a record without a position applies to
        // the next position.
        if pass == 0 && splitter.next() != .none { broken = true }
        guard let lat = values[columns.latitude], let lon = values[columns.longitude] else { return }
        let b = out.buffer
        let recorded = values[columns.altitude]
        if pass == 1 { return pointFeature(time, lon, lat, recorded, values, b) }
        if columns.altitude != nil {
            guard let ele = recorded ?? lastAltitude else {
                waiting.append((lon, lat, broken))
                broken = false
                return
            }
            if lastAltitude == nil {
                // The first altitude: the positions before it take it.
                let current = broken
                for w in waiting { broken = w.broken; emit(w.lon, w.lat, ele, b) }
                waiting = []
                broken = current
            }
            lastAltitude = ele
            emit(lon, lat, ele, b)
        } else {
            emit(lon, lat, nil, b)
        }
        try writing { () throws(OutputError) in try out.flushIfFull() }
    }

    /// Adds a position to the track, opening and closing lines at breaks.
    private func emit(_ lon: Double, _ lat: Double, _ ele: Double?, _ b: ByteBuffer) {
        if broken && multi { closeLine(b) }
        broken = false
        if lineOpen {
            b.append(UInt8(ascii: ","))
            position(lon, lat, ele, b)
        } else if let first = pending {
            if anyLine && multi { b.append(UInt8(ascii: ",")) }
            b.append("\n[")
            position(first.0, first.1, first.2, b)
            b.append(UInt8(ascii: ","))
            position(lon, lat, ele, b)
            pending = nil
            lineOpen = true
            anyLine = true
        } else {
            pending = (lon, lat, ele)
        }
    }

    /// Ends the current line; a line of one position is left out.
    private func closeLine(_ b: ByteBuffer) {
        if lineOpen { b.append(UInt8(ascii: "]")) }
        lineOpen = false
        pending = nil
    }

    private func position(_ lon: Double, _ lat: Double, _ ele: Double?, _ b: ByteBuffer) {
        b.append(UInt8(ascii: "["))
        b.append(fixed: lon, digits: 7)
        b.append(UInt8(ascii: ","))
        b.append(fixed: lat, digits: 7)
        if let ele {
            b.append(UInt8(ascii: ","))
            b.append(fixed: ele, digits: 1)
        }
        b.append(UInt8(ascii: "]"))
    }

    private func endTrack(_ b: ByteBuffer) {
        // Positions still waiting: the file has no altitude at all, so the whole track is 2-D.
        for w in waiting { broken = w.broken; emit(w.lon, w.lat, nil, b) }
        waiting = []
        closeLine(b)
        if multi { b.append(UInt8(ascii: "]")) }
        b.append("},\"properties\":{\"name\":")
        JSONText.appendString(activity.name, to: b)
        let s = activity.summary, totals = s.totals
        if let sport = activity.sport { b.append(",\"sport\":"); JSONText.appendString(sport, to: b) }
        if let start = activity.startTime {
            b.append(",\"start_time\":")
            FITTime.appendISO8601(Int64(start), to: b, quoted: true)
        }
        let numbers: [(StaticString, Double?, Int)] = [
            ("total_distance", totals?.distance, 2), ("total_elapsed_time", totals?.elapsedTime, 3),
            ("total_timer_time", totals?.timerTime, 3), ("total_ascent", totals?.ascent, 0),
            ("total_descent", totals?.descent, 0), ("avg_speed", totals?.avgSpeed, 3),
            ("max_speed", totals?.maxSpeed, 3), ("avg_heart_rate", totals?.avgHeartRate, 0),
            ("max_heart_rate", totals?.maxHeartRate, 0), ("avg_cadence", totals?.avgCadence, 0),
            ("avg_power", totals?.avgPower, 0), ("max_power", totals?.maxPower, 0),
            ("total_calories", totals?.calories, 0)
        ]
        for (key, value, digits) in numbers {
            guard let value else { continue }
            b.append(",\"")
            b.append(key)
            b.append("\":")
            b.append(fixed: value, digits: digits)
        }
        if let product = s.product { b.append(",\"device\":"); JSONText.appendString(product, to: b) }
        b.append("}}")
    }

    private func pointFeature(
        _ time: UInt32, _ lon: Double, _ lat: Double, _ ele: Double?,
        _ values: UnsafeMutableBufferPointer<Double>, _ b: ByteBuffer
    ) {
        b.append(",\n{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":")
        position(lon, lat, ele, b)
        b.append("},\"properties\":{\"time\":\"")
        clock.append(time, to: b)
        b.append(UInt8(ascii: "\""))
        for (i, column) in activity.layout.columns.enumerated() {
            let v = values[i]
            guard !v.isNaN, i != columns.latitude, i != columns.longitude else { continue }
            b.append(UInt8(ascii: ","))
            JSONText.appendString(column.name, to: b)
            b.append(UInt8(ascii: ":"))
            b.append(fixed: v, digits: column.digits)
        }
        b.append("}}")
    }

    package func end(to out: TextSink) throws(ExportError) {
        if pass == 0 { endTrack(out.buffer) }
        out.buffer.append("\n]}\n")
    }
}

extension ExportFormat {
    static let geojson = ExportFormat(
        name: "geojson", title: "GeoJSON", help: "GeoJSON (RFC 7946) FeatureCollection.", suffix: ".geojson",
        variants: [ExportVariant("points", help: "a Point feature for every record, with its values.")]
    ) { variant in .activity(GeoJSONExporter(points: variant != nil)) }
}
