import FITSupport
/// Converting FIT date_time values (seconds since 1989-12-31T00:00:00Z) to calendar text, without Foundation.
public enum FITTime {
    /// A FIT date_time as ISO 8601 text: "2019-02-17T06:26:44Z", or in local time with its offset when
    /// `utcOffset` (seconds) is given: "2019-02-17T08:26:44+02:00".
    public static func iso8601(_ fitSeconds: Int64, utcOffset: Int64 = 0) -> String {
        let unix = Instant(fit: fitSeconds).unix + utcOffset
        let days = floorDiv(unix, 86_400)
        let secs = unix - days * 86_400
        let (y, m, d) = civil(days)
        var text = "\(y)-\(pad(m))-\(pad(d))T\(pad(secs / 3600)):\(pad(secs % 3600 / 60)):\(pad(secs % 60))"
        text += utcOffset == 0 ? "Z" : offsetText(utcOffset)
        return text
    }

    /// The FIT seconds (since 1989-12-31T00:00:00Z; negative before it) of ISO-8601 text:
    /// `YYYY-MM-DDTHH:MM:SS` (or a space for the `T`), an optional fraction of a second (dropped), then `Z` or
    /// `±HH:MM`. The one reader of such times: what a user gives `crop`, GPX and TCX times, the services' dates.
    /// Nil for anything else, a month or day or hour out of range included.
    /// Days since 1970-01-01 of `YYYY-MM-DD`, nil when it is not a day the calendar has (2015-02-30): the one
    /// reader of calendar days (ISO-8601 times, `--since`/`--until`, dated settings).
    package static func day(_ text: some StringProtocol) -> Int64? {
        let b = Array(text.utf8)
        guard b.count == 10, b[4] == 45, b[7] == 45,
            b.enumerated().allSatisfy({ $0.offset == 4 || $0.offset == 7 || (48...57).contains($0.element) })
        else { return nil }
        func number(_ r: Range<Int>) -> Int64 { b[r].reduce(0) { $0 * 10 + Int64($1 - 48) } }
        let (y, m, d) = (number(0..<4), number(5..<7), number(8..<10))
        guard (1...12).contains(m), d >= 1, d <= daysIn(month: m, of: y) else { return nil }
        return daysFromCivil(y, m, d)
    }

    /// Days in a month of the Gregorian calendar.
    package static func daysIn(month: Int64, of year: Int64) -> Int64 {
        guard month == 2 else { return [4, 6, 9, 11].contains(month) ? 30 : 31 }
        return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    }

    public static func seconds(iso8601 text: String) -> Int64? {
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
        guard b.count >= 20, b[10] == 84 || b[10] == 32, b[13] == 58, b[16] == 58,
            let days = FITTime.day(text.prefix(10)),
            let h = number(11, 2), let mi = number(14, 2), let s = number(17, 2), h < 24, mi < 60, s < 61
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
        let unix = days * 86_400 + h * 3600 + mi * 60 + s - offset
        return Instant(unix: unix).fit
    }

    /// FIT `date_time` values below this are seconds since the device powered on ("relative"), not since the
    /// FIT epoch (the FIT profile's `date_time` minimum, 0x10000000).
    package static let relativeLimit: UInt32 = 0x1000_0000

    /// A time made absolute: a relative one moved by `shift` (the clock correction a file's
    /// `timestamp_correlation` gives), an absolute one unchanged.
    @inline(__always)
    package static func absolute(_ t: UInt32, shift: UInt32) -> UInt32 {
        t < relativeLimit ? t &+ shift : t
    }

    /// A device's offset from UTC as a time zone's: the nearest quarter of an hour (every zone is a whole number
    /// of them). Devices write the offset as local time minus UTC, which a clock off by a few minutes turns into
    /// 225 s ("+00:03"); text shows the zone, JSON keeps the file's exact value.
    package static func zoneOffset(_ exact: Int64) -> Int64 {
        let quarter: Int64 = 900
        return (exact >= 0 ? (exact + quarter / 2) : (exact - quarter / 2)) / quarter * quarter
    }

    /// "+02:00", "-05:00": a time zone's offset from UTC in seconds, as ISO 8601 writes it.
    package static func offsetText(_ utcOffset: Int64) -> String {
        let o = abs(utcOffset) / 60
        return (utcOffset < 0 ? "-" : "+") + "\(pad(o / 60)):\(pad(o % 60))"
    }

