import FITKit
import FITSupport

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
    ///   - again: opens the same input once more. Given it (and not `columns`), an input longer than one batch
    ///     of records has them read on two cores: a second thread makes its own pass, and each thread totals
    ///     the batches it reaches first (`BatchClaims`, `RecordTotals`); the totals come out the same as from one.
    ///   - totals: when to total the records; `.withoutSession` is for summaries that show a session's totals
    ///     where there is one (`inspect`), and is not taken with `columns`.
    public static func summary(
        of source: some ByteSource, options: DecodeOptions = DecodeOptions(),
        columns: Bool = false, again: (() -> (any ByteSource)?)? = nil,
        totals: RecordTotalling = .always
    ) -> (summary: ActivitySummary, error: FITError?) {
        if totals == .withoutSession && !columns, let again {
            let checked = checkedSummary(of: source, options: options)
            // A file that cannot be opened again keeps the summary without record totals.
            guard checked.summary.sessions.isEmpty && checked.summary.recordCount > 0, let source = again() else {
                return checked
            }
            return summary(of: source, options: options, again: again)
        }
        let reader = FITReader(source: source, options: options)
        let decoder = MessageDecoder()
        let claims: BatchClaims? = !columns && again != nil ? BatchClaims() : nil
        var builder = claims.map { ActivitySummaryBuilder(claims: $0) } ?? ActivitySummaryBuilder()
        // Started once the first batch of records is read: a small file is done before a thread would be.
        var second: (thread: WorkerThread, totals: TotalsBox)?
        var secondTried = false
        let plans = PlanCache<RecordPlan>()
        var readsDirectly = [Bool](repeating: true, count: 16)
        var failure: FITError?
        // Messages the summary only counts are passed over by the reader, and counted there.
        let wanted = ActivitySummaryBuilder.readNumbers
        var counted = MessageCounter()
        // Records this thread totals are held back and read a batch at a time. (Flushed with `inout`, not
        // through a local function: one that captures the builder makes Swift box it and check every access.)
        let held = RecordBatch()
        do throws(FITError) {
            while let raw = try reader.nextMessage(in: wanted, counting: &counted) {
                unowned(unsafe) let definition = raw.definition  // borrowed, like the message: no retain
                guard definition.globalNumber == MessageNumber.record else {
                    held.flush(into: &builder)
                    builder.add(decoder.decode(raw))
                    continue
                }
                let local = Int(definition.localNumber)
                var othersBatch = false
                let direct = plans.withPlan(
                    for: raw,
                    make: { definition in
                        let plan = RecordPlan(definition)
                        readsDirectly[local] = !plan.needsFullDecode && (!columns || RecordLayout.isDirect(definition))
                        if columns && readsDirectly[local] {
                            builder.addColumns(definition, developerFields: decoder.developerFieldInfos(definition))
                        }
                        return plan
                    }
                ) { plan in
                    guard readsDirectly[local] else { return false }
                    if held.count > 0 && (!held.accepts(plan) || builder.atBatchStart(after: held.count)) {
                        held.flush(into: &builder)
                    }
                    // Records held are this thread's, and so is the rest of their batch.
                    if held.count > 0 || builder.takesNextRecord() {
                        held.append(raw, plan)
                    } else {
                        builder.pass(recordTimed: plan.hasTime(raw))
                        othersBatch = true
                    }
                    return true
                }
                if othersBatch {
                    // The rest of a batch the other thread totals: only counted here, in one short loop over
                    // the records that follow; anything else (another message, a new definition, a record to
                    // decode in full, the careful path) stops it and comes round the main loop.
                    let size = RecordTotals.batchSize
                    let rest = (size - builder.recordCount % size) % size
                    _ = reader.passOver(numbered: MessageNumber.record, upTo: rest) { raw in
                        plans.withCurrentPlan(for: raw) { plan in
                            guard readsDirectly[Int(raw.definition.localNumber)] else { return false }
                            builder.pass(recordTimed: plan.hasTime(raw))
                            return true
                        } ?? false
                    }
                }
                if !direct {
                    held.flush(into: &builder)
                    let message = decoder.decode(raw)
                    if columns { builder.addColumns(message) }
                    builder.add(message)
                }
                if let claims, !secondTried && builder.recordCount + held.count == RecordTotals.batchSize {
                    // Without a second thread this one claims every batch.
                    second = startSecond(again, claims, options)
                    secondTried = true
                }
            }
        } catch {
            failure = error
        }
        held.flush(into: &builder)
        builder.count(counted)
        var problems = reader.problems + decoder.problems
        if let failure { problems.append(failure) }
        claims?.close()
        second?.thread.join()
        return (builder.finish(problems: problems, merging: second?.totals.value), failure)
    }

    /// The summary of a pass that checks the records without totalling them (`RecordTotalling.withoutSession`).
    private static func checkedSummary(of source: some ByteSource, options: DecodeOptions)
        -> (summary: ActivitySummary, error: FITError?)
    {
        let reader = FITReader(source: source, options: options)
        let decoder = MessageDecoder()
        let checks = RecordChecks()
        var builder = ActivitySummaryBuilder(checks: checks)
        let plans = PlanCache<RecordPlan>()
        var counted = MessageCounter()
        var failure: FITError?
        do throws(FITError) {
            // Records that pass their definition's screen are counted in the reader's loop and not given back.
            while let raw = try reader.nextMessage(in: ActivitySummaryBuilder.readNumbers, counting: &counted) {
                if raw.definition.globalNumber == MessageNumber.record,
                    plans.withPlan(for: raw, make: checks.plan, { checks.check(raw, $0, screening: reader) })
                {
                    continue
                }
                builder.add(decoder.decode(raw))
            }
        } catch {
            failure = error
        }
        builder.count(counted)
        var problems = reader.problems + decoder.problems
        if let failure { problems.append(failure) }
        return (builder.finish(problems: problems), failure)
    }

    /// What the second thread gives back.
    private final class TotalsBox: @unchecked Sendable {
        var value: RecordTotals?
    }

    /// Starts a second thread totalling the batches of records it claims; nil when the input cannot be opened
    /// again or no thread can be made.
    private static func startSecond(
        _ again: (() -> (any ByteSource)?)?, _ claims: BatchClaims,
        _ options: DecodeOptions
    ) -> (thread: WorkerThread, totals: TotalsBox)? {
        guard let source = again?() else { return nil }
        let box = TotalsBox()
        guard let thread = WorkerThread.start({ box.value = claimedBatches(of: source, claims, options) }) else {
            return nil
        }
        return (thread, box)
    }

    /// The second thread's pass: the records of the batches it claims, totalled; every other message passed
    /// over. Records with components are decoded whichever batch they are in, as on the first thread, so that
    /// their accumulated fields come out the same. Problems and errors are the first thread's to report: it
    /// reads the same bytes. It stops at the next batch once the first thread has read to the end.
    private static func claimedBatches(
        of source: any ByteSource, _ claims: BatchClaims,
        _ options: DecodeOptions
    ) -> RecordTotals {
        let reader = FITReader(source: source, options: options)
        let decoder = MessageDecoder()
        let plans = PlanCache<RecordPlan>()
        var totals = RecordTotals(claims: claims)
        let held = RecordBatch()  // as on the first thread
        do throws(FITError) {
            while let raw = try reader.nextMessage(numbered: MessageNumber.record) {
                if totals.atBatchStart(after: held.count) && claims.isClosed { break }
                plans.withPlan(for: raw, make: RecordPlan.init) { plan in
                    if plan.needsFullDecode {
                        held.flush(into: &totals)
                        let sample = RecordSample(decoder.decode(raw))
                        if totals.takesNext() { totals.add(sample) } else { totals.pass() }
                        return
                    }
                    if held.count > 0 && (!held.accepts(plan) || totals.atBatchStart(after: held.count)) {
                        held.flush(into: &totals)
                    }
                    if held.count > 0 || totals.takesNext() { held.append(raw, plan) } else { totals.pass() }
                }
            }
        } catch {}
        held.flush(into: &totals)
        return totals
    }

    /// The second pass: calls `body` with each timed record as a row of `rows.layout`, in file order.
    /// - Parameter heartRates: `hr` samples to merge into records (`HeartRateMerger.collect`), when the file has them.
    /// - Returns: the error that stopped decoding, if any; everything before it was given to `body`.
    public static func rows<E: Error>(
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
        while let raw = try? reader.nextMessage(numbered: MessageNumber.session) {
            sports.append(decoder.decode(raw).string(SessionField.sport))
        }
        return sports
    }

    /// What `stream` gives: a timed record as a row of `rows.layout`, or a decoded message of a kind asked for.
    public enum StreamEvent {
        case record(UInt32, UnsafeMutableBufferPointer<Double>)
        case message(Message)
    }

    /// One pass: records as rows, and the messages whose global numbers are in `messages` decoded, in file
    /// order. `body` returns false to stop early.
    /// - Returns: the error that stopped decoding, if any, and the problems lenient decoding went past.
    public static func stream<E: Error>(
        of source: some ByteSource, into rows: RecordRows, messages: Set<UInt16>,
        options: DecodeOptions = DecodeOptions(),
        _ body: (StreamEvent) throws(E) -> Bool
    ) throws(E) -> (FITError?, [FITError]) {
        let reader = FITReader(source: source, options: options)
        let decoder = rows.decoder
        // A handful of numbers, looked up once per message: a scan beats hashing.
        let wanted = Array(messages)
        var failure: FITError?
        while true {
            let next: RawMessage?
            do { next = try reader.nextMessage() } catch { failure = error; break }
            guard let raw = next else { break }
            let global = raw.definition.globalNumber
            guard global == MessageNumber.record else {
                if wanted.contains(global) {
                    if !(try body(.message(decoder.decode(raw)))) { break }
                } else if global == MessageNumber.fieldDescription || global == MessageNumber.developerDataId {
                    _ = decoder.decode(raw)  // developer field descriptions, for the records
                }
                continue
            }
            let t: UInt32?
            if rows.read(raw) {
                t = raw.compressedTimestamp ?? rows.time
            } else {
                let message = decoder.decode(raw)
                rows.read(message)
                t = message.time(RecordField.timestamp)
            }
            guard let t else { continue }
            if !(try body(.record(FITTime.absolute(t, shift: rows.timeShift), rows.row))) { break }
        }
        return (failure, reader.problems + decoder.problems)
    }
}
