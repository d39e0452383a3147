import FITFuzz
import Foundation
import Testing
import TestSupport

/// The fuzz targets' entry points over the fixtures and bytes derived from them: they build
/// in every test run, and end on inputs made to be broken.
@Suite struct FuzzEntryTests {
    @Test func entriesEndOnFixturesAndTheirBrokenCopies() throws {
        var random = SeededGenerator(seed: 30)
        for path in Paths.activityFiles().filter({ $0.contains("/Fixtures/") }) {
            let bytes = try Paths.bytes(path)
            FuzzEntry.decoder(bytes)
            var broken = bytes
            for _ in 0..<8 where !broken.isEmpty { broken[Int(random.next() % UInt64(broken.count))] ^= 0xFF }
            FuzzEntry.decoder(broken)
            FuzzEntry.decoder(Array(bytes.prefix(bytes.count / 2)))
            FuzzEntry.archive(bytes)
        }
        let seeds = Paths.packageRoot.appendingPathComponent("Fuzz/seeds/json").path
        for name in Shell.files(in: seeds) {
            let bytes = try Paths.bytes(seeds + "/" + name)
            FuzzEntry.json(bytes)
            FuzzEntry.json(Array(bytes.prefix(bytes.count / 2)))
        }
        let tracks = Paths.packageRoot.appendingPathComponent("Fuzz/seeds/track").path
        for name in Shell.files(in: tracks) {
            let bytes = try Paths.bytes(tracks + "/" + name)
            FuzzEntry.track(bytes)
            FuzzEntry.track(Array(bytes.prefix(bytes.count / 2)))
        }
        FuzzEntry.track(Array("<!DOCTYPE gpx [<!ENTITY a SYSTEM \"http://127.0.0.1:1/x\">]><gpx>&a;</gpx>".utf8))
        FuzzEntry.json(Array(repeating: UInt8(ascii: "["), count: 10_000))  // nested past any limit
        FuzzEntry.archive(Array(repeating: 0x1F, count: 100))
    }
}
