import FITSupport
/// Reads a FIT file: bytes in, messages out, one at a time, in file order, every byte checked.
///
/// Each ``Message`` has its fields named and valued as Garmin's decoder gives them: scale and offset applied,
/// enum values by their profile names, date_times, subfields, components, developer fields by their
/// descriptions. Memory stays bounded whatever the input size.
///
/// ```swift
/// let decoder = FITDecoder(source: try FileSource(path: "ride.fit"))  // FileSource: import FITInput
/// while let message = try decoder.next() {
///     if message.globalNumber == MessageNumber.record, let power = message.double(RecordField.power) {
///         print(power)
///     }
/// }
/// ```
///
/// A thrown ``FITError`` is final and names the byte offset of the damage; the messages returned before it
/// stand. With ``Validation/lenient``, ``problems`` lists everything found that did not stop decoding.
public final class FITDecoder {
    let reader: FITReader
    let messageDecoder: MessageDecoder
    @exclusivity(unchecked) private var heartRates: HeartRateMerger?
    /// The header of each file read so far (a chained input has several).
    public private(set) var headers: [FileHeader] = []
    /// Data messages seen so far, per global message number.
    @exclusivity(unchecked) private var counter = MessageCounter()

    /// Counts of data messages per global message number.
    public var messageCounts: [UInt16: Int] { counter.counts }

    /// - Parameters:
    ///   - source: where the bytes come from: ``MemorySource``, or a file or archive member (`FITInput`).
    ///   - options: how strictly damage is treated, and the largest input accepted.
    ///   - applyProfile: false gives raw values: fields named, but no scale, offset, enum names, subfields or
    ///     components.
    ///   - heartRates: `hr` messages gathered by a first pass over the same input
    ///     (``HeartRateMerger/collect(from:options:)``), merged into the records as Garmin's decoder merges them.
    public init(
        source: some ByteSource, options: DecodeOptions = DecodeOptions(), applyProfile: Bool = true,
        heartRates: HeartRateMerger? = nil
    ) {
        self.reader = FITReader(source: source, options: options)
        self.messageDecoder = MessageDecoder(applyProfile: applyProfile)
        self.heartRates = heartRates.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Problems found that did not stop decoding (lenient validation), in the order of their offsets.
    public var problems: [FITError] {
        (reader.problems + messageDecoder.problems).sorted { $0.offset < $1.offset }
    }

    /// The next data message, nil at the end of the input.
    /// - Throws: ``FITError`` for damage that stops decoding; nothing can be read after it.
    public func next() throws(FITError) -> Message? {
        var decoded: Message?
        guard try withNextRaw({ raw in decoded = messageDecoder.decode(raw) }), var message = decoded else {
            return nil
        }
        if message.globalNumber == MessageNumber.record { heartRates?.merge(into: &message) }
        return message
    }

    /// Appends the next data message as a `fitkit dump` JSON line; false at the end of the input.
    /// Faster than `next()` followed by `appendJSON`: most messages are written straight from their bytes.
    package func nextJSON(into out: ByteBuffer) throws(FITError) -> Bool {
        // (The buffer is not optional, shared with `skipJSON`: unwrapping one retained it for every message.)
        try withNextRaw { raw in
            if let message = mergedRecord(raw) {
                message.appendJSON(to: out)
            } else {
                messageDecoder.appendJSON(raw, to: out)
            }
        }
    }

    /// Reads the next data message and makes every change `nextJSON` would make to the decoder's state, without
    /// writing it; false at the end of the input. See `ParallelJSONWriter`.
    package func skipJSON() throws(FITError) -> Bool {
        try withNextRaw { raw in
            if mergedRecord(raw) == nil { messageDecoder.skipJSON(raw) }
        }
    }

    /// A record decoded with the `hr` samples merged into it, when the file has them; nil for anything else.
    @inline(__always)
    private func mergedRecord(_ raw: borrowing RawMessage) -> Message? {
        guard raw.definition.globalNumber == MessageNumber.record && heartRates != nil else { return nil }
        var message = messageDecoder.decode(raw)
        heartRates?.merge(into: &message)
        return message
    }

    /// Lends the next data message as read to `body`, keeping the headers and counts on the way; false at the end.
    @inline(__always)
    private func withNextRaw(_ body: (borrowing RawMessage) -> Void) throws(FITError) -> Bool {
        try reader.withNextMessage(onHeader: { headers.append($0) }) { raw in
            counter.count(raw.definition.globalNumber)
            body(raw)
        }
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
    /// when the input does not decode cleanly to its end. Nil when there is nothing to merge and nothing to say:
    /// a merger that could not lay the messages out is returned for its `failure`.
    public static func collect(from source: some ByteSource, options: DecodeOptions) -> HeartRateMerger? {
        let reader = FITReader(source: source, options: options)
        let decoder = MessageDecoder()
        var merger = HeartRateMerger()
        do {
            while try reader.withNextMessage(numbered: MessageNumber.hr, { merger.add(hr: decoder.decode($0)) }) {}
        } catch {
            return nil
        }
        return merger.isEmpty && merger.failure == nil ? nil : merger
    }
}
