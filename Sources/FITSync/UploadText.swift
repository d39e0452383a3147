import FITSupport

/// What an upload says: a dry run's line per ride, the problems, and the summary (text or JSON).
package enum UploadText {
    /// What `--dry-run` says of one ride: held already, polled, looked for, or sent (and what is sent).
    package static func planLine(
        _ ride: UploadRun.Ride, _ plan: UploadRun.Plan, service: any UploadTarget.Type, privacy: Bool
    )
        -> String
    {
        let what =
            "\(ride.outgoing.dataType), \(ride.outgoing.bytes.count) bytes\(privacy ? ", privacy zones applied" : "")"
        switch plan {
        case .held(let remote):
            return "\(ride.label): on \(service.title) already" + (remote.map { " (activity \($0))" } ?? "")
        case .poll(let id): return "\(ride.label): would ask \(service.title) about upload \(id)"
        case .lookThenSend:
            return "\(ride.label): would look for it on \(service.title), and send it (\(what)) if it is not there"
        case .send:
            return "\(ride.label): would send it to \(service.title) (\(what))"
                + (ride.outgoing.name.map { " as \"\($0)\"" } ?? "")
        }
    }

    /// The lines for standard error: failures, problems, rides still processing, why the run stopped.
    package static func problems(_ s: UploadRun.Summary, service: String) -> [String] {
        var lines = s.failed.map { "\($0.label): \($0.reason)" } + s.problems
        lines += s.processing.map {
            "\($0): \(service) is still processing it: run the upload again to learn the activity"
        }
        if let stopped = s.stopped { lines.append(stopped.description(command: "upload")) }
        return lines
    }

    /// The summary for standard output: a line per ride sent or found there and the counts, or one JSON object.
    package static func summary(_ s: UploadRun.Summary, service: String, json: Bool) -> String {
        if json {
            func pairs(_ list: [(label: String, remoteID: String)]) -> JSONValue {
                .array(list.map { .object([("input", .string($0.label)), ("activity", .string($0.remoteID))]) })
            }
            return JSONValue.object([
                ("service", .string(service)), ("sent", pairs(s.sent)), ("duplicates", pairs(s.duplicates)),
                (
                    "held",
                    .array(s.held.map { .object([("input", .string($0.label)), ("activity", .text($0.remoteID))]) })
                ),
                ("processing", .array(s.processing.map { .string($0) })),
                (
                    "failed",
                    .array(s.failed.map { .object([("input", .string($0.label)), ("reason", .string($0.reason))]) })
                ),
                ("stopped", .text(s.stopped?.description(command: "upload")))
            ]).text(indent: 2) + "\n"
        }
        var text = ""
        for (label, remote) in s.sent { text += "\(label): sent to \(service) as activity \(remote)\n" }
        for (label, remote) in s.duplicates { text += "\(label): \(service) holds it already as activity \(remote)\n" }
        return text
            + "\(service): sent \(s.sent.count), already there \(s.held.count + s.duplicates.count), "
            + "processing \(s.processing.count), failed \(s.failed.count)\n"
    }
}
