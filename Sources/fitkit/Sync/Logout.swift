#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import FITSync

struct Logout: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Forget the token (and password) kept for a service.",
        discussion: "Exit status: 0 done (also when nobody was logged in); 1 the file could not be removed.")

    @Argument(help: "The service: igpsport or strava.") var service: Service

    func run() throws {
        var revoked = false
        let removed: Bool
        if service == .strava {
            let http = try syncCall { () throws(SyncError) in try HTTPClient() }
            (removed, revoked) = try syncCall { () throws(SyncError) in try StravaAuth.logout(http: http) }
        } else {
            removed = try syncCall { () throws(SyncError) in try Settings.removeToken(service.rawValue) }
        }
        var out = Output()
        out.write(
            removed
                ? "logged out of \(service.rawValue)\(revoked ? " (Strava revoked fitkit's access)" : "")\n"
                : "not logged in to \(service.rawValue)\n")
        out.flush()
    }
}

/// Runs sync work, turning its errors into one line and exit 1 (75 when the user must log in, 130 on Ctrl-C).
func syncCall<T>(_ body: () throws(SyncError) -> T) throws -> T {
    do throws(SyncError) { return try body() } catch {
        complain(error.description)
        if case .loginNeeded = error { throw ExitCode(75) }
        if case .interrupted = error { throw ExitCode(130) }
        throw ExitCode.failure
    }
}

/// A password or code from the terminal without echo, or from the first line of standard input.
enum Secret {

    /// Ctrl-C at the prompt gives the terminal its echo back, then exits 130.
    static func read(prompt: String, fromStandardInput: Bool, echo: Bool) throws -> String? {
        if fromStandardInput { return readLine(strippingNewline: true) }
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        _ = prompt.withCString { write(tty, $0, strlen($0)) }
        var saved = termios()
        let hidden = !echo && tcgetattr(tty, &saved) == 0
        if hidden {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(tty, TCSAFLUSH, &quiet)
        }
        // SIGINT interrupts the read (no SA_RESTART) instead of killing fitkit with the echo still off.
        var ignore = sigaction(), previous = sigaction()
        ignore.__sigaction_handler.sa_handler = { _ in }
        sigaction(SIGINT, &ignore, &previous)
        defer { sigaction(SIGINT, &previous, nil) }
        Interruption.unblockSignals()
        var line: [UInt8] = []
        var byte: UInt8 = 0
        var interrupted = false
        while true {
            let n = Glibc.read(tty, &byte, 1)
            if n < 0 && errno == EINTR { interrupted = true }
            if n != 1 || byte == 0x0A { break }
            line.append(byte)
        }
        if hidden {
            tcsetattr(tty, TCSAFLUSH, &saved)
            _ = write(tty, "\n", 1)
        }
        if interrupted { throw ExitCode(130) }
        if line.last == 0x0D { line.removeLast() }
        return String(decoding: line, as: UTF8.self)
    }
}
