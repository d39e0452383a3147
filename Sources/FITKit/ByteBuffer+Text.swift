/// Writing numbers and escaped text for the text formats fitkit exports (CSV, XML, JSON).
extension ByteBuffer {
    /// Appends `value` rounded to `digits` decimals (at most 9), without trailing zeros: 12.5, 3, -0.25.
    /// Values too large to round exactly are written as Swift prints them.
    public func append(fixed value: Double, digits: Int) {
        var divisor: Int64 = 1, d = min(max(digits, 0), 9)
        while d > 0 {
            divisor &*= 10
            d -= 1
        }
        let scaled = value * Double(divisor)
        guard value.isFinite, abs(scaled) < 9e15 else { return append("\(value)") }
        // Rounds half away from zero, without a call into libm.
        var units = Int64(scaled + (scaled < 0 ? -0.5 : 0.5))
        if units < 0 {
            append(UInt8(ascii: "-"))
            units = -units
        }
        append(decimal: units / divisor)
        var fraction = units % divisor
        guard fraction != 0 else { return }
        var place = divisor / 10
        append(UInt8(ascii: "."))
        // Leading zeros of the fraction, then its digits without the trailing zeros.
        while fraction < place {
            append(UInt8(ascii: "0"))
            place /= 10
        }
        while fraction % 10 == 0 { fraction /= 10 }
        append(decimal: fraction)
    }

    /// Appends text with XML's five special characters escaped.
    public func append(xmlEscaped text: String) {
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
    public func append(csvCell text: String) {
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
