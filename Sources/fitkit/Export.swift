import ArgumentParser
import FITExport
import FITInput
import FITKit
import FITLibrary
import FITSupport

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Convert FIT files to CSV, GPX, GeoJSON or TCX.",
        discussion: """
            Inputs are FIT files, folders (searched recursively), - for standard input, .fit.gz files, and zip or \
            tar archives (.tar.gz, .tar.xz, .tar.zst), a Strava bulk export included; members that are not FIT \
            files are skipped and counted. Outputs are named after their inputs and written whole or not at all \
            (a temporary file renamed into place). Without -o they go to the current folder.
            Exit status: 0 when everything selected was exported; 1 when any input failed or nothing was \
            exported; 2 usage error.
            """)

    @Flag(help: "The output format; give several for several outputs per input (into a folder).")
    var formats: [ExportFormat] = []

    @Flag(help: "With --csv: one row per lap instead of per record.")
    var laps = false

    @Flag(help: "With --csv: one row per session.")
    var sessions = false

    @Flag(help: "With --csv: one row per message, as Garmin's FitCSVTool writes them.")
    var raw = false

    @Flag(help: "With --gpx: a waypoint at the start of each lap.")
    var waypoints = false

    @Flag(help: "With --geojson: a Point feature for every record, with its values.")
    var points = false

    @Option(
        name: .shortAndLong, help: "Output file, folder (for several inputs), or - for standard output.",
        completion: .file())
    var output: String?

    @Flag(help: "Replace existing outputs (by default they are skipped).")
    var overwrite = false

    @Flag(
        help: """
            Leave out what analysis leaves out: impossible samples, records of a clock that jumped, GPS glitches \
            (by default an export keeps the file's values as they are).
            """)
    var clean = false

    @Flag(help: "Exit 1 when an output exists already (skipping one is success otherwise).")
    var failOnExists = false

    @OptionGroup var select: SelectionOptions

    @Argument(
        help: InputHelp.many,
        completion: .file(extensions: ["fit", "gz", "zip", "tar", "xz", "zst"]))
    var inputs: [String]

    @OptionGroup var decode: DecodeOptionGroup
    @OptionGroup var location: LibraryOption

    var job: ExportRun {
        ExportRun(
            formats: formats, laps: laps, sessions: sessions, raw: raw, waypoints: waypoints, points: points,
            output: output, overwrite: overwrite, failOnExists: failOnExists, clean: clean, since: select.since,
            until: select.until,
            sport: select.sport, inputs: inputs,
            options: decode.options, library: location.library)
    }

    func validate() throws { try job.validate() }

    func run() throws { try job.run() }
}

/// What `fitkit export` does once its command line is read (by `Export`, or by `QuickCommandLine`), and what
/// `sync-and-export` runs after its sync. What a caller does not give is what `export` does without options.
struct ExportRun: CommandRun {
    /// One or more: each input is walked once and written in every format.
    var formats: [ExportFormat]
    var laps = false, sessions = false, raw = false, waypoints = false, points = false
    var output: String?
    var overwrite = false
    /// Whether an output that exists already (and is skipped) makes the run fail.
    var failOnExists = false
    /// Leave out what the cleaning rules leave out of analysis.
    var clean = false
    var since: String?, until: String?
    var sport: [String] = []
    var inputs: [String]
    /// Library activities to export besides the inputs, by id.
    var activities: [Int64] = []
    var options = DecodeOptions()
    var library: String?
    /// Called for each activity of `activities` whose export is written (or that has nothing to write in the
    /// format, or whose output exists): what `sync-and-export` no longer owes.
    var written: ((Int64) -> Void)?

    func validate() throws {
        if formats.isEmpty { throw ValidationError("give a format: --csv, --gpx, --geojson or --tcx (or several)") }
        if Set(formats).count < formats.count { throw ValidationError("give each format once") }
        if !formats.contains(.csv) && (laps || sessions || raw) {
            throw ValidationError("--laps, --sessions and --raw go with --csv")
        }
        if [laps, sessions, raw].filter({ $0 }).count > 1 {
            throw ValidationError("give one of --laps, --sessions, --raw")
        }
        if waypoints && !formats.contains(.gpx) { throw ValidationError("--waypoints goes with --gpx") }
        if clean && raw { throw ValidationError("--clean does not go with --raw (every message as it is)") }
        if points && !formats.contains(.geojson) { throw ValidationError("--points goes with --geojson") }
        if formats.count > 1, let output, output == "-" || !(output.hasSuffix("/") || OutputPlan.isFolder(output)) {
            throw ValidationError("-o \(output): several formats go to a folder (give -o FOLDER/)")
        }
        // --since and --until are checked by SelectionOptions; the quick command line never has them.
    }

