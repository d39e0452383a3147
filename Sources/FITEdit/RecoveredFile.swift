import FITKit

/// What can be read of a FIT file's bytes, however damaged: every data message the lenient reader gets to, in
/// order, copied out with its definition, and what was wrong on the way.
///
/// A device that stops mid-ride (a crash, a flat battery) leaves its header's data size at 0 or at what it last
/// wrote, and the records cut short: read as the header says, such a file yields nothing. So the bytes are also
/// read as if the data size were what follows the header (with and without a file CRC at the end), and the
/// reading that recovers the most messages is kept.
package struct RecoveredFile: Sendable {
    package var messages: [StoredMessage] = []
    /// Each of `messages` decoded (profile applied, developer fields named), at the same index.
    package var decoded: [Message] = []
    /// Every file header of the input (a chain has several).
    package var headers: [FileHeader] = []
    /// What the reader went past, and what stopped it.
    package var problems: [FITError] = []
    /// The data size the first header gave, when it was not the one the messages were read with.
    package var claimedDataSize: Int?
    /// The data size the messages were read with.
    package var dataSize: Int?
    /// Bytes of the input that no message was read from (after a message cut short, or trailing bytes).
    package var unread = 0

    /// The reading that recovers the most; with `asTheHeaderSays`, only the bytes read as the header says
    /// (the safer reading, when the other one does not make a valid file).
    package static func read(_ bytes: [UInt8], asTheHeaderSays: Bool = false) -> RecoveredFile {
        var best = read(bytes, patched: nil)
        if asTheHeaderSays { return best }
        // A file read to its end as its header says (a chain included) is kept as read.
        guard best.stoppedEarly || best.messages.isEmpty, let size = headerSize(bytes) else { return best }
        let after = bytes.count - size
        // A chain whose first header lost its size: its data ends (with its CRC) where the next file's header
        // starts.
        let chained = (size..<bytes.count).first { headerSize(bytes, at: $0) != nil }.map { [$0 - size - 2] } ?? []
        for candidate in chained + [after - 2, after] where candidate > 0 && candidate != best.headers.first?.dataSize {
            var patched = bytes
            for i in 0..<4 { patched[4 + i] = UInt8(truncatingIfNeeded: candidate >> (8 * i)) }
            if size == 14 { (patched[12], patched[13]) = (0, 0) }  // no header CRC: the size was changed
            let attempt = read(patched, patched: best.headers.first?.dataSize)
            // More messages, unless bought with bytes passed over (a header read as data makes messages of
            // nothing); as many with fewer damaged or an end reached.
            if (attempt.messages.count > best.messages.count && attempt.damaged <= best.damaged)
                || (attempt.damaged < best.damaged && attempt.messages.count * 10 >= best.messages.count * 9)
                || (attempt.messages.count == best.messages.count && attempt.damaged == best.damaged
                    && best.stoppedEarly && !attempt.stoppedEarly)
            {
                best = attempt
            }
        }
        return best
    }

    /// Definitions and messages passed over as damaged.
    var damaged: Int {
        problems.count {
            [.undefinedLocalMessage, .invalidDefinition, .badHeader, .sizeMismatch].contains($0.kind)
        }
    }

    /// Whether reading stopped before the end of the bytes: a message cut short, a header where none can be.
    var stoppedEarly: Bool { problems.contains { $0.kind == .truncated || $0.kind == .badHeader } }

    /// Where the second file of a chain starts, nil for a single file.
    package var secondFileOffset: Int? { headers.count > 1 ? headers[1].offset : nil }

    /// The header's size when the bytes start with a FIT header, else nil.
    /// (At `offset`: where the second file of a chain starts when the first header lost its size.)
    private static func headerSize(_ bytes: [UInt8], at offset: Int = 0) -> Int? {
        guard bytes.count - offset >= 12, bytes[offset] == 12 || bytes[offset] == 14,
            bytes.count - offset >= Int(bytes[offset]),
            bytes[(offset + 8)..<(offset + 12)].elementsEqual(FITSignature.bytes)
        else { return nil }
        return Int(bytes[offset])
    }

    private static func read(_ bytes: [UInt8], patched claimed: Int?) -> RecoveredFile {
        var file = RecoveredFile()
        let reader = FITReader(source: MemorySource(bytes), options: DecodeOptions(validation: .lenient))
        let decoder = MessageDecoder()
        do throws(FITError) {
            while let event = try reader.nextEvent(message: { raw in
                file.messages.append(StoredMessage(raw))
                file.decoded.append(decoder.decode(raw))
            }) {
                if case .header(let h) = event { file.headers.append(h) }
            }
        } catch {
            file.problems.append(error)
        }
        file.problems = (reader.problems + decoder.problems + file.problems).sorted { $0.offset < $1.offset }
        // What was not read: from a message cut short, or the bytes after the last file.
        if let stop = file.problems.last(where: { $0.kind == .truncated || $0.kind == .badHeader }) {
            file.unread = max(0, bytes.count - stop.offset)
        }
        if let claimed {
            file.claimedDataSize = claimed
            file.dataSize = file.headers.first?.dataSize
        }
        return file
    }
}
