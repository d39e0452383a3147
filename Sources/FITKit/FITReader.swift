import FITSupport
/// The framing layer: splits a FIT byte stream into headers, definitions and data messages, checking sizes and
/// CRCs as it goes. It holds one fixed buffer, so memory does not grow with the input.
///
/// It lends each data message to a closure (`withNextMessage`): a `RawMessage` points into the buffer, which
/// the next call reuses, and being non-copyable it cannot be kept past the closure. A thrown error is final;
/// what was lent before it stands. In lenient mode non-fatal problems are collected in `problems` instead of
/// thrown.
@usableFromInline package final class FITReader {
    package enum Event {
        case header(FileHeader)
        case definition(MessageDefinition)
        /// A data message, lent to the closure given with the call.
        case message
        /// The end of one file of a chain, with whether its CRC matched (nil when not checked).
        case fileEnd(crcMatched: Bool?)
    }

    package let options: DecodeOptions
    package private(set) var problems: [FITError] = []
    /// Problems beyond this many are counted but not kept.
    package static let maxKeptProblems = 1000
    package private(set) var droppedProblems = 0

    private var source: any ByteSource
    // One record is at most 1 + 255 * 255 + 255 * 255 bytes, so any record fits in the buffer whole.
    private static let capacity = 1 << 17
    private let buffer = UnsafeMutableRawPointer.allocate(byteCount: FITReader.capacity, alignment: 8)
    // The three properties the short step (`whole`) reads and writes for every message (`start`,
    // `frameLimit`, `lastTimestamp`) go without the dynamic exclusivity checks Swift makes on a class's
    // properties: the reader is used from one thread at a time, and with the checks `inspect large.fit` costs
    // 2.4 % more instructions. The rest change once per definition, buffer or file and keep them.
    @exclusivity(unchecked) private var start = 0
    private var end = 0
    /// Input offset of buffer[0].
    private var base = 0
    private var sourceEnded = false
    private var bytesRead = 0

    private enum State { case fileStart, records, done }
    /// Changed through `enter`, which keeps `frameLimit` with it.
    private var state = State.fileStart
    private var fileEnd = 0
    /// The buffer index up to which the short step (`whole`) may frame messages: the end of what the buffer
    /// holds or of the current file, whichever comes first; 0 outside a file's records. Kept up to date as
    /// those change (rarely), so that the step makes one compare where it made four.
    @exclusivity(unchecked) private var frameLimit = 0
    private var crc = CRC16()
    /// Buffer index from which consumed bytes have not yet been added to `crc`: the CRC is computed over
    /// long spans (before the buffer is compacted, and at the end of each file), not record by record.
    private var crcFrom = 0
    private var definitions = [MessageDefinition?](repeating: nil, count: RecordHeader.localTypes)
    /// The same definitions, unretained: looking one up for each message then costs no reference counting
    /// (`definitions` keeps them alive).
    private let borrowed: UnsafeMutablePointer<Unmanaged<MessageDefinition>?> = {
        let slots = UnsafeMutablePointer<Unmanaged<MessageDefinition>?>.allocate(capacity: RecordHeader.localTypes)
        slots.initialize(repeating: nil, count: RecordHeader.localTypes)
        return slots
    }()
    /// The screens of the current definitions, retained (`screen(_:for:)`), and what the loop reads of them.
    private let screens: UnsafeMutablePointer<Unmanaged<MessageScreen>?> = {
        let slots = UnsafeMutablePointer<Unmanaged<MessageScreen>?>.allocate(capacity: RecordHeader.localTypes)
        slots.initialize(repeating: nil, count: RecordHeader.localTypes)
        return slots
    }()
    private let screenStates: UnsafeMutablePointer<UnsafeMutablePointer<MessageScreen.State>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<MessageScreen.State>?>.allocate(
            capacity: RecordHeader.localTypes)
        slots.initialize(repeating: nil, count: RecordHeader.localTypes)
        return slots
    }()
    @exclusivity(unchecked) private var lastTimestamp: UInt32 = 0
    private var fileCount = 0
    /// `RecordHeader.dataLocalTypes`, held here so that the short step does not check it was made.
    private let dataLocalTypes = RecordHeader.dataLocalTypes

    package init(source: some ByteSource, options: DecodeOptions = DecodeOptions()) {
        self.source = source
        self.options = options
    }

    deinit {
        buffer.deallocate()
        borrowed.deallocate()
        for local in 0..<RecordHeader.localTypes { screens[local]?.release() }
        screens.deallocate()
        screenStates.deallocate()
    }

    // Offsets and sizes are far from overflowing (a buffer of 128 kB, inputs of at most `Int.max` bytes):
    // the short step adds them without checks.
    private var position: Int { base &+ start }

    /// Works `frameLimit` out again: after `state`, `end`, `base` or `fileEnd` changed.
    private func frame() { frameLimit = state == .records ? min(end, fileEnd &- base) : 0 }

    private func enter(_ next: State) {
        state = next
        frame()
    }
    private var checksCRC: Bool { options.validation != .off }

    /// The next event of the stream, nil at the end; a data message is lent to `message`.
    package func nextEvent(message: (borrowing RawMessage) -> Void) throws(FITError) -> Event? {
        switch state {
        case .done: return nil
        case .fileStart: return try readHeader()
        case .records:
            if position < fileEnd {
                guard let header = try recordHeader() else { return try readDefinition() }
                message(try readData(header))
                return .message
            }
            return try readFileCRC()
        }
    }

    // MARK: - Lending data messages

    /// Lends the next data message to `body`, reading past headers, definitions and file ends; false at the
    /// end of the input. For the loops that want only messages (most of them).
    /// - Parameter onHeader: called with each file header of a chain.
    @inlinable @inline(__always)
    package func withNextMessage(
        onHeader: (FileHeader) -> Void = { _ in }, _ body: (borrowing RawMessage) -> Void
    ) throws(FITError) -> Bool {
        guard let raw = try nextMessage(onHeader: onHeader) else { return false }
        body(raw)
        return true
    }

    /// Lends the next data message of global number `global` to `body`, with the checks and errors on the way
    /// `withNextMessage` makes; false at the end. Messages of other numbers are framed and passed over without
    /// being made (about a quarter of the cost), for passes that want one kind, such as the `hr` messages.
    @inlinable @inline(__always)
    package func withNextMessage(numbered global: UInt16, _ body: (borrowing RawMessage) -> Void) throws(FITError)
        -> Bool
    {
        guard let raw = try nextMessage(numbered: global) else { return false }
        body(raw)
        return true
    }

    /// The same for the messages whose numbers are in `wanted`; those passed over are counted in `counter`
    /// (the ones lent are not). A message whose definition has a screen (`screen(_:for:)`) and passes it is
    /// counted there instead, and not lent either.
    @inlinable @inline(__always)
    package func withNextMessage(
        in wanted: MessageNumbers, counting counter: inout MessageCounter, _ body: (borrowing RawMessage) -> Void
    ) throws(FITError) -> Bool {
        guard let raw = try nextMessage(in: wanted, counting: &counter) else { return false }
        body(raw)
        return true
    }

    /// Reads to the end, lending nothing: the checks alone.
    package func readToEnd() throws(FITError) {
        while try nextMessage() != nil {}
    }

    // MARK: - Framing

    // The lending functions are inlined into the loops of other modules (a closure called through a function
    // that is not keeps the loop's body from being optimised with the loop); these, which they call, are not.

    /// The next data message, reading past headers, definitions and file ends; nil at the end.
    @usableFromInline @inline(__always)
    func nextMessage(onHeader: (FileHeader) -> Void = { _ in }) throws(FITError) -> RawMessage? {
        while true {
            switch state {
            case .done: return nil
            case .fileStart:
                if case .header(let h)? = try readHeader() { onHeader(h) }
            case .records:
                if let next = whole() {
                    // The common case, without the careful path's checks and calls: about a third of the cost.
                    return take(next)
                }
                if position < fileEnd {
                    guard let header = try recordHeader() else {
                        _ = try readDefinition()
                        continue
                    }
                    return try readData(header)
                }
                _ = try readFileCRC()
            }
        }
    }

    /// The next data message of global number `global`; nil at the end.
    @usableFromInline func nextMessage(numbered global: UInt16) throws(FITError) -> RawMessage? {
        while true {
            if let next = whole() {
                if next.global == global { return take(next) }
                consume(next.size)
                continue
            }
            guard let raw = try nextMessage() else { return nil }
            if raw.definition.globalNumber == global { return raw }
        }
    }

    /// The next data message whose number is in `wanted`, counting the others; nil at the end.
    @usableFromInline func nextMessage(in wanted: MessageNumbers, counting counter: inout MessageCounter)
        throws(FITError) -> RawMessage?
    {
        while true {
            if let next = skim(wanted, &counter) { return take(next) }
            guard let raw = try nextMessage() else { return nil }
            if let screen = screenStates[Int(raw.definition.localNumber)],
                screen.pointee.take(raw.bytes.start, compressed: raw.compressedTimestamp != nil)
            {
                continue
            }
            if wanted.contains(raw.definition.globalNumber) { return raw }
            counter.count(raw.definition.globalNumber)
        }
    }

    /// The short steps of `nextMessage(in:counting:)`: passes over the messages that pass their screen or are
    /// not wanted (counting those) and frames the next wanted one; nil where the careful path must go on.
    /// Messages without a screen are taken here, as in passes that read every record; from the first with
    /// one, `skimRun` goes on.
    @inline(never)
    private func skim(_ wanted: MessageNumbers, _ counter: inout MessageCounter) -> Framed? {
        while let next = whole() {
            // `skimRun` frames this message again: moving the clock on twice for one message leaves it where once
            // does (its own time, or the same low bits put back).
            if screenStates[next.local] != nil { return skimRun(wanted, &counter) }
            if wanted.contains(next.global) { return next }
            counter.count(next.global)
            consume(next.size)
        }
        return nil
    }

    /// `skim` over a run of messages, small enough for the screen's checks to be inlined into its loop, which
    /// keeps what it reads of the reader in locals (`Cursor`): a screen's counters are written through a
    /// pointer, after which the reader's properties would otherwise be loaded again for every message.
    @inline(never)
    private func skimRun(_ wanted: MessageNumbers, _ counter: inout MessageCounter) -> Framed? {
        var cursor = self.cursor, found: Framed?
        // Messages passed over come in runs of one number: counted here, and in `counter` when the run ends.
        var run: (global: UInt16, count: Int) = (0, 0)
        while let next = cursor.whole() {
            if let screen = screenStates[next.local],
                screen.pointee.take(cursor.buffer + cursor.at + 1, compressed: next.compressed)
            {
                cursor.at &+= next.size
                continue
            }
            if wanted.contains(next.global) {
                found = next
                break
            }
            if next.global != run.global {
                counter.count(run.global, times: run.count)
                run = (next.global, 0)
            }
            run.count &+= 1
            cursor.at &+= next.size
        }
        moved(to: cursor)
        counter.count(run.global, times: run.count)
        return found
    }

    /// Screens the messages of the definition of `raw` from now on, in `withNextMessage(in:counting:_:)`, until its
    /// local number gets a new definition.
    package func screen(_ screen: MessageScreen, for raw: borrowing RawMessage) {
        let local = Int(raw.definition.localNumber)
        guard borrowed[local]?.toOpaque() == raw.definitionAddress,
            screens[local]?.toOpaque() != Unmanaged.passUnretained(screen).toOpaque()
        else { return }
        screens[local]?.release()
        screens[local] = Unmanaged.passRetained(screen)
        screenStates[local] = screen.state
    }

    /// The next record, when it is a data message that `readData` would take without a problem (`Cursor.whole`),
    /// after moving the clock on as `readData` does; nil, with nothing changed, when the careful path must read
    /// it. The caller consumes it (`take`, or `consume` to pass over).
    @inline(__always)
    private func whole() -> Framed? {
        var cursor = self.cursor
        let next = cursor.whole()
        lastTimestamp = cursor.lastTimestamp
        return next
    }

    /// What the short step reads of the reader, and where it is: the buffer up to `frameLimit`, the local types
    /// of header bytes, the definitions, the next record's index (`start`) and the clock (`lastTimestamp`).
    private struct Cursor {
        let buffer: UnsafeMutableRawPointer
        let limit: Int
        let types: UnsafePointer<UInt8>
        let borrowed: UnsafeMutablePointer<Unmanaged<MessageDefinition>?>
        var at: Int
        var lastTimestamp: UInt32

        /// The record at `at`, when it is a data message that `readData` would take without a problem (defined,
        /// whole in the buffer, inside the file): its definition, global number, size with the header byte, and
        /// whether its header is a compressed timestamp, after moving the clock on as `readData` does. nil, with
        /// nothing changed, when the careful path must read it. `at` stays where it is.
        @inline(__always)
        mutating func whole() -> Framed? {
            guard at < limit else { return nil }
            let header = RecordHeader(buffer.load(fromByteOffset: at, as: UInt8.self))
            let type = types[Int(header.byte)]
            if type == RecordHeader.startsDefinition { return nil }
            let compressed = header.isCompressedTimestamp, local = Int(type)
            guard let slot = borrowed[local] else { return nil }
            unowned(unsafe) let definition = slot.takeUnretainedValue()
            let size = 1 &+ definition.dataSize
            let global = definition.globalNumber
            guard at &+ size <= limit else { return nil }
            if compressed {
                lastTimestamp = FITReader.compressedTime(header, after: lastTimestamp)
            } else {
                lastTimestamp = FITReader.time(
                    at: definition.timestampPosition, definition.isBigEndian, in: buffer + (at &+ 1),
                    after: lastTimestamp)
            }
            return Framed(slot: slot, local: local, global: global, size: size, compressed: compressed)
        }
    }

    private var cursor: Cursor {
        Cursor(
            buffer: buffer, limit: frameLimit, types: dataLocalTypes, borrowed: borrowed, at: start,
            lastTimestamp: lastTimestamp)
    }

    private func moved(to cursor: Cursor) {
        start = cursor.at
        lastTimestamp = cursor.lastTimestamp
    }

    /// A message the short step framed (`whole`).
    private struct Framed {
        let slot: Unmanaged<MessageDefinition>
        let local: Int
        let global: UInt16
        /// With the header byte.
        let size: Int
        let compressed: Bool
    }

    /// The message `whole` found, consumed.
    @inline(__always)
    private func take(_ next: Framed) -> RawMessage {
        let raw = peek(next)
        consume(next.size)
        return raw
    }

    /// The message `whole` found, not yet consumed (its bytes stay where they are until the buffer is refilled).
    @inline(__always)
    private func peek(_ next: Framed) -> RawMessage {
        let bytes = UnsafeRawBufferPointer(start: buffer + start + 1, count: next.size - 1)
        // Borrowed, not retained: `definitions` keeps it alive.
        return RawMessage(
            definition: next.slot, bytes: bytes, offset: position,
            compressedTimestamp: next.compressed ? lastTimestamp : nil)
    }

    // MARK: - Problems

    /// Strict mode throws; lenient and off collect.
    private func report(_ problem: FITError) throws(FITError) {
        if let problem = options.stops(at: problem) { throw problem }
        if problems.count < Self.maxKeptProblems { problems.append(problem) } else { droppedProblems += 1 }
    }

    // MARK: - Buffer

    /// Makes `count` bytes available at `buffer + start`; false at the end of the input.
    @inline(__always)
    private func ensure(_ count: Int) throws(FITError) -> Bool {
        if end - start >= count { return true }
        return try refill(count)
    }

    /// `ensure` when the buffer holds fewer than `count` bytes: moves what is left to the front and reads more.
    @inline(never)
    private func refill(_ count: Int) throws(FITError) -> Bool {
        defer { frame() }  // `base` and `end` move
        if start > 0 {
            flushCRC()
            crcFrom = 0
            if end > start { buffer.copyMemory(from: UnsafeRawPointer(buffer + start), byteCount: end - start) }
            base += start
            end -= start
            start = 0
        }
        while end < count && !sourceEnded {
            let n = try source.read(
                into: UnsafeMutableRawBufferPointer(start: buffer + end, count: Self.capacity - end))
            if n == 0 { sourceEnded = true; break }
            end += n
            bytesRead += n
            if bytesRead > options.maxFileSize {
                throw FITError(
                    .fileTooLarge, at: options.maxFileSize, expected: "at most \(options.maxFileSize) bytes",
                    found: "more")
            }
        }
        return end - start >= count
    }

    @inline(__always) private func byte(_ i: Int) -> UInt8 { buffer.load(fromByteOffset: start + i, as: UInt8.self) }

    @inline(__always) private func consume(_ count: Int) { start &+= count }

    /// Adds the bytes consumed since the last flush to the file CRC.
    private func flushCRC() {
        if checksCRC && start > crcFrom {
            crc.update(UnsafeRawBufferPointer(start: buffer + crcFrom, count: start - crcFrom))
        }
        crcFrom = start
    }

    private func available() -> Int { end - start }

    // MARK: - Header

    private func readHeader() throws(FITError) -> Event? {
        let offset = position
        guard try ensure(1) else {
            enter(.done)
            if fileCount == 0 { throw FITError(.notFIT, at: 0, expected: "a FIT header", found: "no bytes") }
            return nil
        }
        let size = Int(byte(0))
        guard size == 12 || size == 14 else {
            return try endOnBadHeader(FITError(.notFIT, at: offset, expected: "header size 12 or 14", found: "\(size)"))
        }
        guard try ensure(size) else {
            return try endOnBadHeader(
                FITError(
                    .truncated, at: offset, expected: "a \(size)-byte header",
                    found: "\(available()) bytes"))
        }
        let signature = (8..<12).map { byte($0) }
        guard signature == FITSignature.bytes else {
            return try endOnBadHeader(
                FITError(
                    .notFIT, at: offset + 8, expected: "\".FIT\"",
                    found: signature.map { String($0, radix: 16) }.joined(separator: " ")))
        }
        let dataSize = Int(UInt32(byte(4)) | UInt32(byte(5)) << 8 | UInt32(byte(6)) << 16 | UInt32(byte(7)) << 24)
        var headerCRC: UInt16?
        if size == 14 {
            let stored = UInt16(byte(12)) | UInt16(byte(13)) << 8
            headerCRC = stored
            if stored != 0 && checksCRC {
                var c = CRC16()
                c.update(UnsafeRawBufferPointer(start: buffer + start, count: 12))
                if c.value != stored {
                    try report(
                        FITError(.headerCRCMismatch, at: offset + 12, expected: hex(c.value), found: hex(stored)))
                }
            }
        }
        let header = FileHeader(
            offset: offset, headerSize: size, protocolVersion: byte(1),
            profileVersion: UInt16(byte(2)) | UInt16(byte(3)) << 8, dataSize: dataSize,
            headerCRC: headerCRC)
        crc = CRC16()
        crcFrom = start
        consume(size)
        fileEnd = offset + size + dataSize
        fileCount += 1
        enter(.records)
        return .header(header)
    }

    /// The first file must start with a header; after a chain's last file, anything that is not a header is
    /// trailing garbage: an error in strict mode, a problem otherwise.
    private func endOnBadHeader(_ error: FITError) throws(FITError) -> Event? {
        enter(.done)
        if fileCount == 0 { throw error }
        try report(
            FITError(
                .badHeader, at: error.offset, expected: error.expected,
                found: error.found + "; "
                    + "\(available()) bytes after the last complete file ignored"))
        return nil
    }

    // MARK: - Records

    private func truncated(_ what: String, need: Int) -> FITError {
        FITError(
            .truncated, at: position,
            expected: "\(what) (\(need) bytes; data size says the file ends at "
                + "\(fileEnd + 2))", found: "\(available()) bytes")
    }

    /// What a data record's header byte says.
    private struct DataHeader {
        let local: Int
        let compressedTimestamp: UInt32?
    }

    /// Reads the header byte of the next record: nil for a definition (left unread for `readDefinition`).
    @inline(__always)
    private func recordHeader() throws(FITError) -> DataHeader? {
        guard try ensure(1) else {
            enter(.done)
            throw truncated("a record header", need: 1)
        }
        let header = RecordHeader(byte(0))
        if header.isDefinition { return nil }
        if header.isCompressedTimestamp { lastTimestamp = Self.compressedTime(header, after: lastTimestamp) }
        return DataHeader(
            local: header.localType, compressedTimestamp: header.isCompressedTimestamp ? lastTimestamp : nil)
    }

    /// The clock after a message whose bytes start at `data`, with a uint32 timestamp at `position` (nil: none):
    /// its time when valid, `last` when not, the time compressed-timestamp headers count from. (It takes the
    /// definition's values, not the definition: passing that would retain it for every message.)
    @inline(__always)
    private static func time(at position: Int?, _ bigEndian: Bool, in data: UnsafeRawPointer, after last: UInt32)
        -> UInt32
    {
        guard let p = position else { return last }
        let t = data.loadUnaligned(fromByteOffset: p, as: UInt32.self)
        return UInt64(t) == BaseType.uint32.invalidBits ? last : bigEndian ? t.byteSwapped : t
    }

    /// The time of a compressed-timestamp header: the low 5 bits of the last time replaced by the header's,
    /// rolling over into the next 32 seconds when they went back.
    @inline(__always)
    private static func compressedTime(_ header: RecordHeader, after last: UInt32) -> UInt32 {
        let offset = header.timeOffset
        let time = (last & ~0x1F) + offset
        return offset < last & 0x1F ? time &+ 0x20 : time
    }

    private func readData(_ header: DataHeader) throws(FITError) -> RawMessage {
        let local = header.local, compressedTimestamp = header.compressedTimestamp
        let offset = position
        guard let slot = borrowed[local] else {
            enter(.done)
            throw FITError(
                .undefinedLocalMessage, at: offset, expected: "a definition for local message \(local)",
                found: "none")
        }
        unowned(unsafe) let definition = slot.takeUnretainedValue()
        let size = 1 + definition.dataSize
        guard try ensure(size) else {
            enter(.done)
            throw truncated("a whole \(definition.name) message", need: size)
        }
        if offset + size > fileEnd {
            try report(
                FITError(
                    .sizeMismatch, at: offset, expected: "records to end at \(fileEnd)",
                    found: "a record ending at \(offset + size)"))
        }
        let bytes = UnsafeRawBufferPointer(start: buffer + start + 1, count: definition.dataSize)
        if compressedTimestamp == nil {
            lastTimestamp = Self.time(
                at: definition.timestampPosition, definition.isBigEndian, in: bytes.start, after: lastTimestamp)
        }
        consume(size)
        return RawMessage(definition: slot, bytes: bytes, offset: offset, compressedTimestamp: compressedTimestamp)
    }

    private func readDefinition() throws(FITError) -> Event {
        let offset = position
        // Counted with those dropped past the kept limit: a definition with a problem must not be remembered.
        let problemsBefore = problems.count + droppedProblems
        let header = RecordHeader(byte(0))
        guard try ensure(6) else { enter(.done); throw truncated("a definition", need: 6) }
        let architecture = byte(2)
        if architecture > 1 {
            try report(
                FITError(
                    .invalidDefinition, at: offset + 2, expected: "architecture 0 or 1",
                    found: "\(architecture)"))
        }
        let bigEndian = architecture != 0
        let global = bigEndian ? UInt16(byte(3)) << 8 | UInt16(byte(4)) : UInt16(byte(3)) | UInt16(byte(4)) << 8
        let fieldCount = Int(byte(5))
        let hasDeveloperFields = header.hasDeveloperFields
        var size = 6 + fieldCount * 3
        guard try ensure(size + (hasDeveloperFields ? 1 : 0)) else {
            enter(.done)
            throw truncated("a definition of \(fieldCount) fields", need: size)
        }
        if let known = try knownDefinition(size: size, hasDeveloperFields: hasDeveloperFields, at: offset) {
            return known
        }
        var fields: [FieldDefinition] = []
        fields.reserveCapacity(fieldCount)
        var position = 0
        for i in 0..<fieldCount {
            let at = 6 + i * 3
            let fieldSize = Int(byte(at + 1))
            let typeByte = byte(at + 2)
            guard var type = BaseType(rawValue: typeByte & 0x1F) else {
                // Garmin's decoder stops here; a byte array of the stated size keeps the framing intact.
                try report(
                    FITError(
                        .invalidDefinition, at: offset + at + 2, expected: "a base type 0-16",
                        found: "0x" + String(typeByte, radix: 16)))
                fields.append(FieldDefinition(number: byte(at), size: fieldSize, baseType: .byte, position: position))
                position += fieldSize
                continue
            }
            if fieldSize % type.size != 0 { type = .uint8 }
            fields.append(FieldDefinition(number: byte(at), size: fieldSize, baseType: type, position: position))
            position += fieldSize
        }
        var developerFields: [DeveloperFieldDefinition] = []
        if hasDeveloperFields {
            let count = Int(byte(size))
            size += 1
            guard try ensure(size + count * 3) else {
                enter(.done)
                throw truncated("a definition of \(count) developer fields", need: size + count * 3)
            }
            for i in 0..<count {
                let at = size + i * 3
                let fieldSize = Int(byte(at + 1))
                developerFields.append(
                    DeveloperFieldDefinition(
                        number: byte(at), size: fieldSize,
                        developerDataIndex: byte(at + 2), position: position))
                position += fieldSize
            }
            size += count * 3
        }
        if offset + size > fileEnd {
            try report(
                FITError(
                    .sizeMismatch, at: offset, expected: "records to end at \(fileEnd)",
                    found: "a definition ending at \(offset + size)"))
        }
        let definition = MessageDefinition(
            localNumber: UInt8(header.localType), globalNumber: global, isBigEndian: bigEndian,
            fields: fields, developerFields: developerFields)
        // A definition read without a problem is remembered by its bytes (its local number included).
        if problems.count + droppedProblems == problemsBefore {
            let at = UnsafeRawPointer(buffer + start)
            registry.add(definition, bytes: at, count: size, hash: DefinitionRegistry.hash(at, size))
        }
        consume(size)
        return .definition(use(definition))
    }

    /// Definitions met before, in this file or another read on this thread, by their bytes. Asked for each
    /// definition, not kept: a reader may be made on one thread and read on another (`ParallelJSONWriter`),
    /// and a registry is only ever touched by its own thread.
    private var registry: DefinitionRegistry { DefinitionRegistry.current }

    /// The definition at the front of the buffer when its bytes were read before: consumed and made current.
    private func knownDefinition(size fieldsEnd: Int, hasDeveloperFields: Bool, at offset: Int) throws(FITError)
        -> Event?
    {
        var size = fieldsEnd
        if hasDeveloperFields {
            size += 1 + Int(byte(fieldsEnd)) * 3
            guard try ensure(size) else { return nil }
        }
        let at = UnsafeRawPointer(buffer + start)
        guard let definition = registry.find(at, count: size, hash: DefinitionRegistry.hash(at, size)),
            offset + size <= fileEnd
        else { return nil }
        consume(size)
        return .definition(use(definition))
    }

    /// Makes `definition` the current one of its local number.
    private func use(_ definition: MessageDefinition) -> MessageDefinition {
        let local = Int(definition.localNumber & 0x0F)
        guard definitions[local] !== definition else { return definition }
        definitions[local] = definition
        borrowed[local] = Unmanaged.passUnretained(definition)
        screens[local]?.release()
        screens[local] = nil
        screenStates[local] = nil
        return definition
    }

    private func readFileCRC() throws(FITError) -> Event {
        guard try ensure(2) else {
            enter(.done)
            throw FITError(.truncated, at: position, expected: "a 2-byte file CRC", found: "\(available()) bytes")
        }
        flushCRC()
        let stored = UInt16(byte(0)) | UInt16(byte(1)) << 8
        let crcOffset = position
        consume(2)
        crcFrom = start
        enter(.fileStart)
        guard checksCRC else { return .fileEnd(crcMatched: nil) }
        let matched = stored == crc.value
        if !matched {
            try report(FITError(.fileCRCMismatch, at: crcOffset, expected: hex(crc.value), found: hex(stored)))
        }
        return .fileEnd(crcMatched: matched)
    }
}

func hex(_ v: UInt16) -> String { "0x" + String(v, radix: 16, uppercase: true) }
