import Foundation
import Testing
import TestSupport
@testable import FITKit

/// FIT date_time values below 0x10000000 are seconds since the device started (cameras such as Garmin's
/// VIRB write them), made absolute by the file's `timestamp_correlation`.
@Suite struct RelativeTimeTests {
    /// Recipe: 60 records at device times 1000…1059 s with a position, a session starting at 1000, and a
    /// timestamp_correlation saying device time 1000 is FIT 1_000_000_000 (2021-09-08T01:46:40Z).
    static func camera() -> [UInt8] {
        var b = FITBuilder()
        b.fileID(serial: 9, type: 4)
        b.define(
            local: 1, global: 162, [.init(number: 253, size: 4, type: 0x86), .init(number: 1, size: 4, type: 0x86)])
        b.data(local: 1, le32(1_000_000_000) + le32(1000))
        b.define(
            local: 2, global: 20,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 0, size: 4, type: 0x85),
                .init(number: 1, size: 4, type: 0x85)
            ])
        for t in UInt32(0)..<60 { b.data(local: 2, le32(1000 + t) + le32(500_000_000 + t * 100) + le32(70_000_000)) }
        b.define(
            local: 3, global: 18,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 2, size: 4, type: 0x86),
                .init(number: 7, size: 4, type: 0x86), .init(number: 5, size: 1, type: 0x00)
            ])
        b.data(local: 3, le32(1059) + le32(1000) + le32(59_000) + [2])
        return b.file()
    }

    /// exports use the corrected times (2021-09-08T01:46:40Z for the first point, by hand:
    /// FIT 1_000_000_000 is Unix 1_631_065_600); `dump` keeps the file's own values, as Garmin's decoder;
    /// `inspect` says the file uses relative time and starts at the corrected time.
    @Test("relative timestamps are made absolute by timestamp_correlation")
    func relativeTimesAreCorrected() throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/camera.fit"
        try Data(Self.camera()).write(to: URL(fileURLWithPath: path))
        let gpx = try Fitkit.run(["export", "--gpx", "-o", "-", path])
        #expect(gpx.status == 0)
        // Written to a file (one streaming pass where it can): the same bytes.
        #expect(try Fitkit.run(["export", "--gpx", "-o", folder + "/camera.gpx", path]).status == 0)
        #expect(try String(contentsOfFile: folder + "/camera.gpx", encoding: .utf8) == gpx.stdout)
        #expect(
            gpx.stdout.contains("<time>2021-09-08T01:46:40Z</time>")
                && gpx.stdout.contains("<time>2021-09-08T01:47:39Z</time>"))
        #expect(!gpx.stdout.contains("1989-12-31"))
        let dump = try Fitkit.run(["dump", path])
        #expect(dump.stdout.contains(#""timestamp":"1989-12-31T00:16:40Z""#))
        let inspect = try Fitkit.run(["inspect", path])
        #expect(inspect.stdout.contains("2021-09-08T01:46:40Z") && inspect.stdout.contains("relative time"))
        let json = try Fitkit.run(["inspect", "--json", path])
        #expect(json.stdout.contains(#""uses_relative_time": true"#))
        let analyze = try Fitkit.run(["analyze", "--json", path])
        #expect(analyze.stdout.contains("2021-09-08T01:46:40Z"))
    }
}
