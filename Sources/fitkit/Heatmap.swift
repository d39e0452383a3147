import ArgumentParser
import FITActivity
import FITCharts
import FITSupport

struct Heatmap: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "heatmap",
        abstract: "Draw every ride on one map-projected canvas, brighter where more rides went.",
        discussion: """
            Lines (not only points) are counted per pixel, once per ride; GPS jumps (faster than 50 m/s or longer \
            than 1 km) and fixes that stay in one pixel are left out. Without --bbox the inputs are read twice, \
            first for their bounds. Memory is the canvas, whatever the number of rides.
            """)

    @Argument(help: InputHelp.many, completion: InputHelp.completion)
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The picture: NAME.png.", completion: .file(extensions: ["png"]))
    var output: String

    @Option(
        parsing: .unconditional,
        help: "Bounds as minLon,minLat,maxLon,maxLat in degrees; by default the area with most rides.")
    var bbox: String?

    @Option(help: "Width in pixels.")
    var width = 1600

    @Option(help: "Contrast: equalize (histogram equalisation) or log.")
    var contrast: ContrastOption = .equalize

    @OptionGroup var select: SelectionOptions
    @OptionGroup var jobs: JobsOption
    @OptionGroup var privacy: PrivacyOptions
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
        let zones = try privacy.zones()
        var bounds = bbox.flatMap { FITCharts.Heatmap.Bounds($0) } ?? .empty
        var failed = false
        if bbox == nil {
            var rides: [FITCharts.Heatmap.Bounds] = []
            failed = try RideInputs.each(inputs, decode, location, select.selection, privacy: zones, jobs: jobs.count) {
                _, _, series in
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
        var leftOut = CleaningReport()
        // Inputs that failed were reported by the first pass, when there was one.
        failed =
            try RideInputs.each(
                inputs, decode, location, select.selection, quiet: bbox == nil, privacy: zones, jobs: jobs.count
            ) {
                _, _, series in
                map.add(latitude: series.latitude, longitude: series.longitude)
                leftOut.add(series.leftOut)
            } || failed
        try map.write(to: output, contrast: contrast == .log ? .log : .equalize)
        complain(
            "wrote \(output): \(map.width)×\(map.height) px, \(map.rides) ride\(map.rides == 1 ? "" : "s") on the map, "
                + "\(map.jumps) GPS jumps left out")
        if let line = RideInputs.leftOutLine(leftOut, rides: map.rides) { complain(line) }
        if failed { throw ExitCode.failure }
    }
}

enum ContrastOption: String, ExpressibleByArgument, CaseIterable { case equalize, log }
