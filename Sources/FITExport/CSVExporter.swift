import FITActivity
import FITKit
import FITSupport

/// One row per record: its time in ISO 8601 UTC and seconds since the start, then one column per stream
/// with its units in the header (`heart_rate (bpm)`), an empty cell where the record has no value.
package final class CSVExporter: ActivityExporter {
    private var columns: [RecordLayout.Column] = []
    private var start: UInt32?
    @exclusivity(unchecked) private var clock = ISO8601Writer()  // once per record; see GPXExporter

    package init() {}

    package func begin(_ activity: ExportedActivity, to out: TextSink) throws(ExportError) {
        columns = activity.layout.columns
        start = activity.startTime
        out.buffer.append("timestamp,elapsed_time (s)")
        for column in columns {
            out.buffer.append(UInt8(ascii: ","))
            out.buffer.append(csvCell: column.units.isEmpty ? column.name : "\(column.name) (\(column.units))")
        }
        out.buffer.append(UInt8(ascii: "\n"))
    }

    package func record(time: UInt32, values: UnsafeMutableBufferPointer<Double>, to out: TextSink) throws(ExportError)
    {
        let buffer = out.buffer
        clock.append(time, to: buffer)
        buffer.append(UInt8(ascii: ","))
        let start = self.start ?? time
        self.start = start
        buffer.append(decimal: Int64(time) - Int64(start))
        for i in 0..<columns.count {
            buffer.append(UInt8(ascii: ","))
            let v = values[i]
            if !v.isNaN { buffer.append(fixed: v, digits: columns[i].digits) }
        }
        buffer.append(UInt8(ascii: "\n"))
        try writing { () throws(OutputError) in try out.flushIfFull() }
    }

    package func end(to out: TextSink) throws(ExportError) {}
}

/// The laps or the sessions of an activity as a table, one row per lap or session.
package final class SummaryCSVExporter: ActivityExporter {
    package enum Table: Sendable { case laps, sessions }
    private let table: Table

    package init(_ table: Table) { self.table = table }

    package var recordPasses: Int { 0 }

    package func begin(_ activity: ExportedActivity, to out: TextSink) throws(ExportError) {
        let rows = table == .laps ? activity.summary.laps : activity.summary.sessions
        let b = out.buffer
        b.append(table == .laps ? "lap," : "session,")
        b.append(
            """
            start_time,end_time,sport,sub_sport,total_elapsed_time (s),total_timer_time (s),total_distance (m),\
            total_ascent (m),total_descent (m),avg_speed (m/s),max_speed (m/s),avg_heart_rate (bpm),\
            max_heart_rate (bpm),avg_cadence (rpm),max_cadence (rpm),avg_power (W),max_power (W),\
            total_calories (kcal),start_position_lat (deg),start_position_long (deg),intensity,lap_trigger\n
            """)
        for (i, t) in rows.enumerated() {
            b.append(decimal: Int64(i + 1))
            for time in [t.startTime, t.endTime] {
                b.append(UInt8(ascii: ","))
                if let time { FITTime.appendISO8601(Int64(time), to: b) }
            }
            for text in [t.sport, t.subSport] {
                b.append(UInt8(ascii: ","))
                if let text { b.append(csvCell: text) }
            }
            let numbers: [(Double?, Int)] = [
                (t.elapsedTime, 3), (t.timerTime, 3), (t.distance, 2), (t.ascent, 0), (t.descent, 0),
                (t.avgSpeed, 3), (t.maxSpeed, 3), (t.avgHeartRate, 0), (t.maxHeartRate, 0), (t.avgCadence, 0),
                (t.maxCadence, 0), (t.avgPower, 0), (t.maxPower, 0), (t.calories, 0), (t.startLatitude, 7),
                (t.startLongitude, 7)
            ]
            for (value, digits) in numbers {
                b.append(UInt8(ascii: ","))
                if let value { b.append(fixed: value, digits: digits) }
            }
            for text in [t.intensity, t.trigger] {
                b.append(UInt8(ascii: ","))
                if let text { b.append(csvCell: text) }
            }
            b.append(UInt8(ascii: "\n"))
        }
    }

    package func end(to out: TextSink) throws(ExportError) {}
}

extension ExportFormat {
    static let csv = ExportFormat(
        name: "csv", title: "CSV", help: "CSV: one row per record, a column per stream (or laps, sessions, messages).",
        suffix: ".csv", variants: [.laps, .sessions, .raw]
    ) { variant in
        switch variant {
        case ExportVariant.laps?: .activity(SummaryCSVExporter(.laps))
        case ExportVariant.sessions?: .activity(SummaryCSVExporter(.sessions))
        case ExportVariant.raw?: .messages
        default: .activity(CSVExporter())
        }
    }
}

extension ExportVariant {
    static let laps = ExportVariant("laps", help: "one row per lap instead of per record.", suffix: "-laps.csv")
    static let sessions = ExportVariant("sessions", help: "one row per session.", suffix: "-sessions.csv")
    static let raw = ExportVariant(
        "raw", help: "one row per message, as Garmin's FitCSVTool writes them.", suffix: "-messages.csv",
        keepsEveryMessage: true)
}
