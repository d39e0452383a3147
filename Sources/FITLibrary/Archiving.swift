#if canImport(Glibc)
import Glibc
#endif
import FITInput
import FITKit
import FITSupport

/// Packing old FIT files into monthly archives inside the library, and bringing them back.
///
/// The order makes every moment safe to be killed at: (1) a new archive is written under a temporary name
/// (the month's old members copied, the new files added), flushed, then re-read member by member and each
/// member's SHA-256 compared with the database; (2) it is renamed over the month's archive; (3) one transaction
/// records where each file now lives; (4) only then are the loose originals deleted. Killed before (2), nothing
/// changed; between (2) and (3), the archive holds extra members the next run rewrites; between (3) and (4),
/// loose copies of archived files remain, which the next run (or `gc`) deletes after checking the archive.
public struct ArchiveReport: Sendable {
    public var files = 0
    public var archives: [String] = []
    /// Bytes of the loose files packed, and what the archives grew by.
    public var bytesBefore: Int64 = 0
    public var bytesAfter: Int64 = 0
}

public enum ArchiveFormat: String, CaseIterable, Sendable {
    case tarZst = "tar.zst", tarXz = "tar.xz", zip

    /// tar.zst where the system libarchive writes zstd, else tar.xz.
    public static var preferred: ArchiveFormat { ArchiveWriter.hasZstd ? .tarZst : .tarXz }
}