    func run() throws {
        InterruptCleanup.install()
        let filter = ExportFilter(
            since: since.flatMap { DateArgument.parse($0, endOfDay: false) },
            until: until.flatMap { DateArgument.parse($0, endOfDay: true) },
            sports: Set(sport))
        var plans = formats.map { OutputPlan(output: output, inputs: inputs, suffix: suffix($0), overwrite: overwrite) }
        var tally = ExportTally(progress: ProgressLine(enabled: plans[0].isBatch))
        let arguments = InputArguments(library: library, maxFileSize: options.maxFileSize)
        func visit(_ found: InputWalker.Found) {
            switch found {
            case .skipped(let name, let reason): tally.skip(name, reason)
            case .failed(let error): tally.fail(error.description)
            case .input(let item):
                let failedBefore = tally.failed
                for i in formats.indices { export(item, formats[i], &plans[i], &tally, filter) }
                if let id = item.activityID, tally.failed == failedBefore { written?(id) }
            }
        }
        arguments.walk(inputs, progress: { tally.progress.update(done: $0, total: $1) }, visit)
        arguments.walk(activities: activities, visit)
        tally.finish(format: formats.map(\.name).joined(separator: ", "))
        // Outputs skipped because they exist are success (a re-run into the same folder), unless asked.
        let existing = tally.existing
        if tally.failed > 0 || (failOnExists && existing > 0) || (tally.converted == 0 && existing == 0) {
            throw ExitCode.failure
        }
    }

    private func export(
        _ item: InputItem, _ format: ExportFormat, _ plan: inout OutputPlan, _ tally: inout ExportTally,
        _ filter: ExportFilter
    ) {
        let destination: ExportJob.Destination
        switch plan.destination(for: item) {
        case .failure(let why): return tally.fail(naming(item.name, "\(why)"))
        case .success(let d): destination = d
        }
        do throws(ExportError) {
            let outcome =
                raw && format == .csv
                ? try ExportJob.runRaw(item, options: options, to: destination)
                : try ExportJob.run(
                    item, exporter: makeExporter(format), options: options, filter: filter, clean: clean,
                    to: destination)
            switch outcome {
            case .converted(let problems, let leftOut):
                tally.convert(
                    item.name, to: (destination as? FileDestination)?.path, problems: problems, leftOut: leftOut)
            case .skipped(let reason): tally.skip(item.name, reason)
            }
        } catch {
            switch error {
            case .output(.exists): tally.skip(item.name, error.description)
            case .decode(let e):
                let lenient = e.advice.contains("lenient") ? "" : "; --validation lenient exports what decoded"
                tally.fail("\(item.name): \(e) (\(e.advice)\(lenient))")
            default: tally.fail(naming(item.name, "\(error)"))
            }
        }
    }

    private func makeExporter(_ format: ExportFormat) -> ActivityExporter {
        switch format {
        case .csv:
            if laps {
                SummaryCSVExporter(.laps)
            } else if sessions {
                SummaryCSVExporter(.sessions)
            } else {
                CSVExporter()
            }
        case .gpx: GPXExporter(lapWaypoints: waypoints)
        case .geojson: GeoJSONExporter(points: points)
        case .tcx: TCXExporter()
        }
    }

    /// What output names end with: `.gpx`, `-laps.csv`, …
    private func suffix(_ format: ExportFormat) -> String {
        switch format {
        case .csv: laps ? "-laps.csv" : sessions ? "-sessions.csv" : raw ? "-messages.csv" : ".csv"
        case .gpx: ".gpx"
        case .geojson: ".geojson"
        case .tcx: ".tcx"
        }
    }
}

enum ExportFormat: String, EnumerableFlag {
    case csv, gpx, geojson, tcx

    var name: String { self == .geojson ? "GeoJSON" : rawValue.uppercased() }

    static func help(for value: ExportFormat) -> ArgumentHelp? {
        switch value {
        case .csv: "CSV: one row per record, a column per stream (or laps, sessions, messages)."
        case .gpx: "GPX 1.1 with Garmin's TrackPointExtension v2."
        case .geojson: "GeoJSON (RFC 7946) FeatureCollection."
        case .tcx: "Garmin Training Center XML v2."
        }
    }
}
