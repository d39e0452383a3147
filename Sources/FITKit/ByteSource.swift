import FITSupport
/// Where the decoder's bytes come from: a file, a pipe, memory, a decompressor.
public protocol ByteSource {
    /// Fills the front of `buffer` and returns how many bytes were written; 0 means the end of the input.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(FITError) -> Int
}

/// Bytes already in memory.
public struct MemorySource: ByteSource {
    private let bytes: [UInt8]
    private var position = 0

    /// A source of `bytes`.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Copies the next bytes into the front of `buffer`; 0 at the end.
    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(FITError) -> Int {
        let count = min(buffer.count, bytes.count - position)
        if count > 0 {
            bytes.withUnsafeBytes { src in
                buffer.start.copyMemory(from: src.start + position, byteCount: count)
            }
            position += count
        }
        return count
    }
}
