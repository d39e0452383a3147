/// What the library knows of the rides sent to a service (`fitkit upload`, migration 7): a row is written before
/// the first byte goes, so that a run stopped at any moment (Ctrl-C, kill -9, a dead server) finds it and asks
/// the service what became of the upload instead of sending the ride again.
public struct UploadRecord: Sendable, Equatable {
    public enum State: String, Sendable { case sending, processing, done, failed }
    public let service: SourceID
    public let sha256: String
    public let activityID: Int64
    public let externalID: String
    public let sentSHA256: String?
    public let uploadID: String?
    public let remoteID: String?
    public let state: State
    public let reason: String?
    public let tries: Int
}

extension Library {
    /// The record of a ride's file at a service, nil when it was never sent there.
    public func upload(service: SourceID, sha256: String) throws(LibraryError) -> UploadRecord? {
        try db.query("SELECT * FROM uploads WHERE service = ? AND sha256 = ?", [.text(service.rawValue), .text(sha256)])
            .first.map(Self.uploadRecord)
    }

    /// Every upload to a service.
    public func uploads(service: SourceID) throws(LibraryError) -> [UploadRecord] {
        try db.query("SELECT * FROM uploads WHERE service = ? ORDER BY created_at", [.text(service.rawValue)])
            .map(Self.uploadRecord)
    }

    /// Records that a ride is about to be sent (before the first byte): `sending`, one try more. A ride already
    /// recorded keeps its upload and activity ids.
    public func beginUpload(
        service: SourceID, sha256: String, activity: Int64, externalID: String, sentSHA256: String
    ) throws(LibraryError) {
        let now = Self.now
        try db.query(
            """
            INSERT INTO uploads (service, sha256, activity_id, external_id, sent_sha256, state, tries, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, 'sending', 1, ?, ?)
            ON CONFLICT (service, sha256) DO UPDATE SET state = 'sending', tries = tries + 1, reason = NULL,
                sent_sha256 = excluded.sent_sha256, updated_at = excluded.updated_at
            """,
            [
                .text(service.rawValue), .text(sha256), .int(activity), .text(externalID), .text(sentSHA256), .int(now),
                .int(now)
            ])
    }

    /// The service took the bytes and is processing them under this upload id.
    public func uploadProcessing(service: SourceID, sha256: String, uploadID: String) throws(LibraryError) {
        try db.query(
            "UPDATE uploads SET state = 'processing', upload_id = ?, updated_at = ? WHERE service = ? AND sha256 = ?",
            [.text(uploadID), .int(Self.now), .text(service.rawValue), .text(sha256)])
    }

    /// The ride is the service's activity `remoteID` (made now, or found there already): recorded, and the
    /// activity gains that id at the service, so that a sync from it knows the ride as held.
    public func uploadDone(
        service: SourceID, sha256: String, activity: Int64, externalID: String, remoteID: String
    ) throws(LibraryError) {
        let now = Self.now
        try db.transaction { () throws(LibraryError) in
            try db.query(
                """
                INSERT INTO uploads (service, sha256, activity_id, external_id, remote_id, state, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, 'done', ?, ?)
                ON CONFLICT (service, sha256) DO UPDATE SET state = 'done', remote_id = excluded.remote_id,
                    reason = NULL, updated_at = excluded.updated_at
                """,
                [
                    .text(service.rawValue), .text(sha256), .int(activity), .text(externalID), .text(remoteID),
                    .int(now), .int(now)
                ])
            try db.query(
                "INSERT OR IGNORE INTO activity_sources (activity_id, source, source_id) VALUES (?, ?, ?)",
                [.int(try resolve(activity)), .text(service.rawValue), .text(remoteID)])
        }
    }

    /// The service refused the ride (an error it will give again): `failed`, with why.
    public func uploadFailed(service: SourceID, sha256: String, reason: String) throws(LibraryError) {
        try db.query(
            "UPDATE uploads SET state = 'failed', reason = ?, updated_at = ? WHERE service = ? AND sha256 = ?",
            [.text(reason), .int(Self.now), .text(service.rawValue), .text(sha256)])
    }

    /// The service's id of an activity, whichever way the library learnt it (a sync, an upload), nil for none.
    public func remoteID(of activity: Int64, at service: SourceID) throws(LibraryError) -> String? {
        try db.query(
            "SELECT source_id FROM activity_sources WHERE activity_id = ? AND source = ? LIMIT 1",
            [.int(try resolve(activity)), .text(service.rawValue)]
        ).first?.text("source_id")
    }

    static func uploadRecord(_ row: Row) -> UploadRecord {
        UploadRecord(
            service: SourceID(row.text("service") ?? ""), sha256: row.text("sha256") ?? "",
            activityID: row.int("activity_id") ?? 0, externalID: row.text("external_id") ?? "",
            sentSHA256: row.text("sent_sha256"), uploadID: row.text("upload_id"), remoteID: row.text("remote_id"),
            state: UploadRecord.State(rawValue: row.text("state") ?? "") ?? .failed, reason: row.text("reason"),
            tries: Int(row.int("tries") ?? 0))
    }
}
