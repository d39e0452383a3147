#if canImport(Glibc)
import Glibc
#endif
import FITActivity
import FITAnalysis
import FITInput
import FITKit

/// The user's library: one SQLite database and a folder of original FIT files (loose, or packed in monthly
/// archives), for activities from several sources. Every change to an activity happens in one transaction.
public final class Library {
    public let folder: String
    let db: Database
    let store: FileStore

    /// `$XDG_DATA_HOME/fitkit`, else `~/.local/share/fitkit`.
    public static var defaultFolder: String {
        if let xdg = getenv("XDG_DATA_HOME").map({ String(cString: $0) }), !xdg.isEmpty { return xdg + "/fitkit" }
        let home = getenv("HOME").map { String(cString: $0) } ?? "."
        return home + "/.local/share/fitkit"
    }

    public init(folder: String = Library.defaultFolder) throws(LibraryError) {
        self.folder = folder
        try SystemLibraries.load()
        try FileStore.makeFolders(folder)
        db = try Database(path: folder + "/library.sqlite")
        store = FileStore(root: folder)
        try Migrations.apply(to: db)
    }

    static var now: Int64 { Int64(time(nil)) }

    // MARK: import

    public enum ImportOutcome: Sendable, Equatable {
        case imported(Int64)
        /// These exact bytes are in the library already.
        case alreadyPresent(Int64?)
        /// The same ride from elsewhere: merged into that activity.
        case merged(into: Int64, DuplicateKind)
        /// Imported as its own activity, listed for review beside one it may duplicate.
        case possibleDuplicate(Int64, of: Int64)
        /// Stored but not decodable: kept for `reparse`, with the reason.
        case unparsed(sha256: String, error: String)

        /// The activity the file now belongs to.
        public var activityID: Int64? {
            switch self {
            case .imported(let a), .possibleDuplicate(let a, _), .merged(let a, _): a
            case .alreadyPresent(let a): a
            case .unparsed: nil
            }
        }
    }

    /// Imports one FIT input. `source` and `sourceID` say where it came from ("file" and its SHA-256 by default;
    /// sync gives "strava" and the activity's id there).
    /// - Parameter title: the source's title for the ride, set when the activity has none (never replacing one).
    public func importFIT(_ item: InputItem, source: String = "file", sourceID: String? = nil, title: String? = nil,
                          options: DecodeOptions = DecodeOptions()) throws(LibraryError) -> ImportOutcome {
        var bytes = try open(item)
        let sha: String
        do { sha = try SHA256.hex(of: &bytes) } catch { throw LibraryError.input(InputError(path: item.name, reason: "\(error)")) }
        if let existing = try db.query("SELECT activity_id FROM fit_files WHERE sha256 = ?", [.text(sha)]).first {
            return .alreadyPresent(existing.int("activity_id"))
        }
        let id = sourceID ?? sha
        var relative = "files/" + StoreNames.component(source) + "/" + StoreNames.component(id) + ".fit"
        // Another version of the same id keeps its file: this one gets its hash in its name.
        if store.exists(relative) { relative = String(relative.dropLast(4)) + "-" + sha.prefix(16) + ".fit" }
        let parsed: (ActivitySummary, ActivityAnalysis)?
        var parseError: String?
        do throws(AnalysisError) {
            let (summary, series) = try Analyzer.read(item, options: options)
            parsed = (summary, Analyzer.analyze(series, summary: summary, settings: AthleteSettings()))
        } catch {
            parsed = nil
            parseError = "\(error)"
        }
        var copy = try open(item)
        let temporary = try store.writeTemporary(&copy, beside: relative)
        let size = FileStore.size(temporary) ?? 0
        var moved = false
        do {
            let outcome = try db.transaction { () throws(LibraryError) -> ImportOutcome in
                try db.query("""
                    INSERT INTO fit_files (sha256, size, path, parsed, parse_error, imported_at) VALUES (?, ?, ?, ?, ?, ?)
                    """, [.text(sha), .int(size), .text(relative), .int(parsed == nil ? 0 : 1), .of(parseError), .int(Self.now)])
                var outcome = ImportOutcome.unparsed(sha256: sha, error: parseError ?? "")
                if let (summary, analysis) = parsed {
                    outcome = try place(ActivityRecord(summary: summary, analysis: analysis, sha256: sha),
                                        source: source, sourceID: id)
                    try db.query("UPDATE fit_files SET activity_id = ? WHERE sha256 = ?", [.of(outcome.activityID), .text(sha)])
                    if let title, let activity = outcome.activityID {
                        try db.query("UPDATE activities SET title = ? WHERE id = ? AND title IS NULL", [.text(title), .int(activity)])
                    }
                }
                // The file goes into place inside the transaction (undecodable ones too, kept for reparse): if
                // the commit fails it is removed again.
                try store.commit(temporary, to: relative)
                moved = true
                return outcome
            }
            return outcome
        } catch {
            // Rolled back: no file is left, under either name.
            if moved { store.remove(relative) } else { unlink(temporary) }
            throw error
        }
    }

