import ArgumentParser
import FITAnalysis
import FITCharts

/// How the commands over a season (fitness, totals) give their result: a table, `--json`, `--csv`, or a chart.
struct SeasonOutput: ParsableArguments {
    @Flag(help: "As JSON.") var json = false
    @Flag(help: "As CSV.") var csv = false
    @Option(
        name: .shortAndLong, help: "Draw the chart instead: NAME.svg or NAME.png.",
        completion: .file(extensions: ["svg", "png"]))
    var output: String?

    func validate() throws {
        if json && csv { throw ValidationError("give one of --json and --csv") }
        if let output, Canvas.format(of: output) == nil {
            throw ValidationError("-o \(output): a picture is an SVG or a PNG (NAME.svg or NAME.png)")
        }
    }

    /// Whether the table is wanted (no other form was asked for).
    var table: Bool { !json && !csv && output == nil }

    /// Draws the chart when -o was given and says what was written; a chart that cannot be drawn is one line
    /// and exit 1.
    func draw(_ what: String, _ body: (String) throws(ChartError) -> Void) throws {
        guard let output else { return }
        do throws(ChartError) { try body(output) } catch {
            complain(error.description)
            throw ExitCode.failure
        }
        complain("wrote \(output) (\(what))")
    }
}

/// The rides the commands over a season (fitness, totals) read, and the settings each one's stress takes.
struct SeasonRides: ParsableArguments {
    @Argument(help: InputHelp.season, completion: InputHelp.completion)
    var inputs: [String] = []

    @OptionGroup var athlete: AthleteOptions
    @OptionGroup var select: SelectionOptions
    @OptionGroup var decode: DecodeOptionGroup
    @OptionGroup var location: LibraryOption

    /// The rides to --until, from --since (or from the first when `fromFirst`), oldest first, each with its
    /// stress by the settings in force on its day; whether an input failed.
    func load(fromFirst: Bool = false) throws -> (rides: [RideFigures], stresses: [TrainingLoad.Stress], failed: Bool) {
        let history = try athlete.history()
        let (since, until) = select.unixRange
        let (rides, failed) = try RidesOverTime.load(
            inputs, since: fromFirst ? nil : since, until: until, sports: Set(select.sport), decode: decode,
            location: location)
        return (rides, rides.map { TrainingLoad.stress(of: $0, history: history) }, failed)
    }
}
