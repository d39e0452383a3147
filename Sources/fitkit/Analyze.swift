#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITActivity
import FITAnalysis
import FITKit
import FITLibrary
import FITSupport

struct Analyze: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Compute the metrics cyclists train by: NP, IF, TSS, power curve, zones, climbing, …",
        discussion: """
            Inputs are files, folders, archives or - , as for export. Athlete settings come from flags, else from \
            the config file (--config, default $XDG_CONFIG_HOME/fitkit/athlete.conf), lines of key = value for \
            ftp, cp, w_prime, lthr, max_hr, weight, power_zones and hr_zones (lists comma-separated); a value \
            followed by "since YYYY-MM-DD" holds for rides from that day on ("ftp = 280 since 2025-03-01"), each \
            ride taking the values in force on its own day. A metric that needs a missing setting says so. How each metric is computed: docs/METRICS.md.
            Exit status: 0 every input analysed, 1 any failed, 2 usage error.
            """)

    @Argument(
        help: InputHelp.many,
        completion: .file(extensions: ["fit", "gz", "zip", "tar", "xz", "zst"]))
    var inputs: [String]

    @Flag(help: "One JSON object per activity, in an array.")
    var json = false

    @Flag(help: "One CSV row per activity, for a season in one table.")
    var csv = false

    @Flag(help: "With --csv: the header in words with units (\"Average power (W)\"), for a spreadsheet.")
    var labels = false

    @Flag(
        help: ArgumentHelp(
            "List the hard efforts and sprints found in each ride in the table (--json always has them).",
            discussion: "By FTP when it is known, else by where the power's level changes (docs/METRICS.md)."))
    var intervals = false

    @OptionGroup var athlete: AthleteOptions

    @Option(
        name: .customLong("alpha1-window"),
        help: "Seconds of beats in each window of DFA α1 (default 120; alpha1_window in the config).",
        transform: ArgumentRules.positive)
    var alpha1Window: Double?

    @Option(
        name: .customLong("alpha1-step"),
        help: "Seconds from one window of DFA α1 to the next (default 5; alpha1_step in the config).",
        transform: ArgumentRules.positive)
    var alpha1Step: Double?
    @OptionGroup var select: SelectionOptions
    @OptionGroup var jobs: JobsOption
    @OptionGroup var decode: DecodeOptionGroup
    @OptionGroup var location: LibraryOption

    mutating func validate() throws { try AnalyzeRun.check(json: json, csv: csv, labels: labels) }

    func run() throws {
        try AnalyzeRun(
            inputs: inputs, json: json, csv: csv, labels: labels, intervals: intervals, athlete: athlete.flags,
            config: athlete.config, alpha1Window: alpha1Window, alpha1Step: alpha1Step, selection: select.selection,
            jobs: jobs.count, options: decode.options, library: location.library
        ).run()
    }
}

/// What `fitkit analyze` does once its command line is read (by `Analyze`, or by `QuickCommandLine`).
struct AnalyzeRun: CommandRun {
    var inputs: [String]
    var json: Bool
    var csv: Bool
    var labels: Bool
    var intervals: Bool
    /// The settings given as flags, over the config file's (`config`, else the default file when there is one).
    var athlete: AthleteSettings
    var config: String?
    var alpha1Window: Double?
    var alpha1Step: Double?
    var selection: ActivitySelection
    /// Inputs read at once.
    var jobs: Int
    var options: DecodeOptions
    var library: String?

    /// The rules of the command line beyond each value's own.
    static func check(json: Bool, csv: Bool, labels: Bool) throws {
        if json && csv { throw ValidationError("give one of --json and --csv") }
        if labels && !csv { throw ValidationError("--labels goes with --csv") }
    }

    func validate() throws { try Self.check(json: json, csv: csv, labels: labels) }

