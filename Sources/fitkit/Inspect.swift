import ArgumentParser
import FITActivity
import FITEdit
import FITInput
import FITKit
import FITLibrary
import FITSupport

struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show what FIT files hold: device, sport, totals, laps, message counts and problems.",
        discussion: "Exit status: 0 clean, 1 problems found or a file unreadable (the rest still shown), 2 usage error."
    )

    @Argument(
        help: InputHelp.files,
        completion: .file(extensions: ["fit", "gz", "xz", "zst"]))
    var files: [String]

    @Flag(help: "One JSON object per file, in an array.")
    var json = false

    @Option(
        help: "Functional threshold power, W: a workout's IF and TSS, and its steps in watts.",
        transform: ArgumentRules.positive)
    var ftp: Double?

    @OptionGroup var jobs: JobsOption
    @OptionGroup var decode: DecodeOptionGroup
    @OptionGroup var location: LibraryOption

    func run() throws {
        try InspectRun(
            files: files, json: json, options: decode.options, library: location.library, jobs: jobs.count, ftp: ftp
        ).run()
    }
}

/// What `fitkit inspect` does once its command line is read (by `Inspect`, or by `QuickCommandLine`).
struct InspectRun: CommandRun, Sendable {
    var files: [String]
    var json: Bool
    var options: DecodeOptions
    var library: String?
    /// Files read at once (`--jobs`; nil: every core); what is printed is the same, in the same order.
    var jobs: Int?
    /// The FTP a workout's load is figured at.
    var ftp: Double?

    func run() throws {
        var out = Output()
        var failed = false
        var shown = 0
        // Each file is read and its report written out as text on a worker; here they are printed in order,
        // the JSON reports as the items of one array laid out as `JSONValue.text(indent: 2)` lays it out.
        let pool = OrderedPool<Shown>(
            jobs: files.count > 1 ? min(jobs ?? OrderedPool<Int>.onlineCores, files.count) : 1, ahead: 8
        ) {
            report in
            if report.failed { failed = true }
            if json {
                out.write(shown == 0 ? "[\n  " : ",\n  ")
            } else if shown > 0 {
                out.write("\n")
            }
            out.write(report.text)
            shown += 1
            if let error = report.error { complain(error) }
        }
        for path in files {
            pool.submit { [json] in
                let report = inspect(path)
                let text: String
                if json {
                    let buffer = ByteBuffer(capacity: 4096)
                    InspectJSON.render(path: path, report).append(to: buffer, indent: 2, level: 1)
                    text = buffer.string
                } else {
                    text = InspectText.render(path: path, report)
                }
                return Shown(
                    text: text, error: report.error,
                    failed: report.error != nil || !report.summary.problems.isEmpty)
            }
        }
        pool.finish()
        if json { out.write(shown == 0 ? "[]\n" : "\n]\n") }
        out.flush()
        if failed { throw ExitCode.failure }
    }

    /// One file's report as it is printed.
    private struct Shown: Sendable {
        let text: String
        let error: String?
        let failed: Bool
    }

    private func inspect(_ path: String) -> InspectReport {
        let input: InputItem, source: any ByteSource
        do throws(InputError) {
            input = try InputArguments(library: library, maxFileSize: options.maxFileSize).single(path)
            source = try input.open()
        } catch {
            return InspectReport(summary: ActivitySummary(), error: error.description)
        }
        // A file can be read once more, for the totals of its records when it has no session;
        // standard input only once, totalling the records as they come.
        let again: (() -> (any ByteSource)?)? = path == "-" ? nil : { try? input.open() }
        let (summary, failure) = ActivityReader.summary(
            of: source, options: options, again: again,
            totals: .withoutSession)
        var report = InspectReport(summary: summary, error: failure.map { "\(path): \($0) (\($0.advice))" })
        // A workout's steps, read again whole (a workout is a few hundred bytes).
        if summary.fileType == Profile.File.workout.name, path != "-",
            let bytes = try? input.readAll(limit: options.maxFileSize)
        {
            // A workout past fitkit's limits (a repeat of billions) is a problem of the file, said as one.
            do throws(EditError) {
                let shown = WorkoutShown(reading: try WorkoutFormat.fit.read(bytes), ftp: ftp)
                (report.workoutLines, report.workoutJSON) = (shown.lines(), shown.json())
            } catch {
                report.error = report.error ?? "\(path): \(error)"
            }
        }
        return report
    }
}
