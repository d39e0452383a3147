#if canImport(Glibc)
import Glibc
#endif
import CCurl

/// One HTTP request.
package struct HTTPRequest: Sendable {
    package var method: String
    package var url: String
    package var headers: [(String, String)]
    package var body: [UInt8]?
    /// Bytes of the answer's body received at most, counted after decoding (a gzip body inflates): a larger
    /// answer is an error. A few megabytes for the services' JSON; file downloads give `--max-size`.
    package var limit: Int

    /// The most a JSON answer may hold: a page of a list, an activity's streams (a 12-hour ride at 1 Hz with
    /// every stream is about 5 MB).
    package static let answerLimit = 16 << 20

    package init(
        _ method: String = "GET", _ url: String, headers: [(String, String)] = [], body: [UInt8]? = nil,
        limit: Int = HTTPRequest.answerLimit
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.limit = limit
    }

    /// Whether the request carries a secret (a body such as a login form or a token request, or an
    /// Authorization header): such a request is never sent on to another origin by a redirect.
    var carriesCredentials: Bool {
        body != nil || headers.contains { $0.0.lowercased() == "authorization" || $0.0.lowercased() == "cookie" }
    }

    /// The host (with its port) and the path without the query, as requests are logged: a query or a header
    /// may hold a secret, these do not.
    package var hostAndPath: (host: String, path: String) { URLParts.hostAndPath(url) }
}

/// The answer to one request.
package struct HTTPResponse: Sendable {
    package let status: Int
    /// Header names in lower case.
    package let headers: [(String, String)]
    package let body: [UInt8]

    package func header(_ name: String) -> String? {
        let name = name.lowercased()
        return headers.first { $0.0 == name }?.1
    }

    package var isSuccess: Bool { (200..<300).contains(status) }

    /// When a 429's `Retry-After` says to come back (Unix seconds): a number of seconds from `now`, or an
    /// HTTP date; nil without one that can be read.
    package func retryAfter(now: Int64) -> Int64? {
        guard let text = header("retry-after") else { return nil }
        if let seconds = Double(text), seconds.isFinite, seconds >= 0 { return now + Int64(min(seconds, 1e12)) }
        return HTTPDate.parse(text)
    }

    /// The error for a 429: the service's rate limit, with when to resume.
    package func rateLimited(host: String) -> SyncError {
        .rateLimited(host: host, resumeAt: retryAfter(now: Int64(time(nil))))
    }
}

enum URLParts {
    /// "https://host:port", lower case: what must stay the same for a redirect to carry credentials.
    static func origin(_ url: String) -> String? {
        guard let scheme = url.split(separator: ":", maxSplits: 1).first?.lowercased(), url.contains("://") else {
            return nil
        }
        return scheme + "://" + hostAndPath(url).host.lowercased()
    }

    /// A redirect's target: `location` as given when absolute, else resolved against `base`.
    static func resolve(_ location: String, against base: String) -> String? {
        if location.contains("://") { return location }
        guard let origin = origin(base) else { return nil }
        if location.hasPrefix("//") {
            return (base.split(separator: ":").first.map(String.init) ?? "https") + ":" + location
        }
        if location.hasPrefix("/") { return origin + location }
        let path = hostAndPath(base).path
        let folder = path.hasSuffix("/") ? path : String(path[...(path.lastIndex(of: "/") ?? path.startIndex)])
        return origin + folder + location
    }

    static func hostAndPath(_ url: String) -> (host: String, path: String) {
        var rest = Substring(url)
        if let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://") {
            rest = rest[rest.index(colon, offsetBy: 3)...]
        }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let host = rest[..<slash].split(separator: "@").last.map(String.init) ?? ""
        let path = rest[slash...].prefix { $0 != "?" && $0 != "#" }
        return (host, path.isEmpty ? "/" : String(path))
    }
}

