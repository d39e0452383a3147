import ArgumentParser
import FITActivity
import FITAnalysis
import FITCharts
import FITExport
import FITInput
import FITKit
import FITLibrary
import FITSupport

struct Plot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Draw a ride: power, heart rate, speed, cadence and elevation, laps marked, and its route.",
        discussion: "The picture is SVG or PNG, by the output's name. Exit status: 0 drawn, 1 not, 2 usage error.")

    @Argument(help: "A FIT file (or - for standard input).", completion: .file(extensions: ["fit", "gz"]))
    var file: String

    @Option(
        name: .shortAndLong, help: "The picture: NAME.svg or NAME.png.", completion: .file(extensions: ["svg", "png"]))
    var output: String

    @Option(help: "The horizontal axis: time or distance.")
    var x: XAxisOption = .time

    @OptionGroup var decode: DecodeOptionGroup
    @OptionGroup var location: LibraryOption

    func run() throws {
        InterruptCleanup.install()  // Ctrl-C leaves no half-written picture
        var drawn = false
        try RideInputs.each([file], decode, location) { item, summary, series in
            guard !drawn else { return complain("\(item.name): plot draws one ride; this one is left out") }
            try RidePlot.draw(
                series, summary: summary, title: RidePlot.title(name: item.stem, summary: summary),
                x: x == .distance ? .distance : .time, to: output)
            drawn = true
        }
        if !drawn { throw ExitCode.failure }
        complain("wrote \(output)")
    }
}

enum XAxisOption: String, ExpressibleByArgument, CaseIterable { case time, distance }

struct Curve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Draw the power-duration curve of one ride, or the best of many, on a log time axis.",
        discussion: "Inputs as for export. The picture is SVG or PNG. Exit status: 0 drawn, 1 not (or an input failed)."
    )

    @Argument(help: "FIT files, folders, archives, or -.", completion: .file(extensions: ["fit", "gz", "zip", "tar"]))
    var inputs: [String]

    @Option(
        name: .shortAndLong, help: "The picture: NAME.svg or NAME.png.", completion: .file(extensions: ["svg", "png"]))
    var output: String

    @OptionGroup var select: SelectionOptions
    @OptionGroup var decode: DecodeOptionGroup
    @OptionGroup var location: LibraryOption

    func run() throws {
        InterruptCleanup.install()  // Ctrl-C leaves no half-written picture
        var curves: [(name: String, curve: MeanMaxCurve)] = []
        let failed = try RideInputs.each(inputs, decode, location, select.selection) { item, _, series in
            if series.power.contains(where: { !$0.isNaN }) {
                curves.append((item.stem, MeanMaxCurve(power: series.power)))
            }
        }
        try CurvePlot.draw(curves, to: output)
        complain("wrote \(output) (\(curves.count) ride\(curves.count == 1 ? "" : "s") with power)")
        if failed { throw ExitCode.failure }
    }
}

