/// The text a JSON writer last wrote for one field, with the bits it wrote it for. Rides repeat values from one
/// message to the next (an altitude, a speed at a stop, a developer field's float), and copying the text again
/// costs a tenth of working out a double's shortest digits again. A writer keeps one per field it writes, for
/// values whose text depends on their bits alone.
@usableFromInline package struct TextMemo {
    /// The longest text kept; longer ones are written each time.
    @usableFromInline package static let capacity = 24

    @usableFromInline package var bits: UInt64 = 0
    /// 0: nothing kept.
    @usableFromInline package var count = 0
    @usableFromInline package var text: (UInt64, UInt64, UInt64) = (0, 0, 0)

    @usableFromInline package init() {}

    /// Whether it keeps the text of these bits.
    @inlinable @inline(__always)
    package func holds(_ bits: UInt64) -> Bool { count > 0 && self.bits == bits }

    /// Memos for `count` fields, empty, to be freed with `deallocate`.
    package static func allocate(_ count: Int) -> UnsafeMutablePointer<TextMemo> {
        let memos = UnsafeMutablePointer<TextMemo>.allocate(capacity: max(count, 1))
        memos.initialize(repeating: TextMemo(), count: max(count, 1))
        return memos
    }
}

extension ByteBuffer {
    /// Writes `bits` through `write`, or copies the text `memo` kept when it was written for these bits; keeps
    /// what `write` wrote for next time when it is short enough.
    @inlinable @inline(__always)
    package func append(_ bits: UInt64, memo: UnsafeMutablePointer<TextMemo>, _ write: () -> Void) {
        if memo.pointee.holds(bits) { return appendKept(memo) }
        let start = length
        write()
        let n = length &- start
        guard n <= TextMemo.capacity else { return }
        // The bytes past the text are whatever the buffer holds there: only `count` of them are ever copied out.
        if start &+ TextMemo.capacity > capacity { grow(TextMemo.capacity) }
        memo.pointee.text = UnsafeRawPointer(storage + start).loadUnaligned(as: (UInt64, UInt64, UInt64).self)
        memo.pointee.bits = bits
        memo.pointee.count = n
    }

    /// Copies the text `memo` keeps (`holds` says for which bits).
    @inlinable @inline(__always)
    package func appendKept(_ memo: UnsafeMutablePointer<TextMemo>) {
        if length &+ TextMemo.capacity > capacity { grow(TextMemo.capacity) }
        UnsafeMutableRawPointer(storage + length).storeBytes(of: memo.pointee.text, as: (UInt64, UInt64, UInt64).self)
        length &+= memo.pointee.count
    }
}
