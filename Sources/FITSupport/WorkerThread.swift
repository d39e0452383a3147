#if canImport(Glibc)
import Glibc
#endif

/// One piece of work on a thread of its own: how `dump` shares a pass over a file between two cores
/// (`ParallelJSONWriter`).
///
/// The work is `sending`: the compiler checks that nothing it captures is used by the caller afterwards, so
/// the two threads share only `Sendable` values. The thread itself is private to this type: the new thread
/// touches `body` alone, the caller `thread` alone, and `join` orders the work's writes before the caller's
/// next reads.
package final class WorkerThread {
    private var thread = pthread_t()
    private var body: (() -> Void)?

    private init(_ body: @escaping () -> Void) { self.body = body }

    /// Starts `body` on a new thread; nil when the system gives no thread (the caller then does the work itself).
    package static func start(_ body: sending @escaping () -> Void) -> WorkerThread? {
        let worker = WorkerThread(body)
        let retained = Unmanaged.passRetained(worker)
        let made = pthread_create(
            &worker.thread, nil,
            { pointer in
                guard let pointer else { return nil }  // always the worker passed below
                let worker = Unmanaged<WorkerThread>.fromOpaque(pointer).takeRetainedValue()
                worker.body?()
                worker.body = nil
                return nil
            }, retained.toOpaque())
        guard made == 0 else {
            retained.release()
            return nil
        }
        return worker
    }

    /// Waits for the work to end.
    package func join() {
        pthread_join(thread, nil)
    }
}
