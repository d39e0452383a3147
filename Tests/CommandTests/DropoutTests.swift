import Foundation
import Testing
import TestSupport

/// Heart rate 0 is a strap that lost contact, not a damaged file.
@Suite struct DropoutTests {
    /// Recipe: 60 records a second apart with heart rate 120, except `zeros` of them at 0 and, when asked, one
    /// at 300 (beyond any heart); with or without a session.
    static func ride(zeros: Int, impossible: Bool, session: Bool) -> [UInt8] {
        var b = FITBuilder()
        let start: UInt32 = 1_000_000_000
        b.fileID(serial: 3, type: 4)
        b.define(local: 1, global: 20, [.init(number: 253, size: 4, type: 0x86), .init(number: 3, size: 2, type: 0x84)])
        for t in 0..<60 {
            let hr: UInt16 = t < zeros ? 0 : impossible && t == 59 ? 300 : 120
            b.data(local: 1, le32(start + UInt32(t)) + le16(hr))
        }
        if session {
            b.define(
                local: 2, global: 18,
                [
                    .init(number: 253, size: 4, type: 0x86), .init(number: 2, size: 4, type: 0x86),
                    .init(number: 7, size: 4, type: 0x86), .init(number: 5, size: 1, type: 0x00)
                ])
            b.data(local: 2, le32(start + 59) + le32(start) + le32(59_000) + [2])
        }
        return b.file()
    }

    /// 12 dropouts are counted in one line and the exit status is 0; a heart rate of 300 is
    /// still a problem (exit 1). The same with a session (records checked) and without (records totalled,
    /// the average heart rate 120 with the zeros left out).
    @Test("heart rate 0 is a counted dropout, not a problem", arguments: [true, false])
    func dropoutsAreNotProblems(session: Bool) throws {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/ride.fit"
        try Data(Self.ride(zeros: 12, impossible: false, session: session)).write(to: URL(fileURLWithPath: path))
        let run = try Fitkit.run(["inspect", path])
        #expect(run.status == 0)
        #expect(run.stdout.contains("heart rate 0 in 12 records") && run.stdout.contains("problems    none"))
        let json = try Fitkit.run(["inspect", "--json", path])
        #expect(json.stdout.contains(#""heart_rate": 12"#))
        if !session { #expect(json.stdout.contains(#""avg_heart_rate": 120"#)) }

        try Data(Self.ride(zeros: 12, impossible: true, session: session)).write(to: URL(fileURLWithPath: path))
        let bad = try Fitkit.run(["inspect", path])
        #expect(bad.status == 1 && bad.stdout.contains("heart_rate within 20.0...250.0"))
    }
}
