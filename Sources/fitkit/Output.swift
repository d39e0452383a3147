#if canImport(Glibc)
import Glibc
#endif
import FITSupport

/// Buffered writing to standard output, through the same writer as exports (`TextSink`), without Foundation.
struct Output {
    private let sink = TextSink(fd: 1, name: "standard output", capacity: 1 << 17)
    /// How much is buffered before it is written.
    static let flushAt = 1 << 16

    mutating func write(_ s: String) {
        sink.buffer.append(s)
        if sink.buffer.count >= Self.flushAt { flush() }
    }

    /// Lets `body` append bytes to the buffer directly, with no intermediate copy.
    mutating func write<E: Error>(_ body: (ByteBuffer) throws(E) -> Void) throws(E) {
        try body(sink.buffer)
        if sink.buffer.count >= Self.flushAt { flush() }
    }

    mutating func flush() {
        do throws(OutputError) { try sink.flush() } catch { fail(error) }
    }

    /// Writes bytes of someone else's after what is buffered here.
    mutating func write(all other: UnsafeRawBufferPointer) {
        do throws(OutputError) { try sink.flush(then: other) } catch { fail(error) }
    }

    /// A write that fails (a full disk, a closed pipe) ends the command at once with exit 1 and one line, so
    /// that a pipeline never keeps a cut output as if it were whole.
    private func fail(_ error: OutputError) -> Never {
        let reason = if case .write(_, let code) = error { String(cString: strerror(code)) } else { "\(error)" }
        complain(
            "cannot write to standard output: \(reason) "
                + "(the output is incomplete; free some space or check the pipe)")
        Glibc.exit(1)
    }

    static func exit(_ code: Int32) -> Never { Glibc.exit(code) }
}

/// Standard error, unbuffered, for `print(_:to:)`.
struct StandardError: TextOutputStream {
    // Safe unguarded: the value has no state (each write is one write(2) of the whole text), so threads that
    // print at once share nothing but the file descriptor; `print(_:to:)` only needs it to be a `var`.
    nonisolated(unsafe) static var shared = StandardError()
    mutating func write(_ string: String) {
        var s = string
        s.withUTF8 { p in _ = Glibc.write(2, p.baseAddress, p.count) }
    }
}

/// "name: text", unless the text names the input already (errors of the file system do).
func naming(_ name: String, _ text: String) -> String { text.hasPrefix(name + ":") ? text : name + ": " + text }

/// One-line error messages, prefixed with the program name. Control characters and bytes that are not UTF-8
/// in the text (a file's name, a server's title) are shown as escapes: a message stays one line, and cannot
/// move the cursor or forge another.
func complain(_ text: String) {
    print("fitkit: " + PathText.display(text), to: &StandardError.shared)
}