    func run() throws {
        let history = try AthleteOptions.history(flags: athlete, config: config)
        var out = Output()
        var failed = false
        var reports: [JSONValue] = []
        var first = true
        if csv { out.write(labels ? AnalysisCSV.labelledHeader : AnalysisCSV.header) }
        // A count on standard error while many files are read, when it is a terminal and the table is not.
        var progress = ProgressLine(enabled: isatty(1) == 0 || json || csv)
        var count = 0
        var walk = RideWalk(library: library, maxFileSize: options.maxFileSize, options: options)
        (walk.selection, walk.jobs, walk.ahead) = (selection, jobs, 8)
        let (window, step) = (alpha1Window, alpha1Step)
        let segments = LibraryEfforts(folder: library)
        walk.each(inputs) { item, summary, series in
            // The settings in force on the ride's day.
            var settings = history.settings(atFIT: summary.totals?.startTime, utcOffset: summary.utcOffset)
            settings.alpha1Window = window ?? settings.alpha1Window
            settings.alpha1Step = step ?? settings.alpha1Step
            var analysis = Analyzer.analyze(series, summary: summary, settings: settings)
            analysis.name = item.stem
            return analysis
        } _: { outcome in
            switch outcome {
            case .rejected: break
            case .ride(let item, let analysis):
                progress.update("analysing…", count: count)
                count += 1
                if json {
                    var report = AnalysisJSON.render(file: item.name, analysis)
                    // A library ride lists its efforts on the library's segments.
                    if let id = item.activityID, case .object(let pairs) = report {
                        report = .object(pairs + [("segments", segments.of(id))])
                    }
                    reports.append(report)
                } else if csv {
                    out.write(AnalysisCSV.row(file: item.name, analysis))
                } else {
                    if !first { out.write("\n") }
                    out.write(AnalysisText.render(file: item.name, analysis, hiding: intervals ? [] : [.intervals]))
                }
                first = false
            case .notAnActivity(let line):
                // Files that are not activities (settings, workouts) are said, not failures.
                progress.clear()
                complain(line)
            case .failed(let line):
                progress.clear()
                failed = true
                complain(line)
            }
        }
        progress.clear()
        if json { out.write(JSONValue.array(reports).text(indent: 2) + "\n") }
        out.flush()
        if failed { throw ExitCode.failure }
    }
}

/// Athlete settings from flags over the config file.
struct AthleteOptions: ParsableArguments {
    @Option(help: "Functional threshold power, W.", transform: ArgumentRules.positive) var ftp: Double?
    @Option(help: "Critical power, W (for W′ balance).", transform: ArgumentRules.positive) var cp: Double?
    @Option(name: .customLong("w-prime"), help: "W′, J (for W′ balance).", transform: ArgumentRules.positive)
    var wPrime: Double?
    @Option(help: "Lactate threshold heart rate, bpm.", transform: ArgumentRules.positive) var lthr: Double?
    @Option(name: .customLong("max-hr"), help: "Maximum heart rate, bpm.", transform: ArgumentRules.positive)
    var maxHR: Double?
    @Option(help: "Weight, kg.", transform: ArgumentRules.positive) var weight: Double?
    @Option(
        name: .customLong("ascent-threshold"),
        help: "Metres a rise must exceed to count toward ascent (default 3, GoldenCheetah's; 0 counts every rise).",
        transform: ArgumentRules.nonNegative)
    var ascentThreshold: Double?
    @Option(help: "Athlete settings file (key = value lines).", completion: .file(extensions: ["conf"])) var config:
        String?

    /// The settings given as flags.
    var flags: AthleteSettings {
        AthleteSettings(
            ftp: ftp, cp: cp, wPrime: wPrime, lthr: lthr, maxHR: maxHR, weight: weight,
            ascentThreshold: ascentThreshold)
    }

    /// The settings on each day: the config file's lines from their days, the flags on every day.
    func history() throws -> AthleteHistory { try Self.history(flags: flags, config: config) }

    /// `history()` for the settings given as flags and the config file named, if one is.
    static func history(flags: AthleteSettings, config: String?) throws -> AthleteHistory {
        let path = config ?? AthleteConfig.defaultPath
        do {
            guard let file = try AthleteConfig.load(path, required: config != nil) else { return AthleteHistory(flags) }
            return file.overridden(by: flags)
        } catch {
            complain("\(path): \(error) (fix the file, or give the settings as flags)")
            throw ExitCode.validationFailure
        }
    }
}
