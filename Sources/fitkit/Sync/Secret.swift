#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITSync

/// Set by the prompt's SIGINT handler (a C function, which can reach only globals).
nonisolated(unsafe) private var promptInterrupted: sig_atomic_t = 0

/// A password or code from the terminal without echo, or from the first line of standard input.
enum Secret {

    /// Ctrl-C at the prompt gives the terminal its echo back, then exits 130.
    static func read(prompt: String, fromStandardInput: Bool, echo: Bool) throws -> String? {
        if fromStandardInput { return readLine(strippingNewline: true) }
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        // Ctrl-C from here on ends the prompt (the echo given back first) instead of killing fitkit with it off.
        promptInterrupted = 0
        var handler = sigaction(), previous = sigaction()
        handler.__sigaction_handler.sa_handler = { _ in promptInterrupted = 1 }
        sigaction(SIGINT, &handler, &previous)
        defer { sigaction(SIGINT, &previous, nil) }
        Interruption.unblockSignals()
        var saved = termios()
        let hidden = !echo && tcgetattr(tty, &saved) == 0
        if hidden {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(tty, TCSAFLUSH, &quiet)
        }
        // Asked only once the echo is off: nothing typed after the prompt shows.
        _ = prompt.withCString { write(tty, $0, strlen($0)) }
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while promptInterrupted == 0 {
            // A short poll, so that a Ctrl-C between two looks at the flag is never lost in a blocking read.
            var ready = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) > 0 else { continue }
            let n = Glibc.read(tty, &byte, 1)
            if n < 0 && errno == EINTR { continue }
            if n != 1 || byte == 0x0A { break }
            line.append(byte)
        }
        if hidden {
            tcsetattr(tty, TCSAFLUSH, &saved)
            _ = write(tty, "\n", 1)
        }
        if promptInterrupted != 0 { throw ExitCode(130) }
        if line.last == 0x0D { line.removeLast() }
        return String(decoding: line, as: UTF8.self)
    }

}
