import ArgumentParser
import FITActivity
import FITCharts
import FITSupport

struct Plot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Draw a ride: power, heart rate, speed, cadence and elevation, laps marked, and its route.",
        discussion: "The picture is SVG or PNG, by the output's name. Exit status: 0 drawn, 1 not, 2 usage error.")

    @Argument(help: InputHelp.one, completion: InputHelp.completion)
    var file: String

    @Option(
        name: .shortAndLong, help: "The picture: NAME.svg or NAME.png.", completion: .file(extensions: ["svg", "png"]))
    var output: String

    @Option(help: "The horizontal axis: time or distance.")
    var x: XAxisOption = .time

    @OptionGroup var privacy: PrivacyOptions
    @OptionGroup var decode: DecodeOptionGroup
    @OptionGroup var location: LibraryOption

    func validate() throws {
        if Canvas.format(of: output) == nil {
            throw ValidationError("-o \(output): a picture is an SVG or a PNG (NAME.svg or NAME.png)")
        }
    }

    func run() throws {
        var drawn = false
        var leftOut = CleaningReport()
        try RideInputs.each([file], decode, location, privacy: try privacy.zones()) { item, summary, series in
            guard !drawn else { return complain("\(item.name): plot draws one ride; this one is left out") }
            try RidePlot.draw(
                series, summary: summary, title: RidePlot.title(name: item.stem, summary: summary),
                x: x == .distance ? .distance : .time, to: output)
            drawn = true
            leftOut = series.leftOut
        }
        if !drawn { throw ExitCode.failure }
        complain("wrote \(output)")
        if let line = RideInputs.leftOutLine(leftOut, rides: 1) { complain(line) }
    }
}

enum XAxisOption: String, ExpressibleByArgument, CaseIterable { case time, distance }
