import FITKit
import FITSupport

/// Running totals over records, for files without a session message.
///
/// Records count in batches of `batchSize`, each totalled on its own and then added to the batches before it,
/// in file order. So two threads can each total some of the batches (`BatchClaims`) and give, merged, the very
/// sums one thread gives: floating-point sums depend on the order of their terms.
struct RecordTotals {
    static var batchSize: Int { BatchClaims.batchSize }

    /// Shared with another thread's totals: who has which batch. nil: every batch is this one's.
    let claims: BatchClaims?
    /// The batches totalled so far, when this one has them all.
    private var whole = Part()
    /// The batches totalled here, with their numbers, when another thread has the others (`merged`).
    private var parts: [(batch: Int, part: Part)] = []
    private var batch = Part()
    /// Whether the current batch is this one's.
    private var owned = true
    /// Records added or passed.
    private var records = 0

    init(claims: BatchClaims? = nil) { self.claims = claims }

    /// Whether the next record is the first of a batch.
    var atBatchStart: Bool { records % Self.batchSize == 0 }

    /// Whether the record `pending` records after the next (held back, `RecordBatch`) is the first of a batch.
    func atBatchStart(after pending: Int) -> Bool { (records + pending) % Self.batchSize == 0 }

    /// Whether the next record is to be added here (`add`); if not, it is passed (`pass`). At the start of a
    /// batch this claims it, when it is still free.
    mutating func takesNext() -> Bool {
        if atBatchStart, let claims { owned = claims.claim(records / Self.batchSize) }
        return owned
    }

    mutating func add(_ r: RecordSample) {
        batch.add(r)
        advance()
    }

    /// Counts a record another thread totals.
    mutating func pass() { advance() }

    private mutating func advance() {
        records += 1
        if owned && atBatchStart { closeBatch() }
    }

    private mutating func closeBatch() {
        if claims == nil { whole.append(batch) } else { parts.append(((records - 1) / Self.batchSize, batch)) }
        batch = Part()
    }

    /// All batches: this one's, with those of `other` (the other thread's) between them.
    func merged(with other: RecordTotals? = nil) -> Part {
        var mine = self
        mine.closeLast()
        guard claims != nil else { return mine.whole }
        var theirs = other
        theirs?.closeLast()
        var all = Part()
        for (_, part) in (mine.parts + (theirs?.parts ?? [])).sorted(by: { $0.batch < $1.batch }) { all.append(part) }
        return all
    }

    /// Closes the last batch when it is unfinished and this one's.
    private mutating func closeLast() {
        if !atBatchStart && owned { closeBatch() }
    }

    /// The totals of a run of records.
    struct Part {
        private var first: UInt32?, last: UInt32?
        private var distance: Double?
        private var ascent = 0.0, descent = 0.0
        private var firstAltitude: Double?, lastAltitude: Double?
        private var speed = Stat(), heartRate = Stat(), cadence = Stat(), power = Stat()
        private(set) var positionCount = 0
        private(set) var problems: [FITError] = []
        private(set) var dropouts = 0

        mutating func add(_ r: RecordSample) {
            r.reportProblems(into: &problems, dropouts: &dropouts)
            if r.hasPosition { positionCount += 1 }
            if let t = r.time {
                if first == nil { first = t }
                last = t
            }
            let d = r[.distance]
            if !d.isNaN { distance = max(distance ?? 0, d) }
            let a = r[.altitude]
            if PhysicalLimits.altitude.contains(a) {  // false for NaN
                if let l = lastAltitude { if a > l { ascent += a - l } else { descent += l - a } }
                if firstAltitude == nil { firstAltitude = a }
                lastAltitude = a
            }
            // Values outside their limits (reported above) are left out.
            speed.add(r[.speed], within: PhysicalLimits.speed)
            heartRate.add(r[.heartRate], within: PhysicalLimits.heartRate)
            cadence.add(r[.cadence], within: PhysicalLimits.cadence)
            power.add(r[.power], within: PhysicalLimits.power)
        }

        /// Adds the run of records that follows this one.
        mutating func append(_ next: Part) {
            first = first ?? next.first
            last = next.last ?? last
            if let d = next.distance { distance = max(distance ?? 0, d) }
            if let l = lastAltitude, let a = next.firstAltitude {
                if a > l { ascent += a - l } else { descent += l - a }
            }
            ascent += next.ascent
            descent += next.descent
            firstAltitude = firstAltitude ?? next.firstAltitude
            lastAltitude = next.lastAltitude ?? lastAltitude
            speed.append(next.speed)
            heartRate.append(next.heartRate)
            cadence.append(next.cadence)
            power.append(next.power)
            positionCount += next.positionCount
            problems += next.problems.prefix(RecordSample.maxProblems - problems.count)
            dropouts += next.dropouts
        }

        private struct Stat {
            var sum = 0.0, count = 0, max = -Double.infinity
            var average: Double? { count > 0 ? sum / Double(count) : nil }
            var maximum: Double? { count > 0 ? max : nil }

            /// Adds `value` when it is inside `range` (not when missing: NaN).
            @inline(__always)
            mutating func add(_ value: Double, within range: ClosedRange<Double>) {
                guard range.contains(value) else { return }
                sum += value
                count += 1
                max = Swift.max(max, value)
            }

            mutating func append(_ next: Stat) {
                sum += next.sum
                count += next.count
                max = Swift.max(max, next.max)
            }
        }

        func totals(sport: String?) -> Totals {
            var t = Totals()
            t.startTime = first
            t.sport = sport
            t.distance = distance
            // A clock that went backwards (a damaged or hostile file) gives no elapsed time rather than a negative one.
            if let first, let last, last >= first { t.elapsedTime = Double(last - first) }
            t.ascent = lastAltitude == nil ? nil : ascent.rounded()
            t.descent = lastAltitude == nil ? nil : descent.rounded()
            (t.avgSpeed, t.maxSpeed) = (speed.average, speed.maximum)
            (t.avgHeartRate, t.maxHeartRate) = (heartRate.average, heartRate.maximum)
            (t.avgCadence, t.maxCadence) = (cadence.average, cadence.maximum)
            (t.avgPower, t.maxPower) = (power.average, power.maximum)
            return t
        }
    }
}
