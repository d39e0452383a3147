/// `dedupe --merge`, `--unmerge` and `gc --purge`: merging two activities by hand loses nothing and can be
/// undone. The activity merged away stays in the database, hidden from `list`, marked `merged_into`; its
/// sources and FIT files move to the other activity (each row remembering its `home`), and a snapshot of the
/// other activity's figures and edits from before is kept in `merges`. Only `gc --purge` forgets it for good.
extension Library {
    /// The columns a merge may change on the activity kept, and an unmerge gives back.
    private static let restoredColumns = ActivityRecord.columns + ["title", "notes", "tags"]
    private static let editColumns = ["title", "notes", "tags"]

    private static func snapshot(_ columns: [String]) -> String {
        "json_object(" + columns.map { "'\($0)', \($0)" }.joined(separator: ", ") + ")"
    }

    /// Merges activity `b` into `a`: the more complete figures win, the user's edits of both are kept (a title
    /// where one has one, notes of both, tags of both), files and source ids move to `a`. Refused unless the
    /// pair is listed as possible duplicates, or `force`.
    public func merge(_ b: Int64, into a: Int64, force: Bool = false) throws(LibraryError) {
        guard a != b else { throw .refused("activity \(a) cannot be merged into itself") }
        let first = try activity(a), second = try activity(b)
        for x in [first, second] {
            if let into = x.mergedInto {
                throw .refused(
                    "activity \(x.id) is already merged into \(into) (fitkit dedupe --unmerge \(x.id) brings it back)")
            }
        }
        if !force {
            let listed = try db.query(
                "SELECT 1 FROM possible_duplicates WHERE (a = ? AND b = ?) OR (a = ? AND b = ?)",
                [.int(a), .int(b), .int(b), .int(a)])
            guard !listed.isEmpty else {
                throw .refused(
                    "activities \(a) and \(b) are not listed as possible duplicates (fitkit dedupe lists them); "
                        + "nothing merged: give --force to merge them anyway")
            }
        }
        try db.transaction { () throws(LibraryError) in
            try db.query(
                """
                INSERT INTO merges (merged, into_id, merged_at, before, after)
                SELECT ?, id, ?, \(Self.snapshot(Self.restoredColumns)), '{}' FROM activities WHERE id = ?
                """, [.int(b), .int(Self.now), .int(a)])
            func completeness(_ id: Int64) throws(LibraryError) -> (Int, Int, Int, Int64, Int64)? {
                try db.query(
                    "SELECT samples, streams, derived, positions, distance FROM activities WHERE id = ?", [.int(id)]
                ).first.map(ActivityRecord.completeness(of:))
            }
            if let mergedAway = try completeness(b), let kept = try completeness(a), mergedAway > kept {
                try db.query(
                    """
                    UPDATE activities SET \(ActivityRecord.columns.map { "\($0) = (SELECT \($0) FROM activities WHERE id = ?)" }.joined(separator: ", "))
                    WHERE id = ?
                    """, Array(repeating: .int(b), count: ActivityRecord.columns.count) + [.int(a)])
            }
            let title = first.title ?? second.title
            let notes = [first.notes, second.notes].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n\n")
            let tags = Array(
                Set([first.tags, second.tags].compactMap { $0 }.flatMap { $0.split(separator: ",").map(String.init) })
            ).sorted()
            try db.query(
                "UPDATE activities SET title = ?, notes = ?, tags = ?, updated_at = ? WHERE id = ?",
                [
                    .of(title), notes.isEmpty ? .null : .text(notes),
                    tags.isEmpty ? .null : .text(tags.joined(separator: ",")),
                    .int(Self.now), .int(a)
                ])
            try add(RideDetails(title: nil, description: second.description, gear: second.gear), to: a)
            try db.query(
                "UPDATE merges SET after = (SELECT \(Self.snapshot(Self.editColumns)) FROM activities WHERE id = ?) WHERE merged = ?",
                [.int(a), .int(b)])
            for table in ["activity_sources", "fit_files"] {
                try db.query(
                    "UPDATE \(table) SET home = COALESCE(home, activity_id), activity_id = ? WHERE activity_id = ?",
                    [.int(a), .int(b)])
            }
            try db.query(
                "UPDATE activities SET merged_into = ?, updated_at = ? WHERE id = ?", [.int(a), .int(Self.now), .int(b)]
            )
            try keepEfforts(of: b, with: a)
        }
    }

