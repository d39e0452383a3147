/// Small JSON encoding helpers that append UTF-8 to a byte buffer. (The short ones are inlinable: `dump`
/// calls them for every value, from FITKit.)
@usableFromInline package enum JSONText {
    @inlinable @inline(__always)
    package static func appendInt(_ v: Int64, to out: ByteBuffer) { out.append(decimal: v) }

    /// Shortest round-trip form; non-finite numbers become null (JSON has no NaN).
    package static func appendDouble(_ v: Double, to out: ByteBuffer) {
        guard v.isFinite else { out.append("null"); return }
        if v == v.rounded(.towardZero) && abs(v) < 1e15 {
            if v == 0 && v.sign == .minus { out.append("-") }
            appendInt(Int64(v), to: out)
            out.append(".0")
            return
        }
        if appendFewDecimals(v, to: out) || ShortestDecimal.append(v, to: out) { return }
        // Other magnitudes: the standard library's shortest round-trip digits, the same text as `description`,
        // written through a stream so that no String is made for each number.
        var stream = ByteBufferStream(buffer: out)
        v.write(to: &stream)
    }

    /// Writes a value that is m / 10^6 for some integer m, and says whether it did. That text reads back as `v`
    /// (dividing m by 10^6 and parsing the text both round correctly), and written without the fraction's
    /// trailing zeros it is the shortest such text: if m' / 10^k gives `v` for a smaller k, m' · 10^(6-k) is
    /// the same number, and |v| · 10^6 below 10^15 (under 2^50) makes m unique. So it is the shortest
    /// round-trip form, what `description` and Python's `repr` print in positional notation (from 1e-4).
    /// Most recorded values (25.46 breaths/min, 4.875 cm) take this path at a fraction of the general cost.
    @inline(__always)
    private static func appendFewDecimals(_ v: Double, to out: ByteBuffer) -> Bool {
        let magnitude = abs(v)
        let scaled = magnitude * 1e6
        guard magnitude >= 1e-4, scaled < 1e15 else { return false }
        let m = UInt64(scaled + 0.5)
        guard Double(m) / 1e6 == magnitude else { return false }
        out.append(units: v < 0 ? -Int64(m) : Int64(m), decimals: 6)
        return true
    }

    /// raw / 10^digits written as a decimal (digits 1-9). The exact decimal has few digits, so it is also the
    /// shortest text that reads back as the same double: what `Double.description` prints, made faster.
    @inlinable @inline(__always)
    package static func appendDecimal(_ raw: Int64, digits: Int, to out: ByteBuffer) {
        out.append(units: raw, decimals: min(max(digits, 1), 9), keepsPoint: true)
    }

    package static func appendString(_ s: String, to out: ByteBuffer) {
        var s = s
        s.withUTF8 { bytes in
            out.append(UInt8(ascii: "\""))
            // Most names and values need no escaping: copy them whole.
            if !bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
                out.append(bytes)
            } else {
                for b in bytes { appendEscaped(b, to: out) }
            }
            out.append(UInt8(ascii: "\""))
        }
    }

    private static func appendEscaped(_ b: UInt8, to out: ByteBuffer) {
        switch b {
        case UInt8(ascii: "\""): out.append([92, 34])
        case UInt8(ascii: "\\"): out.append([92, 92])
        case 0x0A: out.append([92, 110])
        case 0x0D: out.append([92, 114])
        case 0x09: out.append([92, 116])
        case 0..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            out.append([92, 117, 48, 48, hex[Int(b >> 4)], hex[Int(b & 0xF)]])
        default: out.append(b)
        }
    }

    package static func string(_ s: String) -> String {
        let out = ByteBuffer(capacity: 64)
        appendString(s, to: out)
        return out.string
    }
}

/// A JSON document built in code, with object keys kept in insertion order.
package indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func number(_ v: Double?) -> JSONValue { v.map { .double($0) } ?? .null }
    package static func text(_ v: String?) -> JSONValue { v.map { .string($0) } ?? .null }
    /// A number rounded to `decimals` places (nil: as it is).
    package static func rounded(_ v: Double?, _ decimals: Int?) -> JSONValue {
        guard let decimals else { return .number(v) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        return .number(v.map { ($0 * scale).rounded() / scale })
    }

    package func append(to out: ByteBuffer, indent: Int? = nil, level: Int = 0) {
        switch self {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .int(let v): JSONText.appendInt(v, to: out)
        case .double(let v): JSONText.appendDouble(v, to: out)
        case .string(let s): JSONText.appendString(s, to: out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(out, indent, level + 1)
                item.append(to: out, indent: indent, level: level + 1)
            }
            if !items.isEmpty { newline(out, indent, level) }
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(out, indent, level + 1)
                JSONText.appendString(key, to: out)
                out.append(indent == nil ? ":" : ": ")
                value.append(to: out, indent: indent, level: level + 1)
            }
            if !pairs.isEmpty { newline(out, indent, level) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private func newline(_ out: ByteBuffer, _ indent: Int?, _ level: Int) {
        guard let indent else { return }
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<(indent * level) { out.append(UInt8(ascii: " ")) }
    }

    /// Compact (or indented) JSON text.
    package func text(indent: Int? = nil) -> String {
        let out = ByteBuffer(capacity: 4096)
        append(to: out, indent: indent)
        return out.string
    }
}

/// Lets the standard library print numbers straight into a buffer: `Double.write(to:)` formats into its own
/// stack buffer and hands the ASCII over through `_writeASCII`, with no String in between.
struct ByteBufferStream: TextOutputStream {
    /// Borrowed for the length of one `write(to:)`: no reference counting per number (an `unowned(unsafe)`
    /// reference is still retained around each call made through it; a guaranteed one is not).
    let buffer: Unmanaged<ByteBuffer>
    init(buffer: ByteBuffer) { self.buffer = .passUnretained(buffer) }
    mutating func write(_ string: String) { buffer._withUnsafeGuaranteedRef { $0.append(string) } }
    mutating func _writeASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
        buffer._withUnsafeGuaranteedRef { $0.append(bytes) }
    }
}
