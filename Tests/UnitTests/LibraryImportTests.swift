import Foundation
import Testing
import TestSupport
@testable import FITInput
@testable import FITLibrary

/// What an import makes of a file that lacks parts of an activity.
@Suite struct LibraryImportTests {
    /// Recipe for a pool swim whose records carry no timestamp (as some watches write them): file_id, 48
    /// records holding only a distance (50 m apart), a lap, and a session (swimming / lap_swimming, 2,400 m,
    /// start 2021-07-21T21:11:20Z = FIT 995_836_280, elapsed and timer 2,520 s).
    static func poolSwimWithoutRecordTimes() -> [UInt8] {
        var b = FITBuilder()
        b.fileID(serial: 77, type: 4)
        b.define(local: 1, global: 20, [.init(number: 5, size: 4, type: 0x86)])
        for i in 1...48 { b.data(local: 1, le32(UInt32(i * 5000))) }
        let start: UInt32 = 995_836_280, end = start + 2520
        // lap/session: timestamp, start_time, total_elapsed_time, total_timer_time (ms), total_distance (cm),
        // sport, sub_sport.
        let totals: [FITBuilder.F] = [
            .init(number: 253, size: 4, type: 0x86), .init(number: 2, size: 4, type: 0x86),
            .init(number: 7, size: 4, type: 0x86), .init(number: 8, size: 4, type: 0x86),
            .init(number: 9, size: 4, type: 0x86)
        ]
        b.define(local: 2, global: 19, totals + [.init(number: 25, size: 1, type: 0x00)])
        b.data(local: 2, le32(end) + le32(start) + le32(2_520_000) + le32(2_520_000) + le32(240_000) + [5])
        b.define(
            local: 3, global: 18,
            totals + [.init(number: 5, size: 1, type: 0x00), .init(number: 6, size: 1, type: 0x00)])
        b.data(local: 3, le32(end) + le32(start) + le32(2_520_000) + le32(2_520_000) + le32(240_000) + [5, 17])
        return b.file()
    }

    /// a valid pool swim without record times is an activity with its session's figures.
    @Test("a valid swim whose records have no timestamps is an activity")
    func aSwimWithoutRecordTimesIsAnActivity() throws {
        let (library, folder) = try Rides.library()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = try library.importFIT(.bytes(Self.poolSwimWithoutRecordTimes(), name: "swim.fit"))
        guard case .imported(let id) = outcome else { Issue.record("\(outcome)"); return }
        let swim = try library.activity(id)
        #expect(swim.sport == "swimming" && swim.distance == 2400 && swim.elapsedTime == 2520)
        #expect(swim.startTime == Int64(1_626_901_880))  // FIT 995_836_280 + 631_065_600 (the FIT epoch in Unix time)
        #expect(try library.undecodedFiles().isEmpty)
    }
}
