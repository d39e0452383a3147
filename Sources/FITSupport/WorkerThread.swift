#if canImport(Glibc)
import Glibc
#endif

/// One piece of work on a thread of its own: how `dump` shares a pass over a file between two cores
/// (`ParallelJSONWriter`). The work hands its result back
/// through what it captures; `join` orders those writes before the caller's reads.
public final class WorkerThread: @unchecked Sendable {
    private var thread = pthread_t()
    private var body: (() -> Void)?

    private init(_ body: @escaping () -> Void) { self.body = body }

    /// Starts `body` on a new thread; nil when the system gives no thread (the caller then does the work itself).
    public static func start(_ body: @escaping () -> Void) -> WorkerThread? {
        let worker = WorkerThread(body)
        let retained = Unmanaged.passRetained(worker)
        let made = pthread_create(
            &worker.thread, nil,
            { pointer in
                let worker = Unmanaged<WorkerThread>.fromOpaque(pointer!).takeRetainedValue()
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
    public func join() {
        pthread_join(thread, nil)
    }
}
