/// An active length of a pool swim, as its `length` message gives it.
public struct SwimLength: Sendable, Equatable {
    /// FIT time it began.
    public let start: UInt32
    public let seconds: Double
    public let strokes: Double?
    /// `freestyle`, `breaststroke`, … (FIT's swim_stroke).
    public let stroke: String?
}

/// A pool swim by lap (docs/REPORT.md): each lap's active lengths (those that began within it, before the next lap
/// began), the distance the device gives the lap, the lengths' time, strokes and commonest stroke; a lap without
/// lengths is a rest.
public struct SwimLap: Sendable, Equatable {
    public let lap: Int
    public let lengths: Int
    public let distance: Double?
    /// The lengths' time, else the lap's timer time (a rest).
    public let seconds: Double
    public let strokes: Double?
    public let stroke: String?
    public var isRest: Bool { lengths == 0 }
    /// Seconds a 100 m, from the lengths' time over the lap's distance.
    public var pacePer100: Double? { distance.flatMap { $0 > 0 && lengths > 0 ? seconds / $0 * 100 : nil } }

    /// The laps of a swim with lengths; none when the activity has no lengths.
    public static func of(_ summary: ActivitySummary) -> [SwimLap] {
        guard !summary.lengths.isEmpty else { return [] }
        let laps = summary.laps
        return laps.enumerated().map { n, lap in
            // A lap ends where the next begins (a lap's own timestamp may run past it).
            let start = lap.startTime ?? 0
            let end = min(
                lap.endTime ?? UInt32.max, n + 1 < laps.count ? laps[n + 1].startTime ?? UInt32.max : UInt32.max)
            let inside = summary.lengths.filter { $0.start >= start && $0.start < end }
            let strokes = inside.compactMap(\.strokes)
            let counts = Dictionary(inside.compactMap(\.stroke).map { ($0, 1) }, uniquingKeysWith: +)
            return SwimLap(
                lap: n + 1, lengths: inside.count, distance: lap.distance,
                seconds: inside.isEmpty ? lap.timerTime ?? lap.elapsedTime ?? 0 : inside.reduce(0) { $0 + $1.seconds },
                strokes: strokes.isEmpty ? nil : strokes.reduce(0, +),
                stroke: counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key)
        }
    }
}
