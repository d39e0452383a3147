#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITInput
import FITKit
import FITLibrary

/// Where the library is: `--library DIR`, default `$XDG_DATA_HOME/fitkit`.
struct LibraryOption: ParsableArguments {
    @Option(help: "The library folder (default $XDG_DATA_HOME/fitkit, else ~/.local/share/fitkit).",
            completion: .directory)
    var library: String?

    func open() throws -> Library {
        do throws(LibraryError) { return try Library(folder: library ?? Library.defaultFolder) } catch {
            complain("\(error) (check the folder, or give another with --library)")
            throw ExitCode.failure
        }
    }
}

/// Runs library work, turning its errors into one line and exit 1.
func withLibrary<T>(_ body: () throws(LibraryError) -> T) throws -> T {
    do throws(LibraryError) { return try body() } catch {
        complain(error.description)
        throw ExitCode.failure
    }
}

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add FIT files to the library: files, folders, .fit.gz, zip/tar archives, a Strava bulk export.",
        discussion: """
            The same bytes twice are one activity. A ride already in the library from elsewhere (start and \
            duration within 5 s: exact, within 30 s: likely) is merged into it; within 60 s it is imported and \
            listed for review (fitkit dedupe). Each activity is saved in its own transaction: a file that fails \
            is reported, kept for reparse when it is a FIT file that does not decode, and the import goes on.
            Exit status: 0 all imported (or already there), 1 any failed.
            """)

    @Argument(help: "FIT files, folders, archives, or -.", completion: .file(extensions: ["fit", "gz", "zip", "tar"]))
    var inputs: [String]

    @OptionGroup var location: LibraryOption
    @OptionGroup var decode: DecodeOptionGroup

    func run() throws {
        let library = try location.open()
        var counts: [String: Int] = [:]
        var failed = false
        // Strava bulk exports say which Strava activity each file is, and its title.
        var strava: [String: StravaExportIndex] = [:]
        for input in inputs where InputNames.isArchive(input) { strava[input] = StravaExportIndex.read(archive: input) }
        InputWalker(maxFileSize: decode.maxSize).walk(inputs) { found in
            switch found {
            case .skipped: counts["skipped (not FIT)", default: 0] += 1
            case .failed(let error): failed = true; complain(error.description)
            case .input(let item):
                do throws(LibraryError) {
                    let archive = item.name.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
                    let entry = strava[archive]?.entry(for: item.name)
                    let outcome = try library.importFIT(item, source: entry == nil ? "file" : "strava", sourceID: entry?.id,
                                                        title: entry?.title, options: decode.options)
                    switch outcome {
                    case .imported: counts["imported", default: 0] += 1
                    case .alreadyPresent: counts["already in the library", default: 0] += 1
                    case .merged(let id, let kind):
                        counts["merged as duplicates", default: 0] += 1
                        complain("\(item.name): the same ride as activity \(id) (\(kind.rawValue) duplicate): merged")
                    case .possibleDuplicate(let id, let other):
                        counts["imported", default: 0] += 1
                        complain("\(item.name): activity \(id) may duplicate \(other): fitkit dedupe to review")
                    case .unparsed(_, let error):
                        failed = true
                        counts["kept undecoded", default: 0] += 1
                        complain("\(item.name): \(error) (kept in the library; fitkit reparse --validation lenient can read what decodes)")
                    }
                } catch {
                    failed = true
                    counts["failed", default: 0] += 1
                    complain("\(item.name): \(error)")
                }
            }
        }
        let order = ["imported", "merged as duplicates", "already in the library", "kept undecoded", "failed", "skipped (not FIT)"]
        complain(order.compactMap { k in counts[k].map { "\($0) \(k)" } }.joined(separator: ", ").nilIfEmpty ?? "nothing to import")
        if failed { throw ExitCode.failure }
    }
}

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the library's activities.")

    @Option(help: "Only activities starting on or after this date (YYYY-MM-DD, UTC).") var since: String?
    @Option(help: "Only activities starting before this time, or on or before this date.") var until: String?
    @Option(help: "Only this FIT sport; repeat for several.") var sport: [String] = []
    @Option(help: "Only activities known from this source (file, strava, igpsport); repeat for several.") var source: [String] = []
    @Flag(help: "A JSON array of activities.") var json = false
    @OptionGroup var location: LibraryOption

    mutating func validate() throws {
        for (name, value, end) in [("--since", since, false), ("--until", until, true)] {
            if let value, DateArgument.parse(value, endOfDay: end) == nil { throw ValidationError("\(name) \(value): give YYYY-MM-DD") }
        }
    }

    func run() throws {
        let library = try location.open()
        let unix = { (fit: UInt32) in Int64(fit) + FieldValue.fitEpochOffset }
        let filter = ActivityFilter(since: since.flatMap { DateArgument.parse($0, endOfDay: false) }.map(unix),
                                    until: until.flatMap { DateArgument.parse($0, endOfDay: true) }.map(unix),
                                    sports: sport, sources: source)
        let activities = try withLibrary { () throws(LibraryError) in try library.activities(filter) }
        var out = Output()
        if json {
            out.write(JSONValue.array(activities.map(LibraryJSON.activity)).text(indent: 2) + "\n")
        } else {
            out.write(LibraryText.table(activities))
        }
        out.flush()
    }
}

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one activity of the library.")
    @Argument(help: "The activity's id (fitkit list shows them).") var id: Int64
    @Flag(help: "As JSON.") var json = false
    @OptionGroup var location: LibraryOption

    func run() throws {
        let library = try location.open()
        let a = try withLibrary { () throws(LibraryError) in try library.activity(id) }
        var out = Output()
        out.write(json ? LibraryJSON.activity(a).text(indent: 2) + "\n" : LibraryText.detail(a))
        out.flush()
    }
}

struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Remove activities and their FIT files.")
    @Argument(help: "Activity ids.") var ids: [Int64]
    @OptionGroup var location: LibraryOption

    func run() throws {
        let library = try location.open()
        for id in ids { try withLibrary { () throws(LibraryError) in try library.remove(id) } }
        complain("removed \(ids.count) activit\(ids.count == 1 ? "y" : "ies")")
    }
}

struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Set an activity's title, notes or tags: yours, never overwritten by imports or merges.")
    @Argument(help: "The activity's id.") var id: Int64
    @Option(help: "Title.") var title: String?
    @Option(help: "Notes.") var notes: String?
    @Option(help: "Tags, comma-separated.") var tags: String?
    @OptionGroup var location: LibraryOption

    func run() throws {
        let library = try location.open()
        try withLibrary { () throws(LibraryError) in
            try library.edit(id, title: title, notes: notes, tags: tags.map { $0.split(separator: ",").map(String.init) })
        }
    }
}

struct Dedupe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dedupe",
        abstract: "Review possible duplicates (start and duration within 60 s): merge them, or keep both.",
        discussion: "Without --merge or --keep it lists the pairs. --dry-run shows what --merge would do.")
    @Option(help: "Merge the pair A:B (B into A).") var merge: String?
    @Option(help: "Keep the pair A:B as two rides.") var keep: String?
    @Flag(help: "Only show.") var dryRun = false
    @OptionGroup var location: LibraryOption

    func run() throws {
        let library = try location.open()
        func pair(_ text: String) throws -> (Int64, Int64) {
            let parts = text.split(separator: ":").compactMap { Int64($0) }
            guard parts.count == 2 else { throw ValidationError("give a pair as A:B") }
            return (parts[0], parts[1])
        }
        if let merge {
            let (a, b) = try pair(merge)
            if dryRun { return complain("would merge activity \(b) into \(a) (their titles, notes and tags kept)") }
            try withLibrary { () throws(LibraryError) in try library.merge(b, into: a) }
            return complain("merged activity \(b) into \(a)")
        }
        if let keep {
            let (a, b) = try pair(keep)
            if !dryRun { try withLibrary { () throws(LibraryError) in try library.dismiss(a, b) } }
            return
        }
        let pairs = try withLibrary { () throws(LibraryError) in try library.possibleDuplicates() }
        var out = Output()
        if pairs.isEmpty { out.write("no possible duplicates\n") }
        for p in pairs {
            out.write("\(p.a):\(p.b)  starts \(p.startDelta) s apart, durations differ by \(p.durationDelta) s\n")
        }
        out.flush()
    }
}

struct GC: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gc",
        abstract: "Find files without an activity and activities without a file; repair what is safe.",
        discussion: "Nothing the library does not hold elsewhere is deleted: unknown loose files are listed to import.")
    @Flag(help: "Only report.") var dryRun = false
    @OptionGroup var location: LibraryOption

    func run() throws {
        let library = try location.open()
        let r = try withLibrary { () throws(LibraryError) in try library.gc(dryRun: dryRun) }
        let verb = dryRun ? "would remove" : "removed"
        var out = Output()
        for f in r.temporaryFiles { out.write("\(verb) unfinished write \(f)\n") }
        for f in r.redundantFiles { out.write("\(verb) \(f) (a copy of a file the library holds elsewhere)\n") }
        for f in r.unknownFiles { out.write("kept \(f): not in the database; fitkit import it\n") }
        for m in r.missingFiles {
            out.write("file \(m.sha256) of activity \(m.activity.map(String.init) ?? "none") is missing; \(dryRun ? "would forget" : "forgot") it\n")
        }
        if r.temporaryFiles.isEmpty && r.redundantFiles.isEmpty && r.unknownFiles.isEmpty && r.missingFiles.isEmpty {
            out.write("the library is consistent\n")
        }
        out.flush()
    }
}

