import FITActivity
import FITAnalysis
import FITInput
import FITKit
import FITSupport

/// A segment as the library keeps it (docs/SEGMENTS.md).
public struct Segment: Sendable, Equatable {
    public let id: Int64
    public let name: String
    public let line: SegmentLine
    /// Efforts on it in the library.
    public let efforts: Int

    public init(id: Int64, name: String, line: SegmentLine, efforts: Int) {
        (self.id, self.name, self.line, self.efforts) = (id, name, line, efforts)
    }
}

/// An effort as the library keeps it: whose ride, when, and its figures.
public struct StoredEffort: Sendable, Equatable {
    public let segmentID: Int64
    public let activityID: Int64
    /// The start gate's crossing, Unix seconds (with its fraction).
    public let start: Double
    public let elapsed: Double
    public let moving: Double
    public let avgPower: Double?
    public let avgHeartRate: Double?
    /// m/s.
    public let avgSpeed: Double
    /// 1 for the fastest of the segment's efforts.
    public let rank: Int
}

extension Library {
    /// Adds a segment; a name the library has already is refused.
    public func addSegment(name: String, line: SegmentLine) throws(LibraryError) -> Int64 {
        try locked { () throws(LibraryError) -> Int64 in
            if try !db.query("SELECT 1 AS x FROM segments WHERE name = ?", [.text(name)]).isEmpty {
                throw LibraryError.refused("a segment named \(name) exists already (fitkit segment list)")
            }
            try db.query(
                "INSERT INTO segments (name, line, distance, created_at) VALUES (?, ?, ?, ?)",
                [.text(name), .blob(line.bytes), .double(line.length), .int(Self.now)])
            return db.lastInsertID
        }
    }

    /// Every segment, by id.
    public func segments() throws(LibraryError) -> [Segment] {
        try db.query(
            """
            SELECT s.id, s.name, s.line, (SELECT COUNT(*) FROM segment_efforts e JOIN activities a ON a.id = e.activity_id
                WHERE e.segment_id = s.id AND a.merged_into IS NULL) AS efforts
            FROM segments s ORDER BY s.id
            """
        ).compactMap(Self.segment)
    }

    /// The segment an argument names: its id, else its name; nil for none.
    public func segment(named argument: String) throws(LibraryError) -> Segment? {
        let all = try segments()
        return all.first { String($0.id) == argument } ?? all.first { $0.name == argument }
    }

    private static func segment(_ row: Row) -> Segment? {
        guard let id = row.int("id"), let name = row.text("name"), let bytes = row.blob("line"),
            let line = SegmentLine(bytes: bytes)
        else { return nil }
        return Segment(id: id, name: name, line: line, efforts: Int(row.int("efforts") ?? 0))
    }

    public func removeSegment(_ id: Int64) throws(LibraryError) {
        try locked { () throws(LibraryError) in
            _ = try db.query("DELETE FROM segments WHERE id = ?", [.int(id)])
        }
    }

    /// A segment's efforts, fastest first (elapsed time; the earlier effort first on a tie).
    public func efforts(segment id: Int64) throws(LibraryError) -> [StoredEffort] {
        let rows = try db.query(
            """
            SELECT e.* FROM segment_efforts e JOIN activities a ON a.id = e.activity_id
            WHERE e.segment_id = ? AND a.merged_into IS NULL ORDER BY e.elapsed, e.start
            """, [.int(id)])
        return rows.enumerated().compactMap { Self.effort($1, rank: $0 + 1) }
    }

    /// An activity's efforts, each with its rank on its segment, in the order ridden.
    public func efforts(activity id: Int64) throws(LibraryError) -> [(segment: Segment, effort: StoredEffort)] {
        let mine = try db.query(
            "SELECT DISTINCT segment_id FROM segment_efforts WHERE activity_id = ?", [.int(id)]
        ).compactMap { $0.int("segment_id") }
        var out: [(Segment, StoredEffort)] = []
        let all = try segments()
        for segmentID in mine {
            guard let segment = all.first(where: { $0.id == segmentID }) else { continue }
            out += try efforts(segment: segmentID).filter { $0.activityID == id }.map { (segment, $0) }
        }
        return out.sorted { $0.1.start < $1.1.start }
    }

