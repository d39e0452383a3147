#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITKit
import FITLibrary
import FITSupport

struct Archive: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "archive",
        abstract: "Pack old FIT files into monthly compressed archives inside the library, or bring them back.",
        discussion: """
            Nothing is deleted until the archive is written, flushed and read back with every member's SHA-256 \
            matching; the database then records where each file is, and only then the originals go. Archived \
            activities stay usable by inspect, export, analyze and reparse.
            """)
    @Option(name: .customLong("older-than"), help: "Files of activities older than this: 90d, 12w, 6mo, 1y.")
    var olderThan: String?
    @Option(help: "Files of activities that started before this date (YYYY-MM-DD).") var before: String?
    @Option(
        help: "tar.zst (the default where the system libarchive writes zstd, else tar.xz), tar.xz or zip.",
        completion: .list(ArchiveFormat.allCases.map(\.rawValue)))
    var format: String?
    @Flag(help: "Bring archived files back as loose files.") var restore = false
    @Flag(help: "Only show what would be packed.") var dryRun = false
    @Flag(help: "The outcome as JSON.") var json = false
    @OptionGroup var location: LibraryOption

    mutating func validate() throws {
        if let format, ArchiveFormat(rawValue: format) == nil {
            throw ValidationError("--format: tar.zst, tar.xz or zip")
        }
        if !restore && (olderThan == nil) == (before == nil) { throw ValidationError("give --older-than or --before") }
        if let olderThan {
            do throws(DurationText.Refusal) {
                _ = try DurationText.seconds(olderThan, units: DurationText.calendar)
            } catch {
                throw ValidationError("--older-than \(error)")
            }
        }
        if let before, DateArgument.parse(before, endOfDay: false) == nil {
            throw ValidationError("--before \(before): give YYYY-MM-DD")
        }
    }

    func run() throws {
        let library = try location.open()
        if restore {
            let n = try withLibrary { () throws(LibraryError) in try library.restore() }
            if json { return Self.print(.object([("restored", .int(Int64(n)))])) }
            return complain("restored \(n) files")
        }
        let cutoff: Int64 =
            if let before, let day = DateArgument.parse(before, endOfDay: false) {
                Instant(fit: day).unix
            } else {
                Int64(time(nil))
                    - ((olderThan).flatMap { try? DurationText.seconds($0, units: DurationText.calendar) } ?? 0)
            }
        var progress = ProgressLine(enabled: !json && !dryRun)
        let r = try withLibrary { () throws(LibraryError) in
            try library.archive(
                before: cutoff, format: format.flatMap(ArchiveFormat.init) ?? .preferred, dryRun: dryRun
            ) {
                progress.update(done: $0, total: $1)
            }
        }
        progress.clear()
        if json {
            return Self.print(
                .object([
                    ("dry_run", .bool(dryRun)), ("files", .int(Int64(r.files))),
                    ("archives", .array(r.archives.map { .string($0) })),
                    ("bytes_before", .int(r.bytesBefore)), ("bytes_after", dryRun ? .null : .int(r.bytesAfter))
                ]))
        }
        if r.files == 0 { return complain("nothing to archive") }
        let gained =
            dryRun
            ? "" : ", now \(LibraryText.bytes(r.bytesAfter)) (saved \(LibraryText.bytes(r.bytesBefore - r.bytesAfter)))"
        complain(
            "\(dryRun ? "would pack" : "packed") \(r.files) files into \(r.archives.count) archive\(r.archives.count == 1 ? "" : "s"): "
                + "\(LibraryText.bytes(r.bytesBefore)) before\(gained)")
    }

    private static func print(_ value: JSONValue) {
        var out = Output()
        out.write(value.text(indent: 2) + "\n")
        out.flush()
    }
}
