#if canImport(Glibc)
import Glibc
#endif
import FITActivity
import FITAnalysis
import FITInput
import FITKit
import FITSupport

/// The user's library: one SQLite database and a folder of original FIT files (loose, or packed in monthly
/// archives), for activities from several sources. Every change to an activity happens in one transaction.
public final class Library {
    public let folder: String
    let db: Database
    let store: FileStore

    /// `$XDG_DATA_HOME/fitkit`, else `~/.local/share/fitkit`.
    public static var defaultFolder: String { XDG.data }

    /// Opens the library in `folder`.
    /// - Parameter create: make it when there is none (commands that add to a library); otherwise a folder
    ///   without one throws `LibraryError.noLibrary`, and nothing is made there.
    public init(folder: String = Library.defaultFolder, create: Bool = true) throws(LibraryError) {
        self.folder = folder
        try SystemLibraries.load()
        let path = folder + "/library.sqlite"
        if create {
            try FileStore.makeFolders(folder)
        } else if access(path, F_OK) != 0 {
            throw LibraryError.noLibrary(folder)
        }
        // Several processes may open a library that does not exist yet: making the database, switching it to
        // WAL and migrating it happen one process at a time (SQLite's busy wait does not cover switching the
        // journal of a database another connection is creating).
        db = try StoreLock(path: folder + "/library.setup.lock", optional: !create).withLock {
            () throws(LibraryError) -> Database in
            let db = try Database(path: path)
            try Migrations.apply(to: db)
            return db
        }
        store = FileStore(root: folder)
        lock = StoreLock(path: folder + "/library.lock")
    }

    let lock: StoreLock
    /// What the first taking of the store's lock found left by processes that died while writing (their
    /// temporary files), and removed.
    private(set) var debris: [String] = []
    private var swept = false

    /// Runs `body` holding the store's lock. The first time, the files a killed process left half-written are
    /// removed (unless `sweep` is false: a dry run changes nothing): every writer of the store holds this lock
    /// while its temporary files exist, so any found while holding it belong to a process that is gone.
    func locked<T>(sweep: Bool = true, _ body: () throws(LibraryError) -> T) throws(LibraryError) -> T {
        try lock.withLock { () throws(LibraryError) -> T in
            if sweep && !swept {
                swept = true
                debris = store.temporaryFiles()
                for path in debris { store.remove(path) }
            }
            return try body()
        }
    }

    static var now: Int64 { Int64(time(nil)) }

    // MARK: import

    public enum ImportOutcome: Sendable, Equatable {
        case imported(Int64)
        /// These exact bytes are in the library already.
        case alreadyPresent(Int64?)
        /// These exact bytes are in the library already; what this source knows of the ride (its id, title,
        /// description, gear) was added to the activity.
        case enriched(Int64)
        /// The same ride from elsewhere: merged into that activity.
        case merged(into: Int64, DuplicateKind)
        /// Imported as its own activity, listed for review beside one it may duplicate.
        case possibleDuplicate(Int64, of: Int64)
        /// A FIT file that does not decode: stored and kept for `reparse`, with the reason.
        case unparsed(sha256: String, error: String)
        /// A valid FIT file that is not an activity (a course, a workout…): kept as what it is, its file type.
        case kept(sha256: String, type: String)

        /// The activity the file now belongs to.
        public var activityID: Int64? {
            switch self {
            case .imported(let a), .possibleDuplicate(let a, _), .merged(let a, _), .enriched(let a): a
            case .alreadyPresent(let a): a
            case .unparsed, .kept: nil
            }
        }
    }

