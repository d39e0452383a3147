import Testing
import TestSupport
@testable import FITKit

/// `hr` messages merged into records as Garmin's decoder merges them (`hr_mesg_utils.py`), with the 250 ms
/// copies of the time line made as the merge reaches them rather than kept.
@Suite struct HeartRateMergeTests {
    static let start: UInt32 = 1_000_000_000

    /// Records at `seconds` after `start`, each with a heart rate of 60 of its own, then `hr` messages: an anchor
    /// at `start` (event time 1 s, 100 bpm) and one message of samples at event times 1.5 s, 4 s and 10 s (110,
    /// 120 and 130 bpm).
    static func ride(recordsAt seconds: [UInt32]) -> [UInt8] {
        var b = FITBuilder()
        b.fileID(serial: 1)
        b.define(local: 1, global: 20, [.init(number: 253, size: 4, type: 0x86), .init(number: 3, size: 1, type: 0x02)])
        for s in seconds { b.data(local: 1, le32(start + s) + [60]) }
        // hr: timestamp, event_timestamp (uint32, 1/1024 s), filtered_bpm.
        b.define(
            local: 2, global: 132,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 9, size: 4, type: 0x86),
                .init(number: 6, size: 1, type: 0x02)
            ])
        b.data(local: 2, le32(start) + le32(1024) + [100])
        b.define(local: 3, global: 132, [.init(number: 9, size: 12, type: 0x86), .init(number: 6, size: 3, type: 0x02)])
        b.data(local: 3, le32(1536) + le32(4096) + le32(10240) + [110, 120, 130])
        return b.file()
    }

    /// The time line, worked out by hand from Garmin's rules (and given alike by its `merge_heart_rates`): 100 at
    /// 0 s; one copy of it at 0.25 s, then 110 at 0.5 s; nine copies of 110 (0.75 … 2.75 s), then 120 at 3 s;
    /// twenty copies of 120 (3.25 … 8 s, the gap longer than 5 s), then 130 at 9 s. Each record takes the rounded
    /// mean of (previous record's time, its own]; a record at the time of the one before steps back one sample
    /// and takes (its time - 1 s, its time] from there; the last window closes only at a sample after it.
    ///
    /// - 1 s: 0.25, 0.5, 0.75, 1 → (100 + 3 × 110) / 4 = 107.5 → 108
    /// - 1 s again: back to the copy at 1 s → 110
    /// - 2 s: 1.25 … 2 → 110
    /// - 3 s: 2.25, 2.5, 2.75, 3 → (3 × 110 + 120) / 4 = 112.5 → 113
    /// - 3 s again: back across the gap to the sample at 3 s itself → 120
    /// - 5 s: 3.25 … 5 → 120
    /// - 9 s: no sample after 9 s closes its window: its own 60 stays.
    @Test("records take the mean of the laid-out samples in their window, copies and steps back included")
    func timeLine() {
        let (messages, error) = FITDecoder.decodeAll(Self.ride(recordsAt: [1, 1, 2, 3, 3, 5, 9]))
        #expect(error == nil)
        let rates = messages.filter { $0.globalNumber == MessageNumber.record }.map { $0.int(RecordField.heartRate) }
        #expect(rates == [108, 110, 110, 113, 120, 120, 60])
    }
}
