import FITProfile

/// Which activities a command takes: `--since`, `--until` and `--sport`, by the activity's start and sport.
/// A multisport activity is taken for `multisport` and for each of its sessions' sports.
public struct ActivitySelection: Sendable {
    /// Start time bounds, FIT seconds (inclusive since, exclusive until).
    public var since: UInt32?
    public var until: UInt32?
    /// FIT sport names (`cycling`, `running`, `multisport`); empty means all.
    public var sports: Set<String> = []

    public init(since: UInt32? = nil, until: UInt32? = nil, sports: Set<String> = []) {
        self.since = since
        self.until = until
        self.sports = sports
    }

    /// The names in `names` that no activity can have: not a sport of the FIT profile (`biking` for `cycling`),
    /// and not a number (how a value the profile does not name is shown).
    public static func unknownSports(_ names: [String]) -> [String] {
        names.filter { !(sportNames.contains($0) || UInt8($0) != nil) }
    }

    /// The FIT profile's sports, in the profile's order.
    public static var sportNames: [String] { Profile.type(at: Profile.Sport.typeIndex).names }

    public var selectsAll: Bool { since == nil && until == nil && sports.isEmpty }

    /// Why `summary` is left out, or nil when it is taken.
    public func rejection(of summary: ActivitySummary) -> String? {
        let start = summary.totals?.startTime
        if let since, (start ?? 0) < since { return "starts before --since" }
        if let until, (start ?? UInt32.max) >= until { return "starts after --until" }
        if !sports.isEmpty {
            let sport = summary.sport ?? "unknown"
            let all = [sport] + summary.sessions.compactMap(\.sport)
            if !all.contains(where: sports.contains) { return "sport is \(sport)" }
        }
        return nil
    }
}
