#if canImport(Glibc)
import Glibc
#endif

/// What the first pass over a file learns of its records' clock and positions, for the cleaning rules the
/// second pass applies (`RecordCleaner`): the runs of records whose clock steps sanely, and the short
/// stretches of positions that GPS jumps lead into and out of. Memory stays small whatever the file's length.
///
/// Records are counted by their ordinal among the records with a time, in file order: the second pass gives
/// exactly those records, in that order.
public struct RecordTimeline: Sendable {
    /// Records whose clock steps forward by at most `maximumStep` and back by at most `backwardTolerance`
    /// from the run's latest time: one stretch of a device's clock.
    public struct Run: Sendable, Equatable {
        public var first: UInt32
        public var last: UInt32
        public var count: Int
    }

    /// A step forward longer than a day is a clock that jumped, not a stop: a ride is not recorded across more.
    static let maximumStep: UInt32 = 86_400
    /// A record up to a minute before the one before it stays in the run (it is left out of the one-second grid,
    /// which counts it as time that went backwards); a larger step back starts another run.
    static let backwardTolerance: UInt32 = 60
    /// Runs kept at most: beyond, the run with the fewest records is forgotten (a file whose every record
    /// jumps has no ride to find).
    static let maximumRuns = 64

    /// A stretch of positions between two GPS jumps with fewer fixes than this is a glitch: the receiver lost
    /// its fix and wrote where it guessed.
    public static let minimumStretch = 10
    /// Short stretches kept at most.
    static let maximumShortStretches = 100_000

    /// Every run: the one the last record extended, and the others.
    public var runs: [Run] { (current.map { [$0] } ?? []) + others }
    /// Records with a time so far.
    public private(set) var timed = 0
    /// The ordinals of the positions in stretches shorter than `minimumStretch`, in order.
    public private(set) var shortStretches: [ClosedRange<Int>] = []
    /// Whether a stretch of at least `minimumStretch` fixes was seen: short stretches are glitches only beside one.
    public private(set) var hasLongStretch = false

    /// The run of the record before, apart: almost every record extends it.
    private var current: Run?
    private var others: [Run] = []
    private var stretch: (first: Int, last: Int, fixes: Int)?
    private var lastFix: (lat: Double, lon: Double, time: UInt32)?
    /// The cosine of a latitude near the last fix, for `Geo.isJump`'s estimate (worked out again when the
    /// latitude has moved by a degree).
    private var cosine: (latitude: Double, value: Double) = (.nan, 1)

    public init() {}

    /// The run with the most records.
    public var longestRun: Run? { runs.max { $0.count < $1.count } }

    /// One record read in the first pass; records without a time are not given.
    mutating func add(time t: UInt32, latitude: Double, longitude: Double) {
        let ordinal = timed
        timed += 1
        addToRun(t)
        guard !latitude.isNaN, !longitude.isNaN, !Geo.isNoFix(latitude, longitude) else { return }
        if !(abs(latitude - cosine.latitude) < 1) { cosine = (latitude, cos(latitude * Double.pi / 180)) }
        if let last = lastFix {
            let seconds = t >= last.time ? Double(t - last.time) : 0
            if !Geo.isJump(last.lat, last.lon, latitude, longitude, seconds: seconds, cosine: cosine.value),
                var s = stretch
            {
                s.last = ordinal
                s.fixes += 1
                stretch = s
                lastFix = (latitude, longitude, t)
                return
            }
        }
        closeStretch()
        stretch = (ordinal, ordinal, 1)
        lastFix = (latitude, longitude, t)
    }

    /// The longest run of a sequence of record times (the clock rule alone, for summaries written anew).
    public static func longestRun(of times: some Sequence<UInt32>) -> Run? {
        var timeline = RecordTimeline()
        for t in times { timeline.addToRun(t) }
        return timeline.longestRun
    }

    /// Ends the last stretch; call once, after the last record.
    mutating func finish() { closeStretch() }

    private mutating func closeStretch() {
        guard let s = stretch else { return }
        stretch = nil
        if s.fixes >= Self.minimumStretch {
            hasLongStretch = true
        } else if shortStretches.count < Self.maximumShortStretches {
            shortStretches.append(s.first...s.last)
        }
    }

    private static func continues(_ run: Run, _ t: UInt32) -> Bool {
        t >= run.last ? t - run.last <= maximumStep : run.last - t <= backwardTolerance
    }

    @inline(__always)
    private mutating func addToRun(_ t: UInt32) {
        if var run = current, Self.continues(run, t) {
            run.count += 1
            if t > run.last { run.last = t } else if t < run.first { run.first = t }
            current = run
            return
        }
        addToOtherRun(t)
    }

    /// A record that does not extend the run of the record before: it extends the run it continues best, or
    /// starts one.
    private mutating func addToOtherRun(_ t: UInt32) {
        var next = Run(first: t, last: t, count: 1)
        if let i = others.indices.filter({ Self.continues(others[$0], t) }).min(by: {
            distance(others[$0].last, t) < distance(others[$1].last, t)
        }) {
            next = others.remove(at: i)
            next.count += 1
            next.first = min(next.first, t)
            next.last = max(next.last, t)
        }
        if let run = current { others.append(run) }
        if others.count >= Self.maximumRuns,
            let smallest = others.indices.min(by: { others[$0].count < others[$1].count })
        {
            others.remove(at: smallest)
        }
        current = next
    }

    private func distance(_ a: UInt32, _ b: UInt32) -> UInt32 { a > b ? a - b : b - a }
}