struct Heatmap: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "heatmap",
        abstract: "Draw every ride on one map-projected canvas, brighter where more rides went.",
        discussion: """
            Lines (not only points) are counted per pixel, once per ride; GPS jumps (faster than 50 m/s or longer \
            than 1 km) and fixes that stay in one pixel are left out. Without --bbox the inputs are read twice, \
            first for their bounds. Memory is the canvas, whatever the number of rides.
            """)

    @Argument(help: "FIT files, folders, archives, or -.", completion: .file(extensions: ["fit", "gz", "zip", "tar"]))
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The picture: NAME.png.", completion: .file(extensions: ["png"]))
    var output: String

    @Option(
        help:
            "Bounds as minLon,minLat,maxLon,maxLat in degrees (write --bbox=-70.5,... when it starts with a minus); by default the area with most rides."
    )
    var bbox: String?

    @Option(help: "Width in pixels.")
    var width = 1600

    @Option(help: "Contrast: equalize (histogram equalisation) or log.")
    var contrast: ContrastOption = .equalize

    @OptionGroup var select: SelectionOptions
    @OptionGroup var decode: DecodeOptionGroup
    @OptionGroup var location: LibraryOption

    mutating func validate() throws {
        if let bbox, FITCharts.Heatmap.Bounds(bbox) == nil {
            throw ValidationError("--bbox \(bbox): give minLon,minLat,maxLon,maxLat in degrees (latitudes within ±85)")
        }
        if !(16...20000).contains(width) { throw ValidationError("--width: give 16 to 20000 pixels") }
        if !output.lowercased().hasSuffix(".png") {
            throw ValidationError("-o \(output): a heatmap is a PNG (NAME.png)")
        }
    }

    func run() throws {
        InterruptCleanup.install()  // Ctrl-C leaves no half-written picture
        var bounds = bbox.flatMap { FITCharts.Heatmap.Bounds($0) } ?? .empty
        var failed = false
        if bbox == nil {
            var rides: [FITCharts.Heatmap.Bounds] = []
            failed = try RideInputs.each(inputs, decode, location, select.selection) { _, _, series in
                let b = FITCharts.Heatmap.bounds(latitude: series.latitude, longitude: series.longitude)
                if !b.isEmpty { rides.append(b) }
            }
            let area = FITCharts.Heatmap.Bounds.covering(rides)
            bounds = area.bounds
            if area.rides < rides.count {
                complain(
                    "the map covers the \(area.rides) of \(rides.count) rides within 150 km of where most are; --bbox to choose"
                )
            }
        }
        guard !bounds.isEmpty else {
            complain("no ride with positions among the inputs: nothing to draw")
            throw ExitCode.failure
        }
        let map = FITCharts.Heatmap(bounds: bounds, width: width)
        // Inputs that failed were reported by the first pass, when there was one.
        failed =
            try RideInputs.each(inputs, decode, location, select.selection, quiet: bbox == nil) { _, _, series in
                map.add(latitude: series.latitude, longitude: series.longitude)
            } || failed
        try map.write(to: output, contrast: contrast == .log ? .log : .equalize)
        complain(
            "wrote \(output): \(map.width)×\(map.height) px, \(map.rides) ride\(map.rides == 1 ? "" : "s") on the map, "
                + "\(map.jumps) GPS jumps left out")
        if failed { throw ExitCode.failure }
    }
}

enum ContrastOption: String, ExpressibleByArgument, CaseIterable { case equalize, log }

/// Reads every ride under the inputs onto its 1 s grid, one at a time, reporting the ones that fail.
enum RideInputs {
    /// - Returns: whether any input failed.
    @discardableResult
    static func each(
        _ inputs: [String], _ decode: DecodeOptionGroup, _ location: LibraryOption,
        _ selection: ActivitySelection = ActivitySelection(), quiet: Bool = false,
        _ body: (InputItem, ActivitySummary, RideSeries) throws -> Void
    ) throws -> Bool {
        var failed = false
        var thrown: Error?
        InputArguments(library: location.library, maxFileSize: decode.maxSize).walk(inputs) { found in
            guard thrown == nil else { return }
            switch found {
            case .skipped: break
            case .failed(let error):
                failed = true
                if !quiet { complain(error.description) }
            case .input(let item):
                do throws(AnalysisError) {
                    let (summary, series) = try Analyzer.read(item, options: decode.options)
                    if selection.rejection(of: summary) != nil { return }  // --since, --until, --sport
                    // Nothing to draw from a file without timed records (a pool swim): said, not a failure.
                    guard series.count > 0 else {
                        if !quiet { complain("\(item.name): skipped: no timed records to draw") }
                        return
                    }
                    do { try body(item, summary, series) } catch { thrown = error }
                } catch {
                    // Files that are not activities (settings, workouts) are passed over, not failures.
                    if case .notAnActivity = error { return }
                    failed = true
                    if !quiet { complain(error.line(item.name)) }
                }
            }
        }
        if let thrown {
            if let chart = thrown as? ChartError { complain(chart.description); throw ExitCode.failure }
            throw thrown
        }
        return failed
    }
}
