#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C during a sync: the handler only sets a flag; the transfer in hand is aborted (libcurl polls the flag),
/// waits end, and the sync saves its state, prints its summary and exits 130.
package enum Interruption {
    /// Written by the signal handler, read by libcurl's progress callback and the sync loop. Safe unguarded:
    /// a `sig_atomic_t` is written and read whole, and only ever goes from 0 to 1.
    nonisolated(unsafe) static let flag: UnsafeMutablePointer<sig_atomic_t> = {
        let p = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
        p.pointee = 0
        return p
    }()

    package static func install() {
        _ = flag
        unblockSignals()
        signal(SIGINT) { _ in Interruption.flag.pointee = 1 }
        signal(SIGTERM) { _ in Interruption.flag.pointee = 1 }
    }

    /// A process started from another program's worker thread can inherit a mask that blocks SIGINT and
    /// SIGTERM: Ctrl-C would then do nothing.
    package static func unblockSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    package static var requested: Bool { flag.pointee != 0 }

    /// Sleeps, in short steps so that Ctrl-C ends the wait; throws `interrupted` then.
    package static func sleep(_ seconds: Double) throws(SyncError) {
        let end = Clock.now + seconds
        while true {
            if requested { throw SyncError.interrupted }
            let left = end - Clock.now
            if left <= 0 { return }
            usleep(useconds_t(min(left, 0.05) * 1_000_000))
        }
    }
}
