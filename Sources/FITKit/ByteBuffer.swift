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

    /// Appends the decimal digits of `value`: written backwards into spare capacity in one pass of divisions,
    /// then moved into place.
    @inlinable
    public func append(decimal value: Int64) {
        if length + 41 > capacity { grow(41) }
        var magnitude = value.magnitude
        let end = storage + length + 40
        var p = end
        repeat {
            p -= 1
            p.pointee = UInt8(truncatingIfNeeded: 48 + magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
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
