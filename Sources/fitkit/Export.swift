import ArgumentParser
import FITActivity
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
    var formats: [FormatFlag] = []

    @Flag var variants: [VariantFlag] = []

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
    @OptionGroup var privacy: PrivacyOptions
    @OptionGroup var jobs: JobsOption

    @Argument(
        help: InputHelp.many,
        completion: .file(extensions: ["fit", "gz", "zip", "tar", "xz", "zst"]))
    var inputs: [String]

    @OptionGroup var decode: DecodeOptionGroup
    @OptionGroup var location: LibraryOption

    var job: ExportRun {
        ExportRun(
            formats: formats.map(\.format), variants: variants.map(\.variant), output: output, overwrite: overwrite,
            failOnExists: failOnExists, clean: clean, since: select.since,
            until: select.until,
            sport: select.sport, inputs: inputs,
            options: decode.options, library: location.library, privacyZones: privacy.privacyZones,
            noPrivacy: privacy.noPrivacy, jobs: jobs.count)
    }

    func validate() throws { try job.validate() }

    func run() throws { try job.run() }
}

/// What `fitkit export` does once its command line is read (by `Export`, or by `QuickCommandLine`), and what
/// `sync-and-export` runs after its sync. What a caller does not give is what `export` does without options.
struct ExportRun: CommandRun {
    /// One or more: each input is walked once and written in every format.
    var formats: [ExportFormat]
    /// At most one per format (`--laps` of CSV).
    var variants: [ExportVariant] = []
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
    /// `--privacy-zone`s given, and whether privacy.conf is ignored (`--no-privacy`).
    var privacyZones: [String] = []
    var noPrivacy = false
    /// Inputs read and written at once (`--jobs`; nil: every core).
    var jobs: Int?
    /// Called for each activity of `activities` whose export is written (or that has nothing to write in the
    /// format, or whose output exists): what `sync-and-export` no longer owes.
    var written: ((Int64) -> Void)?

    func validate() throws {
        if formats.isEmpty { throw ValidationError("give a format: \(FormatFlag.choices) (or several)") }
        if Set(formats).count < formats.count { throw ValidationError("give each format once") }
        for format in ExportFormat.all {
            let chosen = variants.filter(format.variants.contains)
            let names = format.variants.map { "--" + $0.name }
            if !chosen.isEmpty && !formats.contains(format) {
                throw ValidationError(
                    ListText.joined(names, "and") + (names.count == 1 ? " goes" : " go") + " with --\(format.name)")
            }
            if chosen.count > 1 { throw ValidationError("give one of \(names.joined(separator: ", "))") }
        }
        if clean, let every = variants.first(where: \.keepsEveryMessage) {
            throw ValidationError("--clean does not go with --\(every.name) (every message as it is)")
        }
        if formats.count > 1, let output, output == "-" || !(output.hasSuffix("/") || OutputPlan.isFolder(output)) {
            throw ValidationError("-o \(output): several formats go to a folder (give -o FOLDER/)")
        }
        // --since and --until are checked by SelectionOptions; the quick command line never has them.
    }

    func run() throws {
        let privacy = try PrivacyConfig.zones(given: privacyZones, ignoringFile: noPrivacy)
        if !privacy.isEmpty, let every = variants.first(where: \.keepsEveryMessage) {
            complain("--\(every.name) writes every message as it is: privacy zones cannot apply (give --no-privacy)")
            throw ExitCode.validationFailure
        }
        let filter = ExportFilter(
            since: since.flatMap { DateArgument.parse($0, endOfDay: false) },
            until: until.flatMap { DateArgument.parse($0, endOfDay: true) },
            sports: Set(sport))
        var plans = formats.map {
            OutputPlan(output: output, inputs: inputs, suffix: $0.suffix(for: variant(of: $0)), overwrite: overwrite)
        }
        var tally = ExportTally(progress: ProgressLine(enabled: plans[0].isBatch))
        let arguments = InputArguments(library: library, maxFileSize: options.maxFileSize)
        // Outputs are named in input order here; the inputs are read and written on `jobs` cores, and what each
        // gave is counted and said in input order (standard output is one output: one job).
        let pool = OrderedPool<ItemExport>(
            jobs: output == "-" ? 1 : jobs ?? OrderedPool<Int>.onlineCores, ahead: 8
        ) { done in
            let failedBefore = tally.failed
            for result in done.results { record(done.name, result, &tally) }
            if let id = done.activityID, tally.failed == failedBefore { written?(id) }
        }
        func visit(_ found: InputWalker.Found) {
            switch found {
            case .skipped(let name, let reason): tally.skip(name, reason)
            case .failed(let error): tally.fail(error.description)
            case .input(let item):
                var planned: [(ExportFormat, Handoff<ExportJob.Destination>?, String?)] = []
                for i in formats.indices {
                    switch plans[i].destination(for: item) {
                    case .failure(let why): planned.append((formats[i], nil, naming(item.name, "\(why)")))
                    case .success(let d): planned.append((formats[i], Handoff(d), nil))
                    }
                }
                // The run's options only are read by the work (`written` is called here, in `record`'s order).
                let run = Handoff(self), outputs = planned
                pool.submit {
                    ItemExport(
                        name: item.name, activityID: item.activityID,
                        results: outputs.map { format, destination, failure in
                            guard let destination else { return .planFailed(failure ?? "") }
                            return run.value.export(item, format, destination.value, filter, privacy)
                        })
                }
            }
        }
        arguments.walk(inputs, progress: { tally.progress.update(done: $0, total: $1) }, visit)
        arguments.walk(activities: activities, visit)
        pool.finish()
        tally.finish(format: formats.map(\.title).joined(separator: ", "))
        // Outputs skipped because they exist are success (a re-run into the same folder), unless asked.
        let existing = tally.existing
        if tally.failed > 0 || (failOnExists && existing > 0) || (tally.converted == 0 && existing == 0) {
            throw ExitCode.failure
        }
    }

