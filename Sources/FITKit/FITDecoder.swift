import FITSupport
/// The decoder most callers want: bytes in, profile messages out, one at a time, in file order.
///
/// Memory stays bounded whatever the input size. A thrown `FITError` is final; messages returned before it
/// stand. In lenient mode, `problems` lists everything found that did not stop decoding.
public final class FITDecoder {
    public let reader: FITReader
    public let messageDecoder: MessageDecoder
    @exclusivity(unchecked) private var heartRates: HeartRateMerger?
    public private(set) var headers: [FileHeader] = []
    /// Data messages seen so far, per global message number.
    @exclusivity(unchecked) private var counter = MessageCounter()

    /// Counts of data messages per global message number.
    public var messageCounts: [UInt16: Int] { counter.counts }

    /// - Parameter heartRates: samples from a first pass (`HeartRateMerger.collect`) to merge into records.
    public init(
        source: some ByteSource, options: DecodeOptions = DecodeOptions(), applyProfile: Bool = true,
        heartRates: HeartRateMerger? = nil
    ) {
        self.reader = FITReader(source: source, options: options)
        self.messageDecoder = MessageDecoder(applyProfile: applyProfile)
        self.heartRates = heartRates.flatMap { $0.isEmpty ? nil : $0 }
    }

    public var problems: [FITError] {
        (reader.problems + messageDecoder.problems).sorted { $0.offset < $1.offset }
    }

    public func next() throws(FITError) -> Message? {
        guard let raw = try nextRaw() else { return nil }
        var message = messageDecoder.decode(raw)
        if message.globalNumber == MessageNumber.record && heartRates != nil { heartRates!.merge(into: &message) }
        return message
    }

    /// Appends the next data message as a `fitkit dump` JSON line; false at the end of the input.
    /// Faster than `next()` followed by `appendJSON`: most messages are written straight from their bytes.
    public func nextJSON(into out: ByteBuffer) throws(FITError) -> Bool { try nextJSON(writingTo: out) }

    /// Reads the next data message and makes every change `nextJSON` would make to the decoder's state, without
    /// writing it; false at the end of the input. See `ParallelJSONWriter`.
    public func skipJSON() throws(FITError) -> Bool { try nextJSON(writingTo: nil) }

    @inline(__always)
    private func nextJSON(writingTo out: ByteBuffer?) throws(FITError) -> Bool {
        guard let raw = try nextRaw() else { return false }
        if raw.definition.globalNumber == MessageNumber.record && heartRates != nil {
            var message = messageDecoder.decode(raw)
            heartRates!.merge(into: &message)
            if let out { message.appendJSON(to: out) }
        } else if let out {
            messageDecoder.appendJSON(raw, to: out)
        } else {
            messageDecoder.skipJSON(raw)
        }
        return true
    }

    /// The next data message as read, keeping the headers and counts on the way.
    private func nextRaw() throws(FITError) -> RawMessage? {
        guard let raw = try reader.nextMessage(onHeader: { headers.append($0) }) else { return nil }
        counter.count(raw.definition.globalNumber)
        return raw
    }

    /// Decodes everything; what decoded before an error is returned beside it.
    public static func decodeAll(
        _ bytes: [UInt8], options: DecodeOptions = DecodeOptions(),
        applyProfile: Bool = true
    ) -> (messages: [Message], error: FITError?) {
        let hr = applyProfile ? HeartRateMerger.collect(from: MemorySource(bytes), options: options) : nil
        let decoder = FITDecoder(
            source: MemorySource(bytes), options: options, applyProfile: applyProfile,
            heartRates: hr)
        var messages: [Message] = []
        do {
            while let m = try decoder.next() { messages.append(m) }
        } catch {
            return (messages, error)
        }
        return (messages, nil)
    }
}

extension HeartRateMerger {
    /// The first pass: gathers the `hr` messages of a whole input. As in Garmin's decoder, nothing is merged
    /// when the input does not decode cleanly to its end.
    public static func collect(from source: some ByteSource, options: DecodeOptions) -> HeartRateMerger? {
        let reader = FITReader(source: source, options: options)
        let decoder = MessageDecoder()
        var merger = HeartRateMerger()
        do {
            while let raw = try reader.nextMessage(numbered: MessageNumber.hr) { merger.add(hr: decoder.decode(raw)) }
        } catch {
            return nil
        }
        return merger.isEmpty ? nil : merger
    }
}
