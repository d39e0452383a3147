#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Synchronization

/// Work on several cores whose results are used in the order it was given: `--jobs N` of the commands that
/// take many inputs. The caller's thread submits each piece of work and gets every result back, in
/// submission order, through `consume`, on its own thread (so that output, exit status and progress are what
/// one thread makes). At most `2 × jobs` pieces are submitted and not yet consumed: memory stays bounded by
/// the jobs, whatever the number of inputs. With one job the work runs on the caller's thread, as before.
package final class OrderedPool<Result: Sendable> {
    private let jobs: Int
    private let consume: (Result) -> Void
    private let queue = Channel<(Int, @Sendable () -> Result)?>()
    private let results = Results()
    /// Signalled once for each result stored.
    private let stored = DispatchSemaphore(value: 0)
    private var workers: [WorkerThread] = []
    private var submitted = 0
    private var consumed = 0

    /// The number of cores the system has online: the default of `--jobs`.
    package static var onlineCores: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    package init(jobs: Int, consume: @escaping (Result) -> Void) {
        self.jobs = max(1, jobs)
        self.consume = consume
        guard self.jobs > 1 else { return }
        for _ in 0..<self.jobs {
            let queue = self.queue, results = self.results, stored = self.stored
            guard
                let worker = WorkerThread.start({
                    while let (index, work) = queue.receive() {
                        let result = work()
                        results.store.withLock { $0[index] = result }
                        stored.signal()
                    }
                })
            else { break }
            workers.append(worker)
        }
    }

    /// Runs `work` (on another core when one is free); results that are ready, in order, are consumed first.
    package func submit(_ work: @escaping @Sendable () -> Result) {
        guard !workers.isEmpty else { return consume(work()) }
        while submitted - consumed >= 2 * workers.count { consumeNext() }
        queue.send((submitted, work))
        submitted += 1
        while consumeReady() {}
    }

    /// Waits for every result and consumes them; the workers end.
    package func finish() {
        while consumed < submitted { consumeNext() }
        for _ in workers { queue.send(nil) }
        for worker in workers { worker.join() }
        workers = []
    }

    /// The results ready and not yet consumed, by their submission number.
    private final class Results: Sendable {
        let store = Mutex<[Int: Result]>([:])
    }

    /// Consumes the next result, waiting for it.
    private func consumeNext() {
        while !consumeReady() { stored.wait() }
    }

    /// Consumes the next result if it is ready.
    private func consumeReady() -> Bool {
        guard consumed < submitted, let result = results.store.withLock({ $0.removeValue(forKey: consumed) }) else {
            return false
        }
        consumed += 1
        consume(result)
        return true
    }
}

/// A value handed to the work of an `OrderedPool` and not used by the caller until the work's result comes
/// back (an output file the work writes): the type itself need not be `Sendable`, as only one thread holds
/// it at a time.
package struct Handoff<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}