    /// Imports one FIT input. `source` and `sourceID` say where it came from ("file" and its SHA-256 by default;
    /// sync gives "strava" and the activity's id there); `details` what that source says of the ride, added to
    /// the activity where it has nothing yet (never replacing the user's title, or what another source said).
    /// Bytes that are not a FIT file at all are refused (`LibraryError.notFIT`) and nothing is stored.
    public func importFIT(
        _ item: InputItem, source: SourceID = .file, sourceID: String? = nil,
        details: RideDetails = RideDetails(),
        options: DecodeOptions = DecodeOptions()
    ) throws(LibraryError) -> ImportOutcome {
        let sha = try Self.hash(item, options: options)
        if let known = try alreadyHeld(sha, source: source, sourceID: sourceID, details: details) { return known }
        return try importPrepared(
            Self.decode(item, sha: sha, options: options, segments: try segments()), source: source,
            sourceID: sourceID, details: details)
    }

    /// What an import works out of a file before it touches the library: its SHA-256, and its activity decoded
    /// and analysed. Made on any thread (`import --jobs`), then given to `importPrepared` in input order.
    public struct PreparedImport: Sendable {
        let item: InputItem
        let sha: String
        let options: DecodeOptions
        /// Nil when the library held the bytes already when it was prepared (nothing was decoded).
        let read: Read?

        enum Read: Sendable {
            case activity(ActivitySummary, ActivityAnalysis, RideMatches)
            case nonActivity(NonActivity)
            case unparsed(String)
        }
    }

    /// Prepares an import: hashes the input and, unless `held` has its SHA-256, decodes and analyses it, and
    /// matches it against `segments` (the library's, `segments()`).
    /// - Throws: `LibraryError.input` when it cannot be read, `.notFIT` for bytes that are not FIT at all.
    public static func prepareImport(
        _ item: InputItem, held: Set<String>, options: DecodeOptions, segments: [Segment] = []
    ) throws(LibraryError) -> PreparedImport {
        let sha = try hash(item, options: options)
        if held.contains(sha) { return PreparedImport(item: item, sha: sha, options: options, read: nil) }
        return try decode(item, sha: sha, options: options, segments: segments)
    }

    /// The SHA-256 of every file the library holds: what `prepareImport` need not decode.
    public func heldFiles() throws(LibraryError) -> Set<String> {
        Set(try db.query("SELECT sha256 FROM fit_files").compactMap { $0.text("sha256") })
    }

