import Foundation
import Testing
import TestSupport
@testable import FITExport
@testable import FITInput
@testable import FITKit
@testable import FITSupport

/// The exporters' own pieces, on values worked out by hand: tracks and segments, fixed decimals, times.
@Suite struct ExportWriterTests {
    /// Recipe: records each second from t=0 to 9 and 20 to 29 with a timer stop at 9 and start at 20, a
    /// session ending at 29, then records 40 to 49 and a second session: two tracks, the first in two segments.
    @Test func gpxSplitsTracksAtSessionsAndSegmentsAtPauses() throws {
        var b = FITBuilder()
        b.define(
            local: 0, global: 20,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 0, size: 4, type: 0x85),
                .init(number: 1, size: 4, type: 0x85)
            ])
        b.define(
            local: 1, global: 21,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 0, size: 1, type: 0x00),
                .init(number: 1, size: 1, type: 0x00)
            ])
        b.define(
            local: 2, global: 18,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 2, size: 4, type: 0x86),
                .init(number: 5, size: 1, type: 0x00)
            ])
        let base: UInt32 = 1_000_000_000
        func record(_ t: UInt32) { b.data(local: 0, le32(base + t) + le32(UInt32(t) << 20) + le32(UInt32(t) << 21)) }
        (0...9).forEach(record)
        b.data(local: 1, le32(base + 9) + [0, 4])  // timer stop_all
        b.data(local: 1, le32(base + 20) + [0, 0])  // timer start
        (20...29).forEach(record)
        b.data(local: 2, le32(base + 29) + le32(base) + [2])
        (40...49).forEach(record)
        b.data(local: 2, le32(base + 49) + le32(base + 40) + [2])
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let destination = FileDestination(path: folder + "/t.gpx", overwrite: false)
        let outcome = try ExportJob.run(
            InputItem.bytes(b.file(), name: "t.fit"), exporter: GPXExporter(),
            options: DecodeOptions(), to: destination)
        guard case .converted = outcome else { Issue.record("not converted: \(outcome)"); return }
        let gpx = try String(contentsOfFile: folder + "/t.gpx", encoding: .utf8)
        let tracks = gpx.components(separatedBy: "<trk>").dropFirst()
        #expect(tracks.count == 2)
        // The sessions come after their records: their sports are learned by a quick pass before the one that writes.
        #expect(tracks.map { $0.contains("  <type>cycling</type>\n  <trkseg>") } == [true, true])
        // 17.19: no padding left where the sport was once filled in afterwards.
        #expect(!gpx.split(separator: "\n").contains { $0.hasSuffix(" ") })
        #expect(tracks.map { $0.components(separatedBy: "<trkseg>").count - 1 } == [2, 1])
        #expect(tracks.map { $0.components(separatedBy: "<trkpt ").count - 1 } == [20, 10])
        #expect(try Schemas.xmllint("gpx-1.1.xsd", folder + "/t.gpx").status == 0)
    }

    @Test func numbersAreWrittenWithFixedDecimalsAndNoTrailingZeros() {
        let b = ByteBuffer()
        for (v, d) in [(3.05, 2), (12.5, 3), (-0.25, 2), (-0.0001, 2), (1e-7, 7), (47.62682630, 7), (100, 0), (2.5, 0)]
        {
            b.append(fixed: v, digits: d)
            b.append(UInt8(ascii: " "))
        }
        #expect(b.string == "3.05 12.5 -0.25 0 0.0000001 47.6268263 100 3 ")
        // Every digit count has its own copy of the formatter: each is checked (values worked out by hand).
        let each = ByteBuffer()
        for digits in -1...10 {
            each.append(fixed: -123.4567891234, digits: digits)
            each.append(UInt8(ascii: " "))
        }
        #expect(
            each.string == "-123 -123 -123.5 -123.46 -123.457 -123.4568 -123.45679 -123.456789 -123.4567891 "
                + "-123.45678912 -123.456789123 -123.456789123 ")
    }

    /// Exports write times through a writer that keeps the last minute's text: a run of times across minute,
    /// hour, day and year boundaries, repeats and jumps back must read as Foundation's ISO 8601 formatter says.
    @Test func timesWrittenInARowAreTheirISO8601Text() {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        let newYear: UInt32 = 1_073_001_570  // 2023-12-31T23:59:30Z in FIT seconds (from 1989-12-31T00:00:00Z)
        var times = Array(newYear..<newYear + 100)
        times += [newYear + 99, newYear + 5, 0, 1_000_000_000, newYear + 61, newYear + 60, 4_000_000_000]
        var clock = ISO8601Writer()
        let b = ByteBuffer()
        for t in times {
            b.removeAll()
            clock.append(t, to: b)
            let expected = formatter.string(from: Date(timeIntervalSince1970: Double(t) + 631_065_600))
            #expect(b.string == expected, "\(t)")
        }
    }
}