    private static func effort(_ row: Row, rank: Int) -> StoredEffort? {
        guard let segment = row.int("segment_id"), let activity = row.int("activity_id"),
            let start = row.double("start"), let elapsed = row.double("elapsed")
        else { return nil }
        return StoredEffort(
            segmentID: segment, activityID: activity, start: start, elapsed: elapsed,
            moving: row.double("moving") ?? elapsed, avgPower: row.double("avg_power"),
            avgHeartRate: row.double("avg_heart_rate"), avgSpeed: row.double("avg_speed") ?? 0, rank: rank)
    }

    /// What matching a segment needs to read: the activities whose bounds meet its line's (grown by a gate's
    /// width), from the R*Tree, and every activity whose bounds are not known yet.
    public func segmentCandidates(_ line: SegmentLine) throws(LibraryError) -> [Int64] {
        let box = line.box(growing: SegmentMatch.gateWidth)
        let near = try db.query(
            """
            SELECT b.id FROM activity_boxes b JOIN activities a ON a.id = b.id
            WHERE b.max_lat >= ? AND b.min_lat <= ? AND b.max_lon >= ? AND b.min_lon <= ? AND a.merged_into IS NULL
            """,
            [.double(box.minLatitude), .double(box.maxLatitude), .double(box.minLongitude), .double(box.maxLongitude)]
        ).compactMap { $0.int("id") }
        return (near + (try unboxedActivities())).sorted()
    }

    /// Activities whose bounds the library does not know yet (imported before segments existed).
    public func unboxedActivities() throws(LibraryError) -> [Int64] {
        try db.query(
            "SELECT id FROM activities WHERE boxed = 0 AND merged_into IS NULL AND fit_sha256 IS NOT NULL ORDER BY id"
        ).compactMap { $0.int("id") }
    }

    /// Records what matching read of an activity: its bounds (grown to hold the ones it has, for a ride of
    /// several files) and its efforts on `segments`, replacing the ones it had on them.
    public func saveMatches(_ matches: RideMatches, activity id: Int64) throws(LibraryError) {
        try locked { () throws(LibraryError) in
            try db.transaction { () throws(LibraryError) in try saveMatchesLocked(id, matches) }
        }
    }

    /// Records that an activity has no positions to match (a ride that does not decode, a pool swim).
    public func saveNoPositions(activity id: Int64) throws(LibraryError) {
        try locked { () throws(LibraryError) in
            _ = try db.query("UPDATE activities SET boxed = 1 WHERE id = ?", [.int(id)])
        }
    }

    /// The thinned routes the library keeps of `activities` (those it has).
    public func tracks(_ activities: [Int64]) throws(LibraryError) -> [Int64: ThinTrack] {
        var out: [Int64: ThinTrack] = [:]
        let wanted = Set(activities)
        for row in try db.query("SELECT id, track FROM activity_tracks") {
            guard let id = row.int("id"), wanted.contains(id), let bytes = row.blob("track"),
                let track = ThinTrack(bytes: bytes)
            else { continue }
            out[id] = track
        }
        return out
    }