    /// Imports a prepared input, as `importFIT` does.
    public func importPrepared(
        _ prepared: PreparedImport, source: SourceID = .file, sourceID: String? = nil,
        details: RideDetails = RideDetails()
    ) throws(LibraryError) -> ImportOutcome {
        let sha = prepared.sha
        if let known = try alreadyHeld(sha, source: source, sourceID: sourceID, details: details) { return known }
        // Prepared when the library held it, and since removed: decoded now.
        guard let read = prepared.read else {
            return try importPrepared(
                Self.decode(prepared.item, sha: sha, options: prepared.options, segments: try segments()),
                source: source, sourceID: sourceID, details: details)
        }
        let item = prepared.item
        let id = sourceID ?? sha
        var parsed: (ActivitySummary, ActivityAnalysis)?
        var matches: RideMatches?
        var parseError: String?
        var nonActivity: NonActivity?
        switch read {
        case .activity(let summary, let analysis, let found): (parsed, matches) = ((summary, analysis), found)
        case .nonActivity(let file): nonActivity = file
        case .unparsed(let error): parseError = error
        }
        return try locked { () throws(LibraryError) -> ImportOutcome in
            // Another process may have imported the same bytes while these were decoded.
            if let known = try alreadyHeld(sha, source: source, sourceID: sourceID, details: details) { return known }
            var relative = "files/" + StoreNames.component(source.rawValue) + "/" + StoreNames.component(id) + ".fit"
            // Another version of the same id keeps its file: this one gets its hash in its name. A file under
            // the name that no row names was left by an import killed between placing it and committing: it
            // is replaced (one name per file, never the same bytes twice).
            if store.exists(relative),
                try !db.query("SELECT 1 AS x FROM fit_files WHERE path = ?", [.text(relative)]).isEmpty
            {
                relative = String(relative.dropLast(4)) + "-" + sha.prefix(16) + ".fit"
            }
            var copy = try Self.open(item)
            let file = try store.writeTemporary(&copy, beside: relative)
            let size = Int64(file.size)
            var moved = false
            do throws(LibraryError) {
                return try db.transaction { () throws(LibraryError) -> ImportOutcome in
                    try db.query(
                        """
                        INSERT INTO fit_files (sha256, size, path, parsed, parse_error, imported_at, file_type, created, name)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                        [
                            .text(sha), .int(size), .text(relative), .int(parseError == nil ? 1 : 0), .of(parseError),
                            .int(Self.now)
                        ] + Self.typeColumns(nonActivity))
                    var outcome =
                        nonActivity.map { ImportOutcome.kept(sha256: sha, type: Self.typeName($0)) }
                        ?? .unparsed(sha256: sha, error: parseError ?? "")
                    if let (summary, analysis) = parsed {
                        try saveCurve(of: sha, analysis)
                        outcome = try place(
                            ActivityRecord(summary: summary, analysis: analysis, sha256: sha),
                            source: source, sourceID: id)
                        try db.query(
                            "UPDATE fit_files SET activity_id = ? WHERE sha256 = ?",
                            [.of(outcome.activityID), .text(sha)])
                        if let activity = outcome.activityID {
                            try add(details, to: activity)
                            if let matches { try saveMatchesLocked(activity, matches) }
                        }
                    }
                    // The file goes into place inside the transaction (undecodable ones too, kept for reparse): if
                    // the commit fails it is removed again.
                    try store.commit(file)
                    moved = true
                    return outcome
                }
            } catch {
                // Rolled back: no file is left, under either name.
                if moved { store.remove(relative) } else { file.discard() }
                throw error
            }
        }
    }

    /// An input's SHA-256, read within the size limit (a sparse 3 GB file is refused before a byte is read).
    private static func hash(_ item: InputItem, options: DecodeOptions) throws(LibraryError) -> String {
        do throws(InputError) { try item.checkSize(options.maxFileSize) } catch { throw LibraryError.input(error) }
        var bytes = try open(item)
        do { return try SHA256.hex(of: &bytes) } catch {
            throw LibraryError.input(InputError(path: item.name, reason: "\(error)"))
        }
    }

    /// The input decoded and analysed; bytes that are not a FIT file at all are refused (`.notFIT`).
    private static func decode(_ item: InputItem, sha: String, options: DecodeOptions, segments: [Segment])
        throws(LibraryError) -> PreparedImport
    {
        do throws(AnalysisError) {
            let (summary, series) = try Analyzer.read(item, options: options)
            let analysis = Analyzer.analyze(series, summary: summary, settings: AthleteSettings())
            let matches = RideMatches(series, against: segments)
            return PreparedImport(item: item, sha: sha, options: options, read: .activity(summary, analysis, matches))
        } catch {
            switch error {
            case .notFIT(let why): throw LibraryError.notFIT(item.name, why)
            case .notAnActivity(let file):
                return PreparedImport(item: item, sha: sha, options: options, read: .nonActivity(file))
            default: return PreparedImport(item: item, sha: sha, options: options, read: .unparsed("\(error)"))
            }
        }
    }

    /// What `fit_files` keeps of a file that is not an activity: its type, when it was made (Unix seconds) and
    /// its name; NULLs for an activity or a file that does not decode.
    static func typeColumns(_ file: NonActivity?) -> [SQLValue] {
        guard let file else { return [.null, .null, .null] }
        return [.text(typeName(file)), .of(file.created.map { Instant(fit: $0).unix }), .of(file.name)]
    }

    /// A file's type as the library lists it: its `file_id` type, or `unknown` for a file that names none.
    static func typeName(_ file: NonActivity) -> String { file.type ?? "unknown" }

    /// When the library holds these bytes already: the activity they belong to, with what this source knows
    /// added to it (another source's later import of the same file, such as a Strava bulk export of rides
    /// first imported from the device).
    private func alreadyHeld(
        _ sha: String, source: SourceID, sourceID: String?,
        details: RideDetails
    ) throws(LibraryError) -> ImportOutcome? {
        guard let row = try db.query("SELECT activity_id FROM fit_files WHERE sha256 = ?", [.text(sha)]).first else {
            return nil
        }
        guard let held = row.int("activity_id"), source != .file || !details.isEmpty else {
            return .alreadyPresent(row.int("activity_id"))
        }
        let activity = try resolve(held)
        return try db.transaction { () throws(LibraryError) -> ImportOutcome in
            let before = try db.query("SELECT total_changes() AS n").first?.int("n") ?? 0
            if let sourceID {
                try db.query(
                    "INSERT OR IGNORE INTO activity_sources (activity_id, source, source_id) VALUES (?, ?, ?)",
                    [.int(activity), .text(source.rawValue), .text(sourceID)])
            }
            try add(details, to: activity)
            let after = try db.query("SELECT total_changes() AS n").first?.int("n") ?? 0
            return after > before ? .enriched(activity) : .alreadyPresent(activity)
        }
    }

    /// Fills what the activity has no value for yet from a source's details (inside the caller's transaction).
    func add(_ details: RideDetails, to activity: Int64) throws(LibraryError) {
        for (column, value) in [("title", details.title), ("description", details.description), ("gear", details.gear)]
        {
            guard let value, !value.isEmpty else { continue }
            try db.query(
                "UPDATE activities SET \(column) = ? WHERE id = ? AND \(column) IS NULL", [.text(value), .int(activity)]
            )
        }
    }

    /// The activity an id stands for now: itself, or the one it was merged into.
    func resolve(_ id: Int64) throws(LibraryError) -> Int64 {
        var current = id
        for _ in 0..<64 {
            guard
                let next = try db.query("SELECT merged_into FROM activities WHERE id = ?", [.int(current)]).first?
                    .int("merged_into")
            else { return current }
            current = next
        }
        return current
    }

    private static func open(_ item: InputItem) throws(LibraryError) -> any ByteSource {
        do throws(InputError) { return try item.open() } catch { throw LibraryError.input(error) }
    }

    /// Inserts a new activity, or merges it into the one it duplicates (inside the caller's transaction).
    /// Where a ride goes, by the library's rules, before anything is written: one decision for an import and
    /// for a dry run that only says it.
    enum Placement {
        /// The same source id again (a re-download with other bytes): the same activity.
        case sameSourceID(Int64)
        /// The same ride from elsewhere (exact or likely): merged into it.
        case duplicate(Duplicates.Candidate)
        /// A new activity, listed beside one it may duplicate.
        case new(possibleDuplicateOf: Duplicates.Candidate?)
    }

    func placement(_ r: ActivityRecord, source: SourceID, sourceID: String) throws(LibraryError) -> Placement {
        if let held = try db.query(
            "SELECT activity_id FROM activity_sources WHERE source = ? AND source_id = ?",
            [.text(source.rawValue), .text(sourceID)]
        ).first?.int("activity_id") {
            return .sameSourceID(try resolve(held))
        }
        let candidate = try Duplicates.closest(to: r, in: db)
        if let c = candidate, c.kind != .possible { return .duplicate(c) }
        return .new(possibleDuplicateOf: candidate)
    }

    func place(_ r: ActivityRecord, source: SourceID, sourceID: String) throws(LibraryError) -> ImportOutcome {
        switch try placement(r, source: source, sourceID: sourceID) {
        case .sameSourceID(let same):
            try mergeFigures(r, into: same)
            return .merged(into: same, .exact)
        case .duplicate(let c):
            try mergeFigures(r, into: c.id)
            try db.query(
                "INSERT INTO activity_sources (activity_id, source, source_id) VALUES (?, ?, ?)",
                [.int(c.id), .text(source.rawValue), .text(sourceID)])
            return .merged(into: c.id, c.kind)
        case .new(let candidate):
            let id = try insert(r, source: source, sourceID: sourceID)
            if let c = candidate {
                try db.query(
                    "INSERT OR IGNORE INTO possible_duplicates (a, b, start_delta, duration_delta) VALUES (?, ?, ?, ?)",
                    [.int(c.id), .int(id), .int(c.startDelta), .int(c.durationDelta)])
                return .possibleDuplicate(id, of: c.id)
            }
            return .imported(id)
        }
    }

    /// What `importFIT` would do with these bytes, by the same rules, writing nothing: for a dry run. A new
    /// activity's id is 0 (none is made).
    public func plannedImport(
        _ item: InputItem, source: SourceID, sourceID: String, options: DecodeOptions = DecodeOptions()
    )
        throws(LibraryError) -> ImportOutcome
    {
        let sha = try Self.hash(item, options: options)
        if let row = try db.query("SELECT activity_id FROM fit_files WHERE sha256 = ?", [.text(sha)]).first {
            return .alreadyPresent(try row.int("activity_id").map(resolve))
        }
        let record: ActivityRecord
        do throws(AnalysisError) {
            let (summary, series) = try Analyzer.read(item, options: options)
            record = ActivityRecord(
                summary: summary, analysis: Analyzer.analyze(series, summary: summary, settings: AthleteSettings()),
                sha256: sha)
        } catch {
            switch error {
            case .notFIT(let why): throw LibraryError.notFIT(item.name, why)
            case .notAnActivity(let file): return .kept(sha256: sha, type: Self.typeName(file))
            default: return .unparsed(sha256: sha, error: "\(error)")
            }
        }
        switch try placement(record, source: source, sourceID: sourceID) {
        case .sameSourceID(let same): return .merged(into: same, .exact)
        case .duplicate(let c): return .merged(into: c.id, c.kind)
        case .new(let candidate): return candidate.map { .possibleDuplicate(0, of: $0.id) } ?? .imported(0)
        }
    }

    private func insert(_ r: ActivityRecord, source: SourceID, sourceID: String) throws(LibraryError) -> Int64 {
        try db.query(
            """
            INSERT INTO activities (source, source_id, created_at, updated_at, \(ActivityRecord.columns.joined(separator: ", ")))
            VALUES (?, ?, ?, ?, \(ActivityRecord.columns.map { _ in "?" }.joined(separator: ", ")))
            """, [.text(source.rawValue), .text(sourceID), .int(Self.now), .int(Self.now)] + r.values)
        let id = db.lastInsertID
        try db.query(
            "INSERT INTO activity_sources (activity_id, source, source_id) VALUES (?, ?, ?)",
            [.int(id), .text(source.rawValue), .text(sourceID)])
        return id
    }

    /// Keeps the more complete of two records of one ride (more streams, then more samples): its figures and
    /// file become the activity's. The user's title, notes and tags are never touched here.
    func mergeFigures(_ r: ActivityRecord, into id: Int64) throws(LibraryError) {
        guard
            let row = try db.query(
                "SELECT samples, streams, derived, positions, distance FROM activities WHERE id = ?", [.int(id)]
            ).first
        else { return }
        guard r.completeness > ActivityRecord.completeness(of: row) else { return }
        try db.query(
            "UPDATE activities SET \(ActivityRecord.columns.map { "\($0) = ?" }.joined(separator: ", ")), updated_at = ? WHERE id = ?",
            r.values + [.int(Self.now), .int(id)])
    }
}

/// The figures of an activity as the library stores them, from its decoded file: what the library reads of the
/// file itself, then the metrics `Metric.all` keeps in a column.
struct ActivityRecord {
    /// The metrics kept, in their columns' order here.
    static let metrics = Metric.all.filter { $0.libraryColumn != nil }
    static let columns =
        [
            "start_time", "utc_offset", "sport", "sub_sport", "training_stress_score", "samples", "streams",
            "fit_sha256", "sports", "sessions", "derived", "positions"
        ] + metrics.compactMap(\.libraryColumn)
    let startTime: Int64?
    let elapsed: Double?
    let samples: Int
    let streams: Int
    let positions: Int
    let distance: Double?
    /// Written by fitkit from a service's streams (`DerivedFIT`), not by the device.
    let derived: Bool
    /// The file the figures come from (none for a ride without one).
    let sha256: String?
    let values: [SQLValue]

    /// Which of two records of one ride is the more complete, and the one the activity shows: an original
    /// before a derived file, then one with positions (a track), then one with a distance, then more streams,
    /// then more samples. The other stays listed with the activity (`fitkit show`), and reachable by its
    /// SHA-256.
    static func completeness(derived: Bool, positions: Int64, distance: Double?, streams: Int64, samples: Int64)
        -> (Int, Int, Int, Int64, Int64)
    {
        (derived ? 0 : 1, positions > 0 ? 1 : 0, (distance ?? 0) > 0 ? 1 : 0, streams, samples)
    }

    var completeness: (Int, Int, Int, Int64, Int64) {
        Self.completeness(
            derived: derived, positions: Int64(positions), distance: distance, streams: Int64(streams),
            samples: Int64(samples))
    }

    /// The completeness of an activity's row (samples, streams, derived, positions, distance selected).
    static func completeness(of row: Row) -> (Int, Int, Int, Int64, Int64) {
        completeness(
            derived: row.int("derived") == 1, positions: row.int("positions") ?? 0, distance: row.double("distance"),
            streams: row.int("streams") ?? 0, samples: row.int("samples") ?? 0)
    }

    init(summary: ActivitySummary, analysis a: ActivityAnalysis, sha256: String) {
        let whole = summary.sessions.isEmpty ? nil : summary.totals
        startTime = a.startTime.map { Instant(fit: $0).unix }
        elapsed = a.totalElapsedTime
        samples = summary.recordCount
        streams = summary.layout.columns.count
        positions = summary.positionCount
        distance = a.totalDistance
        derived = DerivedFIT.isDerived(summary)
        self.sha256 = sha256
        let sports = summary.sessions.compactMap(\.sport)
        values =
            [
                .of(startTime), .of(summary.utcOffset), .of(a.sport), .of(whole?.subSport),
                .of(whole?.trainingStressScore), .int(Int64(samples)), .int(Int64(streams)), .text(sha256),
                sports.isEmpty ? .of(a.sport.map { ",\($0)," }) : .text("," + sports.joined(separator: ",") + ","),
                .int(Int64(max(1, summary.sessions.count))), .int(derived ? 1 : 0), .int(Int64(positions))
            ] + Self.metrics.map { .of($0.value(a)) }
    }

    /// A ride a service knows without a recording (a manual entry): its figures, no file.
    init(_ m: RideWithoutFile) {
        startTime = m.start
        elapsed = m.elapsed
        samples = 0
        streams = 0
        positions = 0
        distance = m.distance
        derived = false
        sha256 = nil
        var a = ActivityAnalysis()
        a.totalElapsedTime = m.elapsed
        (a.totalTimerTime, a.movingTime) = (m.moving, m.moving)
        (a.totalDistance, a.totalAscent) = (m.distance, m.ascent)
        a.avgSpeed = m.moving.flatMap { $0 > 0 ? (m.distance ?? 0) / $0 : nil }
        values =
            [
                .int(m.start), .of(m.utcOffset), .of(m.sport), .null, .null, .int(0), .int(0), .null,
                .of(m.sport.map { ",\($0)," }), .int(1), .int(0), .int(0)
            ] + Self.metrics.map { .of($0.value(a)) }
    }
}
