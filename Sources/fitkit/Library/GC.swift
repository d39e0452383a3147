import ArgumentParser
import FITLibrary
import FITSupport

struct GC: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gc",
        abstract: "Check every stored file and archive; repair what is safe, report the rest.",
        discussion: """
            Every archive is read back and every file it relies on hashed. A copy is deleted only after the copy \
            the library keeps instead has been read and its SHA-256 checked; a file whose own copy is missing or \
            damaged takes an intact copy found loose or in another archive; unknown loose files are listed to \
            import. A file found nowhere is reported and kept in the database (a backup may bring it back) unless \
            --forget-missing. --purge also forgets activities merged into others (no --unmerge after it), \
            deleting their FIT files unless the activity they were merged into takes its figures from one.
            Exit status: 0 the library is whole (after the repairs), 1 a file is missing or an archive damaged.
            """)
    @Flag(help: "Only report.") var dryRun = false
    @Flag(help: "Forget merged activities and their FIT files for good.") var purge = false
    @Flag(help: "Forget the files found nowhere (their activities stay, without a file); deletes nothing else.")
    var forgetMissing = false
    @Flag(help: "The report as JSON.") var json = false
    @OptionGroup var location: LibraryOption

    func run() throws {
        let library = try location.open()
        let purged =
            purge ? try withLibrary { () throws(LibraryError) in try library.purgeMerged(dryRun: dryRun) } : nil
        let r = try withLibrary { () throws(LibraryError) in
            try library.gc(dryRun: dryRun, forgetMissing: forgetMissing)
        }
        var out = Output()
        if json {
            let strings = { (list: [String]) in JSONValue.array(list.map { .string($0) }) }
            var pairs: [(String, JSONValue)] = [
                ("dry_run", .bool(dryRun)), ("unfinished_writes", strings(r.temporaryFiles)),
                ("redundant_files", strings(r.redundantFiles)), ("unknown_files", strings(r.unknownFiles)),
                (
                    "missing_files",
                    .array(
                        r.missingFiles.map {
                            .object([
                                ("sha256", .string($0.sha256)), ("activity", $0.activity.map { .int($0) } ?? .null)
                            ])
                        })
                ),
                (
                    "restored_files",
                    .array(
                        r.restoredFiles.map { .object([("sha256", .string($0.sha256)), ("from", .string($0.from))]) })
                ),
                (
                    "damaged_archives",
                    .array(
                        r.damagedArchives.map {
                            .object([("archive", .string($0.archive)), ("reason", .string($0.reason))])
                        })
                ),
                ("redundant_archives", strings(r.redundantArchives)), ("unknown_archives", strings(r.unknownArchives)),
                ("forgotten", .int(Int64(r.forgotten)))
            ]
            if let purged {
                pairs.append(("purged_activities", .array(purged.activities.map { .int($0) })))
                pairs.append(("purged_files", strings(purged.files)))
            }
            out.write(JSONValue.object(pairs).text(indent: 2) + "\n")
            out.flush()
        } else {
            let verb = dryRun ? "would remove" : "removed"
            for f in r.temporaryFiles { out.write("\(verb) unfinished write \(f)\n") }
            for a in r.damagedArchives { out.write("archive \(a.archive) is \(a.reason)\n") }
            for f in r.restoredFiles {
                out.write(
                    "\(dryRun ? "would take" : "took") \(f.from) as the copy of \(f.sha256.prefix(12)) (its own is missing or damaged)\n"
                )
            }
            for f in r.redundantFiles {
                out.write("\(verb) \(f) (a copy of a file the library holds elsewhere, checked intact)\n")
            }
            for a in r.redundantArchives {
                out.write("\(verb) \(a) (an archive no activity uses; its files are held elsewhere)\n")
            }
            for a in r.unknownArchives {
                out.write("kept \(a): an archive no activity uses, holding files the library does not\n")
            }
            for f in r.unknownFiles { out.write("kept \(f): not in the database; fitkit import it\n") }
            for m in r.missingFiles {
                let owner = m.activity.map { "activity \($0)" } ?? "a file kept without an activity"
                out.write(
                    "file \(m.sha256) of \(owner) is missing or damaged, and no copy was found; "
                        + (forgetMissing && !dryRun
                            ? "forgot it\n"
                            : "kept in the database (restore it from a backup, or gc --forget-missing)\n"))
            }
            if let purged, !purged.activities.isEmpty {
                out.write(
                    "\(dryRun ? "would forget" : "forgot") merged activities \(purged.activities.map(String.init).joined(separator: ", "))"
                        + " and \(purged.files.count) FIT file\(purged.files.count == 1 ? "" : "s") of theirs\n")
            }
            if r.temporaryFiles.isEmpty && r.redundantFiles.isEmpty && r.unknownFiles.isEmpty && r.missingFiles.isEmpty
                && r.restoredFiles.isEmpty && r.damagedArchives.isEmpty && r.redundantArchives.isEmpty
                && r.unknownArchives.isEmpty && (purged?.activities.isEmpty ?? true)
            {
                out.write("the library is consistent\n")
            }
            out.flush()
        }
        // Not whole: a file found nowhere stays missing until it is restored or forgotten.
        if (!r.missingFiles.isEmpty && r.forgotten == 0) { throw ExitCode.failure }
    }
}
