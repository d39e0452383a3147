import FITActivity

/// FIT files fitkit writes itself from a service's data (Strava's API serves streams, not original files). They
/// say so in their `file_id` (manufacturer `development`, this product name), and the library ranks them below
/// any original of the same ride.
public enum DerivedFIT {
    public static let productName = "fitkit from Strava streams"

    static func isDerived(_ summary: ActivitySummary) -> Bool {
        summary.manufacturer == "development" && summary.product == productName
    }
}

/// A ride a service knows without a recording (a manual entry): kept as an activity without a file.
public struct RideWithoutFile: Sendable {
    public var start: Int64
    public var elapsed: Double
    public var moving: Double?
    public var distance: Double?
    public var ascent: Double?
    public var sport: String?
    public var utcOffset: Int64?

    public init(
        start: Int64, elapsed: Double, moving: Double?, distance: Double?, ascent: Double?, sport: String?,
        utcOffset: Int64?
    ) {
        self.start = start
        self.elapsed = elapsed
        self.moving = moving
        self.distance = distance
        self.ascent = ascent
        self.sport = sport
        self.utcOffset = utcOffset
    }
}

extension Library {
    /// The activity holding the same ride by the library's duplicate rule (exact or likely), if any: a service's
    /// listing is matched against it before anything is fetched.
    public func heldRide(start: Int64, elapsed: Double) throws(LibraryError) -> Int64? {
        let probe = ActivityRecord(
            RideWithoutFile(
                start: start, elapsed: elapsed, moving: nil, distance: nil, ascent: nil,
                sport: nil, utcOffset: nil))
        guard let c = try Duplicates.closest(to: probe, in: db), c.kind != .possible else { return nil }
        return c.id
    }

    /// Whether an activity's file is one fitkit rebuilt from a service's streams (`DerivedFIT`).
    public func isDerived(_ activity: Int64) throws(LibraryError) -> Bool {
        let id = try resolve(activity)
        return try db.query("SELECT derived FROM activities WHERE id = ?", [.int(id)]).first?.int("derived") == 1
    }

    /// Records that a held activity is also this source's item, with what the source says of it (added where the
    /// activity has nothing yet: the user's edits are never replaced).
    public func attach(source: SourceID, sourceID: String, details: RideDetails, to activity: Int64)
        throws(LibraryError)
    {
        let id = try resolve(activity)
        try db.transaction { () throws(LibraryError) in
            try db.query(
                "INSERT OR IGNORE INTO activity_sources (activity_id, source, source_id) VALUES (?, ?, ?)",
                [.int(id), .text(source.rawValue), .text(sourceID)])
            try add(details, to: id)
        }
    }

    /// Keeps a ride without a file (a manual entry) as an activity, merged with a held one when it duplicates it.
    public func importWithoutFile(
        _ ride: RideWithoutFile, source: SourceID, sourceID: String,
        details: RideDetails
    ) throws(LibraryError) -> ImportOutcome {
        try db.transaction { () throws(LibraryError) -> ImportOutcome in
            let outcome = try place(ActivityRecord(ride), source: source, sourceID: sourceID)
            if let activity = outcome.activityID { try add(details, to: activity) }
            return outcome
        }
    }
}
