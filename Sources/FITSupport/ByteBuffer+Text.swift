/// Writing numbers and escaped text for the text formats fitkit exports (CSV, XML, JSON).
extension ByteBuffer {
    /// Appends `value` rounded to `digits` decimals (at most 9), without trailing zeros: 12.5, 3, -0.25.
    /// Values too large to round exactly are written as Swift prints them.
    ///
    /// One copy of the formatting per digit count, each dividing by a constant: a division by a run-time
    /// power of ten was a fifth of writing a GPX point, a constant one is a multiplication.
    package func append(fixed value: Double, digits: Int) {
        switch digits {
        case ...0: append(fixed: value, constantDigits: 0)
        case 1: append(fixed: value, constantDigits: 1)
        case 2: append(fixed: value, constantDigits: 2)
        case 3: append(fixed: value, constantDigits: 3)
        case 4: append(fixed: value, constantDigits: 4)
        case 5: append(fixed: value, constantDigits: 5)
        case 6: append(fixed: value, constantDigits: 6)
        case 7: append(fixed: value, constantDigits: 7)
        case 8: append(fixed: value, constantDigits: 8)
        default: append(fixed: value, constantDigits: 9)
        }
    }

    @inline(__always)
    private func append(fixed value: Double, constantDigits digits: Int) {
        let scaled = value * Double(Self.powerOf10(digits))
        guard value.isFinite, abs(scaled) < 9e15 else { return appendUnrounded(value) }
        // Rounds half away from zero, without a call into libm.
        append(units: Int64(scaled + (scaled < 0 ? -0.5 : 0.5)), decimals: digits)
    }

    @inline(never)
    private func appendUnrounded(_ value: Double) { append("\(value)") }

    /// Appends `units` / 10^`digits` (0 to 9 digits) in decimal, without the fraction's trailing zeros; a whole
    /// number keeps ".0" when `keepsPoint` is set, as JSON writers print floats.
    @inlinable @inline(__always)
    package func append(units: Int64, decimals digits: Int, keepsPoint: Bool = false) {
        let divisor = Self.powerOf10(digits)
        write(upTo: 40) { start in
            var p = start
            if units < 0 {
                p.pointee = UInt8(ascii: "-")
                p += 1
            }
            let whole = units.magnitude / divisor, fraction = units.magnitude % divisor
            let n = Self.digitCount(whole)
            Self.writeDigits(whole, width: n, endingAt: p + n)
            p += n
            guard fraction != 0 else {
                if keepsPoint {
                    p[0] = UInt8(ascii: ".")
                    p[1] = UInt8(ascii: "0")
                    p += 2
                }
                return p - start
            }
            // All the fraction's digits, then its trailing zeros taken back (a non-zero digit stops that).
            p.pointee = UInt8(ascii: ".")
            Self.writeDigits(fraction, width: digits, endingAt: p + 1 + digits)
            p += 1 + digits
            while p[-1] == UInt8(ascii: "0") { p -= 1 }
            return p - start
        }
    }

    /// 10^digits, for 0 to 9 digits.
    @inlinable @inline(__always)
    static func powerOf10(_ digits: Int) -> UInt64 {
        switch digits {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        default: 1_000_000_000
        }
    }

    /// Appends text with XML's five special characters escaped.
    package func append(xmlEscaped text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "<"): append("&lt;")
            case UInt8(ascii: ">"): append("&gt;")
            case UInt8(ascii: "&"): append("&amp;")
            case UInt8(ascii: "\""): append("&quot;")
            case UInt8(ascii: "'"): append("&apos;")
            case 0..<0x20 where byte != 0x09 && byte != 0x0A && byte != 0x0D: continue  // not allowed in XML 1.0
            default: append(byte)
            }
        }
    }

    /// Appends a CSV cell (RFC 4180): quoted when it holds a comma, quote or line break.
    package func append(csvCell text: String) {
        guard text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else {
            return append(text)
        }
        append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            if byte == 0x22 { append(UInt8(ascii: "\"")) }
            append(byte)
        }
        append(UInt8(ascii: "\""))
    }
}
