import Dispatch
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
/// The threads share only `Sendable` values (`Exchange`): the second decoder is handed to its thread
/// (`sending`), and its batches come back as arrays of bytes. Memory stays bounded: the second decoder claims
/// a batch only with one of three permits, and the calling thread gives one back as it writes a batch.
package enum ParallelJSONWriter {
    package static var batchSize: Int { BatchClaims.batchSize }

    /// One batch handed from the second decoder to the calling thread.
    private struct Delivery: Sendable {
        /// nil when the decoder stopped in a batch that was not its own.
        var bytes: [UInt8]?
        var isLast: Bool
    }

    /// What the two threads share.
    private final class Exchange: Sendable {
        let claims = BatchClaims()
        let delivered = Channel<Delivery>()
        /// Batches the second decoder may still claim before the calling thread writes one of its batches.
        let permits = DispatchSemaphore(value: 3)
    }

    /// Writes every message through `write`, on the calling thread and in file order.
    /// - Parameters:
    ///   - first, second: two decoders over the same bytes, made alike. `first` is the one whose `problems` and
    ///     `messageCounts` to report afterwards; `second` is given to the other thread.
    /// - Returns: the error that ended the input, as `first.nextJSON` threw it; nil at a clean end.
    package static func run(
        _ first: FITDecoder, _ second: sending FITDecoder,
        write: (UnsafeRawBufferPointer) -> Void
    ) -> FITError? {
        let exchange = Exchange()
        let own = ByteBuffer(capacity: 1 << 18)
        // The first batch is written here alone, the second thread started only once the input proves longer:
        // a small file is done before a thread would be.
        var count = 0
        do throws(FITError) {
            while count < Self.batchSize, try first.nextJSON(into: own) { count += 1 }
        } catch {
            write(own.bytes)
            return error
        }
        _ = exchange.claims.claim(0)
        guard count == Self.batchSize, let thread = WorkerThread.start({ writeClaimedBatches(second, exchange) })
        else {
            // A small file, or the system has no thread to give: this one goes on alone.
            var error: FITError?
            do throws(FITError) {
                while try first.nextJSON(into: own) {
                    if own.count >= 1 << 17 {
                        write(own.bytes)
                        own.removeAll()
                    }
                }
            } catch let e {
                error = e
            }
            write(own.bytes)
            return error
        }
        write(own.bytes)
        own.removeAll()
        // Batches before `written` are written; those after it and before this thread's next are the second's.
        var batch = 1, written = 1, owned = false
        count = 0
        var secondEnded = false
        var error: FITError?
        /// Waits for the second decoder's next `count` batches, and writes them.
        func writeSecondsBatches(_ count: Int) {
            for _ in 0..<count {
                // Both decoders stop at the same message; this guards against waiting forever should they not.
                guard !secondEnded else { return }
                let delivery = exchange.delivered.receive()
                secondEnded = delivery.isLast
                guard let bytes = delivery.bytes else { continue }
                bytes.withUnsafeBytes(write)
                exchange.permits.signal()
            }
        }
        do throws(FITError) {
            while true {
                if count == 0 { owned = exchange.claims.claim(batch) }
                guard owned ? try first.nextJSON(into: own) : try first.skipJSON() else { break }
                count += 1
                guard count == Self.batchSize else { continue }
                if owned {
                    writeSecondsBatches(batch - written)
                    write(own.bytes)
                    own.removeAll()
                    written = batch + 1
                }
                batch += 1
                count = 0
            }
        } catch let e {
            error = e
        }
        // The input ended in `batch`. Still to write: the second decoder's batches before it, then that batch,
        // from whichever decoder had it (the second's comes as its last delivery).
        exchange.claims.close()
        exchange.permits.signal()  // wakes the second decoder should it be waiting for a permit
        writeSecondsBatches(batch - written)
        if owned { write(own.bytes) } else { writeSecondsBatches(1) }
        thread.join()
        return error
    }

    /// The second decoder's thread: writes the batches it claims and delivers them in order; its last delivery
    /// is the batch it stopped in, when that was its own.
    private static func writeClaimedBatches(_ second: FITDecoder, _ exchange: Exchange) {
        let out = ByteBuffer(capacity: 1 << 18)
        var batch = 0, count = 0
        // Whether the batch under way is this thread's.
        var owned = false
        do throws(FITError) {
            while true {
                if count == 0 {
                    // A batch is claimed only with a permit, so that this thread never waits in the middle of a
                    // batch the first must write out. Waiting for one here, rather than passing over batches
                    // without one, keeps it from running ahead into batches the first would reach long after:
                    // the first would then write everything between alone. Once the first decoder has read to
                    // the end, every batch left is its own.
                    exchange.permits.wait()
                    guard !exchange.claims.isClosed else { break }
                    owned = exchange.claims.claim(batch)
                    if !owned { exchange.permits.signal() }
                }
                guard owned ? try second.nextJSON(into: out) : try second.skipJSON() else { break }
                count += 1
                if count == Self.batchSize {
                    if owned {
                        exchange.delivered.send(Delivery(bytes: Array(out.bytes), isLast: false))
                        out.removeAll()
                        owned = false
                    }
                    batch += 1
                    count = 0
                }
            }
        } catch {
            // The first decoder meets the same error and reports it.
        }
        exchange.delivered.send(Delivery(bytes: owned ? Array(out.bytes) : nil, isLast: true))
    }
}
