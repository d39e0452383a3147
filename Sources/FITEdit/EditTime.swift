import FITKit

/// A moment of a ride as `crop` and `split` are given it: an ISO-8601 UTC time (`2024-05-01T10:15:00Z`, or
/// with an offset such as `+02:00`), or an elapsed time from the ride's start (`+10m`, `+1h05m`, `+90s`).
package enum EditTime: Sendable, Equatable {
    /// Seconds since the FIT epoch.
    case absolute(UInt32)
    /// Seconds after the first timed message of the file.
    case elapsed(UInt32)

    /// Nil for text that is neither form.
    package init?(_ text: String) {
        if text.hasPrefix("+") {
            guard let seconds = Self.duration(text.dropFirst()) else { return nil }
            self = .elapsed(seconds)
        } else {
            guard let t = Self.iso8601(text) else { return nil }
            self = .absolute(t)
        }
    }

    /// The moment in FIT seconds, for a ride that starts at `start`.
    package func seconds(from start: UInt32) -> UInt32 {
        switch self {
        case .absolute(let t): t
        case .elapsed(let s): start &+ s
        }
    }

    /// `1h05m30s`, `90s`, `10m`, `2h`: each unit once, in that order; at least one.
    private static func duration(_ text: Substring) -> UInt32? {
        var total: UInt64 = 0, number: UInt64? = nil, units = "hms"[...]
        for c in text {
            if let digit = c.wholeNumberValue, c.isASCII {
                number = (number ?? 0) * 10 + UInt64(digit)
                guard number! < 1 << 32 else { return nil }
            } else {
                guard let n = number, let i = units.firstIndex(of: c) else { return nil }
                total += n * (c == "h" ? 3600 : c == "m" ? 60 : 1)
                units = units[units.index(after: i)...]
                number = nil
            }
        }
        guard number == nil, units.count < 3, total < 1 << 32 else { return nil }
        return UInt32(total)
    }

    /// `YYYY-MM-DDTHH:MM:SS` then `Z` or `±HH:MM`, fractions of a second dropped.
    package static func iso8601(_ text: String) -> UInt32? {
        let b = Array(text.utf8)
        func number(_ from: Int, _ count: Int) -> Int64? {
            guard from + count <= b.count else { return nil }
            var v: Int64 = 0
            for c in b[from..<from + count] {
                guard (48...57).contains(c) else { return nil }
                v = v * 10 + Int64(c - 48)
            }
            return v
        }
        guard b.count >= 20, b[4] == 45, b[7] == 45, b[10] == 84 || b[10] == 32, b[13] == 58, b[16] == 58,
            let y = number(0, 4), let mo = number(5, 2), let d = number(8, 2), let h = number(11, 2),
            let mi = number(14, 2), let s = number(17, 2), (1...12).contains(mo), (1...31).contains(d), h < 24,
            mi < 60, s < 61
        else { return nil }
        var rest = 19
        if rest < b.count, b[rest] == 46 {  // .fraction
            rest += 1
            while rest < b.count, (48...57).contains(b[rest]) { rest += 1 }
        }
        var offset: Int64 = 0
        if rest == b.count - 1, b[rest] == 90 {  // Z
        } else if rest == b.count - 6, b[rest] == 43 || b[rest] == 45, b[rest + 3] == 58,
            let oh = number(rest + 1, 2), let om = number(rest + 4, 2)
        {
            offset = (oh * 3600 + om * 60) * (b[rest] == 45 ? -1 : 1)
        } else {
            return nil
        }
        let unix = FITTime.daysFromCivil(y, mo, d) * 86_400 + h * 3600 + mi * 60 + s - offset
        let fit = unix - FieldValue.fitEpochOffset
        guard fit >= 0, fit < Int64(UInt32.max) else { return nil }
        return UInt32(fit)
    }
}
