/// Text of numbers and columns for the tables fitkit shows: fixed decimals, clock times, padded cells.

/// Fixed-point text without Foundation: format(3.14159, 2) == "3.14".
package func format(_ v: Double, _ digits: Int) -> String {
    guard v.isFinite else { return "-" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let n = (abs(v) * scale).rounded()
    let whole = Int64(n / scale)
    let frac = Int64(n - Double(whole) * scale)
    let sign = v < 0 && n != 0 ? "-" : ""
    if digits == 0 { return sign + String(whole) }
    let f = String(frac)
    return sign + String(whole) + "." + String(repeating: "0", count: digits - f.count) + f
}

/// "1:02:03", or "2:03" under an hour.
package func duration(_ seconds: Double) -> String {
    let s = Int(seconds.rounded())
    let two = { (v: Int) in v < 10 ? "0\(v)" : "\(v)" }
    return s >= 3600 ? "\(s / 3600):\(two(s % 3600 / 60)):\(two(s % 60))" : "\(s / 60):\(two(s % 60))"
}

extension String {
    /// "07" for 7: two digits of a clock.
    package init(format2 v: Int) { self = v < 10 ? "0\(v)" : "\(v)" }

    /// nil for an empty text: a row that has nothing to say is left out.
    package var nilIfEmpty: String? { isEmpty ? nil : self }

    package func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}

extension Array where Element == String {
    /// `joined(separator:)` for an array of strings, without the generic version's first-use cost: the runtime
    /// looks up the sequence's iterator conformances, a scan of the whole binary, on every `inspect`.
    package func joinedText(_ separator: String = "") -> String {
        var text = ""
        for i in indices {
            if i > 0 { text += separator }
            text += self[i]
        }
        return text
    }
}

/// `s` filled with spaces to `width` (on the left when `right`), never cut.
package func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - s.count))
    return right ? fill + s : s + fill
}
