#if canImport(Glibc)
import Glibc
#endif

/// A process that holds a secret (a password, a bearer token, a client secret) writes no core dump: a crash
/// once left a 4.3 GB core holding the bearer token. `login` and `sync` call it first.
package enum NoCoreDumps {
    package static func now() {
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(Int32(RLIMIT_CORE.rawValue), &none)
    }

    /// Whether this process may write a core dump (for tests).
    package static var allowed: Bool {
        var limit = rlimit()
        return getrlimit(Int32(RLIMIT_CORE.rawValue), &limit) == 0 && limit.rlim_cur > 0
    }
}
