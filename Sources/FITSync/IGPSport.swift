#if canImport(Glibc)
import Glibc
#endif
import FITKit
import FITLibrary
import FITSupport

/// iGPSport, the web service of iGPSport's bike computers: a China service (phone accounts) and an international
/// one (e-mail accounts), each with its own users, the same API. The calls are those real clients make
/// (docs/SYNC.md): log in for a bearer token (valid 7 days; there is no refresh, clients log in again), list 20
/// activities a page newest first, and download the original FIT file from the storage host the list or the
/// detail names, without the token.
package final class IGPSport: SyncSource {
    package enum Region: String, Sendable, CaseIterable {
        case intl, cn

        var defaultBase: String { self == .cn ? "https://prod.zh.igpsport.com" : "https://prod.en.igpsport.com" }
        var origin: String { self == .cn ? "https://app.igpsport.cn" : "https://app.igpsport.com" }
        /// The zone of the dates in list rows: +08:00 in China; the international service does not say.
        var listOffset: Int64 { self == .cn ? 8 * 3600 : 0 }
    }

    /// The token file's contents.
    package struct Token: Sendable {
        package var region: Region
        package var username: String
        package var accessToken: String
        package var expiresAt: Int64
        package var memberID: String?
        package var password: String?

        var json: JSONValue {
            var pairs: [(String, JSONValue)] = [
                ("region", .string(region.rawValue)), ("username", .string(username)),
                ("access_token", .string(accessToken)),
                ("expires_at", .int(expiresAt)), ("member_id", .text(memberID))
            ]
            if let password { pairs.append(("password", .string(password))) }
            return .object(pairs)
        }

        init(
            region: Region, username: String, accessToken: String, expiresAt: Int64, memberID: String?,
            password: String?
        ) {
            self.region = region
            self.username = username
            self.accessToken = accessToken
            self.expiresAt = expiresAt
            self.memberID = memberID
            self.password = password
        }

        init?(_ json: JSONValue) {
            guard let region = json["region"]?.string.flatMap(Region.init), let username = json["username"]?.string,
                let token = json["access_token"]?.string
            else { return nil }
            self.init(
                region: region, username: username, accessToken: token, expiresAt: json["expires_at"]?.int ?? 0,
                memberID: json["member_id"]?.string, password: json["password"]?.string)
        }
    }

    package let name = "igpsport"
    package static let pageSize = 20
    /// A token this close to its expiry is renewed before use.
    static let expiryMargin: Int64 = 300
    private let http: HTTPClient
    package private(set) var token: Token
    private let base: String
    /// The token the last renewal gave, until a request succeeds with it: a token refused before that was
    /// refused fresh, and the run stops; one refused later has expired again (a long run), and is renewed.
    private var unproven: String?

    package var account: String? { "\(token.username) (\(token.region.rawValue))" }

    /// The API's base URL: `FITKIT_IGPSPORT_API_BASE`, `igpsport.api_base` in fitkit.conf, or the region's host.
    package static func apiBase(_ region: Region) -> String {
        var base =
            Settings.value(environment: "FITKIT_IGPSPORT_API_BASE", key: "igpsport.api_base") ?? region.defaultBase
        while base.hasSuffix("/") { base.removeLast() }
        return base
    }

    /// The source for the logged-in account. Throws `loginNeeded` when nobody is logged in.
    package init(http: HTTPClient) throws(SyncError) {
        guard let json = try Settings.loadToken("igpsport") else {
            throw SyncError.loginNeeded(source: "igpsport", reason: "not logged in to iGPSport")
        }
        guard let token = Token(json) else {
            throw SyncError.settings(
                path: Settings.folder + "/igpsport.json", reason: "not a token file (remove it and log in again)")
        }
        self.http = http
        self.token = token
        base = Self.apiBase(token.region)
    }

    // MARK: login

    /// Logs in with a user name (e-mail or phone) and password; the token is saved, with the password only when
    /// `remember` (so that an expired token can be renewed unattended). The login is never retried.
    @discardableResult
    package static func login(
        region: Region, username: String, password: String, remember: Bool,
        http: HTTPClient
    ) throws(SyncError) -> Token {
        let body = JSONValue.object([
            ("username", .string(username)), ("password", .string(password)),
            ("appId", .string("igpsport-web"))
        ])
        let data = try post("/service/auth/account/login", body, region: region, http: http, what: "the login")
        return try save(data, region: region, username: username, password: remember ? password : nil)
    }

    /// China accounts: asks the service to text a login code to a phone.
    package static func sendCode(region: Region, phone: String, http: HTTPClient) throws(SyncError) {
        let body = JSONValue.object([("type", .int(1)), ("username", .string(phone))])
        _ = try post(
            "/service/auth/account/SendVerificationCode", body, region: region, http: http, what: "the SMS code request"
        )
    }

    /// China accounts: logs in with the code texted to the phone. Such a token cannot be renewed unattended.
    @discardableResult
    package static func login(region: Region, phone: String, code: String, http: HTTPClient) throws(SyncError) -> Token
    {
        let body = JSONValue.object([
            ("phone", .string(phone)), ("code", .string(code)), ("appId", .string("igpsport-web"))
        ])
        let data = try post("/service/auth/account/login/phone", body, region: region, http: http, what: "the login")
        return try save(data, region: region, username: phone, password: nil)
    }

    private static func post(
        _ path: String, _ body: JSONValue, region: Region, http: HTTPClient,
        what: String
    ) throws(SyncError) -> JSONValue {
        let request = HTTPRequest(
            "POST", apiBase(region) + path, headers: headers(region, token: nil, json: true),
            body: Array(body.text().utf8))
        let response = try http.send(request)
        let host = request.hostAndPath.host
        if response.status == 403 && region == .cn, (try? JSONReading.parse(response.body))?["code"]?.int == nil {
            throw SyncError.signingRequired(what: what)
        }
        let json = try envelope(response, host: host, what: what)
        guard let code = json["code"]?.int ?? json["Code"]?.int else {
            throw SyncError.badAnswer(host: host, what: "\(what): no `code` in the answer")
        }
        guard code == 0 else {
            let message = json["message"]?.string ?? json["Message"]?.string ?? "code \(code)"
            if path.contains("login") {
                throw SyncError.badCredentials(
                    source: "igpsport", message: message, check: "check the user name and password")
            }
            throw SyncError.refused(what: what, message: message)
        }
        return json["data"] ?? .null
    }

    private static func save(
        _ data: JSONValue, region: Region, username: String,
        password: String?
    ) throws(SyncError) -> Token {
        guard let access = data["access_token"]?.string, !access.isEmpty else {
            throw SyncError.badAnswer(host: URLParts.hostAndPath(apiBase(region)).host, what: "the login gave no token")
        }
        let lifetime = data["expires_in"]?.int ?? 604_800
        let token = Token(
            region: region, username: username, accessToken: access, expiresAt: Int64(time(nil)) + lifetime,
            memberID: JWT.claim("memberid", in: access), password: password)
        try Settings.saveToken("igpsport", token.json)
        return token
    }

    static func headers(_ region: Region, token: String?, json: Bool = false) -> [(String, String)] {
        var h = [
            ("Accept", "application/json"), ("Origin", region.origin), ("Referer", region.origin + "/"),
            ("User-Agent", "fitkit")
        ]
        if json { h.append(("Content-Type", "application/json")) }
        if let token { h.append(("Authorization", "Bearer " + token)) }
        return h
    }

    /// The JSON of an answer, or why it is not one.
    static func envelope(_ response: HTTPResponse, host: String, what: String) throws(SyncError) -> JSONValue {
        if response.status == 429 { throw SyncError.rateLimited(host: host) }
        guard response.isSuccess else {
            throw SyncError.badAnswer(host: host, what: "HTTP \(response.status) for \(what)")
        }
        do { return try JSONReading.parse(response.body) } catch {
            let looksHTML = response.body.first(where: { $0 > 0x20 }) == UInt8(ascii: "<")
            throw SyncError.badAnswer(
                host: host, what: looksHTML ? "an HTML page instead of JSON for \(what)" : "\(what): \(error)")
        }
    }

    // MARK: SyncSource

    package func connect() throws(SyncError) {
        if token.expiresAt - Self.expiryMargin <= Int64(time(nil)) {
            try renew(because: "the iGPSport token has expired")
        }
        // A user-info call can refuse a valid token: the list is the probe real clients trust.
        _ = try api(
            "/service/web-gateway/web-analyze/activity/queryMyActivity?pageNo=1&pageSize=1&reqType=0&sort=1",
            what: "the token check")
    }

    package func listPage(_ number: Int, range: DateRange) throws(SyncError) -> RemotePage {
        var query = "pageNo=\(number)&pageSize=\(Self.pageSize)&reqType=0&sort=1"
        // The service's days are local: a day's slack each side, the FIT file's own times decide.
        if let since = range.since { query += "&beginTime=" + ServiceDate.day(since - 86_400) }
        if let until = range.until { query += "&endTime=" + ServiceDate.day(until + 86_400) }
        let data = try api(
            "/service/web-gateway/web-analyze/activity/queryMyActivity?" + query, what: "the activity list")
        guard let rows = data["rows"]?.array ?? (data.isNull ? [] : nil) else {
            throw SyncError.badAnswer(host: host, what: "the activity list has no rows")
        }
        var page = RemotePage(items: [], isLast: rows.isEmpty)
        if let total = data["totalPage"]?.int, number >= total { page.isLast = true }
        var older = 0
        for row in rows {
            guard let id = (row["rideId"]?.int).flatMap({ $0 > 0 ? String($0) : nil }) ?? row["id"]?.string else {
                throw SyncError.badAnswer(host: host, what: "a list row without a rideId")
            }
            let text = row["startTime"]?.string ?? row["startTimeString"]?.string
            let item = ListedItem(
                remoteID: id, title: row["title"]?.string ?? row["name"]?.string, startDay: text,
                fileURL: row["fitOssPath"]?.string.flatMap { $0.isEmpty ? nil : $0 })
            guard let day = text.flatMap(ServiceDate.dayStart) else {
                page.unreadable.append(
                    (item, "its date \(text.map { "\"\($0)\"" } ?? "is missing and") cannot be read"))
                continue
            }
            let start = day - token.region.listOffset
            if let since = range.since, start + 2 * 86_400 <= since { older += 1; continue }
            if let until = range.until, start - 86_400 >= until { continue }
            page.items.append(item)
        }
        page.pastRange = !rows.isEmpty && older == rows.count
        return page
    }

    package func fetch(_ item: ListedItem) throws(SyncError) -> Recording { .file(try fetchFile(item)) }

    private func fetchFile(_ item: ListedItem) throws(SyncError) -> [UInt8] {
        var url = item.fileURL
        if url == nil {
            let detail = try api(
                "/service/web-gateway/web-analyze/activity/queryActivityDetail/\(RemoteID.pathSegment(item.remoteID))",
                what: "the activity's details")
            url = detail["fitUrl"]?.string.flatMap { $0.isEmpty ? nil : $0 }
        }
        if url == nil {
            let data = try api(
                "/service/web-gateway/web-analyze/activity/getDownloadUrl/\(RemoteID.pathSegment(item.remoteID))",
                what: "the download address")
            url = (data.string ?? data["url"]?.string ?? data["downloadUrl"]?.string).flatMap { $0.isEmpty ? nil : $0 }
        }
        guard let url else {
            throw SyncError.refused(
                what: "the download of ride \(item.remoteID)", message: "the service gives no file address")
        }
        // The storage host gets no token: it needs none, and it is not the service's host.
        let request = HTTPRequest("GET", url, headers: [("User-Agent", "fitkit")], limit: http.fileLimit)
        let response = try http.get(request)
        let host = request.hostAndPath.host
        if response.status == 429 { throw SyncError.rateLimited(host: host) }
        guard response.status == 200 else {
            throw SyncError.badAnswer(host: host, what: "HTTP \(response.status) for the FIT file")
        }
        return response.body
    }

    package func details(_ item: ListedItem) throws(SyncError) -> RideDetails { RideDetails(title: item.title) }

    // MARK: requests

    private var host: String { URLParts.hostAndPath(base).host }

    /// A GET to the API: its `data`. A refused token is renewed once when a password is remembered.
    private func api(_ pathAndQuery: String, what: String) throws(SyncError) -> JSONValue {
        while true {
            let response = try http.get(
                HTTPRequest("GET", base + pathAndQuery, headers: Self.headers(token.region, token: token.accessToken)))
            if response.status == 401 {
                try renew(because: "iGPSport no longer accepts the saved token")
                continue
            }
            let parsed = try? JSONReading.parse(response.body)
            if response.status == 403 && token.region == .cn && parsed?["code"]?.int == nil {
                throw SyncError.signingRequired(what: what)
            }
            let json = try Self.envelope(response, host: host, what: what)
            guard let code = json["code"]?.int ?? json["Code"]?.int else {
                throw SyncError.badAnswer(host: host, what: "\(what): no `code` in the answer")
            }
            if code == 0 {
                unproven = nil
                return json["data"] ?? .null
            }
            let message = json["message"]?.string ?? json["Message"]?.string ?? "code \(code)"
            if Self.namesToken(message) {
                try renew(because: "iGPSport no longer accepts the saved token (\(message))")
                continue
            }
            if token.region == .cn && Self.namesSigning(message) { throw SyncError.signingRequired(what: what) }
            throw SyncError.refused(what: what, message: message)
        }
    }

    static func namesToken(_ message: String) -> Bool {
        let m = message.lowercased()
        return ["token", "登录", "unauthori", "not logged", "login expired"].contains { m.contains($0) }
    }

    static func namesSigning(_ message: String) -> Bool {
        let m = message.lowercased()
        return ["sign", "签名"].contains { m.contains($0) }
    }

    /// A new login with the remembered password, each time the token in use has expired (a long run may see
    /// several); a token refused before any request succeeded with it stops the run, as does having no
    /// remembered password: the user must log in.
    private func renew(because reason: String) throws(SyncError) {
        let refusedFresh = unproven != nil && unproven == token.accessToken
        guard !refusedFresh, let password = token.password else {
            throw SyncError.loginNeeded(
                source: "igpsport", reason: refusedFresh ? "iGPSport refused a fresh token" : reason)
        }
        token = try Self.login(
            region: token.region, username: token.username, password: password, remember: true, http: http)
        unproven = token.accessToken
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
        String(FITTime.iso8601(time - FieldValue.fitEpochOffset).prefix(10))
    }
}

/// The claims of a JSON Web Token, read without checking its signature (only the service does that).
enum JWT {
    static func claim(_ name: String, in token: String) -> String? {
        let parts = token.split(separator: ".")
        guard parts.count >= 2, let payload = base64URL(String(parts[1])), let json = try? JSONReading.parse(payload),
            let value = json[name]
        else { return nil }
        return value.string ?? value.int.map(String.init)
    }

    static func base64URL(_ text: String) -> [UInt8]? {
        var out: [UInt8] = []
        var buffer: UInt32 = 0, bits = 0
        for c in text.utf8 {
            let v: UInt8
            switch c {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): v = c - 65
            case UInt8(ascii: "a")...UInt8(ascii: "z"): v = c - 71
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = c + 4
            case UInt8(ascii: "-"), UInt8(ascii: "+"): v = 62
            case UInt8(ascii: "_"), UInt8(ascii: "/"): v = 63
            case UInt8(ascii: "="): continue
            default: return nil
            }
            buffer = buffer << 6 | UInt32(v)
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
            }
        }
        return out
    }
}