extension Library {
    /// Packs the loose files of activities that started before `cutoff` (Unix seconds), by month of their
    /// start; files that are not activities go by when they were made, files that never parsed by the month
    /// they were imported.
    /// - Parameter progress: files packed so far, and how many there are, after each month.
    public func archive(
        before cutoff: Int64, format: ArchiveFormat = .preferred, dryRun: Bool = false,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws(LibraryError) -> ArchiveReport {
        try locked { () throws(LibraryError) -> ArchiveReport in
            try archiveLocked(before: cutoff, format: format, dryRun: dryRun, progress: progress)
        }
    }

    private func archiveLocked(
        before cutoff: Int64, format: ArchiveFormat, dryRun: Bool,
        progress: ((Int, Int) -> Void)?
    ) throws(LibraryError) -> ArchiveReport {
        try finishInterruptedArchiving()
        let rows = try db.query(
            """
            SELECT f.sha256, f.path, f.size, COALESCE(a.start_time, f.created, f.imported_at) AS t
            FROM fit_files f LEFT JOIN activities a ON a.id = f.activity_id
            WHERE f.path IS NOT NULL AND COALESCE(a.start_time, f.created, f.imported_at) < ?
            ORDER BY t
            """, [.int(cutoff)])
        var byMonth: [String: [Row]] = [:]
        for r in rows { byMonth[Self.month(r.int("t") ?? 0), default: []].append(r) }
        var report = ArchiveReport()
        for (month, files) in byMonth.sorted(by: { $0.key < $1.key }) {
            let name = "archives/\(month).\(format.rawValue)"
            report.files += files.count
            report.archives.append(name)
            report.bytesBefore += files.reduce(0) { $0 + ($1.int("size") ?? 0) }
            if dryRun { continue }
            let before = FileStore.size(store.absolute(name)) ?? 0
            try pack(files, into: name, format: format)
            report.bytesAfter += (FileStore.size(store.absolute(name)) ?? 0) - before
            progress?(report.files, rows.count)
        }
        return report
    }

    static func month(_ unix: Int64) -> String {
        var t = time_t(unix)
        var parts = tm()
        gmtime_r(&t, &parts)
        let m = Int(parts.tm_mon) + 1
        return "\(Int(parts.tm_year) + 1900)-\(m < 10 ? "0" : "")\(m)"
    }

    private func pack(_ files: [Row], into name: String, format: ArchiveFormat) throws(LibraryError) {
        let final = store.absolute(name)
        try FileStore.makeFolders(store.absolute("archives"))
        // Written whole under a temporary name, synced, read back, then renamed over the old one.
        let file: AtomicFile
        do throws(OutputError) { file = try AtomicFile(path: final, overwrite: true, durable: true) } catch {
            throw LibraryError(error)
        }
        var placed = false
        defer { if !placed { file.discard() } }
        // What the archive must hold when done: its current members still in the database, and the new files.
        var expected: [String: String] = [:]  // member -> sha256
        let writer = try ArchiveWriter(descriptor: file.descriptor, path: final, format: format)
        let newMembers = Set(files.compactMap { $0.text("sha256").map { $0 + ".fit" } })
        if access(final, F_OK) == 0 {
            let kept = Set(
                try db.query("SELECT member FROM fit_files WHERE archive = ?", [.text(name)]).compactMap {
                    $0.text("member")
                })
            do {
                try forEachArchiveMember(final, limit: Int.max) { member, bytes in
                    // Members no longer in the database (removed activities) and ones about to be re-added go.
                    guard kept.contains(member), !newMembers.contains(member), expected[member] == nil else { return }
                    try writer.add(member: member, bytes: bytes, modified: Self.now)
                    expected[member] = String(member.dropLast(4))
                }
            } catch let error as LibraryError { throw error } catch { throw LibraryError.archive("\(final): \(error)") }
        }
        for f in files {
            guard let sha = f.text("sha256"), let path = f.text("path") else { continue }
            let bytes = try readFile(store.absolute(path))
            guard bytes.withUnsafeBytes({ SHA256.hex(of: $0) }) == sha else {
                throw LibraryError.archive(
                    "\(path) does not match its SHA-256 any more; nothing archived (run fitkit gc)")
            }
            try writer.add(member: sha + ".fit", bytes: bytes, modified: Self.now)
            expected[sha + ".fit"] = sha
        }
        try writer.close()
        do throws(OutputError) { try file.prepare() } catch { throw LibraryError(error) }
        try verify(file.writtenPath, holds: expected)
        try store.commit(file)
        placed = true
        try db.transaction { () throws(LibraryError) in
            for f in files {
                guard let sha = f.text("sha256") else { continue }
                try db.query(
                    "UPDATE fit_files SET archive = ?, member = ?, path = NULL WHERE sha256 = ?",
                    [.text(name), .text(sha + ".fit"), .text(sha)])
            }
        }
        for f in files { if let path = f.text("path") { store.remove(path) } }
    }

    /// Re-reads an archive member by member: every expected member present, with the expected SHA-256.
    func verify(_ archive: String, holds expected: [String: String]) throws(LibraryError) {
        var seen: [String: String] = [:]
        do {
            try forEachArchiveMember(archive, limit: Int.max) { member, bytes in
                seen[member] = bytes.withUnsafeBytes { SHA256.hex(of: $0) }
            }
        } catch {
            throw LibraryError.archive("\(archive) cannot be read back: \(error); nothing was changed")
        }
        for (member, sha) in expected where seen[member] != sha {
            throw LibraryError.archive("\(archive): \(member) did not read back intact; nothing was changed")
        }
    }

    /// Deletes loose copies of files the database says are archived (left by a run killed after its
    /// transaction), once their archive has been read back and its member hashes to the file's SHA-256.
    func finishInterruptedArchiving() throws(LibraryError) {
        let archived = try db.query("SELECT sha256, archive, member FROM fit_files WHERE archive IS NOT NULL")
        guard !archived.isEmpty else { return }
        let referenced = Set(
            try db.query("SELECT path FROM fit_files WHERE path IS NOT NULL").compactMap { $0.text("path") })
        var location: [String: (archive: String, member: String)] = [:]
        for r in archived {
            if let sha = r.text("sha256"), let a = r.text("archive"), let m = r.text("member") {
                location[sha] = (a, m)
            }
        }
        var contents: [String: ArchiveContents] = [:]
        for path in store.files(under: "files")
        where !referenced.contains(path) && !path.contains(FileStore.temporaryMark) {
            guard let sha = hashOf(path), let (archive, member) = location[sha] else { continue }
            if contents[archive] == nil { contents[archive] = readBack(archive) }
            if contents[archive]?.members[member] == sha { store.remove(path) }
        }
    }

    /// Brings archived files back as loose files (all, or those of `ids`), then rewrites their archives without
    /// them. Returns how many came back.
    public func restore(ids: [Int64]? = nil) throws(LibraryError) -> Int {
        try locked { () throws(LibraryError) -> Int in try restoreLocked(ids: ids) }
    }

    private func restoreLocked(ids: [Int64]?) throws(LibraryError) -> Int {
        var condition = "archive IS NOT NULL"
        var values: [SQLValue] = []
        if let ids {
            condition += " AND activity_id IN (\(ids.map { _ in "?" }.joined(separator: ",")))"
            values = ids.map { .int($0) }
        }
        let rows = try db.query("SELECT sha256, archive, member FROM fit_files WHERE \(condition)", values)
        var byArchive: [String: [String: String]] = [:]  // archive -> member -> sha256
        for r in rows {
            guard let sha = r.text("sha256"), let archive = r.text("archive"), let member = r.text("member") else {
                continue
            }
            byArchive[archive, default: [:]][member] = sha
        }
        var restored = 0
        for (archive, wanted) in byArchive.sorted(by: { $0.key < $1.key }) {
            // Each archive is read once, its wanted members written out as loose files and checked.
            var placed: [(sha: String, path: String)] = []
            do {
                try forEachArchiveMember(store.absolute(archive), limit: Int.max) { member, bytes in
                    guard let sha = wanted[member], !placed.contains(where: { $0.sha == sha }) else { return }
                    guard bytes.withUnsafeBytes({ SHA256.hex(of: $0) }) == sha else {
                        throw LibraryError.archive("\(archive): \(member) did not read back intact; not restored")
                    }
                    var source = MemorySource(bytes)
                    let relative = "files/restored/\(sha).fit"
                    try store.commit(try store.writeTemporary(&source, beside: relative))
                    placed.append((sha, relative))
                }
            } catch let error as LibraryError { throw error } catch {
                throw LibraryError.archive("\(archive): \(error)")
            }
            try db.transaction { () throws(LibraryError) in
                for p in placed {
                    try db.query(
                        "UPDATE fit_files SET path = ?, archive = NULL, member = NULL WHERE sha256 = ?",
                        [.text(p.path), .text(p.sha)])
                }
            }
            restored += placed.count
            // Rewrite the archive without what came back, or remove it when empty.
            if try db.query("SELECT 1 AS x FROM fit_files WHERE archive = ? LIMIT 1", [.text(archive)]).isEmpty {
                store.remove(archive)
            } else {
                try pack(
                    [], into: archive,
                    format: ArchiveFormat.allCases.first { archive.hasSuffix($0.rawValue) } ?? .tarZst)
            }
        }
        return restored
    }
}

/// A whole file's bytes (`Files.read`), its failure as the library's.
func readFile(_ path: String) throws(LibraryError) -> [UInt8] {
    do throws(Files.Failure) { return try Files.read(path) } catch {
        throw LibraryError.io(path: path, errno: error.errno)
    }
}
