import Testing
import TestSupport
@testable import FITKit
@testable import FITSupport

/// `ParallelJSONWriter` must give exactly what one decoder's `nextJSON` gives, message for message, byte for
/// byte, with the same error and the same problems: the second decoder skips half the messages, and every piece
/// of state that crosses messages (accumulated fields, developer descriptions, the heart-rate merge, problems
/// reported once) must come through the skipping unchanged.
@Suite struct ParallelDumpTests {
    struct Result: Equatable {
        var json: [UInt8]
        var error: FITError?
        var problems: [FITError]
        var counts: [UInt16: Int]
    }

    static func decoder(_ bytes: [UInt8], _ options: DecodeOptions, profile: Bool) -> FITDecoder {
        let hr = profile ? HeartRateMerger.collect(from: MemorySource(bytes), options: options) : nil
        return FITDecoder(source: MemorySource(bytes), options: options, applyProfile: profile, heartRates: hr)
    }

    static func sequential(_ bytes: [UInt8], _ options: DecodeOptions, profile: Bool) -> Result {
        let d = decoder(bytes, options, profile: profile)
        let out = ByteBuffer()
        var error: FITError?
        do throws(FITError) {
            while try d.nextJSON(into: out) {}
        } catch let e {
            error = e
        }
        return Result(json: [UInt8](out.bytes), error: error, problems: d.problems, counts: d.messageCounts)
    }

    static func parallel(_ bytes: [UInt8], _ options: DecodeOptions, profile: Bool) -> Result {
        let first = decoder(bytes, options, profile: profile), second = decoder(bytes, options, profile: profile)
        var json: [UInt8] = []
        let error = ParallelJSONWriter.run(first, second) { json += $0 }
        return Result(json: json, error: error, problems: first.problems, counts: first.messageCounts)
    }

    static func expectSame(_ bytes: [UInt8], _ what: String, validations: [Validation] = [.strict, .lenient]) {
        for validation in validations {
            for profile in [true, false] {
                let options = DecodeOptions(validation: validation)
                let expected = sequential(bytes, options, profile: profile)
                let got = parallel(bytes, options, profile: profile)
                #expect(got.json == expected.json, "\(what), \(validation), profile \(profile): JSON differs")
                #expect(got.error == expected.error, "\(what), \(validation), profile \(profile)")
                #expect(got.problems == expected.problems, "\(what), \(validation), profile \(profile)")
                #expect(got.counts == expected.counts, "\(what), \(validation), profile \(profile)")
            }
        }
    }

    /// `count` records whose JSON depends on earlier messages: distance accumulated from 12-bit
    /// compressed_speed_distance after a record that carries distance itself (every seventh), a developer field
    /// described only from message 700 on (its problem is reported once, before), and two developer fields
    /// never described, one first met at message 600.
    static func stateful(records count: Int) -> [UInt8] {
        var b = FITBuilder()
        FramingTests.fileID(&b)
        b.define(local: 3, global: 207, [.init(number: 3, size: 1, type: 0x02)])
        b.data(local: 3, [0])
        // record: timestamp, distance (cm)
        b.define(
            local: 0, global: 20, [.init(number: 253, size: 4, type: 0x86), .init(number: 5, size: 4, type: 0x86)],
            developer: [(number: 1, size: 2, index: 0)])
        // record: timestamp, compressed_speed_distance (3 bytes: 12 bits speed, 12 bits distance)
        b.define(
            local: 1, global: 20, [.init(number: 253, size: 4, type: 0x86), .init(number: 8, size: 3, type: 0x0D)],
            developer: [(number: 2, size: 1, index: 0)])
        var distance: UInt32 = 0
        for i in 0..<count {
            let time = le32(1_000_000_000 + UInt32(i))
            if i == 700 {
                // field_description of developer field 0:1, a uint16 named "watts_extra".
                b.define(
                    local: 4, global: 206,
                    [
                        .init(number: 0, size: 1, type: 0x02), .init(number: 1, size: 1, type: 0x02),
                        .init(number: 2, size: 1, type: 0x02), .init(number: 3, size: 12, type: 0x07)
                    ])
                b.data(local: 4, [0, 1, 0x84] + Array("watts_extra".utf8) + [0])
            }
            distance += UInt32(300 + i % 50)
            if i == 600 {
                // From here a few records with developer field 0:3, never described: first met in the second
                // decoder's batch, and reported once all the same.
                b.define(
                    local: 2, global: 20, [.init(number: 253, size: 4, type: 0x86)],
                    developer: [(number: 3, size: 1, index: 0)])
            }
            if (600..<620).contains(i) {
                b.data(local: 2, time + [7])
            } else if i % 7 == 0 {
                b.data(local: 0, time + le32(distance) + le16(UInt16(i % 1000)))
            } else {
                let speed = UInt32(500 + i % 300), d = (distance / 100) & 0xFFF
                let packed = speed | d << 12
                b.data(
                    local: 1,
                    time + [UInt8(packed & 0xFF), UInt8(packed >> 8 & 0xFF), UInt8(packed >> 16), UInt8(i % 200)])
            }
        }
        return b.file()
    }

    @Test(arguments: [1, 511, 512, 513, 1023, 1024, 1025, 1536, 2600])
    func generatedFilesAroundBatchBoundariesMatchOneDecoder(records: Int) {
        Self.expectSame(Self.stateful(records: records), "\(records) records")
    }

    @Test func fixturesMatchOneDecoder() throws {
        // Several batches each; heart rates merged from hr messages (event_timestamp.fit), a chained file
        // (sample_mulitple_header.fit), developer data.
        for name in [
            "Edge810-Vector-2013-08-16-15-35-10.fit", "event_timestamp.fit", "sample_mulitple_header.fit",
            "strava-android-app-201.10-b1218918.fit"
        ] {
            Self.expectSame(try Paths.bytes(Paths.fixture(name)), name)
        }
        // Small files, chained until they take several batches: accumulation through compressed_speed_distance
        // and developer descriptions that start again with each file.
        for (name, times) in [
            ("compressed-speed-distance.fit", 12), ("DeveloperData.fit", 400),
            ("elemnt-bolt-no-application-id-inside-developer-data-id.fit", 40)
        ] {
            let one = try Paths.bytes(Paths.fixture(name))
            Self.expectSame(Array([[UInt8]](repeating: one, count: times).joined()), "\(name) × \(times)")
        }
    }

    @Test func brokenInputStopsAtTheSameMessageWithTheSameError() throws {
        let whole = Self.stateful(records: 2600)
        // Cut inside the first batch, in the second decoder's batches, in the first's, and the CRC.
        for cut in [200, 9_000, 20_000, 31_000, 45_000, whole.count - 1] {
            Self.expectSame(Array(whole.prefix(cut)), "cut at \(cut)")
        }
        var corrupt = try Paths.bytes(Paths.fixture("event_timestamp.fit"))
        corrupt[60_000] ^= 0xFF
        Self.expectSame(corrupt, "event_timestamp.fit with a byte flipped", validations: [.strict, .lenient, .off])
    }
}
