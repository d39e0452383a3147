import Foundation
import Testing
import TestSupport

/// `hr` messages crafted to make the heart-rate merge's time line grow: Garmin's time line carries each sample
/// forward every 250 ms across a gap of up to 5 s, 20 copies of 16 bytes for 5 bytes of a message. Every command
/// that merges them (docs/CONFORMANCE.md) runs in bounded memory, and `dump` says why they were not merged.
@Suite struct HostileHeartRateTests {
    static let start: UInt32 = 1_000_000_000

    /// Ten records a second apart, an `hr` anchor, then `messages` `hr` messages of 63 samples each, every
    /// sample 10 s from the one before: 63 × 21 samples on the time line for each 316 bytes.
    static func file(messages: Int) -> [UInt8] {
        var b = FITBuilder()
        b.fileID(serial: 1)
        b.define(local: 1, global: 20, [.init(number: 253, size: 4, type: 0x86), .init(number: 3, size: 1, type: 0x02)])
        for s in 0..<10 { b.data(local: 1, le32(start + UInt32(s)) + [120]) }
        b.define(
            local: 2, global: 132,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 9, size: 4, type: 0x86),
                .init(number: 6, size: 1, type: 0x02)
            ])
        b.data(local: 2, le32(start) + le32(1024) + [100])
        b.define(
            local: 3, global: 132, [.init(number: 9, size: 252, type: 0x86), .init(number: 6, size: 63, type: 0x02)])
        // Event times (1/1024 s) alternate between 1 s and 11 s after the anchor's: each gap is 10 s.
        let events = (0..<63).flatMap { le32($0 % 2 == 0 ? 11 * 1024 : 1024) }
        for _ in 0..<messages { b.data(local: 3, events + [UInt8](repeating: 110, count: 63)) }
        return b.file()
    }

    /// fitkit under a 300 MB address-space limit, its output discarded: the merge of the file below once took
    /// 530 MB of samples alone.
    static func bounded(_ arguments: [String]) throws -> Shell.Run {
        try Fitkit.bounded(arguments, kilobytes: 300_000, discardingOutput: true)
    }

    @Test(
        "1.6 M hr samples, 33 M on Garmin's time line: dump, export, analyze and rows finish in bounded memory; dump says they were not merged"
    )
    func boundedMerge() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/hr.fit"
        // 25,000 × 63 samples: past the 1,048,576 the merge keeps.
        try Data(Self.file(messages: 25_000)).write(to: URL(fileURLWithPath: path))
        let dump = try Self.bounded(["dump", path])
        #expect(dump.status == 0, "\(dump.status): \(dump.stderr)")
        #expect(
            dump.stderr
                == "fitkit: \(path): hr messages were not merged into records: more than 1048576 samples, past the limit of the merge\n"
        )
        for arguments in [["export", "--csv", "-o", folder + "/hr.csv", path], ["analyze", path], ["rows", path]] {
            let run = try Self.bounded(arguments)
            #expect(run.status == 0, "\(arguments[0]): \(run.status): \(run.stderr)")
        }
    }
}
