import Testing
@testable import FITSync

/// Which redirects fitkit follows: never a request that carries
/// credentials to another origin, never from https to http; 303 and its like turn into a GET without a body.
@Suite struct RedirectPolicyTests {
    let http: HTTPClient

    init() throws { http = try HTTPClient() }

    @Test func credentialsStayWithTheirOrigin() throws {
        let login = HTTPRequest("POST", "https://app.example.com/login", body: Array("password=x".utf8))
        #expect(throws: SyncError.self) { try http.redirect(login, status: 307, location: "https://evil.example.net/") }
        // The same origin: followed, with the body (307 repeats the request).
        let same = try http.redirect(login, status: 307, location: "/login/v2")
        #expect(same.url == "https://app.example.com/login/v2" && same.method == "POST" && same.body != nil)
        let bearer = HTTPRequest("GET", "https://api.example.com/a", headers: [("Authorization", "Bearer t")])
        #expect(throws: SyncError.self) { try http.redirect(bearer, status: 302, location: "https://cdn.example.net/") }
    }

    @Test func neverFromHTTPSToHTTP() {
        let plain = HTTPRequest("GET", "https://storage.example.com/ride.fit")
        #expect(throws: SyncError.self) {
            try http.redirect(plain, status: 302, location: "http://storage.example.com/x")
        }
    }

    @Test func aPlainDownloadMayMoveToAnotherHost() throws {
        let file = HTTPRequest("GET", "https://storage.example.com/a/ride.fit")
        let moved = try http.redirect(file, status: 302, location: "https://mirror.example.net/ride.fit")
        #expect(moved.url == "https://mirror.example.net/ride.fit")
        let relative = try http.redirect(file, status: 301, location: "b/ride.fit")
        #expect(relative.url == "https://storage.example.com/a/b/ride.fit")
        let post = HTTPRequest("POST", "https://app.example.com/form", body: [1])
        let seeOther = try http.redirect(post, status: 303, location: "/done")
        #expect(seeOther.method == "GET" && seeOther.body == nil)
    }
}

/// What a too-large answer says: a file's limit is --max-size; an API answer's is fitkit's own, which
/// --max-size does not move.
@Suite struct TooLargeAnswerTests {
    @Test("a list answer past 16 MiB names its real limit and what helps, not --max-size")
    func listLimit() {
        let list = SyncError.tooLarge(host: "intervals.icu", limit: HTTPRequest.answerLimit).description
        #expect(list.contains("\(16 << 20) bytes") && list.contains("--since and --until"), "\(list)")
        #expect(!list.contains("--max-size"))
        let file = SyncError.tooLarge(host: "oss.example", limit: 1_000_000).description
        #expect(file.contains("needs --max-size"))
    }

    @Test("Retry-After in seconds or as an HTTP date says when to resume")
    func retryAfter() {
        let seconds = HTTPResponse(status: 429, headers: [("retry-after", "31536000")], body: [])
        let resume: Int64? = seconds.retryAfter(now: 1_000)
        #expect(resume == Int64(31_537_000))
        let date = HTTPResponse(status: 429, headers: [("retry-after", "Wed, 21 Oct 2015 07:28:00 GMT")], body: [])
        let dated: Int64? = date.retryAfter(now: 0)
        #expect(dated == Int64(1_445_412_480))
        #expect(HTTPResponse(status: 429, headers: [], body: []).retryAfter(now: 0) == nil)
    }
}
