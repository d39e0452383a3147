import FITActivity
import FITInput
import FITKit

/// An activity as the library holds it.
public struct Activity: Sendable {
    public let id: Int64
    public let source: SourceID
    public let sourceID: String
    /// Every (source, id) this ride is known by, merges included.
    public var sources: [(source: SourceID, id: String)] = []
    /// Unix seconds, UTC, and local time minus UTC in seconds.
    public let startTime: Int64?
    public let utcOffset: Int64?
    public let sport: String?
    public let subSport: String?
    public let elapsedTime, timerTime, movingTime, distance, ascent, descent: Double?
    public let avgSpeed, avgPower, normalizedPower, avgHeartRate, maxHeartRate, trainingStressScore: Double?
    public let samples: Int64
    public let streams: Int64
    public let sha256: String?
    public let title, notes, tags: String?
    /// What a source (Strava) says of the ride beside its title.
    public let description, gear: String?
    /// Every session's sport, in order (one for most rides; swim, transition, bike, … for a triathlon).
    public let sports: [String]
    public let sessionCount: Int64
    /// Set while this activity is merged into another (`dedupe --merge`); `dedupe --unmerge` undoes it.
    public let mergedInto: Int64?
    /// Activities merged into this one by hand, and every FIT file it holds.
    public var merged: [Int64] = []
    public var files: [StoredFile] = []
    public let createdAt, updatedAt: Int64
    /// Where the FIT file is: a path under the library folder, or a member of an archive.
    public let filePath: String?
    public let archive: String?

    public var archived: Bool { archive != nil }

    /// Its title, or one made the way services make them when it has none: the part of the rider's day it
    /// started in and its sport ("Morning Ride", "Lunch Run"); the user's own `title` stays as it is.
    public var displayTitle: String {
        if let title, !title.isEmpty { return title }
        let noun = SportNames.noun(sport)
        guard let start = startTime else { return noun }
        let local = start + (utcOffset.map(FITTime.zoneOffset) ?? 0)
        let hour = ((local % 86_400) + 86_400) % 86_400 / 3600
        let part =
            switch hour {
            case 5..<11: "Morning"
            case 11..<14: "Lunch"
            case 14..<18: "Afternoon"
            case 18..<22: "Evening"
            default: "Night"
            }
        return part + " " + noun
    }

    /// What exports of it are named: its local start and title, "2024-05-01_0712_Morning-Ride" (its sport
    /// when it has no title; "activity-ID" without a start). Export adds "-2" … where two would be alike.
    public var fileStem: String {
        guard let start = startTime else { return "activity-\(id)" }
        let clock = Instant(unix: start + (utcOffset ?? 0)).iso8601()  // 2024-05-01T07:12:05Z
        let date = clock.prefix(10), hm = clock.dropFirst(11).prefix(5).filter { $0 != ":" }
        var words = "", dash = false
        for c in (title ?? sport ?? "").unicodeScalars.prefix(80) {
            if c.properties.isAlphabetic || ("0"..."9").contains(c) {
                if dash && !words.isEmpty { words += "-" }
                words.unicodeScalars.append(c)
                dash = false
            } else {
                dash = true
            }
        }
        return "\(date)_\(hm)" + (words.isEmpty ? "" : "_" + words)
    }

    init(_ r: Row) {
        id = r.int("id") ?? 0
        source = SourceID(r.text("source") ?? "")
        sourceID = r.text("source_id") ?? ""
        startTime = r.int("start_time")
        utcOffset = r.int("utc_offset")
        sport = r.text("sport")
        subSport = r.text("sub_sport")
        elapsedTime = r.double("elapsed_time"); timerTime = r.double("timer_time"); movingTime = r.double("moving_time")
        distance = r.double("distance"); ascent = r.double("ascent"); descent = r.double("descent")
        avgSpeed = r.double("avg_speed"); avgPower = r.double("avg_power");
        normalizedPower = r.double("normalized_power")
        avgHeartRate = r.double("avg_heart_rate"); maxHeartRate = r.double("max_heart_rate")
        trainingStressScore = r.double("training_stress_score")
        samples = r.int("samples") ?? 0
        streams = r.int("streams") ?? 0
        sha256 = r.text("fit_sha256")
        title = r.text("title"); notes = r.text("notes"); tags = r.text("tags")
        description = r.text("description"); gear = r.text("gear")
        sports = (r.text("sports") ?? "").split(separator: ",").map(String.init)
        sessionCount = r.int("sessions") ?? 1
        mergedInto = r.int("merged_into")
        createdAt = r.int("created_at") ?? 0
        updatedAt = r.int("updated_at") ?? 0
        filePath = r.text("path")
        archive = r.text("archive")
    }
}

/// A FIT file the library holds: loose under the library folder, or a member of an archive.
public struct StoredFile: Sendable {
    public let sha256: String
    public let size: Int64
    public let path: String?
    public let archive: String?
    /// The activity it came with, when a merge moved it to another.
    public let mergedFrom: Int64?
    /// Why it does not decode, for a file kept without an activity.
    public let error: String?
    public let importedAt: Int64
    /// For a valid FIT file that is not an activity: its file type (`course`, `workout`…), when it was made
    /// (Unix seconds) and its name.
    public let fileType: String?
    public let created: Int64?
    public let name: String?

