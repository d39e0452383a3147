#if canImport(Glibc)
import Glibc
#endif
import FITKit
import FITSupport

/// The bytes of one input that cannot be read twice on its own (an archive member, standard input, a
/// decompressed file), kept so that it can be: in memory while small, in an unlinked temporary file beyond
/// that, so memory stays flat however large the inputs are. Never more than the size limit is kept.
///
/// Sendable, though the compiler cannot check it: a spool is filled (`fill`, `adopt`) inside this module before
/// any `InputItem` holds it, and only read after that: from its array, or with `pread` at explicit offsets,
/// which any number of threads may do at once (`dump` reads one input on two).
public final class Spool: @unchecked Sendable {
    /// Above this many bytes the spool moves to a temporary file.
    static let memoryLimit = 8 << 20
    private var memory: [UInt8] = []
    private var fd: Int32 = -1
    public private(set) var count = 0

    init() {}

    /// Takes bytes already in memory.
    func adopt(_ bytes: [UInt8]) {
        memory = bytes
        count = bytes.count
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Fills the spool from `read` until it returns 0; throws `tooLarge` past `limit` bytes.
    static func fill(
        limit: Int, name: String,
        _ read: (UnsafeMutableRawBufferPointer) throws(InputError) -> Int
    ) throws(InputError) -> Spool {
        let spool = Spool()
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 8)
        defer { chunk.deallocate() }
        while true {
            let n = try read(chunk)
            if n == 0 { return spool }
            if spool.count + n > limit {
                throw InputError(
                    path: name, reason: InputError.tooLarge(limit), hint: InputError.sizeHint)
            }
            try spool.append(UnsafeRawBufferPointer(rebasing: chunk[..<n]), name: name)
        }
    }

    private func append(_ bytes: UnsafeRawBufferPointer, name: String) throws(InputError) {
        if fd < 0 && count + bytes.count > Self.memoryLimit {
            var template = Array("\(temporaryDirectory())/fitkit-spool-XXXXXX".utf8CString)
            fd = template.withUnsafeMutableBufferPointer { mkstemp($0.start) }
            guard fd >= 0 else { throw InputError(path: name, errno: errno) }
            template.withUnsafeBufferPointer { _ = unlink($0.start) }
            try write(memory.withUnsafeBytes { $0 }, name: name)
            memory = []
        }
        if fd >= 0 { try write(bytes, name: name) } else { memory.append(contentsOf: bytes) }
        count += bytes.count
    }

    private func write(_ bytes: UnsafeRawBufferPointer, name: String) throws(InputError) {
        let code = writeAll(fd, bytes)
        if code != 0 { throw InputError(path: name, errno: code) }
    }

    /// All the bytes, for libarchive to read a compressed member from (only called on small members).
    var bytes: [UInt8] {
        if fd < 0 { return memory }
        var all = [UInt8](repeating: 0, count: count)
        _ = all.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, 0) }
        return all
    }

    /// Copies up to `buffer.count` bytes from `position`.
    func read(at position: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let n = min(buffer.count, count - position)
        guard n > 0 else { return 0 }
        if fd >= 0 { return max(0, pread(fd, buffer.baseAddress, n, off_t(position))) }
        memory.withUnsafeBytes { buffer.start.copyMemory(from: $0.start + position, byteCount: n) }
        return n
    }

    /// A new reader from the first byte; any number can be open at once.
    public func source() -> SpoolSource { SpoolSource(spool: self) }
}

/// Reads a `Spool` from its start.
public struct SpoolSource: ByteSource {
    let spool: Spool
    private var position = 0

    init(spool: Spool) { self.spool = spool }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(FITError) -> Int {
        let n = spool.read(at: position, into: buffer)
        position += n
        return n
    }
}

func temporaryDirectory() -> String {
    if let dir = getenv("TMPDIR").map({ String(cString: $0) }), !dir.isEmpty { return dir }
    return "/tmp"
}
