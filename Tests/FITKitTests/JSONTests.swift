import Foundation
import Testing
@testable import FITKit

/// The JSON writers' number and text forms, checked against Swift's own formatting and JSONSerialization.
@Suite struct JSONTests {
    @Test(arguments: [0, 7, 9, 10, 42, 99, 100, 101, 999, 1000, 65535, -1, -10, -99, -100, 4_294_967_295,
                      Int64.max, Int64.min])
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

    @Test func stringsAreEscapedAndReadBackByAJSONParser() throws {
        let text = "quote \" backslash \\ newline \n tab \t control \u{01} ünïcödé"
        let out = ByteBuffer(capacity: 8)
        JSONText.appendString(text, to: out)
        let parsed = try JSONSerialization.jsonObject(with: Data(("[" + out.string + "]").utf8)) as! [String]
        #expect(parsed == [text])
    }

    @Test func messageLinesParseAsJSON() throws {
        let message = Message(globalNumber: 20, name: "record", fields: [
            Field(name: "timestamp", number: 253, value: .time(1_000_000_000), units: "s"),
            Field(name: "speed", number: 6, value: .double(8.25), units: "m/s"),
            Field(name: "200", number: 200, value: .array([.int(1), nil, .int(3)]), units: ""),
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
