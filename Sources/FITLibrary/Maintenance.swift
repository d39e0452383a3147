import FITAnalysis
import FITInput
import FITSupport
import FITKit

public struct GCReport: Sendable {
    /// Loose files no database row names, whose bytes the library holds elsewhere, that copy read back and
    /// hashed intact first (deleted unless dry run).
    public var redundantFiles: [String] = []
    /// Loose files no database row names and whose bytes the library does not hold: kept, to import.
    public var unknownFiles: [String] = []
    /// Database rows whose file is missing or damaged, and no intact copy was found: reported, kept (the file
    /// may come back from a backup) unless `forgetMissing`.
    public var missingFiles: [(sha256: String, activity: Int64?)] = []
    /// Rows whose own copy was missing or damaged, now pointing to an intact loose copy or archive member found.
    public var restoredFiles: [(sha256: String, from: String)] = []
    /// Archives rows name that cannot be read whole (missing, truncated, damaged), with why.
    public var damagedArchives: [(archive: String, reason: String)] = []
    /// Archives no row names whose every member the library holds intact elsewhere (left by a killed run:
    /// deleted unless dry run), and those holding something the library does not (kept).
    public var redundantArchives: [String] = []
    public var unknownArchives: [String] = []
    public var temporaryFiles: [String] = []
    /// Rows forgotten because their file was missing (`forgetMissing` only).
    public var forgotten = 0
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
    /// Finds what the store and the database disagree on, and repairs what is safe. No copy of a file is
    /// deleted before the copy the library keeps instead has been read back and its SHA-256 checked; a row
    /// whose copy is missing or damaged takes an intact copy found loose or in another archive; a row whose
    /// file is nowhere is reported and kept unless `forgetMissing` (and a pass that forgets deletes nothing).
    public func gc(dryRun: Bool, forgetMissing: Bool = false) throws(LibraryError) -> GCReport {
        try locked(sweep: !dryRun) { () throws(LibraryError) -> GCReport in
            try gcLocked(dryRun: dryRun, forgetMissing: forgetMissing)
        }
    }

    /// What an archive holds, read back: each member's SHA-256, or why it cannot be read whole.
    struct ArchiveContents {
        var members: [String: String] = [:]
        var damage: String?
    }

    func readBack(_ archive: String) -> ArchiveContents {
        var contents = ArchiveContents()
        guard store.exists(archive) else {
            contents.damage = "missing"
            return contents
        }
        do {
            try forEachArchiveMember(store.absolute(archive), limit: Int.max) { member, bytes in
                contents.members[member] = bytes.withUnsafeBytes { SHA256.hex(of: $0) }
            }
        } catch {
            contents.damage = "cannot be read whole: \(error)"
        }
        return contents
    }

    /// The SHA-256 of a loose file as it is on disk now, nil when it cannot be read.
    func hashOf(_ relative: String) -> String? {
        (try? readFile(store.absolute(relative)))?.withUnsafeBytes { SHA256.hex(of: $0) }
    }

