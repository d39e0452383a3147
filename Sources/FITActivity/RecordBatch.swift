import FITSupport
import FITKit

/// Records of one definition held back to be read together, a field at a time over all of them
/// (`FieldPlan.read(_:from:stride:into:width:)`): read one by one, each field of each record cost a dispatch on
/// its type and a dozen loads, the largest part of `inspect`'s work. Their bytes are copied, since the reader's
/// buffer moves on.
///
/// Whoever fills it flushes it before anything that depends on the records before: a record of another
/// definition, any other message, the end.
final class RecordBatch {
    /// Records held at most.
    static let capacity = 64
    /// Bytes held at most, unless one record is larger: a hostile definition can make 130 kB records.
    private static let maxBytes = 1 << 16

    private(set) var count = 0
    private var plan: RecordPlan?
    private var stride = 0
    private var limit = capacity
    private var bytes = UnsafeMutableRawPointer.allocate(byteCount: maxBytes, alignment: 8)
    private var allocated = maxBytes
    private let offsets = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
    /// Compressed timestamps, NaN for records without.
    private let times = UnsafeMutablePointer<Double>.allocate(capacity: capacity)
    private let rows = UnsafeMutablePointer<Double>.allocate(capacity: capacity * RecordSample.width)

    deinit {
        bytes.deallocate()
        offsets.deallocate()
        times.deallocate()
        rows.deallocate()
    }

    /// Whether a record of `plan` can join the ones held (none, or that plan's and not too many).
    func accepts(_ plan: RecordPlan) -> Bool { count == 0 || (plan === self.plan && count < limit) }

    /// Holds `raw`, a record of `plan`; `accepts(plan)` must be true.
    func append(_ raw: borrowing RawMessage, _ plan: RecordPlan) {
        if count == 0 { start(plan) }
        if stride > 0 { (bytes + count * stride).copyMemory(from: raw.bytes.start, byteCount: stride) }
        offsets[count] = raw.offset
        times[count] = raw.compressedTimestamp.map { Double($0) } ?? .nan
        count += 1
    }

    private func start(_ plan: RecordPlan) {
        self.plan = plan
        stride = plan.definition.dataSize
        limit = Self.capacity
        while limit > 1 && limit * stride > Self.maxBytes { limit /= 2 }
        if stride > allocated {
            bytes.deallocate()
            bytes = UnsafeMutableRawPointer.allocate(byteCount: stride, alignment: 8)
            allocated = stride
        }
    }

    func flush(into builder: inout ActivitySummaryBuilder) { flush { builder.add(record: $0) } }

    /// Reads the records held and gives them to `body` in order, leaving the batch empty.
    func flush(_ body: (RecordSample) -> Void) {
        guard count > 0, let plan else { return }
        let width = RecordSample.width
        rows.update(repeating: .nan, count: count * width)
        plan.read(count, from: bytes, into: rows)
        for i in 0..<count {
            var sample = RecordSample(row: rows + i * width, offset: offsets[i])
            if !times[i].isNaN { sample[.time] = times[i] }
            body(sample)
        }
        count = 0
    }
}
