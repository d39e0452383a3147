import Foundation
import Testing
import TestSupport
@testable import FITKit
@testable import FITSupport

/// Definitions that list a field twice, as some watches write them.
@Suite struct RepeatedFieldTests {
    /// A lap definition with avg_speed, max_speed, total_distance and avg_cadence each twice, the first copy
    /// zero, sport swimming (the layout of Tools/make-repeated-fields.py, written here by the test encoder).
    static func lap() -> [UInt8] {
        var b = FITBuilder()
        let twice: [FITBuilder.F] = [
            .init(number: 13, size: 2, type: 0x84), .init(number: 14, size: 2, type: 0x84),
            .init(number: 9, size: 4, type: 0x86), .init(number: 17, size: 1, type: 0x02)
        ]
        b.define(
            local: 0, global: 19,
            [.init(number: 253, size: 4, type: 0x86), .init(number: 25, size: 1, type: 0x00)] + twice + twice)
        b.data(
            local: 0,
            le32(1_000_000_000) + [5] + le16(0) + le16(0) + le32(0) + [0]
                + le16(14830) + le16(15000) + le32(240_000) + [25])
        return b.file()
    }

    /// Expected values from Garmin's decoder (garmin-fit-sdk 21.218.0) on the same bytes:
    /// avg_speed 14.83, max_speed 15.0, total_distance 2400.0, avg_cadence 25, avg_swimming_cadence 25,
    /// enhanced_avg_speed [14.83, 14.83], enhanced_max_speed [15, 15] (one expansion per copy, each from the
    /// value that won).
    @Test("a field listed twice: the later copy wins, components expand from it")
    func theLaterCopyWins() throws {
        let messages = try decode(Self.lap())
        let lap = try #require(messages.first { $0.name == "lap" })
        #expect(
            lap.double(LapField.avgSpeed) == 14.83 && lap.double(LapField.maxSpeed) == 15
                && lap.double(LapField.totalDistance) == 2400)
        #expect(lap.double(LapField.avgCadence) == 25 && lap.double(LapField.avgSwimmingCadence) == 25)
        #expect(lap["enhanced_avg_speed"] == .array([.double(14.83), .double(14.83)]))
        #expect(
            lap["enhanced_max_speed"] == .array([.double(15), .double(15)])
                || lap["enhanced_max_speed"] == .array([.int(15), .int(15)]))
        // dump writes the same, each key once.
        let out = ByteBuffer(capacity: 1024)
        let decoder = FITDecoder(source: MemorySource(Self.lap()))
        while try decoder.nextJSON(into: out) {}
        let line = String(decoding: out.bytes, as: UTF8.self)
        #expect(line.contains(#""avg_speed":14.83,"#) && !line.contains(#""avg_speed":0"#))
        #expect(line.contains(#""enhanced_avg_speed":[14.83,14.83]"#) && line.contains(#""avg_swimming_cadence":25"#))
    }
}
