import Foundation
import Testing
import TestSupport

/// Files crafted to make what fitkit keeps grow with what they say, each of which once took hundreds of times its
/// size in memory: every command that reads them runs under an address-space limit, a few times what a real
/// ride needs, and fails the test if it needs more.
@Suite struct HostileMemoryTests {
    static let start: UInt32 = 1_000_000_000

    /// `hr` messages: Garmin's time line carries each sample forward every 250 ms across a gap of up to 5 s, 20
    /// copies of 16 bytes for 5 bytes of a message (docs/CONFORMANCE.md). Ten records a second apart, an `hr`
    /// anchor, then `messages` `hr` messages of 63 samples each, every
    /// sample 10 s from the one before: 63 × 21 samples on the time line for each 316 bytes.
    static func heartRates(messages: Int) -> [UInt8] {
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

    /// fitkit under a 300 MB address-space limit, its output discarded: the heart-rate file below once took 530
    /// MB of samples alone, the definitions file 500 MB.
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
        try Data(Self.heartRates(messages: 25_000)).write(to: URL(fileURLWithPath: path))
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

    /// A record definition of a kind not seen before, then one record of it, `count` times: every definition and
    /// what was worked out from it (its decode plan, its fields' plan) kept one another alive, 3.4 KB each.
    static func definitions(_ count: Int) -> [UInt8] {
        var b = FITBuilder()
        b.fileID(serial: 1)
        for i in 0..<count {
            // Two byte fields of numbers and sizes the profile gives record no meaning for: 160,000 kinds.
            let first = (number: UInt8(150 + i % 50), size: UInt8(1 + i / 50 % 8))
            let second = (number: UInt8(200 + i / 400 % 50), size: UInt8(1 + i / 20_000 % 8))
            b.define(
                local: 1, global: 20,
                [
                    .init(number: 253, size: 4, type: 0x86), .init(number: first.number, size: first.size, type: 0x0D),
                    .init(number: second.number, size: second.size, type: 0x0D)
                ])
            b.data(local: 1, le32(start + UInt32(i)) + [UInt8](repeating: 7, count: Int(first.size + second.size)))
        }
        return b.file()
    }

    @Test("150,000 kinds of record definition: inspect, dump, export and analyze finish in bounded memory")
    func distinctDefinitions() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/definitions.fit"
        try Data(Self.definitions(150_000)).write(to: URL(fileURLWithPath: path))
        for arguments in [
            ["inspect", path], ["dump", path], ["export", "--csv", "-o", folder + "/d.csv", path], ["analyze", path]
        ] {
            let run = try Self.bounded(arguments)
            #expect(run.status == 0, "\(arguments[0]): \(run.status): \(run.stderr)")
        }
    }

    /// Ten records, then `count` messages of one kind: laps or sessions (timestamp, start_time,
    /// total_elapsed_time: 13 bytes), active pool lengths (the same and length_type: 14 bytes), or field
    /// descriptions each naming a developer field anew.
    static func many(_ kind: String, _ count: Int) -> [UInt8] {
        var b = FITBuilder()
        b.fileID(serial: 1)
        b.define(local: 1, global: 20, [.init(number: 253, size: 4, type: 0x86), .init(number: 3, size: 1, type: 0x02)])
        for s in 0..<10 { b.data(local: 1, le32(start + UInt32(s)) + [120]) }
        if kind == "developer field names" {
            b.developerDataID(local: 2)
            for i in 0..<count {
                b.fieldDescription(
                    local: 3, index: 0, number: UInt8(i % 255), type: 0x02, name: "field \(i)", units: "")
            }
        } else if kind == "pool lengths" {
            // length: timestamp, start_time, total_timer_time (1/1000 s), length_type active (1).
            b.define(
                local: 2, global: 101,
                [
                    .init(number: 253, size: 4, type: 0x86), .init(number: 2, size: 4, type: 0x86),
                    .init(number: 4, size: 4, type: 0x86), .init(number: 12, size: 1, type: 0x00)
                ])
            for i in 0..<count {
                b.data(local: 2, le32(start + UInt32(i)) + le32(start + UInt32(i)) + le32(1000) + [1])
            }
        } else {
            let global: UInt16 = kind == "laps" ? 19 : 18
            let f = [(253, 0x86), (2, 0x86), (7, 0x86)].map {
                FITBuilder.F(number: UInt8($0.0), size: 4, type: UInt8($0.1))
            }
            b.define(local: 2, global: global, f)
            for i in 0..<count { b.data(local: 2, le32(start + UInt32(i)) + le32(start + UInt32(i)) + le32(1000)) }
        }
        return b.file()
    }

    @Test(
        "600,000 laps, sessions or pool lengths, 150,000 developer field names: inspect says the file has too many, analyze reads it, both in bounded memory and time",
        arguments: [
            ("laps", 600_000), ("sessions", 600_000), ("pool lengths", 600_000), ("developer field names", 150_000)
        ])
    func tooMany(kind: String, count: Int) throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/many.fit"
        try Data(Self.many(kind, count)).write(to: URL(fileURLWithPath: path))
        let inspect = try Fitkit.bounded(["inspect", path], kilobytes: 300_000)
        #expect(inspect.status == 1, "\(inspect.status): \(inspect.stderr)")
        #expect(inspect.stdout.contains("expected at most 10000 \(kind), found more"), "\(inspect.stdout.suffix(600))")
        let analyze = try Self.bounded(["analyze", path])
        #expect(analyze.status == 0, "\(analyze.status): \(analyze.stderr)")
    }
}
