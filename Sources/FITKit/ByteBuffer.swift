/// A growable byte buffer for writing output fast: an append is a capacity check and a copy, with none of
/// the generic machinery `Array.append(contentsOf:)` goes through. Used by the JSON writers.
public final class ByteBuffer {
    @usableFromInline @exclusivity(unchecked) var storage: UnsafeMutablePointer<UInt8>
    @usableFromInline @exclusivity(unchecked) var capacity: Int
    @usableFromInline @exclusivity(unchecked) var length = 0

    public init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 16)
        storage = .allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    @inlinable public var count: Int { length }

    /// The bytes written so far; valid until the next change.
    @inlinable public var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: storage, count: length) }

    @usableFromInline func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < length + needed { newCapacity *= 2 }
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.update(from: storage, count: length)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }

    @inlinable @inline(__always)
    public func append(_ byte: UInt8) {
        if length == capacity { grow(1) }
        storage[length] = byte
        length += 1
    }

    @inlinable @inline(__always)
    public func append(_ source: UnsafeRawBufferPointer) {
        let n = source.count
        if length + n > capacity { grow(n) }
        if n > 0 { UnsafeMutableRawPointer(storage + length).copyMemory(from: source.baseAddress!, byteCount: n) }
        length += n
    }

    @inlinable public func append(_ source: UnsafeBufferPointer<UInt8>) { append(UnsafeRawBufferPointer(source)) }

    @inlinable public func append(_ bytes: [UInt8]) { bytes.withUnsafeBytes { append($0) } }

    /// Literal text; short literals (most XML tags) are copied byte by byte, cheaper than a call to memcpy.
    @inlinable @inline(__always) public func append(_ text: StaticString) {
        let n = text.utf8CodeUnitCount
        if n > 32 { return append(UnsafeRawBufferPointer(start: text.utf8Start, count: n)) }
        if length + n > capacity { grow(n) }
        let source = text.utf8Start, target = storage + length
        var i = 0
        while i < n {
            target[i] = source[i]
            i &+= 1
        }
        length += n
    }

    // Literals go to the StaticString form, which copies without looking at the string.
    @_disfavoredOverload
    public func append(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// "00" to "99", for writing two digits per division.
    @usableFromInline static let digitPairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// Appends the decimal digits of `value`: written backwards into spare capacity, two digits per division,
    /// then moved into place.
    /// Appends an integer in decimal, two digits per division, straight into the buffer.
    @inlinable
    public func append(decimal value: Int64) {
        if length + 21 > capacity { grow(21) }
        var magnitude = value.magnitude
        var p = storage + length
        if value < 0 {
            p.pointee = UInt8(ascii: "-")
            p += 1
        }
        var digits = 1
        var limit: UInt64 = 10
        while digits < 20 && magnitude >= limit {
            digits += 1
            limit = digits < 20 ? limit &* 10 : UInt64.max
        }
        let pairs = Self.digitPairs.utf8Start
        var q = p + digits
        while magnitude >= 100 {
            let pair = Int(magnitude % 100) &* 2
            magnitude /= 100
            q -= 2
            q[0] = pairs[pair]
            q[1] = pairs[pair &+ 1]
        }
        if magnitude >= 10 {
            let pair = Int(magnitude) &* 2
            q -= 2
            q[0] = pairs[pair]
            q[1] = pairs[pair &+ 1]
        } else {
            q -= 1
            q[0] = UInt8(truncatingIfNeeded: 48 &+ magnitude)
        }
        length = p + digits - storage
    }

    @inlinable public func truncate(to count: Int) { length = min(length, count) }

    public func removeAll() { length = 0 }

    public var string: String { String(decoding: bytes, as: UTF8.self) }
}
