import FITKit

/// What a summary needs of the records when their totals are not wanted (the file's sessions give them, and
/// those are what `inspect` shows): each record counted, whether it has a time and a position, and its values
/// checked against the physical limits, with exactly the problems totalling them would report.
///
/// Most records need no value converted for that: a definition's screen (`RecordPlan.screen`) holds the raw
/// values inside the limits, and the reader counts the records that lie inside in its own loop
/// (`FITReader.screen(_:for:)`). The others, and those of definitions that cannot be screened, come back to be
/// read in full and checked the way the totals check them.
final class RecordChecks {
    /// Counts of the records read in full, and of those passed by screens no longer in use.
    private var counted = (records: 0, timed: 0, positions: 0)
    private(set) var problems: [FITError] = []
    /// Samples a sensor sent while it had lost contact (`PhysicalLimits.isDropout`).
    private(set) var dropouts = 0
    /// The screen of the current definition of each local message number: the records it passed.
    private var screens = [MessageScreen?](repeating: nil, count: RecordHeader.localTypes)
    var records: Int { screens.reduce(counted.records) { $0 + ($1.map { $0.passed - earlier($0).records } ?? 0) } }
    var timed: Int { screens.reduce(counted.timed) { $0 + ($1.map { $0.timed - earlier($0).timed } ?? 0) } }
    var positions: Int {
        screens.reduce(counted.positions) { $0 + ($1.map { $0.complete - earlier($0).positions } ?? 0) }
    }

    /// What a screen had passed when it last stopped being current, already in `counted` (a definition sent
    /// again brings its plan, and so its screen, back: `PlanCache`).
    private func earlier(_ screen: MessageScreen) -> (records: Int, timed: Int, positions: Int) { screen.accounted }

    /// A plan for the records of a new definition, whose screen (if any) replaces the one of the definition
    /// before it (the reader no longer uses that one): its counts are kept.
    func plan(_ definition: MessageDefinition) -> RecordPlan {
        let plan = RecordPlan(definition)
        makeCurrent(plan.screen, at: Int(definition.localNumber & 0x0F))
        return plan
    }

    /// Makes `screen` the one counting the records of a local number, the counts of the one before kept.
    private func makeCurrent(_ screen: MessageScreen?, at local: Int) {
        guard screens[local] !== screen else { return }
        if let old = screens[local] {
            let before = earlier(old)
            counted.records += old.passed - before.records
            counted.timed += old.timed - before.timed
            counted.positions += old.complete - before.positions
            old.accounted = (old.passed, old.timed, old.complete)
        }
        screens[local] = screen
    }

    /// A record the reader gave back, of a definition with `plan` (from `plan(_:)`): its screen is handed to
    /// `reader` for the records that follow, and the record is counted when it passes, read in full and checked
    /// when not. False, with nothing counted, when the plan says it must be decoded in full (give it to
    /// `check(_:)` decoded).
    func check(_ raw: borrowing RawMessage, _ plan: RecordPlan, screening reader: FITReader) -> Bool {
        makeCurrent(plan.screen, at: Int(plan.definition.localNumber & 0x0F))
        guard !plan.needsFullDecode else { return false }
        if let screen = plan.screen {
            reader.screen(screen, for: raw)
            if screen.take(raw) { return true }
        }
        check(plan.sample(of: raw))
        return true
    }

    /// A record read in full.
    func check(_ sample: RecordSample) {
        counted.records += 1
        if sample.time != nil { counted.timed += 1 }
        if sample.hasPosition { counted.positions += 1 }
        sample.reportProblems(into: &problems, dropouts: &dropouts)
    }
}

extension RecordPlan {
    /// A screen for these records (`RecordChecks`): the raw values of each limited field inside its limit,
    /// the timestamp, and the position fields. nil when the records cannot be checked on their bytes: a limited
    /// value in a float or 64-bit field, a timestamp that is not one uint32, a position field of another type
    /// or given twice. Those are read in full.
    func makeScreen() -> MessageScreen? {
        let latitude = RecordSample.Value.latitude.rawValue, longitude = RecordSample.Value.longitude.rawValue
        guard hasTimestamp == (plainTimestamp != nil),
            let bounded = plan.bounds(within: {
                RecordSample.Value(rawValue: $0).flatMap { RecordSample.limit(of: $0)?.range }
            }),
            let latitudes = plan.fields(to: latitude), latitudes.count <= 1,
            let longitudes = plan.fields(to: longitude), longitudes.count <= 1
        else { return nil }
        // A record has a position when both are there and valid.
        let present = latitudes.count == 1 && longitudes.count == 1 ? latitudes + longitudes : []
        return MessageScreen(
            bounded: bounded, present: present, timestamp: plainTimestamp, size: definition.dataSize,
            bigEndian: definition.isBigEndian)
    }
}

extension RecordSample {
    /// The limit of a value and the name its problems give it; nil for values without one.
    static func limit(of value: Value) -> (range: ClosedRange<Double>, name: String)? {
        switch value {
        // A timestamp read through a signed or float type (a damaged or hostile definition) can be anything.
        case .time: (0...Double(UInt32.max), RecordField.timestamp.rawValue)
        case .speed: (PhysicalLimits.speed, RecordField.speed.rawValue)
        case .heartRate: (PhysicalLimits.heartRate, RecordField.heartRate.rawValue)
        case .cadence: (PhysicalLimits.cadence, RecordField.cadence.rawValue)
        case .power: (PhysicalLimits.power, RecordField.power.rawValue)
        case .latitude: (PhysicalLimits.latitude, RecordField.positionLat.rawValue)
        case .longitude: (PhysicalLimits.longitude, RecordField.positionLong.rawValue)
        case .altitude, .distance: nil
        }
    }

    /// Problems beyond this many are not kept.
    static let maxProblems = 1000

    /// Reports each value outside its limit (missing values are not): the time, speed, heart rate, cadence,
    /// power, latitude and longitude, in that order.
    @inline(__always)
    func reportProblems(into problems: inout [FITError], dropouts: inout Int) {
        check(.time, &problems)
        check(.speed, &problems)
        if PhysicalLimits.isDropout(RecordField.heartRate.rawValue, self[.heartRate]) {
            dropouts += 1
        } else {
            check(.heartRate, &problems)
        }
        check(.cadence, &problems)
        check(.power, &problems)
        check(.latitude, &problems)
        check(.longitude, &problems)
    }

    @inline(__always)
    private func check(_ value: Value, _ problems: inout [FITError]) {
        let v = self[value]
        guard !v.isNaN, let (range, name) = Self.limit(of: value), !range.contains(v) else { return }
        Self.report(v, range, name, offset, &problems)
    }

    @inline(never)
    private static func report(
        _ value: Double, _ range: ClosedRange<Double>, _ name: String, _ offset: Int,
        _ problems: inout [FITError]
    ) {
        guard problems.count < maxProblems else { return }
        problems.append(
            FITError(
                .invalidValue, at: offset,
                expected: "\(name) within \(range.lowerBound)...\(range.upperBound)",
                found: "\(value)"))
    }
}
