#if canImport(Glibc)
import Glibc
#endif
import FITAnalysis
import FITInput
import FITKit

public struct GCReport: Sendable {
    /// Loose files no database row names, whose bytes the library holds elsewhere (deleted unless dry run).
    public var redundantFiles: [String] = []
    /// Loose files no database row names and whose bytes the library does not hold: kept, to import.
    public var unknownFiles: [String] = []
    /// Database rows whose file is gone: their activities are listed, the rows removed unless dry run.
    public var missingFiles: [(sha256: String, activity: Int64?)] = []
    public var temporaryFiles: [String] = []
}

public struct DiskUsage: Sendable {
    public var files: Int64 = 0, fileCount = 0
    public var archives: Int64 = 0, archiveCount = 0
    public var database: Int64 = 0
}

public struct PossibleDuplicate: Sendable {
    public let a: Int64, b: Int64, startDelta: Int64, durationDelta: Int64
}

extension Library {
    /// Finds what the store and the database disagree on, and repairs what is safe: nothing whose bytes the
    /// library does not hold elsewhere is ever deleted.
    public func gc(dryRun: Bool) throws(LibraryError) -> GCReport {
        try locked(sweep: !dryRun) { () throws(LibraryError) -> GCReport in try gcLocked(dryRun: dryRun) }
    }

    private func gcLocked(dryRun: Bool) throws(LibraryError) -> GCReport {
        var report = GCReport()
        let rows = try db.query("SELECT sha256, path, archive, member, activity_id FROM fit_files")
        let referenced = Set(rows.compactMap { $0.text("path") })
        let known = Set(rows.compactMap { $0.text("sha256") })
        // Taking the lock removed what dead processes left half-written (`locked`); a dry run only reports.
        report.temporaryFiles = dryRun ? store.temporaryFiles() : debris
        for path in store.files(under: "files")
        where !referenced.contains(path) && !path.contains(FileStore.temporaryMark) {
            let sha = (try? readFile(store.absolute(path)))?.withUnsafeBytes { SHA256.hex(of: $0) }
            if let sha, known.contains(sha) {
                report.redundantFiles.append(path)
            } else {
                report.unknownFiles.append(path)
            }
        }
        for r in rows {
            guard let sha = r.text("sha256") else { continue }
            let present: Bool
            if let path = r.text("path") {
                present = store.exists(path)
            } else if let archive = r.text("archive") {
                present = store.exists(archive)
            } else {
                present = false
            }
            if !present { report.missingFiles.append((sha, r.int("activity_id"))) }
        }
        guard !dryRun else { return report }
        for path in report.redundantFiles { store.remove(path) }
        try db.transaction { () throws(LibraryError) in
            for m in report.missingFiles {
                try db.query("DELETE FROM fit_files WHERE sha256 = ?", [.text(m.sha256)])
                try db.query("UPDATE activities SET fit_sha256 = NULL WHERE fit_sha256 = ?", [.text(m.sha256)])
            }
        }
        return report
    }

    public func diskUsage() -> DiskUsage {
        var u = DiskUsage()
        for f in store.files(under: "files") { u.files += FileStore.size(store.absolute(f)) ?? 0; u.fileCount += 1 }
        for f in store.files(under: "archives") {
            u.archives += FileStore.size(store.absolute(f)) ?? 0; u.archiveCount += 1
        }
        for suffix in ["", "-wal", "-shm"] { u.database += FileStore.size(folder + "/library.sqlite" + suffix) ?? 0 }
        return u
    }

    public struct ReparseReport: Sendable {
        public var files = 0, updated = 0, newlyParsed = 0
        /// Files now known not to be activities (a course imported as one before), kept by their type.
        public var notActivities = 0
        public var failures: [(sha256: String, error: String)] = []
    }