    /// What exporting one input in one format gave.
    enum FormatResult: Sendable {
        case done(ExportJob.Outcome, path: String?)
        case failed(ExportError)
        case planFailed(String)
    }

    /// One input's exports, in the order of the formats.
    struct ItemExport: Sendable {
        let name: String
        let activityID: Int64?
        let results: [FormatResult]
    }

    /// Exports one input in one format (on a worker's thread).
    private func export(
        _ item: InputItem, _ format: ExportFormat, _ destination: ExportJob.Destination, _ filter: ExportFilter,
        _ privacy: PrivacyZones
    ) -> FormatResult {
        do throws(ExportError) {
            let outcome = try ExportJob.run(
                item, format: format, variant: variant(of: format), options: options, filter: filter, clean: clean,
                privacy: privacy, to: destination)
            return .done(outcome, path: (destination as? FileDestination)?.path)
        } catch {
            return .failed(error)
        }
    }

    /// Counts and says what one export gave (on the caller's thread, in input order).
    private func record(_ name: String, _ result: FormatResult, _ tally: inout ExportTally) {
        switch result {
        case .planFailed(let why): tally.fail(why)
        case .done(.converted(let problems, let leftOut), let path):
            tally.convert(name, to: path, problems: problems, leftOut: leftOut)
        case .done(.skipped(let reason), _): tally.skip(name, reason)
        case .failed(let error):
            switch error {
            case .output(.exists): tally.skip(name, error.description)
            case .decode(let e):
                let lenient = e.advice.contains("lenient") ? "" : "; --validation lenient exports what decoded"
                tally.fail("\(name): \(e) (\(e.advice)\(lenient))")
            default: tally.fail(naming(name, "\(error)"))
            }
        }
    }

    /// The variant asked for a format, if any.
    private func variant(of format: ExportFormat) -> ExportVariant? { variants.first(where: format.variants.contains) }
}

/// `--csv`, `--gpx`, …: FITExport's formats as flags.
struct FormatFlag: EnumerableFlag {
    let format: ExportFormat

    static var allCases: [FormatFlag] { ExportFormat.all.map(FormatFlag.init) }
    static func name(for value: FormatFlag) -> NameSpecification { .customLong(value.format.name) }
    static func help(for value: FormatFlag) -> ArgumentHelp? { ArgumentHelp(value.format.help) }

    /// "--csv, --gpx, --geojson or --tcx", for messages.
    static var choices: String {
        ListText.joined(ExportFormat.all.map { "--" + $0.name }, "or")
    }
}

/// `--laps`, `--waypoints`, …: each format's variants as flags.
struct VariantFlag: EnumerableFlag {
    let format: ExportFormat
    let variant: ExportVariant

    static var allCases: [VariantFlag] {
        ExportFormat.all.flatMap { format in format.variants.map { VariantFlag(format: format, variant: $0) } }
    }
    static func name(for value: VariantFlag) -> NameSpecification { .customLong(value.variant.name) }
    static func help(for value: VariantFlag) -> ArgumentHelp? {
        ArgumentHelp("With --\(value.format.name): \(value.variant.help)")
    }
    static func == (a: VariantFlag, b: VariantFlag) -> Bool { a.variant == b.variant }
}
