/// What a sync knows of a source's remote activities, kept in the library's database (migration 3) so that a
/// sync stopped at any moment (Ctrl-C, kill -9, a dead server) resumes where it was: an item is `stored` only
/// once its file is imported and committed, and nothing `listed` is ever skipped by a later run.
public struct SyncItem: Sendable, Equatable {
    public enum State: String, Sendable { case listed, stored, failed }
    public let remoteID: String
    public let state: State
    public let title: String?
    public let startDay: String?
    public let tries: Int
    public let reason: String?
    public let activityID: Int64?
}

/// One source's line in `sync --status`.
public struct SyncSourceStatus: Sendable {
    public let source: SourceID
    public let account: String?
    public let cursor: String?
    public let lastComplete: Int64?
    public let lastRun: Int64?
    public let stored: Int
    public let pending: Int
    public let failed: [SyncItem]
    /// Stored items whose file had problems (taken leniently), with what they were.
    public let storedWithProblems: [SyncItem]
}

/// A remote activity as a listing gives it.
public struct ListedItem: Sendable {
    public let remoteID: String
    public let title: String?
    public let startDay: String?
    public let fileURL: String?

    public init(remoteID: String, title: String?, startDay: String?, fileURL: String?) {
        self.remoteID = remoteID
        self.title = title
        self.startDay = startDay
        self.fileURL = fileURL
    }
}

extension Library {
    /// How many tries an item gets before it is `failed` (and left alone until `--retry-failed`).
    public static let syncTries = 3

    /// Records what a listing found: new items become `listed`; the title of items not yet stored is
    /// refreshed. The file's URL is not kept: it can carry a storage signature, and each run lists
    /// afresh. One transaction per page.
    public func recordListed(_ items: [ListedItem], source: SourceID) throws(LibraryError) {
        let now = Self.now
        try db.transaction { () throws(LibraryError) in
            for item in items {
                try db.query(
                    """
                    INSERT INTO sync_items (source, remote_id, state, title, start_day, listed_at, updated_at)
                    VALUES (?, ?, 'listed', ?, ?, ?, ?)
                    ON CONFLICT (source, remote_id) DO UPDATE SET title = excluded.title, start_day = excluded.start_day,
                        updated_at = excluded.updated_at WHERE state != 'stored'
                    """,
                    [
                        .text(source.rawValue), .text(item.remoteID), .of(item.title), .of(item.startDay), .int(now),
                        .int(now)
                    ])
            }
        }
    }

    /// The items of a source, by remote id.
    public func syncItems(source: SourceID) throws(LibraryError) -> [String: SyncItem] {
        var items: [String: SyncItem] = [:]
        for row in try db.query("SELECT * FROM sync_items WHERE source = ?", [.text(source.rawValue)]) {
            let item = Self.syncItem(row)
            items[item.remoteID] = item
        }
        return items
    }

    /// The activity that already holds this remote item (imported from the service, or merged with it), if any.
    public func activity(source: SourceID, remoteID: String) throws(LibraryError) -> Int64? {
        guard
            let id = try db.query(
                "SELECT activity_id FROM activity_sources WHERE source = ? AND source_id = ?",
                [.text(source.rawValue), .text(remoteID)]
            ).first?.int("activity_id")
        else { return nil }
        return try resolve(id)
    }

    /// An item whose file the library holds now; `note` says what was wrong with a file taken leniently.
    /// - Parameter export: the run exports what it brings (`sync-and-export`): the activity is marked as
    ///   waiting for its export in the same transaction, so that a run killed before writing it leaves it for
    ///   the next (`pendingExports`).
    public func markStored(
        source: SourceID, remoteID: String, activity: Int64?, note: String? = nil, export: Bool = false
    ) throws(LibraryError) {
        try db.transaction { () throws(LibraryError) in
            try db.query(
                """
                UPDATE sync_items SET state = 'stored', activity_id = ?, reason = ?, updated_at = ?
                WHERE source = ? AND remote_id = ?
                """, [.of(activity), .of(note), .int(Self.now), .text(source.rawValue), .text(remoteID)])
            if export, let activity {
                try db.query("UPDATE activities SET export_pending = 1 WHERE id = ?", [.int(try resolve(activity))])
            }
        }
    }

    /// Activities a `sync-and-export` brought whose export has not been written yet, oldest first.
    public func pendingExports() throws(LibraryError) -> [Int64] {
        try db.query(
            "SELECT id FROM activities WHERE export_pending = 1 AND merged_into IS NULL ORDER BY start_time, id"
        ).compactMap { $0.int("id") }
    }

