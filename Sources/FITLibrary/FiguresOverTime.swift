import FITAnalysis
import FITInput
import FITKit

/// What the figures over time read from the library (`fitness`, `totals`, `ftp`, a season's `curve`): each
/// activity's row and its file's power curve (`file_curves`), brought up to date first for rides a fitkit older
/// than these figures imported.
extension Library {
    /// A file's figures as the library keeps them, and its analysis (with the default settings: figures that
    /// need the rider's are worked out when asked, with the settings of the ride's day).
    static func figures(of item: InputItem, sha256: String, options: DecodeOptions) throws(AnalysisError)
        -> (ActivityRecord, ActivityAnalysis)
    {
        let (summary, series) = try Analyzer.read(item, options: options)
        let analysis = Analyzer.analyze(series, summary: summary, settings: AthleteSettings())
        return (ActivityRecord(summary: summary, analysis: analysis, sha256: sha256), analysis)
    }

    /// Keeps a file's power curve (none for a ride without power).
    func saveCurve(of sha256: String, _ analysis: ActivityAnalysis) throws(LibraryError) {
        guard let curve = analysis.powerCurve.map(SampledCurve.init) else {
            try db.query("DELETE FROM file_curves WHERE sha256 = ?", [.text(sha256)])
            return
        }
        try db.query(
            "INSERT OR REPLACE INTO file_curves (sha256, curve) VALUES (?, ?)", [.text(sha256), .blob(curve.bytes)])
    }

    /// An activity's figures from its file (never the user's title, notes or tags).
    func update(_ activity: Int64, with record: ActivityRecord) throws(LibraryError) {
        try db.query(
            "UPDATE activities SET \(ActivityRecord.columns.map { "\($0) = ?" }.joined(separator: ", ")), updated_at = ? WHERE id = ? AND fit_sha256 = ?",
            record.values + [.int(Self.now), .int(activity), .of(record.sha256)])
    }

    /// Works out again the figures of rides imported before the library kept power curves and seconds with
    /// power (a ride with power and no curve); how many.
    public func refreshFigures(options: DecodeOptions = DecodeOptions()) throws(LibraryError) -> Int {
        let stale = try db.query(
            """
            SELECT a.id, a.fit_sha256 FROM activities a LEFT JOIN file_curves c ON c.sha256 = a.fit_sha256
            WHERE a.fit_sha256 IS NOT NULL AND a.avg_power IS NOT NULL AND (c.sha256 IS NULL OR a.power_time IS NULL)
            """)
        var refreshed = 0
        for row in stale {
            guard let id = row.int("id"), let sha = row.text("fit_sha256") else { continue }
            let item = try input(sha256: sha, name: sha, maxFileSize: options.maxFileSize)
            // A file that no longer reads keeps its figures as they were; `fitkit reparse` says why.
            guard let (record, analysis) = try? Self.figures(of: item, sha256: sha, options: options) else { continue }
            try db.transaction { () throws(LibraryError) in
                try saveCurve(of: sha, analysis)
                try update(id, with: record)
            }
            refreshed += 1
        }
        return refreshed
    }

    /// The activities of a filter with what the figures over time need of them, oldest first.
    public func rideFigures(_ filter: ActivityFilter = ActivityFilter()) throws(LibraryError) -> [RideFigures] {
        let activities = try activities(filter)
        var extra: [Int64: Row] = [:]
        // In chunks: SQLite takes at most 32,766 parameters a statement.
        for start in stride(from: 0, to: activities.count, by: 10_000) {
            let chunk = activities[start..<min(start + 10_000, activities.count)].map(\.id)
            let rows = try db.query(
                """
                SELECT a.id, a.work, a.power_time, c.curve
                FROM activities a LEFT JOIN file_curves c ON c.sha256 = a.fit_sha256
                WHERE a.id IN (\(chunk.map { _ in "?" }.joined(separator: ",")))
                """, chunk.map { .int($0) })
            for r in rows { if let id = r.int("id") { extra[id] = r } }
        }
        return activities.compactMap { a in
            guard let start = a.startTime else { return nil }
            var ride = RideFigures(id: a.id, name: a.displayTitle, start: start, utcOffset: a.utcOffset)
            ride.sport = a.sport
            (ride.distance, ride.movingTime, ride.timerTime, ride.ascent) =
                (a.distance, a.movingTime, a.timerTime, a.ascent)
            (ride.normalizedPower, ride.avgHeartRate) = (a.normalizedPower, a.avgHeartRate)
            let r = extra[a.id]
            (ride.work, ride.powerSeconds) = (r?.double("work"), r?.double("power_time"))
            ride.curve = r?.blob("curve").flatMap(SampledCurve.init(bytes:))
            return ride
        }
    }
}
