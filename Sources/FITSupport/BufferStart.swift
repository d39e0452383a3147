// The first element's address of a buffer, for code that reads through pointers: a buffer of no elements has
// no address (`baseAddress` is nil), and gives instead one that is never read or written through (every caller
// reads `count` elements from it, none for such a buffer). So no pointer is force-unwrapped.

/// The address an empty buffer gives: allocated once, never read or written.
private nonisolated(unsafe) let emptyBufferAddress = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16)

extension UnsafeRawBufferPointer {
    @inlinable @inline(__always) package var start: UnsafeRawPointer { baseAddress ?? UnsafeRawPointer(emptyStart) }
}

extension UnsafeMutableRawBufferPointer {
    @inlinable @inline(__always) package var start: UnsafeMutableRawPointer { baseAddress ?? emptyStart }
}

extension UnsafeBufferPointer {
    @inlinable @inline(__always) package var start: UnsafePointer<Element> {
        baseAddress ?? UnsafePointer(emptyStart.assumingMemoryBound(to: Element.self))
    }
}

extension UnsafeMutableBufferPointer {
    @inlinable @inline(__always) package var start: UnsafeMutablePointer<Element> {
        baseAddress ?? emptyStart.assumingMemoryBound(to: Element.self)
    }
}

/// `emptyBufferAddress` for inlinable code.
@usableFromInline var emptyStart: UnsafeMutableRawPointer { emptyBufferAddress }
