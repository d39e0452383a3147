#if canImport(Glibc)
import Glibc
#endif
import FITSupport

/// `fitkit dump`'s JSON lines written on two cores, in file order, the same bytes as one decoder's `nextJSON`.
///
/// Writing JSON is nine tenths of a dump, and each message's JSON depends on what came before it (accumulated
/// fields, developer field descriptions, the heart-rate merge). So two decoders each read the whole input and
/// keep all of that state, but they share the writing: messages come in batches of `batchSize`, each batch is
/// written by the decoder that reaches its start first (`BatchClaims`), and the other merely skips
/// (`skipJSON`) its messages, which costs a small part of writing them. So the work balances itself: the
/// calling thread also puts every batch out, in order, and the machine may hold either thread back for a while.
/// Both decoders see the same bytes, so they stop at the same message with the same error, which `run`
/// returns once every message before it is written.
///
/// Memory stays bounded: the second decoder claims a batch only with one of its three buffers, and waits for
/// one to be written before it claims again.
public final class ParallelJSONWriter {
    public static var batchSize: Int { BatchClaims.batchSize }

    /// One batch handed from the second decoder to the calling thread.
    private struct Delivery {
        /// nil when the decoder stopped in a batch that was not its own.
        var buffer: ByteBuffer?
        var isLast: Bool
    }

    private let first: FITDecoder, second: FITDecoder
    private let claims = BatchClaims()
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    // Guarded by `mutex`.
    private var delivered: [Delivery] = []
    private var free = (0..<3).map { _ in ByteBuffer(capacity: 1 << 18) }
    /// The calling thread's side: whether the second decoder's last batch was taken.
    private var secondEnded = false

    /// - Parameter first, second: two decoders over the same bytes, made alike. `first` is the one whose
    ///   `problems` and `messageCounts` to report afterwards.
    public init(_ first: FITDecoder, _ second: FITDecoder) {
        (self.first, self.second) = (first, second)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
    }

    /// Writes every message through `write`, on the calling thread and in file order.
    /// - Returns: the error that ended the input, as `first.nextJSON` threw it; nil at a clean end.
    public func run(write: (ByteBuffer) -> Void) -> FITError? {
        let own = ByteBuffer(capacity: 1 << 18)
        // The second thread starts once the input proves longer than a batch: a small file is done before a
        // thread would be.
        var thread: WorkerThread?
        var batch = 0, count = 0, owned = claims.claim(0)
        // Batches before this one are written; those after it and before this thread's next are the second's.
        var written = 0
        var error: FITError?
        do throws(FITError) {
            while true {
                if count == 0 && batch > 0 { owned = claims.claim(batch) }
                guard owned ? try first.nextJSON(into: own) : try first.skipJSON() else { break }
                count += 1
                guard count == Self.batchSize else { continue }
                if batch == 0 {
                    thread = WorkerThread.start { self.workSecond() }
                    if thread == nil {
                        // The system has no thread to give: this one goes on alone.
                        while try first.nextJSON(into: own) {
                            if own.count >= 1 << 17 { write(own); own.removeAll() }
                        }
                        break
                    }
                }
                if owned {
                    writeSecondsBatches(batch - written, write)
                    write(own)
                    own.removeAll()
                    written = batch + 1
                }
                batch += 1
                count = 0
            }
        } catch let e {
            error = e
        }
        guard let thread else {
            write(own)
            return error
        }
        // The input ended in `batch`. Still to write: the second decoder's batches before it, then that batch,
        // from whichever decoder had it (the second's comes as its last delivery).
        claims.close()
        locked { _ in }  // wakes the second decoder should it be waiting for a buffer
        writeSecondsBatches(batch - written, write)
        if owned { write(own) } else { writeSecondsBatches(1, write) }
        thread.join()
        return error
    }

    /// Waits for the second decoder's next `count` batches, and writes them.
    private func writeSecondsBatches(_ count: Int, _ write: (ByteBuffer) -> Void) {
        for _ in 0..<count {
            // Both decoders stop at the same message; this guards against waiting forever should they not.
            guard !secondEnded else { return }
            let delivery = take { $0.delivered.isEmpty ? nil : $0.delivered.removeFirst() }
            secondEnded = delivery.isLast
            guard let buffer = delivery.buffer else { continue }
            write(buffer)
            buffer.removeAll()
            locked { $0.free.append(buffer) }
        }
    }

    // MARK: - The second decoder's thread

    private func workSecond() {
        var buffer: ByteBuffer?
        var batch = 0, count = 0
        do throws(FITError) {
            while true {
                if count == 0 {
                    // A batch is claimed only with a buffer to write it in, so that this thread never waits in the
                    // middle of a batch the first must write out. Waiting for a buffer here, rather than passing
                    // over batches without one, keeps it from running ahead into batches the first would reach
                    // long after: the first would then write everything between alone. nil: the first decoder
                    // has read to the end, and every batch left is its own.
                    guard let free = take({ $0.claims.isClosed ? .some(nil) : $0.free.popLast().map { .some($0) } })
                    else { break }
                    if claims.claim(batch) { buffer = free } else { locked { $0.free.append(free) } }
                }
                let more: Bool
                if let out = buffer { more = try second.nextJSON(into: out) } else { more = try second.skipJSON() }
                guard more else { break }
                count += 1
                if count == Self.batchSize {
                    if let full = buffer {
                        locked { $0.delivered.append(Delivery(buffer: full, isLast: false)) }
                        buffer = nil
                    }
                    batch += 1
                    count = 0
                }
            }
        } catch {
            // The first decoder meets the same error and reports it.
        }
        let last = Delivery(buffer: buffer, isLast: true)
        locked { $0.delivered.append(last) }
    }

    // MARK: - Locking

    private func locked<R>(_ body: (ParallelJSONWriter) -> R) -> R {
        pthread_mutex_lock(mutex)
        defer {
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(mutex)
        }
        return body(self)
    }

    /// Waits until `attempt`, called under the lock, gives a value.
    ///
    /// It looks again and again for a while before it sleeps: the other thread's batch is usually a fraction of
    /// a millisecond away, and waking a sleeping thread can take milliseconds on a virtual machine.
    private func take<R>(_ attempt: (ParallelJSONWriter) -> R?) -> R {
        let deadline = Self.now() + Self.spinNanoseconds
        var tries = 0, sleeps = false
        pthread_mutex_lock(mutex)
        defer {
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(mutex)
        }
        while true {
            if let value = attempt(self) { return value }
            tries += 1
            if !sleeps && tries & 63 == 0 { sleeps = Self.now() >= deadline }
            if sleeps {
                pthread_cond_wait(changed, mutex)
            } else {
                pthread_mutex_unlock(mutex)
                sched_yield()
                pthread_mutex_lock(mutex)
            }
        }
    }

    /// How long `take` looks before it sleeps.
    static let spinNanoseconds = 5_000_000

    private static func now() -> Int {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return t.tv_sec * 1_000_000_000 + t.tv_nsec
    }
}
