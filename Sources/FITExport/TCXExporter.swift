import FITActivity
import FITKit
import FITSupport

/// Training Center XML (v2) as Garmin writes it: one Activity, its laps with their totals, each lap's records
/// as a Track of Trackpoints, speed and power in the ActivityExtension v2 (`TPX`, `LX`), and the device as
/// Creator. Lap totals precede their points in TCX, and laps end after their records in FIT: the first pass
/// supplies the totals, so records still stream straight through.
package final class TCXExporter: ActivityExporter {
    private var activity: ExportedActivity!
    private var columns: StandardColumns!
    private var laps: [Totals] = []
    private var lap = 0
    private var trackOpen = false
    private var running = false
    @exclusivity(unchecked) private var clock = ISO8601Writer()  // once per record; see GPXExporter

    package init() {}

    package func begin(_ activity: ExportedActivity, to out: TextSink) throws(ExportError) {
        // Trainer rides have no positions: TCX, their usual format, allows trackpoints without one.
        guard activity.summary.timedRecordCount > 0 else {
            throw ExportError.nothingToExport("no timed records: nothing to write as TCX")
        }
        self.activity = activity
        columns = StandardColumns(activity.layout)
        laps = activity.summary.laps.isEmpty ? [activity.summary.totals ?? Totals()] : activity.summary.laps
        let sport = activity.sport ?? ""
        running = SportNames.tcx(sport) == "Running"  // TCX's running sports: run, walk, hike
        let b = out.buffer
        b.append(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" \
            xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xsi:schemaLocation="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2 \
            http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd">
             <Activities>
              <Activity Sport="
            """)
        b.append(SportNames.tcx(sport))
        b.append("\">\n   <Id>")
        FITTime.appendISO8601(Int64(activity.startTime ?? laps[0].startTime ?? 0), to: b)
        b.append("</Id>\n")
        openLap(b)
    }

    private func openLap(_ b: ByteBuffer) {
        let t = laps[lap]
        b.append("   <Lap StartTime=\"")
        FITTime.appendISO8601(Int64(t.startTime ?? activity.startTime ?? 0), to: b)
        b.append("\">\n")
        number("    <TotalTimeSeconds>", t.timerTime ?? t.elapsedTime ?? 0, 3, "</TotalTimeSeconds>\n", b)
        number("    <DistanceMeters>", t.distance ?? 0, 2, "</DistanceMeters>\n", b)
        if let v = t.maxSpeed { number("    <MaximumSpeed>", v, 3, "</MaximumSpeed>\n", b) }
        number("    <Calories>", min(t.calories ?? 0, 65535), 0, "</Calories>\n", b)
        if let v = t.avgHeartRate {
            number("    <AverageHeartRateBpm><Value>", v, 0, "</Value></AverageHeartRateBpm>\n", b)
        }
        if let v = t.maxHeartRate {
            number("    <MaximumHeartRateBpm><Value>", v, 0, "</Value></MaximumHeartRateBpm>\n", b)
        }
        b.append(t.intensity == "rest" ? "    <Intensity>Resting</Intensity>\n" : "    <Intensity>Active</Intensity>\n")
        if !running, let v = t.avgCadence, v <= 254 { number("    <Cadence>", v, 0, "</Cadence>\n", b) }
        b.append("    <TriggerMethod>")
        b.append(Self.triggerMethod(t.trigger))
        b.append("</TriggerMethod>\n")
    }

    private func closeLap(_ b: ByteBuffer) {
        if trackOpen { b.append("    </Track>\n") }
        trackOpen = false
        let t = laps[lap]
        if t.avgSpeed != nil || t.avgPower != nil || t.maxPower != nil {
            // LX's order: AvgSpeed, MaxBikeCadence, AvgRunCadence, MaxRunCadence, Steps, AvgWatts, MaxWatts.
            b.append("    <Extensions><ns3:LX>")
            if let v = t.avgSpeed { number("<ns3:AvgSpeed>", v, 3, "</ns3:AvgSpeed>", b) }
            if let v = t.avgPower { number("<ns3:AvgWatts>", v, 0, "</ns3:AvgWatts>", b) }
            if let v = t.maxPower { number("<ns3:MaxWatts>", v, 0, "</ns3:MaxWatts>", b) }
            b.append("</ns3:LX></Extensions>\n")
        }
        b.append("   </Lap>\n")
    }

    /// FIT's lap_trigger in TCX's words.
    static func triggerMethod(_ trigger: String?) -> StaticString {
        switch trigger {
        case "distance": "Distance"
        case "time": "Time"
        case "heart_rate": "HeartRate"
        case "position_start", "position_lap", "position_waypoint", "position_marked": "Location"
        default: "Manual"
        }
    }

    package func record(time: UInt32, values: UnsafeMutableBufferPointer<Double>, to out: TextSink) throws(ExportError)
    {
        let b = out.buffer
        while lap + 1 < laps.count, let end = laps[lap].endTime, time > end {
            closeLap(b)
            lap += 1
            openLap(b)
        }
        if !trackOpen {
            b.append("    <Track>\n")
            trackOpen = true
        }
        element("     <Trackpoint><Time>", time: time, "</Time>", b, &clock)
        if let lat = values[columns.latitude], let lon = values[columns.longitude] {
            number("<Position><LatitudeDegrees>", lat, 7, "</LatitudeDegrees>", b)
            number("<LongitudeDegrees>", lon, 7, "</LongitudeDegrees></Position>", b)
        }
        if let v = values[columns.altitude] { number("<AltitudeMeters>", v, 1, "</AltitudeMeters>", b) }
        if let v = values[columns.distance] { number("<DistanceMeters>", v, 2, "</DistanceMeters>", b) }
        if let v = values[columns.heartRate], v >= 1 {
            number("<HeartRateBpm><Value>", v, 0, "</Value></HeartRateBpm>", b)
        }
        let cadence = values[columns.cadence].flatMap { $0 <= 254 ? $0 : nil }
        if !running, let cadence { number("<Cadence>", cadence, 0, "</Cadence>", b) }
        let speed = values[columns.speed], power = values[columns.power]
        if speed != nil || power != nil || (running && cadence != nil) {
            // TPX's order: Speed, RunCadence, Watts.
            b.append("<Extensions><ns3:TPX>")
            if let speed { number("<ns3:Speed>", speed, 3, "</ns3:Speed>", b) }
            if running, let cadence { number("<ns3:RunCadence>", cadence, 0, "</ns3:RunCadence>", b) }
            if let power { number("<ns3:Watts>", power, 0, "</ns3:Watts>", b) }
            b.append("</ns3:TPX></Extensions>")
        }
        b.append("</Trackpoint>\n")
        try writing { () throws(OutputError) in try out.flushIfFull() }
    }

    package func end(to out: TextSink) throws(ExportError) {
        let b = out.buffer
        closeLap(b)
        while lap + 1 < laps.count {
            lap += 1
            openLap(b)
            closeLap(b)
        }
        creator(b)
        b.append("  </Activity>\n </Activities>\n</TrainingCenterDatabase>\n")
    }

    /// The recording device, when the file names it with a serial number (TCX requires one).
    private func creator(_ b: ByteBuffer) {
        let s = activity.summary
        guard let serial = s.serialNumber, serial >= 0, serial <= Int64(UInt32.max) else { return }
        b.append("   <Creator xsi:type=\"Device_t\"><Name>")
        b.append(xmlEscaped: [s.manufacturer, s.product].compactMap { $0 }.joined(separator: " "))
        b.append("</Name><UnitId>")
        b.append(decimal: serial)
        b.append("</UnitId><ProductID>")
        b.append(decimal: Int64(s.product.flatMap { UInt16($0) } ?? 0))
        let version = s.softwareVersion ?? 0
        b.append("</ProductID><Version><VersionMajor>")
        b.append(decimal: Int64(version))
        b.append("</VersionMajor><VersionMinor>")
        b.append(decimal: Int64(((version - version.rounded(.down)) * 100).rounded()))
        b.append("</VersionMinor></Version></Creator>\n")
    }
}

extension ExportFormat {
    static let tcx = ExportFormat(
        name: "tcx", title: "TCX", help: "Garmin Training Center XML v2.", suffix: ".tcx"
    ) { _ in .activity(TCXExporter()) }
}
