import FITActivity
import FITAnalysis
import FITInput
import FITKit
import FITSupport

/// The one walk of a command's inputs as rides: files, folders, archives and library ids in order, each read
/// onto its 1 s grid (`Analyzer.read`), kept or passed over by the selection (--since, --until, --sport), its
/// positions inside privacy zones hidden, and worked on by the command on worker threads; what each input gave
/// comes back in input order, on the caller's thread.
package struct RideWalk {
    /// What one input gave.
    package enum Outcome<Work: Sendable>: Sendable {
        /// A ride and what the command made of it.
        case ride(InputItem, Work)
        /// Outside the selection (--since, --until, --sport): most commands pass it over without a word.
        case rejected(InputItem)
        /// Not an activity (settings, a workout): the line says so; not a failure.
        case notAnActivity(String)
        /// Unreadable: the line says why.
        case failed(String)
    }

    package var arguments: InputArguments
    package var options: DecodeOptions
    package var selection = ActivitySelection()
    /// Positions inside these zones are hidden from the series and the summary before the command sees them.
    package var privacy = PrivacyZones()
    /// Inputs read at once (`--jobs`); the outcomes come back in input order whatever it is.
    package var jobs = 1
    /// Rides read ahead of the one handed back (more smooths uneven files, at the memory of their series).
    package var ahead = 2
    /// The temperature stream is filled (a page draws it; the figures do not need it).
    package var temperature = false

    package init(library: String?, maxFileSize: Int, options: DecodeOptions) {
        arguments = InputArguments(library: library, maxFileSize: maxFileSize)
        self.options = options
    }

    /// Walks `inputs`: `work` runs on a worker for each ride kept, `body` on this thread for each outcome, in
    /// input order. `stop` is asked before each input is read: true ends the walk early.
    package func each<Work: Sendable>(
        _ inputs: [String], progress: ((Int, Int) -> Void)? = nil,
        work: @escaping @Sendable (InputItem, ActivitySummary, RideSeries) -> Work,
        stop: () -> Bool = { false }, _ body: @escaping (Outcome<Work>) -> Void
    ) {
        each(
            inputs, progress: progress, prepare: { _ in () },
            work: { item, _, summary, series in
                work(item, summary, series)
            }, stop: stop, body)
    }

    /// As `each`, with `prepare` run on this thread for each input before it is handed to a worker (where its
    /// output goes, what the library knows of it): what it gives goes to `work` with the ride; nil passes the
    /// input over (`prepare` has said why).
    package func each<Prepared: Sendable, Work: Sendable>(
        _ inputs: [String], progress: ((Int, Int) -> Void)? = nil,
        prepare: (InputItem) -> Prepared?,
        work: @escaping @Sendable (InputItem, Prepared, ActivitySummary, RideSeries) -> Work,
        stop: () -> Bool = { false }, _ body: @escaping (Outcome<Work>) -> Void
    ) {
        let pool = OrderedPool<Outcome<Work>>(jobs: jobs, ahead: ahead, consume: body)
        let (options, selection, privacy, temperature) = (options, selection, privacy, temperature)
        arguments.walk(inputs, progress: progress) { found in
            guard !stop() else { return }
            switch found {
            case .skipped: break
            case .failed(let error): pool.submit { .failed(error.description) }
            case .input(let item):
                guard let prepared = prepare(item) else { return }
                pool.submit {
                    do throws(AnalysisError) {
                        var (summary, series) = try Analyzer.read(item, options: options, temperature: temperature)
                        if selection.rejection(of: summary) != nil { return .rejected(item) }
                        if !privacy.isEmpty {
                            series.hide(privacy)
                            summary = privacy.hide(in: summary)
                        }
                        return .ride(item, work(item, prepared, summary, series))
                    } catch {
                        if case .notAnActivity = error { return .notAnActivity("\(item.name): skipped: \(error)") }
                        return .failed(error.line(item.name))
                    }
                }
            }
        }
        pool.finish()
    }
}
