/// The rule a ride's distance is counted by from its records' distance counter (docs/METRICS.md, "Distance"):
/// every rise of the counter above the highest value it has reached counts.
///
/// - A fall to under a tenth of that highest value, once it is `restartFrom` metres or more, is the counter
///   starting again (each session of a multisport file counts from 0; a device restarted, two files joined):
///   counting goes on from the new value. (Under that, a lagging stream near the start would look like one.)
/// - Any other fall is a record out of order (two record streams of one device interleaved, a late sample): it
///   adds nothing, and counting goes on from the highest value, so that a counter going backwards and forwards
///   counts its distance once, not once per fall.
/// - A rise faster than anything moves (`PhysicalLimits.speed`) from the last counted value is a spike.
public struct DistanceCounter: Sendable {
    /// What one value of the counter was.
    public enum Step: Sendable, Equatable {
        case counted, restarted, outOfOrder, tooFast
    }

    /// The distance counted so far, metres.
    public private(set) var total = 0.0
    /// The highest value since the counter last started, and when it was read.
    private var mark = Double.nan
    private var markTime = 0.0
    private let fastest = PhysicalLimits.speed.upperBound

    /// The highest value from which a fall can be a restart, metres.
    public static let restartFrom = 100.0

    public init() {}

    /// Whether any value was given.
    public var hasValues: Bool { !mark.isNaN }

    /// One value of the counter (metres) at `time` (seconds, any origin).
    @inline(__always)
    public mutating func add(_ d: Double, at time: Double) -> Step {
        guard !mark.isNaN else {
            (mark, markTime) = (d, time)
            return .counted
        }
        if d < mark {
            guard mark >= Self.restartFrom && d < mark / 10 else { return .outOfOrder }
            (mark, markTime) = (d, time)
            return .restarted
        }
        // A clock that went back is not this rule's business: one second.
        if d - mark > fastest * (time > markTime ? time - markTime : 1) { return .tooFast }
        total += d - mark
        (mark, markTime) = (d, time)
        return .counted
    }
}