    /// Appends "YYYY-MM-DDTHH:MM:SSZ", in quotes for JSON when asked, without making a String.
    package static func appendISO8601(_ fitSeconds: Int64, to out: ByteBuffer, quoted: Bool = false) {
        let unix = Instant(fit: fitSeconds).unix
        let days = floorDiv(unix, 86_400)
        let secs = unix - days * 86_400
        let (y, m, d) = civil(days)
        guard (0...9999).contains(y) else {
            return quoted ? JSONText.appendString(iso8601(fitSeconds), to: out) : out.append(iso8601(fitSeconds))
        }
        out.write(upTo: 22) { start in
            var p = start
            @inline(__always) func two(_ v: Int64) {
                p[0] = UInt8(truncatingIfNeeded: 48 &+ v / 10)
                p[1] = UInt8(truncatingIfNeeded: 48 &+ v % 10)
                p += 2
            }
            @inline(__always) func one(_ c: UInt8) {
                p[0] = c
                p += 1
            }
            if quoted { one(UInt8(ascii: "\"")) }
            two(y / 100); two(y % 100); one(UInt8(ascii: "-")); two(m); one(UInt8(ascii: "-")); two(d)
            one(UInt8(ascii: "T")); two(secs / 3600); one(UInt8(ascii: ":")); two(secs % 3600 / 60)
            one(UInt8(ascii: ":")); two(secs % 60); one(UInt8(ascii: "Z"))
            if quoted { one(UInt8(ascii: "\"")) }
            return p - start
        }
    }

    private static func pad(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
    private static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 { a >= 0 ? a / b : -((-a + b - 1) / b) }

    /// (year, month, day) to days since 1970-01-01, Howard Hinnant's days_from_civil.
    package static func daysFromCivil(_ y0: Int64, _ m: Int64, _ d: Int64) -> Int64 {
        let y = m <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// Days since 1970-01-01 to (year, month, day), Howard Hinnant's civil_from_days.
    package static func civil(_ z0: Int64) -> (Int64, Int64, Int64) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }
}

/// Writes many ISO 8601 times in a row, as exports do: records a second apart share all but the last two
/// digits, so the text of the last time is kept and only its seconds are rewritten within the same minute;
/// the rest is worked out once a minute (the date once a day).
package struct ISO8601Writer {
    private var day = Int64.min
    private var date: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    /// The minute `text` holds (FIT seconds / 60; the FIT epoch falls on a whole day), or -1.
    private var minute: Int64 = -1
    /// "YYYY-MM-DDTHH:MM:SSZ" of the last time written.
    private var text: (UInt64, UInt64, UInt32) = (0, 0, 0)

    package init() {}

    /// Appends "YYYY-MM-DDTHH:MM:SSZ".
    package mutating func append(_ fitSeconds: UInt32, to out: ByteBuffer) {
        let seconds = Int64(fitSeconds)
        if seconds / 60 != minute {
            guard startMinute(seconds) else { return FITTime.appendISO8601(seconds, to: out) }
        }
        let second = Int(seconds % 60) &* 2, pairs = ByteBuffer.digitPairs.utf8Start
        out.write(upTo: 20) { p in
            let raw = UnsafeMutableRawPointer(p)
            raw.storeBytes(of: text.0, as: UInt64.self)
            raw.storeBytes(of: text.1, toByteOffset: 8, as: UInt64.self)
            raw.storeBytes(of: text.2, toByteOffset: 16, as: UInt32.self)
            p[17] = pairs[second]
            p[18] = pairs[second &+ 1]
            return 20
        }
    }

    /// Works out the text of a new minute (seconds left at "00"); false for years outside 0 to 9999.
    private mutating func startMinute(_ fitSeconds: Int64) -> Bool {
        let unix = Instant(fit: fitSeconds).unix
        let days = unix / 86_400, secs = unix % 86_400
        if days != day {
            let (y, m, d) = FITTime.civil(days)
            guard (0...9999).contains(y) else { return false }
            @inline(__always) func digit(_ v: Int64) -> UInt8 { UInt8(48 + v % 10) }
            date = (
                digit(y / 1000), digit(y / 100), digit(y / 10), digit(y), 45, digit(m / 10), digit(m), 45,
                digit(d / 10), digit(d), 84
            )
            day = days
        }
        var bytes = [UInt8](repeating: 0, count: 20)
        withUnsafeBytes(of: date) { d in for i in 0..<11 { bytes[i] = d[i] } }
        @inline(__always) func two(_ v: Int64, at i: Int) {
            bytes[i] = UInt8(truncatingIfNeeded: 48 &+ v / 10)
            bytes[i + 1] = UInt8(truncatingIfNeeded: 48 &+ v % 10)
        }
        two(secs / 3600, at: 11)
        bytes[13] = UInt8(ascii: ":")
        two(secs % 3600 / 60, at: 14)
        bytes[16] = UInt8(ascii: ":")
        two(0, at: 17)
        bytes[19] = UInt8(ascii: "Z")
        bytes.withUnsafeBytes { b in
            text = (
                b.loadUnaligned(as: UInt64.self), b.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
                b.loadUnaligned(fromByteOffset: 16, as: UInt32.self)
            )
        }
        minute = fitSeconds / 60
        return true
    }
}
