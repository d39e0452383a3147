import Synchronization

/// Batches of a pass that two threads make over the same input, each batch going to the first thread to reach
/// its start: the thread that is behind passes over batches the other is busy with and takes the next free one,
/// so the work balances itself whatever else either thread has to do.
///
/// Every thread must reach the batches in order, 0, 1, 2, …; then each batch is claimed exactly once: a thread at
/// the start of batch k always finds `next` ≥ k, and takes k only when `next` is still k (one compare-and-swap).
@usableFromInline package final class BatchClaims: Sendable {
    /// Messages a batch holds: large enough
    /// that claiming costs nothing beside the work, small enough that the two threads stay balanced.
    /// (Inlinable, so that other modules' hot loops see a constant.)
    @inlinable package static var batchSize: Int { 512 }

    /// The next batch to claim; `Int.max` once closed.
    private let next = Atomic<Int>(0)

    package init() {}

    /// Claims batch `k` (a thread calls this at the start of each batch, in order): true when it is now the
    /// caller's, false when another thread has it or the claims are closed.
    package func claim(_ k: Int) -> Bool {
        next.compareExchange(expected: k, desired: k + 1, ordering: .sequentiallyConsistent).exchanged
    }

    /// No batch can be claimed any more: the thread that read to the end says so, and the other stops at its
    /// next batch.
    package func close() { next.store(Int.max, ordering: .sequentiallyConsistent) }

    package var isClosed: Bool { next.load(ordering: .sequentiallyConsistent) == Int.max }
}
