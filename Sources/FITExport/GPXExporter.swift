import FITActivity
import FITKit
import FITSupport

/// GPX 1.1 as Garmin Connect and Strava write it: one `trk` per session, a `trkseg` per stretch between timer
/// pauses, `ele` and `time` on every point, heart rate, cadence, temperature and speed in Garmin's
/// TrackPointExtension v2. Power goes in Garmin's PowerExtension v1 (`PowerInWatts`): Strava's bare `<power>`
/// is in GPX's own namespace, which the GPX 1.1 schema forbids inside `extensions`. Laps can be added as
/// waypoints at their start positions.
package final class GPXExporter: StreamingExporter {
    private let lapWaypoints: Bool
    private var columns = StandardColumns(RecordLayout())
    // `record` mutates these once per point, through calls the compiler cannot see into: exempt from the run-time
    // exclusivity check, which cost 15% of writing a point. Nothing else touches them meanwhile.
    @exclusivity(unchecked) private var splitter = TrackSplitter()
    private var name = ""
    /// Session sports, from the first pass or the one before streaming.
    private var sports: [String?] = []
    private var open = false
    private var tracks = 0
    private var points = 0
    @exclusivity(unchecked) private var clock = ISO8601Writer()
    /// Streaming: where the start time goes, filled in at the end (written at a fixed width).
    private var streaming = false
    private var startSlot: Int?
    private var startTime: UInt32?
    private var sessionsEnded = 0
    /// A boundary met at a record without a position applies to the next point.
    private var pending = TrackSplitter.Boundary.none

    package init(lapWaypoints: Bool = false) { self.lapWaypoints = lapWaypoints }

    package var canStream: Bool { !lapWaypoints }
    package var streamedMessages: Set<UInt16> { [18, 21] }

    package var streamLayout: RecordLayout { Self.layout }

    /// The layout a single pass reads records into: the streams GPX writes.
    static let layout: RecordLayout = {
        var layout = RecordLayout()
        for (name, units) in [
            ("latitude", "deg"), ("longitude", "deg"), ("altitude", "m"), ("temperature", "C"),
            ("heart_rate", "bpm"), ("cadence", "rpm"), ("speed", "m/s"), ("power", "watts")
        ] {
            layout.add(name, units: units)
        }
        return layout
    }()

    /// Back to a new export's state (an exporter that tried one pass and must do two is used again).
    private func reset() {
        splitter = TrackSplitter()
        sports = []
        open = false
        tracks = 0
        points = 0
        clock = ISO8601Writer()
        streaming = false
        startSlot = nil
        startTime = nil
        sessionsEnded = 0
        pending = .none
    }

    package func begin(_ activity: ExportedActivity, to out: TextSink) throws(ExportError) {
        reset()
        guard activity.summary.positionCount > 0 else { throw ExportError.nothingToExport(noTrack("GPX")) }
        columns = StandardColumns(activity.layout)
        splitter = TrackSplitter(activity)
        sports = activity.summary.sessions.map(\.sport)
        header(activity.name, description: activity.description, start: activity.startTime, out.buffer)
        if lapWaypoints {
            let b = out.buffer
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

    package func beginStream(name: String, description: String?, sessionSports: [String?], to out: TextSink)
        throws(ExportError)
    {
        reset()
        streaming = true
        sports = sessionSports
        columns = StandardColumns(Self.layout)
        self.name = name
        header(name, description: description, start: nil, out.buffer, out.position)
    }

    package func message(_ m: Message, to out: TextSink) throws(ExportError) {
        switch m.globalNumber {
        case MessageNumber.session:
            splitter.sessionEnded()
            sessionsEnded += 1
            if sessionsEnded == 1, let start = m.time(SessionField.startTime) ?? m.time(SessionField.timestamp) {
                startTime = start
            }
        case MessageNumber.event:
            if TimerEvent(m) == .stop { splitter.timerStopped() }
        default: break
        }
    }

    /// The GPX root and metadata. The start time is written at a fixed width so that a single pass can write
    /// it last (`startSlot`).
    private func header(
        _ title: String, description: String?, start: UInt32?, _ b: ByteBuffer, _ position: Int = 0
    ) {
        name = title
        b.append(
            """
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
        b.append(xmlEscaped: title)
        b.append("</name>\n")
        if let description, !description.isEmpty {
            b.append("  <desc>")
            b.append(xmlEscaped: description)
            b.append("</desc>\n")
        }
        b.append("  <time>")
        if streaming { startSlot = position + b.count }
        if let start { clock.append(start, to: b) } else { b.append("2000-01-01T00:00:00Z") }
        b.append("</time>\n </metadata>\n")
    }

    private func openTrack(_ out: TextSink) {
        let b = out.buffer
        let session = splitter.sessionIndex
        tracks += 1
        b.append(" <trk>\n  <name>")
        b.append(xmlEscaped: name)
        if tracks > 1 {
            b.append(" (")
            b.append(decimal: Int64(tracks))
            b.append(")")
        }
        b.append("</name>\n")
        if session < sports.count, let sport = sports[session] {
            b.append("  <type>")
            b.append(xmlEscaped: sport)
            b.append("</type>\n")
        }
        b.append("  <trkseg>\n")
        open = true
    }

    package func record(time: UInt32, values: UnsafeMutableBufferPointer<Double>, to out: TextSink) throws(ExportError)
    {
        switch splitter.next() {
        case .track: pending = .track
        case .segment: if pending == .none { pending = .segment }
        case .none: break
        }
        if startTime == nil { startTime = time }
        guard let lat = values[columns.latitude], let lon = values[columns.longitude] else { return }
        let b = out.buffer
        let boundary = pending
        pending = .none
        switch boundary {
        case .none: break
        case .segment: if open { b.append("  </trkseg>\n  <trkseg>\n") }
        case .track:
            if open { b.append("  </trkseg>\n </trk>\n") }
            open = false
        }
        if !open { openTrack(out) }
        points += 1
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
        try writing { () throws(OutputError) in try out.flushIfFull() }
    }

    package func end(to out: TextSink) throws(ExportError) {
        if open { out.buffer.append("  </trkseg>\n </trk>\n") }
        out.buffer.append("</gpx>\n")
    }

    package func endStream(to out: TextSink) throws(ExportError) {
        guard points > 0 else { throw ExportError.nothingToExport(noTrack("GPX")) }
        try end(to: out)
        if let startSlot, let startTime {
            let b = ByteBuffer(capacity: 32)
            FITTime.appendISO8601(Int64(startTime), to: b)
            try writing { () throws(OutputError) in try out.patch(at: startSlot, Array(b.bytes)) }
        }
    }
}

@inline(__always)
func element(
    _ open: StaticString, time: UInt32, _ close: StaticString, _ b: ByteBuffer,
    _ clock: inout ISO8601Writer
) {
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

extension ExportFormat {
    static let gpx = ExportFormat(
        name: "gpx", title: "GPX", help: "GPX 1.1 with Garmin's TrackPointExtension v2.", suffix: ".gpx",
        variants: [ExportVariant("waypoints", help: "a waypoint at the start of each lap.")]
    ) { variant in .activity(GPXExporter(lapWaypoints: variant != nil)) }
}
