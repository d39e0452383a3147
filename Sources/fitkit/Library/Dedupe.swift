import ArgumentParser
import FITLibrary
import FITSupport

struct Dedupe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dedupe",
        abstract:
            "Review possible duplicates (start and duration within 60 s): merge them, keep both, or undo a merge.",
        discussion: """
            Without --merge, --keep or --unmerge it lists the pairs. --merge A:B folds B into A only when the pair \
            is listed (--force merges any two). Nothing is lost: B's FIT files and source ids move to A, B stays \
            hidden with its own title and notes (fitkit show A names it), and --unmerge B brings it back, until \
            fitkit gc --purge forgets merged activities for good. --dry-run shows what --merge would do.
            """)
    @Option(help: "Merge the pair A:B (B into A).") var merge: String?
    @Option(help: "Keep the pair A:B as two rides.") var keep: String?
    @Option(help: "Bring back an activity merged into another.") var unmerge: Int64?
    @Flag(help: "Merge a pair that is not listed as possible duplicates.") var force = false
    @Flag(help: "Only show.") var dryRun = false
    @Flag(help: "The pairs as a JSON array.") var json = false
    @OptionGroup var location: LibraryOption

    mutating func validate() throws {
        if [merge != nil, keep != nil, unmerge != nil].filter({ $0 }).count > 1 {
            throw ValidationError("give one of --merge, --keep and --unmerge")
        }
        for (name, value) in [("--merge", merge), ("--keep", keep)] {
            if let value, Self.pair(value) == nil {
                throw ValidationError("\(name) \(value): give a pair of ids as A:B")
            }
        }
    }

    static func pair(_ text: String) -> (Int64, Int64)? {
        let parts = text.split(separator: ":").compactMap { Int64($0) }
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }

    func run() throws {
        let library = try location.open()
        if let merge, let (a, b) = Self.pair(merge) {
            if dryRun { return complain("would merge activity \(b) into \(a) (their titles, notes and tags kept)") }
            try withLibrary { () throws(LibraryError) in try library.merge(b, into: a, force: force) }
            return complain("merged activity \(b) into \(a) (fitkit dedupe --unmerge \(b) undoes it)")
        }
        if let keep, let (a, b) = Self.pair(keep) {
            if !dryRun { try withLibrary { () throws(LibraryError) in try library.dismiss(a, b) } }
            return complain("\(dryRun ? "would keep" : "kept") activities \(a) and \(b) as two rides")
        }
        if let unmerge {
            if dryRun { return complain("would bring back activity \(unmerge)") }
            let into = try withLibrary { () throws(LibraryError) in try library.unmerge(unmerge) }
            return complain("activity \(unmerge) is back on its own (it had been merged into \(into))")
        }
        let pairs = try withLibrary { () throws(LibraryError) in try library.possibleDuplicates() }
        var out = Output()
        if json {
            out.write(
                JSONValue.array(
                    pairs.map {
                        .object([
                            ("a", .int($0.a)), ("b", .int($0.b)), ("start_delta", .int($0.startDelta)),
                            ("duration_delta", .int($0.durationDelta))
                        ])
                    }
                ).text(indent: 2) + "\n")
        } else {
            if pairs.isEmpty { out.write("no possible duplicates\n") }
            for p in pairs {
                out.write("\(p.a):\(p.b)  starts \(p.startDelta) s apart, durations differ by \(p.durationDelta) s\n")
            }
        }
        out.flush()
    }
}
