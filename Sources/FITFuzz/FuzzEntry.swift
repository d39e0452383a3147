import FITActivity
import FITAnalysis
import FITEdit
import FITExport
import FITInput
import FITKit
import FITSupport

/// What fitkit reads from bytes it did not make, as functions a fuzzer calls with any bytes: each must end
/// (in values, problems or an error), never crash, hang or grow without bound. `Fuzz/` links them with
/// libFuzzer (`scripts/fuzz.sh`); the tests call each over the fixtures, so that they always build.
public enum FuzzEntry {
    /// The decoder, strict and lenient: messages, `dump`'s JSON, the summary with its timeline, the cleaned
    /// records on their grid and their metrics, a CSV export.
    public static func decoder(_ bytes: [UInt8]) {
        for validation in [Validation.strict, .lenient] {
            let options = DecodeOptions(validation: validation)
            let decoder = FITDecoder(source: MemorySource(bytes), options: options)
            while (try? decoder.next()) != nil {}
            let json = FITDecoder(source: MemorySource(bytes), options: options)
            let out = ByteBuffer()
            while (try? json.nextJSON(into: out)) == true { out.removeAll() }
        }
        let item = InputItem.bytes(bytes, name: "fuzz.fit")
        if let (summary, series) = try? Analyzer.read(item, options: DecodeOptions(validation: .lenient)) {
            _ = Analyzer.analyze(series, summary: summary, settings: AthleteSettings(ftp: 250, cp: 260, wPrime: 20_000))
        }
        let sink = TextSink(fd: -1, name: "nowhere")
        _ = try? ExportJob.run(
            item, exporter: CSVExporter(), options: DecodeOptions(validation: .lenient), clean: true,
            to: Discard(sink))
        // What `repair`, `crop` and `split` write of it.
        _ = try? Repair.repair(bytes)
        let file = EditableFile(RecoveredFile.read(bytes))
        if let span = file.timedSpan {
            _ = try? Edits.crop(file, to: span, privacy: PrivacyZones())
            _ = try? Edits.split(file, at: [span.lowerBound / 2 + span.upperBound / 2], privacy: PrivacyZones())
        }
    }

    /// A GPX or TCX track, and the FIT file `convert` writes of it.
    public static func track(_ bytes: [UInt8]) {
        guard let track = try? Track.read(bytes) else { return }
        _ = try? Convert.fit(track, privacy: PrivacyZones())
    }

    /// The services' JSON, and what a sync reads of it.
    public static func json(_ bytes: [UInt8]) {
        guard let value = try? JSONReading.parse(bytes) else { return }
        _ = value.text(indent: 2)
        for key in ["data", "rows", "id", "start_date", "time", "latlng"] { _ = value[key]?.array?.count }
    }

    /// The archive walker: every FIT member read (within a size limit), as an archive named on the command line.
    public static func archive(_ bytes: [UInt8]) {
        InputWalker(maxFileSize: 1 << 20).walk(archiveBytes: bytes, name: "fuzz.zip") { found in
            if case .input(let item) = found { _ = try? item.open() }
        }
    }

    /// An export destination that keeps nothing.
    private final class Discard: ExportJob.Destination {
        let sink: TextSink
        init(_ sink: TextSink) { self.sink = sink }
        func open() throws(ExportError) -> TextSink { sink }
        func commit() throws(ExportError) { sink.buffer.removeAll() }
        func discard() { sink.buffer.removeAll() }
        var isSeekable: Bool { false }
    }
}
