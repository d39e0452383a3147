import FITKit

/// Reads activities in streaming passes. Records, the bulk of any activity, are read straight from their bytes
/// through plans made once per definition; the few other messages a summary reads are decoded in full, and the
/// rest only counted.
public enum ActivityReader {
    /// The summary of what decoded, and the error that stopped decoding, if any.
    /// - Parameter columns: also collect the record columns (`ActivitySummary.layout`), for `rows`.
    public static func summary(of source: some ByteSource, options: DecodeOptions = DecodeOptions(),
                               columns: Bool = false) -> (summary: ActivitySummary, error: FITError?) {
        let reader = FITReader(source: source, options: options)
        let decoder = MessageDecoder()
        var builder = ActivitySummaryBuilder()
        let plans = PlanCache<RecordPlan>()
        var readsDirectly = [Bool](repeating: true, count: 16)
        var failure: FITError?
        do throws(FITError) {
            while let raw = try reader.nextMessage() {
                unowned(unsafe) let definition = raw.definition  // borrowed, like the message: no retain
                guard definition.globalNumber == 20 else {
                    if ActivitySummaryBuilder.reads(definition.globalNumber) {
                        builder.add(decoder.decode(raw))
                    } else {
                        builder.count(definition.globalNumber)
                    }
                    continue
                }
                let local = Int(definition.localNumber)
                let direct = plans.withPlan(for: raw, make: { definition in
                    let plan = RecordPlan(definition)
                    readsDirectly[local] = !plan.needsFullDecode && (!columns || RecordLayout.isDirect(definition))
                    if columns && readsDirectly[local] {
                        builder.addColumns(definition, developerFields: decoder.developerFieldInfos(definition))
                    }
                    return plan
                }) { plan in
                    guard readsDirectly[local] else { return false }
                    builder.add(record: plan.read(raw))
                    return true
                }
                if !direct {
                    let message = decoder.decode(raw)
                    if columns { builder.addColumns(message) }
                    builder.add(message)
                }
            }
        } catch {
            failure = error
        }
        var problems = reader.problems + decoder.problems
        if let failure { problems.append(failure) }
        return (builder.finish(problems: problems), failure)
    }

    /// The second pass: calls `body` with each timed record as a row of `rows.layout`, in file order.
    /// - Parameter heartRates: `hr` samples to merge into records (`HeartRateMerger.collect`), when the file has them.
    /// - Returns: the error that stopped decoding, if any; everything before it was given to `body`.
    public static func rows<E: Error>(of source: some ByteSource, into rows: RecordRows,
                                      options: DecodeOptions = DecodeOptions(), heartRates: HeartRateMerger? = nil,
                                      _ body: (UInt32, UnsafeMutableBufferPointer<Double>) throws(E) -> Void)
        throws(E) -> FITError? {
        var failure: FITError?
        if heartRates != nil {
            let decoder = FITDecoder(source: source, options: options, heartRates: heartRates)
            while true {
                let message: Message?
                do { message = try decoder.next() } catch { failure = error; break }
                guard let message else { break }
                guard message.globalNumber == 20, let t = message.time("timestamp") else { continue }
                rows.read(message)
                try body(t, rows.row)
            }
            return failure
        }
        return try stream(of: source, into: rows, messages: [], options: options) { (event) throws(E) -> Bool in
            if case .record(let time, let values) = event { try body(time, values) }
            return true
        }.0
    }

    /// What `stream` gives: a timed record as a row of `rows.layout`, or a decoded message of a kind asked for.
    public enum StreamEvent {
        case record(UInt32, UnsafeMutableBufferPointer<Double>)
        case message(Message)
    }

    /// One pass: records as rows, and the messages whose global numbers are in `messages` decoded, in file
    /// order. `body` returns false to stop early.
    /// - Returns: the error that stopped decoding, if any, and the problems lenient decoding went past.
    public static func stream<E: Error>(of source: some ByteSource, into rows: RecordRows, messages: Set<UInt16>,
                                        options: DecodeOptions = DecodeOptions(),
                                        _ body: (StreamEvent) throws(E) -> Bool) throws(E) -> (FITError?, [FITError]) {
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
            guard global == 20 else {
                if wanted.contains(global) {
                    if !(try body(.message(decoder.decode(raw)))) { break }
                } else if global == 206 || global == 207 {
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
                t = message.time("timestamp")
            }
            guard let t else { continue }
            if !(try body(.record(t, rows.row))) { break }
        }
        return (failure, reader.problems + decoder.problems)
    }
}
