import FITActivity
import FITInput
import FITKit
import FITLibrary

/// What a sync is asked to do.
package struct SyncOptions: Sendable {
    package var range = DateRange()
    /// At most this many files fetched in the run.
    package var limit: Int?
    /// List only: nothing fetched, nothing recorded.
    package var dryRun = false
    /// Give failed items their tries back first.
    package var retryFailed = false
    /// Seconds between list pages.
    package var pace = 0.6
    /// The run's activities are to be exported (`sync-and-export`): each is marked as waiting for its export
    /// when it is stored.
    package var export = false
    /// The most a file may hold (`--max-size`), also once expanded from gzip.
    package var maxFileSize = DecodeOptions().maxFileSize

    package init() {}
}

/// What one source's run did.
package struct SyncSummary: Sendable {
    package let source: SourceID
    package var account: String?
    package var listed = 0
    package var new = 0
    package var held = 0
    package var merged = 0
    package var failed = 0
    /// Failed this time, to be tried again by the next run.
    package var queued = 0
    /// Outside the dates asked for, by the FIT file's own start.
    package var outside = 0
    /// Dry run: what would be fetched.
    package var toFetch = 0
    /// Dry run: each listed item the library does not hold yet, with what the real run would do with it.
    package var plan: [(item: ListedItem, decision: Decision)] = []
    /// Left for a later run by --limit.
    package var leftByLimit = 0
    /// Listed items the service serves no file for, counted by why, in the order first met.
    package var skipped: [(reason: String, count: Int)] = []
    package var bytes = 0
    /// Activities this run added or merged into, for sync-and-export.
    package var activities: [Int64] = []
    /// Why the run stopped before the end, if it did (Ctrl-C is `.interrupted`).
    package var stopped: SyncError?
    /// What the run was doing last ("listing page 3", "fetching ride 1000007, 12 of 40"): where a stopped run
    /// stopped, and where the next one takes up.
    package var step = "connecting"
    /// The failures of single items, one line each.
    package var problems: [String] = []

    package init(source: SourceID) { self.source = source }

    package var isComplete: Bool { stopped == nil && leftByLimit == 0 }

    /// Counts a listed item the service serves no file for.
    mutating func skip(_ reason: String) {
        if let i = skipped.firstIndex(where: { $0.reason == reason }) {
            skipped[i].count += 1
        } else {
            skipped.append((reason, 1))
        }
    }
}

/// What a run does with a listed item: the same decision in a dry run, which only says it.
package enum Decision: Sendable, Equatable {
    /// Fetch its file and import it as a new activity.
    case fetch
    /// The library holds the same ride (from a device file, another service): add this source's id and details
    /// (and the file, when fetched, as the ride's other copy).
    case merge(into: Int64)
    /// Import it as a new activity, listed beside one it may duplicate (`fitkit dedupe`).
    case possibleDuplicate(of: Int64)
    /// The library holds these very bytes.
    case alreadyHeld
    /// The service holds no recording (a manual entry): keep it as an activity without a file.
    case keepWithoutFile
    /// A valid FIT file that is not an activity: kept as what it is.
    case keepAsFile(type: String)
    /// A file that does not decode: kept for `reparse`, and reported.
    case keepUndecoded(why: String)

    /// "fetch", "merge into activity 12", "keep without a file", …
    package var text: String {
        switch self {
        case .fetch: "fetch"
        case .merge(let id): "merge into activity \(id)"
        case .possibleDuplicate(let id): "fetch (a possible duplicate of activity \(id))"
        case .alreadyHeld: "already held"
        case .keepWithoutFile: "keep without a file"
        case .keepAsFile(let type): "keep as a \(type) file (not an activity)"
        case .keepUndecoded(let why): "keep undecoded: \(why)"
        }
    }

    /// The decision `importFIT` takes for a file, as `plannedImport` says it.
    init(_ outcome: Library.ImportOutcome) {
        switch outcome {
        case .imported: self = .fetch
        case .possibleDuplicate(_, let other): self = .possibleDuplicate(of: other)
        case .merged(let id, _): self = .merge(into: id)
        case .alreadyPresent, .enriched: self = .alreadyHeld
        case .unparsed(_, let why): self = .keepUndecoded(why: why)
        case .kept(_, let type): self = .keepAsFile(type: type)
        }
    }
}

/// Progress, for a terminal.
package enum SyncProgress: Sendable {
    case listed(source: SourceID, pages: Int, items: Int)
    case fetched(source: SourceID, done: Int, of: Int, bytes: Int)
}