/// HTTP through libcurl, loaded on first use. GETs are retried on network errors, 429 and 5xx, after waits of
/// 1.2, 2.4, 4.8 and 9.6 s (or what `Retry-After` asks, up to two minutes), as polite clients of these
/// services do; anything else is sent once. Ctrl-C (`Interruption`) aborts a transfer or a wait at once.
package final class HTTPClient {
    /// `--verbose`: one line per request (method, host, path, status, milliseconds), never a query or a header.
    package var log: ((String) -> Void)?
    package var connectTimeout = 10
    /// A transfer slower than `lowSpeedLimit` bytes a second for `lowSpeedTime` seconds is abandoned.
    package var lowSpeedLimit = 1024
    package var lowSpeedTime = 60
    /// A transfer whose average rate, once `lowSpeedTime` seconds have passed, is under this many bytes a
    /// second ends, whatever the size limit (a host trickling 2 KB/s would otherwise hold a 50 MB limit's
    /// transfer for 26 minutes).
    package var averageRateFloor = 16_384
    package var retryWaits: [Double] = [1.2, 2.4, 4.8, 9.6]
    /// The most a downloaded file may hold (`--max-size`): sources give it as their file requests' limit.
    package var fileLimit = 50_000_000
    package static let longestWait = 120.0
    /// Whether a 429 is waited out (up to `longestWait`); false with `--no-wait`, when it is returned at once so
    /// that the run stops, naming when to resume. A 429 asking for longer than `longestWait` is never waited.
    package var waitsOnRateLimits = true
    /// Every wait before a retry, in seconds (shown by `--verbose`, and counted in the summary).
    package private(set) var waits: [Double] = []
    /// When each paced service was last sent a request (`pace`), on the monotonic clock.
    private var lastRequest: [String: Double] = [:]

    /// Waits until `spacing` seconds have passed since the last request paced under `key` (a service that
    /// allows so many requests a second), then counts this one. Ctrl-C ends the wait.
    package func pace(_ key: String, every spacing: Double) throws(SyncError) {
        guard spacing > 0 else { return }
        if let last = lastRequest[key] {
            let wait = last + spacing - Clock.now
            if wait > 0 { try Interruption.sleep(wait) }
        }
        lastRequest[key] = Clock.now
    }

    package init() throws(SyncError) {
        if let error = fitkit_curl_open() { throw SyncError.network(host: "libcurl", reason: String(cString: error)) }
        // For proxies that hold a transfer back, and for tests that cannot wait a minute.
        if let text = getenv("FITKIT_HTTP_STALL_SECONDS").map({ String(cString: $0) }), let seconds = Int(text),
            seconds > 0
        {
            lowSpeedTime = seconds
        }
    }

    /// The time a whole transfer may take: the stall limit, and enough to receive the request's limit at 32 kB a
    /// second (a host that trickles an answer just above the stall limit is stopped). `FITKIT_HTTP_TIME_LIMIT`
    /// (seconds) sets it, for tests.
    func timeLimit(for request: HTTPRequest) -> Int {
        if let text = getenv("FITKIT_HTTP_TIME_LIMIT").map({ String(cString: $0) }), let seconds = Int(text),
            seconds > 0
        {
            return seconds
        }
        return min(lowSpeedTime + request.limit / 32_768, Self.longestTransfer)
    }

    /// No one transfer holds a run longer, s, whatever its size limit (a host trickling just above the rate
    /// floor).
    static let longestTransfer = 240

    /// Redirects followed at most.
    static let redirects = 5

    /// Sends the request once, following redirects as `redirect(from:to:)` allows. Throws `network` when no
    /// answer came, `tooLarge` for an answer past the request's limit, `interrupted` on Ctrl-C.
    package func send(_ request: HTTPRequest) throws(SyncError) -> HTTPResponse {
        var request = request
        for _ in 0...Self.redirects {
            let response = try sendOnce(request)
            guard [301, 302, 303, 307, 308].contains(response.status), let location = response.header("location")
            else { return response }
            request = try redirect(request, status: response.status, location: location)
        }
        throw SyncError.badAnswer(host: request.hostAndPath.host, what: "more than \(Self.redirects) redirects")
    }

    /// The request a redirect asks for. A request that carries credentials is never sent to another origin
    /// (its body or Authorization header would go with it); no request goes from https to http; 301, 302 and
    /// 303 become a GET without a body, 307 and 308 repeat the request.
    func redirect(_ request: HTTPRequest, status: Int, location: String) throws(SyncError) -> HTTPRequest {
        let host = request.hostAndPath.host
        guard let target = URLParts.resolve(location, against: request.url), let to = URLParts.origin(target),
            let from = URLParts.origin(request.url)
        else { throw SyncError.badAnswer(host: host, what: "a redirect to an address that cannot be read") }
        guard !(from.hasPrefix("https:") && to.hasPrefix("http:")) else {
            throw SyncError.badAnswer(host: host, what: "a redirect from https to http, not followed")
        }
        guard from == to || !request.carriesCredentials else {
            throw SyncError.badAnswer(
                host: host, what: "a redirect to \(URLParts.hostAndPath(target).host) with credentials, not followed")
        }
        var next = request
        next.url = target
        if status != 307 && status != 308 {
            next.method = "GET"
            next.body = nil
        }
        return next
    }

    private func sendOnce(_ request: HTTPRequest) throws(SyncError) -> HTTPResponse {
        let (host, path) = request.hostAndPath
        if Interruption.requested { throw SyncError.interrupted }
        let lines = request.headers.map { "\($0.0): \($0.1)" }
        let started = Clock.now
        var response = fitkit_http_response()
        withCStrings(lines) { headers in
            request.method.withCString { method in
                request.url.withCString { url in
                    (request.body ?? []).withUnsafeBytes { body in
                        var r = fitkit_http_request()
                        r.method = method
                        r.url = url
                        r.headers = headers.baseAddress
                        r.header_count = Int32(headers.count)
                        r.body = request.body == nil ? nil : (body.baseAddress ?? UnsafeRawPointer(url))
                        r.body_length = request.body?.count ?? 0
                        r.connect_timeout = connectTimeout
                        r.low_speed_limit = lowSpeedLimit
                        r.low_speed_time = lowSpeedTime
                        r.total_timeout = timeLimit(for: request)
                        r.min_average_rate = averageRateFloor
                        r.min_average_after = lowSpeedTime
                        r.max_body = request.limit
                        r.interrupted = UnsafePointer(Interruption.flag)
                        fitkit_http_perform(&r, &response)
                    }
                }
            }
        }
        defer { fitkit_http_response_free(&response) }
        let milliseconds = Int((Clock.now - started) * 1000)
        if response.aborted != 0 || Interruption.requested { throw SyncError.interrupted }
        if response.too_slow != 0 {
            log?(
                "\(request.method) \(host)\(path) stopped after \(milliseconds) ms: slower than \(averageRateFloor) B/s"
            )
            throw SyncError.tooSlow(
                host: host,
                reason: "too slow (under \(averageRateFloor / 1024) kB/s on average after \(lowSpeedTime) s)")
        }
        if response.too_large != 0 {
            log?(
                "\(request.method) \(host)\(path) stopped after \(milliseconds) ms: larger than \(request.limit) bytes")
            throw SyncError.tooLarge(host: host, limit: request.limit)
        }
        if response.transport_error != 0 {
            let reason = withUnsafeBytes(of: response.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            log?("\(request.method) \(host)\(path) failed after \(milliseconds) ms: \(reason)")
            // A transfer that had begun when its time ran out was too slow: not tried again at once.
            if response.timed_out != 0 && (response.headers_length > 0 || response.body_length > 0) {
                throw SyncError.tooSlow(host: host, reason: "timed out (\(reason))")
            }
            throw SyncError.network(host: host, reason: response.timed_out != 0 ? "timed out (\(reason))" : reason)
        }
        log?("\(request.method) \(host)\(path) \(response.status) \(milliseconds) ms")
        let body =
            response.body_length == 0
            ? [] : Array(UnsafeBufferPointer(start: response.body, count: response.body_length))
        let headerText =
            response.headers_length == 0
            ? ""
            : String(
                decoding: UnsafeRawBufferPointer(start: response.headers, count: response.headers_length), as: UTF8.self
            )
        return HTTPResponse(status: Int(response.status), headers: Self.headers(headerText), body: body)
    }

    /// Sends a GET, retrying as the class says. The last answer is returned whatever its status once the waits
    /// run out; a network error then is thrown. With `retryTooMany` false a 429 is returned at once, for a
    /// source that keeps its own budget (Strava: a 429 there means waiting for the next window).
    package func get(_ request: HTTPRequest, retryTooMany: Bool = true) throws(SyncError) -> HTTPResponse {
        var attempt = 0
        while true {
            let outcome: Result<HTTPResponse, SyncError>
            do { outcome = .success(try send(request)) } catch { outcome = .failure(error) }
            let wait: Double?
            switch outcome {
            case .failure(.interrupted): throw SyncError.interrupted
            case .failure(let error) where !error.isNetwork: throw error  // an answer too large stays so
            case .failure(let error):
                guard attempt < retryWaits.count else { throw error }
                wait = retryWaits[attempt]
            case .success(let response):
                guard response.status == 429 && retryTooMany || response.status >= 500, attempt < retryWaits.count
                else {
                    return response
                }
                if response.status == 429 {
                    let now = Int64(time(nil))
                    let asked = response.retryAfter(now: now).map { Double($0 - now) } ?? 0
                    if !waitsOnRateLimits || asked > Self.longestWait { return response }
                }
                wait =
                    response.header("retry-after").flatMap(Double.init).map { min(max($0, 0), Self.longestWait) }
                    ?? retryWaits[attempt]
            }
            attempt += 1
            if let wait {
                waits.append(wait)
                log?("waiting \(wait) s before trying \(request.hostAndPath.host) again")
                try Interruption.sleep(wait)
            }
        }
    }

    /// Sends a request that must not be sent twice (an upload), again only when the service refused it unread:
    /// a 429 whose `Retry-After` asks for at most `longestWait` seconds is waited out and the request sent again
    /// (a few times at most), as `get` does; with `--no-wait`, or a longer wait, the 429 is returned.
    package func sendOnceTaken(_ request: HTTPRequest) throws(SyncError) -> HTTPResponse {
        var attempt = 0
        while true {
            let response = try send(request)
            guard response.status == 429, waitsOnRateLimits, attempt < retryWaits.count else { return response }
            let now = Int64(time(nil))
            guard let asked = response.retryAfter(now: now).map({ Double($0 - now) }), asked <= Self.longestWait
            else { return response }
            let wait = max(asked, 0)
            attempt += 1
            waits.append(wait)
            log?("waiting \(wait) s before trying \(request.hostAndPath.host) again")
            try Interruption.sleep(wait)
        }
    }

    static func headers(_ text: String) -> [(String, String)] {
        text.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" }).compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
            return (name, value)
        }
    }

    private func withCStrings<R>(_ strings: [String], _ body: (UnsafeBufferPointer<UnsafePointer<CChar>?>) -> R) -> R {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer($0) }
        return pointers.withUnsafeBufferPointer(body)
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}

/// Seconds on a monotonic clock.
enum Clock {
    static var now: Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
