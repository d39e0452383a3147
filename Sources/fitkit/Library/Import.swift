import ArgumentParser
import FITInput
import FITLibrary
import FITSupport

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add FIT files to the library: files, folders, .fit.gz, zip/tar archives, a Strava bulk export.",
        discussion: """
            The same bytes twice are one activity; imported again from another source (a Strava bulk export of \
            rides first imported from the device), the activity gains that source's id, title, description and \
            gear where it has none. A ride already in the library from elsewhere (start and duration within \
            5 s: exact, within 30 s: likely) is merged into it; within 60 s it is imported and listed for review \
            (fitkit dedupe). Each activity is saved in its own transaction. Bytes that are not a FIT file are \
            refused and nothing is stored; a FIT file that does not decode is kept for reparse (fitkit list \
            --undecoded); a valid FIT file that is not an activity (a course, a workout, settings…) is kept as \
            what it is (fitkit list --type course). Several fitkit processes may import into one library at once.
            Exit status: 0 all imported, kept by type or already there; 1 any refused, kept undecoded or failed.
            """)

    @Argument(
        help: "FIT files, folders, archives (zip, tar, .fit.gz, a Strava bulk export), or - for standard input.",
        completion: InputHelp.completion)
    var inputs: [String]

    @Flag(help: "One JSON object: the counts, and each input's outcome.") var json = false
    @OptionGroup var location: LibraryOption
    @OptionGroup var jobs: JobsOption
    @OptionGroup var decode: DecodeOptionGroup

    /// The counts' names, in the order the summary line gives them.
    static let order = [
        "imported", "merged as duplicates", "already in the library", "already in the library, details added",
        "kept, not activities", "kept undecoded", "refused (not FIT)", "failed", "skipped (not FIT)", "skipped (other)"
    ]

    func run() throws {
        let library = try location.open(create: true)
        var counts: [String: Int] = [:]
        var items: [JSONValue] = []
        var failed = false
        var progress = ProgressLine(enabled: !json)
        func note(_ line: String) { progress.clear(); if !json { complain(line) } }
        func record(
            _ name: String, _ outcome: String, activity: Int64? = nil, error: String? = nil, type: String? = nil
        ) {
            counts[outcome, default: 0] += 1
            var pairs: [(String, JSONValue)] = [
                ("input", .string(name)), ("outcome", .string(outcome)),
                ("activity", activity.map { .int($0) } ?? .null), ("error", .text(error))
            ]
            if let type { pairs.append(("file_type", .string(type))) }
            items.append(.object(pairs))
            progress.update("importing…", count: items.count)
        }
        let origins = ImportOrigins(inputs: inputs)
        // Inputs are hashed, decoded and analysed on `jobs` cores; each is written to the library here, one
        // transaction each, in input order: what is imported, merged and said is what one job does.
        let held = (try? library.heldFiles()) ?? []
        let segments = (try? library.segments()) ?? []  // each new ride is matched against them as it is read
        let options = decode.options
        let pool = OrderedPool<ImportStep>(jobs: jobs.count) { step in
            switch step {
            case .skipped(let name, let reason):
                let notFIT = reason.hasPrefix("not a FIT")
                record(name, notFIT ? "skipped (not FIT)" : "skipped (other)", error: notFIT ? nil : reason)
                if !notFIT { note("\(name): skipped: \(reason)") }
            case .failed(let error):
                failed = true
                record(error.path, "failed", error: error.description)
                note(error.description)
            case .prepared(let name, let prepared):
                do throws(LibraryError) {
                    let outcome = try library.importPrepared(try prepared.get(), from: origins)
                    switch outcome {
                    case .imported(let id): record(name, "imported", activity: id)
                    case .alreadyPresent(let id): record(name, "already in the library", activity: id)
                    case .enriched(let id): record(name, "already in the library, details added", activity: id)
                    case .merged(let id, let kind):
                        record(name, "merged as duplicates", activity: id)
                        note("\(name): the same ride as activity \(id) (\(kind.rawValue) duplicate): merged")
                    case .possibleDuplicate(let id, let other):
                        record(name, "imported", activity: id)
                        note("\(name): activity \(id) may duplicate \(other): fitkit dedupe to review")
                    case .kept(_, let type):
                        record(name, "kept, not activities", type: type)
                        note(
                            "\(name): \(LibraryText.article(type)) \(type) file, not an activity: kept (fitkit list --type \(type) shows it)"
                        )
                    case .unparsed(let sha, let error):
                        failed = true
                        record(name, "kept undecoded", error: error)
                        note(
                            "\(name): \(error) (kept in the library, fitkit list --undecoded shows it; "
                                + "fitkit repair sha256:\(sha.prefix(12)) makes it an activity)")
                    }
                } catch {
                    failed = true
                    if case .notFIT = error {
                        record(name, "refused (not FIT)", error: error.description)
                    } else {
                        record(name, "failed", error: error.description)
                    }
                    note(naming(name, error.description))
                }
            }
        }
        InputWalker(maxFileSize: decode.maxSize).walk(inputs) { found in
            switch found {
            case .skipped(let name, let reason): pool.submit { .skipped(name, reason) }
            case .failed(let error): pool.submit { .failed(error) }
            case .input(let item):
                pool.submit {
                    .prepared(
                        item.name,
                        Result { () throws(LibraryError) in
                            try Library.prepareImport(item, held: held, options: options, segments: segments)
                        })
                }
            }
        }
        pool.finish()
        progress.clear()
        var out = Output()
        if json {
            let summary = Self.order.map { k in (k, JSONValue.int(Int64(counts[k] ?? 0))) }
            out.write(
                JSONValue.object([("counts", .object(summary)), ("inputs", .array(items))]).text(indent: 2) + "\n")
            out.flush()
        } else {
            complain(
                Self.order.compactMap { k in counts[k].map { "\($0) \(k)" } }.joined(separator: ", ").nilIfEmpty
                    ?? "nothing to import")
        }
        if failed { throw ExitCode.failure }
    }
}

/// What one input gave `import`'s workers, for the library to be written in input order.
private enum ImportStep: Sendable {
    case skipped(String, String)
    case failed(InputError)
    case prepared(String, Result<Library.PreparedImport, LibraryError>)
}
