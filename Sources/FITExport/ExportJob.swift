import FITActivity
import FITInput
import FITKit
import FITSupport

/// Which activities to export.
/// `--since`, `--until` and `--sport` of export (the rule is `ActivitySelection`'s, shared with analyze,
/// curve and heatmap).
package typealias ExportFilter = ActivitySelection

/// One input exported to one output: the first pass learns the activity (sessions, laps, pauses, columns),
/// the filters are applied, then the records stream through the exporter into the output.
package enum ExportJob {
    package enum Outcome {
        /// Written; with the problems lenient decoding went past, and what `--clean` left out.
        case converted(problems: [FITError], leftOut: CleaningReport = CleaningReport())
        /// Left out on purpose: filtered, or nothing the format can show (no positions for a track).
        case skipped(String)
    }

    /// Where the output goes: created only once the input is known to be exportable, committed at the end.
    package protocol Destination {
        func open() throws(ExportError) -> TextSink
        func commit() throws(ExportError)
        func discard()
        /// Whether what was written can be overwritten in place (a file, not a pipe).
        var isSeekable: Bool { get }
    }

    /// Exports one input, reading it once per pass.
    /// - Throws: `ExportError.decode` when the input does not decode cleanly in strict mode (nothing is written),
    ///   and write errors; the destination is discarded on any error.
    /// - Parameter clean: leave out what the cleaning rules leave out of analysis (`RecordCleaner`); by
    ///   default an export keeps the file's values as they are.
    /// - Parameter privacy: positions within these zones are not written (nor laps' start positions there).
    package static func run(
        _ item: InputItem, exporter: ActivityExporter, options: DecodeOptions, filter: ExportFilter = ExportFilter(),
        clean: Bool = false, privacy: PrivacyZones = PrivacyZones(), to destination: Destination
    ) throws(ExportError) -> Outcome {
        let open = item.openForExport
        if !clean, privacy.isEmpty, let streaming = exporter as? StreamingExporter, streaming.canStream,
            destination.isSeekable,
            filter.since == nil && filter.until == nil && filter.sports.isEmpty,
            let outcome = try runInOnePass(item, streaming, options: options, to: destination)
        {
            return outcome
        }
        let (read, failure) = ActivityReader.summary(
            of: try open(), options: options, columns: true, timeline: clean)
        let summary = privacy.hide(in: read)
        if let failure = options.stops(at: failure) { throw ExportError.decode(failure) }
        if let reason = filter.rejection(of: summary) { return .skipped(reason) }
        let activity = ExportedActivity(name: item.title ?? item.stem, description: item.description, summary: summary)
        let out = try destination.open()
        do throws(ExportError) {
            try exporter.begin(activity, to: out)
            let pipeline = try ActivityReader.RecordPipeline(summary, options: options, open: open)
            let (merger, rows) = (pipeline.heartRates, pipeline.rows)
            // The first pass checked the framing and CRCs; a clean input need not be checked again.
            var again = options
            if summary.problems.isEmpty { again.validation = .off }
            var leftOut = CleaningReport()
            for pass in 0..<exporter.recordPasses {
                try exporter.beginPass(pass, to: out)
                let cleaner = clean ? RecordCleaner(summary: summary) : nil
                let positions = privacy.isEmpty ? nil : PositionColumns(summary.layout)
                _ = try ActivityReader.rows(of: try open(), into: rows, options: again, heartRates: merger) {
                    (time, values) throws(ExportError) in
                    if cleaner?.keep(time: time, values: values) == false { return }
                    if let positions {
                        _ = privacy.hide(values, positions)
                    }
                    try exporter.record(time: time, values: values, to: out)
                }
                leftOut = cleaner?.report ?? leftOut
            }
            try exporter.end(to: out)
            try destination.commit()
            return .converted(problems: summary.problems, leftOut: leftOut)
        } catch {
            destination.discard()
            if case .nothingToExport(let why) = error { return .skipped(why) }
            throw error
        }
    }

    /// One streaming pass, for exporters that can (GPX without waypoints, to a file): nil when the input turns
    /// out to need two (its `hr` messages must be merged into its records, or its times are relative and must
    /// be corrected by what the first pass learns), and nothing is kept of the attempt.
    static func runInOnePass(
        _ item: InputItem, _ exporter: StreamingExporter, options: DecodeOptions,
        to destination: Destination
    ) throws(ExportError) -> Outcome? {
        let out = try destination.open()
        var needsTwoPasses = false
        do throws(ExportError) {
            let sports = ActivityReader.sessionSports(of: try item.openForExport())
            try exporter.beginStream(
                name: item.title ?? item.stem, description: item.description, sessionSports: sports, to: out)
            let rows = RecordRows(layout: exporter.streamLayout)
            let (failure, problems) = try ActivityReader.stream(
                of: try item.openForExport(), into: rows,
                messages: exporter.streamedMessages.union([MessageNumber.hr]),
                options: options
            ) { (event) throws(ExportError) -> Bool in
                switch event {
                case .record(let time, let values):
                    if time < FITTime.relativeLimit { needsTwoPasses = true; return false }
                    try exporter.record(time: time, values: values, to: out)
                case .message(let m):
                    if m.globalNumber == MessageNumber.hr { needsTwoPasses = true; return false }
                    try exporter.message(m, to: out)
                }
                return true
            }
            if needsTwoPasses { destination.discard(); return nil }
            if let failure = options.stops(at: failure) { throw ExportError.decode(failure) }
            try exporter.endStream(to: out)
            try destination.commit()
            return .converted(problems: problems + (failure.map { [$0] } ?? []))
        } catch {
            destination.discard()
            if case .nothingToExport(let why) = error { return .skipped(why) }
            throw error
        }
    }

    /// `fitkit export --csv --raw`: every message, through the same destinations.
    package static func runRaw(
        _ item: InputItem, options: DecodeOptions,
        to destination: Destination
    ) throws(ExportError) -> Outcome {
        let out = try destination.open()
        do throws(ExportError) {
            let failure = try RawCSVExporter.write(item.openForExport, options: options, to: out)
            if let failure = options.stops(at: failure) { throw ExportError.decode(failure) }
            try destination.commit()
            return .converted(problems: failure.map { [$0] } ?? [])
        } catch {
            destination.discard()
            throw error
        }
    }
}

/// A file written atomically (see `AtomicFile`).
package final class FileDestination: ExportJob.Destination {
    package let path: String
    private let overwrite: Bool
    private var file: AtomicFile?

    package init(path: String, overwrite: Bool) {
        self.path = path
        self.overwrite = overwrite
    }

    package func open() throws(ExportError) -> TextSink {
        let file = try writing { () throws(OutputError) in try AtomicFile(path: path, overwrite: overwrite) }
        self.file = file
        return file.sink
    }

    package func commit() throws(ExportError) { try writing { () throws(OutputError) in try file?.commit() } }
    package func discard() { file?.discard() }
    package var isSeekable: Bool { !AtomicFile.writesDirectly(path) }
}

/// Standard output: written as it goes (a pipe cannot be taken back), flushed at the end.
package final class StandardOutputDestination: ExportJob.Destination {
    private let sink = TextSink(fd: 1, name: "standard output")

    package init() {}

    package func open() throws(ExportError) -> TextSink { sink }
    package func commit() throws(ExportError) { try writing { () throws(OutputError) in try sink.flush() } }
    package func discard() { try? sink.flush() }
    package var isSeekable: Bool { false }
}

extension InputItem {
    /// `open`, its error as an export error.
    func openForExport() throws(ExportError) -> any ByteSource {
        do throws(InputError) { return try open() } catch { throw ExportError.input(error) }
    }
}
