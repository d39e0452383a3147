import Glibc

/// A growable byte buffer for writing output fast: an append is a capacity check and a copy, with none of
/// the generic machinery `Array.append(contentsOf:)` goes through. Used by the JSON writers.
@usableFromInline package final class ByteBuffer {
    @usableFromInline @exclusivity(unchecked) package var storage: UnsafeMutablePointer<UInt8>
    @usableFromInline @exclusivity(unchecked) package var capacity: Int
    @usableFromInline @exclusivity(unchecked) package var length = 0

    package init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 16)
        storage = Self.zeroed(self.capacity)
    }

    deinit { free(storage) }

    /// Zeroed memory (some writers read back a few bytes past the end: `TextMemo`) from `calloc`, which
    /// hands out fresh pages from the kernel without writing them: a 512 KB output buffer costs only the
    /// pages a command writes into, not 128 page faults at start-up for an `inspect` that prints 1 KB.
    private static func zeroed(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        guard let memory = calloc(count, 1) else { fatalError("out of memory: \(count) bytes") }
        return memory.assumingMemoryBound(to: UInt8.self)
    }

    @inlinable package var count: Int { length }

    /// The bytes written so far; valid until the next change.
    @inlinable package var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: storage, count: length) }

    @usableFromInline package func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < length + needed { newCapacity *= 2 }
        let newStorage = Self.zeroed(newCapacity)
        newStorage.update(from: storage, count: length)
        free(storage)
        storage = newStorage
        capacity = newCapacity
    }

    @inlinable @inline(__always)
    package func append(_ byte: UInt8) {
        if length == capacity { grow(1) }
        storage[length] = byte
        length += 1
    }

    @inlinable @inline(__always)
    package func append(_ source: UnsafeRawBufferPointer) {
        let n = source.count
        if length + n > capacity { grow(n) }
        if n <= 32 {
            if n > 0 { Self.copySmall(from: source.start, to: storage + length, count: n) }
        } else {
            UnsafeMutableRawPointer(storage + length).copyMemory(from: source.start, byteCount: n)
        }
        length += n
    }

    /// Copies 1 to 32 bytes with a few overlapping word moves instead of a call to memcpy: most keys, tags
    /// and literals are that short, and for literals `count` is a constant, so the branches fold away.
    @inlinable @inline(__always)
    static func copySmall(from: UnsafeRawPointer, to: UnsafeMutablePointer<UInt8>, count n: Int) {
        let to = UnsafeMutableRawPointer(to)
        @inline(__always) func move<T>(_: T.Type, _ at: Int) {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: at, as: T.self), toByteOffset: at, as: T.self)
        }
        if n >= 16 {
            move(UInt64.self, 0); move(UInt64.self, 8)
            move(UInt64.self, n - 16); move(UInt64.self, n - 8)
        } else if n >= 8 {
            move(UInt64.self, 0); move(UInt64.self, n - 8)
        } else if n >= 4 {
            move(UInt32.self, 0); move(UInt32.self, n - 4)
        } else {
            move(UInt8.self, 0); move(UInt8.self, n / 2); move(UInt8.self, n - 1)
        }
    }

    @inlinable package func append(_ source: UnsafeBufferPointer<UInt8>) { append(UnsafeRawBufferPointer(source)) }

    /// `table` with the padding `append(padded:count:)` reads past its end.
    package static func padded(_ table: [UInt8]) -> [UInt8] { table + [UInt8](repeating: 0, count: 32) }

    /// Appends `count` bytes from `source`, which must stay readable 32 bytes past its start (key tables are
    /// `padded`): up to 32 bytes are moved as four words whatever `count`, with no branch on the length.
    /// The bytes written past `count` lie beyond the end and are overwritten by the next append.
    @inlinable @inline(__always)
    package func append(padded source: UnsafePointer<UInt8>, count: Int) {
        guard count <= 32 else { return append(UnsafeBufferPointer(start: source, count: count)) }
        // Wrapping arithmetic: neither sum can overflow (a buffer is far smaller than Int.max), and the
        // overflow checks were a fifth of the instructions of writing a key.
        if length &+ 32 > capacity { grow(32) }
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(storage + length)
        for at in stride(from: 0, to: 32, by: 8) {
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: at, as: UInt64.self), toByteOffset: at, as: UInt64.self)
        }
        length &+= count
    }

    @inlinable package func append(_ bytes: [UInt8]) { bytes.withUnsafeBytes { append($0) } }

    /// Literal text: short literals (most XML tags) are copied with a few word moves (see `copySmall`).
    @inlinable @inline(__always) package func append(_ text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    // Literals go to the StaticString form, which copies without looking at the string.
    @_disfavoredOverload
    package func append(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// "00" to "99", for writing two digits per division.
    @usableFromInline package static let digitPairs: StaticString =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// Gives `body` room for up to `maximum` bytes at the end of the buffer; it writes them and returns how many
    /// it wrote. For formatting numbers in place, with one capacity check instead of one per byte.
    @inlinable @inline(__always)
    package func write(upTo maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if length + maximum > capacity { grow(maximum) }
        length += body(storage + length)
    }

    /// How many decimal digits `value` has (1 for 0).
    @inlinable @inline(__always)
    static func digitCount(_ value: UInt64) -> Int {
        if value < 10 { return 1 }
        if value < 100 { return 2 }
        if value < 1000 { return 3 }
        if value < 10000 { return 4 }
        var n = 5, limit: UInt64 = 100_000
        while n < 20 && value >= limit {
            n += 1
            limit = n < 20 ? limit &* 10 : .max
        }
        return n
    }

    /// Writes the last `width` decimal digits of `value`, zero-padded, so that they end just before `end`: two
    /// digits per division.
    @inlinable @inline(__always)
    static func writeDigits(_ value: UInt64, width: Int, endingAt end: UnsafeMutablePointer<UInt8>) {
        let pairs = digitPairs.utf8Start
        var value = value, q = end, width = width
        while width >= 2 {
            let pair = Int(value % 100) &* 2
            value /= 100
            q -= 2
            q[0] = pairs[pair]
            q[1] = pairs[pair &+ 1]
            width -= 2
        }
        if width == 1 { q[-1] = UInt8(truncatingIfNeeded: 48 &+ value % 10) }
    }

    /// Appends an integer in decimal, straight into the buffer.
    @inlinable
    package func append(decimal value: Int64) {
        write(upTo: 21) { start in
            var p = start
            if value < 0 {
                p.pointee = UInt8(ascii: "-")
                p += 1
            }
            let n = Self.digitCount(value.magnitude)
            Self.writeDigits(value.magnitude, width: n, endingAt: p + n)
            return p + n - start
        }
    }

    @inlinable package func truncate(to count: Int) { length = min(length, count) }

    package func removeAll() { length = 0 }

    package var string: String { String(decoding: bytes, as: UTF8.self) }
}
