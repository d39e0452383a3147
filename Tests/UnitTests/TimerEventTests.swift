import Testing
import TestSupport
@testable import FITActivity
@testable import FITKit

/// Timer events read straight from their bytes by `inspect`'s summary (`TimerEventPlan`) against the same
/// events decoded in full (the totalling summary decodes every event) and against the pause the file was
/// made with: stopped at 1,100 s, started again at 1,200 s.
@Suite struct TimerEventTests {
    enum Form: CaseIterable {
        case plain, bigEndian, compressedTimestamps, eventTypeAsUInt8, fieldTwice, invalidStartTime
    }

    /// A ride of records 1,000-1,300 s with a session, a timer stop at 1,100 and a start at 1,200, its events in `form`.
    static func ride(_ form: Form) -> [UInt8] {
        var b = FITBuilder()
        FramingTests.fileID(&b)
        b.define(local: 1, global: 20, [.init(number: 253, size: 4, type: 0x86), .init(number: 7, size: 2, type: 0x84)])
        let stop = UInt8(Profile.EventType.stop.rawValue), start = UInt8(Profile.EventType.start.rawValue)
        let timer = UInt8(Profile.Event.timer.rawValue)
        let bigEndian = form == .bigEndian
        var fields: [FITBuilder.F] = [
            .init(number: 253, size: 4, type: 0x86), .init(number: 0, size: 1, type: 0x00),
            .init(number: 1, size: 1, type: form == .eventTypeAsUInt8 ? 0x02 : 0x00)
        ]
        if form == .fieldTwice { fields.append(.init(number: 1, size: 1, type: 0x00)) }
        if form == .compressedTimestamps { fields.removeFirst() }
        b.define(local: 2, global: 21, bigEndian: bigEndian, fields)
        func event(_ time: UInt32, _ type: UInt8) {
            if form == .compressedTimestamps {
                b.compressed(local: 2, offset: UInt8(time & 0x1F), [timer, type])
            } else {
                let t = form == .invalidStartTime && type == start ? UInt32.max : time
                let timeBytes = bigEndian ? le32(t).reversed() : le32(t)
                b.data(local: 2, timeBytes + [timer, type] + (form == .fieldTwice ? [type] : []))
            }
        }
        for t in stride(from: UInt32(1000), through: 1300, by: 10) {
            b.data(local: 1, le32(t) + le16(200))
            if t == 1090 { event(1100, stop) }
            if t == 1190 { event(1200, start) }
        }
        b.define(local: 3, global: 18, [.init(number: 253, size: 4, type: 0x86), .init(number: 9, size: 4, type: 0x86)])
        b.data(local: 3, le32(1300) + le32(123_456))
        return b.file()
    }

    @Test(arguments: Form.allCases)
    func timerEventsReadFromTheirBytesAreTheDecodedOnes(_ form: Form) {
        let bytes = Self.ride(form)
        let checked = ActivityReader.summary(
            of: MemorySource(bytes), again: { MemorySource(bytes) }, totals: .withoutSession
        ).summary
        let decoded = ActivityReader.summary(of: MemorySource(bytes)).summary
        #expect(checked.problems.isEmpty)
        #expect(checked.pauses == (form == .invalidStartTime ? [] : [1100...1200]))
        #expect(checked.pauses == decoded.pauses)
        // The stop came after the records at 1,000-1,090: ten of them.
        #expect(checked.timerStopMarks == [10])
        #expect(checked.timerStopMarks == decoded.timerStopMarks)
        #expect(checked.messageCounts["event"] == 2)
        #expect(checked.messageCounts == decoded.messageCounts)
    }
}
