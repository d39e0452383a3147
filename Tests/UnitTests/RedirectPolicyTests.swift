import Testing
@testable import FITSync

/// Which redirects fitkit follows (issue 30, item 4; curl's hardening advice): never a request that carries
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
