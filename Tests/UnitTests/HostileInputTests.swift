import Foundation
import Testing
import TestSupport
@testable import FITActivity
@testable import FITAnalysis
@testable import FITExport
@testable import FITInput
@testable import FITKit

/// Damaged and hostile input: decoding ends, with an error or problems, never a crash or a hang.
@Suite struct HostileInputTests {
    /// A xorshift generator, so failures repeat.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
    }

    @Test(.timeLimit(.minutes(2))) func mutatedFilesNeverCrashOrHang() throws {
        let original = try Paths.bytes(Paths.fixture("garmin-edge-820-bike.fit"))
        var random = Random(state: 0x9E37_79B9_7F4A_7C15)
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<(1 + Int(random.next() % 8)) {
                bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
            }
            if random.next() % 4 == 0 { bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count)))) }
            for validation in [Validation.strict, .lenient] {
                let decoder = FITDecoder(source: MemorySource(bytes), options: DecodeOptions(validation: validation))
                var count = 0
                while let _ = try? decoder.next() {
                    count += 1
                    #expect(count < 100_000)
                    if count >= 100_000 { break }
                }
            }
        }
    }

    /// Records whose fields come with any base type and any bytes (a timestamp as a negative sint32, a
    /// position as a float of 1e20…), and mutated real rides: inspect's summary, every exporter and the
    /// analysis read them through their own fast paths, which must end without a crash too.
    @Test(.timeLimit(.minutes(2))) func summariesExportsAndAnalysisSurviveFieldsOfAnyTypeAndValue() throws {
        var random = Random(state: 0x5EED)
        var files: [[UInt8]] = []
        let types = Self.baseTypes
        for _ in 0..<100 {
            var b = FITBuilder()
            let fields = Self.recordFields.map { number in
                let t = types[Int(random.next() % UInt64(types.count))]
                return FITBuilder.F(number: number, size: t.size, type: t.type)
            }
            b.define(local: 0, global: 20, fields)
            let size = fields.reduce(0) { $0 + Int($1.size) }
            for _ in 0..<20 { b.data(local: 0, (0..<size).map { _ in UInt8(truncatingIfNeeded: random.next()) }) }
            files.append(b.file())
        }
        let ride = try Paths.bytes(Paths.edge810)
        for _ in 0..<20 {
            var bytes = ride
            for _ in 0..<(1 + Int(random.next() % 16)) {
                bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
            }
            files.append(bytes)
        }
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lenient = DecodeOptions(validation: .lenient)
        for (i, bytes) in files.enumerated() {
            // Each ends, with at most the records it holds (20 built, or the ride's own).
            let (summary, _) = ActivityReader.summary(of: MemorySource(bytes), options: lenient, columns: true)
            #expect(summary.recordCount <= max(20, bytes.count / 4), "file \(i)")
            let exporters: [ActivityExporter] = [
                GPXExporter(), CSVExporter(), GeoJSONExporter(points: true), TCXExporter()
            ]
            for (j, exporter) in exporters.enumerated() {
                let destination = FileDestination(path: folder + "/\(i)-\(j)", overwrite: true)
                _ = try? ExportJob.run(
                    InputItem.bytes(bytes, name: "t.fit"), exporter: exporter, options: lenient,
                    to: destination)
            }
            _ = try? Analyzer.analyze(
                InputItem.bytes(bytes, name: "t.fit"), settings: AthleteSettings(ftp: 250),
                options: lenient)
        }
        // No exporter left a half-written file: each output is whole (it ends as its format ends) or absent.
        for name in Shell.files(in: folder) {
            #expect(!name.contains(".partial-"), "\(name)")
        }
    }

    /// Record fields the fast paths read: timestamp, position, altitude, heart rate, cadence, distance, speed,
    /// power, temperature, enhanced speed and altitude.
    static let recordFields: [UInt8] = [253, 0, 1, 2, 3, 4, 5, 6, 7, 13, 73, 78]
    /// Every base type, with a size that fits it.
    static let baseTypes: [(type: UInt8, size: UInt8)] = [
        (0x00, 1), (0x01, 1), (0x02, 1), (0x83, 2), (0x84, 2), (0x85, 4), (0x86, 4), (0x07, 4), (0x88, 4), (0x89, 8),
        (0x0A, 1), (0x8B, 2), (0x8C, 4), (0x0D, 3), (0x8E, 8), (0x8F, 8), (0x90, 8)
    ]

    /// The largest records the format allows (255 fields and 255 developer fields of 255 bytes: 130,051 bytes
    /// with the header), three back to back so that the reader's buffer must move them, decode whole.
    @Test func theLargestPossibleRecordsDecodeWhole() throws {
        var b = FITBuilder()
        b.define(
            local: 0, global: 0xFF00, (0..<255).map { .init(number: UInt8($0), size: 255, type: 0x0D) },
            developer: (0..<255).map { (number: UInt8($0), size: 255, index: 0) })
        for i in 0..<3 { b.data(local: 0, [UInt8](repeating: UInt8(i + 1), count: 2 * 255 * 255)) }
        let (messages, error) = decodeExpectingError(b.file(), validation: .lenient)
        #expect(error == nil)
        #expect(messages.count == 3)
        for (i, m) in messages.enumerated() {
            #expect(m.fields.count == 255)
            #expect(m.offset == 14 + 6 + 255 * 3 + 1 + 255 * 3 + i * 130_051)
            #expect(m.fields.last?.value == .array((0..<255).map { _ in .int(Int64(i + 1)) }))
        }
    }

    @Test func aHeaderClaimingGigabytesOfDataEndsAsTruncated() {
        var header: [UInt8] = [14, 0x20] + le16(2132) + le32(0xFFFF_FFF0) + Array(".FIT".utf8)
        header += le16(CRC16.checksum(header))
        let (_, error) = decodeExpectingError(header + [0x40, 0, 0])
        #expect(error?.kind == .truncated)
    }

    @Test(.timeLimit(.minutes(1))) func randomBytesAfterAValidHeaderNeverCrash() {
        var random = Random(state: 42)
        for _ in 0..<200 {
            let body = (0..<Int(random.next() % 2000)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            var header: [UInt8] = [14, 0x20] + le16(2132) + le32(UInt32(body.count)) + Array(".FIT".utf8)
            header += le16(CRC16.checksum(header))
            let (messages, error) = decodeExpectingError(header + body, validation: .lenient)
            // Every message takes at least its header byte; and random bytes almost never make a whole file.
            #expect(messages.count <= body.count)
            #expect(error != nil || !messages.isEmpty || body.isEmpty)
            if let error { #expect(error.offset <= header.count + body.count + 2, "\(error)") }
        }
    }
}