    /// Decodes every stored file again (after a decoder upgrade): figures are refreshed (never the user's
    /// title, notes or tags), files that failed before and decode now become activities, and files that are
    /// not activities are kept as what they are (an activity made from one before goes, unless the user
    /// edited it or it holds another file).
    public func reparse(options: DecodeOptions = DecodeOptions()) throws(LibraryError) -> ReparseReport {
        var report = ReparseReport()
        for r in try db.query("SELECT sha256, activity_id, parsed, file_type FROM fit_files ORDER BY imported_at") {
            guard let sha = r.text("sha256") else { continue }
            report.files += 1
            let item = try input(sha256: sha, name: sha, maxFileSize: options.maxFileSize)
            let record: ActivityRecord
            do throws(AnalysisError) {
                let (summary, series) = try Analyzer.read(item, options: options)
                record = ActivityRecord(
                    summary: summary,
                    analysis: Analyzer.analyze(
                        series, summary: summary,
                        settings: AthleteSettings()), sha256: sha)
            } catch {
                if case .notAnActivity(let file) = error {
                    if try keepAsFile(sha, file, activity: r.int("activity_id")) { report.notActivities += 1 }
                    continue
                }
                report.failures.append((sha, "\(error)"))
                try db.query(
                    "UPDATE fit_files SET parsed = 0, parse_error = ? WHERE sha256 = ?", [.text("\(error)"), .text(sha)]
                )
                continue
            }
            try db.transaction { () throws(LibraryError) in
                if let activity = r.int("activity_id") {
                    try db.query(
                        "UPDATE activities SET \(ActivityRecord.columns.map { "\($0) = ?" }.joined(separator: ", ")), updated_at = ? WHERE id = ? AND fit_sha256 = ?",
                        record.values + [.int(Self.now), .int(activity), .text(sha)])
                    report.updated += 1
                } else {
                    let outcome = try place(record, source: "file", sourceID: sha)
                    try db.query(
                        "UPDATE fit_files SET activity_id = ? WHERE sha256 = ?", [.of(outcome.activityID), .text(sha)])
                    report.newlyParsed += 1
                }
                try db.query(
                    """
                    UPDATE fit_files SET parsed = 1, parse_error = NULL, file_type = NULL, created = NULL, name = NULL
                    WHERE sha256 = ?
                    """, [.text(sha)])
            }
        }
        return report
    }

    /// Keeps a file that is not an activity as what it is. An activity made from it before (by an older
    /// fitkit) goes when the file was its only one and the user has not edited it; otherwise it stays, and
    /// the file with it. Returns whether anything changed.
    private func keepAsFile(_ sha: String, _ file: NonActivity, activity: Int64?) throws(LibraryError) -> Bool {
        try db.transaction { () throws(LibraryError) -> Bool in
            if let activity {
                let others = try db.query(
                    "SELECT 1 AS x FROM fit_files WHERE activity_id = ? AND sha256 != ?", [.int(activity), .text(sha)])
                let edited = try db.query(
                    """
                    SELECT 1 AS x FROM activities WHERE id = ?
                    AND (title IS NOT NULL OR notes IS NOT NULL OR tags IS NOT NULL OR merged_into IS NOT NULL)
                    """, [.int(activity)])
                guard others.isEmpty && edited.isEmpty else { return false }
                try db.query("UPDATE fit_files SET activity_id = NULL WHERE sha256 = ?", [.text(sha)])
                try db.query("DELETE FROM activities WHERE id = ?", [.int(activity)])
            }
            let before = try db.query("SELECT file_type FROM fit_files WHERE sha256 = ?", [.text(sha)]).first
            try db.query(
                "UPDATE fit_files SET parsed = 1, parse_error = NULL, file_type = ?, created = ?, name = ? WHERE sha256 = ?",
                Self.typeColumns(file) + [.text(sha)])
            return activity != nil || before?.text("file_type") == nil
        }
    }

    public func possibleDuplicates() throws(LibraryError) -> [PossibleDuplicate] {
        try db.query(
            """
            SELECT a, b, start_delta, duration_delta FROM possible_duplicates
            WHERE NOT EXISTS (SELECT 1 FROM activities WHERE id IN (a, b) AND merged_into IS NOT NULL) ORDER BY a, b
            """
        ).map {
            PossibleDuplicate(
                a: $0.int("a") ?? 0, b: $0.int("b") ?? 0, startDelta: $0.int("start_delta") ?? 0,
                durationDelta: $0.int("duration_delta") ?? 0)
        }
    }

    /// Marks a possible pair as two different rides.
    public func dismiss(_ a: Int64, _ b: Int64) throws(LibraryError) {
        try db.query(
            "DELETE FROM possible_duplicates WHERE (a = ? AND b = ?) OR (a = ? AND b = ?)",
            [.int(a), .int(b), .int(b), .int(a)])
    }
}
