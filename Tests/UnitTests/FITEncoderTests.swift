import FITKit
import Foundation
import Testing
import TestSupport

/// the FIT encoder (`FITEncoder`, the profile's tables read backwards). What it writes is read back by
/// Garmin's own decoder (garmin-fit-sdk, the pinned version the conformance check uses), so the values below
/// are checked against an independent reader, not against fitkit's decoder.
@Suite struct FITEncoderTests {
    static let start: UInt32 = 1_000_000_000  // 2021-09-08T01:46:40Z

    /// A small activity as the Strava writer makes them: every kind of value (names, times, scaled numbers,
    /// signed positions, strings) in the messages it uses.
    static func activity() throws -> [UInt8] {
        var e = FITEncoder()
        try e.write(
            "file_id",
            [
                ("type", .name("activity")), ("manufacturer", .name("development")), ("product", .number(1)),
                ("time_created", .time(start)), ("product_name", .text("fitkit from Strava streams"))
            ])
        try e.write("event", [("timestamp", .time(start)), ("event", .name("timer")), ("event_type", .name("start"))])
        for t in 0..<3 {
            try e.write(
                "record",
                [
                    ("timestamp", .time(start + UInt32(t))),
                    ("position_lat", .number(Double(Int32(45.5 / 180 * 2_147_483_648.0)) + Double(t))),
                    ("position_long", .number(-Double(Int32(73.25 / 180 * 2_147_483_648.0)))),
                    ("enhanced_altitude", .number(-12.4 + Double(t))), ("distance", .number(Double(t) * 7.25)),
                    ("enhanced_speed", .number(7.25)), ("heart_rate", .number(140 + Double(t))),
                    ("cadence", .number(88)), ("power", .number(t == 1 ? 0 : 250)),
                    ("temperature", .number(-3))
                ])
        }
        try e.write(
            "lap",
            [
                ("timestamp", .time(start + 2)), ("start_time", .time(start)), ("total_elapsed_time", .number(2.5)),
                ("total_timer_time", .number(2)), ("total_distance", .number(14.5)), ("event", .name("lap")),
                ("event_type", .name("stop")), ("message_index", .number(0))
            ])
        try e.write(
            "session",
            [
                ("timestamp", .time(start + 2)), ("start_time", .time(start)), ("sport", .name("cycling")),
                ("sub_sport", .name("road")), ("total_elapsed_time", .number(2.5)), ("total_timer_time", .number(2)),
                ("total_distance", .number(14.5)), ("total_ascent", .number(2)), ("avg_heart_rate", .number(141)),
                ("num_laps", .number(1)), ("first_lap_index", .number(0)), ("event", .name("session")),
                ("event_type", .name("stop")), ("message_index", .number(0))
            ])
        try e.write(
            "activity",
            [
                ("timestamp", .time(start + 2)), ("total_timer_time", .number(2)), ("num_sessions", .number(1)),
                ("type", .name("manual")), ("event", .name("activity")), ("event_type", .name("stop")),
                ("local_timestamp", .time(start + 2 + 7200))
            ])
        return e.file()
    }

    /// Garmin's decoder's messages ({name: [{field: value}]}) and its errors, its integrity check's failure
    /// among them: read through the tests' one caller of the decoder (`GarminRead`).
    static func garmin(_ bytes: [UInt8]) throws -> (messages: [String: [[String: Any]]], errors: [String]) {
        let folder = try Shell.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/a.fit"))
        guard let read = try GarminRead.read([folder + "/a.fit"]).first else { return ([:], ["no output"]) }
        return (read.messages, read.errors + (read.integrity ? [] : ["integrity"]))
    }

