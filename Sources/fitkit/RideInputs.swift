import ArgumentParser
import FITActivity
import FITAnalysis
import FITCharts
import FITInput
import FITLibrary

/// Reads every ride under the inputs onto its 1 s grid, one at a time, reporting the ones that fail.
enum RideInputs {
    /// The line a picture's command prints after it: what the cleaning rules left out of the rides drawn.
    static func leftOutLine(_ report: CleaningReport, rides: Int) -> String? {
        report.line.map { "left out of \(rides == 1 ? "the ride" : "\(rides) rides"): " + $0 }
    }

    /// - Returns: whether any input failed.
    @discardableResult
    static func each(
        _ inputs: [String], _ decode: DecodeOptionGroup, _ location: LibraryOption,
        _ selection: ActivitySelection = ActivitySelection(), quiet: Bool = false,
        privacy: PrivacyZones = PrivacyZones(),
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
                    var (summary, series) = try Analyzer.read(item, options: decode.options)
                    // Positions within a privacy zone are never drawn.
                    series.hide(privacy)
                    summary = privacy.hide(in: summary)
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
