#if canImport(Glibc)
import Glibc
#endif
import FITKit

/// Buffered writing to standard output through write(2), without Foundation.
struct Output {
    private let buffer = ByteBuffer(capacity: 1 << 17)
    private let fd: Int32

    init(fd: Int32 = 1) { self.fd = fd }

    mutating func write(_ s: String) {
        buffer.append(s)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Lets `body` append bytes to the buffer directly, with no intermediate copy.
    mutating func write<E: Error>(_ body: (ByteBuffer) throws(E) -> Void) throws(E) {
        try body(buffer)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        writeThrough(buffer)
        buffer.removeAll()
    }

    /// Writes a whole buffer of someone else's after what is buffered here.
    mutating func write(all other: ByteBuffer) {
        flush()
        writeThrough(other)
    }

    /// A write that fails (a full disk, a closed pipe) ends the command at once with exit 1 and one line, so
    /// that a pipeline never keeps a cut output as if it were whole.
    private func writeThrough(_ bytes: ByteBuffer) {
        var done = 0
        let p = bytes.bytes
        while done < p.count {
            let n = Glibc.write(fd, p.baseAddress! + done, p.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                complain(
                    "cannot write to \(fd == 1 ? "standard output" : "descriptor \(fd)"): \(reason) "
                        + "(the output is incomplete; free some space or check the pipe)")
                Glibc.exit(1)
            }
            done += n
        }
    }

    static func exit(_ code: Int32) -> Never { Glibc.exit(code) }
}

/// Standard error, unbuffered, for `print(_:to:)`.
struct StandardError: TextOutputStream {
    nonisolated(unsafe) static var shared = StandardError()
    mutating func write(_ string: String) {
        var s = string
        s.withUTF8 { p in _ = Glibc.write(2, p.baseAddress, p.count) }
    }
}

/// "name: text", unless the text names the input already (errors of the file system do).
func naming(_ name: String, _ text: String) -> String { text.hasPrefix(name + ":") ? text : name + ": " + text }

/// One-line error messages, prefixed with the program name.
func complain(_ text: String) {
    print("fitkit: " + text, to: &StandardError.shared)
}
