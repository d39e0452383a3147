import ArgumentParser
import FITActivity
import FITAnalysis
import FITCharts
import FITSupport

struct Curve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Draw the power-duration curve of one ride, or the best of many, on a log time axis.",
        discussion: """
            Inputs as for export; without inputs, the library's rides (with --since, --until and --sport: a \
            season's curve), from the curves it keeps of each ride at 562 durations (every second to 2 minutes, \
            then coarser to 24 hours), exact at those durations. The picture is SVG or PNG.
            Exit status: 0 drawn, 1 not (or an input failed).
            """)

    @Argument(help: InputHelp.season, completion: InputHelp.completion)
    var inputs: [String] = []

    @Option(
        name: .shortAndLong, help: "The picture: NAME.svg or NAME.png.", completion: .file(extensions: ["svg", "png"]))
    var output: String

    @OptionGroup var select: SelectionOptions
    @OptionGroup var jobs: JobsOption
    @OptionGroup var decode: DecodeOptionGroup
    @OptionGroup var location: LibraryOption

    func validate() throws {
        if Canvas.format(of: output) == nil {
            throw ValidationError("-o \(output): a picture is an SVG or a PNG (NAME.svg or NAME.png)")
        }
    }

    func run() throws {
        var curves: [(name: String, points: CurvePlot.Points)] = []
        var failed = false
        var leftOut = CleaningReport()
        if inputs.isEmpty {
            let (since, until) = select.unixRange
            let rides = try RidesOverTime.load(
                [], since: since, until: until, sports: Set(select.sport), decode: decode, location: location
            ).rides
            curves = rides.compactMap { ride in ride.curve.map { (ride.name, $0.points) } }
        } else {
            failed = try RideInputs.each(inputs, decode, location, select.selection, jobs: jobs.count) {
                item, _, series in
                if series.power.contains(where: { !$0.isNaN }) {
                    curves.append((item.stem, MeanMaxCurve(power: series.power).points))
                    leftOut.add(series.leftOut)
                }
            }
        }
        do throws(ChartError) { try CurvePlot.draw(curves, to: output) } catch {
            complain(error.description)
            throw ExitCode.failure
        }
        complain("wrote \(output) (\(curves.count) ride\(curves.count == 1 ? "" : "s") with power)")
        if let line = RideInputs.leftOutLine(leftOut, rides: curves.count) { complain(line) }
        if failed { throw ExitCode.failure }
    }
}
