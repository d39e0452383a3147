import FITKit

/// Reads activities in streaming passes. Records, the bulk of any activity, are read straight from their bytes
/// through plans made once per definition; the few other messages a summary reads are decoded in full, and the
/// rest only counted.
public enum ActivityReader {
    /// When a summary totals the records (`ActivitySummary.computed`).
    public enum RecordTotalling: Sendable {
        case always
        /// Only when the file has no session message: the session's totals are the activity's otherwise
        /// (`ActivitySummary.totals`). The records of a file with one are only counted and checked against the
        /// physical limits (`RecordChecks`), with the same problems reported: a few loads and compares a
        /// record instead of reading and totalling its values. Whether a file has a session is known only at
        /// its end, so a file without one is read again, through `again`, with the totals. Without `again`
        /// (standard input) the records are totalled as they come.
        case withoutSession
    }

    /// The summary of what decoded, and the error that stopped decoding, if any.
    /// - Parameters:
    ///   - columns: also collect the record columns (`ActivitySummary.layout`), for `rows`.
    ///   - again: opens the same input once more, for `totals: .withoutSession`.
    ///   - totals: when to total the records; `.withoutSession` is for summaries that show a session's totals
    ///     where there is one (`inspect`), and is not taken with `columns`.
    ///   - timeline: also learn the records' clock runs and GPS stretches (`ActivitySummary.timeline`), for
    ///     `RecordCleaner`.
    public static func summary(
        of source: some ByteSource, options: DecodeOptions = DecodeOptions(),
        columns: Bool = false, again: (() -> (any ByteSource)?)? = nil,
        totals: RecordTotalling = .always, timeline: Bool = false
    ) -> (summary: ActivitySummary, error: FITError?) {
        guard totals == .withoutSession && !columns, let again else {
            return totalledSummary(of: source, options: options, columns: columns, timeline: timeline)
        }
        let checked = checkedSummary(of: source, options: options)
        // A file that cannot be opened again keeps the summary without record totals.
        guard checked.summary.sessions.isEmpty && checked.summary.recordCount > 0, let source = again() else {
            return checked
        }
        return totalledSummary(of: source, options: options, columns: false)
    }

    /// The summary of a pass that totals the records (`RecordTotalling.always`), and collects their columns
    /// when asked.
    private static func totalledSummary(
        of source: some ByteSource, options: DecodeOptions, columns: Bool, timeline: Bool = false
    ) -> (summary: ActivitySummary, error: FITError?) {
        let reader = FITReader(source: source, options: options)
        let decoder = MessageDecoder()
        var builder = ActivitySummaryBuilder(timeline: timeline)
        let plans = PlanCache<RecordPlan>()
        var readsDirectly = [Bool](repeating: true, count: RecordHeader.localTypes)
        var failure: FITError?
        // Messages the summary only counts are passed over by the reader, and counted there.
        let wanted = ActivitySummaryBuilder.readNumbers
        var counted = MessageCounter()
        // Records are held back and read a batch at a time. (Flushed with `inout`, not through a local function:
        // one that captures the builder makes Swift box it and check every access.)
        let held = RecordBatch()
        do throws(FITError) {
            while try reader.withNextMessage(
                in: wanted, counting: &counted,
                { raw in
                    unowned(unsafe) let definition = raw.definition  // borrowed, like the message: no retain
                    guard definition.globalNumber == MessageNumber.record else {
                        held.flush(into: &builder)
                        builder.add(decoder.decode(raw))
                        return
                    }
                    let local = Int(definition.localNumber)
                    let direct = plans.withPlan(
                        for: raw,
                        make: { definition in
                            let plan = RecordPlan(definition)
                            readsDirectly[local] =
                                !plan.needsFullDecode && (!columns || RecordLayout.isDirect(definition))
                            if columns && readsDirectly[local] {
                                builder.addColumns(definition, developerFields: decoder.developerFieldInfos(definition))
                            }
                            return plan
                        }
                    ) { plan in
                        guard readsDirectly[local] else { return false }
                        if !held.accepts(plan) { held.flush(into: &builder) }
                        held.append(raw, plan)
                        return true
                    }
                    if !direct {
                        held.flush(into: &builder)
                        let message = decoder.decode(raw)
                        if columns { builder.addColumns(message) }
                        builder.add(message)
                    }
                })
            {}
        } catch {
            failure = error
        }
        held.flush(into: &builder)
        builder.count(counted)
        var problems = reader.problems + decoder.problems
        if let failure { problems.append(failure) }
        return (builder.finish(problems: problems), failure)
    }

