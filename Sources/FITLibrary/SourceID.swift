/// Where a ride came from, as the library records it (`activity_sources.source`, `sync_items.source`) and the
/// command line names it: a file imported by hand, or a service. Each sync source names itself in its own file
/// (FITSync); the ones the library knows of itself are here.
public struct SourceID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    public static func < (a: SourceID, b: SourceID) -> Bool { a.rawValue < b.rawValue }

    /// A file imported from a disk, a folder or an archive.
    public static let file = SourceID("file")
    /// Strava: its bulk export (read by the library) and its API (synced) name the same rides by the same ids.
    public static let strava = SourceID("strava")
}