struct DU: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "du", abstract: "Storage used by the library.")
    @OptionGroup var location: LibraryOption

    func run() throws {
        let u = try location.open().diskUsage()
        var out = Output()
        out.write("originals  \(LibraryText.bytes(u.files)) in \(u.fileCount) files\n")
        out.write("archives   \(LibraryText.bytes(u.archives)) in \(u.archiveCount) archives\n")
        out.write("database   \(LibraryText.bytes(u.database))\n")
        out.write("total      \(LibraryText.bytes(u.files + u.archives + u.database))\n")
        out.flush()
    }
}

struct Reparse: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reparse",
        abstract: "Decode every stored FIT file again, after a decoder upgrade; archived files are read in place.")
    @OptionGroup var location: LibraryOption
    @OptionGroup var decode: DecodeOptionGroup

    func run() throws {
        let library = try location.open()
        let r = try withLibrary { () throws(LibraryError) in try library.reparse(options: decode.options) }
        for f in r.failures { complain("\(f.sha256): \(f.error)") }
        complain("reparsed \(r.files) files: \(r.updated) activities refreshed, \(r.newlyParsed) new, \(r.failures.count) still undecodable")
        if !r.failures.isEmpty { throw ExitCode.failure }
    }
}

struct Archive: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "archive",
        abstract: "Pack old FIT files into monthly compressed archives inside the library, or bring them back.",
        discussion: """
            Nothing is deleted until the archive is written, flushed and read back with every member's SHA-256 \
            matching; the database then records where each file is, and only then the originals go. Archived \
            activities stay usable by inspect, export, analyze and reparse.
            """)
    @Option(name: .customLong("older-than"), help: "Files of activities older than this: 90d, 12w, 6m (months), 1y.")
    var olderThan: String?
    @Option(help: "Files of activities that started before this date (YYYY-MM-DD).") var before: String?
    @Option(help: "tar.zst (the default where the system libarchive writes zstd, else tar.xz), tar.xz or zip.")
    var format: String?
    @Flag(help: "Bring archived files back as loose files.") var restore = false
    @Flag(help: "Only show what would be packed.") var dryRun = false
    @OptionGroup var location: LibraryOption

    mutating func validate() throws {
        if let format, ArchiveFormat(rawValue: format) == nil { throw ValidationError("--format: tar.zst, tar.xz or zip") }
        if !restore && (olderThan == nil) == (before == nil) { throw ValidationError("give --older-than or --before") }
        if let olderThan, Self.seconds(olderThan) == nil { throw ValidationError("--older-than \(olderThan): give e.g. 90d") }
        if let before, DateArgument.parse(before, endOfDay: false) == nil { throw ValidationError("--before \(before): give YYYY-MM-DD") }
    }

    static func seconds(_ text: String) -> Int64? {
        guard let unit = text.last, let n = Int64(text.dropLast()), n >= 0 else { return nil }
        let day: Int64 = 86_400
        return switch unit {
        case "d": n * day
        case "w": n * 7 * day
        case "m": n * 30 * day
        case "y": n * 365 * day
        default: nil
        }
    }

    func run() throws {
        let library = try location.open()
        if restore {
            let n = try withLibrary { () throws(LibraryError) in try library.restore() }
            return complain("restored \(n) files")
        }
        let cutoff: Int64 = if let before {
            Int64(DateArgument.parse(before, endOfDay: false)!) + FieldValue.fitEpochOffset
        } else {
            Int64(time(nil)) - Self.seconds(olderThan!)!
        }
        let r = try withLibrary { () throws(LibraryError) in
            try library.archive(before: cutoff, format: format.flatMap(ArchiveFormat.init) ?? .preferred, dryRun: dryRun)
        }
        if r.files == 0 { return complain("nothing to archive") }
        let gained = dryRun ? "" : ", now \(LibraryText.bytes(r.bytesAfter)) (saved \(LibraryText.bytes(r.bytesBefore - r.bytesAfter)))"
        complain("\(dryRun ? "would pack" : "packed") \(r.files) files into \(r.archives.count) archive\(r.archives.count == 1 ? "" : "s"): "
                 + "\(LibraryText.bytes(r.bytesBefore)) before\(gained)")
    }
}
