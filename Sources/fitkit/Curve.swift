import ArgumentParser
import FITActivity
import FITAnalysis
import FITCharts
import FITSupport

struct Curve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Draw the power-duration curve of one ride, or the best of many, on a log time axis.",
        discussion: "Inputs as for export. The picture is SVG or PNG. Exit status: 0 drawn, 1 not (or an input failed)."
    )

    @Argument(help: InputHelp.many, completion: InputHelp.completion)
    var inputs: [String]

    @Option(
        name: .shortAndLong, help: "The picture: NAME.svg or NAME.png.", completion: .file(extensions: ["svg", "png"]))
    var output: String

    @OptionGroup var select: SelectionOptions
    @OptionGroup var decode: DecodeOptionGroup
    @OptionGroup var location: LibraryOption

    func validate() throws {
        if Canvas.format(of: output) == nil {
            throw ValidationError("-o \(output): a picture is an SVG or a PNG (NAME.svg or NAME.png)")
        }
    }

    func run() throws {
        InterruptCleanup.install()  // Ctrl-C leaves no half-written picture
        var curves: [(name: String, curve: MeanMaxCurve)] = []
        var leftOut = CleaningReport()
        let failed = try RideInputs.each(inputs, decode, location, select.selection) { item, _, series in
            if series.power.contains(where: { !$0.isNaN }) {
                curves.append((item.stem, MeanMaxCurve(power: series.power)))
                leftOut.add(series.leftOut)
            }
        }
        try CurvePlot.draw(curves, to: output)
        complain("wrote \(output) (\(curves.count) ride\(curves.count == 1 ? "" : "s") with power)")
        if let line = RideInputs.leftOutLine(leftOut, rides: curves.count) { complain(line) }
        if failed { throw ExitCode.failure }
    }
}