    private func open(_ item: InputItem) throws(LibraryError) -> any ByteSource {
        do throws(InputError) { return try item.open() } catch { throw LibraryError.input(error) }
    }

    /// Inserts a new activity, or merges it into the one it duplicates (inside the caller's transaction).
    func place(_ r: ActivityRecord, source: String, sourceID: String) throws(LibraryError) -> ImportOutcome {
        // The same source id again (a re-download with other bytes) is the same activity.
        if let same = try db.query("SELECT activity_id FROM activity_sources WHERE source = ? AND source_id = ?",
                                   [.text(source), .text(sourceID)]).first?.int("activity_id") {
            try mergeFigures(r, into: same)
            return .merged(into: same, .exact)
        }
        let candidate = try Duplicates.closest(to: r, in: db)
        if let c = candidate, c.kind != .possible {
            try mergeFigures(r, into: c.id)
            try db.query("INSERT INTO activity_sources (activity_id, source, source_id) VALUES (?, ?, ?)",
                         [.int(c.id), .text(source), .text(sourceID)])
            return .merged(into: c.id, c.kind)
        }
        let id = try insert(r, source: source, sourceID: sourceID)
        if let c = candidate {
            try db.query("INSERT OR IGNORE INTO possible_duplicates (a, b, start_delta, duration_delta) VALUES (?, ?, ?, ?)",
                         [.int(c.id), .int(id), .int(c.startDelta), .int(c.durationDelta)])
            return .possibleDuplicate(id, of: c.id)
        }
        return .imported(id)
    }

    private func insert(_ r: ActivityRecord, source: String, sourceID: String) throws(LibraryError) -> Int64 {
        try db.query("""
            INSERT INTO activities (source, source_id, created_at, updated_at, \(ActivityRecord.columns.joined(separator: ", ")))
            VALUES (?, ?, ?, ?, \(ActivityRecord.columns.map { _ in "?" }.joined(separator: ", ")))
            """, [.text(source), .text(sourceID), .int(Self.now), .int(Self.now)] + r.values)
        let id = db.lastInsertID
        try db.query("INSERT INTO activity_sources (activity_id, source, source_id) VALUES (?, ?, ?)",
                     [.int(id), .text(source), .text(sourceID)])
        return id
    }

    /// Keeps the more complete of two records of one ride (more streams, then more samples): its figures and
    /// file become the activity's. The user's title, notes and tags are never touched here.
    func mergeFigures(_ r: ActivityRecord, into id: Int64) throws(LibraryError) {
        guard let row = try db.query("SELECT samples, streams FROM activities WHERE id = ?", [.int(id)]).first else { return }
        let current = (row.int("streams") ?? 0, row.int("samples") ?? 0)
        guard (Int64(r.streams), Int64(r.samples)) > current else { return }
        try db.query("UPDATE activities SET \(ActivityRecord.columns.map { "\($0) = ?" }.joined(separator: ", ")), updated_at = ? WHERE id = ?",
                     r.values + [.int(Self.now), .int(id)])
    }
}

/// The figures of an activity as the library stores them, from its decoded file.
struct ActivityRecord {
    static let columns = ["start_time", "utc_offset", "sport", "sub_sport", "elapsed_time", "timer_time",
                          "moving_time", "distance", "ascent", "descent", "avg_speed", "avg_power",
                          "normalized_power", "avg_heart_rate", "max_heart_rate", "training_stress_score",
                          "samples", "streams", "fit_sha256"]
    let startTime: Int64?
    let elapsed: Double?
    let samples: Int
    let streams: Int
    let values: [SQLValue]

    init(summary: ActivitySummary, analysis a: ActivityAnalysis, sha256: String) {
        let session = summary.sessions.first
        startTime = a.startTime.map { Int64($0) + FieldValue.fitEpochOffset }
        elapsed = a.totalElapsedTime
        samples = summary.recordCount
        streams = summary.layout.columns.count
        values = [.of(startTime), .of(summary.utcOffset), .of(a.sport), .of(session?.subSport), .of(a.totalElapsedTime),
                  .of(a.totalTimerTime), .of(a.movingTime), .of(a.totalDistance), .of(a.totalAscent), .of(a.totalDescent),
                  .of(a.avgSpeed), .of(a.avgPower), .of(a.normalizedPower), .of(a.avgHeartRate), .of(a.maxHeartRate),
                  .of(session?.trainingStressScore), .int(Int64(samples)), .int(Int64(streams)), .text(sha256)]
    }
}
