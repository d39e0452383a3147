import ArgumentParser
import FITLibrary
import FITSync
import FITSupport

struct Sync: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Pull new activities from \(SyncServices.titles) into the library.",
        discussion: """
            Lists each service's activities page by page, and brings every one the library does not hold. \
            \(SyncServices.all.map { "\($0.title): \($0.syncHelp)" }.joined(separator: " ")) \
            A ride the library holds from another source (a device file, a bulk export, another service) is \
            merged with it, by its own start and duration. Every step is recorded in the library: a sync stopped \
            at any moment (Ctrl-C, a dead server, a lost token, a service's rate limit) resumes where it was; each \
            ride ends up in the library once. An item that fails three times is left alone until --retry-failed. \
            Log in first: \(SyncServices.loginCommands).
            The last line sums up: listed, new, already held, merged with a ride from another source, failed, \
            queued for retry. --status shows per source the account, the token's expiry, the last complete sync \
            and the items pending or failed.
            Exit status: 0 everything fetched; 1 some items failed (they are retried by the next run); 2 usage \
            error; 75 the run stopped early and can be resumed (log in again, or run it again later); 130 Ctrl-C.
            """)

    @OptionGroup var sync: SyncOptionGroup
    @Flag(help: "Show what is known of each source instead of syncing.") var status = false
    @Flag(help: "The summary (or status) as JSON.") var json = false
    @OptionGroup var location: LibraryOption

    func run() throws {
        let library = try location.open(create: !status)
        if status { return try SyncStatus.print(library, json: json) }
        let summaries = try sync.run(in: library, json: json)
        try SyncReport.print(summaries, json: json, dryRun: sync.dryRun)
        let code = SyncExit.exitCode(summaries)
        if code != 0 { throw ExitCode(code) }
    }
}

/// The end of a sync: problems and why a run stopped on standard error, the summary last on standard output.
enum SyncReport {
    static func print(_ summaries: [SyncSummary], json: Bool, dryRun: Bool) throws {
        for s in summaries {
            for problem in s.problems { complain(problem) }
            if let why = SyncText.stopped(s) { complain(why) }
        }
        var out = Output()
        if json {
            out.write(
                JSONValue.object([
                    ("sources", .array(summaries.map(SyncText.json))),
                    ("exit", .int(Int64(SyncExit.exitCode(summaries))))
                ]).text(indent: 2) + "\n")
        } else {
            for s in summaries {
                for line in SyncText.planLines(s) { out.write(line + "\n") }
                out.write(SyncText.line(s, dryRun: dryRun) + "\n")
            }
        }
        out.flush()
    }
}

/// `sync --status`.
enum SyncStatus {
    static func print(_ library: Library, json: Bool) throws {
        let known = try withLibrary { () throws(LibraryError) in try library.syncStatus() }
        var out = Output()
        out.write(SyncText.status(known, json: json))
        out.flush()
    }
}