    /// `saveMatches` inside a transaction the caller holds (an import's).
    func saveMatchesLocked(_ id: Int64, _ matches: RideMatches) throws(LibraryError) {
        let (box, efforts, rideStart) = (matches.box, matches.efforts, matches.start)
        if !matches.track.isEmpty, try db.query("SELECT 1 AS x FROM activity_tracks WHERE id = ?", [.int(id)]).isEmpty {
            // The first file of a ride gives its track (a second copy, merged into it, is the same ride).
            try db.query(
                "INSERT INTO activity_tracks (id, track) VALUES (?, ?)", [.int(id), .blob(matches.track.bytes)])
        }
        if !box.isEmpty {
            var b = box
            if let old = try db.query("SELECT * FROM activity_boxes WHERE id = ?", [.int(id)]).first,
                let a = old.double("min_lat"), let c = old.double("max_lat"), let d = old.double("min_lon"),
                let e = old.double("max_lon")
            {
                b = GeoBox(
                    minLatitude: min(a, b.minLatitude), maxLatitude: max(c, b.maxLatitude),
                    minLongitude: min(d, b.minLongitude), maxLongitude: max(e, b.maxLongitude))
            }
            try db.query(
                "INSERT OR REPLACE INTO activity_boxes (id, min_lat, max_lat, min_lon, max_lon) VALUES (?, ?, ?, ?, ?)",
                [
                    .int(id), .double(b.minLatitude), .double(b.maxLatitude), .double(b.minLongitude),
                    .double(b.maxLongitude)
                ])
        }
        try db.query("UPDATE activities SET boxed = 1 WHERE id = ?", [.int(id)])
        for (segment, found) in efforts {
            try db.query(
                "DELETE FROM segment_efforts WHERE segment_id = ? AND activity_id = ?", [.int(segment), .int(id)])
            for e in found {
                try db.query(
                    """
                    INSERT OR REPLACE INTO segment_efforts
                    (segment_id, activity_id, start, elapsed, moving, avg_power, avg_heart_rate, avg_speed)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                    [
                        .int(segment), .int(id), .double(Double(rideStart) + e.start), .double(e.elapsed),
                        .double(e.moving), .of(e.avgPower), .of(e.avgHeartRate), .double(e.avgSpeed)
                    ])
            }
        }
    }

    /// An activity merged into another: the kept one takes the merged one's efforts on the segments it has
    /// none on (the merged one keeps its own, hidden with it, for an unmerge).
    func keepEfforts(of merged: Int64, with kept: Int64) throws(LibraryError) {
        try db.query(
            """
            INSERT OR IGNORE INTO segment_efforts
            SELECT segment_id, ?, start, elapsed, moving, avg_power, avg_heart_rate, avg_speed FROM segment_efforts
            WHERE activity_id = ? AND segment_id NOT IN (SELECT segment_id FROM segment_efforts WHERE activity_id = ?)
            """, [.int(kept), .int(merged), .int(kept)])
    }

    /// An unmerge: the efforts the kept activity took from the merged one (the same segment and start) go.
    func giveBackEfforts(of merged: Int64, from kept: Int64) throws(LibraryError) {
        try db.query(
            """
            DELETE FROM segment_efforts WHERE activity_id = ? AND EXISTS (SELECT 1 FROM segment_efforts m
            WHERE m.activity_id = ? AND m.segment_id = segment_efforts.segment_id AND m.start = segment_efforts.start)
            """, [.int(kept), .int(merged)])
    }
}

/// What matching found in one ride: its bounds, its thinned route and its efforts on each segment it was
/// matched against.
public struct RideMatches: Sendable {
    public var box: GeoBox
    public var track: ThinTrack
    public var efforts: [(segment: Int64, efforts: [SegmentEffort])]
    /// The ride's first second, Unix seconds.
    public var start: Int64

    /// Matches a ride against `segments`, reading only those whose line passes near its bounds.
    public init(_ series: RideSeries, against segments: [Segment]) {
        box = GeoBox(latitude: series.latitude, longitude: series.longitude)
        track = ThinTrack(latitude: series.latitude, longitude: series.longitude)
        start = Instant(fit: series.start).unix
        let near = box.grown(by: SegmentMatch.gateWidth)
        efforts = segments.filter { near.intersects($0.line.box()) }.map {
            (segment: $0.id, efforts: SegmentMatch.efforts(of: $0.line, in: series))
        }
    }
}