    init(_ r: Row) {
        sha256 = r.text("sha256") ?? ""
        size = r.int("size") ?? 0
        path = r.text("path")
        archive = r.text("archive")
        mergedFrom = r.int("home")
        error = r.text("parse_error")
        importedAt = r.int("imported_at") ?? 0
        fileType = r.text("file_type")
        created = r.int("created")
        name = r.text("name")
    }
}

/// What a source says of a ride beside its file: set on the activity where it has nothing yet.
public struct RideDetails: Sendable, Equatable {
    public var title: String?
    public var description: String?
    public var gear: String?

    public init(title: String? = nil, description: String? = nil, gear: String? = nil) {
        self.title = title
        self.description = description
        self.gear = gear
    }

    var isEmpty: Bool { [title, description, gear].allSatisfy { ($0 ?? "").isEmpty } }
}

/// Which activities `list` shows.
public struct ActivityFilter: Sendable {
    public var since: Int64?  // Unix seconds, inclusive
    public var until: Int64?  // exclusive
    public var sports: [String] = []
    public var sources: [SourceID] = []

    public init(since: Int64? = nil, until: Int64? = nil, sports: [String] = [], sources: [SourceID] = []) {
        self.since = since
        self.until = until
        self.sports = sports
        self.sources = sources
    }
}

extension Library {
    static let selectActivities = """
        SELECT a.*, f.path, f.archive FROM activities a LEFT JOIN fit_files f ON f.sha256 = a.fit_sha256
        """

    public func activities(_ filter: ActivityFilter = ActivityFilter()) throws(LibraryError) -> [Activity] {
        var conditions = ["a.merged_into IS NULL"], values: [SQLValue] = []
        if let since = filter.since { conditions.append("a.start_time >= ?"); values.append(.int(since)) }
        if let until = filter.until { conditions.append("a.start_time < ?"); values.append(.int(until)) }
        if !filter.sports.isEmpty {
            // A multisport activity is found by each of its sessions' sports, and as `multisport`.
            conditions.append(
                "(" + filter.sports.map { _ in "a.sport = ? OR a.sports LIKE ?" }.joined(separator: " OR ") + ")")
            values += filter.sports.flatMap { [SQLValue.text($0), .text("%," + $0 + ",%")] }
        }
        if !filter.sources.isEmpty {
            conditions.append(
                "a.id IN (SELECT activity_id FROM activity_sources WHERE source IN (\(filter.sources.map { _ in "?" }.joined(separator: ","))))"
            )
            values += filter.sources.map { .text($0.rawValue) }
        }
        let clause = " WHERE " + conditions.joined(separator: " AND ")
        return try db.query(Self.selectActivities + clause + " ORDER BY a.start_time, a.id", values).map {
            Activity($0)
        }
    }

    public func activity(_ id: Int64) throws(LibraryError) -> Activity {
        guard let row = try db.query(Self.selectActivities + " WHERE a.id = ?", [.int(id)]).first else {
            throw LibraryError.notFound(String(id))
        }
        var a = Activity(row)
        a.sources = try db.query(
            "SELECT source, source_id FROM activity_sources WHERE activity_id = ? ORDER BY rowid", [.int(id)]
        )
        .map { (SourceID($0.text("source") ?? ""), $0.text("source_id") ?? "") }
        a.merged = try db.query("SELECT id FROM activities WHERE merged_into = ? ORDER BY id", [.int(id)]).compactMap {
            $0.int("id")
        }
        a.files = try db.query("SELECT * FROM fit_files WHERE activity_id = ? ORDER BY imported_at", [.int(id)]).map(
            StoredFile.init)
        return a
    }

    /// The sports activities have, for `--sport`'s help and errors: each session's sport, and `multisport`.
    public func sports() throws(LibraryError) -> [String] {
        var all = Set<String>()
        for r in try db.query("SELECT DISTINCT sport, sports FROM activities WHERE merged_into IS NULL") {
            if let s = r.text("sport") { all.insert(s) }
            for s in (r.text("sports") ?? "").split(separator: ",") { all.insert(String(s)) }
        }
        return all.sorted()
    }

    /// FIT files kept without an activity because they do not decode, with why.
    public func undecodedFiles() throws(LibraryError) -> [StoredFile] {
        try db.query("SELECT * FROM fit_files WHERE activity_id IS NULL AND file_type IS NULL ORDER BY imported_at")
            .map(StoredFile.init)
    }

    /// Valid FIT files that are not activities, of one file type (`course`, `workout`…) or, for nil, of every
    /// type; by when they were made.
    public func keptFiles(type: String?) throws(LibraryError) -> [StoredFile] {
        let condition = type == nil ? "file_type IS NOT NULL" : "file_type = ?"
        return try db.query(
            "SELECT * FROM fit_files WHERE activity_id IS NULL AND \(condition) ORDER BY COALESCE(created, imported_at)",
            type.map { [.text($0)] } ?? []
        ).map(StoredFile.init)
    }