    /// How a summary reads laps: the fields of their totals alone.
    static func lapPlan(_ definition: MessageDefinition) -> DecodePlan {
        DecodePlan(definition, keeping: Totals.fieldNumbers(LapField.self))
    }

    /// The summary of a pass that checks the records without totalling them (`RecordTotalling.withoutSession`).
    private static func checkedSummary(of source: some ByteSource, options: DecodeOptions)
        -> (summary: ActivitySummary, error: FITError?)
    {
        let reader = FITReader(source: source, options: options)
        let decoder = MessageDecoder()
        let checks = RecordChecks()
        var builder = ActivitySummaryBuilder(checks: checks)
        // A plan's screen keeps its counts when its definition comes back (`RecordChecks`).
        let plans = PlanCache<RecordPlan>(remembersEarlier: true)
        let eventPlans = PlanCache<TimerEventPlan>(remembersEarlier: true)
        let lapPlans = PlanCache<DecodePlan>(remembersEarlier: true)
        var counted = MessageCounter()
        var failure: FITError?
        do throws(FITError) {
            // Records that pass their definition's screen are counted in the reader's loop and not lent.
            while try reader.withNextMessage(
                in: ActivitySummaryBuilder.readNumbers, counting: &counted,
                { raw in
                    if raw.definition.globalNumber == MessageNumber.record,
                        plans.withPlan(
                            for: raw, make: { checks.plan($0) }, { checks.check(raw, $0, screening: reader) })
                    {
                        return
                    }
                    if builder.says(raw) {
                        if raw.definition.globalNumber == MessageNumber.event,
                            eventPlans.withPlan(
                                for: raw, make: { $0.sharedPlan(TimerEventPlan.self, TimerEventPlan.init) },
                                { builder.addTimerEvent(raw, $0) })
                        {
                            return
                        }
                        if raw.definition.globalNumber == MessageNumber.lap {
                            // Only what a lap's totals read: a lap has some 75 fields, and a long ride hundreds of laps.
                            let plan = lapPlans.withPlan(
                                for: raw, make: { $0.sharedPlan(Totals.self) { Self.lapPlan($0) } }, { $0 })
                            builder.add(decoder.decode(raw, with: plan))
                            return
                        }
                        builder.add(decoder.decode(raw))
                    } else {
                        builder.count(raw.definition.globalNumber)
                    }
                })
            {}
        } catch {
            failure = error
        }
        builder.count(counted)
        var problems = reader.problems + decoder.problems
        if let failure { problems.append(failure) }
        return (builder.finish(problems: problems), failure)
    }

    /// How the second pass reads a file's records, the one pipeline of export, analysis and rows: its `hr`
    /// messages (chest straps, swims) merged into the records before them, as Garmin's decoder merges them
    /// (read by a pass of their own, for they come at the end of a file), and relative times made absolute by
    /// the file's clock correction (`RecordRows.timeShift`).
    package struct RecordPipeline {
        /// The `hr` samples to merge, nil when the file has none.
        package let heartRates: HeartRateMerger?
        /// The rows to read records into, shifted to absolute times.
        package let rows: RecordRows

        package init<E: Error>(
            _ summary: ActivitySummary, options: DecodeOptions, open: () throws(E) -> any ByteSource
        ) throws(E) {
            let collected =
                summary.hasHeartRateMessages ? HeartRateMerger.collect(from: try open(), options: options) : nil
            heartRates = collected?.isEmpty == false ? collected : nil
            rows = RecordRows(layout: summary.layout)
            rows.timeShift = summary.relativeTime?.correction ?? 0
        }
    }

