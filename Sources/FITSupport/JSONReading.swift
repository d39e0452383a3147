/// JSON text read into `JSONValue`, for the answers of web services. Integers stay `Int64` (a Strava id above
/// 2^53 must never pass through a Double). Written here rather than taken from Foundation, whose start-up
/// cost every fitkit command would pay.
package enum JSONReading {
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package let offset: Int
        package let reason: String
        package var description: String { "not JSON at byte \(offset): \(reason)" }
    }

    package static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = Parser(bytes: bytes)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.at == bytes.count else { throw parser.failure("text after the value") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var at = 0

        func failure(_ reason: String) -> Failure { Failure(offset: at, reason: reason) }

        mutating func skipSpace() {
            while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
        }

        mutating func value(depth: Int) throws(Failure) -> JSONValue {
            guard depth < 128 else { throw failure("nested too deeply") }
            guard at < bytes.count else { throw failure("the text ends early") }
            switch bytes[at] {
            case UInt8(ascii: "{"):
                at += 1
                var pairs: [(String, JSONValue)] = []
                skipSpace()
                if at < bytes.count && bytes[at] == UInt8(ascii: "}") { at += 1; return .object(pairs) }
                while true {
                    skipSpace()
                    guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw failure("expected a key") }
                    let key = try string()
                    skipSpace()
                    try expect(":")
                    skipSpace()
                    pairs.append((key, try value(depth: depth + 1)))
                    skipSpace()
                    if try endOrComma("}") { return .object(pairs) }
                }
            case UInt8(ascii: "["):
                at += 1
                var items: [JSONValue] = []
                skipSpace()
                if at < bytes.count && bytes[at] == UInt8(ascii: "]") { at += 1; return .array(items) }
                while true {
                    skipSpace()
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    if try endOrComma("]") { return .array(items) }
                }
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try word("true"); return .bool(true)
            case UInt8(ascii: "f"): try word("false"); return .bool(false)
            case UInt8(ascii: "n"): try word("null"); return .null
            default: return try number()
            }
        }

        mutating func expect(_ c: Unicode.Scalar) throws(Failure) {
            guard at < bytes.count, bytes[at] == UInt8(ascii: c) else { throw failure("expected \(c)") }
            at += 1
        }

        mutating func endOrComma(_ end: Unicode.Scalar) throws(Failure) -> Bool {
            guard at < bytes.count else { throw failure("the text ends early") }
            if bytes[at] == UInt8(ascii: end) { at += 1; return true }
            try expect(",")
            return false
        }

        mutating func word(_ w: String) throws(Failure) {
            let u = Array(w.utf8)
            guard at + u.count <= bytes.count, Array(bytes[at..<at + u.count]) == u else {
                throw failure("unexpected text")
            }
            at += u.count
        }

        mutating func number() throws(Failure) -> JSONValue {
            let start = at
            var integral = true
            if at < bytes.count && bytes[at] == UInt8(ascii: "-") { at += 1 }
            let digits = at
            while at < bytes.count {
                let c = bytes[at]
                if c >= 0x30 && c <= 0x39 { at += 1; continue }
                if c == UInt8(ascii: ".") || c == UInt8(ascii: "e") || c == UInt8(ascii: "E")
                    || ((c == UInt8(ascii: "+") || c == UInt8(ascii: "-")) && at > digits)
                {
                    integral = false
                    at += 1
                    continue
                }
                break
            }
            guard at > digits else { throw failure("unexpected character") }
            let text = String(decoding: bytes[start..<at], as: UTF8.self)
            if integral, let v = Int64(text) { return .int(v) }
            guard let v = Double(text) else { throw failure("bad number \(text)") }
            return .double(v)
        }

        mutating func string() throws(Failure) -> String {
            at += 1  // the opening quote
            var out: [UInt8] = []
            while true {
                guard at < bytes.count else { throw failure("a string does not end") }
                let c = bytes[at]
                at += 1
                if c == UInt8(ascii: "\"") { break }
                if c < 0x20 { throw failure("a control character in a string") }
                guard c == UInt8(ascii: "\\") else { out.append(c); continue }
                guard at < bytes.count else { throw failure("a string does not end") }
                let e = bytes[at]
                at += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if scalar >= 0xD800 && scalar < 0xDC00, at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"),
                        bytes[at + 1] == UInt8(ascii: "u")
                    {
                        at += 2
                        let low = try hex4()
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + ((low &- 0xDC00) & 0x3FF)
                    }
                    out += Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
                default: throw failure("a bad escape in a string")
                }
            }
            return String(decoding: out, as: UTF8.self)
        }

        mutating func hex4() throws(Failure) -> UInt32 {
            guard at + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16)
            else { throw failure("a bad \\u escape") }
            at += 4
            return v
        }
    }
}

extension JSONValue {
    /// The member `key` of an object, nil for anything else.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    package var string: String? { if case .string(let s) = self { s } else { nil } }
    package var array: [JSONValue]? { if case .array(let a) = self { a } else { nil } }
    package var bool: Bool? { if case .bool(let b) = self { b } else { nil } }
    package var isNull: Bool { if case .null = self { true } else { false } }

    /// An integer, from a JSON integer, a whole double, or a string of digits (services write ids either way).
    package var int: Int64? {
        switch self {
        case .int(let v): v
        case .double(let v): v.rounded() == v && abs(v) < 9e15 ? Int64(v) : nil
        case .string(let s): Int64(s)
        default: nil
        }
    }

    package var double: Double? {
        switch self {
        case .int(let v): Double(v)
        case .double(let v): v
        case .string(let s): Double(s)
        default: nil
        }
    }
}
