#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITInput
import FITKit
import FITLibrary
import FITSupport

struct GC: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gc",
        abstract: "Find files without an activity and activities without a file; repair what is safe.",
        discussion: """
            Nothing the library does not hold elsewhere is deleted: unknown loose files are listed to import. \
            --purge also forgets activities merged into others (no --unmerge after it), deleting their FIT files \
            unless the activity they were merged into takes its figures from one.
            """)
    @Flag(help: "Only report.") var dryRun = false
    @Flag(help: "Forget merged activities and their FIT files for good.") var purge = false
    @Flag(help: "The report as JSON.") var json = false
    @OptionGroup var location: LibraryOption

    func run() throws {
        let library = try location.open()
        let purged =
            purge ? try withLibrary { () throws(LibraryError) in try library.purgeMerged(dryRun: dryRun) } : nil
        let r = try withLibrary { () throws(LibraryError) in try library.gc(dryRun: dryRun) }
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
                )
            ]
            if let purged {
                pairs.append(("purged_activities", .array(purged.activities.map { .int($0) })))
                pairs.append(("purged_files", strings(purged.files)))
            }
            out.write(JSONValue.object(pairs).text(indent: 2) + "\n")
            return out.flush()
        }
        let verb = dryRun ? "would remove" : "removed"
        for f in r.temporaryFiles { out.write("\(verb) unfinished write \(f)\n") }
        for f in r.redundantFiles { out.write("\(verb) \(f) (a copy of a file the library holds elsewhere)\n") }
        for f in r.unknownFiles { out.write("kept \(f): not in the database; fitkit import it\n") }
        for m in r.missingFiles {
            out.write(
                "file \(m.sha256) of activity \(m.activity.map(String.init) ?? "none") is missing; \(dryRun ? "would forget" : "forgot") it\n"
            )
        }
        if let purged, !purged.activities.isEmpty {
            out.write(
                "\(dryRun ? "would forget" : "forgot") merged activities \(purged.activities.map(String.init).joined(separator: ", "))"
                    + " and \(purged.files.count) FIT file\(purged.files.count == 1 ? "" : "s") of theirs\n")
        }
        if r.temporaryFiles.isEmpty && r.redundantFiles.isEmpty && r.unknownFiles.isEmpty && r.missingFiles.isEmpty
            && (purged?.activities.isEmpty ?? true)
        {
            out.write("the library is consistent\n")
        }
        out.flush()
    }
}
