import FITKit

/// Reads a whole input into an `ActivitySummary` in one streaming pass. Records, the bulk of any activity, are
/// read straight from their bytes through a plan made once per definition; the few other messages a summary
/// reads are decoded in full, and the rest only counted.
public enum ActivityReader {
    /// The summary of what decoded, and the error that stopped decoding, if any.
    public static func summary(of source: some ByteSource, options: DecodeOptions = DecodeOptions())
        -> (summary: ActivitySummary, error: FITError?) {
        let reader = FITReader(source: source, options: options)
        let decoder = MessageDecoder()
        var builder = ActivitySummaryBuilder()
        var plans = [RecordPlan?](repeating: nil, count: 16)
        var failure: FITError?
        do throws(FITError) {
            while let event = try reader.next() {
                guard case .message(let raw) = event else { continue }
                let definition = raw.definition
                guard definition.globalNumber == 20 else {
                    if ActivitySummaryBuilder.reads(definition.globalNumber) {
                        builder.add(decoder.decode(raw))
                    } else {
                        builder.count(definition.globalNumber)
                    }
                    continue
                }
                let local = Int(definition.localNumber)
                if plans[local]?.definition !== definition { plans[local] = RecordPlan(definition) }
                if plans[local]!.needsFullDecode {
                    builder.add(decoder.decode(raw))
                } else {
                    builder.add(record: plans[local]!.read(raw))
                }
            }
        } catch {
            failure = error
        }
        var problems = reader.problems + decoder.problems
        if let failure { problems.append(failure) }
        return (builder.finish(problems: problems), failure)
    }
}