    /// The second pass: calls `body` with each timed record as a row of `rows.layout`, in file order.
    /// - Parameter heartRates: `hr` samples to merge into records (`HeartRateMerger.collect`), when the file has them.
    /// - Returns: the error that stopped decoding, if any; everything before it was given to `body`.
    package static func rows<E: Error>(
        of source: some ByteSource, into rows: RecordRows,
        options: DecodeOptions = DecodeOptions(), heartRates: HeartRateMerger? = nil,
        _ body: (UInt32, UnsafeMutableBufferPointer<Double>) throws(E) -> Void
    )
        throws(E) -> FITError?
    {
        var failure: FITError?
        if heartRates != nil {
            let decoder = FITDecoder(source: source, options: options, heartRates: heartRates)
            while true {
                let message: Message?
                do { message = try decoder.next() } catch { failure = error; break }
                guard let message else { break }
                guard message.globalNumber == MessageNumber.record, let t = message.time(RecordField.timestamp) else {
                    continue
                }
                rows.read(message)
                try body(FITTime.absolute(t, shift: rows.timeShift), rows.row)
            }
            return failure
        }
        return try stream(of: source, into: rows, messages: [], options: options) { (event) throws(E) -> Bool in
            if case .record(let time, let values) = event { try body(time, values) }
            return true
        }.0
    }

    /// The sport of each session, in file order: a pass that decodes the session messages only and hops over
    /// the rest unchecked (the pass that uses them checks the bytes). A streaming export learns from it what a
    /// session's message says only after the session's records.
    public static func sessionSports(of source: some ByteSource) -> [String?] {
        let reader = FITReader(source: source, options: DecodeOptions(validation: .off))
        let decoder = MessageDecoder()
        var sports: [String?] = []
        while (try? reader.withNextMessage(
            numbered: MessageNumber.session, { sports.append(decoder.decode($0).string(SessionField.sport)) }))
            == true
        {}
        return sports
    }

    /// What `stream` gives: a timed record as a row of `rows.layout`, or a decoded message of a kind asked for.
    package enum StreamEvent {
        case record(UInt32, UnsafeMutableBufferPointer<Double>)
        case message(Message)
    }

    /// What `stream` gives `body` after a message was lent.
    private enum StreamStep {
        case record(UInt32), message(Message), none
    }

    /// One pass: records as rows, and the messages whose global numbers are in `messages` decoded, in file
    /// order. `body` returns false to stop early.
    /// - Returns: the error that stopped decoding, if any, and the problems lenient decoding went past.
    package static func stream<E: Error>(
        of source: some ByteSource, into rows: RecordRows, messages: Set<UInt16>,
        options: DecodeOptions = DecodeOptions(),
        _ body: (StreamEvent) throws(E) -> Bool
    ) throws(E) -> (FITError?, [FITError]) {
        let reader = FITReader(source: source, options: options)
        let decoder = rows.decoder
        // A handful of numbers, looked up once per message: a scan beats hashing.
        let wanted = Array(messages)
        var failure: FITError?
        // The message is lent to the closure, which says what to give `body` after it: `body` may throw, and a
        // record's row stays valid until the next record is read.
        while true {
            var next = StreamStep.none
            do throws(FITError) {
                guard
                    try reader.withNextMessage({ raw in
                        let global = raw.definition.globalNumber
                        guard global == MessageNumber.record else {
                            if wanted.contains(global) {
                                next = .message(decoder.decode(raw))
                            } else if global == MessageNumber.fieldDescription
                                || global == MessageNumber.developerDataId
                            {
                                _ = decoder.decode(raw)  // developer field descriptions, for the records
                            }
                            return
                        }
                        let t: UInt32?
                        if rows.read(raw) {
                            t = raw.compressedTimestamp ?? rows.time
                        } else {
                            let message = decoder.decode(raw)
                            rows.read(message)
                            t = message.time(RecordField.timestamp)
                        }
                        if let t { next = .record(t) }
                    })
                else { break }
            } catch {
                failure = error
                break
            }
            let goesOn =
                switch next {
                case .record(let t): try body(.record(FITTime.absolute(t, shift: rows.timeShift), rows.row))
                case .message(let message): try body(.message(message))
                case .none: true
                }
            if !goesOn { break }
        }
        return (failure, reader.problems + decoder.problems)
    }
}