/// Pulls the activities of one source into the library: lists them page by page, then fetches and imports
/// each one the library does not hold, recording every step in the library's database (`SyncState`) so that
/// a run stopped anywhere resumes where it was. Knows sources only through `SyncSource`.
package final class SyncRun {
    let library: Library
    let options: SyncOptions
    package var progress: ((SyncProgress) -> Void)?

    package init(library: Library, options: SyncOptions) {
        self.library = library
        self.options = options
    }

    /// A run stopped by consecutive network failures on this many items: the host is down, not the file.
    static let deadHostAfter = 3

    package func run(_ source: any SyncService) -> SyncSummary {
        var summary = SyncSummary(source: source.name)
        do throws(SyncError) {
            try prepare(source)
            summary.account = source.account
            let listed = try list(source, &summary)
            try fetch(listed, from: source, &summary)
        } catch {
            summary.stopped = error
        }
        summary.account = summary.account ?? source.account
        source.finish()
        if !options.dryRun {
            let cursor =
                summary.isComplete
                ? nil : summary.stopped.map { _ in "stopped while \(summary.step)" } ?? "stopped by --limit"
            try? library.recordSyncRun(
                source: source.name, account: summary.account, cursor: cursor,
                complete: summary.isComplete && summary.queued == 0 && summary.failed == 0)
        }
        return summary
    }

    private func prepare(_ source: any SyncSource) throws(SyncError) {
        if !options.dryRun {
            try libraryCall { () throws(LibraryError) in
                try library.removeInterruptedImports()
                if options.retryFailed { try library.retryFailed(source: source.name) }
            }
        }
        try source.connect()
    }

    /// Every page, newest first, until the service says the last or an empty page comes (never at a short page);
    /// a page repeated or an id met twice is passed over. The items of the range, oldest first.
    private func list(_ source: any SyncSource, _ summary: inout SyncSummary) throws(SyncError) -> [ListedItem] {
        var seen = Set<String>()
        var items: [ListedItem] = []
        var previous: [String] = []
        var number = 1
        while true {
            summary.step = "listing page \(number)"
            if number > 1 && options.pace > 0 { try Interruption.sleep(options.pace) }
            var page = try source.listPage(number, range: options.range)
            // An id of a form the service does not give is never used: its item is a reported failure.
            let checked = page.items.map(RemoteID.checked)
            page.items = checked.filter { $0.1 == nil }.map(\.0)
            page.unreadable += checked.compactMap { item, why in why.map { (item, $0) } }
            let ids = page.items.map(\.remoteID) + page.unreadable.map(\.0.remoteID) + page.skipped.map(\.0.remoteID)
            if !ids.isEmpty && ids == previous { break }  // the service repeats its last page instead of an empty one
            previous = ids
            let fresh = page.items.filter { seen.insert($0.remoteID).inserted }
            let unreadable = page.unreadable.filter { seen.insert($0.0.remoteID).inserted }
            let skipped = page.skipped.filter { seen.insert($0.0.remoteID).inserted }
            items += fresh
            summary.listed += fresh.count + unreadable.count + skipped.count
            for (_, why) in skipped { summary.skip(why) }
            if !options.dryRun {
                try libraryCall { () throws(LibraryError) in
                    try library.recordListed(fresh + unreadable.map(\.0), source: source.name)
                    for (item, why) in unreadable {
                        if let held = try library.activity(source: source.name, remoteID: item.remoteID) {
                            try library.markStored(
                                source: source.name, remoteID: item.remoteID, activity: held, export: options.export)
                            continue
                        }
                        try library.markFailed(source: source.name, remoteID: item.remoteID, reason: why)
                    }
                }
            }
            for (item, why) in unreadable where !options.dryRun {
                summary.failed += 1
                summary.problems.append("\(source.name) \(item.remoteID): \(why)")
            }
            progress?(.listed(source: source.name, pages: number, items: summary.listed))
            if page.isLast || page.pastRange || (page.items.isEmpty && page.unreadable.isEmpty && page.skipped.isEmpty)
            {
                break
            }
            number += 1
        }
        return items.reversed()
    }

    private func fetch(
        _ listed: [ListedItem], from source: any SyncSource,
        _ summary: inout SyncSummary
    ) throws(SyncError) {
        let states = try libraryCall { () throws(LibraryError) in try library.syncItems(source: source.name) }
        let pending = listed.filter { item in
            guard let state = states[item.remoteID] else { return options.dryRun }
            return state.state == .listed
        }
        summary.held += listed.filter { states[$0.remoteID]?.state == .stored }.count
        var done = 0
        var fetched = 0
        var deadStreak = 0
        for item in pending {
            if Interruption.requested { throw SyncError.interrupted }
            done += 1
            let held = try libraryCall { () throws(LibraryError) in
                try library.activity(source: source.name, remoteID: item.remoteID)
            }
            if let held {
                // Imported by an earlier run that stopped before it could say so, or merged with it.
                if !options.dryRun {
                    try libraryCall { () throws(LibraryError) in
                        try library.markStored(
                            source: source.name, remoteID: item.remoteID, activity: held, export: options.export)
                    }
                }
                summary.held += 1
                continue
            }
            if options.dryRun {
                try plan(item, from: source, &summary)
                continue
            }
            if let limit = options.limit, fetched >= limit { summary.leftByLimit += 1; continue }
            fetched += 1
            summary.step = "fetching ride \(item.remoteID), \(done) of \(pending.count)"
            let got: Obtained
            do throws(SyncError) {
                got = try obtain(item, from: source)
                deadStreak = 0
            } catch {
                switch error {
                case .interrupted, .loginNeeded, .signingRequired, .settings, .budgetSpent, .accessDenied, .library,
                    .rateLimited:
                    throw error
                default: break
                }
                deadStreak = error.isNetwork ? deadStreak + 1 : 0
                try fail(item, source, "\(error)", &summary)
                if deadStreak >= Self.deadHostAfter { throw error }
                continue
            }
            guard try store(got, item, from: source, &summary) else { continue }
            progress?(.fetched(source: source.name, done: done, of: pending.count, bytes: summary.bytes))
        }
    }

    /// What a dry run would decide for an item. Where the listing cannot tell (no start and duration in it), the
    /// file is fetched and classified by the library's own rules; nothing is stored or recorded.
    private func plan(_ item: ListedItem, from source: any SyncSource, _ summary: inout SyncSummary) throws(SyncError) {
        let decision: Decision
        do throws(SyncError) {
            decision = try plannedDecision(item, from: source)
        } catch {
            if case .interrupted = error { throw error }
            summary.problems.append("\(source.name) \(item.remoteID): \(error)")
            return
        }
        summary.plan.append((item, decision))
        switch decision {
        case .fetch, .possibleDuplicate: summary.toFetch += 1
        case .merge: summary.merged += 1
        case .alreadyHeld: summary.held += 1
        case .keepWithoutFile, .keepAsFile, .keepUndecoded: summary.new += 1
        }
    }

    /// Puts what was fetched of an item into the library and records it stored; false when it was not (a file
    /// outside the range, or one the library refused: the item failed).
    private func store(_ got: Obtained, _ item: ListedItem, from source: any SyncSource, _ summary: inout SyncSummary)
        throws(SyncError) -> Bool
    {
        var damage: [String] = []
        let outcome: Library.ImportOutcome
        do throws(LibraryError) {
            switch got {
            case .held(let activity, let details):
                try library.attach(source: source.name, sourceID: item.remoteID, details: details, to: activity)
                outcome = .merged(into: activity, .exact)
            case .withoutFile(let ride, let details):
                outcome = try library.importWithoutFile(
                    ride, source: source.name, sourceID: item.remoteID, details: details)
            case .file(let bytes, let problems, let details):
                damage = problems
                summary.bytes += bytes.count
                if options.range.since != nil || options.range.until != nil, let start = Self.startTime(of: bytes),
                    !options.range.contains(start)
                {
                    summary.outside += 1  // the service's local day was near the edge; the file's own time decides
                    return false
                }
                outcome = try library.importFIT(
                    InputItem.bytes(bytes, name: "\(source.name)-\(item.remoteID).fit"),
                    source: source.name, sourceID: item.remoteID, details: details,
                    options: DecodeOptions(validation: damage.isEmpty ? .strict : .lenient))
            }
        } catch {
            if case .database = error { throw SyncError.library("\(error)") }
            try fail(item, source, "\(error)", &summary)
            return false
        }
        switch outcome {
        case .imported(let a), .possibleDuplicate(let a, _):
            summary.new += 1
            summary.activities.append(a)
        case .merged(let a, _):
            summary.merged += 1
            summary.activities.append(a)
        case .alreadyPresent, .enriched: summary.held += 1
        case .unparsed, .kept: summary.new += 1
        }
        let note = damage.isEmpty ? nil : "stored with problems: " + damage.joined(separator: "; ")
        if let note { summary.problems.append("\(source.name) \(item.remoteID): \(note)") }
        try libraryCall { () throws(LibraryError) in
            try library.markStored(
                source: source.name, remoteID: item.remoteID, activity: outcome.activityID, note: note,
                export: options.export)
        }
        return true
    }

    /// What fetching an item gave.
    private enum Obtained {
        /// The library holds the ride already (matched by the listing's start and duration): nothing fetched.
        case held(Int64, RideDetails)
        /// A ride without a recording.
        case withoutFile(RideWithoutFile, RideDetails)
        /// The file, with the problems of one taken leniently.
        case file([UInt8], problems: [String], RideDetails)
    }

    /// What to do with an item the library does not hold by its id: the one decision a run and a dry run take.
    private func decide(_ item: ListedItem, from source: any SyncSource) throws(SyncError) -> Decision {
        if let times = source.listedTimes(item),
            let held = try libraryCall({ () throws(LibraryError) in
                try library.heldRide(start: times.start, elapsed: times.elapsed)
            })
        {
            // A copy fitkit rebuilt from another service's streams gives way to the original: fetched, it takes
            // over on import (the library's merge keeps the ride's ids, title and edits).
            let rebuilt = try libraryCall { () throws(LibraryError) in try library.isDerived(held) }
            if rebuilt && source.servesOriginals && source.withoutFile(item) == nil { return .fetch }
            return .merge(into: held)
        }
        return source.withoutFile(item) != nil ? .keepWithoutFile : .fetch
    }

    /// A dry run's decision: `decide`, and for a file to fetch, what the library would do with it.
    private func plannedDecision(_ item: ListedItem, from source: any SyncSource) throws(SyncError) -> Decision {
        let decision = try decide(item, from: source)
        guard decision == .fetch else { return decision }
        switch try source.fetch(item) {
        case .withoutFile: return .keepWithoutFile
        case .file(let fetched):
            let bytes = try expanded(fetched, item)
            if case .bad(let reason) = FITCheck.verdict(bytes) { throw SyncError.badFile(reason: reason) }
            let outcome = try libraryCall { () throws(LibraryError) in
                try library.plannedImport(
                    InputItem.bytes(bytes, name: "\(source.name)-\(item.remoteID).fit"), source: source.name,
                    sourceID: item.remoteID, options: DecodeOptions(validation: .lenient))
            }
            return Decision(outcome)
        }
    }

    private func obtain(_ item: ListedItem, from source: any SyncSource) throws(SyncError) -> Obtained {
        switch try decide(item, from: source) {
        case .merge(let held): return .held(held, try source.details(item))
        case .keepWithoutFile:
            if let ride = source.withoutFile(item) { return .withoutFile(ride, try source.details(item)) }
        default: break  // `decide` gives only these three; the others come from a fetched file
        }
        let bytes: [UInt8]
        switch try source.fetch(item) {
        case .withoutFile(let ride): return .withoutFile(ride, try source.details(item))
        case .file(let file): bytes = try expanded(file, item)
        }
        switch FITCheck.verdict(bytes) {
        case .whole: return .file(bytes, problems: [], try source.details(item))
        case .damaged(let problems): return .file(bytes, problems: problems, try source.details(item))
        case .bad(let reason): throw SyncError.badFile(reason: reason)
        }
    }

    /// A file as the service sent it, expanded when it is a gzip file (a service may store its originals so;
    /// a transfer's own gzip encoding is undone by the HTTP client already).
    private func expanded(_ bytes: [UInt8], _ item: ListedItem) throws(SyncError) -> [UInt8] {
        guard Gzip.isGzip(bytes) else { return bytes }
        do { return try Gzip.expand(bytes, limit: options.maxFileSize, name: "ride \(item.remoteID)") } catch {
            throw SyncError.badFile(reason: "its gzip compression: \(error.reason)")
        }
    }

    private func fail(
        _ item: ListedItem, _ source: any SyncSource, _ reason: String,
        _ summary: inout SyncSummary
    ) throws(SyncError) {
        let state = try libraryCall { () throws(LibraryError) in
            try library.markFailed(source: source.name, remoteID: item.remoteID, reason: reason)
        }
        if state == .failed { summary.failed += 1 } else { summary.queued += 1 }
        summary.problems.append("\(source.name) \(item.remoteID): \(reason)")
    }

    /// The UTC start of a FIT file (Unix seconds), from its sessions or records.
    static func startTime(of bytes: [UInt8]) -> Int64? {
        let (summary, _) = ActivityReader.summary(of: MemorySource(bytes))
        return summary.totals?.startTime.map { Instant(fit: $0).unix }
    }

    private func libraryCall<T>(_ body: () throws(LibraryError) -> T) throws(SyncError) -> T {
        do { return try body() } catch { throw SyncError.library("\(error)") }
    }
}

extension SyncError {
    var isNetwork: Bool { if case .network = self { true } else { false } }
}