    @Test(
        "what the FIT encoder writes, Garmin's decoder reads back: names, times, scaled and signed values, strings",
        .enabled(if: ReferenceDecoder.available, Comment(rawValue: ReferenceDecoder.missing)))
    func garminReadsWhatWasWritten() throws {
        let (messages, errors) = try Self.garmin(try Self.activity())
        #expect(errors.isEmpty, "\(errors)")
        let file = messages["file_id"]?.first
        #expect(file?["type"] as? String == "activity" && file?["manufacturer"] as? String == "development")
        #expect(file?["product_name"] as? String == "fitkit from Strava streams")
        #expect(file?["time_created"] as? Int == Int(Self.start))
        let records = messages["record"] ?? []
        #expect(records.count == 3)
        if records.count == 3 {
            #expect(records.map { $0["timestamp"] as? Int } == [1_000_000_000, 1_000_000_001, 1_000_000_002])
            #expect(records[0]["position_lat"] as? Int == Int(Int32(45.5 / 180 * 2_147_483_648.0)))
            #expect(records[0]["position_long"] as? Int == -Int(Int32(73.25 / 180 * 2_147_483_648.0)))
            #expect(abs((records[0]["enhanced_altitude"] as? Double ?? 0) - -12.4) < 0.2 + 1e-9)  // 1/5 m steps
            #expect(records[2]["distance"] as? Double == 14.5)
            #expect(records[1]["enhanced_speed"] as? Double == 7.25)
            #expect(records.map { $0["heart_rate"] as? Int } == [140, 141, 142])
            #expect(records[0]["temperature"] as? Int == -3 && records[0]["cadence"] as? Int == 88)
            #expect(records[1]["power"] as? Int == 0 && records[2]["power"] as? Int == 250)
        }
        let session = messages["session"]?.first
        #expect(session?["sport"] as? String == "cycling" && session?["sub_sport"] as? String == "road")
        #expect(session?["total_elapsed_time"] as? Double == 2.5 && session?["total_distance"] as? Double == 14.5)
        #expect(messages["lap"]?.first?["event_type"] as? String == "stop")
        #expect(messages["activity"]?.first?["local_timestamp"] as? Int == Int(Self.start) + 2 + 7200)
        #expect(messages["event"]?.first?["event"] as? String == "timer")
    }

    /// a field of several scales (one per component) keeps its own value as read, when decoded
    /// and so when encoded: `hr.event_timestamp_12` (scales 1024 × 10) written as 200 is the byte 200, which
    /// reads back as 200. (The encoder used the first scale, 1024, and refused the value as out of range.)
    @Test("a field of several scales is written as it is read: unscaled")
    func severalScalesAreNotApplied() throws {
        var e = FITEncoder()
        try e.write("hr", [("timestamp", .time(Self.start)), ("event_timestamp_12", .number(200))])
        let hr = try decode(e.file()).first { $0.name == "hr" }
        let value = hr?.fields.first { $0.name == "event_timestamp_12" }?.value
        #expect(
            value == .array([.uint(200)]) || value == .uint(200) || value == .int(200), "\(String(describing: value))")
    }

    @Test("fitkit's own decoder reads the same file strictly (header, CRCs, sizes)")
    func strictlyValid() throws {
        let decoded = try decode(try Self.activity())
        #expect(decoded.map(\.name) == ["file_id", "event", "record", "record", "record", "lap", "session", "activity"])
    }

    @Test("a name the profile does not know, or a value a field cannot hold, is an error naming it")
    func refusals() {
        var e = FITEncoder()
        #expect(throws: FITEncoder.EncodingError(description: "no FIT message rekord")) { try e.write("rekord", []) }
        #expect(throws: FITEncoder.EncodingError(description: "no field heartrate in FIT message record")) {
            try e.write("record", [("heartrate", .number(1))])
        }
        #expect(throws: FITEncoder.EncodingError(description: "session.sport has no value named biking")) {
            try e.write("session", [("sport", .name("biking"))])
        }
        #expect(throws: FITEncoder.EncodingError(description: "record.heart_rate: 300.0 is outside its range")) {
            try e.write("record", [("heart_rate", .number(300))])
        }
        #expect(throws: FITEncoder.EncodingError(description: "record.heart_rate: 255.0 is the field's invalid value"))
        {
            try e.write("record", [("heart_rate", .number(255))])
        }
    }
}