    /// The full SHA-256 of the one stored file `prefix` (8 or more of its first hex digits) names.
    /// - Parameter unattached: only among files kept without an activity.
    func sha256(prefix: String, unattached: Bool = false) throws(LibraryError) -> String {
        let p = prefix.lowercased()
        guard p.count >= 8, p.allSatisfy(\.isHexDigit) else { throw .notFound(prefix) }
        let rows = try db.query(
            "SELECT sha256 FROM fit_files WHERE \(unattached ? "activity_id IS NULL AND " : "")sha256 LIKE ?",
            [.text(p + "%")])
        guard rows.count == 1, let sha = rows[0].text("sha256") else {
            throw rows.isEmpty
                ? .notFound(prefix) : .refused("\(prefix) names \(rows.count) files: give more of the SHA-256")
        }
        return sha
    }

    /// A stored file as an input, named by its SHA-256 or 8 or more of its first hex digits: every file the
    /// library holds, whether its activity shows it or it is the other copy of a merged ride.
    public func input(sha256Prefix prefix: String, maxFileSize: Int = DecodeOptions().maxFileSize)
        throws(LibraryError) -> InputItem
    {
        let sha = try sha256(prefix: prefix)
        return try input(
            sha256: sha, name: "library:" + sha.prefix(12), maxFileSize: maxFileSize, stem: String(sha.prefix(12)))
    }

    /// Removes a file kept without an activity, named by its SHA-256 or a unique prefix of 8 or more digits.
    /// - Returns: the full SHA-256.
    @discardableResult
    public func removeUndecoded(_ prefix: String) throws(LibraryError) -> String {
        let sha = try sha256(prefix: prefix, unattached: true)
        let rows = try db.query("SELECT sha256, path FROM fit_files WHERE sha256 = ?", [.text(sha)])
        try locked { () throws(LibraryError) in
            try db.query("DELETE FROM fit_files WHERE sha256 = ?", [.text(sha)])
            if let path = rows[0].text("path") { store.remove(path) }
        }
        return sha
    }

    /// The user's own title, notes and tags (nil leaves a field as it is).
    public func edit(_ id: Int64, title: String? = nil, notes: String? = nil, tags: [String]? = nil)
        throws(LibraryError)
    {
        _ = try activity(id)
        try db.transaction { () throws(LibraryError) in
            if let title { try db.query("UPDATE activities SET title = ? WHERE id = ?", [.text(title), .int(id)]) }
            if let notes { try db.query("UPDATE activities SET notes = ? WHERE id = ?", [.text(notes), .int(id)]) }
            if let tags {
                try db.query(
                    "UPDATE activities SET tags = ? WHERE id = ?", [.text(tags.joined(separator: ",")), .int(id)])
            }
            try db.query("UPDATE activities SET updated_at = ? WHERE id = ?", [.int(Self.now), .int(id)])
        }
    }

    /// Removes an activity and its FIT files (loose files are deleted; archived ones leave their archive at the
    /// next `archive` run, which rewrites it without them).
    public func remove(_ id: Int64) throws(LibraryError) {
        _ = try activity(id)
        try locked { () throws(LibraryError) in
            let files = try db.query("SELECT sha256, path FROM fit_files WHERE activity_id = ?", [.int(id)])
            try db.transaction { () throws(LibraryError) in
                try db.query("DELETE FROM fit_files WHERE activity_id = ?", [.int(id)])
                // Activities merged into this one go with it (their files moved to it).
                try db.query("DELETE FROM activities WHERE merged_into = ?", [.int(id)])
                try db.query("DELETE FROM activities WHERE id = ?", [.int(id)])
            }
            for f in files { if let path = f.text("path") { store.remove(path) } }
        }
    }

    /// The activity's FIT file as an input: the loose file, or its member in an archive.
    public func input(for id: Int64, maxFileSize: Int = DecodeOptions().maxFileSize) throws(LibraryError) -> InputItem {
        let a = try activity(id)
        guard let sha = a.sha256 else { throw LibraryError.notFound("\(id)'s FIT file") }
        var item = try input(sha256: sha, name: "library:\(id)", maxFileSize: maxFileSize, stem: a.fileStem)
        item.activityID = id
        item.title = a.displayTitle
        item.description = a.description
        return item
    }

    func input(sha256: String, name: String, maxFileSize: Int, stem: String? = nil) throws(LibraryError) -> InputItem {
        guard
            let f = try db.query("SELECT path, archive, member FROM fit_files WHERE sha256 = ?", [.text(sha256)]).first
        else {
            throw LibraryError.notFound(name)
        }
        if let path = f.text("path") { return InputItem.file(store.absolute(path), name: name, stem: stem) }
        // Every file is either loose (its path) or in an archive (archive and member): the archiving transaction
        // sets the one as it clears the other.
        guard let archive = f.text("archive"), let member = f.text("member") else {
            throw LibraryError.notFound(name)
        }
        do throws(InputError) {
            return try InputItem.archiveMember(
                store.absolute(archive), member: member, name: name,
                maxFileSize: maxFileSize, stem: stem)
        } catch {
            throw LibraryError.input(error)
        }
    }
}
