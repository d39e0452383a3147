import FITInput
import Foundation
import Testing
import TestSupport
@testable import FITAnalysis

/// The one-second grid a ride's records are laid on (`RideSeries.Builder`), on a ride made with known records:
/// each record at its second, seconds without one empty unless a short gap fills them, the grid as long as the
/// last record wherever its block of seconds ends.
@Suite struct RideSeriesGridTests {
    /// Records with a heart rate at the given seconds from the start, and a session, in a folder of their own.
    static func ride(at seconds: [UInt32], start: UInt32 = 1_000_000_000) throws -> String {
        var b = FITBuilder()
        b.fileID(serial: 7, type: 4)
        b.define(local: 1, global: 20, [.init(number: 253, size: 4, type: 0x86), .init(number: 3, size: 1, type: 0x02)])
        for (i, t) in seconds.enumerated() { b.data(local: 1, le32(start + t) + [UInt8(100 + i % 50)]) }
        b.define(
            local: 2, global: 18,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 2, size: 4, type: 0x86),
                .init(number: 5, size: 1, type: 0x00)
            ])
        b.data(local: 2, le32(start + (seconds.max() ?? 0)) + le32(start) + [2])
        let path = try Shell.temporaryFolder() + "/grid.fit"
        try Data(b.file()).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("records past an hour's block of seconds and a long stop keep their seconds; the stop stays empty")
    func recordsKeepTheirSecondsAcrossBlocksAndStops() throws {
        // Ten seconds, a stop of about two hours (past the first hour's block), ten seconds, then a jump of a
        // day (many blocks at once).
        let seconds = Array(0..<10) + Array(7_200..<7_210) + [93_600] as [UInt32]
        let path = try Self.ride(at: seconds)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let (_, series) = try Analyzer.read(.file(path, name: path))
        #expect(series.count == 93_601)
        #expect(series.recorded.count == 93_601)
        #expect(series.recorded.indices.filter { series.recorded[$0] } == seconds.map(Int.init))
        for (i, t) in seconds.enumerated() { #expect(series.heartRate[Int(t)] == Double(100 + i % 50)) }
        // Gaps of two hours and a day are stops: nothing invented in them.
        #expect(series.heartRate[10..<7_200].allSatisfy { $0.isNaN })
        #expect(series.heartRate[7_210..<93_600].allSatisfy { $0.isNaN })
        #expect(series.power.allSatisfy(\.isNaN) && series.temperature.allSatisfy(\.isNaN))
    }

    @Test("a short gap is filled in a straight line; a record from before the first is left out and counted")
    func shortGapsFillAndRecordsBeforeTheStartAreLeftOut() throws {
        // 10, 11, 12 then 22 (a 10 s gap, under the 25 s limit), then a record back at 5, before the first.
        let path = try Self.ride(at: [10, 11, 12, 22, 5])
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let (_, series) = try Analyzer.read(.file(path, name: path))
        #expect(series.count == 13)
        // 102 at second 2, 103 at second 12: a tenth of a beat a second between.
        for k in 3..<12 { #expect(abs(series.heartRate[k] - (102 + Double(k - 2) / 10)) < 1e-9, "\(k)") }
        #expect(series.recorded.indices.filter { series.recorded[$0] } == [0, 1, 2, 12])
        #expect(series.leftOut.count(.records, .backwards) == 1)
    }
}
