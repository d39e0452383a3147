#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Synchronization

/// Work on several cores whose results are used in the order it was given: `--jobs N` of the commands that
/// take many inputs. The caller's thread submits each piece of work and gets every result back, in
/// submission order, through `consume`, on its own thread (so that output, exit status and progress are what
/// one thread makes). At most `ahead × jobs` pieces are submitted and not yet consumed: memory stays bounded by
/// the jobs and the size of a result, whatever the number of inputs. With one job the work runs on the
/// caller's thread, as before.
package final class OrderedPool<Result: Sendable> {
    private let jobs: Int
    private let ahead: Int
    private let consume: (Result) -> Void
    /// The threads and what they share, made when a second piece of work comes: a command on one input pays
    /// nothing for the pool (no thread, no semaphore), and runs it on the caller's thread.
    private var shared: Shared?
    /// The first piece of work, held until a second comes (or `finish`).
    private var first: (@Sendable () -> Result)?
    private var workers: [WorkerThread] = []
    private var submitted = 0
    private var consumed = 0

    /// What the caller's thread and the workers share.
    private final class Shared: Sendable {
        let queue = Channel<(Int, @Sendable () -> Result)?>()
        /// The results ready and not yet consumed, by their submission number.
        let results = Mutex<[Int: Result]>([:])
        /// Signalled once for each result stored.
        let stored = DispatchSemaphore(value: 0)
    }

    /// The number of cores the system has online: the default of `--jobs`.
    package static var onlineCores: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// - Parameter ahead: the results per job that may wait for the one before them. Two keeps memory low when
    ///   a result holds a file's records; commands whose results are small reports give more, so that a large
    ///   file at the head of the line keeps no core waiting (`inspect` of the corpus: 13 % less time with 8).
    package init(jobs: Int, ahead: Int = 2, consume: @escaping (Result) -> Void) {
        self.jobs = jobs
        self.ahead = ahead
        self.consume = consume
    }

    /// Runs `work` (on another core when one is free); results that are ready, in order, are consumed first.
    package func submit(_ work: @escaping @Sendable () -> Result) {
        guard jobs > 1 else { return consume(work()) }
        if shared == nil {
            guard let held = first else {
                first = work
                return
            }
            first = nil
            start()
            guard shared != nil else {  // the system gave no thread: one at a time, here
                consume(held())
                return consume(work())
            }
            send(held)
        }
        guard shared != nil else { return consume(work()) }
        while submitted - consumed >= ahead * workers.count { consumeNext() }
        send(work)
        while consumeReady() {}
    }

    /// Waits for every result and consumes them; the workers end.
    package func finish() {
        if let held = first {
            first = nil
            consume(held())
        }
        while consumed < submitted { consumeNext() }
        for _ in workers { shared?.queue.send(nil) }
        for worker in workers { worker.join() }
        workers = []
    }

    /// Starts the workers; `shared` stays nil when the system gives no thread.
    private func start() {
        let shared = Shared()
        for _ in 0..<jobs {
            guard
                let worker = WorkerThread.start({
                    while let (index, work) = shared.queue.receive() {
                        let result = work()
                        shared.results.withLock { $0[index] = result }
                        shared.stored.signal()
                    }
                })
            else { break }
            workers.append(worker)
        }
        if !workers.isEmpty { self.shared = shared }
    }

    private func send(_ work: @escaping @Sendable () -> Result) {
        shared?.queue.send((submitted, work))
        submitted += 1
    }

    /// Consumes the next result, waiting for it.
    private func consumeNext() {
        while !consumeReady() { shared?.stored.wait() }
    }

    /// Consumes the next result if it is ready.
    private func consumeReady() -> Bool {
        guard consumed < submitted,
            let result = shared?.results.withLock({ $0.removeValue(forKey: consumed) })
        else { return false }
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
