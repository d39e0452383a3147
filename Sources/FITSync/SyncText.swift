import FITKit
import FITLibrary
import FITSupport

/// What a sync's summaries say, for people and as JSON.
package enum SyncText {
    /// The one-line summary of a source's run.
    package static func line(_ s: SyncSummary, dryRun: Bool) -> String {
        var parts = ["listed \(s.listed)"]
        let skipped =
            s.skipped.isEmpty
            ? []
            : [
                "skipped \(s.skipped.reduce(0) { $0 + $1.count }) ("
                    + s.skipped.map { "\($0.count) \($0.reason)" }.joined(separator: "; ") + ")"
            ]
        if dryRun {
            parts +=
                [
                    "to fetch \(s.toFetch)", "to merge \(s.merged)", "to keep without a file \(s.new)",
                    "already held \(s.held)"
                ] + skipped
            return "\(s.source): " + parts.joined(separator: ", ") + " (dry run: nothing fetched or recorded)"
        }
        parts += [
            "new \(s.new)", "already held \(s.held)", "merged \(s.merged)", "failed \(s.failed)",
            "queued for retry \(s.queued)"
        ]
        if s.outside > 0 { parts.append("outside the dates \(s.outside)") }
        if s.leftByLimit > 0 { parts.append("left by --limit \(s.leftByLimit)") }
        parts += skipped
        return "\(s.source): " + parts.joined(separator: ", ")
    }

    /// Why a run stopped, and how to go on.
    package static func stopped(_ s: SyncSummary) -> String? {
        guard let error = s.stopped else { return nil }
        if error == .interrupted {
            return "\(s.source): interrupted while \(s.step); what was fetched is kept, run `fitkit sync` to go on"
        }
        if case .loginNeeded = error { return "\(s.source): \(error), then `fitkit sync` again to go on" }
        if case .budgetSpent = error { return "\(s.source): stopped while \(s.step): \(error)" }
        return "\(s.source): stopped while \(s.step): \(error); run `fitkit sync` again to resume"
    }

    package static func json(_ s: SyncSummary) -> JSONValue {
        .object([
            ("source", .string(s.source.rawValue)), ("account", .text(s.account)), ("listed", .int(Int64(s.listed))),
            ("new", .int(Int64(s.new))), ("already_held", .int(Int64(s.held))), ("merged", .int(Int64(s.merged))),
            ("failed", .int(Int64(s.failed))), ("queued_for_retry", .int(Int64(s.queued))),
            ("outside_dates", .int(Int64(s.outside))), ("to_fetch", .int(Int64(s.toFetch))),
            ("left_by_limit", .int(Int64(s.leftByLimit))),
            ("skipped", .object(s.skipped.map { ($0.reason, .int(Int64($0.count))) })), ("bytes", .int(Int64(s.bytes))),
            ("activities", .array(s.activities.map { .int($0) })), ("problems", .array(s.problems.map { .string($0) })),
            ("stopped", .text(s.stopped.map { "\($0)" })),
            (
                "plan",
                .array(
                    s.plan.map { entry in
                        var pairs: [(String, JSONValue)] = [
                            ("id", .string(entry.item.remoteID)), ("title", .text(entry.item.title)),
                            ("date", .text(entry.item.startDay)), ("decision", .string(entry.decision.text))
                        ]
                        if case .merge(let id) = entry.decision { pairs.append(("activity", .int(id))) }
                        return .object(pairs)
                    })
            )
        ])
    }

    /// A dry run's decisions, one line each: "strava 123 2024-05-01 Morning Ride: merge into activity 12".
    package static func planLines(_ s: SyncSummary) -> [String] {
        s.plan.map { entry in
            PathText.display(
                "\(s.source) \(entry.item.remoteID)" + (entry.item.startDay.map { " \($0)" } ?? "")
                    + (entry.item.title.map { " \($0)" } ?? "") + ": " + entry.decision.text)
        }
    }

    package static func bytes(_ n: Int) -> String {
        n < 1 << 20 ? "\(n / 1024) kB" : "\(n * 10 / (1 << 20) / 10).\(n * 10 / (1 << 20) % 10) MB"
    }

    /// "2026-11-24 06:05 UTC", for people.
    package static func date(_ unix: Int64) -> String { DateRange.minuteText(unix) }

    /// "2026-11-24T06:05:00Z", for JSON: every time in every JSON output is ISO 8601.
    package static func iso8601(_ unix: Int64) -> String { Instant(unix: unix).iso8601() }

    /// `sync --status`: each service's login and what the library knows of its syncs, as text or a JSON array.
    package static func status(_ known: [SyncSourceStatus], json: Bool) -> String {
        var text = ""
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
            text +=
                ("\(name): " + (account.map { "logged in as \($0)" } ?? "not logged in")
                    + (expires.map { ", token valid until \(SyncText.date($0))" } ?? "") + "\n")
            text +=
                ("  last complete sync: \(state?.lastComplete.map(SyncText.date) ?? "never")"
                    + (state?.cursor.map { "; the last run \($0)" } ?? "") + "\n")
            text +=
                ("  stored \(state?.stored ?? 0), pending \(state?.pending ?? 0), failed \(state?.failed.count ?? 0)\n")
            for line in login?.extras.lines ?? [] { text += ("  " + line + "\n") }
            for item in state?.failed ?? [] {
                text +=
                    (PathText.display(
                        "  failed \(item.remoteID)\(item.title.map { " (\($0))" } ?? ""), \(item.tries) tries: \(item.reason ?? "")"
                    ) + "\n")
            }
            for item in state?.storedWithProblems ?? [] {
                text +=
                    (PathText.display(
                        "  \(item.remoteID)\(item.activityID.map { " (activity \($0))" } ?? ""): \(item.reason ?? "")")
                        + "\n")
            }
        }
        return json ? JSONValue.array(objects).text(indent: 2) + "\n" : text
    }
}
