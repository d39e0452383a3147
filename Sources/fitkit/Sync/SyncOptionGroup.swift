#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITKit
import FITLibrary
import FITSync
import FITSupport

/// The options `sync` and `sync-and-export` share.
struct SyncOptionGroup: ParsableArguments {
    @Option(help: "Which service to pull from: \(SyncServices.names), or all those logged in to (one after another).")
    var source: SourceChoice = .all
    @Option(help: "Only activities starting on or after this date (YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ, UTC).")
    var since: String?
    @Option(help: "Only activities starting before this time, or on or before this date.") var until: String?
    @Option(
        help: "Fetch at most this many files in this run (the rest wait for the next).",
        transform: ArgumentRules.count)
    var limit: Int?
    @Flag(
        help: """
            List each ride with what the run would do (fetch, merge, keep without a file, …), fetching a file \
            only where the listing cannot tell; store and record nothing.
            """)
    var dryRun = false
    @Flag(help: "Try again the items that failed three times.") var retryFailed = false
    @Option(
        name: .customLong("max-size"),
        help:
            "Refuse files larger than this many bytes (default \(DecodeOptions().maxFileSize)): a download stops there.",
        transform: ArgumentRules.count)
    var maxSize = DecodeOptions().maxFileSize
    @Option(
        help: "Seconds between list pages (politeness towards the service; default 0.6).",
        transform: ArgumentRules.nonNegative)
    var pace = 0.6
    @Flag(help: "Log each request (method, host, path, status, time) on standard error; never a token.")
    var verbose = false
    @Flag(
        help: """
            When a service's rate limit is spent (Strava's budget, or any service's HTTP 429), stop at once \
            (exit 75, naming the time to resume) instead of waiting, as runs without a terminal do for Strava's \
            window. A 429 that asks for more than two minutes is never waited out.
            """)
    var noWait = false

    func validate() throws {
        for (name, value, end) in [("--since", since, false), ("--until", until, true)] {
            if let value, DateArgument.parse(value, endOfDay: end) == nil {
                throw ValidationError("\(name) \(value): give a date as YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ")
            }
        }
    }

    var options: SyncOptions {
        var o = SyncOptions()
        o.range = DateRange(
            since: since.flatMap { DateArgument.parse($0, endOfDay: false) }.map {
                Instant(fit: $0).unix
            },
            until: until.flatMap { DateArgument.parse($0, endOfDay: true) }.map {
                Instant(fit: $0).unix
            })
        o.limit = limit
        o.dryRun = dryRun
        o.retryFailed = retryFailed
        o.pace = pace
        o.maxFileSize = maxSize
        return o
    }

    /// Runs every source asked for, one after another, with progress on a terminal; stops at Ctrl-C.
    /// - Parameter export: what the run stores is to be exported (`sync-and-export`).
    func run(in library: Library, json: Bool, export: Bool = false) throws -> [SyncSummary] {
        NoCoreDumps.now()  // tokens are in memory from here on
        Interruption.install()
        let http = try syncCall { () throws(SyncError) in try HTTPClient() }
        http.fileLimit = maxSize
        http.waitsOnRateLimits = !noWait
        if verbose { http.log = { complain($0) } }
        var summaries: [SyncSummary] = []
        if source.services.isEmpty {
            var summary = SyncSummary(source: SourceID("sync"))
            summary.stopped = .accessDenied("not logged in to any service: run \(SyncServices.loginCommands)")
            return [summary]
        }
        for service in source.services {
            var progress = ProgressLine(enabled: !json)
            let source: any SyncService
            do throws(SyncError) { source = try service.init(http: http) } catch {
                var summary = SyncSummary(source: service.id)
                summary.stopped = error
                summaries.append(summary)
                continue
            }
            // On a terminal a spent rate limit is waited out, counting down; otherwise the run stops with 75.
            source.allowWaiting(!noWait && isatty(2) == 1) { left, resumeAt in
                progress.update(
                    "\(service.id): rate limit spent, waiting until \(SyncText.date(resumeAt)); seconds left:",
                    count: Int(left))
            }
            var options = self.options
            options.export = export
            let run = SyncRun(library: library, options: options)
            run.progress = { event in
                switch event {
                case .listed(let name, let pages, let items):
                    progress.update("\(name): listed \(pages) pages,", count: items)
                case .fetched(let name, let done, let total, let bytes):
                    progress.update("\(name): fetched \(done)/\(total), \(SyncText.bytes(bytes))", count: done)
                }
            }
            let summary = run.run(source)
            progress.clear()
            summaries.append(summary)
            if Interruption.requested { break }
        }
        return summaries
    }
}

/// The exit status of a sync: 130 after Ctrl-C, 75 when a run stopped early and can be resumed, 1 when items
/// failed, else 0.
enum SyncExit {
    static func exitCode(_ summaries: [SyncSummary]) -> Int32 {
        if summaries.contains(where: { $0.stopped == .interrupted }) { return 130 }
        if summaries.contains(where: { $0.stopped != nil }) { return 75 }
        if summaries.contains(where: { $0.failed > 0 || $0.queued > 0 }) { return 1 }
        return 0
    }
}
