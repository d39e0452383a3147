import Foundation
import Testing
import TestSupport
@testable import FITKit
@testable import FITSupport

/// The JSON writers' number and text forms, checked against Swift's own formatting and JSONSerialization.
@Suite struct JSONTests {
    @Test(arguments: [
        0, 7, 9, 10, 42, 99, 100, 101, 999, 1000, 65535, -1, -10, -99, -100, 4_294_967_295,
        Int64.max, Int64.min
    ])
    func integersAreWrittenAsTheirDecimalDigits(value: Int64) {
        let out = ByteBuffer(capacity: 16)
        JSONText.appendInt(value, to: out)
        #expect(out.string == String(value))
    }

    @Test(arguments: [(1234, 2), (1230, 2), (1200, 2), (-5, 2), (5, 3), (0, 1), (-100, 2), (999, 3), (1, 1)])
    func decimalsMatchShortestDoubleText(raw: Int64, digits: Int) {
        let out = ByteBuffer(capacity: 16)
        JSONText.appendDecimal(raw, digits: digits, to: out)
        let divisor = [1.0, 10, 100, 1000][digits]
        #expect(out.string == (Double(raw) / divisor).description)
    }

    /// Doubles go through a short path for values with few decimals and the standard library's otherwise: both
    /// must print what `Double.description` prints (the shortest text that reads back as the same double).
    @Test func doublesAreWrittenAsTheirShortestRoundTripText() {
        // A new seed each run, said with every failure, so that a failing run can be repeated.
        let seed = UInt64.random(in: 0...UInt64.max)
        var generator = SeededGenerator(seed: seed)
        var values: [Double] = [
            0.1, 0.2, 0.3, 25.46, 4.875, 11.5, 116.60000000000002, 1e-4, 0.00012, 0.000123456,
            9.99e-5, 123456789.123456, 1e15 - 0.5, 1e15 + 0.5, 1e16, 2.5e-7, .pi, -0.0, -2.25,
            Double(Float(9.41)), 900_000_000_000_000.1, 0.1 + 0.2, .leastNonzeroMagnitude, 1.7976931348623157e308
        ]
        for _ in 0..<20_000 {
            let m = Double(Int64.random(in: -10_000_000...10_000_000, using: &generator))
            values.append(m / [10.0, 100, 1000, 1e4, 1e5, 1e6, 1e7][Int.random(in: 0..<7, using: &generator)])
            values.append(m / 5 - 500)  // altitude: raw / 5 - 500 m
            values.append(Double(Float(bitPattern: UInt32.random(in: 0...0x7F7F_FFFF, using: &generator))))
            values.append(Double(bitPattern: UInt64.random(in: 0...0x7FEF_FFFF_FFFF_FFFF, using: &generator)))
        }
        let out = ByteBuffer()
        for v in values {
            out.removeAll()
            JSONText.appendDouble(v, to: out)
            #expect(out.string == v.description, "\(v.description), seed \(seed)")
        }
    }

    /// The shortest-digits method for 0.01 ≤ |v| < 10^15 (ShortestDecimal) against `description`: on the values
    /// dump meets that have no short decimal (raw / scale - offset off by an ulp, float32 widened to double), on
    /// doubles with random bits in its range, and on its edges (powers of ten and two, ties, 0.01, 10^15).
    @Test func shortestDecimalsMatchTheStandardLibrary() {
        // A new seed each run, said with every failure, so that a failing run can be repeated.
        let seed = UInt64.random(in: 0...UInt64.max)
        var generator = SeededGenerator(seed: seed)
        var values: [Double] = [
            0.01, 0.010000000000000002, 0.1, 0.3, 1e15 - 0.125, 999999999999999.9, 4503599627370495.5,
            123.45678901234567, 9.999999999999998, 10.000000000000002, 0.09999999999999999
        ]
        for p in -2...14 {
            let ten = Double("1e\(p)")!
            values += [ten, ten.nextUp, ten.nextDown, ten.nextUp.nextUp, ten.nextDown.nextDown]
        }
        for _ in 0..<60_000 {
            let raw = Double(Int64.random(in: -100_000_000...100_000_000, using: &generator))
            values.append(raw / 5 - 500)
            values.append(raw / [3.0, 7, 10, 100, 1000, 1e6, 65536][Int.random(in: 0..<7, using: &generator)] - 0.5)
            let exponent = UInt32.random(in: 120...176, using: &generator)  // float32 from 2^-7 to 2^49
            values.append(Double(Float(bitPattern: exponent << 23 | UInt32.random(in: 0..<1 << 23, using: &generator))))
            let biased = UInt64.random(in: 1016...1072, using: &generator)  // double from 2^-7 to 2^49
            values.append(Double(bitPattern: biased << 52 | UInt64.random(in: 0..<1 << 52, using: &generator)))
        }
        var written = 0, wrong: [String] = []
        let out = ByteBuffer()
        for v in values + values.map(-) {
            out.removeAll()
            guard ShortestDecimal.append(v, to: out) else { continue }
            written += 1
            if out.string != v.description && wrong.count < 10 { wrong.append("\(v.description): \(out.string)") }
        }
        #expect(wrong == [], "seed \(seed)")
        #expect(written > values.count, "seed \(seed)")  // most values, positive and negative, took this path
    }

    /// Keys are copied as four words whatever their length, from a table padded for it: the buffer must end
    /// up holding exactly the bytes asked for, for every length, and longer ones must still be copied whole.
    @Test func paddedAppendsCopyExactlyTheBytesAskedFor() {
        let text = Array("abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ".utf8)
        let table = ByteBuffer.padded(text)
        for count in 0...text.count {
            let out = ByteBuffer(capacity: 16)
            out.append("<")
            table.withUnsafeBufferPointer { out.append(padded: $0.baseAddress!, count: count) }
            out.append(">")
            #expect(out.string == "<" + String(decoding: text[..<count], as: UTF8.self) + ">", "\(count)")
        }
    }

