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
        var objects: [JSONValue] = []
        for service in SyncServices.all {
            let name = service.id.rawValue
            let state = known.first { $0.source == service.id }
            let login = (try? service.status()) ?? nil
            let account = login?.account ?? state?.account
            let expires = login?.expiresAt
            if json {
                objects.append(
                    .object([
                        ("source", .string(name)), ("logged_in", .bool(login != nil)), ("account", .text(account)),
                        ("token_expires", .text(expires.map(SyncText.iso8601))),
                        ("last_complete_sync", .text(state?.lastComplete.map(SyncText.iso8601))),
                        ("last_run", .text(state?.lastRun.map(SyncText.iso8601))), ("stopped_at", .text(state?.cursor)),
                        ("stored", .int(Int64(state?.stored ?? 0))), ("pending", .int(Int64(state?.pending ?? 0))),
                        (
                            "failed",
                            .array(
                                (state?.failed ?? []).map { item in
                                    .object([
                                        ("id", .string(item.remoteID)), ("title", .text(item.title)),
                                        ("tries", .int(Int64(item.tries))),
                                        ("reason", .text(item.reason))
                                    ])
                                })
                        ),
                        ("rate_limit", login?.extras.rateLimit ?? .null),
                        (
                            "stored_with_problems",
                            .array(
                                (state?.storedWithProblems ?? []).map { item in
                                    .object([
                                        ("id", .string(item.remoteID)),
                                        ("activity", item.activityID.map { .int($0) } ?? .null),
                                        ("problems", .text(item.reason))
                                    ])
                                })
                        )
                    ]))
                continue
            }
            out.write(
                "\(name): " + (account.map { "logged in as \($0)" } ?? "not logged in")
                    + (expires.map { ", token valid until \(SyncText.date($0))" } ?? "") + "\n")
            out.write(
                "  last complete sync: \(state?.lastComplete.map(SyncText.date) ?? "never")"
                    + (state?.cursor.map { "; the last run \($0)" } ?? "") + "\n")
            out.write(
                "  stored \(state?.stored ?? 0), pending \(state?.pending ?? 0), failed \(state?.failed.count ?? 0)\n")
            for line in login?.extras.lines ?? [] { out.write("  " + line + "\n") }
            for item in state?.failed ?? [] {
                out.write(
                    PathText.display(
                        "  failed \(item.remoteID)\(item.title.map { " (\($0))" } ?? ""), \(item.tries) tries: \(item.reason ?? "")"
                    ) + "\n")
            }
            for item in state?.storedWithProblems ?? [] {
                out.write(
                    PathText.display(
                        "  \(item.remoteID)\(item.activityID.map { " (activity \($0))" } ?? ""): \(item.reason ?? "")")
                        + "\n")
            }
        }
        if json { out.write(JSONValue.array(objects).text(indent: 2) + "\n") }
        out.flush()
    }
}
