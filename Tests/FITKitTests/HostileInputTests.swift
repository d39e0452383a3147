import Testing
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

    @Test func mutatedFilesNeverCrashOrHang() throws {
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

    @Test func aHeaderClaimingGigabytesOfDataEndsAsTruncated() {
        var header: [UInt8] = [14, 0x20] + le16(2132) + le32(0xFFFF_FFF0) + Array(".FIT".utf8)
        header += le16(CRC16.checksum(header))
        let (_, error) = decodeExpectingError(header + [0x40, 0, 0])
        #expect(error?.kind == .truncated)
    }

    @Test func randomBytesAfterAValidHeaderNeverCrash() {
        var random = Random(state: 42)
        for _ in 0..<200 {
            let body = (0..<Int(random.next() % 2000)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            var header: [UInt8] = [14, 0x20] + le16(2132) + le32(UInt32(body.count)) + Array(".FIT".utf8)
            header += le16(CRC16.checksum(header))
            _ = decodeExpectingError(header + body, validation: .lenient)
        }
    }
}
