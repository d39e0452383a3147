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

    /// What reading one input gave.
    private enum Read: Sendable {
        case ride(InputItem, ActivitySummary, RideSeries)
        case passed, said(String), failed(String)
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
        let options = decode.options
        withoutActuallyEscaping(body) { body in
            let pool = OrderedPool<Read>(jobs: jobs) { read in
                guard thrown == nil else { return }
                switch read {
                case .passed: break
                case .said(let line): if !quiet { complain(line) }
                case .failed(let line):
                    failed = true
                    if !quiet { complain(line) }
                case .ride(let item, let summary, let series):
                    do { try body(item, summary, series) } catch { thrown = error }
                }
            }
            InputArguments(library: location.library, maxFileSize: decode.maxSize).walk(inputs) { found in
                guard thrown == nil else { return }
                switch found {
                case .skipped: break
                case .failed(let error): pool.submit { .failed(error.description) }
                case .input(let item):
                    pool.submit { Self.read(item, options, selection, privacy) }
                }
            }
            pool.finish()
        }
        if let thrown {
            if let chart = thrown as? ChartError { complain(chart.description); throw ExitCode.failure }
            throw thrown
        }
        return failed
    }

    /// One input read onto its grid (on a worker's thread), positions in privacy zones left out.
    private static func read(
        _ item: InputItem, _ options: DecodeOptions, _ selection: ActivitySelection, _ privacy: PrivacyZones
    ) -> Read {
        do throws(AnalysisError) {
            var (summary, series) = try Analyzer.read(item, options: options)
            if selection.rejection(of: summary) != nil { return .passed }  // --since, --until, --sport
            // Nothing to draw from a file without timed records (a pool swim): said, not a failure.
            guard series.count > 0 else { return .said("\(item.name): skipped: no timed records to draw") }
            // Positions within a privacy zone are never drawn.
            series.hide(privacy)
            summary = privacy.hide(in: summary)
            return .ride(item, summary, series)
        } catch {
            // Files that are not activities (settings, workouts) are passed over, not failures.
            if case .notAnActivity = error { return .passed }
            return .failed(error.line(item.name))
        }
    }
}