    /// The activity's export is written (or there is nothing to write of it).
    public func exportWritten(_ activity: Int64) throws(LibraryError) {
        try db.query("UPDATE activities SET export_pending = 0 WHERE id = ?", [.int(activity)])
    }

    /// Counts a failed try; the item is `failed` after `syncTries` of them. Returns its state now.
    @discardableResult
    public func markFailed(source: SourceID, remoteID: String, reason: String) throws(LibraryError) -> SyncItem.State {
        try db.transaction { () throws(LibraryError) -> SyncItem.State in
            try db.query(
                """
                UPDATE sync_items SET tries = tries + 1, reason = ?, updated_at = ?,
                    state = CASE WHEN tries + 1 >= ? THEN 'failed' ELSE 'listed' END
                WHERE source = ? AND remote_id = ? AND state != 'stored'
                """,
                [.text(reason), .int(Self.now), .int(Int64(Self.syncTries)), .text(source.rawValue), .text(remoteID)])
            let state = try db.query(
                "SELECT state FROM sync_items WHERE source = ? AND remote_id = ?",
                [.text(source.rawValue), .text(remoteID)]
            ).first?.text("state")
            return state.flatMap(SyncItem.State.init) ?? .listed
        }
    }

    /// `--retry-failed`: failed items get their tries back.
    public func retryFailed(source: SourceID) throws(LibraryError) {
        try db.query(
            "UPDATE sync_items SET state = 'listed', tries = 0, updated_at = ? WHERE source = ? AND state = 'failed'",
            [.int(Self.now), .text(source.rawValue)])
    }

    /// Notes a run of a source: its account, where it stopped (nil when it finished) and, when it listed and
    /// fetched everything, that it was complete.
    public func recordSyncRun(source: SourceID, account: String?, cursor: String?, complete: Bool) throws(LibraryError)
    {
        let now = Self.now
        try db.query(
            """
            INSERT INTO sync_sources (source, account, cursor, last_complete, last_run) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (source) DO UPDATE SET account = COALESCE(excluded.account, account), cursor = excluded.cursor,
                last_complete = COALESCE(excluded.last_complete, last_complete), last_run = excluded.last_run
            """, [.text(source.rawValue), .of(account), .of(cursor), complete ? .int(now) : .null, .int(now)])
    }

    /// `sync --status`: every source that has been synced.
    public func syncStatus() throws(LibraryError) -> [SyncSourceStatus] {
        var sources = try db.query("SELECT * FROM sync_sources ORDER BY source").map { $0 }
        let known = Set(sources.compactMap { $0.text("source") })
        for row in try db.query("SELECT DISTINCT source FROM sync_items ORDER BY source") {
            if let s = row.text("source"), !known.contains(s) { sources.append(Row(values: ["source": .text(s)])) }
        }
        return try sources.map { (row) throws(LibraryError) -> SyncSourceStatus in
            let source = SourceID(row.text("source") ?? "")
            let counts = try db.query(
                "SELECT state, COUNT(*) AS n FROM sync_items WHERE source = ? GROUP BY state",
                [.text(source.rawValue)])
            func count(_ state: String) -> Int { Int(counts.first { $0.text("state") == state }?.int("n") ?? 0) }
            func items(_ condition: String) throws(LibraryError) -> [SyncItem] {
                try db.query(
                    "SELECT * FROM sync_items WHERE source = ? AND \(condition) ORDER BY remote_id",
                    [.text(source.rawValue)]
                ).map(Self.syncItem)
            }
            return SyncSourceStatus(
                source: source, account: row.text("account"), cursor: row.text("cursor"),
                lastComplete: row.int("last_complete"), lastRun: row.int("last_run"),
                stored: count("stored"), pending: count("listed"), failed: try items("state = 'failed'"),
                storedWithProblems: try items("state = 'stored' AND reason IS NOT NULL"))
        }
    }

    /// Removes what an import killed mid-way left in the store (`.partial-` files): taking the store's lock
    /// does (`locked`).
    public func removeInterruptedImports() throws(LibraryError) {
        try locked {}
    }

    private static func syncItem(_ row: Row) -> SyncItem {
        SyncItem(
            remoteID: row.text("remote_id") ?? "", state: row.text("state").flatMap(SyncItem.State.init) ?? .listed,
            title: row.text("title"), startDay: row.text("start_day"),
            tries: Int(row.int("tries") ?? 0), reason: row.text("reason"), activityID: row.int("activity_id"))
    }
}
