import FITActivity
import FITAnalysis
import FITInput
import FITKit
import FITLibrary

/// The rides the figures over time (`fitness`, `totals`, `ftp`, a season's `curve`) are made from: the inputs'
/// files when any are given, else the library's activities, whose figures are brought up to date first.
enum RidesOverTime {
    /// - Parameters:
    ///   - since, until: Unix seconds (until exclusive); nil for no bound.
    /// - Returns: the rides, oldest first, and whether an input failed.
    static func load(
        _ inputs: [String], since: Int64?, until: Int64?, sports: Set<String>, decode: DecodeOptionGroup,
        location: LibraryOption
    ) throws -> (rides: [RideFigures], failed: Bool) {
        guard inputs.isEmpty else {
            return fromFiles(inputs, since: since, until: until, sports: sports, decode, location)
        }
        let library = try location.open()
        let refreshed = try withLibrary { () throws(LibraryError) in try library.refreshFigures(options: decode.options)
        }
        if refreshed > 0 {
            complain("worked out the power figures of \(refreshed) rides an older fitkit imported (this once)")
        }
        let rides = try withLibrary { () throws(LibraryError) in
            try library.rideFigures(ActivityFilter(since: since, until: until, sports: Array(sports)))
        }
        return (rides, false)
    }

    private static func fromFiles(
        _ inputs: [String], since: Int64?, until: Int64?, sports: Set<String>, _ decode: DecodeOptionGroup,
        _ location: LibraryOption
    ) -> (rides: [RideFigures], failed: Bool) {
        var rides: [RideFigures] = []
        var failed = false
        let selection = ActivitySelection(
            since: since.map { Instant(unix: $0).fitField },
            until: until.map { Instant(unix: $0).fitField }, sports: sports)
        var walk = RideWalk(library: location.library, maxFileSize: decode.maxSize, options: decode.options)
        walk.selection = selection
        walk.each(inputs) { item, summary, series in
            var analysis = Analyzer.analyze(series, summary: summary, settings: AthleteSettings())
            analysis.name = item.title ?? item.stem
            return RideFigures(analysis, utcOffset: summary.utcOffset)
        } _: {
            switch $0 {
            case .rejected, .notAnActivity: break
            case .ride(_, let ride): if let ride { rides.append(ride) }
            case .failed(let line):
                failed = true
                complain(line)
            }
        }
        return (rides.sorted { $0.start < $1.start }, failed)
    }
}
