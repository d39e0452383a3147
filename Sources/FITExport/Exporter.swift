import FITActivity
import FITKit
import FITSupport

/// A way of writing one activity: given what the first pass learned (sessions, laps, pauses, the record
/// columns), then every timed record in file order, then the end. Exporters hold no more than a record's
/// worth of state, so memory stays flat whatever the activity's length. A new format is one new type.
package protocol ActivityExporter: AnyObject {
    /// How many times the records are to be given (0 for exporters that write everything from the first
    /// pass, 2 for one that writes the same records in two places); `beginPass` starts each.
    var recordPasses: Int { get }
    func beginPass(_ pass: Int, to out: TextSink) throws(ExportError)
    /// Writes the start of the output. Throws `ExportError.nothingToExport` when the format cannot say anything
    /// about this activity (a track format and a ride without positions).
    func begin(_ activity: ExportedActivity, to out: TextSink) throws(ExportError)
    /// One record: its time (FIT seconds) and values, one per `activity.layout` column, NaN where missing.
    func record(time: UInt32, values: UnsafeMutableBufferPointer<Double>, to out: TextSink) throws(ExportError)
    func end(to out: TextSink) throws(ExportError)
}

extension ActivityExporter {
    package var recordPasses: Int { 1 }
    package func beginPass(_ pass: Int, to out: TextSink) throws(ExportError) {}
    package func record(time: UInt32, values: UnsafeMutableBufferPointer<Double>, to out: TextSink) throws(ExportError)
    {
    }
}

/// An exporter that can also write in a single pass, learning sessions and timer stops from their messages as
/// they stream by, and patching what it learns only at the end (the start time) into space it reserved at a
/// fixed width: its output must be a seekable file. It writes the same bytes either way.
package protocol StreamingExporter: ActivityExporter {
    /// Whether this export can be done in one pass (not when it needs everything up front, e.g. lap waypoints).
    var canStream: Bool { get }
    /// The messages it wants to see (global numbers), and the columns it reads records into.
    var streamedMessages: Set<UInt16> { get }
    var streamLayout: RecordLayout { get }
    /// Starts the output, knowing each session's sport from a quick pass before (`ActivityReader.sessionSports`).
    func beginStream(name: String, description: String?, sessionSports: [String?], to out: TextSink)
        throws(ExportError)
    func message(_ message: Message, to out: TextSink) throws(ExportError)
    /// Writes the end and fills in what was reserved; throws `nothingToExport` when there was nothing.
    func endStream(to out: TextSink) throws(ExportError)
}

/// What the first pass knows about the activity being exported.
package struct ExportedActivity {
    /// What the ride is called in the output: the library's title, else the input's name.
    package let name: String
    /// What the library knows of the ride beside its title.
    package var description: String?
    package let summary: ActivitySummary
    package var layout: RecordLayout { summary.layout }

    package init(name: String, description: String? = nil, summary: ActivitySummary) {
        self.name = name
        self.description = description
        self.summary = summary
    }

    /// The sport as the FIT file names it (`cycling`, `running`, …), when it does.
    package var sport: String? { summary.sessions.first?.sport }

    /// Start of the activity: its first session, else its first record.
    package var startTime: UInt32? { summary.sessions.first?.startTime ?? summary.computed?.startTime }
}

/// Where the standard streams sit in a record's values, looked up once per activity.
package struct StandardColumns {
    package let latitude, longitude, altitude, distance, speed, heartRate, cadence, power, temperature: Int?

    package init(_ layout: RecordLayout) {
        latitude = layout.index(of: ActivityStreams.latitude)
        longitude = layout.index(of: ActivityStreams.longitude)
        altitude = layout.index(of: ActivityStreams.altitude)
        distance = layout.index(of: ActivityStreams.distance)
        speed = layout.index(of: ActivityStreams.speed)
        heartRate = layout.index(of: ActivityStreams.heartRate)
        cadence = layout.index(of: ActivityStreams.cadence)
        power = layout.index(of: ActivityStreams.power)
        temperature = layout.index(of: ActivityStreams.temperature)
    }
}

extension UnsafeMutableBufferPointer<Double> {
    /// The value at a column, nil when the activity has no such column or this record no value.
    @inline(__always)
    package subscript(column: Int?) -> Double? {
        guard let column else { return nil }
        let v = self[column]
        return v.isNaN ? nil : v
    }
}