    private func gcLocked(dryRun: Bool, forgetMissing: Bool) throws(LibraryError) -> GCReport {
        var report = GCReport()
        let rows = try db.query("SELECT sha256, path, archive, member, activity_id FROM fit_files")
        // Taking the lock removed what dead processes left half-written (`locked`); a dry run only reports.
        report.temporaryFiles = dryRun ? store.temporaryFiles() : debris
        let onDisk = store.files(under: "archives").filter { !$0.contains(FileStore.temporaryMark) }
        var archives: [String: ArchiveContents] = [:]
        for name in Set(rows.compactMap { $0.text("archive") } + onDisk).sorted() { archives[name] = readBack(name) }
        for name in Set(rows.compactMap { $0.text("archive") }).sorted() {
            if let damage = archives[name]?.damage {
                report.damagedArchives.append((name, damage))
                continue
            }
            // Read whole, yet without some of its files (truncated to nothing reads as an empty archive).
            let expected = rows.filter { $0.text("archive") == name }
            let lacking = expected.filter { r in
                r.text("member").flatMap { archives[name]?.members[$0] } != r.text("sha256")
            }
            if !lacking.isEmpty {
                report.damagedArchives.append((name, "without \(lacking.count) of its \(expected.count) files intact"))
            }
        }
        // Each row's copy: intact when its loose file hashes to its SHA-256, or its archive member does.
        var loose: [String: String] = [:]  // referenced path -> hash now
        func intact(_ r: Row) -> Bool {
            guard let sha = r.text("sha256") else { return false }
            if let path = r.text("path") {
                if loose[path] == nil { loose[path] = hashOf(path) ?? "" }
                return loose[path] == sha
            }
            guard let archive = r.text("archive"), let member = r.text("member") else { return false }
            return archives[archive]?.members[member] == sha
        }
        var broken = Dictionary(
            uniqueKeysWithValues: rows.filter { !intact($0) }.compactMap { r in
                r.text("sha256").map { ($0, r) }
            })
        let referenced = Set(rows.compactMap { $0.text("path") })
        let known = Set(rows.compactMap { $0.text("sha256") })
        var restore: [(sha: String, path: String?, archive: String?, member: String?)] = []
        for path in store.files(under: "files")
        where !referenced.contains(path) && !path.contains(FileStore.temporaryMark) {
            guard let sha = hashOf(path), known.contains(sha) else {
                report.unknownFiles.append(path)
                continue
            }
            if broken[sha] != nil {
                // The library's own copy is gone or damaged: this one takes its place.
                broken[sha] = nil
                restore.append((sha, path, nil, nil))
                report.restoredFiles.append((sha, path))
            } else {
                report.redundantFiles.append(path)
            }
        }
        // Archives no row names: left by a run killed between writing one and recording it.
        for name in onDisk where !rows.contains(where: { $0.text("archive") == name }) {
            guard let contents = archives[name], contents.damage == nil else {
                report.damagedArchives.append((name, (archives[name]?.damage ?? "missing") + " (no activity uses it)"))
                continue
            }
            var needed = false
            for (member, sha) in contents.members where broken[sha] != nil {
                broken[sha] = nil
                restore.append((sha, nil, name, member))
                report.restoredFiles.append((sha, name + ":" + member))
                needed = true
            }
            if needed || contents.members.values.contains(where: { !known.contains($0) }) {
                if !needed { report.unknownArchives.append(name) }
            } else {
                report.redundantArchives.append(name)
            }
        }
        report.missingFiles = broken.values.compactMap { r in r.text("sha256").map { ($0, r.int("activity_id")) } }
            .sorted { $0.sha256 < $1.sha256 }
        guard !dryRun else { return report }
        try db.transaction { () throws(LibraryError) in
            for r in restore {
                try db.query(
                    "UPDATE fit_files SET path = ?, archive = ?, member = ? WHERE sha256 = ?",
                    [.of(r.path), .of(r.archive), .of(r.member), .text(r.sha)])
            }
        }
        if forgetMissing {
            // Forgetting rows and deleting copies never happen in one pass.
            try db.transaction { () throws(LibraryError) in
                for m in report.missingFiles {
                    try db.query("DELETE FROM fit_files WHERE sha256 = ?", [.text(m.sha256)])
                    try db.query("UPDATE activities SET fit_sha256 = NULL WHERE fit_sha256 = ?", [.text(m.sha256)])
                }
            }
            report.forgotten = report.missingFiles.count
            return report
        }
        for path in report.redundantFiles { store.remove(path) }
        for name in report.redundantArchives { store.remove(name) }
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
    /// - Parameter jobs: files decoded at once; the library is written here, file by file, in the same order.
    public func reparse(options: DecodeOptions = DecodeOptions(), jobs: Int = 1) throws(LibraryError)
        -> ReparseReport
    {
        var report = ReparseReport()
        var thrown: LibraryError?
        let pool = OrderedPool<Reparsed>(jobs: jobs) { reparsed in
            guard thrown == nil else { return }
            do throws(LibraryError) { try self.apply(reparsed, to: &report) } catch { thrown = error }
        }
        for r in try db.query("SELECT sha256, activity_id, parsed, file_type FROM fit_files ORDER BY imported_at") {
            guard let sha = r.text("sha256"), thrown == nil else { continue }
            report.files += 1
            let item = try input(sha256: sha, name: sha, maxFileSize: options.maxFileSize)
            let activity = r.int("activity_id")
            pool.submit {
                Reparsed(
                    options: options, sha: sha, activity: activity,
                    figures: Result { () throws(AnalysisError) in
                        try Self.figures(of: item, sha256: sha, options: options)
                    })
            }
        }
        pool.finish()
        if let thrown { throw thrown }
        return report
    }

    /// A stored file decoded again (on any thread), for `apply`.
    private struct Reparsed: Sendable {
        let options: DecodeOptions
        let sha: String
        let activity: Int64?
        let figures: Result<(ActivityRecord, ActivityAnalysis), AnalysisError>
    }

    /// Writes what decoding a stored file again gave.
    private func apply(_ reparsed: Reparsed, to report: inout ReparseReport) throws(LibraryError) {
        let sha = reparsed.sha
        let record: ActivityRecord, analysis: ActivityAnalysis
        let options = reparsed.options
        var figures = reparsed.figures
        if case .failure(.input) = figures {
            // The file could not be read where it was a moment ago: an `archive` beside this run may have just
            // moved it into an archive. Found again where the library now keeps it, and read there.
            let item = try input(sha256: sha, name: sha, maxFileSize: options.maxFileSize)
            figures = Result { () throws(AnalysisError) in try Self.figures(of: item, sha256: sha, options: options) }
        }
        switch figures {
        case .success(let figures): (record, analysis) = figures
        case .failure(let error):
            if case .notAnActivity(let file) = error {
                if try keepAsFile(sha, file, activity: reparsed.activity) { report.notActivities += 1 }
                return
            }
            report.failures.append((sha, "\(error)"))
            // A file that could not be read says nothing of its bytes: its row stays as it was. Only what the
            // bytes are (a decode error) is recorded.
            if case .input = error { return }
            try db.query(
                "UPDATE fit_files SET parsed = 0, parse_error = ? WHERE sha256 = ?", [.text("\(error)"), .text(sha)])
            return
        }
        try db.transaction { () throws(LibraryError) in
            try saveCurve(of: sha, analysis)
            if let activity = reparsed.activity {
                try update(activity, with: record)
                report.updated += 1
            } else {
                let outcome = try place(record, source: .file, sourceID: sha)
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
