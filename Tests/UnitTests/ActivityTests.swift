import Testing
import TestSupport
@testable import FITActivity
@testable import FITKit

@Suite struct ActivityTests {
    static func records(_ rows: [(t: UInt32, hr: UInt8?, lat: Int32?)]) -> [Message] {
        var b = FITBuilder()
        b.define(
            local: 0, global: 20,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 3, size: 1, type: 0x02),
                .init(number: 0, size: 4, type: 0x85)
            ])
        for r in rows {
            b.data(local: 0, le32(r.t) + [r.hr ?? 0xFF] + le32(UInt32(bitPattern: r.lat ?? Int32.max)))
        }
        return try! decode(b.file())
    }

    @Test func columnsStayAlignedWhenSamplesAreMissing() {
        var builder = ActivityStreamsBuilder()
        for m in Self.records([(10, 100, nil), (11, nil, 1 << 30), (12, 102, nil)]) { builder.add(m) }
        let s = builder.finish()
        #expect(s.time == [10, 11, 12])
        #expect(s[ActivityStreams.heartRate]! == [100, nil, 102])
        #expect(s[ActivityStreams.latitude]! == [nil, 90, nil])  // 2^30 semicircles = 2^31 / 2 = 180° / 2
        #expect(s.hasPositions)
    }

    @Test func impossibleValuesAreProblemsNotSamples() {
        var builder = ActivityStreamsBuilder()
        for m in Self.records([(10, 100, nil), (11, 251, nil)]) { builder.add(m) }
        let s = builder.finish()
        #expect(s[ActivityStreams.heartRate]! == [100, nil])
        #expect(s.problems.count == 1 && s.problems[0].kind == .invalidValue)
    }

    @Test func summaryIsComputedFromRecordsWhenThereIsNoSession() {
        var builder = ActivitySummaryBuilder()
        for m in Self.records([(10, 100, nil), (20, 110, nil), (30, 120, nil)]) { builder.add(m) }
        let s = builder.finish()
        #expect(s.sessions.isEmpty)
        #expect(s.totals?.elapsedTime == 20)
        #expect(s.totals?.avgHeartRate == 110)
        #expect(s.totals?.maxHeartRate == 120)
        #expect(s.recordCount == 3)
    }

    /// Recipe: records whose timestamp is defined as sint32 (the profile says uint32), holding -5 and then 100.
    /// The first is a problem at its record's offset (14-byte header + 12-byte definition = byte 26), not a
    /// time; the elapsed time is not computed from a clock that runs backwards.
    @Test func timestampsOfAWrongTypeAreProblemsNotTimes() {
        var b = FITBuilder()
        b.define(local: 0, global: 20, [.init(number: 253, size: 4, type: 0x85), .init(number: 3, size: 1, type: 0x02)])
        b.data(local: 0, le32(UInt32(bitPattern: -5)) + [100])
        b.data(local: 0, le32(100) + [110])
        b.data(local: 0, le32(90) + [120])
        let (s, error) = ActivityReader.summary(of: MemorySource(b.file()))
        #expect(error == nil)
        #expect(s.problems.map(\.offset) == [26])
        #expect(s.problems.first?.expected.contains("timestamp") == true)
        #expect(s.totals?.startTime == 100)
        #expect(s.totals?.elapsedTime == nil)
        #expect(s.totals?.avgHeartRate == 110)
    }

    /// Recipe: three developer field descriptions, "zeta" (in watts), "alpha" (no units) and "zeta" again (a device
    /// that repeats its descriptions). The summary names each once, in name order, with the units first given.
    @Test func developerFieldsAreNamedOnceInNameOrder() {
        var b = FITBuilder()
        b.developerDataID(local: 0)
        b.fieldDescription(local: 1, number: 0, type: 0x84, name: "zeta", units: "W")
        b.fieldDescription(local: 1, number: 1, type: 0x84, name: "alpha", units: "")
        b.fieldDescription(local: 1, number: 0, type: 0x84, name: "zeta", units: "kW")
        let (s, error) = ActivityReader.summary(of: MemorySource(b.file()))
        #expect(error == nil)
        #expect(s.developerFields.map(\.name) == ["alpha", "zeta"])
        #expect(s.developerFields.map(\.units) == ["", "W"])
    }

    @Test func summaryOfARealRideComesFromItsSession() throws {
        let bytes = try Paths.bytes(Paths.fixture("Edge810-Vector-2013-08-16-15-35-10.fit"))
        var builder = ActivitySummaryBuilder()
        for m in try decode(bytes) { builder.add(m) }
        let s = builder.finish()
        #expect(s.fileType == "activity" && s.manufacturer == "garmin")
        #expect(s.sessions.count == 1)
        #expect(s.totals?.sport == "cycling")
        #expect(s.totals?.avgPower != nil)
        #expect(s.messageCounts["record"] == 4700)  // Garmin's decoder's count (Fixtures/EXPECTED.tsv)
    }

    @Test func recordSecondsAreWholeNumbersInTheUInt32RangeAsTheStandardLibrarySaysSo() {
        let values: [Double] = [
            0, -0.0, 1, 0.5, -5, 1e20, -1e20, 4_294_967_295, 4_294_967_295.5, 4_294_967_296,
            1_000_000_000, 999_999_999.999, .nan, .infinity, -.infinity, .leastNonzeroMagnitude,
            .greatestFiniteMagnitude, 2_147_483_648, 3.0e9
        ]
        for v in values {
            #expect(RecordSample.seconds(v) == UInt32(exactly: v), "\(v)")
        }
    }
}
