import ArgumentParser
import FITActivity
import FITAnalysis
import FITCharts
import FITInput
import FITLibrary
import FITSupport
import FITKit

/// Reads every ride under the inputs onto its 1 s grid, one at a time, reporting the ones that fail.
enum RideInputs {
    /// The line a picture's command prints after it: what the cleaning rules left out of the rides drawn.
    static func leftOutLine(_ report: CleaningReport, rides: Int) -> String? {
        report.line.map { "left out of \(rides == 1 ? "the ride" : "\(rides) rides"): " + $0 }
    }

    /// - Parameter jobs: inputs read at once (`--jobs`); `body` gets the rides in input order, on this thread.
    /// - Returns: whether any input failed.
    @discardableResult
    static func each(
        _ inputs: [String], _ decode: DecodeOptionGroup, _ location: LibraryOption,
        _ selection: ActivitySelection = ActivitySelection(), quiet: Bool = false,
        privacy: PrivacyZones = PrivacyZones(), jobs: Int = 1,
        _ body: (InputItem, ActivitySummary, RideSeries) throws -> Void
    ) throws -> Bool {
        var failed = false
        var thrown: Error?
        var walk = RideWalk(library: location.library, maxFileSize: decode.maxSize, options: decode.options)
        (walk.selection, walk.privacy, walk.jobs) = (selection, privacy, jobs)
        withoutActuallyEscaping(body) { body in
            walk.each(inputs, work: { item, summary, series in (summary, series) }, stop: { thrown != nil }) {
                guard thrown == nil else { return }
                switch $0 {
                case .rejected, .notAnActivity: break  // settings and workouts are passed over, not failures
                case .failed(let line):
                    failed = true
                    if !quiet { complain(line) }
                case .ride(let item, let (summary, series)):
                    // Nothing to draw from a file without timed records (a pool swim): said, not a failure.
                    guard series.count > 0 else {
                        if !quiet { complain("\(item.name): skipped: no timed records to draw") }
                        return
                    }
                    do { try body(item, summary, series) } catch { thrown = error }
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