    /// Undoes `merge`: activity `b` comes back with its own sources and files (and those of activities merged
    /// into it before); the activity it was merged into gets back the figures it had when they came from
    /// `b`'s file, and its title, notes and tags from before when the user has not edited them since.
    /// - Returns: the activity `b` had been merged into.
    @discardableResult
    public func unmerge(_ b: Int64) throws(LibraryError) -> Int64 {
        guard let a = try activity(b).mergedInto else {
            throw .refused("activity \(b) is not merged into another (fitkit show \(b))")
        }
        try db.transaction { () throws(LibraryError) in
            // `b` and every activity still merged into it, however deep.
            var group: Set<Int64> = [b], frontier: [Int64] = [b]
            while let next = frontier.popLast() {
                for r in try db.query("SELECT id FROM activities WHERE merged_into = ?", [.int(next)]) {
                    if let id = r.int("id"), group.insert(id).inserted { frontier.append(id) }
                }
            }
            let inGroup = "(" + group.map(String.init).joined(separator: ",") + ")"
            let usesOwnFile = try db.query(
                """
                SELECT 1 FROM activities WHERE id = ? AND fit_sha256 IN (SELECT sha256 FROM fit_files WHERE home IN \(inGroup))
                """, [.int(a)]
            ).isEmpty
            for table in ["activity_sources", "fit_files"] {
                try db.query(
                    """
                    UPDATE \(table) SET activity_id = CASE WHEN home = ? THEN ? ELSE activity_id END,
                        home = CASE WHEN home = ? THEN NULL ELSE home END
                    WHERE home IN \(inGroup)
                    """, [.int(b), .int(b), .int(b)])
                // Rows of activities merged into `b` follow `b` back.
                try db.query(
                    "UPDATE \(table) SET activity_id = ? WHERE home IN \(inGroup) AND home != ?", [.int(b), .int(b)])
            }
            if let m = try db.query("SELECT before, after FROM merges WHERE merged = ?", [.int(b)]).first {
                let before = m.text("before") ?? "{}", after = m.text("after") ?? "{}"
                if !usesOwnFile {
                    try db.query(
                        "UPDATE activities SET \(ActivityRecord.columns.map { "\($0) = json_extract(?, '$.\($0)')" }.joined(separator: ", ")) WHERE id = ?",
                        Array(repeating: .text(before), count: ActivityRecord.columns.count) + [.int(a)])
                }
                for column in Self.editColumns {
                    try db.query(
                        """
                        UPDATE activities SET \(column) = json_extract(?, '$.\(column)')
                        WHERE id = ? AND \(column) IS json_extract(?, '$.\(column)')
                        """, [.text(before), .int(a), .text(after)])
                }
            }
            try giveBackEfforts(of: b, from: a)
            try db.query("DELETE FROM merges WHERE merged = ?", [.int(b)])
            try db.query(
                "UPDATE activities SET merged_into = NULL, updated_at = ? WHERE id = ?", [.int(Self.now), .int(b)])
            try db.query("UPDATE activities SET updated_at = ? WHERE id = ?", [.int(Self.now), .int(a)])
        }
        return a
    }

    public struct PurgeReport: Sendable {
        /// Activities merged into others, now forgotten (no unmerge).
        public var activities: [Int64] = []
        /// Their FIT files deleted (those the activity kept does not take its figures from).
        public var files: [String] = []
    }

    /// Forgets merged-away activities for good (`gc --purge`): their rows, and their FIT files unless the
    /// activity they were merged into takes its figures from one. Their source ids stay on that activity.
    public func purgeMerged(dryRun: Bool) throws(LibraryError) -> PurgeReport {
        try locked { () throws(LibraryError) -> PurgeReport in
            var report = PurgeReport()
            report.activities = try db.query("SELECT id FROM activities WHERE merged_into IS NOT NULL ORDER BY id")
                .compactMap { $0.int("id") }
            guard !report.activities.isEmpty else { return report }
            let merged = "(SELECT id FROM activities WHERE merged_into IS NOT NULL)"
            let files = try db.query(
                """
                SELECT sha256, path FROM fit_files WHERE home IN \(merged)
                AND sha256 NOT IN (SELECT fit_sha256 FROM activities WHERE fit_sha256 IS NOT NULL AND merged_into IS NULL)
                """)
            report.files = files.compactMap { $0.text("path") ?? $0.text("sha256") }
            guard !dryRun else { return report }
            try db.transaction { () throws(LibraryError) in
                for f in files { try db.query("DELETE FROM fit_files WHERE sha256 = ?", [.of(f.text("sha256"))]) }
                try db.query("UPDATE fit_files SET home = NULL WHERE home IN \(merged)")
                try db.query("UPDATE activity_sources SET home = NULL WHERE home IN \(merged)")
                try db.query("DELETE FROM merges")
                try db.query(
                    "DELETE FROM activities WHERE id IN (\(report.activities.map(String.init).joined(separator: ",")))")
            }
            // Archived members leave their archive at the next `archive` run, as for `rm`.
            for f in files { if let path = f.text("path") { store.remove(path) } }
            return report
        }
    }
}
