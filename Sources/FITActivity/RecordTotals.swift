import FITKit

/// Running totals over records, for files without a session message.
///
/// Records are totalled in blocks of `blockSize`, each from zero and then added to the blocks before it: a
/// long ride's sums (tens of thousands of speeds and heart rates) gather less rounding error than one running
/// sum would.
struct RecordTotals {
    static let blockSize = 512

    /// The blocks totalled so far.
    private var whole = Part()
    private var block = Part()
    private var records = 0

    mutating func add(_ r: RecordSample) {
        block.add(r)
        records += 1
        if records % Self.blockSize == 0 {
            whole.append(block)
            block = Part()
        }
    }

    /// All records so far.
    var all: Part {
        var all = whole
        if records % Self.blockSize != 0 { all.append(block) }
        return all
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

extension Totals {
    /// The totals of records as `inspect` works them out for a file without a session (its distance, elapsed
    /// time, ascent and descent, averages and maxima), for summaries written anew (a repair, a crop).
    package static func ofRecords(_ records: [Message], sport: String?) -> Totals {
        var totals = RecordTotals()
        for m in records { totals.add(RecordSample(m)) }
        return totals.all.totals(sport: sport)
    }
}
