import FITActivity
import FITKit

/// GPX 1.1 as Garmin Connect and Strava write it: one `trk` per session, a `trkseg` per stretch between timer
/// pauses, `ele` and `time` on every point, heart rate, cadence, temperature and speed in Garmin's
/// TrackPointExtension v2. Power goes in Garmin's PowerExtension v1 (`PowerInWatts`): Strava's bare `<power>`
/// is in GPX's own namespace, which the GPX 1.1 schema forbids inside `extensions`. Laps can be added as
/// waypoints at their start positions.
public final class GPXExporter: ActivityExporter {
    private let lapWaypoints: Bool
    private var columns: StandardColumns!
    private var splitter: TrackSplitter!
    private var activity: ExportedActivity!
    private var open = false
    private var clock = ISO8601Writer()

    public init(lapWaypoints: Bool = false) { self.lapWaypoints = lapWaypoints }

    public func begin(_ activity: ExportedActivity, to out: TextSink) throws(ExportError) {
        guard activity.summary.positionCount > 0 else { throw ExportError.nothingToExport(noTrack("GPX")) }
        self.activity = activity
        columns = StandardColumns(activity.layout)
        splitter = TrackSplitter(activity)
        let b = out.buffer
        b.append("""
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="fitkit" xmlns="http://www.topografix.com/GPX/1/1" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v2" \
            xmlns:gpxpx="http://www.garmin.com/xmlschemas/PowerExtension/v1" \
            xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd \
            http://www.garmin.com/xmlschemas/TrackPointExtension/v2 http://www.garmin.com/xmlschemas/TrackPointExtensionv2.xsd \
            http://www.garmin.com/xmlschemas/PowerExtension/v1 http://www.garmin.com/xmlschemas/PowerExtensionv1.xsd">
             <metadata>
              <name>
            """)
        b.append(xmlEscaped: activity.name)
        b.append("</name>\n")
        if let start = activity.startTime { element("  <time>", time: start, "</time>\n", b, &clock) }
        b.append(" </metadata>\n")
        if lapWaypoints {
            for (i, lap) in activity.summary.laps.enumerated() {
                guard let lat = lap.startLatitude, let lon = lap.startLongitude else { continue }
                b.append(" <wpt lat=\"")
                b.append(fixed: lat, digits: 7)
                b.append("\" lon=\"")
                b.append(fixed: lon, digits: 7)
                b.append("\">")
                if let t = lap.startTime { element("<time>", time: t, "</time>", b, &clock) }
                b.append("<name>Lap ")
                b.append(decimal: Int64(i + 1))
                b.append("</name><type>lap</type></wpt>\n")
            }
        }
    }

    private func openTrack(_ b: ByteBuffer) {
        let session = splitter.sessionIndex
        let sessions = activity.summary.sessions
        b.append(" <trk>\n  <name>")
        b.append(xmlEscaped: activity.name)
        if sessions.count > 1 {
            b.append(" (")
            b.append(decimal: Int64(session + 1))
            b.append(")")
        }
        b.append("</name>\n")
        if let sport = session < sessions.count ? sessions[session].sport : nil {
            b.append("  <type>")
            b.append(xmlEscaped: sport)
            b.append("</type>\n")
        }
        b.append("  <trkseg>\n")
        open = true
    }

    public func record(time: UInt32, values: UnsafeMutableBufferPointer<Double>, to out: TextSink) throws(ExportError) {
        guard let lat = values[columns.latitude], let lon = values[columns.longitude] else { return }
        let b = out.buffer
        switch splitter.next(time) {
        case .none: break
        case .segment: b.append("  </trkseg>\n  <trkseg>\n")
        case .track:
            b.append("  </trkseg>\n </trk>\n")
            open = false
        }
        if !open { openTrack(b) }
        b.append("   <trkpt lat=\"")
        b.append(fixed: lat, digits: 7)
        b.append("\" lon=\"")
        b.append(fixed: lon, digits: 7)
        b.append("\">")
        if let ele = values[columns.altitude] {
            b.append("<ele>")
            b.append(fixed: ele, digits: 1)
            b.append("</ele>")
        }
        element("<time>", time: time, "</time>", b, &clock)
        let temperature = values[columns.temperature], hr = values[columns.heartRate]
        let cadence = values[columns.cadence], speed = values[columns.speed], power = values[columns.power]
        if temperature != nil || hr != nil || cadence != nil || speed != nil || power != nil {
            b.append("<extensions>")
            if temperature != nil || hr != nil || cadence != nil || speed != nil {
                b.append("<gpxtpx:TrackPointExtension>")
                // The schema's order: atemp, wtemp, depth, hr, cad, speed, course, bearing.
                if let temperature { number("<gpxtpx:atemp>", temperature, 1, "</gpxtpx:atemp>", b) }
                if let hr { number("<gpxtpx:hr>", hr, 0, "</gpxtpx:hr>", b) }
                if let cadence { number("<gpxtpx:cad>", cadence, 0, "</gpxtpx:cad>", b) }
                if let speed { number("<gpxtpx:speed>", speed, 3, "</gpxtpx:speed>", b) }
                b.append("</gpxtpx:TrackPointExtension>")
            }
            if let power { number("<gpxpx:PowerInWatts>", power, 0, "</gpxpx:PowerInWatts>", b) }
            b.append("</extensions>")
        }
        b.append("</trkpt>\n")
        try out.flushIfFull()
    }

    public func end(to out: TextSink) throws(ExportError) {
        if open { out.buffer.append("  </trkseg>\n </trk>\n") }
        out.buffer.append("</gpx>\n")
    }
}

@inline(__always)
func element(_ open: StaticString, time: UInt32, _ close: StaticString, _ b: ByteBuffer,
             _ clock: inout ISO8601Writer) {
    b.append(open)
    clock.append(time, to: b)
    b.append(close)
}

@inline(__always)
func number(_ open: StaticString, _ value: Double, _ digits: Int, _ close: StaticString, _ b: ByteBuffer) {
    b.append(open)
    b.append(fixed: value, digits: digits)
    b.append(close)
}

/// The message for track formats given a ride without positions.
func noTrack(_ format: String) -> String {
    "no positions (an indoor ride?): there is no track to write as \(format); --csv exports what the file has"
}