    @Test func stringsAreEscapedAndReadBackByAJSONParser() throws {
        let text = "quote \" backslash \\ newline \n tab \t control \u{01} ünïcödé"
        let out = ByteBuffer(capacity: 8)
        JSONText.appendString(text, to: out)
        let parsed = try JSONSerialization.jsonObject(with: Data(("[" + out.string + "]").utf8)) as! [String]
        #expect(parsed == [text])
    }

    /// A field's text is copied from its memo when its bits repeat: the output must be what writing every value
    /// gives, through buffers that grow at any point, for repeated and changing values, the longest doubles
    /// (24 characters) and texts too long to keep.
    @Test func textsCopiedFromMemosAreTheTextsWritten() {
        // A new seed each run, said with every failure, so that a failing run can be repeated.
        let seed = UInt64.random(in: 0...UInt64.max)
        var generator = SeededGenerator(seed: seed)
        let longest = [-2.2250738585072014e-308, -1.7976931348623157e308, 0.1 + 0.2, 116.60000000000002]
        let memo = TextMemo.allocate(1)
        defer { memo.deallocate() }
        for capacity in [16, 17, 40, 1 << 16] {
            let memoized = ByteBuffer(capacity: capacity), plain = ByteBuffer(capacity: capacity)
            memo.pointee = TextMemo()
            var v = 0.0
            for i in 0..<5_000 {
                if Int.random(in: 0..<3, using: &generator) == 0 {  // otherwise the same value again
                    v =
                        i % 7 == 0
                        ? longest[i % longest.count]
                        : Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 5 - 500
                }
                // Now and then a text longer than a memo keeps, written for the same bits each time.
                let long = i % 97 == 0
                let name: StaticString = "a_name_longer_than_twenty_four_bytes"
                memoized.append(long ? 1 : v.bitPattern, memo: memo) {
                    if long { memoized.append(name) } else { JSONText.appendDouble(v, to: memoized) }
                }
                if long { plain.append(name) } else { JSONText.appendDouble(v, to: plain) }
                memoized.append(UInt8(ascii: ","))
                plain.append(UInt8(ascii: ","))
            }
            #expect(memoized.string == plain.string, "capacity \(capacity), seed \(seed)")
        }
    }

    /// A record's speed and altitude expand to enhanced_speed and enhanced_altitude, whose texts the writer keeps
    /// per plan and copies when the source's bits repeat: each line must still follow its own record, through
    /// repeats, changes back and forth, and invalid values (no expansion). Expected values worked out by hand the
    /// way Garmin's decoder does it: speed / 1000, altitude / 5 - 500, a whole expanded value written as an integer.
    @Test func expandedFieldsFollowTheirSourceWhenTheirTextIsKept() throws {
        var b = FITBuilder()
        FramingTests.fileID(&b)
        b.define(
            local: 1, global: 20,
            [
                .init(number: 253, size: 4, type: 0x86), .init(number: 2, size: 2, type: 0x84),
                .init(number: 6, size: 2, type: 0x84)
            ])
        let samples: [(speed: UInt16, altitude: UInt16)] = [
            (8330, 3330), (8330, 3330), (0, 2501), (0xFFFF, 0xFFFF),
            (8330, 2501), (1234, 3330), (0, 2501)
        ]
        for s in samples { b.data(local: 1, le32(1_000_000_000) + le16(s.altitude) + le16(s.speed)) }
        let decoder = FITDecoder(source: MemorySource(b.file()), options: DecodeOptions())
        let out = ByteBuffer(capacity: 16)
        while try decoder.nextJSON(into: out) {}
        let records = out.string.split(separator: "\n").filter { $0.contains(#""record""#) }
            .map {
                $0.replacingOccurrences(
                    of: #"{"message":"record","fields":{"timestamp":"2021-09-08T01:46:40Z""#,
                    with: "")
            }
        #expect(
            records == [
                #","altitude":166.0,"speed":8.33,"enhanced_speed":8.33,"enhanced_altitude":166}}"#,
                #","altitude":166.0,"speed":8.33,"enhanced_speed":8.33,"enhanced_altitude":166}}"#,
                #","altitude":0.19999999999998863,"speed":0.0,"enhanced_speed":0,"enhanced_altitude":0.19999999999998863}}"#,
                #"}}"#,
                #","altitude":0.19999999999998863,"speed":8.33,"enhanced_speed":8.33,"enhanced_altitude":0.19999999999998863}}"#,
                #","altitude":166.0,"speed":1.234,"enhanced_speed":1.234,"enhanced_altitude":166}}"#,
                #","altitude":0.19999999999998863,"speed":0.0,"enhanced_speed":0,"enhanced_altitude":0.19999999999998863}}"#
            ])
    }

    @Test func messageLinesParseAsJSON() throws {
        let message = Message(
            globalNumber: 20, name: "record",
            fields: [
                Field(name: "timestamp", number: 253, value: .time(1_000_000_000), units: "s"),
                Field(name: "speed", number: 6, value: .double(8.25), units: "m/s"),
                Field(name: "200", number: 200, value: .array([.int(1), nil, .int(3)]), units: "")
            ], developerFields: [], offset: 0)
        let out = ByteBuffer()
        message.appendJSON(to: out)
        let object = try JSONSerialization.jsonObject(with: Data(out.string.utf8)) as! [String: Any]
        let fields = object["fields"] as! [String: Any]
        #expect(fields["timestamp"] as? String == "2021-09-08T01:46:40Z")
        #expect(fields["speed"] as? Double == 8.25)
        #expect((fields["200"] as? [Any])?.count == 3)
    }
}
