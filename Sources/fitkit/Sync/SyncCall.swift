import ArgumentParser
import FITSync

/// Runs sync work, turning its errors into one line and exit 1 (75 when the user must log in, 130 on Ctrl-C).
func syncCall<T>(_ body: () throws(SyncError) -> T) throws -> T {
    do throws(SyncError) { return try body() } catch {
        complain(error.description)
        if case .loginNeeded = error { throw ExitCode(75) }
        if case .interrupted = error { throw ExitCode(130) }
        throw ExitCode.failure
    }
}
