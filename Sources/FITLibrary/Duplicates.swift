/// How alike two records of one ride are, by the library's rule: start times within 60 s and durations within
/// 60 s make a duplicate; both within 5 s exact, within 30 s likely, else possible. Start times are compared
/// in UTC, which FIT records carry: a ride's local offset (from its `activity` message) never moves it, so time
/// zones neither make false duplicates nor hide real ones.
public enum DuplicateKind: String, Sendable {
    case exact, likely, possible

    init?(startDelta: Int64, durationDelta: Int64) {
        let worst = max(startDelta, durationDelta)
        if worst <= 5 {
            self = .exact
        } else if worst <= 30 {
            self = .likely
        } else if worst <= 60 {
            self = .possible
        } else {
            return nil
        }
    }
}

enum Duplicates {
    struct Candidate {
        let id: Int64
        let kind: DuplicateKind
        let startDelta: Int64
        let durationDelta: Int64
    }

    /// The existing activity closest to `r` within the duplicate window, if any.
    static func closest(to r: ActivityRecord, in db: Database, excluding: Int64? = nil) throws(LibraryError)
        -> Candidate?
    {
        guard let start = r.startTime else { return nil }
        let rows = try db.query(
            "SELECT id, start_time, elapsed_time FROM activities WHERE start_time BETWEEN ? AND ? AND merged_into IS NULL",
            [.int(start - 60), .int(start + 60)])
        return rows.compactMap { row -> Candidate? in
            guard let id = row.int("id"), id != excluding, let s = row.int("start_time") else { return nil }
            let startDelta = abs(s - start)
            let durationDelta = Int64(abs((row.double("elapsed_time") ?? 0) - (r.elapsed ?? 0)).rounded())
            guard let kind = DuplicateKind(startDelta: startDelta, durationDelta: durationDelta) else { return nil }
            return Candidate(id: id, kind: kind, startDelta: startDelta, durationDelta: durationDelta)
        }.min { max($0.startDelta, $0.durationDelta) < max($1.startDelta, $1.durationDelta) }
    }
}

extension DuplicateKind {
    /// Whether two records are one ride by the library's merge rule (an exact or likely duplicate), from their
    /// starts (Unix seconds) and durations (s): how an upload finds a ride in a service's list.
    public static func sameRide(start a: Int64, elapsed ea: Double, start b: Int64, elapsed eb: Double) -> Bool {
        guard ea.isFinite, eb.isFinite,
            let kind = DuplicateKind(startDelta: abs(a - b), durationDelta: Int64(abs(ea - eb).rounded()))
        else { return false }
        return kind != .possible
    }
}
