/// Splits the records of an activity into tracks and segments, by file order: the records after a session
/// message start a new track, the records after a timer stop a new segment. The positions of those messages
/// (as counts of the timed records before them) come from the first pass, or are learned as the messages
/// stream by, so both ways split alike. File order, not timestamps: devices whose clocks drift still split
/// where they wrote their sessions.
struct TrackSplitter {
    enum Boundary { case none, segment, track }

    private var sessionMarks: [Int] = []
    private var stopMarks: [Int] = []
    private var session = 0
    private var stop = 0
    private var records = 0

    init() {}

    init(_ activity: ExportedActivity) {
        sessionMarks = activity.summary.sessionMarks
        stopMarks = activity.summary.timerStopMarks
    }

    mutating func sessionEnded() { sessionMarks.append(records) }
    mutating func timerStopped() { stopMarks.append(records) }

    /// How many session messages came before the current record: the index of its track's session.
    var sessionIndex: Int { session }

    /// What separates the previous timed record from this one.
    mutating func next() -> Boundary {
        var boundary = Boundary.none
        while session < sessionMarks.count && sessionMarks[session] <= records {
            session += 1
            if records > 0 { boundary = .track }
        }
        while stop < stopMarks.count && stopMarks[stop] <= records {
            stop += 1
            if records > 0 && boundary == .none { boundary = .segment }
        }
        records += 1
        return boundary
    }
}
