import FITKit
import FITSupport

// What every service's client shares, in one place: where its API is (`APIBase`), the forms and query strings
// it is sent (`FormEncoding`), and the dates it answers in (`ServiceDate` for iGPSport's lists and the days of a
// query, `ISODate` for `start_date`, `HTTPDate` for `Date` and `Retry-After` headers), and what an answer's HTTP
// status means (`HTTPResponse.success`), each service's own cases handled before it.

/// A service's API base URL: the environment variable, else the key in fitkit.conf, else the service's own
/// host; without a trailing slash.
enum APIBase {
    static func resolve(environment: String, key: String, default host: String) -> String {
        var base = Settings.value(environment: environment, key: key) ?? host
        while base.hasSuffix("/") { base.removeLast() }
        return base
    }
}

/// `application/x-www-form-urlencoded` and query strings: every byte but the unreserved ones percent-encoded.
package enum FormEncoding {
    package static func encode(_ pairs: [(String, String)]) -> String {
        pairs.map { escape($0.0) + "=" + escape($0.1) }.joined(separator: "&")
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                out += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
            }
        }
        return out
    }

    /// The value of `name` in a query string, percent-decoded.
    package static func value(_ name: String, in query: Substring) -> String? {
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.first.map(String.init) == name { return parts.count == 2 ? unescape(parts[1]) : "" }
        }
        return nil
    }

    static func unescape(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var i = text.utf8.startIndex
        let utf8 = text.utf8
        while i < utf8.endIndex {
            let b = utf8[i]
            if b == UInt8(ascii: "%"), let h = utf8.index(i, offsetBy: 2, limitedBy: utf8.endIndex), h < utf8.endIndex,
                let v = UInt8(String(decoding: utf8[utf8.index(after: i)...h], as: UTF8.self), radix: 16)
            {
                bytes.append(v)
                i = utf8.index(after: h)
            } else {
                bytes.append(b == UInt8(ascii: "+") ? 0x20 : b)
                i = utf8.index(after: i)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The dates iGPSport's lists give: "2025.06.02" or "2025-06-02 13:56:49", in the service's local time.
enum ServiceDate {
    /// The start of the day as if the date were UTC (Unix seconds); nil when it cannot be read.
    static func dayStart(_ text: String) -> Int64? {
        let digits = text.split(whereSeparator: { !$0.isNumber }).map { Int($0) }
        guard digits.count >= 3, let y = digits[0], let m = digits[1], let d = digits[2],
            (1970...2100).contains(y), (1...12).contains(m), (1...31).contains(d)
        else { return nil }
        return FITTime.daysFromCivil(Int64(y), Int64(m), Int64(d)) * 86_400
    }

    /// YYYY-MM-DD of a Unix time, UTC.
    static func day(_ time: Int64) -> String {
        String(Instant(unix: time).iso8601().prefix(10))
    }
}

/// The services' `start_date`: "2020-01-01T00:00:00Z", UTC (`start_date_local` has a `Z` too but is not UTC,
/// and is not read), as Unix seconds.
enum ISODate {
    static func parse(_ text: String) -> Int64? {
        FITTime.seconds(iso8601: text).map { Instant(fit: $0).unix }
    }
}

/// HTTP dates ("Tue, 24 Nov 2026 10:43:23 GMT", RFC 9110's preferred form) as Unix seconds.
enum HTTPDate {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func parse(_ text: String) -> Int64? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, let day = Int64(parts[1]), let month = months.firstIndex(of: String(parts[2])),
            let year = Int64(parts[3])
        else { return nil }
        let clock = parts[4].split(separator: ":").compactMap { Int64($0) }
        guard clock.count == 3 else { return nil }
        return FITTime.daysFromCivil(year, Int64(month + 1), day) * 86_400 + clock[0] * 3600 + clock[1] * 60 + clock[2]
    }
}

extension HTTPResponse {
    /// The one reading of an answer's status: a success is returned; otherwise the error it means. A service
    /// handles its own cases first (Strava's token refresh and scopes, iGPSport's renewal and signing), then
    /// calls this for the rest.
    /// - Parameters:
    ///   - login: what a refused key or token means (401, and 403 where `forbiddenIsLogin`); without it such an
    ///     answer is one fitkit does not understand.
    ///   - notFound: what the service says of a 404 (a deleted activity, one that is not the user's).
    ///   - detail: the service's own error text, added to the message.
    package func success(
        host: String, what: String, detail: String? = nil, login: SyncError? = nil, forbiddenIsLogin: Bool = false,
        notFound: String? = nil
    ) throws(SyncError) -> HTTPResponse {
        let words = detail.map { " (\($0))" } ?? ""
        if let login, status == 401 || status == 403 && forbiddenIsLogin { throw login }
        switch status {
        case 200..<300: return self
        case 429: throw rateLimited(host: host)
        case 404 where notFound != nil: throw SyncError.refused(what: what, message: (notFound ?? "") + words)
        case 422: throw SyncError.refused(what: what, message: "the service cannot serve it" + words)
        default:
            throw SyncError.badAnswer(host: host, what: "HTTP \(status) for \(what)" + (detail.map { ": \($0)" } ?? ""))
        }
    }
}
