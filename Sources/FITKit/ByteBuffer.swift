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

    @inlinable public func append(_ text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    public func append(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// "00" to "99", for writing two digits per division.
    @usableFromInline static let digitPairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// Appends the decimal digits of `value`: written backwards into spare capacity, two digits per division,
    /// then moved into place.
    @inlinable
    public func append(decimal value: Int64) {
        if length + 41 > capacity { grow(41) }
        var magnitude = value.magnitude
        let pairs = Self.digitPairs.utf8Start
        let end = storage + length + 40
        var p = end
        while magnitude >= 100 {
            let pair = Int(magnitude % 100) * 2
            magnitude /= 100
            p -= 2
            p[0] = pairs[pair]
            p[1] = pairs[pair + 1]
        }
        if magnitude >= 10 {
            let pair = Int(magnitude) * 2
            p -= 2
            p[0] = pairs[pair]
            p[1] = pairs[pair + 1]
        } else {
            p -= 1
            p[0] = UInt8(truncatingIfNeeded: 48 + magnitude)
        }
        if value < 0 {
            p -= 1
            p.pointee = UInt8(ascii: "-")
        }
        let n = end - p
        (storage + length).update(from: p, count: n)
        length += n
    }

    /// Drops everything after the first `count` bytes.
    @inlinable public func truncate(to count: Int) { length = min(length, count) }

    public func removeAll() { length = 0 }

    public var string: String { String(decoding: bytes, as: UTF8.self) }
}
