import Testing
import TestSupport
@testable import FITActivity
@testable import FITKit

/// `inspect` reads the records it totals a batch at a time, a field at a time over the batch (`RecordBatch`,
/// `FieldPlan.read(_:from:stride:into:width:)`). What it reads must be what the full decoder (the path checked
/// against Garmin's) makes of each record, whatever the types and byte order the file gives the fields.
@Suite struct RecordBatchTests {
    /// Record fields with the base types a file may give them (not always the profile's), so that every load
    /// is used: uint32, sint32 (semicircles), uint16 with scale and offset, uint8, sint8, uint32z, uint16z,
    /// float32, sint16 and float64.
    static let fields: [FITBuilder.F] = [
        .init(number: 253, size: 4, type: 0x86), .init(number: 0, size: 4, type: 0x85),
        .init(number: 2, size: 2, type: 0x84), .init(number: 3, size: 1, type: 0x02),
        .init(number: 4, size: 1, type: 0x01), .init(number: 5, size: 4, type: 0x8C),
        .init(number: 6, size: 2, type: 0x8B), .init(number: 7, size: 4, type: 0x88),
        .init(number: 1, size: 2, type: 0x83), .init(number: 13, size: 8, type: 0x89)
    ]

    /// A record's bytes in the byte order asked for, with invalid values now and then (all ones, 0x7F…, zero
    /// for the z types, NaN).
    static func payload(_ i: Int, bigEndian: Bool, _ rng: inout SeededGenerator) -> [UInt8] {
        func bytes<T: FixedWidthInteger>(_ v: T) -> [UInt8] {
            let ordered = bigEndian ? v.bigEndian : v.littleEndian
            return withUnsafeBytes(of: ordered) { Array($0) }
        }
        let invalid = i % 7 == 3
        var p = bytes(UInt32(1_000_000_000 + i))
        p += bytes(invalid ? Int32.max : Int32.random(in: -1_000_000_000...1_000_000_000, using: &rng))
        p += bytes(invalid ? UInt16.max : UInt16.random(in: 0...20_000, using: &rng))
        p += bytes(invalid ? UInt8.max : UInt8.random(in: 40...220, using: &rng))
        p += bytes(invalid ? Int8.max : Int8.random(in: -100...100, using: &rng))
        p += bytes(invalid ? UInt32(0) : UInt32.random(in: 1...9_000_000, using: &rng))
        p += bytes(i % 5 == 1 ? UInt16(0) : UInt16.random(in: 1...20_000, using: &rng))
        p += bytes((i % 6 == 2 ? Float.nan : Float.random(in: 0...900, using: &rng)).bitPattern)
        p += bytes(invalid ? Int16.max : Int16.random(in: -30_000...30_000, using: &rng))
        p += bytes((i % 4 == 0 ? Double.nan : Double.random(in: -40...50, using: &rng)).bitPattern)
        return p
    }

    /// Every value of a sample, NaN for missing, and its offset.
    static func values(_ s: RecordSample) -> [String] {
        RecordSample.Value.allCases.map { "\($0) \(s[$0].bitPattern)" } + ["offset \(s.offset)"]
    }

    @Test(arguments: [false, true])
    func aBatchReadsWhatTheFullDecoderReads(bigEndian: Bool) throws {
        // A new seed each run, said with every failure, so that a failing run can be repeated.
        let seed = UInt64.random(in: 0...UInt64.max)
        var rng = SeededGenerator(seed: seed)
        var b = FITBuilder()
        b.define(local: 0, global: 20, bigEndian: bigEndian, Self.fields)
        // 150 records: two full batches and a part, with compressed timestamps now and then.
        for i in 0..<150 {
            if i % 9 == 8 {
                b.compressed(local: 0, offset: UInt8(i % 32), Self.payload(i, bigEndian: bigEndian, &rng))
            } else {
                b.data(local: 0, Self.payload(i, bigEndian: bigEndian, &rng))
            }
        }
        let reader = FITReader(source: MemorySource(b.file()))
        let decoder = MessageDecoder()
        let batch = RecordBatch()
        var expected: [RecordSample] = [], read: [RecordSample] = []
        var plan: RecordPlan?
        while try reader.withNextMessage({ raw in
            plan = plan ?? RecordPlan(raw.definition)
            expected.append(RecordSample(decoder.decode(raw)))
            if !batch.accepts(plan!) { batch.flush { read.append($0) } }
            batch.append(raw, plan!)
        }) {}
        batch.flush { read.append($0) }
        #expect(read.count == 150 && batch.count == 0)
        for (got, want) in zip(read, expected) {
            #expect(Self.values(got) == Self.values(want), "seed \(seed)")
        }
        // Some of every kind of value was there to read, and some left out as invalid.
        for value in RecordSample.Value.allCases {
            #expect(read.contains { !$0[value].isNaN }, "\(value)")
            #expect(read.contains { $0[value].isNaN } || value == .time, "\(value)")
        }
    }

    /// Records of three definitions taking turns mid-batch, two of them too large for 64 to be held at once
    /// (64 fields of 255 bytes: 4 at a time; 257, 65.5 kB: one at a time, in a larger buffer): the totals are
    /// those worked out here from the values.
    @Test func definitionsTakingTurnsAndLargeRecordsGiveTheTotalsOfTheirValues() {
        var b = FITBuilder()
        let timeAndHeartRate: [FITBuilder.F] = [
            .init(number: 253, size: 4, type: 0x86), .init(number: 3, size: 1, type: 0x02)
        ]
        let filler = FITBuilder.F(number: 200, size: 255, type: 0x0D)
        b.define(local: 0, global: 20, timeAndHeartRate)
        b.define(local: 1, global: 20, timeAndHeartRate + [FITBuilder.F](repeating: filler, count: 64))
        // 253 more fields and four developer fields of 255 bytes: more than the 64 kB a batch holds.
        b.define(
            local: 2, global: 20, timeAndHeartRate + [FITBuilder.F](repeating: filler, count: 253),
            developer: (0..<4).map { (number: UInt8($0), size: 255, index: 0) })
        var heartRates: [Double] = []
        for i in 0..<1500 {
            let hr = UInt8(60 + (i * 7) % 120)
            heartRates.append(Double(hr))
            let local: UInt8 =
                (100..<200).contains(i) || (700..<800).contains(i) ? 1 : (1000..<1005).contains(i) ? 2 : 0
            let fillers = [0, 64, 257][Int(local)]
            b.data(
                local: local, le32(UInt32(1_000_000_000 + i)) + [hr] + [UInt8](repeating: 0xFF, count: 255 * fillers))
        }
        let bytes = b.file()
        for again in [false, true] {
            let (summary, error) = ActivityReader.summary(
                of: MemorySource(bytes), again: again ? { MemorySource(bytes) } : nil)
            #expect(error == nil)
            #expect(summary.recordCount == 1500 && summary.timedRecordCount == 1500)
            // Whole numbers: their sum is exact in whatever order the batches are added.
            #expect(summary.computed?.avgHeartRate == heartRates.reduce(0, +) / 1500, "two threads: \(again)")
            #expect(summary.computed?.maxHeartRate == heartRates.max())
            #expect(summary.computed?.elapsedTime == 1499)
            #expect(summary.messageCounts == ["record": 1500])
        }
    }
}
