import FITActivity

/// Splits the records of an activity into tracks (one per session) and segments (broken where the timer
/// was stopped), as records stream by. Sessions and pauses come from the first pass.
struct TrackSplitter {
    enum Boundary { case none, segment, track }

    private let sessionEnds: [UInt32]
    private let pauseStarts: [UInt32]
    private var session = 0
    private var pause = 0
    private var last: UInt32?

    init(_ activity: ExportedActivity) {
        sessionEnds = activity.summary.sessions.compactMap(\.endTime)
        pauseStarts = activity.summary.pauses.map(\.lowerBound)
    }

    /// The index of the session the last record given to `next` belongs to.
    var sessionIndex: Int { session }

    /// What separates the previous record from one at `time`.
    mutating func next(_ time: UInt32) -> Boundary {
        defer { last = time }
        guard let last else { return .none }
        var boundary = Boundary.none
        // A record after a session's end starts the next session (the last session takes what remains).
        while session + 1 < sessionEnds.count && time > sessionEnds[session] {
            session += 1
            boundary = .track
        }
        // A timer stop at or after the previous record and before this one.
        while pause < pauseStarts.count && pauseStarts[pause] < time {
            if pauseStarts[pause] >= last && boundary == .none { boundary = .segment }
            pause += 1
        }
        return boundary
    }
}
